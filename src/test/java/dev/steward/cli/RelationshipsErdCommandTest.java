package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RelationshipsErdCommandTest {
    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private Path project;

    @BeforeEach
    void writeProject() throws Exception {
        project = tmp.resolve("shop");
        Path silver = Files.createDirectories(project.resolve("data/silver"));
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (SELECT 1 AS customer_id, 2.5::DECIMAL(18,2) AS credit) TO '"
                    + silver.resolve("customers.parquet") + "' (FORMAT parquet)");
            s.execute("COPY (SELECT 1 AS order_id, 1 AS customer_id) TO '"
                    + silver.resolve("orders.parquet") + "' (FORMAT parquet)");
        }
        Files.writeString(project.resolve("relationships.yaml"), """
                relationships:
                  - from_table: orders
                    to_table: customers
                    join_on: [customer_id]
                    status: approved
                  - from_table: orders
                    to_table: archive
                    join_on: [order_id]
                """);
    }

    @Test
    void erdDrawsApprovedPathsWithColumnsFromParquet() throws Exception {
        int exit = run("relationships", "erd", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        String erd = Files.readString(project.resolve("relationships_erd.md"));
        assertThat(erd).startsWith("# shop — Relationship ERD\n")
                .contains("    customers {\n        INTEGER customer_id\n        DECIMAL credit\n    }")
                .contains("    orders }o--|| customers : \"customer_id\"")
                .doesNotContain("archive");
    }

    @Test
    void allAddsDraftsDashedAndAMissingTableIsAnEmptyBlock() throws Exception {
        int exit = run("relationships", "erd", "--all", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(Files.readString(project.resolve("relationships_erd.md")))
                .contains("    archive {\n    }").contains("    orders }o..|| archive : \"order_id\"");
    }

    private int run(String... args) {
        return CliRun.run(tmp, out, err, args);
    }
}
