package dev.steward.ui.fx;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.DirectoryChooser;
import javafx.stage.Window;

/** Asks the user for a folder. The real one is the OS dialog; tests inject one that answers at once. */
@FunctionalInterface
public interface FolderChooser {

    Optional<Path> choose(Window owner);

    /** The platform's directory dialog. */
    static FolderChooser system() {
        return owner -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle("Open a project folder");
            File folder = chooser.showDialog(owner);
            return Optional.ofNullable(folder).map(File::toPath);
        };
    }
}
