package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A 5,000-line PyYAML-style file with 100 edits in one batch: the result is exact and every table intact. */
class YamlDocumentLargeFileTest {

    private static final int TABLES = 500;

    private static String largeMetadata() {
        StringBuilder out = new StringBuilder("tables:\n");
        for (int t = 0; t < TABLES; t++) {
            out.append("  table_").append(t).append(":  # table ").append(t).append('\n')
                    .append("    layer: silver\n")
                    .append("    description: Rows of table ").append(t).append(" — ünïcode 🎯.\n")
                    .append("    status: draft\n")
                    .append("    synonyms: [t").append(t).append(", \"table ").append(t).append("\"]\n")
                    .append("    columns:\n")
                    .append("      id:\n")
                    .append("        description: Identifier.\n")
                    .append("        value_examples:\n")
                    .append("        - ").append(t).append('\n');
        }
        return out.toString();
    }

    @Test
    void hundredEditsOnAFiveThousandLineFile() {
        String text = largeMetadata();
        assertThat(text.lines().count()).isGreaterThanOrEqualTo(5000);
        YamlDocument document = YamlTestFiles.parse(text);

        YamlEdits edits = document.edit();
        for (int t = 0; t < TABLES; t += 10) {
            edits.setScalar(YamlPath.of("tables", "table_" + t, "status"), "approved")
                    .appendListItem(YamlPath.of("tables", "table_" + (t + 1), "synonyms"), "extra " + t);
        }
        String edited = edits.apply().text();
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> tables =
                (Map<String, Map<String, Object>>) ((Map<String, Object>) YamlTestFiles.load(edited)).get("tables");
        assertThat(tables).hasSize(TABLES);
        for (int t = 0; t < TABLES; t++) {
            Map<String, Object> table = tables.get("table_" + t);
            assertThat(table.get("status")).isEqualTo(t % 10 == 0 ? "approved" : "draft");
            List<String> synonyms = t % 10 == 1 ? List.of("t" + t, "table " + t, "extra " + (t - 1))
                    : List.of("t" + t, "table " + t);
            assertThat(table.get("synonyms")).isEqualTo(synonyms);
        }
        assertThat(edited.length() - text.length())
                .isEqualTo(50 * ("approved".length() - "draft".length()) + sumOfAppendedText());
    }

    private static int sumOfAppendedText() {
        int sum = 0;
        for (int t = 0; t < TABLES; t += 10) {
            sum += (", extra " + t).length();
        }
        return sum;
    }
}
