package dev.steward.sample;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The sample's examples, templates, feedback files and chat history are valid and run on its data. */
class SampleExamplesTest {
    private static final Pattern SLOT = Pattern.compile("\\{(\\w+)}", Pattern.UNICODE_CHARACTER_CLASS);
    private static final Pattern QUOTED_EXAMPLE = Pattern.compile("'([^']+)'");

    static SampleProjectDatabase db;
    static List<JsonNode> examples;

    @BeforeAll
    static void open() throws Exception {
        db = new SampleProjectDatabase(SampleProjectDatabase.COMMITTED);
        examples = SampleFiles.examplesWithStewardRecords();
    }

    @AfterAll
    static void close() throws Exception {
        db.close();
    }

    @Test
    void everyJsonLinesFileHoldsOnlyJsonObjects() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String folder : List.of("examples", "chat_history")) {
            try (Stream<Path> listing = Files.list(SampleFiles.file(folder))) {
                listing.filter(f -> f.toString().endsWith(".jsonl")).forEach(files::add);
            }
        }
        assertThat(files).extracting(f -> f.getFileName().toString()).contains("synthetic.jsonl",
                "harvested.jsonl", "failures.jsonl", "Alice_Chen.jsonl");
        for (Path file : files) {
            assertThat(SampleFiles.jsonLines(file)).as(file.toString()).isNotEmpty()
                    .allSatisfy(row -> assertThat(row.hasNonNull("question")).as(file + ": " + row).isTrue());
        }
    }

    @Test
    void theExamplesFileIsInTheDocumentedMidCurationState() {
        assertThat(plainVerified()).hasSizeGreaterThanOrEqualTo(15);
        assertThat(templates()).hasSizeGreaterThanOrEqualTo(4)
                .allSatisfy(t -> assertThat(t.path("verified").asBoolean()).as("templated implies verified").isTrue());
        assertThat(templates()).filteredOn(t -> t.path("params").elements().next().isTextual())
                .as("a template with openmedallion's plain-string params").hasSize(1);
        List<JsonNode> unverified = examples.stream().filter(e -> !e.path("verified").asBoolean()).toList();
        assertThat(unverified).hasSizeBetween(3, 4);
        assertThat(unverified).filteredOn(e -> e.path("source").asText().equals("harvested")).hasSize(1);
        assertThat(examples).filteredOn(e -> e.has("verified_by") && e.has("verified_at")).isNotEmpty();
        List<String> slotTypes = templates().stream().flatMap(t -> stream(t.path("params")))
                .filter(JsonNode::isObject).map(p -> p.path("type").asText()).toList();
        assertThat(slotTypes).contains("quarter", "enum", "integer", "date");
    }

    @TestFactory
    Stream<DynamicTest> everyVerifiedExampleRunsAndReturnsRows() {
        return plainVerified().stream().map(example -> DynamicTest.dynamicTest(example.path("question").asText(),
                () -> assertThat(db.rows(example.path("sql").asText())).as(example.path("sql").asText())
                        .isNotEmpty()));
    }

    @TestFactory
    Stream<DynamicTest> everyTemplateRunsWithItsSlotsBoundAsParameters() {
        return templates().stream().map(template -> DynamicTest.dynamicTest(template.path("question").asText(),
                () -> assertThat(runTemplate(template)).as(template.path("sql").asText()).isPositive()));
    }

    @Test
    void unverifiedExamplesRunToo() throws Exception {
        for (JsonNode example : examples.stream().filter(e -> !e.path("verified").asBoolean()).toList()) {
            assertThat(db.rows(example.path("sql").asText())).as(example.path("question").asText()).isNotEmpty();
        }
    }

    /** Replaces each {slot} with ?, binds the slot's example with its declared type, returns the row count. */
    private static int runTemplate(JsonNode template) throws Exception {
        String sql = template.path("sql").asText();
        List<String> slotsInOrder = new ArrayList<>();
        Matcher matcher = SLOT.matcher(sql);
        while (matcher.find()) {
            slotsInOrder.add(matcher.group(1));
        }
        assertThat(slotsInOrder).as("slots of " + sql).isNotEmpty();
        try (PreparedStatement statement = db.connection.prepareStatement(SLOT.matcher(sql).replaceAll("?"))) {
            for (int i = 0; i < slotsInOrder.size(); i++) {
                JsonNode param = template.path("params").path(slotsInOrder.get(i));
                assertThat(param.isMissingNode()).as("params declares slot " + slotsInOrder.get(i)).isFalse();
                bind(statement, i + 1, param);
            }
            int rows = 0;
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    rows++;
                }
            }
            return rows;
        }
    }

    private static void bind(PreparedStatement statement, int index, JsonNode param) throws Exception {
        if (param.isTextual()) { // openmedallion's form: a description quoting its example, e.g. '2024-Q2'
            Matcher quoted = QUOTED_EXAMPLE.matcher(param.asText());
            assertThat(quoted.find()).as("a quoted example in '%s'", param.asText()).isTrue();
            statement.setString(index, quoted.group(1));
            return;
        }
        String example = param.path("example").asText();
        switch (param.path("type").asText()) {
            case "integer" -> statement.setLong(index, Long.parseLong(example));
            case "number" -> statement.setBigDecimal(index, new java.math.BigDecimal(example));
            case "date" -> statement.setDate(index, Date.valueOf(example));
            case "enum" -> {
                assertThat(stream(param.path("values")).map(JsonNode::asText)).contains(example);
                statement.setString(index, example);
            }
            case "quarter" -> {
                assertThat(example).matches(param.path("pattern").asText("^[0-9]{4}-Q[1-4]$"));
                statement.setString(index, example);
            }
            default -> statement.setString(index, example);
        }
    }

    private static List<JsonNode> plainVerified() {
        return examples.stream().filter(e -> e.path("verified").asBoolean() && !e.path("templated").asBoolean())
                .toList();
    }

    private static List<JsonNode> templates() {
        return examples.stream().filter(e -> e.path("templated").asBoolean()).toList();
    }

    private static Stream<JsonNode> stream(JsonNode container) {
        List<JsonNode> items = new ArrayList<>();
        container.elements().forEachRemaining(items::add);
        return items.stream();
    }
}
