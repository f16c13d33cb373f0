package dev.steward.store;

import static dev.steward.store.YamlTestFiles.at;
import static dev.steward.store.YamlTestFiles.load;
import static dev.steward.store.YamlTestFiles.ordered;
import static dev.steward.store.YamlTestFiles.parse;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** List edits in both list styles (PyYAML's {@code key:\n- a} and indented) and in flow lists. */
class YamlDocumentListEditTest {

    private static final String FLOW = YamlTestFiles.read("handwritten-flow.yaml");
    private static final String PYYAML = YamlTestFiles.read("openmedallion-metadata.yaml");

    @Test
    void listItemsFollowTheDocumentsListStyle() {
        String pyyaml = parse(PYYAML).appendListItem(YamlPath.of("tables", "orders", "synonyms"), "buys").text();
        assertThat(pyyaml).contains("    synonyms:\n    - purchases\n    - sales orders\n    - buys\n    columns:");

        String indented = YamlTestFiles.read("indented-lists.yaml");
        String edited = parse(indented).appendListItem(YamlPath.of("tables", "orders", "synonyms"), "#1 buys")
                .putEntry(YamlPath.of("tables", "orders"), "tags", List.of("a", Map.of("k", "v", "k2", "v2")))
                .text();
        assertThat(edited).contains("            - \"sales orders\"\n            - \"#1 buys\"\n        columns:");
        assertThat(edited).contains("                description: ''\n        tags:\n            - a\n");
        assertThat(at(load(edited), "tables", "orders")).containsEntry("synonyms",
                List.of("purchases", "sales orders", "#1 buys"));
    }

    @Test
    void appendingToAFlowListAndToAnEmptyFlowList() {
        String edited = parse(FLOW).appendListItem(YamlPath.of("tables", "rep_performance", "synonyms"), "a, b")
                .appendListItem(YamlPath.of("tables", "rep_performance", "columns", "region", "synonyms"), "zone")
                .text();
        assertThat(edited).contains("synonyms: [performance, attainment, \"revenue by rep\", leaderboard, \"a, b\"]");
        assertThat(edited).contains("synonyms: [zone]}");
    }

    @Test
    void appendingToAMissingListCreatesIt() {
        String edited = parse(FLOW).appendListItem(YamlPath.of("tables", "targets", "synonyms"), "goals").text();
        assertThat(edited).contains("          Quarters start in February.\n    synonyms:\n    - goals\n    # end of");
        assertThat(at(load(edited), "tables", "targets")).containsEntry("synonyms", List.of("goals"));
    }

    @Test
    void removingListItems() {
        YamlDocument document = parse(YamlTestFiles.read("relationships.yaml"));
        String edited = document.removeListItem(YamlPath.of("relationships"), 0).text();
        assertThat(edited).isEqualTo("relationships:\n- from_table: orders\n  to_table: customers\n"
                + "  join_on: [customer_id]  # hand-added\n  confidence: medium\n  status: draft\n");

        String second = document.removeListItem(YamlPath.of("relationships", 0, "join_on"), 1)
                .removeListItem(YamlPath.of("relationships", 1, "join_on"), 0).text();
        assertThat(second).contains("  join_on:\n  - region\n  confidence: high");
        assertThat(second).contains("  join_on: []  # hand-added\n");
    }

    @Test
    void removingTheFirstKeyOfACompactListItemPullsTheNextKeyUp() {
        String edited = parse(YamlTestFiles.read("relationships.yaml"))
                .removeEntry(YamlPath.of("relationships", 1), "from_table").text();
        assertThat(edited).contains("- to_table: customers\n  join_on: [customer_id]");
        assertThat(at(load(edited), "relationships", 1)).doesNotContainKey("from_table").containsKey("to_table");
    }

    @Test
    void replacingAListItemMapping() {
        String edited = parse(YamlTestFiles.read("relationships.yaml"))
                .setScalar(YamlPath.of("relationships", 1, "status"), "approved")
                .replaceValue(YamlPath.of("relationships", 0), ordered("from_table", "a", "to_table", "b"))
                .text();
        assertThat(edited).startsWith("relationships:\n- from_table: a\n  to_table: b\n- from_table: orders\n");
        assertThat(edited).endsWith("  status: approved\n");
    }
}
