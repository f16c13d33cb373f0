package dev.steward.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;

/** The package rules of docs/architecture.md, enforced on every build. */
@AnalyzeClasses(packages = "dev.steward", importOptions = ImportOption.DoNotIncludeTests.class)
class LayeringTest {

    private static final String[] CORE = {
        "dev.steward.error..", "dev.steward.project..", "dev.steward.store..", "dev.steward.catalog..",
        "dev.steward.metadata..", "dev.steward.relationships..", "dev.steward.examples..", "dev.steward.eval..",
        "dev.steward.retrieval..", "dev.steward.sql..", "dev.steward.llm..", "dev.steward.pipeline..",
        "dev.steward.chat..", "dev.steward.sample..", "dev.steward.settings..", "dev.steward.health..",
        "dev.steward.migrate..", "dev.steward.metric..", "dev.steward.freshness..", "dev.steward.audit..",
        "dev.steward.definitions..", "dev.steward.readiness.."
    };

    @ArchTest
    static final ArchRule coreDoesNotUseJavaFx = noClasses().that().resideInAnyPackage(CORE)
            .should().dependOnClassesThat().resideInAnyPackage("javafx..")
            .because("only the ui package may use JavaFX");

    @ArchTest
    static final ArchRule coreDoesNotUseUiOrCli = noClasses().that().resideInAnyPackage(CORE)
            .should().dependOnClassesThat().resideInAnyPackage("dev.steward.ui..", "dev.steward.cli..")
            .because("the core is shared by the app and the command line and knows neither");

    @ArchTest
    static final ArchRule cliDoesNotUseJavaFx = noClasses().that().resideInAPackage("dev.steward.cli..")
            .and().doNotHaveSimpleName("OpenCommand")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..")
            .because("commands are headless; only 'open' hands over to the desktop launcher");

    private static final List<String> TABS =
            List.of("metadata", "relationships", "examples", "drift", "eval", "chat", "overview");

    @ArchTest
    static void tabsDoNotUseEachOther(JavaClasses classes) {
        for (String tab : TABS) {
            String[] otherTabs = TABS.stream().filter(t -> !t.equals(tab))
                    .map(t -> "dev.steward.ui." + t + "..").toArray(String[]::new);
            noClasses().that().resideInAPackage("dev.steward.ui." + tab + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(otherTabs)
                    .because("shared UI pieces belong in ui.fx, not in another tab")
                    .allowEmptyShould(true)
                    .check(classes);
        }
    }
}
