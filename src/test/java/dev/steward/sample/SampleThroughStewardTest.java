package dev.steward.sample;

import static dev.steward.sample.SampleFiles.list;
import static dev.steward.sample.SampleFiles.map;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.catalog.Catalog;
import dev.steward.catalog.ColumnProfile;
import dev.steward.catalog.TableProfile;
import dev.steward.catalog.TableProfiler;
import dev.steward.catalog.TableSample;
import dev.steward.catalog.TableSampler;
import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sample agrees with Steward's own machinery: its examples pass the SQL gate and run in the sandbox,
 * its chat turns reproduce their row counts, and its draft samples and profile are what the catalog computes.
 */
class SampleThroughStewardTest {
    private static final Pattern SLOT = Pattern.compile("\\{(\\w+)}", Pattern.UNICODE_CHARACTER_CLASS);

    @TempDir
    static Path temp;
    static Project project;
    static Sandbox sandbox;
    static SqlExecutor executor;

    @BeforeAll
    static void open() {
        project = new ProjectOpener(Map.of()).open(SampleProjectDatabase.COMMITTED);
        sandbox = Sandbox.open(project, temp);
        executor = new SqlExecutor(sandbox);
    }

    @AfterAll
    static void close() {
        sandbox.close();
    }

    @Test
    void everyExamplePassesTheGateAndReturnsRowsInTheSandbox() throws Exception {
        for (JsonNode example : SampleFiles.examplesWithStewardRecords()) {
            String sql = example.path("sql").asText();
            List<Object> params = new ArrayList<>();
            Matcher slot = SLOT.matcher(sql);
            while (slot.find()) {
                params.add(exampleValue(example.path("params").path(slot.group(1))));
            }
            String bound = SLOT.matcher(sql).replaceAll("?");
            assertThat(executor.execute(bound, params, QueryLimits.defaults()).rowCount())
                    .as(example.path("question").asText()).isPositive();
        }
    }

    @Test
    void everyAnsweredChatTurnReproducesItsRowCountAndTheFailedOneStillFails() throws Exception {
        List<JsonNode> turns = new ArrayList<>(SampleFiles.jsonLines("chat_history/Alice_Chen.jsonl"));
        turns.addAll(SampleFiles.jsonLines("chat_history/Marco_Rossi.jsonl"));
        for (JsonNode turn : turns) {
            String sql = turn.path("sql").asText();
            if (sql.isEmpty()) {
                continue; // answered from the catalog or the glossary, no SQL ran
            }
            if (turn.path("response_generated").asBoolean()) {
                assertThat(executor.execute(sql, QueryLimits.defaults()).rowCount()).as(turn.path("question").asText())
                        .isEqualTo(turn.path("row_count").asInt());
            } else {
                assertThatThrownBy(() -> executor.execute(sql, QueryLimits.defaults()))
                        .isInstanceOf(StewardException.class).hasMessageContaining("discount");
            }
        }
    }

    @Test
    void draftSamplesAndTheCustomersProfileAreWhatTheCatalogComputes() throws Exception {
        Map<String, Object> tables = map(SampleFiles.yaml("metadata.yaml").get("tables"));
        try (Catalog catalog = new Catalog(project)) {
            for (String draft : List.of("customers", "targets")) {
                TableSample sample = new TableSampler(catalog).sample(project.table(Layer.SILVER, draft).orElseThrow());
                for (Map.Entry<String, Object> column : map(map(tables.get(draft)).get("columns")).entrySet()) {
                    assertThat(normalized(map(column.getValue()).get("value_examples"))).as("%s.%s", draft, column.getKey())
                            .isEqualTo(normalized(sample.valuesOf(column.getKey())));
                }
            }
            TableProfile profile = new TableProfiler(catalog).profile(project.table(Layer.SILVER, "customers").orElseThrow());
            for (Map.Entry<String, Object> column : map(map(tables.get("customers")).get("columns")).entrySet()) {
                Map<String, Object> written = map(column.getValue());
                Map<String, Object> computed = profile.column(column.getKey()).map(ColumnProfile::metadataFields).orElseThrow();
                assertThat(written.get("dtype")).as(column.getKey()).isEqualTo(computed.get("dtype"));
                assertThat(normalized(written.get("stats"))).as(column.getKey()).isEqualTo(normalized(computed.get("stats")));
                assertThat(normalized(written.get("accepted_values"))).as(column.getKey())
                        .isEqualTo(normalized(computed.get("accepted_values")));
            }
        }
    }

    /** A slot's example value typed as the executor binds it. */
    private static Object exampleValue(JsonNode param) {
        if (param.isTextual()) { // openmedallion's plain form quotes its example: e.g. '2024-Q2'
            Matcher quoted = Pattern.compile("'([^']+)'").matcher(param.asText());
            assertThat(quoted.find()).as(param.asText()).isTrue();
            return quoted.group(1);
        }
        String example = param.path("example").asText();
        return switch (param.path("type").asText()) {
            case "integer" -> Long.parseLong(example);
            case "number" -> new BigDecimal(example);
            case "date" -> java.sql.Date.valueOf(example);
            default -> example;
        };
    }

    /** Numbers as plain decimal text, so YAML's 1.0 and DuckDB's 1.00 compare equal; maps and lists recursively. */
    private static Object normalized(Object value) {
        if (value instanceof Number number) {
            return new BigDecimal(number.toString()).stripTrailingZeros().toPlainString();
        }
        if (value instanceof Map<?, ?> m) {
            Map<Object, Object> out = new java.util.TreeMap<>();
            m.forEach((k, v) -> out.put(k, normalized(v)));
            return out;
        }
        if (value instanceof List<?> l) {
            return list(l).stream().map(SampleThroughStewardTest::normalized).toList();
        }
        return value == null ? null : value.toString();
    }
}
