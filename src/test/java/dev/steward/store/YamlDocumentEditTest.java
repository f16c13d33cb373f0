package dev.steward.store;

import static dev.steward.store.YamlTestFiles.assertChangedOnlyWithin;
import static dev.steward.store.YamlTestFiles.at;
import static dev.steward.store.YamlTestFiles.load;
import static dev.steward.store.YamlTestFiles.ordered;
import static dev.steward.store.YamlTestFiles.parse;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class YamlDocumentEditTest {

    private static final String FLOW = YamlTestFiles.read("handwritten-flow.yaml");
    private static final String PYYAML = YamlTestFiles.read("openmedallion-metadata.yaml");

    @Test
    void settingAScalarChangesOnlyThatScalar() {
        YamlDocument document = parse(FLOW);
        YamlNode status = document.get(YamlPath.of("tables", "targets", "status")).orElseThrow();

        String edited = document.setScalar(YamlPath.of("tables", "targets", "status"), "approved").text();

        assertChangedOnlyWithin(FLOW, edited, status.start(), status.end());
        assertThat(edited).contains("    status: approved        # not reviewed yet\n");
        assertThat(at(load(edited), "tables", "targets")).containsEntry("status", "approved");
    }

    @Test
    void originalDocumentIsUnchangedByAnEdit() {
        YamlDocument document = parse(FLOW);
        document.setScalar(YamlPath.of("tables", "targets", "status"), "approved");
        assertThat(document.text()).isEqualTo(FLOW);
    }

    @Test
    void settingAnAbsentStatusInsertsItAtTheTablesIndentation() {
        YamlDocument document = parse(PYYAML);
        YamlNode glossary = document.get(YamlPath.of("tables", "revenue_by_month", "columns")).orElseThrow();

        String edited = document.setScalar(YamlPath.of("tables", "customers", "status2"), "x")
                .setScalar(YamlPath.of("tables", "revenue_by_month", "owner"), "finance").text();

        assertThat(edited).contains("    columns: {}\n    owner: finance\nglossary:");
        assertThat(edited).endsWith(PYYAML.substring(glossary.end()));
        assertThat(at(load(edited), "tables", "revenue_by_month")).containsEntry("owner", "finance");
        assertThat(at(load(edited), "tables", "customers")).containsEntry("status2", "x");
    }

    @Test
    void statusIsAddedAfterALastValueThatIsANestedMapping() {
        String text = "tables:\n  orders:\n    layer: silver\n    columns:\n      id:\n        description: Id.\n"
                + "  customers:\n    layer: silver\n";
        String edited = parse(text).setScalar(YamlPath.of("tables", "orders", "status"), "approved").text();
        assertThat(edited).isEqualTo("tables:\n  orders:\n    layer: silver\n    columns:\n      id:\n"
                + "        description: Id.\n    status: approved\n  customers:\n    layer: silver\n");
    }

    @Test
    void replacingAWholeTableKeepsItsNeighboursAndTheirCommentsByteIdentical() {
        YamlDocument document = parse(FLOW);
        YamlNode table = document.get(YamlPath.of("tables", "rep_performance")).orElseThrow();
        Map<String, Object> replacement = new LinkedHashMap<>();
        replacement.put("layer", "silver");
        replacement.put("status", "draft");
        replacement.put("synonyms", List.of("reps", "yes"));
        replacement.put("columns", Map.of("rep_name", Map.of("description", "Name: full")));

        String edited = document.replaceValue(YamlPath.of("tables", "rep_performance"), replacement).text();

        assertChangedOnlyWithin(FLOW, edited, table.start(), table.end());
        assertThat(edited).contains("  rep_performance:   # the leaderboard table\n    layer: silver\n"
                + "    status: draft\n    synonyms:\n    - reps\n    - \"yes\"\n    columns:\n      rep_name:\n"
                + "        description: \"Name: full\"\n\n  targets:\n");
        assertThat(at(load(edited), "tables")).containsEntry("rep_performance", load(
                "{layer: silver, status: draft, synonyms: [reps, 'yes'], columns: {rep_name: {description: 'Name: full'}}}"));
        assertThat(at(load(edited), "tables", "targets")).isEqualTo(at(load(FLOW), "tables", "targets"));
    }

    @Test
    void editsInsideFlowMappingsNestedInBlockMappingsStayFlow() {
        YamlDocument document = parse(FLOW);
        YamlPath column = YamlPath.of("tables", "rep_performance", "columns", "rep_name");
        YamlNode description = document.get(column.child("description")).orElseThrow();

        String edited = document.setScalar(column.child("description"), "Rep's name, as in HR").text();

        assertChangedOnlyWithin(FLOW, edited, description.start(), description.end());
        assertThat(edited).contains("rep_name: {description: 'Rep''s name, as in HR', synonyms: [seller");
        assertThat(at(load(edited), "tables", "rep_performance", "columns", "rep_name"))
                .containsEntry("description", "Rep's name, as in HR");
    }

    @Test
    void puttingAnEntryIntoAFlowMappingAppendsItInFlowStyle() {
        String edited = parse(FLOW).putEntry(YamlPath.of("tables", "rep_performance", "columns", "rep_name"),
                "value_examples", List.of("Ann", "2024-01-05", 3)).text();
        assertThat(edited).contains("synonyms: [seller, \"account exec\"], value_examples: [Ann, \"2024-01-05\", 3]}");
        assertThat(at(load(edited), "tables", "rep_performance", "columns", "rep_name"))
                .containsEntry("value_examples", List.of("Ann", "2024-01-05", 3));
    }

    @Test
    void addingTheFirstEntryToAnEmptyFlowMapping() {
        YamlDocument document = parse(FLOW);
        YamlNode quarter = document.get(YamlPath.of("tables", "rep_performance", "columns", "quarter")).orElseThrow();

        String edited = document.putEntry(YamlPath.of("tables", "rep_performance", "columns", "quarter"),
                "description", "Fiscal quarter: Q1-Q4").text();

        assertChangedOnlyWithin(FLOW, edited, quarter.start() + 1, quarter.end() - 1);
        assertThat(edited).contains("      quarter: {description: \"Fiscal quarter: Q1-Q4\"}\n");
        assertThat(at(load(edited), "tables", "rep_performance", "columns", "quarter"))
                .isEqualTo(Map.of("description", "Fiscal quarter: Q1-Q4"));
    }

    @Test
    void addingTheFirstEntryToAnEmptyFlowMappingInPyYamlOutput() {
        String edited = parse(PYYAML).putEntry(YamlPath.of("tables", "revenue_by_month", "columns"), "month",
                Map.of("description", "First day of the month")).text();
        assertThat(edited).contains("    columns: {month: {description: First day of the month}}\n");
    }

    @Test
    void removingTheLastEntryOfAFlowMapping() {
        String edited = parse(FLOW).removeEntry(YamlPath.of("glossary"), "ARR").text();
        assertThat(edited).endsWith("\nglossary: {AOV: Average order value}\n");
        assertThat(edited).startsWith(FLOW.substring(0, FLOW.indexOf("glossary:")));

        String none = parse(edited).removeEntry(YamlPath.of("glossary"), "AOV").text();
        assertThat(none).endsWith("\nglossary: {}\n");
        assertThat(at(load(none), "glossary")).isEmpty();
    }

    @Test
    void removingAMiddleFlowEntryTakesItsComma() {
        String edited = parse(FLOW).removeEntry(YamlPath.of("tables", "rep_performance", "columns", "rep_name"),
                "description").text();
        assertThat(edited).contains("      rep_name: {synonyms: [seller, \"account exec\"]}\n");
    }

    @Test
    void removingABlockEntryTakesItsLinesAndTrailingCommentOnly() {
        YamlDocument document = parse(FLOW);
        String edited = document.removeEntry(YamlPath.of("tables", "targets"), "status").text();
        assertThat(edited).isEqualTo(FLOW.replace("    status: draft        # not reviewed yet\n", ""));
    }

    @Test
    void removingAWholeTableKeepsTheCommentsAboveTheNextOne() {
        String edited = parse(FLOW).removeEntry(YamlPath.of("tables", "rep_performance", "columns"), "rep_name")
                .text();
        assertThat(edited).isEqualTo(FLOW.replace(
                "      rep_name: {description: 'Full name of the sales rep', synonyms: [seller, \"account exec\"]}\n", ""));

        String withoutTargets = parse(FLOW).removeEntry(YamlPath.of("tables"), "targets").text();
        assertThat(withoutTargets).doesNotContain("targets", "Quarters start", "# end of targets");
        assertThat(withoutTargets).endsWith("      quarter: {}\n\n\nglossary: {AOV: Average order value, ARR: "
                + "\"Annual recurring revenue\"}\n");
    }

    @Test
    void removingTheOnlyEntryOfANestedBlockMappingLeavesAnEmptyMapping() {
        String text = "a:\n  b:  # keep\n    c: 1  # goes\nd: 2\n";
        String edited = parse(text).removeEntry(YamlPath.of("a", "b"), "c").text();
        assertThat(edited).isEqualTo("a:\n  b: {}  # keep\nd: 2\n");
    }

    @Test
    void removingTheLastEntryOfAFileWithoutFinalLineBreak() {
        assertThat(parse("a: 1\nb: 2").removeEntry(YamlPath.root(), "b").text()).isEqualTo("a: 1");
        assertThat(parse("a: 1\r\nb: 2").removeEntry(YamlPath.root(), "b").text()).isEqualTo("a: 1");
        assertThat(parse("a: 1\nb: 2\n").removeEntry(YamlPath.root(), "a").text()).isEqualTo("b: 2\n");
    }

    @Test
    void removingAnAbsentKeyChangesNothing() {
        YamlDocument document = parse(FLOW);
        assertThat(document.removeEntry(YamlPath.of("tables"), "nope").text()).isEqualTo(FLOW);
        assertThat(document.removeEntry(YamlPath.of("nothing", "here"), "x").text()).isEqualTo(FLOW);
    }

    @Test
    void foldedScalarsStayFoldedWhenTheNewTextAllows() {
        YamlDocument document = parse(FLOW);
        YamlPath description = YamlPath.of("tables", "rep_performance", "description");
        String longText = "One row per closed deal, enriched with the rep's name, region and team, and the quarterly"
                + " target it counts against; use it for leaderboards.";

        String edited = document.setScalar(description, longText).text();

        assertThat(edited).contains("    description: >-\n      One row per closed deal, enriched with the rep's name,"
                + " region and team,\n      and the quarterly target it counts against; use it for leaderboards.\n"
                + "    synonyms:");
        assertThat(document.setScalar(description, longText).scalar(description)).contains(longText);
        String withBreak = document.setScalar(description, "two\nlines").text();
        assertThat(withBreak).contains("    description: \"two\\nlines\"\n    synonyms:");
    }

    @Test
    void literalScalarsStayLiteral() {
        YamlPath quarter = YamlPath.of("tables", "targets", "columns", "quarter", "description");
        String edited = parse(FLOW).setScalar(quarter, "Fiscal quarter.\n\nStarts in March.").text();
        assertThat(edited).contains("        description: |-\n          Fiscal quarter.\n\n          Starts in March.\n"
                + "    # end of targets");
        assertThat(parse(edited).scalar(quarter)).contains("Fiscal quarter.\n\nStarts in March.");
    }

    @Test
    void scalarReplacedByAMappingGoesBelowTheKeyAndKeepsTheKeysComment() {
        String text = "a: 1  # note\nb: 2\n";
        String edited = parse(text).replaceValue(YamlPath.of("a"), Map.of("x", List.of("z"))).text();
        assertThat(edited).isEqualTo("a:  # note\n  x:\n  - z\nb: 2\n");
        String back = parse(edited).replaceValue(YamlPath.of("a"), 5).text();
        assertThat(back).isEqualTo("a: 5  # note\nb: 2\n");
    }

    @Test
    void emptyValuesCanBeFilled() {
        String indented = YamlTestFiles.read("indented-lists.yaml");
        String edited = parse(indented).setScalar(YamlPath.of("tables", "empty_one", "layer"), "gold").text();
        assertThat(edited).contains("    empty_one:\n        layer: gold\n...\n");
    }

    @Test
    void editingAnEmptyDocumentCreatesTheKeys() {
        assertThat(parse("").setScalar(YamlPath.of("tables", "orders", "status"), "draft").text())
                .isEqualTo("tables:\n  orders:\n    status: draft\n");
        assertThat(parse("# metadata\n").putEntry(YamlPath.root(), "glossary", Map.of()).text())
                .isEqualTo("# metadata\nglossary: {}\n");
        assertThat(parse("# c").putEntry(YamlPath.root(), "a", 1).text()).isEqualTo("# c\na: 1\n");
    }

    @Test
    void crlfDocumentsGetCrlfInNewLines() {
        String text = PYYAML.replace("\n", "\r\n");
        String edited = parse(text).putEntry(YamlPath.of("tables", "orders"), "notes", List.of("a", "b")).text();
        assertThat(edited).contains("    schema_hash: 3f9a0c1b2d4e5f60\r\n    notes:\r\n    - a\r\n    - b\r\n  customers:");
        assertThat(edited.replace("\r\n", "")).doesNotContain("\n", "\r");
    }

    @Test
    void editsAfterEmojiAndCjkUseCharOffsets() {
        String text = "a: \"🎯🎯 目標 😀\"\n# 😀😀😀 comment\nb: {c: 🙂, d: x}\ne: old\n";
        YamlDocument document = parse(text);
        YamlNode e = document.get(YamlPath.of("e")).orElseThrow();
        assertThat(text.substring(e.start(), e.end())).isEqualTo("old");

        String edited = document.setScalar(YamlPath.of("e"), "new 🎉").setScalar(YamlPath.of("b", "d"), "z").text();
        assertThat(edited).isEqualTo("a: \"🎯🎯 目標 😀\"\n# 😀😀😀 comment\nb: {c: 🙂, d: z}\ne: new 🎉\n");
    }

    @Test
    void batchedEditsApplyInOneGoAndMatchSequentialEdits() {
        YamlDocument document = parse(PYYAML);
        YamlDocument batched = document.edit()
                .setScalar(YamlPath.of("tables", "orders", "status"), "approved")
                .setScalar(YamlPath.of("tables", "customers", "status"), "stale")
                .putEntry(YamlPath.of("tables", "orders"), "owner", "ops")
                .removeEntry(YamlPath.of("tables", "customers", "columns"), "region")
                .setScalar(YamlPath.of("tables", "orders", "owner"), "finance")
                .apply();
        YamlDocument sequential = document.setScalar(YamlPath.of("tables", "orders", "status"), "approved")
                .setScalar(YamlPath.of("tables", "customers", "status"), "stale")
                .putEntry(YamlPath.of("tables", "orders"), "owner", "finance")
                .removeEntry(YamlPath.of("tables", "customers", "columns"), "region");
        assertThat(batched.text()).isEqualTo(sequential.text());
        assertThat(batched.scalar(YamlPath.of("tables", "orders", "owner"))).contains("finance");
    }

    @Test
    void multiLineFlowMappingsLoseOnlyTheRemovedEntrysLine() {
        String text = "columns: {\n  a: {description: x},   # about a\n  b: {description: y},  # about b\n"
                + "  c: {description: z}  # about c\n}\nnext: 1\n";
        YamlDocument document = parse(text);
        assertThat(document.removeEntry(YamlPath.of("columns"), "b").text())
                .isEqualTo("columns: {\n  a: {description: x},   # about a\n  c: {description: z}  # about c\n}\nnext: 1\n");
        assertThat(document.removeEntry(YamlPath.of("columns"), "c").text())
                .isEqualTo("columns: {\n  a: {description: x},   # about a\n  b: {description: y}  # about b\n}\nnext: 1\n");
        String appended = document.putEntry(YamlPath.of("columns"), "d", "w").text();
        assertThat(load(appended)).isEqualTo(load("{columns: {a: {description: x}, b: {description: y}, "
                + "c: {description: z}, d: w}, next: 1}"));
    }

    @Test
    void rootValuesCanBeReplacedWhole() {
        String text = "# header comment\na: 1\nb: [x]\n";
        String edited = parse(text).replaceValue(YamlPath.root(), ordered("c", List.of("w"), "d", Map.of())).text();
        assertThat(edited).isEqualTo("# header comment\nc:\n- w\nd: {}\n");
        assertThat(parse("[a, b]\n").replaceValue(YamlPath.root(), List.of("c")).text()).isEqualTo("[c]\n");
    }

    @Test
    void aByteOrderMarkDoesNotShiftEdits() {
        String text = "\ufeffa: 1\nb: 🎯\nc: old\n";
        String edited = parse(text).setScalar(YamlPath.of("c"), "new").text();
        assertThat(edited).isEqualTo("\ufeffa: 1\nb: 🎯\nc: new\n");
    }

    @Test
    void keysThatNeedQuotingAreQuoted() {
        String edited = parse("a: 1\n").putEntry(YamlPath.root(), "2024", "x").putEntry(YamlPath.root(), "k: v", "w")
                .text();
        assertThat(edited).isEqualTo("a: 1\n\"2024\": x\n\"k: v\": w\n");
        assertThat(parse(edited).scalar(YamlPath.of("k: v"))).contains("w");
    }

    @Test
    void keysGoInsideAnExplicitDocumentThatHasNoContentYet() {
        assertThat(parse("---\n# c\n...\n").putEntry(YamlPath.root(), "a", 1).text()).isEqualTo("---\n# c\na: 1\n...\n");
        assertThat(parse("--- # x").putEntry(YamlPath.root(), "a", 1).text()).isEqualTo("--- # x\na: 1\n");
    }
}
