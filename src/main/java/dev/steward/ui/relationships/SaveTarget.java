package dev.steward.ui.relationships;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** Asks where to save an export. The real one is the OS dialog; tests answer at once. */
@FunctionalInterface
public interface SaveTarget {

    Optional<Path> choose(Window owner, Path suggested);

    /** The platform's save dialog, starting at the suggested folder and name. */
    static SaveTarget system() {
        return (owner, suggested) -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Export the diagram");
            chooser.setInitialDirectory(suggested.getParent().toFile());
            chooser.setInitialFileName(suggested.getFileName().toString());
            File file = chooser.showSaveDialog(owner);
            return Optional.ofNullable(file).map(File::toPath);
        };
    }
}
