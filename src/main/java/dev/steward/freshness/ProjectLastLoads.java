package dev.steward.freshness;

import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlExecutor;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Optional;

/**
 * Last loads read from the project's data: {@code max(column)} through the gate and the sandbox (a DATE counts as
 * midnight UTC of that day, a TIMESTAMP without time zone as UTC), or the Parquet file's modification time.
 */
public final class ProjectLastLoads implements LastLoads {
    private static final QueryLimits LIMITS = new QueryLimits(1, Duration.ofSeconds(20));
    private final Project project;
    private final SqlExecutor executor;

    public ProjectLastLoads(Project project, SqlExecutor executor) {
        this.project = project;
        this.executor = executor;
    }

    @Override
    public Instant of(FreshnessExpectation expectation) {
        ParquetTable table = table(expectation.table()).orElseThrow(() -> new StewardException("The project has no "
                + "Parquet file for the table " + expectation.table() + ".", "Correct the table's key in "
                + "steward/tables.yaml or add its data."));
        return expectation.fileTime() ? fileTime(table) : maxOf(table, expectation.column());
    }

    private Optional<ParquetTable> table(String name) {
        String bare = name.startsWith("gold.") ? name.substring(5) : name;
        return project.table(Layer.SILVER, bare).or(() -> project.table(Layer.GOLD, bare));
    }

    private static Instant fileTime(ParquetTable table) {
        try {
            return Files.getLastModifiedTime(table.file()).toInstant();
        } catch (IOException e) {
            throw new StewardException("Cannot read the time of " + table.file() + ": " + e.getMessage(),
                    "Check that the file is readable.", e);
        }
    }

    private Instant maxOf(ParquetTable table, String column) {
        QueryResult result = executor.execute("SELECT max(\"" + column.replace("\"", "\"\"") + "\") FROM "
                + table.queryName(), LIMITS);
        Object value = result.rows().isEmpty() ? null : result.rows().get(0).get(0);
        if (value == null) {
            throw new StewardException(table.queryName() + " has no rows with a " + column + " value.",
                    "Load the table, or declare its freshness by file_time in steward/tables.yaml.");
        }
        return instant(value).orElseThrow(() -> new StewardException(table.queryName() + "." + column + " holds "
                + value.getClass().getSimpleName() + " values, not dates or timestamps.",
                "Name a DATE or TIMESTAMP column as the table's freshness column in steward/tables.yaml."));
    }

    static Optional<Instant> instant(Object value) {
        if (value instanceof Instant instant) {
            return Optional.of(instant);
        }
        if (value instanceof OffsetDateTime offset) {
            return Optional.of(offset.toInstant());
        }
        if (value instanceof ZonedDateTime zoned) {
            return Optional.of(zoned.toInstant());
        }
        if (value instanceof LocalDateTime local) {
            return Optional.of(local.toInstant(ZoneOffset.UTC));
        }
        if (value instanceof LocalDate date) {
            return Optional.of(date.atStartOfDay(ZoneOffset.UTC).toInstant());
        }
        return Optional.empty();
    }
}
