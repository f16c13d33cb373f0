package dev.steward.pipeline;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.TableSchema;
import dev.steward.metadata.ColumnMetadata;
import dev.steward.metadata.GlossaryEntry;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableStatus;
import dev.steward.project.Layer;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipStatus;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What the model is told about the project's tables: DuckDB DDL of each table annotated with its curated text
 * (openmedallion sends bare DDL). Descriptions and synonyms come only from approved entries, because unreviewed
 * text may be wrong; accepted values come from any entry, because the profiler measured them in the data. Join
 * hints come from approved relationships, glossary matches from the glossary.
 */
final class SchemaContext {
    private static final int MAX_VALUES = 12;
    private final List<TableSchema> schemas;
    private final MetadataConfig metadata;
    private final List<Relationship> relationships;

    SchemaContext(List<TableSchema> schemas, MetadataConfig metadata, List<Relationship> relationships) {
        this.schemas = List.copyOf(schemas);
        this.metadata = metadata;
        this.relationships = relationships.stream().filter(r -> r.status() == RelationshipStatus.APPROVED).toList();
    }

    List<TableSchema> schemas() {
        return schemas;
    }

    MetadataConfig metadata() {
        return metadata;
    }

    /** The table called {@code name} in {@code layer} (null: silver first, then gold). */
    Optional<TableSchema> find(String name, Layer layer) {
        return schemas.stream().filter(s -> s.table().name().equals(name))
                .filter(s -> layer == null || s.table().layer() == layer)
                .min((a, b) -> a.table().layer().compareTo(b.table().layer()));
    }

    /** The approved metadata entry of a table, if it has one. */
    Optional<TableMetadata> approved(TableSchema schema) {
        return entry(schema).filter(t -> t.status() == TableStatus.APPROVED);
    }

    private Optional<TableMetadata> entry(TableSchema schema) {
        return metadata.table(schema.table().layer(), schema.table().name());
    }

    /** {@code TABLE name (\n  col TYPE, ...\n)}, with {@code -- } comments carrying the curated text when asked. */
    String block(TableSchema schema, boolean annotated) {
        Optional<TableMetadata> approved = annotated ? approved(schema) : Optional.empty();
        Optional<TableMetadata> any = annotated ? entry(schema) : Optional.empty();
        StringBuilder text = new StringBuilder("TABLE ").append(schema.table().queryName()).append(" (");
        approved.map(SchemaContext::tableNote).filter(n -> !n.isEmpty()).ifPresent(n -> text.append("  -- ").append(n));
        List<String> lines = new ArrayList<>();
        for (ColumnSchema column : schema.columns()) {
            ColumnMetadata approvedColumn = approved.map(t -> t.columns().get(column.name())).orElse(null);
            ColumnMetadata anyColumn = any.map(t -> t.columns().get(column.name())).orElse(null);
            String note = columnNote(approvedColumn, anyColumn);
            lines.add(String.format(Locale.ROOT, "  %-28s %s", column.name(), column.type())
                    + (note.isEmpty() ? "" : "  -- " + note));
        }
        return text.append('\n').append(String.join(",\n", lines)).append("\n)").toString();
    }

    private static String tableNote(TableMetadata table) {
        List<String> parts = new ArrayList<>();
        if (table.description() != null && !table.description().isBlank()) {
            parts.add(oneLine(table.description()));
        }
        if (table.synonyms() != null && !table.synonyms().isEmpty()) {
            parts.add("also called: " + String.join(", ", table.synonyms()));
        }
        return String.join("; ", parts);
    }

    private static String columnNote(ColumnMetadata approved, ColumnMetadata any) {
        List<String> parts = new ArrayList<>();
        if (approved != null && approved.description() != null && !approved.description().isBlank()) {
            parts.add(oneLine(approved.description()));
        }
        if (approved != null && approved.synonyms() != null && !approved.synonyms().isEmpty()) {
            parts.add("also called: " + String.join(", ", approved.synonyms()));
        }
        if (any != null && any.acceptedValues() != null && !any.acceptedValues().isEmpty()) {
            parts.add("accepted values: " + values(any.acceptedValues()));
        } else if (approved != null && approved.valueExamples() != null && !approved.valueExamples().isEmpty()) {
            parts.add("e.g. " + values(approved.valueExamples()));
        }
        return String.join("; ", parts);
    }

    private static String values(List<Object> values) {
        String shown = values.stream().limit(MAX_VALUES).map(v -> v instanceof String s ? "'" + s + "'"
                : String.valueOf(v)).collect(Collectors.joining(", "));
        return values.size() > MAX_VALUES ? shown + ", ..." : shown;
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }

    /** One line per approved relationship whose two tables are both in {@code tables}. */
    List<String> joinHints(Collection<String> tables) {
        List<String> hints = new ArrayList<>();
        for (Relationship r : relationships) {
            if (tables.contains(r.fromTable()) && tables.contains(r.toTable())) {
                String on = r.joinOn().stream().map(j -> condition(r, j)).collect(Collectors.joining(" AND "));
                String target = r.fromTable().equals(r.toTable()) ? r.toTable() + " AS " + r.toTable() + "_2"
                        : r.toTable();
                hints.add(r.fromTable() + " JOIN " + target + " ON " + on
                        + (r.note() == null || r.note().isBlank() ? "" : "  -- " + oneLine(r.note())));
            }
        }
        return hints;
    }

    private static String condition(Relationship r, JoinColumn column) {
        String to = r.fromTable().equals(r.toTable()) ? r.toTable() + "_2" : r.toTable();
        return r.fromTable() + "." + column.fromColumn() + " = " + to + "." + column.toColumn();
    }

    /**
     * Glossary terms (or their synonyms) the question mentions as whole words, case-insensitive, an optional
     * plural "s" allowed; not-tracked terms are left out (retrieval declines those questions before this).
     */
    List<String> glossaryMatches(String question) {
        Map<String, GlossaryEntry> glossary = metadata.glossary() == null ? Map.of() : metadata.glossary();
        List<String> lines = new ArrayList<>();
        glossary.forEach((term, entry) -> {
            boolean mentioned = mentions(question, term) || entry.synonyms().stream().anyMatch(s -> mentions(question, s));
            if (mentioned && !entry.notTracked() && entry.definition() != null && !entry.definition().isBlank()) {
                lines.add(term + ": " + oneLine(entry.definition()));
            }
        });
        return lines;
    }

    private static boolean mentions(String question, String phrase) {
        String words = Pattern.quote(phrase.strip()).replace(" ", "\\E\\s+\\Q");
        return Pattern.compile("(?<![\\p{L}\\p{N}_])" + words + "s?(?![\\p{L}\\p{N}_])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE).matcher(question).find();
    }
}
