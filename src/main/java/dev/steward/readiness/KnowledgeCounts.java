package dev.steward.readiness;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.TableSchema;
import dev.steward.error.StewardException;
import dev.steward.eval.SqlTreeReader;
import dev.steward.examples.Example;
import dev.steward.metadata.ColumnMetadata;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.TableMetadata;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipDetector;
import dev.steward.relationships.RelationshipsReader;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** The counts of the curated knowledge against the live tables: tables, columns, relationships, goldens. */
final class KnowledgeCounts {
    private KnowledgeCounts() {
    }

    static Map<String, List<String>> tables(List<ParquetTable> tables, MetadataConfig metadata) {
        Map<String, List<String>> byState = new LinkedHashMap<>();
        for (String state : List.of("approved", "draft", "stale", "undocumented")) {
            byState.put(state, new ArrayList<>());
        }
        for (ParquetTable table : tables) {
            String state = metadata.table(table.layer(), table.name()).map(t -> t.status().yamlName())
                    .orElse("undocumented");
            byState.get(state).add(table.queryName());
        }
        byState.replaceAll((state, names) -> List.copyOf(names));
        return byState;
    }

    static Readiness.Columns columns(List<TableSchema> schemas, MetadataConfig metadata) {
        int total = 0;
        List<String> undescribed = new ArrayList<>();
        for (TableSchema schema : schemas) {
            Optional<TableMetadata> entry = metadata.table(schema.table().layer(), schema.table().name());
            for (ColumnSchema column : schema.columns()) {
                total++;
                ColumnMetadata meta = entry.map(e -> e.columns().get(column.name())).orElse(null);
                if (meta == null || meta.description() == null || meta.description().isBlank()) {
                    undescribed.add(schema.table().queryName() + "." + column.name());
                }
            }
        }
        return new Readiness.Columns(total, total - undescribed.size(), List.copyOf(undescribed));
    }

    /** Data-verified is RelationshipDetector's rule: checked against the data and not contradicted. */
    static Readiness.Relationships relationships(Project project, List<String> problems) {
        Map<String, List<String>> byStatus = new LinkedHashMap<>();
        for (String status : List.of("approved", "draft", "stale")) {
            byStatus.put(status, new ArrayList<>());
        }
        List<String> verified = new ArrayList<>();
        if (Files.isRegularFile(project.relationshipsFile())) {
            try {
                for (Relationship r : new RelationshipsReader().read(project.relationshipsFile()).relationships()) {
                    byStatus.get(r.status().yamlName()).add(r.pathText());
                    if (!RelationshipDetector.contradicted(r)) {
                        verified.add(r.pathText());
                    }
                }
            } catch (StewardException e) {
                problems.add("Relationships not counted: " + e.getMessage());
            }
        }
        byStatus.replaceAll((status, names) -> List.copyOf(names));
        return new Readiness.Relationships(byStatus, List.copyOf(verified));
    }

    static Readiness.Examples examples(List<Example> examples, List<ParquetTable> tables, SqlTreeReader trees) {
        Set<String> read = tablesRead(examples, trees);
        int verified = (int) examples.stream().filter(e -> e.verified() && !e.templated()).count();
        int templates = (int) examples.stream().filter(Example::templated).count();
        List<String> without = tables.stream().map(ParquetTable::queryName)
                .filter(name -> !read.contains(name.toLowerCase(Locale.ROOT))).toList();
        return new Readiness.Examples(verified, templates, without);
    }

    /** The tables the verified goldens read, lower-case (templates parsed with NULL in their slots). */
    private static Set<String> tablesRead(List<Example> examples, SqlTreeReader trees) {
        Set<String> read = new TreeSet<>();
        for (Example example : examples) {
            if (example.verified() && !example.sql().isBlank()) {
                read.addAll(trees.tables(example.templated() ? example.sql().replaceAll("(?U)\\{\\w+}", "NULL")
                        : example.sql()));
            }
        }
        return read;
    }
}
