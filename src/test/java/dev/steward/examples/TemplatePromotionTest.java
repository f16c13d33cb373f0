package dev.steward.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.error.StewardException;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.StandardCopyOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Promotion on a working copy of the sample: literal to slot, suggestions from profiles, validation, save, fill. */
class TemplatePromotionTest {
    @TempDir
    static Path shared;
    @TempDir
    Path tmp;
    private static Project project;
    private static Sandbox sandbox;
    private static Catalog catalog;
    private TemplatePromotion promotion;
    private ExampleCuration curation;

    @BeforeAll
    static void openSample() throws IOException {
        project = new ProjectOpener(Map.of()).open(ExamplesFixture.copySample(shared.resolve("sample")));
        sandbox = Sandbox.open(project, shared.resolve("duckdb"));
        catalog = new Catalog(project);
    }

    @AfterAll
    static void closeSample() {
        sandbox.close();
        catalog.close();
    }

    /** Each test starts from the committed synthetic.jsonl; the sandbox and the profile cache are shared. */
    @BeforeEach
    void setUp() throws IOException {
        Files.copy(ExamplesFixture.SAMPLE.resolve("examples/synthetic.jsonl"), project.syntheticExamplesFile(),
                StandardCopyOption.REPLACE_EXISTING);
        AtomicFiles files = new AtomicFiles();
        promotion = new TemplatePromotion(new SqlExecutor(sandbox),
                new ProfiledColumnValues(catalog, new ProfileCache(project.cacheDir(), files)));
        curation = new ExampleCuration(project.syntheticExamplesFile(), files, ExamplesFixture.log(tmp, files),
                "dana", ExamplesFixture.CLOCK);
    }

    private ExampleRow row(String questionStart) {
        return curation.all().stream().filter(r -> r.example().question().startsWith(questionStart)).findFirst()
                .orElseThrow();
    }

    private static int[] span(String sql, String literal) {
        int start = sql.indexOf(literal);
        return new int[] {start, start + literal.length()};
    }

    @Test
    void aQuarterLiteralBecomesATypedSlotWithItsValueAsExample() {
        String sql = row("Which regions missed their target").example().sql();
        int[] at = span(sql, "'2024-Q4'");

        SlotDraft draft = promotion.slotFromLiteral(sql, at[0], at[1], "quarter");

        assertThat(draft.sql()).contains("WHERE quarter = {quarter} AND attainment_pct < 100");
        assertThat(draft.column()).isEqualTo("quarter");
        assertThat(draft.suggested().type()).isEqualTo(SlotType.QUARTER);
        assertThat(draft.suggested().example()).isEqualTo("2024-Q4");
        assertThat(draft.suggested().pattern()).isEqualTo(TemplatePromotion.QUARTER_PATTERN);
        // the span may also be the literal's content without quotes
        assertThat(promotion.slotFromLiteral(sql, at[0] + 1, at[1] - 1, "quarter").sql()).isEqualTo(draft.sql());
    }

    @Test
    void aCategoricalLiteralIsOfferedTheColumnsAllowedValuesFromItsProfile() {
        String sql = row("How many open deals does the East").example().sql();
        int[] at = span(sql, "'East'");

        SlotDraft draft = promotion.slotFromLiteral(sql, at[0], at[1], "region");

        assertThat(draft.suggested().type()).isEqualTo(SlotType.ENUM);
        assertThat(draft.suggested().values()).containsExactly("Central", "East", "North", "South", "West");
        assertThat(project.cacheDir().resolve("profiles")).isDirectory();
    }

    @Test
    void dateKeywordsNumbersAndPlainTextGetTheirOwnTypes() {
        String since = row("How are the reps hired since 2023").example().sql();
        int[] date = span(since, "'2023-01-01'");
        SlotDraft dateDraft = promotion.slotFromLiteral(since, date[0], date[1], "since");
        assertThat(dateDraft.sql()).contains("r.hire_date >= {since}").doesNotContain("DATE {since}");
        assertThat(dateDraft.suggested().type()).isEqualTo(SlotType.DATE);

        String top = row("Who are the top 5 reps").example().sql();
        int[] five = span(top, "5");
        assertThat(promotion.slotFromLiteral(top, five[0], five[1], "n").suggested().type()).isEqualTo(SlotType.INTEGER);

        String manager = row("Which reps report to").example().sql();
        int[] name = span(manager, "'Tara Johansson'");
        assertThat(promotion.slotFromLiteral(manager, name[0], name[1], "manager").suggested().type())
                .isEqualTo(SlotType.TEXT);
    }

    @Test
    void aSpanThatIsNotOneLiteralOrAnUnusableNameIsRefused() {
        String sql = "SELECT region FROM reps WHERE region = 'East'";
        assertThatThrownBy(() -> promotion.slotFromLiteral(sql, 0, 6, "x")).isInstanceOf(StewardException.class)
                .hasMessageContaining("not one literal");
        assertThatThrownBy(() -> promotion.slotFromLiteral(sql, 39, 45, "bad name")).hasMessageContaining("slot name");
    }

    @Test
    void validationNeedsDeclaredSlotsAcceptedExamplesAndATestFillThatRuns() {
        String sql = "SELECT region, revenue FROM gold.revenue_by_region_quarter WHERE quarter = {quarter}";
        SlotSpec quarter = new SlotSpec("quarter", SlotType.QUARTER, null, null, "2024-Q2", false);

        TemplateValidation ok = promotion.validate(sql, Map.of("quarter", quarter));
        assertThat(ok.valid()).isTrue();
        assertThat(ok.testRows()).isEqualTo(5);
        assertThat(ok.testFill().params()).containsExactly("2024-Q2");

        assertThat(promotion.validate(sql, Map.of()).problems()).singleElement().asString()
                .contains("{quarter}", "does not declare");
        assertThat(promotion.validate(sql, Map.of("quarter", new SlotSpec(null, SlotType.QUARTER, null, null, "soon",
                false))).problems()).singleElement().asString().contains("refused");
        assertThat(promotion.validate(sql.replace("revenue FROM", "revenu FROM"), Map.of("quarter", quarter))
                .problems()).singleElement().asString().contains("does not run", "revenu");
        assertThat(promotion.validate(sql, Map.of("quarter", new SlotSpec(null, SlotType.QUARTER, null, null,
                "1999-Q1", false))).warnings()).anyMatch(w -> w.contains("no rows"));
    }

    @Test
    void aTemplatePromotedFromALiteralIsAnsweredByTheTemplateRouteWithRuleFills() throws IOException {
        ExampleRow row = row("Which regions missed their target");
        String sql = row.example().sql();
        int[] at = span(sql, "'2024-Q4'");
        SlotDraft draft = promotion.slotFromLiteral(sql, at[0], at[1], "quarter");

        Example template = promotion.promote(curation, row, draft.sql(), Map.of("quarter", draft.suggested()));

        Example reread = new SyntheticExamplesReader().read(project.syntheticExamplesFile()).stream()
                .filter(e -> e.question().equals(row.example().question())).findFirst().orElseThrow();
        assertThat(reread).isEqualTo(template);
        assertThat(reread.templated()).isTrue();
        TemplateFill fill = TemplateFiller.withoutLlm().fill(reread, "Which regions missed their target in Q3 2024?");
        assertThat(fill).isInstanceOf(TemplateFill.Filled.class);
        BoundQuery query = ((TemplateFill.Filled) fill).query();
        assertThat(query.params()).containsExactly("2024-Q3");
        assertThat(new SqlExecutor(sandbox).execute(query.sql(), query.params(), ExampleGenerator.RUN_LIMITS).columns())
                .extracting(c -> c.name()).containsExactly("region", "revenue", "target_amount", "attainment_pct");
    }

    @Test
    void anInvalidTemplateIsNotSaved() throws IOException {
        ExampleRow row = row("Which regions missed their target");
        byte[] before = Files.readAllBytes(project.syntheticExamplesFile());
        assertThatThrownBy(() -> promotion.promote(curation, row, row.example().sql().replace("'2024-Q4'", "{q}"),
                Map.of())).hasMessageContaining("not valid");
        assertThat(Files.readAllBytes(project.syntheticExamplesFile())).isEqualTo(before);
    }

    @Test
    void detectedSlotsGetATypeFromTheirName() {
        assertThat(promotion.detectedSlots("SELECT * FROM t WHERE quarter = {quarter} AND d >= {start_date} LIMIT {n}"))
                .containsOnlyKeys("n", "quarter", "start_date")
                .satisfies(slots -> assertThat(List.of(slots.get("n").type(), slots.get("quarter").type(),
                        slots.get("start_date").type())).containsExactly(SlotType.INTEGER, SlotType.QUARTER,
                        SlotType.DATE));
    }
}
