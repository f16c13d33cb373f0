package dev.steward.project;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Resolves a relative {@code paths.*} value of main.yaml the way openmedallion's convention and Steward's
 * project-folder habit both allow, and says which folder it chose and why. openmedallion resolves against its
 * working directory, by convention the projects root (the project's parent folder); Steward also looks inside the
 * project folder, and reads {@code <name>/rest} (the scaffold's {@code "<project>/data/silver"}) inside the project
 * when {@code <name>} is the folder's or the pipeline's name, so a renamed copy still finds its own data. When the
 * path exists in more than one of these places the project's own folder is used and the choice is flagged: a
 * project must not quietly read another folder's tables.
 */
final class DataFolderResolver {
    private final Path root;
    private final String pipelineName;

    DataFolderResolver(Path root, String pipelineName) {
        this.root = root;
        this.pipelineName = pipelineName;
    }

    DataFolder resolve(String key, String written) {
        Path path = Path.of(written);
        if (path.isAbsolute()) {
            Path used = path.normalize();
            return Files.isDirectory(used)
                    ? new DataFolder(key, written, Optional.of(used), "an absolute path", List.of(), Optional.empty())
                    : missing(key, written, List.of(used));
        }
        Map<Path, String> candidates = candidates(path);
        List<Path> existing = distinctExisting(candidates.keySet());
        if (existing.isEmpty()) {
            return missing(key, written, List.copyOf(candidates.keySet()));
        }
        Path used = existing.stream().filter(this::insideProject).findFirst().orElse(existing.get(0));
        List<Path> others = existing.stream().filter(p -> !p.equals(used)).toList();
        String reason = others.isEmpty() ? "resolved against " + candidates.get(used)
                : "AMBIGUOUS: the path exists in " + existing.size() + " places; Steward reads the one inside the "
                        + "project, openmedallion run from the projects root reads " + others.get(0);
        return new DataFolder(key, written, Optional.of(used), reason, others, foreignProject(used));
    }

    /** The default layout's folder (no main.yaml): always the project's own. */
    static DataFolder own(String key, Path folder, Path root) {
        String written = root.relativize(folder).toString();
        return Files.isDirectory(folder)
                ? new DataFolder(key, written, Optional.of(folder), "no main.yaml: the project's own " + written
                        + " folder", List.of(), Optional.empty())
                : new DataFolder(key, written, Optional.empty(), "no main.yaml and no " + written + " folder",
                        List.of(), Optional.empty());
    }

    private Map<Path, String> candidates(Path path) {
        Map<Path, String> candidates = new LinkedHashMap<>();
        if (root.getParent() != null) {
            candidates.put(root.getParent().resolve(path).normalize(), "the projects root " + root.getParent()
                    + " (the project's parent folder, openmedallion's convention)");
        }
        candidates.putIfAbsent(root.resolve(path).normalize(), "the project folder (it is not under the "
                + "projects root)");
        if (path.getNameCount() > 1 && namesThisProject(path.getName(0).toString())) {
            candidates.putIfAbsent(root.resolve(path.subpath(1, path.getNameCount())).normalize(),
                    "the project folder: the path starts with the project's name '" + path.getName(0)
                            + "' (openmedallion's scaffold form <project>/…), read inside this folder");
        }
        return candidates;
    }

    private boolean namesThisProject(String first) {
        return root.getFileName() != null && first.equals(root.getFileName().toString())
                || first.equals(pipelineName);
    }

    /** The existing candidates, one per real folder (a symlink and its target are one place). */
    private static List<Path> distinctExisting(Iterable<Path> candidates) {
        Map<Path, Path> byReal = new LinkedHashMap<>();
        for (Path candidate : candidates) {
            if (Files.isDirectory(candidate)) {
                byReal.putIfAbsent(realPath(candidate), candidate);
            }
        }
        return new ArrayList<>(byReal.values());
    }

    private boolean insideProject(Path folder) {
        return realPath(folder).startsWith(realPath(root));
    }

    /** The sibling project folder (it has main.yaml or metadata.yaml) that {@code used} lies in, if any. */
    private Optional<Path> foreignProject(Path used) {
        Path parent = root.getParent();
        if (parent == null || insideProject(used) || !used.startsWith(parent) || used.equals(parent)) {
            return Optional.empty();
        }
        Path top = parent.resolve(parent.relativize(used).getName(0));
        boolean project = Files.isRegularFile(top.resolve("main.yaml"))
                || Files.isRegularFile(top.resolve("metadata.yaml"));
        return project ? Optional.of(top) : Optional.empty();
    }

    private static DataFolder missing(String key, String written, List<Path> lookedAt) {
        return new DataFolder(key, written, Optional.empty(), "no such folder exists (looked at "
                + lookedAt.stream().map(Path::toString).toList() + ")", List.of(), Optional.empty());
    }

    private static Path realPath(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path.toAbsolutePath().normalize();
        }
    }
}
