package dev.steward.ui;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.IsoDatePicker;
import javafx.application.Platform;
import javafx.scene.control.DatePicker;

/** The UI house rules of ARCHITECTURE.md §3 that a compiler cannot check. */
@AnalyzeClasses(packages = "dev.steward.ui", importOptions = ImportOption.DoNotIncludeTests.class)
class UiRulesTest {

    @ArchTest
    static final ArchRule viewModelsNeedNoToolkit = noClasses().that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat(resideInAPackage("javafx..")
                    .and(not(resideInAnyPackage("javafx.beans..", "javafx.collections.."))))
            .because("view models are tested without a toolkit: only javafx.beans and javafx.collections");

    @ArchTest
    static final ArchRule onlyTheJobsAdapterUsesRunLater = noClasses().that().doNotBelongToAnyOf(FxJobs.class, StewardApp.class)
            .should().callMethod(Platform.class, "runLater", Runnable.class)
            .because("background results reach the FX thread through the Jobs interface only (StewardApp hands the"
                    + " splash over to the shell before the services, and so the jobs adapter, exist)");

    @ArchTest
    static final ArchRule everyDatePickerIsIso = noClasses().that().doNotBelongToAnyOf(IsoDatePicker.class)
            .should().callConstructor(DatePicker.class)
            .orShould().callConstructor(DatePicker.class, java.time.LocalDate.class)
            .because("dates read yyyy-MM-dd everywhere in the app, as in the chat, the CLI and the files: a plain "
                    + "DatePicker writes them in the machine's locale (12/1/2026)");
}
