package dev.steward.ui.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.metadata.ColumnMetadata;
import dev.steward.metadata.TableMetadata;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The human-written part of a table entry, the part a review compares: description, synonyms and each
 * column's description. Absent fields are empty strings and lists, so two versions always compare.
 *
 * @param description        the table's description
 * @param synonyms           the table's synonyms
 * @param columnDescriptions column name to description, in file order
 */
public record ReviewText(String description, List<String> synonyms, Map<String, String> columnDescriptions) {

    public ReviewText {
        description = description == null ? "" : description;
        synonyms = synonyms == null ? List.of() : List.copyOf(synonyms);
        columnDescriptions = Collections.unmodifiableMap(new LinkedHashMap<>(columnDescriptions));
    }

    /** Nothing approved yet. */
    public static ReviewText none() {
        return new ReviewText("", List.of(), Map.of());
    }

    public static ReviewText of(TableMetadata table) {
        Map<String, String> columns = new LinkedHashMap<>();
        table.columns().forEach((name, column) -> columns.put(name, textOf(column)));
        return new ReviewText(table.description(), table.synonyms(), columns);
    }

    /** From a curation-log snapshot ({@code dev.steward.metadata.TableSnapshot}'s JSON shape). */
    public static ReviewText of(JsonNode snapshot) {
        List<String> synonyms = new ArrayList<>();
        snapshot.path("synonyms").forEach(s -> synonyms.add(s.asText()));
        Map<String, String> columns = new LinkedHashMap<>();
        snapshot.path("columns").fields().forEachRemaining(field ->
                columns.put(field.getKey(), field.getValue().path("description").asText("")));
        return new ReviewText(snapshot.path("description").asText(""), synonyms, columns);
    }

    /** The column's description, empty when the column or its description is absent. */
    public String columnDescription(String column) {
        return columnDescriptions.getOrDefault(column, "");
    }

    /** Synonyms as one editable line: {@code deals, sales, orders}. */
    public String synonymsLine() {
        return String.join(", ", synonyms);
    }

    private static String textOf(ColumnMetadata column) {
        return column == null || column.description() == null ? "" : column.description();
    }
}
