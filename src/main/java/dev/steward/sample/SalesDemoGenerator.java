package dev.steward.sample;

import dev.steward.catalog.ParquetDescriber;
import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.sample.SalesDemoData.Deal;
import dev.steward.sample.SalesDemoData.Rep;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Writes the Parquet data of the bundled {@code sales_intelligence_demo} project: five source silver tables
 * simulated from a fixed seed, the enriched silver table {@code rep_performance}, and two gold tables
 * computed from silver with DuckDB SQL. The same code always writes the same rows in the same order.
 *
 * <p>Only Parquet is written. The knowledge files (metadata.yaml, relationships.yaml, examples, chat
 * history) are curated by hand and committed next to the data; their schema hashes depend on the column
 * types declared here.
 */
public final class SalesDemoGenerator {
    /** The seed of the one {@link Random} every simulated value comes from. */
    public static final long SEED = 20_230_101L;
    /** pipeline.name of the sample; gold Parquet lives in {@code data/gold/<pipeline name>/}. */
    public static final String PIPELINE_NAME = "sales_intelligence_demo";

    private record Output(String table, Layer layer, String orderBy) {
    }

    /** Every table written, with the key its rows are sorted by. */
    private static final List<Output> OUTPUTS = List.of(
            new Output("transactions", Layer.SILVER, "txn_id"),
            new Output("reps", Layer.SILVER, "rep_id"),
            new Output("customers", Layer.SILVER, "customer_id"),
            new Output("products", Layer.SILVER, "product_id"),
            new Output("targets", Layer.SILVER, "region, quarter"),
            new Output("rep_performance", Layer.SILVER, "txn_id"),
            new Output("revenue_by_region_quarter", Layer.GOLD, "region, quarter"),
            new Output("rep_leaderboard", Layer.GOLD, "rank, rep_id"));

    /** The silver folder of a project laid out like the sample. */
    public static Path silverDir(Path projectDir) {
        return projectDir.resolve("data").resolve("silver");
    }

    /** The gold folder of a project laid out like the sample (openmedallion's {@code paths.gold/pipeline.name}). */
    public static Path goldDir(Path projectDir) {
        return projectDir.resolve("data").resolve("gold").resolve(PIPELINE_NAME);
    }

    /**
     * Simulates the data and writes every table to {@code projectDir/data/...}, replacing files of the same
     * name; each file is written to a temporary name first, so a failed run leaves the old file in place.
     */
    public List<GeneratedTable> generate(Path projectDir) {
        SalesDemoData data = simulate();
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            new SilverTableLoader(connection).load(data);
            try (Statement statement = connection.createStatement()) {
                for (String derivation : DerivedTables.IN_ORDER) {
                    statement.execute(derivation);
                }
            }
            List<GeneratedTable> written = new ArrayList<>();
            for (Output output : OUTPUTS) {
                written.add(write(connection, output, projectDir));
            }
            return List.copyOf(written);
        } catch (SQLException | IOException e) {
            throw new StewardException("Could not write the sample data into " + projectDir + ": " + e.getMessage(),
                    "Check that the folder is writable and that no other program holds its Parquet files open.", e);
        }
    }

    /** All simulated source rows; the order of the draws is fixed, so the result is too. */
    static SalesDemoData simulate() {
        Random random = new Random(SEED);
        SalesRoster roster = new SalesRoster(random);
        List<Rep> reps = roster.reps();
        var customers = roster.customers();
        var products = SalesRoster.products();
        List<Deal> deals = new DealSimulator(random, products).deals(reps, customers);
        var targets = new TargetPlanner(random).targets(reps, deals);
        return new SalesDemoData(reps, customers, products, deals, targets);
    }

    private static GeneratedTable write(Connection connection, Output output, Path projectDir)
            throws SQLException, IOException {
        Path folder = output.layer() == Layer.SILVER ? silverDir(projectDir) : goldDir(projectDir);
        Files.createDirectories(folder);
        Path target = folder.resolve(output.table() + ".parquet");
        Path temporary = folder.resolve("." + output.table() + ".parquet.tmp");
        try (Statement statement = connection.createStatement()) {
            statement.execute("COPY (SELECT * FROM " + output.table() + " ORDER BY " + output.orderBy() + ") TO "
                    + ParquetDescriber.sqlString(temporary.toString()) + " (FORMAT parquet)");
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return new GeneratedTable(output.table(), output.layer(), target, rowCount(statement, output.table()));
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    private static long rowCount(Statement statement, String table) throws SQLException {
        try (ResultSet rows = statement.executeQuery("SELECT count(*) FROM " + table)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
