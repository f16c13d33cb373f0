package dev.steward.eval;

import dev.steward.store.FileSizeLimit;
import dev.steward.error.StewardException;
import dev.steward.project.Project;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Hashes of the knowledge files an eval depends on (metadata, overlay, relationships, examples), so a stored run
 * says what knowledge it measured. A pending change in an impact preview is hashed in place of the file on disk.
 */
public final class KnowledgeFingerprint {
    static final String ABSENT = "absent";

    private KnowledgeFingerprint() {
    }

    /** The files on disk, with {@code overrides} (file → content) taking the place of those files. */
    public static Map<String, String> of(Project project, Map<Path, byte[]> overrides) {
        Map<String, String> hashes = new LinkedHashMap<>();
        for (Path file : new Path[] {project.metadataFile(), project.metadataEnhancementsFile(),
            project.relationshipsFile(), project.syntheticExamplesFile()}) {
            String name = project.root().relativize(file).toString().replace('\\', '/');
            byte[] content = overrides.containsKey(file) ? overrides.get(file) : read(file);
            hashes.put(name, content == null ? ABSENT : ResultFingerprint.sha256(
                    new String(content, StandardCharsets.ISO_8859_1)));
        }
        return hashes;
    }

    /** A short hash over all of them, for run ids. */
    static String shortHash(Map<String, String> fingerprint) {
        return ResultFingerprint.sha256(fingerprint.toString()).substring(0, 8);
    }

    private static byte[] read(Path file) {
        try {
            FileSizeLimit.check(file);
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new StewardException(file + ": cannot read it to fingerprint the knowledge (" + e.getMessage()
                    + ")", "Check the file's permissions.", e);
        }
    }
}
