package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.FileFormatException;
import dev.steward.project.Layer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's test_metadata.py schema cases, plus exact error positions and Steward's fields. */
class MetadataReaderTest {
    @TempDir
    Path dir;

    private final MetadataReader reader = new MetadataReader();

    @Test
    void validConfigLoadsWithDefaults() throws Exception {
        MetadataConfig config = read("""
                tables:
                  orders:
                    layer: silver
                    description: One row per order.
                    columns:
                      amount:
                        description: Order total.
                        synonyms: [revenue]
                  kpis:
                    layer: gold
                """);
        TableMetadata orders = config.tables().get("orders");
        assertThat(orders.layer()).isEqualTo(Layer.SILVER);
        assertThat(orders.status()).isEqualTo(TableStatus.DRAFT);
        assertThat(orders.columns().get("amount").synonyms()).containsExactly("revenue");
        assertThat(config.tables().get("kpis").columns()).isEmpty();
        assertThat(config.glossary()).isNull();
        assertThat(config.tables().keySet()).containsExactly("orders", "kpis");
    }

    @Test
    void emptyOrMissingFileIsAnEmptyConfig() throws Exception {
        assertThat(reader.read(dir.resolve("metadata.yaml"))).isEqualTo(MetadataConfig.empty());
        assertThat(read("")).isEqualTo(MetadataConfig.empty());
        assertThat(read("# only a comment\n")).isEqualTo(MetadataConfig.empty());
        assertThat(read("tables: {}\n").tables()).isEmpty();
    }

    @Test
    void badStatusIsRejectedAtItsValue() throws Exception {
        assertError("""
                tables:
                  orders:
                    layer: silver
                    status: reviewed
                """, 4, 13, "'status' of table 'orders' must be one of draft, approved, stale (found 'reviewed')");
    }

    @Test
    void bronzeLayerIsRejectedWithAHint() throws Exception {
        FileFormatException error = assertError("""
                tables:
                  raw_orders:
                    layer: bronze
                """, 3, 12, "'layer' of table 'raw_orders' must be one of silver, gold (found 'bronze')");
        assertThat(error.hint()).get().asString().contains("Bronze");
    }

    @Test
    void missingLayerIsRejectedAtTheTableKey() throws Exception {
        assertError("""
                tables:
                  orders:
                    layer: silver
                  customers:
                    description: People.
                """, 4, 3, "table 'customers' is missing the required key 'layer'");
    }

    @Test
    void perColumnStatusIsRejected() throws Exception {
        FileFormatException error = assertError("""
                tables:
                  orders:
                    layer: silver
                    columns:
                      amount: {description: "x", status: approved}
                """, 5, 34, "unknown key 'status' in column 'amount' of table 'orders'");
        assertThat(error.getMessage()).contains("allowed: description, value_examples");
    }

    @Test
    void typoInTableKeyIsNamedWithAllowedKeys() throws Exception {
        FileFormatException error = assertError("""
                tables:
                  orders:
                    layer: silver
                    descriptoin: oops
                """, 4, 5, "unknown key 'descriptoin' in table 'orders' (allowed: layer, description, status,");
        assertThat(error.hint()).get().asString().startsWith("Did you mean 'description'?");
        assertThat(assertThrows("tables:\n  t: {layer: silver, xy: 1}\n").hint()).get().asString()
                .startsWith("Fix the spelling");
    }

    @Test
    void topLevelTypoIsNamed() throws Exception {
        assertError("glosary:\n  churn: customers who left\n", 1, 1, "unknown key 'glosary'");
    }

    @Test
    void yamlSyntaxErrorHasItsPosition() throws Exception {
        FileFormatException error = assertThrows("tables:\n  orders:\n    layer: silver\n   bad: [unclosed\n");
        assertThat(error.location().line()).isGreaterThan(0);
        assertThat(error.getMessage()).contains("metadata.yaml:", "invalid YAML");
    }

    @Test
    void duplicateKeysAreRejected() throws Exception {
        assertError("tables:\n  orders: {layer: silver}\n  orders: {layer: gold}\n", 3, 3,
                "duplicate key 'orders' (first written at line 2)");
    }

    @Test
    void wrongKindsAreRejected() throws Exception {
        assertError("tables:\n  orders:\n    layer: silver\n    synonyms: revenue\n", 4, 15,
                "'synonyms' of table 'orders' must be a list, not 'revenue'");
        assertError("tables:\n  - orders\n", 2, 3, "'tables' of metadata.yaml's top level must be a mapping");
    }

    @Test
    void readsOpenmedallionDemoFlowStyle() throws Exception {
        MetadataConfig config = read("""
                tables:
                  rep_performance:
                    layer: silver
                    status: approved
                    description: >-
                      Every transaction enriched with rep name, region, team,
                      and the regional quarterly target.
                    synonyms: [performance, attainment, "revenue by rep", leaderboard]
                    columns:
                      attainment_pct: {description: "Percent of the regional quarterly target this single deal represents."}
                      rep_name: {description: "Sales rep", synonyms: [seller, "account exec"]}
                """);
        TableMetadata table = config.table(Layer.SILVER, "rep_performance").orElseThrow();
        assertThat(table.status()).isEqualTo(TableStatus.APPROVED);
        assertThat(table.description()).isEqualTo("Every transaction enriched with rep name, region, team, "
                + "and the regional quarterly target.");
        assertThat(table.synonyms()).containsExactly("performance", "attainment", "revenue by rep", "leaderboard");
        assertThat(table.columns().get("rep_name").synonyms()).containsExactly("seller", "account exec");
    }

    @Test
    void readsPyYamlBlockOutputWithNativeValueTypes() throws Exception {
        MetadataConfig config = read("""
                tables:
                  orders:
                    layer: silver
                    description: "Orders \\u2014 one row each"
                    status: draft
                    synonyms:
                    - sales
                    columns:
                      order_date:
                        description: Day the order was placed.
                        value_examples:
                        - 2024-01-05
                        - 2024-01-06 10:30:00
                        dtype: DateTime
                      amount:
                        value_examples:
                        - 12
                        - 3.5
                        - -1.0e-05
                        - '1'
                        stats:
                          null_pct: 0.0
                          distinct_count: 2
                      flag:
                        value_examples:
                        - true
                        - 'yes'
                        - yes
                        - null
                        accepted_values:
                        - false
                        - true
                    schema_hash: f4577205c246844c
                """);
        TableMetadata orders = config.tables().get("orders");
        assertThat(orders.description()).isEqualTo("Orders \u2014 one row each");
        assertThat(orders.schemaHash()).isEqualTo("f4577205c246844c");
        assertThat(orders.columns().get("order_date").valueExamples())
                .containsExactly("2024-01-05", "2024-01-06 10:30:00");
        assertThat(orders.columns().get("amount").valueExamples()).containsExactly(12L, 3.5, -1.0e-05, "1");
        assertThat(orders.columns().get("amount").stats()).containsEntry("null_pct", 0.0)
                .containsEntry("distinct_count", 2L);
        // YAML 1.2 core schema: only true/false are booleans; an unquoted yes stays the text "yes".
        assertThat(orders.columns().get("flag").valueExamples()).containsExactly(true, "yes", "yes", null);
        assertThat(orders.columns().get("flag").acceptedValues()).containsExactly(false, true);
        assertThat(orders.columns().keySet()).containsExactly("order_date", "amount", "flag");
    }

    @Test
    void readsUnicodeAndReportsColumnsInCharacters() throws Exception {
        MetadataConfig config = read("tables:\n  kunden_übersicht:\n    layer: silver\n    description: 顧客 😀\n");
        assertThat(config.tables().get("kunden_übersicht").description()).isEqualTo("顧客 😀");
        assertError("tables:\n  ü😀: {layer: silver, bad: 1}\n", 2, 23, "unknown key 'bad' in table 'ü😀'");
    }

    @Test
    void readsStewardFields() throws Exception {
        MetadataConfig config = read("""
                tables:
                  orders:
                    layer: silver
                    status: stale
                    stale_reason: schema changed
                    schema_delta:
                      added: [coupon]
                      removed: []
                      retyped:
                      - {column: amount, from: DOUBLE, to: "DECIMAL(18,2)"}
                glossary:
                  churn: Customers who cancelled.
                  marketing spend:
                    definition: Marketing spend is not in this project; budgets live in the finance system.
                    status: approved
                    not_tracked: true
                  aov: {definition: Average order value, synonyms: [basket size]}
                """);
        TableMetadata orders = config.tables().get("orders");
        assertThat(orders.staleReason()).isEqualTo("schema changed");
        assertThat(orders.schemaDelta().added()).containsExactly("coupon");
        assertThat(orders.schemaDelta().retyped()).containsExactly(
                new SchemaDelta.RetypedColumn("amount", "DOUBLE", "DECIMAL(18,2)"));
        assertThat(config.glossary().get("churn")).isEqualTo(GlossaryEntry.flat("Customers who cancelled."));
        GlossaryEntry spend = config.glossary().get("marketing spend");
        assertThat(spend.notTracked()).isTrue();
        assertThat(spend.status()).isEqualTo(GlossaryStatus.APPROVED);
        assertThat(spend.flatForm()).isFalse();
        assertThat(config.glossary().get("aov").synonyms()).containsExactly("basket size");
        assertThat(config.glossary().get("aov").status()).isEqualTo(GlossaryStatus.DRAFT);
        assertThat(config.glossary().keySet()).containsExactly("churn", "marketing spend", "aov");
    }

    @Test
    void badGlossaryAndDeltaEntriesAreRejected() throws Exception {
        assertError("glossary:\n  churn: {definition: x, status: stale}\n", 2, 34,
                "'status' of glossary term 'churn' must be one of draft, approved (found 'stale')");
        assertError("glossary:\n  churn: {definition: x, not_tracked: maybe}\n", 2, 39,
                "'not_tracked' of glossary term 'churn' must be true or false");
        assertError("tables:\n  t:\n    layer: silver\n    schema_delta: {retyped: [{column: a, from: X}]}\n",
                4, 30, "a retyped column of table 't' is missing the required key 'to'");
    }

    @Test
    void goldTablesKeepBareKeysOrUseThePrefixOnAClash() throws Exception {
        MetadataConfig config = read("""
                tables:
                  orders: {layer: silver, description: silver orders}
                  gold.orders: {layer: gold, description: gold orders}
                  revenue_by_region: {layer: gold}
                """);
        assertThat(config.table(Layer.SILVER, "orders").orElseThrow().description()).isEqualTo("silver orders");
        TableMetadata gold = config.table(Layer.GOLD, "orders").orElseThrow();
        assertThat(gold.description()).isEqualTo("gold orders");
        assertThat(gold.name()).isEqualTo("orders");
        assertThat(config.table(Layer.GOLD, "revenue_by_region")).isPresent();
        assertThat(config.table(Layer.SILVER, "revenue_by_region")).isEmpty();
        assertError("tables:\n  gold.orders: {layer: silver}\n", 2, 24, "must be gold");
        assertError("tables:\n  orders: {layer: gold}\n  gold.orders: {layer: gold}\n", 3, 3,
                "describes the same gold table 'orders' as the entry 'orders'");
    }

    @Test
    void parsesTextAlreadyReadAndNamesTheGivenSource() {
        Path source = dir.resolve("never-written.yaml");
        assertThat(reader.parse("tables:\n  t: {layer: gold}\n", source).tables()).containsKey("t");
        assertThatThrownBy(() -> reader.parse("tables:\n  t: {layer: bronze}\n", source))
                .hasMessageStartingWith(source + ":2:14: ");
        assertThat(Files.exists(source)).isFalse();
    }

    @Test
    void billionLaughsFailsFastWithAClearMessage() throws Exception {
        StringBuilder yaml = new StringBuilder("a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for (int i = 1; i <= 9; i++) {
            yaml.append("a").append(i).append(": &a").append(i).append(" [");
            yaml.append(String.join(", ", java.util.Collections.nCopies(9, "*a" + (i - 1)))).append("]\n");
        }
        FileFormatException error = assertThrows(yaml.toString());
        assertThat(error.getMessage()).contains("metadata.yaml", "aliases");
    }

    @Test
    void aliasDoublingBelowTheAliasLimitIsStillBounded() throws Exception {
        // 4 levels of 5 aliases stay under the alias limit but expand 1000 scalars 625 times.
        StringBuilder yaml = new StringBuilder("tables:\n  x: {layer: silver}\nb0: &b0 [")
                .append(String.join(", ", java.util.Collections.nCopies(1000, "x"))).append("]\n");
        for (int i = 1; i <= 4; i++) {
            yaml.append("b").append(i).append(": &b").append(i).append(" [");
            yaml.append(String.join(", ", java.util.Collections.nCopies(5, "*b" + (i - 1)))).append("]\n");
        }
        FileFormatException error = assertThrows(yaml.toString());
        assertThat(error.getMessage()).contains("expands to more than");
    }

    @Test
    void deepNestingFailsWithAMessage() throws Exception {
        FileFormatException error = assertThrows("tables: " + "[".repeat(5000) + "]".repeat(5000) + "\n");
        assertThat(error.getMessage()).contains("metadata.yaml").containsIgnoringCase("nested");
    }

    private MetadataConfig read(String yaml) throws Exception {
        Path file = dir.resolve("metadata.yaml");
        Files.writeString(file, yaml, StandardCharsets.UTF_8);
        return reader.read(file);
    }

    private FileFormatException assertThrows(String yaml) throws Exception {
        Path file = dir.resolve("metadata.yaml");
        Files.writeString(file, yaml, StandardCharsets.UTF_8);
        List<FileFormatException> caught = new java.util.ArrayList<>();
        assertThatThrownBy(() -> reader.read(file)).isInstanceOfSatisfying(FileFormatException.class, caught::add);
        return caught.get(0);
    }

    private FileFormatException assertError(String yaml, int line, int column, String text) throws Exception {
        FileFormatException error = assertThrows(yaml);
        assertThat(error.getMessage()).contains(text);
        assertThat(error.location().file().getFileName().toString()).isEqualTo("metadata.yaml");
        assertThat(error.getMessage()).startsWith(dir.resolve("metadata.yaml") + ":" + line + ":" + column + ": ");
        return error;
    }
}
