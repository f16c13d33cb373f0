package dev.steward.ui;

import java.nio.file.Path;

/**
 * A recently opened project folder as the start screen lists it.
 *
 * @param folder    the folder
 * @param available whether it still exists (missing ones are shown greyed, with a remove action)
 * @param dataNote  which folder its data is read from, or a warning when that is ambiguous; "" until checked
 */
public record RecentProject(Path folder, boolean available, String dataNote) {

    public RecentProject(Path folder, boolean available) {
        this(folder, available, "");
    }

    /** The folder's own name, e.g. {@code sales_intel}. */
    public String name() {
        return folder.getFileName() == null ? folder.toString() : folder.getFileName().toString();
    }
}
