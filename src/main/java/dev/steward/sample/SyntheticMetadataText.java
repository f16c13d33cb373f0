package dev.steward.sample;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.SchemaFingerprint;
import dev.steward.metadata.SchemaDelta;
import dev.steward.metadata.TableNotes;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * The metadata.yaml of a synthetic project, in the mixed state of a project mid-curation: about 45% of the
 * tables approved, 25% drafts, 10% stale (approved before their categorical column appeared, with the old
 * schema hash; the reason and delta are in {@link #notes()}, Steward's steward/tables.yaml) and 20% without an entry. Which table gets which state is drawn from the seed.
 */
final class SyntheticMetadataText {
    private final Random random;
    private TableNotes notes = TableNotes.empty();

    SyntheticMetadataText(long seed) {
        this.random = new Random(seed);
    }

    /** @param schemas the columns of each table as DuckDB describes its Parquet (for the schema hashes) */
    String render(List<SyntheticTable> tables, Map<String, List<ColumnSchema>> schemas) {
        StringBuilder yaml = new StringBuilder("# Synthetic project written by `steward sample generate`: "
                + "metadata in mixed review states.\ntables:\n");
        for (SyntheticTable table : tables) {
            double draw = random.nextDouble();
            List<ColumnSchema> columns = schemas.get(table.name());
            if (draw < 0.45) {
                entry(yaml, table, "approved", columns);
            } else if (draw < 0.70) {
                entry(yaml, table, "draft", columns);
            } else if (draw < 0.80) {
                String added = table.categorical().column();
                List<ColumnSchema> before = columns.stream().filter(c -> !c.name().equals(added)).toList();
                entry(yaml, table, "stale", before);
                notes = notes.with(table.name(), new TableNotes.Note("schema changed since last metadata refresh ("
                        + SchemaFingerprint.of(before) + " -> " + SchemaFingerprint.of(columns) + ")",
                        new SchemaDelta(List.of(added), List.of(), List.of())));
            }
        }
        return yaml.toString();
    }

    /** The stale tables' reasons and deltas drawn by the last {@link #render} (steward/tables.yaml). */
    TableNotes notes() {
        return notes;
    }

    private static void entry(StringBuilder yaml, SyntheticTable table, String status, List<ColumnSchema> described) {
        String label = table.label().replace('_', ' ');
        yaml.append("  ").append(table.name()).append(":\n    layer: silver\n    status: ").append(status)
                .append("\n    description: ").append(quoted(table.fact()
                        ? "One row per " + label + ", with its date, amount and status."
                        : "One row per " + label + "; other tables point at it by " + table.keyColumn() + "."))
                .append("\n    columns:\n");
        for (ColumnSchema column : described) {
            yaml.append("      ").append(column.name()).append(": {description: ")
                    .append(quoted(describe(table, column.name()))).append(valueExamples(table, column.name()))
                    .append("}\n");
        }
        yaml.append("    schema_hash: ").append(SchemaFingerprint.of(described)).append('\n');
    }

    private static String describe(SyntheticTable table, String column) {
        String label = table.label().replace('_', ' ');
        if (column.equals(table.keyColumn())) {
            return "Unique identifier of the " + label + ".";
        }
        for (PlannedJoin key : table.foreignKeys()) {
            if (key.column().equals(column)) {
                return "The " + column.replace("_id", "").replace('_', ' ') + " of the " + label + " ("
                        + key.toTable() + "." + column + ").";
            }
        }
        return switch (column) {
            case "name" -> "Display name of the " + label + ".";
            case "created_on" -> "Date the " + label + " was first recorded.";
            case "amount" -> "Value of the " + label + " in US dollars.";
            case "quantity" -> "Number of units in the " + label + ".";
            default -> column.endsWith("_date") ? "Date of the " + label + "."
                    : capitalised(column.replace('_', ' ')) + " of the " + label + ".";
        };
    }

    private static String valueExamples(SyntheticTable table, String column) {
        if (!column.equals(table.categorical().column())) {
            return "";
        }
        return ", value_examples: " + table.categorical().values().stream().map(SyntheticMetadataText::quoted)
                .collect(Collectors.joining(", ", "[", "]"));
    }

    static String quoted(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    private static String capitalised(String words) {
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }
}
