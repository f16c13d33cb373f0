package dev.steward.retrieval;

import dev.steward.catalog.ColumnSchema;
import dev.steward.metadata.ColumnMetadata;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableStatus;
import dev.steward.project.ParquetTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Builds a {@link TableDocument} from a Parquet table, its columns and its (merged) metadata entry. */
final class TableTexts {
    private TableTexts() {
    }

    static TableDocument document(ParquetTable table, List<ColumnSchema> columns, Optional<TableMetadata> metadata) {
        boolean approved = metadata.map(m -> m.status() == TableStatus.APPROVED).orElse(false);
        List<String> synonyms = metadata.map(TableMetadata::synonyms).orElse(null);
        return new TableDocument(table.name(), table.layer(), approved,
                approved ? curatedText(table.name(), metadata.get()) : null, rawText(table.name(), columns),
                lexicalText(table.name(), columns, metadata), synonyms == null ? List.of() : synonyms);
    }

    /**
     * openmedallion §5.4: name, description, the synonyms joined by spaces, then {@code "<col> <description>"}
     * per column in map order; empty pieces dropped, the rest joined by one space.
     */
    static String curatedText(String name, TableMetadata metadata) {
        List<String> pieces = new ArrayList<>();
        pieces.add(name);
        pieces.add(metadata.description() == null ? "" : metadata.description());
        if (metadata.synonyms() != null && !metadata.synonyms().isEmpty()) {
            pieces.add(String.join(" ", metadata.synonyms()));
        }
        for (Map.Entry<String, ColumnMetadata> column : metadata.columns().entrySet()) {
            String description = column.getValue() == null || column.getValue().description() == null
                    ? "" : column.getValue().description();
            pieces.add(column.getKey() + " " + description);
        }
        return String.join(" ", pieces.stream().filter(p -> !p.isEmpty()).toList());
    }

    /** openmedallion's raw fallback text: the name and the column names, types left out. */
    static String rawText(String name, List<ColumnSchema> columns) {
        List<String> pieces = new ArrayList<>();
        pieces.add(name);
        columns.forEach(c -> pieces.add(c.name()));
        return String.join(" ", pieces);
    }

    /** Every word a person may use for the table: names, synonyms, descriptions of table and columns. */
    static String lexicalText(String name, List<ColumnSchema> columns, Optional<TableMetadata> metadata) {
        StringBuilder text = new StringBuilder(rawText(name, columns));
        metadata.ifPresent(m -> {
            append(text, m.description());
            if (m.synonyms() != null) {
                m.synonyms().forEach(s -> append(text, s));
            }
            m.columns().forEach((column, meta) -> {
                append(text, column);
                if (meta != null) {
                    append(text, meta.description());
                    if (meta.synonyms() != null) {
                        meta.synonyms().forEach(s -> append(text, s));
                    }
                }
            });
        });
        return text.toString();
    }

    private static void append(StringBuilder text, String piece) {
        if (piece != null && !piece.isBlank()) {
            text.append(' ').append(piece);
        }
    }
}
