package dev.steward.examples;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ColumnSchema;
import dev.steward.error.StewardException;
import dev.steward.metadata.ColumnMetadata;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableStatus;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipStatus;
import dev.steward.relationships.RelationshipsConfig;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The curated knowledge example generation may draw on, as prompt text: approved tables (by the name SQL uses)
 * with their description, synonyms and columns with DuckDB type, description and sample values, and the approved
 * relationships between them. openmedallion sent neither types nor sample values, so its model guessed both.
 *
 * @param tables        one block per approved table
 * @param relationships one line per approved relationship whose two ends are approved
 * @param tableCount    approved tables
 * @param relationshipCount approved relationships used
 */
public record GenerationKnowledge(String tables, String relationships, int tableCount, int relationshipCount) {
    private static final int MAX_SAMPLES = 5;

    /** @throws StewardException when no table is approved (there is nothing to generate from) */
    public static GenerationKnowledge of(Project project, MetadataConfig metadata, RelationshipsConfig relationships,
                                         Catalog catalog) {
        List<TableMetadata> approved = metadata.tables().values().stream()
                .filter(t -> t.status() == TableStatus.APPROVED)
                .sorted(Comparator.comparing(TableMetadata::key)).toList();
        if (approved.isEmpty()) {
            throw new StewardException("No table of " + project.metadataFile().getFileName() + " is approved, so there "
                    + "is nothing to generate examples from.", "Run: steward metadata approve " + project.root());
        }
        List<String> blocks = new ArrayList<>();
        for (TableMetadata table : approved) {
            project.table(table.layer(), table.name()).ifPresent(parquet -> blocks.add(block(table, parquet, catalog)));
        }
        Set<String> keys = approved.stream().map(TableMetadata::key).collect(Collectors.toSet());
        List<String> joins = relationships.relationships().stream()
                .filter(r -> r.status() == RelationshipStatus.APPROVED)
                .filter(r -> keys.contains(r.fromTable()) && keys.contains(r.toTable()))
                .map(GenerationKnowledge::joinLine).toList();
        return new GenerationKnowledge(String.join("\n", blocks), joins.isEmpty() ? "(none)" : String.join("\n", joins),
                blocks.size(), joins.size());
    }

    private static String block(TableMetadata table, ParquetTable parquet, Catalog catalog) {
        StringBuilder text = new StringBuilder("- ").append(parquet.queryName()).append(": ")
                .append(Objects.requireNonNullElse(table.description(), "(no description)"));
        if (table.synonyms() != null && !table.synonyms().isEmpty()) {
            text.append("\n  synonyms: ").append(String.join(", ", table.synonyms()));
        }
        for (ColumnSchema column : catalog.describe(parquet)) {
            ColumnMetadata meta = table.columns().get(column.name());
            text.append("\n  - ").append(column.name()).append(" ").append(column.type());
            if (meta != null && meta.description() != null) {
                text.append(": ").append(meta.description());
            }
            List<Object> samples = meta == null ? null
                    : meta.acceptedValues() != null ? meta.acceptedValues() : meta.valueExamples();
            if (samples != null && !samples.isEmpty()) {
                text.append(" (values: ").append(samples.stream().limit(MAX_SAMPLES).map(String::valueOf)
                        .collect(Collectors.joining(", "))).append(')');
            }
        }
        return text.toString();
    }

    private static String joinLine(Relationship relationship) {
        return "- " + relationship.fromTable() + " -> " + relationship.toTable() + " on "
                + relationship.joinOn().stream().map(JoinColumn::toYaml).collect(Collectors.joining(", "));
    }
}
