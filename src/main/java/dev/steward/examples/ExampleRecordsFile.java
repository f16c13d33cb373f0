package dev.steward.examples;

import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.FileStamp;
import dev.steward.store.LoadedFile;
import dev.steward.store.StewardFolder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * steward/examples.yaml: {@code examples: {<content_hash>: record}} and {@code orphans: {<content_hash>: record}},
 * keys sorted and fields in a fixed order so a diff shows only what changed. Written whole, atomically, and only if
 * unchanged since read. Orphans are records whose example is no longer in synthetic.jsonl under that hash nor under
 * its question; they are kept and listed, never dropped.
 */
public final class ExampleRecordsFile {
    private static final String HINT = "Fix or delete the file (it is Steward's own; synthetic.jsonl is not affected).";

    private final Path file;
    private final FileStamp stamp;
    private final Map<String, ExampleRecord> examples;
    private final Map<String, ExampleRecord> orphans;

    private ExampleRecordsFile(Path file, FileStamp stamp, Map<String, ExampleRecord> examples,
                               Map<String, ExampleRecord> orphans) {
        this.file = file;
        this.stamp = stamp;
        this.examples = Collections.unmodifiableMap(examples);
        this.orphans = Collections.unmodifiableMap(orphans);
    }

    /** The records file beside the project's examples/synthetic.jsonl. */
    public static Path pathFor(Path syntheticFile) {
        return syntheticFile.toAbsolutePath().getParent().getParent().resolve(StewardFolder.EXAMPLES);
    }

    /** Reads the file beside {@code syntheticFile}; a missing file has no records. */
    public static ExampleRecordsFile load(Path syntheticFile) {
        Path file = pathFor(syntheticFile);
        LoadedFile loaded = LoadedFile.read(file);
        return parse(file, loaded.exists() ? loaded.text() : "", loaded.stamp());
    }

    /** The records in {@code text} (the content of {@code file}; empty for none), e.g. for a migration. */
    public static ExampleRecordsFile parse(Path file, String text, FileStamp stamp) {
        Object doc;
        try {
            doc = new Load(LoadSettings.builder().setSchema(new CoreSchema()).build()).loadFromString(text);
        } catch (YamlEngineException e) {
            throw new StewardException(file + " is not valid YAML: " + e.getMessage(), HINT, e);
        }
        Map<?, ?> top = doc == null ? Map.of() : map(file, doc, "the top level");
        return new ExampleRecordsFile(file, stamp, records(file, top.get("examples"), "examples"),
                records(file, top.get("orphans"), "orphans"));
    }

    public Path file() {
        return file;
    }

    /** Records by content hash. */
    public Map<String, ExampleRecord> examples() {
        return examples;
    }

    /** Records whose example was not found, by the hash it had. */
    public Map<String, ExampleRecord> orphans() {
        return orphans;
    }

    /** Writes these records if they differ from what was read (and the file is unchanged since). */
    void save(AtomicFiles files, Map<String, ExampleRecord> newExamples, Map<String, ExampleRecord> newOrphans) {
        if (newExamples.equals(examples) && newOrphans.equals(orphans)) {
            return;
        }
        files.writeIfUnchanged(file, render(newExamples, newOrphans), stamp);
    }

    /** The file's text with these records (keys sorted). */
    public static String renderText(Map<String, ExampleRecord> examples, Map<String, ExampleRecord> orphans) {
        return new String(render(examples, orphans), StandardCharsets.UTF_8);
    }

    static byte[] render(Map<String, ExampleRecord> examples, Map<String, ExampleRecord> orphans) {
        Map<String, Object> top = new LinkedHashMap<>();
        top.put("examples", tree(examples));
        if (!orphans.isEmpty()) {
            top.put("orphans", tree(orphans));
        }
        DumpSettings settings = DumpSettings.builder().setDefaultFlowStyle(FlowStyle.BLOCK).setWidth(120).build();
        String header = "# Steward's records of examples/synthetic.jsonl, by content hash (openmedallion's §4.2).\n"
                + "# Written by Steward; commit it with the project.\n";
        return (header + new Dump(settings).dumpToString(top)).getBytes(StandardCharsets.UTF_8);
    }

    private static Map<String, Object> tree(Map<String, ExampleRecord> records) {
        Map<String, Object> out = new TreeMap<>();
        records.forEach((hash, record) -> out.put(hash, ExampleRecordYaml.write(record)));
        return out;
    }

    private static Map<String, ExampleRecord> records(Path file, Object value, String section) {
        Map<String, ExampleRecord> out = new LinkedHashMap<>();
        if (value == null) {
            return out;
        }
        for (Map.Entry<?, ?> entry : map(file, value, section).entrySet()) {
            String where = section + "." + entry.getKey();
            out.put(String.valueOf(entry.getKey()), ExampleRecordYaml.read(entry.getValue(),
                    problem -> new StewardException(file + ": " + where + ": " + problem, HINT)));
        }
        return out;
    }

    private static Map<?, ?> map(Path file, Object value, String where) {
        if (!(value instanceof Map<?, ?> map)) {
            throw new StewardException(file + ": " + where + " must be a mapping.", HINT);
        }
        return map;
    }

    /** Hashes of both sections, for messages. */
    List<String> allHashes() {
        List<String> all = new ArrayList<>(examples.keySet());
        all.addAll(orphans.keySet());
        return all;
    }
}
