package dev.steward.eval;

import dev.steward.store.FileSizeLimit;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.error.StewardException;
import dev.steward.examples.Example;
import dev.steward.project.Project;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlPath;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A knowledge change a steward has not approved yet, as a value: what the knowledge files would hold if it were
 * approved ({@link #apply}, computed in memory, nothing written) and which tables it touches (the examples reading
 * them are the ones an impact preview evaluates).
 */
public sealed interface PendingChange {

    /** One line for reports, e.g. "description of transactions.amount". */
    String describe();

    /** The changed knowledge files (absolute path in {@code project} → full new content). */
    Map<Path, byte[]> apply(Project project);

    /** Query names of the tables it touches, lower-case; gold tables as {@code gold.<name>}. */
    Set<String> tables(Project project, SqlTreeReader trees);

    /**
     * An edited description of a table, or of one of its columns, approved with the table.
     *
     * @param table       the table's key in metadata.yaml
     * @param column      the column, or null for the table's own description
     * @param description the new text
     */
    record DescriptionEdit(String table, String column, String description) implements PendingChange {
        @Override
        public String describe() {
            return "description of " + table + (column == null ? "" : "." + column);
        }

        @Override
        public Map<Path, byte[]> apply(Project project) {
            Path file = project.metadataFile();
            YamlDocument doc = YamlDocument.parse(readText(file), file);
            YamlPath where = column == null ? YamlPath.of("tables", table, "description")
                    : YamlPath.of("tables", table, "columns", column, "description");
            if (!doc.has(YamlPath.of("tables", table))) {
                throw new StewardException(file + " has no table '" + table + "'.", "Pick a table of metadata.yaml.");
            }
            doc = doc.setScalar(where, description).setScalar(YamlPath.of("tables", table, "status"), "approved");
            return Map.of(file, doc.text().getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public Set<String> tables(Project project, SqlTreeReader trees) {
            YamlDocument doc = YamlDocument.parse(readText(project.metadataFile()), project.metadataFile());
            boolean gold = doc.scalar(YamlPath.of("tables", table, "layer")).orElse("").equals("gold");
            String name = table.toLowerCase(Locale.ROOT);
            return Set.of(gold && !name.startsWith("gold.") ? "gold." + name : name);
        }
    }

    /**
     * A table approved with its edited texts, as the Metadata tab's review would save it: a new table description
     * and/or new column descriptions (none: the draft approved as written, only its status changes).
     *
     * @param table       the table's key in metadata.yaml
     * @param description the new table description, or null when unchanged
     * @param columns     column name to its new description
     */
    record TableDescriptions(String table, String description, Map<String, String> columns) implements PendingChange {
        public TableDescriptions {
            columns = columns == null ? Map.of() : java.util.Collections.unmodifiableMap(
                    new java.util.LinkedHashMap<>(columns));
        }

        @Override
        public String describe() {
            java.util.List<String> edited = new java.util.ArrayList<>();
            if (description != null) {
                edited.add("its description");
            }
            columns.keySet().forEach(column -> edited.add(table + "." + column));
            return "approval of " + table + (edited.isEmpty() ? " as written" : " with new text for "
                    + String.join(", ", edited));
        }

        @Override
        public Map<Path, byte[]> apply(Project project) {
            Path file = project.metadataFile();
            YamlDocument doc = YamlDocument.parse(readText(file), file);
            if (!doc.has(YamlPath.of("tables", table))) {
                throw new StewardException(file + " has no table '" + table + "'.", "Pick a table of metadata.yaml.");
            }
            if (description != null) {
                doc = doc.setScalar(YamlPath.of("tables", table, "description"), description);
            }
            for (Map.Entry<String, String> column : columns.entrySet()) {
                doc = doc.setScalar(YamlPath.of("tables", table, "columns", column.getKey(), "description"),
                        column.getValue());
            }
            doc = doc.setScalar(YamlPath.of("tables", table, "status"), "approved");
            return Map.of(file, doc.text().getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public Set<String> tables(Project project, SqlTreeReader trees) {
            return new DescriptionEdit(table, null, "").tables(project, trees);
        }
    }

    /**
     * A draft relationship approved as it stands.
     *
     * @param index its position in relationships.yaml's list
     */
    record RelationshipApproval(int index) implements PendingChange {
        @Override
        public String describe() {
            return "relationship #" + (index + 1) + " approved";
        }

        @Override
        public Map<Path, byte[]> apply(Project project) {
            Path file = project.relationshipsFile();
            YamlDocument doc = YamlDocument.parse(readText(file), file)
                    .setScalar(YamlPath.of("relationships", index, "status"), "approved");
            return Map.of(file, doc.text().getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public Set<String> tables(Project project, SqlTreeReader trees) {
            YamlDocument doc = YamlDocument.parse(readText(project.relationshipsFile()), project.relationshipsFile());
            return Set.of(end(doc, "from_table"), end(doc, "to_table"));
        }

        private String end(YamlDocument doc, String key) {
            return doc.scalar(YamlPath.of("relationships", index, key)).orElseThrow(() -> new StewardException(
                    "relationships.yaml has no relationship #" + (index + 1) + " with a " + key + ".",
                    "Pick a relationship of the file.")).toLowerCase(Locale.ROOT);
        }
    }

    /**
     * A new example appended to synthetic.jsonl (e.g. a harvested candidate about to be verified).
     *
     * @param example the row as it would be written
     */
    record NewExample(Example example) implements PendingChange {
        @Override
        public String describe() {
            return "new example \"" + example.question() + "\"";
        }

        @Override
        public Map<Path, byte[]> apply(Project project) {
            Path file = project.syntheticExamplesFile();
            String text = readText(file);
            String separator = text.isEmpty() || text.endsWith("\n") ? "" : "\n";
            return Map.of(file, (text + separator + jsonLine(example) + "\n").getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public Set<String> tables(Project project, SqlTreeReader trees) {
            return trees.tables(example.sql());
        }

        private static String jsonLine(Example example) {
            ObjectNode row = new ObjectMapper().createObjectNode().put("question", example.question())
                    .put("sql", example.sql()).put("verified", example.verified());
            return row.toString();
        }
    }

    private static String readText(Path file) {
        try {
            FileSizeLimit.check(file);
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return "";
        } catch (IOException e) {
            throw new StewardException(file + ": cannot read it (" + e.getMessage() + ")",
                    "Check the file's permissions.", e);
        }
    }
}
