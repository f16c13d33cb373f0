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
import java.util.function.UnaryOperator;


/**
 * Builds a {@link TableDocument} from a Parquet table, its columns, its (merged) metadata entry and a few values
 * of its text columns. Glued upper-case names go into every text with their words spaced ({@link WordSegmenter}):
 * {@code HASSHIPPEDQUANTITY} is one unknown word to the lexical analyzer and to the embedding model, "HAS SHIPPED
 * QUANTITY" three known ones; BM25 keeps the name as written as well. Other names are unchanged.
 */
final class TableTexts {
    private final WordSegmenter words;

    TableTexts(WordSegmenter words) {
        this.words = words;
    }

    /** @param values column to a few of its distinct values ({@code TextValueSample}); BM25 indexes them */
    TableDocument document(ParquetTable table, List<ColumnSchema> columns, Optional<TableMetadata> metadata,
                           Map<String, List<String>> values) {
        boolean approved = metadata.map(m -> m.status() == TableStatus.APPROVED).orElse(false);
        List<String> synonyms = metadata.map(TableMetadata::synonyms).orElse(null);
        String names = rawText(table.name(), columns);
        String spaced = words.spacedNames(names);
        StringBuilder lexical = new StringBuilder(lexicalText(table.name(), columns, metadata));
        if (!spaced.equals(names)) {
            append(lexical, spaced); // BM25 keeps the names as written too: a question may use the glued word
        }
        values.values().forEach(v -> v.forEach(value -> append(lexical, value)));
        return new TableDocument(table.name(), table.layer(), approved,
                approved ? curatedText(table.name(), metadata.get(), words::spaced) : null, spaced,
                lexical.toString(), synonyms == null ? List.of() : synonyms);
    }

    /**
     * openmedallion §5.4 (names spaced): name, description, the synonyms joined by spaces, then {@code "<col> <description>"}
     * per column in map order; empty pieces dropped, the rest joined by one space.
     */
    static String curatedText(String name, TableMetadata metadata, UnaryOperator<String> spaced) {
        List<String> pieces = new ArrayList<>();
        pieces.add(spaced.apply(name));
        pieces.add(metadata.description() == null ? "" : metadata.description());
        if (metadata.synonyms() != null && !metadata.synonyms().isEmpty()) {
            pieces.add(String.join(" ", metadata.synonyms()));
        }
        for (Map.Entry<String, ColumnMetadata> column : metadata.columns().entrySet()) {
            String description = column.getValue() == null || column.getValue().description() == null
                    ? "" : column.getValue().description();
            pieces.add(spaced.apply(column.getKey()) + " " + description);
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
