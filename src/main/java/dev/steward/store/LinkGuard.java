package dev.steward.store;

import dev.steward.error.StewardException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The rule that keeps a project folder someone sent you from making Steward write elsewhere: Steward never
 * follows a symbolic link for a file it creates, replaces, appends to or locks. The file itself must not be a
 * link, and no folder between the project folder and the file may be one (a {@code chat_history/} or
 * {@code .steward/} linked to {@code ~} would otherwise put Steward's writes there). The project folder itself,
 * and the folders above it, may be links: the user chose them. Data folders are only read and are not checked.
 *
 * <p>The project folder of a path is the outermost folder above the file that holds one of the entries only a
 * project holds ({@code main.yaml}, {@code metadata.yaml}, {@code .steward/}, {@code chat_history/}, …); a path
 * with none above it (the user's settings, a project being created) has only the file itself checked.
 * {@link AtomicFiles}, {@link JsonLinesAppender} and the project lock call {@link #checkWritable} before every
 * write, so every file written through them is covered without its writer doing anything.
 */
public final class LinkGuard {
    /** Entries only a project folder holds; generic names (examples/, data/) would mistake a parent for one. */
    private static final List<String> PROJECT_MARKERS = List.of("main.yaml", "metadata.yaml",
            "relationships.yaml", ".steward", "chat_history", "curation_log.jsonl", "eval_runs");

    private LinkGuard() {
    }

    /**
     * Refuses a write to {@code file} when it, or a folder between its project folder and it, is a symbolic link.
     *
     * @throws StewardException naming the link, where it points and what to do; nothing has been written
     */
    public static void checkWritable(Path file) {
        Path target = file.toAbsolutePath().normalize();
        if (Files.isSymbolicLink(target)) {
            throw linkedFile(target);
        }
        List<Path> folders = foldersBelowProject(target);
        for (Path folder : folders) {
            if (Files.isSymbolicLink(folder)) {
                throw linkedFolder(folder, target);
            }
        }
    }

    /** The folders from the file's own folder up to (not including) the outermost folder holding main.yaml. */
    private static List<Path> foldersBelowProject(Path target) {
        List<Path> chain = new ArrayList<>();
        int projectIndex = -1;
        for (Path folder = target.getParent(); folder != null; folder = folder.getParent()) {
            chain.add(folder);
            if (isProjectFolder(folder)) {
                projectIndex = chain.size() - 1;
            }
        }
        return projectIndex < 0 ? List.of() : chain.subList(0, projectIndex);
    }

    private static boolean isProjectFolder(Path folder) {
        for (String marker : PROJECT_MARKERS) {
            if (Files.exists(folder.resolve(marker), LinkOption.NOFOLLOW_LINKS)) {
                return true;
            }
        }
        return false;
    }

    private static StewardException linkedFile(Path file) {
        return new StewardException(file + " is a symbolic link" + pointsTo(file) + ". Steward does not write "
                + "through links, so a project folder cannot make it change a file elsewhere; nothing was written.",
                "If the link is yours, replace it with a copy of the file it points to (or move that file here), "
                        + "then try again.");
    }

    private static StewardException linkedFolder(Path folder, Path file) {
        return new StewardException("Could not write " + file + ": the folder " + folder + " is a symbolic link"
                + pointsTo(folder) + ". Steward does not write through links inside a project, so a project folder "
                + "cannot make it change files elsewhere; nothing was written.",
                "If the link is yours, replace it with a real folder holding the same files, then try again.");
    }

    private static String pointsTo(Path link) {
        try {
            return " (to " + Files.readSymbolicLink(link) + ")";
        } catch (IOException | UnsupportedOperationException e) {
            return "";
        }
    }
}
