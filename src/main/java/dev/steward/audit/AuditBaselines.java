package dev.steward.audit;

import dev.steward.store.AtomicFiles;
import dev.steward.store.LoadedFile;
import dev.steward.store.SidecarYaml;
import dev.steward.store.StewardFolder;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code steward/audit.yaml}: each golden's result fingerprint as it was when it was verified or last confirmed, by
 * content hash (an edit makes a new hash, so a fixed golden starts afresh). openmedallion's files are not touched.
 * Written whole and atomically, guarded by the stamp it was read with.
 */
public final class AuditBaselines {
    private static final String HEADER = "Steward's gold audit: each verified golden's result fingerprint when it was "
            + "verified or confirmed,\nby content hash (ADR 33). Written by Steward; commit it with the project.";
    private final AtomicFiles files;

    /**
     * One golden's recorded result.
     *
     * @param fingerprint the result fingerprint (as eval's golden fingerprint)
     * @param recordedAt  when, ISO-8601 UTC
     * @param source      {@code verified} (first seen verified), {@code eval} (from a stored run) or {@code confirmed}
     */
    public record Baseline(String fingerprint, String recordedAt, String source) {
    }

    public AuditBaselines(AtomicFiles files) {
        this.files = files;
    }

    public static Path file(Path projectRoot) {
        return projectRoot.resolve(StewardFolder.DIR).resolve("audit.yaml");
    }

    /** The recorded baselines; empty when the file does not exist. */
    public static Map<String, Baseline> read(Path projectRoot) {
        LoadedFile loaded = LoadedFile.read(file(projectRoot));
        return loaded.exists() ? parse(loaded) : new TreeMap<>();
    }

    /** Adds or replaces {@code changes} and writes the file when that changed it. */
    public void put(Path projectRoot, Map<String, Baseline> changes) {
        if (changes.isEmpty()) {
            return;
        }
        LoadedFile loaded = LoadedFile.read(file(projectRoot));
        Map<String, Baseline> all = loaded.exists() ? parse(loaded) : new TreeMap<>();
        all.putAll(changes);
        Map<String, Object> goldens = new TreeMap<>();
        all.forEach((id, b) -> goldens.put(id, Map.of("fingerprint", b.fingerprint(), "recorded_at", b.recordedAt(),
                "source", b.source())));
        String text = new SidecarYaml().render(HEADER, Map.of("goldens", goldens));
        if (!loaded.exists() || !text.equals(loaded.text())) {
            files.writeStringIfUnchanged(loaded.file(), text, loaded.stamp());
        }
    }

    private static Map<String, Baseline> parse(LoadedFile loaded) {
        Map<String, Baseline> baselines = new TreeMap<>();
        Map<String, Object> tree = new SidecarYaml().parse(loaded.text(), loaded.file());
        if (tree.get("goldens") instanceof Map<?, ?> goldens) {
            goldens.forEach((id, value) -> {
                if (value instanceof Map<?, ?> fields && fields.get("fingerprint") instanceof String fingerprint) {
                    baselines.put(String.valueOf(id), new Baseline(fingerprint, text(fields.get("recorded_at")),
                            text(fields.get("source"))));
                }
            });
        }
        return baselines;
    }

    private static String text(Object value) {
        return value == null ? "" : String.valueOf(value);
    }
}
