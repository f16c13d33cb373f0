package dev.steward.testing.revenue;

import dev.steward.definitions.DefinitionsImport;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.sql.Sandbox;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.Map;

/**
 * A small real project modelled on issue 20's net revenue case: {@code sales} (3,000 deals from 2025-01-01 to
 * 2026-12-31 in three regions and two channels, with gross, discounts, refunds, credit notes, VAT and shipping, and
 * a {@code loaded_at} whose maximum is 2026-08-31 06:00) as DuckDB-written Parquet, its metadata approved.
 */
public final class NetRevenueProject implements AutoCloseable {
    /** v1 (2025-01-01 ≤ d < 2026-07-01): gross − discounts − refunds of won deals; VAT and shipping excluded. */
    public static final String V1 = "SUM(gross - discounts - refunds) FILTER (WHERE stage = 'closed_won')";
    /** v2 (from 2026-07-01): also minus credit notes. */
    public static final String V2 = "SUM(gross - discounts - refunds - credit_notes) FILTER (WHERE stage = 'closed_won')";
    /** The v3 draft (from 2026-10-01): v2 plus shipping. */
    public static final String V3 = "SUM(gross - discounts - refunds - credit_notes + shipping) "
            + "FILTER (WHERE stage = 'closed_won')";

    public final Project project;
    public final Sandbox sandbox;

    private NetRevenueProject(Project project) {
        this.project = project;
        this.sandbox = Sandbox.open(project, project.root().resolve("tmp-duckdb"));
    }

    public static NetRevenueProject create(Path root) throws IOException, SQLException {
        writeFiles(root);
        return new NetRevenueProject(new ProjectOpener(Map.of()).open(root));
    }

    @Override
    public void close() {
        sandbox.close();
    }

    private static void writeFiles(Path root) throws IOException, SQLException {
        Path silver = Files.createDirectories(root.resolve("data/silver"));
        parquet(silver.resolve("sales.parquet"), """
                SELECT range AS txn_id,
                       DATE '2025-01-01' + CAST(range % 730 AS INTEGER) AS txn_date,
                       ['EMEA', 'AMER', 'APAC'][CAST(range % 3 AS INTEGER) + 1] AS region,
                       CASE WHEN range % 4 = 0 THEN 'partner' ELSE 'online' END AS channel,
                       CASE WHEN range % 5 = 0 THEN 'closed_lost' ELSE 'closed_won' END AS stage,
                       (100 + range % 97)::DECIMAL(12, 2) AS gross,
                       (range % 7)::DECIMAL(12, 2) AS discounts,
                       (CASE WHEN range % 11 = 0 THEN 5 ELSE 0 END)::DECIMAL(12, 2) AS refunds,
                       (CASE WHEN range % 13 = 0 THEN 3 ELSE 0 END)::DECIMAL(12, 2) AS credit_notes,
                       ((100 + range % 97) * 0.2)::DECIMAL(12, 2) AS vat,
                       (range % 3)::DECIMAL(12, 2) AS shipping,
                       TIMESTAMP '2026-08-31 06:00:00' - INTERVAL (range % 48) HOUR AS loaded_at
                FROM range(3000)""");
        Files.writeString(root.resolve("metadata.yaml"), """
                tables:
                  sales:
                    layer: silver
                    status: approved
                    description: One row per deal with its amounts in euros.
                    synonyms: [deals, transactions]
                    columns:
                      region: {description: "Sales region.", synonyms: [territory]}
                      channel: {description: "Sales channel: online or partner."}
                      stage: {description: "closed_won counts as revenue."}
                      txn_date: {description: "Close date."}
                """);
    }

    /**
     * Imports issue 20's history for {@code sales} through the exchange format (--approved-as-is): v1, v2, the v3
     * draft (measures on sales, dimensions region and channel, time txn_date), the v2 model, a finance-only memo and
     * a freshness snapshot of sales (2026-08-31 06:00, SLA 24h).
     */
    public void importDefinitions() throws IOException {
        String measure = "\"table\":\"sales\",\"dimensions\":[\"region\",\"channel\"],\"time_column\":\"txn_date\"";
        Path records = project.root().resolve("definitions.jsonl");
        Files.writeString(records, String.join("\n",
                "{\"object_id\":\"metric.net_revenue\",\"evidence_id\":\"ev.nr.v1\",\"kind\":\"metric_definition\","
                        + "\"title\":\"Net revenue\",\"version\":\"v1\",\"status\":\"approved\",\"valid_from\":\"2025-01-01\","
                        + "\"valid_to\":\"2026-07-01\",\"text\":\"Gross minus discounts minus refunds.\",\"sql\":\"" + V1
                        + "\"," + measure + ",\"synonyms\":[\"net sales\"],\"owner\":\"finance\"}",
                "{\"object_id\":\"metric.net_revenue\",\"evidence_id\":\"ev.nr.v2\",\"kind\":\"metric_definition\","
                        + "\"title\":\"Net revenue\",\"version\":\"v2\",\"status\":\"approved\",\"valid_from\":\"2026-07-01\","
                        + "\"supersedes\":\"ev.nr.v1\",\"text\":\"Also minus credit notes.\",\"sql\":\"" + V2 + "\","
                        + measure + "}",
                "{\"object_id\":\"metric.net_revenue\",\"evidence_id\":\"ev.nr.v3\",\"kind\":\"metric_definition\","
                        + "\"title\":\"Net revenue\",\"version\":\"v3\",\"status\":\"draft\",\"valid_from\":\"2026-10-01\","
                        + "\"supersedes\":\"ev.nr.v2\",\"text\":\"Draft: plus shipping.\",\"sql\":\"" + V3 + "\","
                        + measure + "}",
                "{\"object_id\":\"model.net_revenue\",\"evidence_id\":\"ev.model.nr.v2\",\"kind\":\"model_schema\","
                        + "\"title\":\"Net revenue model v2\",\"version\":\"v2\",\"status\":\"approved\","
                        + "\"supports\":\"ev.nr.v2\",\"text\":\"fct_net_revenue v2.\",\"grain\":\"one row per deal\"}",
                "{\"object_id\":\"memo.q3_close\",\"evidence_id\":\"ev.memo.zq7k\",\"kind\":\"restricted_memo\","
                        + "\"title\":\"Finance memo: quarter close adjustments\",\"version\":\"1\",\"status\":\"approved\","
                        + "\"allowed_roles\":[\"finance_controller\"],\"text\":\"Rebate reversal code PELICAN.\"}",
                "{\"object_id\":\"freshness.sales\",\"evidence_id\":\"ev.fresh.0831\",\"kind\":\"freshness_snapshot\","
                        + "\"title\":\"Load freshness\",\"version\":\"2026-08-31\",\"status\":\"approved\","
                        + "\"observed_at\":\"2026-08-31T08:00:00Z\",\"freshness\":[{\"source\":\"sales\","
                        + "\"max_loaded_at\":\"2026-08-31T06:00:00Z\",\"sla\":\"24h\"}]}") + "\n");
        AtomicFiles files = new AtomicFiles();
        new DefinitionsImport(new DefinitionsStore(files), new CurationLog(project.curationLogFile(),
                new JsonLinesAppender(files), new JsonLinesReader(), Clock.systemUTC()), "test")
                .run(project.root(), records, true);
    }

    public static void parquet(Path file, String select) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (" + select + ") TO '" + file.toString().replace("'", "''") + "' (FORMAT parquet)");
        }
    }

    /** One value of a hand-written query over the Parquet file, with plain DuckDB (not the sandbox). */
    public Object handWritten(String sqlOverSales) throws SQLException {
        String file = project.root().resolve("data/silver/sales.parquet").toString().replace("'", "''");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("CREATE VIEW sales AS SELECT * FROM read_parquet('" + file + "')");
            try (var rows = s.executeQuery(sqlOverSales)) {
                rows.next();
                return rows.getObject(1);
            }
        }
    }
}
