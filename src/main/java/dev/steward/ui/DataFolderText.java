package dev.steward.ui;

import dev.steward.project.DataFolder;
import dev.steward.project.Project;
import java.nio.file.Path;
import java.util.stream.Collectors;

/** How the app says which folder a project's data is read from and why (status bar, start screen). */
final class DataFolderText {
    private DataFolderText() {
    }

    /** The status bar's short text: {@code Data: /p/data/silver (project folder)} or a warning. */
    static String status(Project project) {
        if (project.dataFolders().stream().anyMatch(DataFolder::needsAttention)) {
            return "Data: check the folder (see the banner)";
        }
        return project.dataFolders().stream().flatMap(f -> f.used().stream()).findFirst()
                .map(used -> "Data: " + shortly(project, used)).orElse("Data: none found");
    }

    /** Every data folder with its reason, one line each, for the status bar's tooltip. */
    static String detail(Project project) {
        return project.dataFolders().isEmpty() ? "No data folder."
                : project.dataFolders().stream().map(DataFolder::describe)
                        .collect(Collectors.joining("\n"));
    }

    /** The start screen's line under a recent project. */
    static String recentNote(Project project) {
        return project.dataFolders().stream().filter(DataFolder::needsAttention).findFirst()
                .map(f -> f.ambiguous()
                        ? "⚠ " + f.key() + " '" + f.written() + "' also exists outside the project; Steward reads "
                                + f.used().map(Path::toString).orElse("nothing")
                        : "⚠ " + f.key() + " '" + f.written() + "' is in another project's folder "
                                + f.foreign().map(Path::toString).orElse(""))
                .orElseGet(() -> status(project).replaceFirst("^Data: ", "data: "));
    }

    static boolean needsAttention(Project project) {
        return project.dataFolders().stream().anyMatch(DataFolder::needsAttention);
    }

    /** {@code data/silver (in the project)}, or the full path when the folder is elsewhere. */
    private static String shortly(Project project, Path used) {
        return used.startsWith(project.root()) ? project.root().relativize(used) + " (in the project)"
                : used + " (outside the project)";
    }
}
