package dev.steward.examples;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ColumnProfile;
import dev.steward.catalog.ProfileCache;
import dev.steward.catalog.TableProfiler;
import dev.steward.project.ParquetTable;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Allowed values from the catalog's column profiles ({@code accepted_values}), cached in the project's
 * {@code .steward/profiles} like every profile, so offering them costs one profiling per table and schema.
 */
public final class ProfiledColumnValues implements ColumnValues {
    private final Catalog catalog;
    private final ProfileCache cache;

    public ProfiledColumnValues(Catalog catalog, ProfileCache cache) {
        this.catalog = catalog;
        this.cache = cache;
    }

    @Override
    public List<String> acceptedValues(String column, String sql) {
        for (ParquetTable table : catalog.tables()) {
            if (!mentions(sql, table.name())) {
                continue;
            }
            List<String> values = cache.loadOrCompute(table, catalog.fingerprint(table),
                            () -> new TableProfiler(catalog).profile(table))
                    .column(column).map(ColumnProfile::acceptedValues).orElse(List.of())
                    .stream().filter(Objects::nonNull).map(String::valueOf).toList();
            if (!values.isEmpty()) {
                return values;
            }
        }
        return List.of();
    }

    private static boolean mentions(String sql, String table) {
        return Pattern.compile("(?<![\\w])" + Pattern.quote(table.toLowerCase(Locale.ROOT)) + "(?![\\w])")
                .matcher(sql.toLowerCase(Locale.ROOT)).find();
    }
}
