package dev.steward.pipeline;

import dev.steward.catalog.Catalog;
import dev.steward.llm.Llm;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.retrieval.FakeEmbedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.retrieval.Retriever;
import dev.steward.sql.Sandbox;
import dev.steward.store.AtomicFiles;
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
 * A small real project for pipeline tests (openmedallion's orders/products, plus customers): DuckDB-written
 * Parquet, curated metadata (orders approved, products draft), a glossary with a not-tracked term, an approved
 * relationship and verified examples. Retrieval uses the fast bag-of-words {@link FakeEmbedder}; the rest is real.
 */
final class ShopProject implements AutoCloseable {
    static final String VALID_SQL = "SELECT region, SUM(amount) AS total FROM orders GROUP BY region ORDER BY region";

    final Project project;
    final Catalog catalog;
    final Sandbox sandbox;
    final Retriever retriever;

    private ShopProject(Project project, FakeEmbedder embedder) {
        this.project = project;
        this.catalog = new Catalog(project);
        this.sandbox = Sandbox.open(project, project.root().resolve("tmp-duckdb"));
        this.retriever = new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                .open(project, catalog, embedder, RetrievalSettings.defaults());
    }

    static ShopProject create(Path root) throws IOException, SQLException {
        return create(root, new FakeEmbedder());
    }

    /** With an embedder whose vectors for some texts the test fixed (e.g. to make a template match). */
    static ShopProject create(Path root, FakeEmbedder embedder) throws IOException, SQLException {
        writeFiles(root);
        return new ShopProject(new ProjectOpener(Map.of()).open(root), embedder);
    }

    QuestionPipeline pipeline(Llm llm) {
        return pipeline(llm, PipelineSettings.defaults());
    }

    QuestionPipeline pipeline(Llm llm, PipelineSettings settings) {
        return new PipelineAssembly().open(project, catalog, retriever, sandbox, llm, settings, Clock.systemUTC());
    }

    @Override
    public void close() {
        sandbox.close();
        catalog.close();
    }

    private static void writeFiles(Path root) throws IOException, SQLException {
        Path silver = Files.createDirectories(root.resolve("data/silver"));
        parquet(silver.resolve("orders.parquet"), "SELECT range AS order_id, range % 3 AS customer_id, "
                + "range % 4 AS product_id, (range * 10.5)::DECIMAL(10,2) AS amount, "
                + "CASE WHEN range < 3 THEN 'North' ELSE 'South' END AS region, "
                + "CASE WHEN range % 2 = 0 THEN 'shipped' ELSE 'open' END AS status FROM range(6)");
        parquet(silver.resolve("products.parquet"), "SELECT range AS product_id, 'product ' || range AS name "
                + "FROM range(4)");
        parquet(silver.resolve("customers.parquet"), "SELECT range AS customer_id, 'customer ' || range AS name "
                + "FROM range(3)");
        Files.writeString(root.resolve("metadata.yaml"), """
                tables:
                  orders:
                    layer: silver
                    status: approved
                    description: One row per customer order with its amount.
                    synonyms: [purchases]
                    columns:
                      amount: {description: "Order value in euros, before tax."}
                      status: {description: "Fulfilment state.", accepted_values: [open, shipped]}
                  products:
                    layer: silver
                    status: draft
                    description: UNREVIEWED DRAFT TEXT about products.
                glossary:
                  big order: "An order with amount over 40 euros."
                  marketing spend: "Not in this project."
                """);
        Files.createDirectories(root.resolve("steward")); // Steward's notes on the terms (ADR 26)
        Files.writeString(root.resolve("steward/definitions.yaml"), """
                terms:
                  big order: {status: approved}
                  marketing spend: {status: approved, not_tracked: true}
                """);
        Files.writeString(root.resolve("relationships.yaml"), """
                relationships:
                  - from_table: orders
                    to_table: customers
                    join_on: [customer_id]
                    status: approved
                """);
        Files.createDirectories(root.resolve("examples"));
        Files.writeString(root.resolve("examples/synthetic.jsonl"), """
                {"question": "How many orders per region?", "sql": "SELECT region, COUNT(*) AS n FROM orders GROUP BY region", "verified": true}
                {"question": "Total order amount per customer", "sql": "SELECT customer_id, SUM(amount) FROM orders GROUP BY customer_id", "verified": true}
                {"question": "Unreviewed orders guess", "sql": "SELECT 42 FROM orders", "verified": false}
                {"question": "Order amount in region {region}", "sql": "SELECT SUM(amount) AS total FROM orders WHERE region = {region}", "verified": true, "templated": true, "params": {"region": {"type": "enum", "values": ["North", "South"]}}}
                {"question": "Order count in region {region}", "sql": "SELECT COUNT(*) AS n FROM orders WHERE region = {region}", "verified": true, "templated": true, "params": {"region": {"type": "enum", "values": ["North", "South"]}}}
                """);
    }

    static void parquet(Path file, String select) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (" + select + ") TO '" + file.toString().replace("'", "''") + "' (FORMAT parquet)");
        }
    }
}
