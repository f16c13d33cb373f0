package dev.steward.project;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Parquet files of one layer whose table names differ only in case ({@code Customers.parquet} beside
 * {@code customers.parquet}). SQL names are not case-sensitive, so either file could answer for the name; neither
 * is queryable until one is renamed, and every place that lists tables says which files collide.
 *
 * @param layer  the layer both files are in
 * @param name   the name as SQL sees it (lower case)
 * @param tables the colliding tables, sorted by file
 */
public record TableNameClash(Layer layer, String name, List<ParquetTable> tables) {

    public TableNameClash {
        tables = List.copyOf(tables);
    }

    /** Splits {@code tables} into the usable ones and the clashes; the order of the usable ones is kept. */
    public static Split split(List<ParquetTable> tables) {
        Map<String, List<ParquetTable>> byKey = new LinkedHashMap<>();
        for (ParquetTable table : tables) {
            byKey.computeIfAbsent(key(table.layer(), table.name()), k -> new ArrayList<>()).add(table);
        }
        List<ParquetTable> usable = new ArrayList<>();
        List<TableNameClash> clashes = new ArrayList<>();
        for (List<ParquetTable> group : byKey.values()) {
            if (group.size() == 1) {
                usable.add(group.get(0));
            } else {
                ParquetTable first = group.get(0);
                clashes.add(new TableNameClash(first.layer(), first.name().toLowerCase(Locale.ROOT), group));
            }
        }
        return new Split(usable, clashes);
    }

    /** One sentence naming the files and what to do. */
    public String message() {
        String files = tables.stream().map(ParquetTable::file).map(Path::toString)
                .collect(Collectors.joining(" and "));
        return "The " + layer.yamlName() + " files " + files + " have names that differ only in case, and SQL names "
                + "are not case-sensitive, so neither is used as table '" + name + "' until one of them is renamed.";
    }

    /** True when {@code text} mentions the table's name as a word, in any case. */
    public boolean mentionedIn(String text) {
        return Pattern.compile("(?<![\\p{L}\\p{N}_])" + Pattern.quote(name) + "(?![\\p{L}\\p{N}_])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE).matcher(text).find();
    }

    private static String key(Layer layer, String name) {
        return layer.name() + "/" + name.toLowerCase(Locale.ROOT);
    }

    /** The tables that stay queryable, and the clashes left out. */
    public record Split(List<ParquetTable> usable, List<TableNameClash> clashes) {
        public Split {
            usable = List.copyOf(usable);
            clashes = List.copyOf(clashes);
        }
    }
}
