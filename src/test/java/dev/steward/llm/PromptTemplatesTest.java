package dev.steward.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class PromptTemplatesTest {
    private final PromptTemplates prompts = new PromptTemplates();

    @Test
    void rendersEveryPlaceholderOnceWithoutRescanningValues() {
        PromptTemplate template = new PromptTemplate("t", "Table {{table}} has {{ count }} rows; {{table}} again.");

        String text = template.render(Map.of("table", "{{count}}", "count", 3));

        assertThat(text).isEqualTo("Table {{count}} has 3 rows; {{count}} again.");
        assertThat(template.placeholders()).containsExactly("count", "table");
    }

    @Test
    void aMissingValueFailsLoudlyNamingThePromptAndThePlaceholder() {
        PromptTemplate template = new PromptTemplate("greeting", "Hello {{name}} from {{place}}");

        assertThatThrownBy(() -> template.render(Map.of("name", "Ada")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("prompt 'greeting'").hasMessageContaining("no value for [place]");
    }

    @Test
    void aValueWithoutPlaceholderFailsTooSoARenamedSlotIsCaught() {
        PromptTemplate template = new PromptTemplate("greeting", "Hello {{name}}");

        assertThatThrownBy(() -> template.render(Map.of("name", "Ada", "nmae", "typo")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no placeholder for [nmae]");
    }

    @Test
    void valuesWithDollarSignsAndBackslashesAreInsertedLiterally() {
        String text = new PromptTemplate("t", "v={{v}}").render(Map.of("v", "$1 \\d"));

        assertThat(text).isEqualTo("v=$1 \\d");
    }

    @Test
    void anUnknownPromptNameFailsWithTheFolderItLookedIn() {
        assertThatThrownBy(() -> prompts.get("no-such-prompt"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no prompt 'no-such-prompt' under /dev/steward/llm/prompts/");
    }

    @Test
    void theMetadataDraftPromptsLoadAndRenderCompletely() {
        String system = prompts.render(PromptTemplates.METADATA_DRAFT_SYSTEM, Map.of());
        String user = prompts.render(PromptTemplates.METADATA_DRAFT_USER, Map.of(
                "table", "orders", "layer", "silver",
                "columns", "- order_id (BIGINT), sample values: 1, 2\n- amount (DOUBLE), sample values: 9.5",
                "column_names", "order_id, amount"));

        assertThat(system).startsWith("You are documenting a data warehouse table for an NL query assistant")
                .contains("what ONE ROW of the table represents").contains("Never add a column that is not listed")
                .contains("Reply with ONLY a JSON object");
        assertThat(user).startsWith("Table: orders (layer: silver)\nColumns:\n- order_id (BIGINT)")
                .contains("\"columns\": {\"<column name>\"")
                .contains("Include every one of these columns as a key under \"columns\", spelled exactly as "
                        + "listed: order_id, amount.")
                .doesNotContain("{{");
    }

    @Test
    void aColumnLineRendersNameTypeAndSamples() {
        assertThat(prompts.render(PromptTemplates.METADATA_DRAFT_COLUMN,
                Map.of("name", "amount", "type", "DECIMAL(18,2)", "samples", "9.50, 12.00")))
                .isEqualTo("- amount (DECIMAL(18,2)), sample values: 9.50, 12.00");
    }

    @Test
    void theJsonRetryInstructionIsOpenmedallionsWording() {
        assertThat(prompts.render(PromptTemplates.JSON_RETRY, Map.of("error", "Unexpected end-of-input")))
                .isEqualTo("Your previous response was invalid JSON (Unexpected end-of-input). "
                        + "Return ONLY valid JSON, nothing else.");
    }
}
