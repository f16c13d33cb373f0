package dev.steward.cli;

import dev.steward.sql.GateRejection;
import dev.steward.sql.QueryFailedException;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.ReplyGate;
import dev.steward.sql.ResultRenderer;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward sql PROJECT "SELECT ..."}: one query through the gate and the sandbox. */
@Command(name = "sql", mixinStandardHelpOptions = true,
        description = {"Run one SELECT over PROJECT's tables through the SQL gate and the sandbox.",
            "SQL is taken from a model's reply as the pipeline takes it (a fence, prose, JSON) and dialect slips "
                + "(SQLite/Postgres/MySQL habits) are mended first; each repair is printed on stderr.",
            "Exit 0 with the result, 2 when the gate refuses the query, 1 when DuckDB fails or the timeout hits."})
final class SqlCommand implements Callable<Integer> {
    private static final int CELL_WIDTH = 40;
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path project;

    @Parameters(index = "1", paramLabel = "SQL", description = "one SELECT statement")
    private String sql;

    @Option(names = "--format", defaultValue = "table", description = "table, csv or json (default: ${DEFAULT-VALUE})")
    private Format format;

    @Option(names = "--no-repair", description = "do not mend dialect slips: show the gate's refusal of the SQL as written")
    private boolean noRepair;

    @Mixin
    private QueryLimitOptions limitOptions;

    /** Lower-case constants so the option reads {@code --format csv}. */
    enum Format { table, csv, json }

    SqlCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        PrintWriter out = services.out();
        PrintWriter err = services.err();
        QueryLimits limits = limitOptions.limits();
        try (Sandbox sandbox = services.openSandbox(project)) {
            sandbox.problems().forEach(problem -> err.println("Warning: " + problem));
            ReplyGate.Accepted accepted = new ReplyGate(sandbox, !noRepair).accept(sql);
            if (!accepted.shape().isEmpty()) {
                err.println("SQL taken from " + accepted.shape() + ".");
            }
            accepted.repairs().forEach(repair -> err.println("Repaired: " + repair));
            QueryResult result = new SqlExecutor(sandbox).execute(accepted.checked().sql(), limits);
            ResultRenderer renderer = new ResultRenderer();
            switch (format) {
                case table -> out.print(renderer.table(result, CELL_WIDTH));
                case csv -> services.rawOut().print(renderer.csv(result));
                case json -> out.print(renderer.json(result));
            }
            return 0;
        } catch (GateRejection rejection) {
            err.println("Refused (" + rejection.reason() + "): " + rejection.userText());
            rejection.engineError().ifPresent(err::println);
            return 2;
        } catch (QueryFailedException failure) {
            err.println("Query failed: " + failure.userText());
            return 1;
        } finally {
            services.rawOut().flush();
            out.flush();
            err.flush();
        }
    }
}
