package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.cli.CliMain;
import dev.steward.cli.CliServices;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, finding 8: a Parquet file name with ANSI escapes printed raw ESC bytes in doctor (it could clear the
 * screen and fake a green result) and a newline in a name broke lines. Human-readable CLI output now shows every
 * control character as {@code \\uXXXX}; --format csv writes values as they are (RFC 4180), JSON escapes by its rules.
 */
class TerminalInjectionTest {
    private static final String ESC = "\u001b";
    @TempDir
    Path tmp;

    @Test
    void doctorShowsEscapesAndLineBreaksInFileNamesAsText() throws Exception {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        Path silver = project.resolve("data/silver");
        Files.copy(silver.resolve("orders.parquet"), silver.resolve("x" + ESC + "[2J" + ESC + "[32mfake.parquet"));
        Files.copy(silver.resolve("orders.parquet"), silver.resolve("two\n✓ Healthy.parquet"));

        Output doctor = run("doctor", project.toString(), "--llm-url", "http://127.0.0.1:9");

        assertThat(doctor.all()).doesNotContain(ESC).contains("x\\u001b[2J\\u001b[32mfake")
                .contains("two\\u000a✓ Healthy");
        assertThat(doctor.all().lines()).noneMatch(line -> line.startsWith("✓ Healthy"));
    }

    @Test
    void sqlTablesEscapeValuesCsvKeepsThemJsonEscapesThem() throws Exception {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        String sql = "SELECT chr(27) || '[2J' || chr(10) || 'next' AS \"a" + ESC + "b\" FROM orders LIMIT 1";

        Output table = run("sql", project.toString(), sql);
        Output csv = run("sql", project.toString(), sql, "--format", "csv");
        Output json = run("sql", project.toString(), sql, "--format", "json");

        assertThat(table.out).doesNotContain(ESC).contains("a\\u001bb", "\\u001b[2J\\u000anext");
        assertThat(csv.out).contains(ESC + "[2J\nnext");
        assertThat(json.out).doesNotContain(ESC).contains("\\u001B[2J\\nnext");
    }

    private Output run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CliMain.run(new CliServices(Map.of("STEWARD_HOME", tmp.resolve("home").toString()),
                new PrintWriter(out, true), new PrintWriter(err, true)), args);
        return new Output(exit, out.toString(), err.toString());
    }

    private record Output(int exit, String out, String err) {
        String all() {
            return out + err;
        }
    }
}
