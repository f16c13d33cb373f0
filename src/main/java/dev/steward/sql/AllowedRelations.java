package dev.steward.sql;

import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The relations a query may name: the project's silver views (bare name, or {@code main.<name>}), its gold views
 * ({@code gold.<name>}) and information_schema (except {@code views}, whose definitions spell out file paths).
 * Names compare the way DuckDB resolves identifiers: case-insensitively, quoted or not.
 */
public record AllowedRelations(Set<String> silver, Set<String> gold) {
    private static final String DATABASE = "memory";
    private static final Set<String> INFORMATION_SCHEMA_HIDDEN = Set.of("views");

    public AllowedRelations {
        silver = lowerAll(silver);
        gold = lowerAll(gold);
    }

    public static AllowedRelations of(Project project) {
        return of(project.tables());
    }

    public static AllowedRelations of(List<ParquetTable> tables) {
        return new AllowedRelations(names(tables, Layer.SILVER), names(tables, Layer.GOLD));
    }

    /**
     * Whether a base-table reference as DuckDB's parser reports it may be read.
     *
     * @param catalog the catalog part, "" when absent
     * @param schema  the schema part, "" when absent
     * @param table   the table name
     */
    public boolean allows(String catalog, String schema, String table) {
        String c = lower(catalog);
        String s = lower(schema);
        String t = lower(table);
        if (!c.isEmpty() && !c.equals(DATABASE)) {
            return false;
        }
        return switch (s) {
            case "", "main" -> silver.contains(t);
            case "gold" -> gold.contains(t);
            case "information_schema" -> !INFORMATION_SCHEMA_HIDDEN.contains(t);
            default -> false;
        };
    }

    /** The queryable names for a message, sorted, silver first; long lists end in "…". */
    public String summary(int limit) {
        List<String> names = new java.util.ArrayList<>(silver.stream().sorted().toList());
        gold.stream().sorted().map(name -> "gold." + name).forEach(names::add);
        if (names.isEmpty()) {
            return "(none)";
        }
        return names.size() <= limit ? String.join(", ", names)
                : String.join(", ", names.subList(0, limit)) + ", … (" + names.size() + " in all)";
    }

    private static Set<String> names(List<ParquetTable> tables, Layer layer) {
        return tables.stream().filter(t -> t.layer() == layer).map(ParquetTable::name).collect(Collectors.toSet());
    }

    private static Set<String> lowerAll(Set<String> names) {
        return names.stream().map(AllowedRelations::lower).collect(Collectors.toUnmodifiableSet());
    }

    /**
     * ASCII-only lower case: DuckDB folds identifiers byte-wise, so a non-ASCII letter in another case is a
     * different name to it; folding it here would let through a name DuckDB then resolves elsewhere.
     */
    static String lower(String name) {
        if (name == null) {
            return "";
        }
        StringBuilder folded = new StringBuilder(name.length());
        name.chars().forEach(ch -> folded.append((char) (ch >= 'A' && ch <= 'Z' ? ch + ('a' - 'A') : ch)));
        return folded.toString();
    }
}
