package dev.steward.ui;

import java.nio.file.Path;

/**
 * A recently opened project folder as the start screen lists it.
 *
 * @param folder    the folder
 * @param available whether it still exists (missing ones are shown greyed, with a remove action)
 */
public record RecentProject(Path folder, boolean available) {

    /** The folder's own name, e.g. {@code sales_intel}. */
    public String name() {
        return folder.getFileName() == null ? folder.toString() : folder.getFileName().toString();
    }
}
