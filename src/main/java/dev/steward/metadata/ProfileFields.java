package dev.steward.metadata;

import dev.steward.catalog.ColumnProfile;
import dev.steward.catalog.ProfileCache;
import dev.steward.catalog.TableProfile;
import dev.steward.catalog.TableProfiler;
import dev.steward.project.ParquetTable;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * openmedallion's {@code --profile} fields for a table's columns ({@code dtype}, {@code stats},
 * {@code accepted_values}), from DuckDB through the profile cache: a table whose schema did not change since it
 * was last profiled costs a file read, not a scan. No LLM.
 */
public final class ProfileFields {
    private final TableProfiler profiler;
    private final ProfileCache cache;

    public ProfileFields(TableProfiler profiler, ProfileCache cache) {
        this.profiler = profiler;
        this.cache = cache;
    }

    /**
     * Column name to its profile fields in openmedallion's key order; {@code accepted_values} is left out when
     * the column has none, as openmedallion writes it.
     */
    public Map<String, Map<String, Object>> of(ParquetTable table, String fingerprint) {
        TableProfile profile = cache.loadOrCompute(table, fingerprint, () -> profiler.profile(table));
        Map<String, Map<String, Object>> fields = new LinkedHashMap<>();
        for (ColumnProfile column : profile.columns()) {
            fields.put(column.name(), column.metadataFields());
        }
        return Collections.unmodifiableMap(fields);
    }
}
