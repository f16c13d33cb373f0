package dev.steward.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Slot extraction, checking and binding without a model or a database. */
class TemplateFillerTest {
    private static final SlotSpec QUARTER = new SlotSpec("Calendar quarter", SlotType.QUARTER, null,
            "^[0-9]{4}-Q[1-4]$", "2024-Q2", false);
    private static final SlotSpec REGION = new SlotSpec("Sales region", SlotType.ENUM,
            List.of("Central", "East", "North", "South", "West"), null, "East", false);
    private static final SlotSpec COUNT = new SlotSpec("How many", SlotType.INTEGER, null, null, "5", false);
    private final TemplateFiller filler = TemplateFiller.withoutLlm();

    private static Example template(String sql, Map<String, SlotSpec> params) {
        return new Example("template", sql, true, true, params, null, null, null);
    }

    private TemplateFill.Filled filled(Example template, String question) {
        TemplateFill fill = filler.fill(template, question);
        assertThat(fill).as(String.valueOf(fill)).isInstanceOf(TemplateFill.Filled.class);
        return (TemplateFill.Filled) fill;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Revenue by region for 2024-Q2? | 2024-Q2",
        "revenue by region in Q2 2024 | 2024-Q2",
        "revenue by region, q2-2024 | 2024-Q2",
        "revenue by region for 2023 Q4 | 2023-Q4",
        "revenue by region in the third quarter of 2024 | 2024-Q3",
        "revenue by region in Q1 of 2025 | 2025-Q1"})
    void quartersAreFoundInEveryCommonSpelling(String question, String expected) {
        TemplateFill.Filled fill = filled(template("SELECT 1 WHERE quarter = {quarter}", Map.of("quarter", QUARTER)),
                question);
        assertThat(fill.query().params()).containsExactly(expected);
        assertThat(fill.query().sql()).isEqualTo("SELECT 1 WHERE quarter = ?");
        assertThat(fill.slots()).singleElement().satisfies(s -> assertThat(s.method()).isEqualTo(FillMethod.DETERMINISTIC));
        assertThat(fill.llmCalls()).isZero();
    }

    @Test
    void enumValuesMatchAnyCaseAndCountWordsBecomeNumbers() {
        Map<String, SlotSpec> params = new LinkedHashMap<>();
        params.put("region", REGION);
        params.put("n", COUNT);
        Example top = template("SELECT * FROM t WHERE region = {region} ORDER BY revenue DESC LIMIT {n}", params);

        assertThat(filled(top, "who are the top 3 reps in the EAST?").query().params()).containsExactly("East", 3L);
        assertThat(filled(top, "Top five reps in west").query().params()).containsExactly("West", 5L);
    }

    @Test
    void enumSynonymsAndSeparatorsNameTheCanonicalValue() {
        SlotSpec stage = new SlotSpec("Deal stage", SlotType.ENUM,
                List.of("closed_won", "closed_lost", "proposal", "negotiation"), null, "closed_won", false,
                Map.of("closed_won", List.of("won", "wins"), "closed_lost", List.of("lost")));
        Example template = template("SELECT COUNT(*) FROM t WHERE stage = {stage}", Map.of("stage", stage));

        assertThat(filled(template, "How many deals have we lost?").query().params()).containsExactly("closed_lost");
        assertThat(filled(template, "count of Closed Won deals").query().params()).containsExactly("closed_won");
        assertThat(filled(template, "how many wins").query().params()).containsExactly("closed_won");
        assertThat(SlotValues.check("stage", stage, "Won").value()).isEqualTo("closed_won");
        assertThat(filler.fill(template, "won or lost?")).isInstanceOf(TemplateFill.Failed.class);
    }

    @Test
    void quotedPlaceholdersBecomeOneParameterAndRepeatsAreBoundTwice() {
        Example template = template("SELECT '{q}' AS label -- {q} in a comment\nFROM t WHERE a = '{q}' OR b = {q}",
                Map.of("q", QUARTER));
        BoundQuery query = filled(template, "numbers for Q3 2024").query();
        assertThat(query.sql()).isEqualTo("SELECT ? AS label -- {q} in a comment\nFROM t WHERE a = ? OR b = ?");
        assertThat(query.params()).containsExactly("2024-Q3", "2024-Q3", "2024-Q3");
    }

    @Test
    void datesNumbersAndYearsAreTypedForBinding() {
        Map<String, SlotSpec> params = new LinkedHashMap<>();
        params.put("start_date", new SlotSpec("first day", SlotType.DATE, null, null, null, false));
        params.put("min_amount", new SlotSpec("smallest deal", SlotType.NUMBER, null, null, null, false));
        params.put("year", new SlotSpec("calendar year", SlotType.INTEGER, null, null, null, false));
        Example template = template("SELECT 1 WHERE d >= {start_date} AND a > {min_amount} AND y = {year}", params);

        BoundQuery query = filled(template, "deals over $250,000.50 since 2024-10-01 booked in 2024").query();

        assertThat(query.params()).containsExactly(LocalDate.of(2024, 10, 1), new BigDecimal("250000.50"), 2024L);
    }

    @Test
    void plainOpenmedallionSlotsGetATypeFromTheirDescription() {
        Example template = template("SELECT 1 WHERE quarter = {quarter}",
                Map.of("quarter", SlotSpec.plain("Quarter code as a string, e.g. '2024-Q2'")));
        assertThat(filled(template, "attainment in 2024-Q1").query().params()).containsExactly("2024-Q1");
        assertThat(SlotValues.effectiveType("region", SlotSpec.plain("Sales region"))).isEqualTo(SlotType.TEXT);
        assertThat(SlotValues.effectiveType("n", SlotSpec.plain("how many"))).isEqualTo(SlotType.INTEGER);
    }

    @Test
    void withoutAModelAnUnreadableSlotFailsWithTheSlotNamed() {
        TemplateFill fill = filler.fill(template("SELECT 1 WHERE region = {region}", Map.of("region", REGION)),
                "revenue by region somewhere");
        assertThat(fill).isInstanceOfSatisfying(TemplateFill.Failed.class,
                failed -> assertThat(failed.reason()).contains("{region} (enum)", "no model"));
    }

    @Test
    void twoCandidateValuesForOneSlotAreAmbiguousNotGuessed() {
        TemplateFill fill = filler.fill(template("SELECT 1 WHERE region = {region}", Map.of("region", REGION)),
                "compare East and West");
        assertThat(fill).isInstanceOf(TemplateFill.Failed.class);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Which regions missed their target in 2024-Q4? (quarter: 2024-Q4) | 2024-Q4",
        "revenue in Q3 2024, that is 2024-q3 | 2024-Q3",
        "revenue in the third quarter of 2024 (2024-Q3) | 2024-Q3"})
    void oneValueWrittenTwiceIsNotAmbiguous(String question, String expected) {
        TemplateFill.Filled fill = filled(template("SELECT 1 WHERE quarter = {quarter}", Map.of("quarter", QUARTER)),
                question);
        assertThat(fill.query().params()).containsExactly(expected);
        assertThat(fill.llmCalls()).isZero();
    }

    @Test
    void twoDifferentQuartersForOneSlotAreAmbiguous() {
        TemplateFill fill = filler.fill(template("SELECT 1 WHERE quarter = {quarter}", Map.of("quarter", QUARTER)),
                "compare 2024-Q3 with 2024-Q4");
        assertThat(fill).isInstanceOf(TemplateFill.Failed.class);
    }

    @Test
    void undeclaredAndEmbeddedSlotsAreStructuralFailures() {
        assertThat(filler.fill(template("SELECT 1 WHERE a = {a}", Map.of()), "q"))
                .isInstanceOfSatisfying(TemplateFill.Failed.class,
                        f -> assertThat(f.reason()).contains("{a}", "does not declare"));
        assertThat(filler.fill(template("SELECT 1 WHERE q LIKE '{year}-%'", Map.of("year", COUNT)), "in 2024"))
                .isInstanceOfSatisfying(TemplateFill.Failed.class,
                        f -> assertThat(f.reason()).contains("{year}", "longer string literal"));
    }

    @ParameterizedTest(name = "refused: {0}")
    @CsvSource(delimiter = '|', value = {
        "2024-Q2' OR 1=1 -- | quarter",
        "2024-Q5 | quarter",
        "East'; DROP TABLE t; -- | region",
        "Atlantis | region",
        "5; DELETE FROM t | n",
        "2024-13-45 | d"})
    void valuesAreCheckedWhole(String value, String slot) {
        Map<String, SlotSpec> specs = Map.of("quarter", QUARTER, "region", REGION, "n", COUNT,
                "d", new SlotSpec(null, SlotType.DATE, null, null, null, false));
        SlotCheck check = SlotValues.check(slot, specs.get(slot), value);
        assertThat(check.ok()).isFalse();
        assertThat(check.problem()).contains("slot '" + slot + "'", "refused");
    }

    @Test
    void checkedValuesAreCanonical() {
        assertThat(SlotValues.check("quarter", QUARTER, "q2 2024").value()).isEqualTo("2024-Q2");
        assertThat(SlotValues.check("region", REGION, "'east'").value()).isEqualTo("East");
        assertThat(SlotValues.check("n", COUNT, "1,000").value()).isEqualTo(1000L);
    }
}
