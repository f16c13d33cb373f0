package dev.steward.health;

import dev.steward.error.StewardException;
import dev.steward.project.Project;
import dev.steward.sql.FunctionPolicy;
import dev.steward.sql.TrustedFunctions;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The doctor's line for the project's trust decisions (issue 19, ADR 24): which SQL functions
 * {@code trusted_sql_functions.txt} adds to the gate's reviewed allowlist, who decided and why, and which of them
 * stay refused because Steward never allows them. A project that adds functions is a warning, so the decision is
 * seen by whoever opens a folder someone sent; a file that cannot be read is a failure.
 */
final class TrustedFunctionsCheck {
    static final String NAME = "Trusted SQL functions";

    private final FunctionPolicy policy = FunctionPolicy.standard();

    CheckResult check(Project project) {
        TrustedFunctions trusted;
        try {
            trusted = TrustedFunctions.read(project);
        } catch (StewardException e) {
            return CheckResult.fail(NAME, e.userText());
        } catch (UncheckedIOException e) {
            return CheckResult.fail(NAME, "Could not read " + TrustedFunctions.fileOf(project) + ": "
                    + e.getCause().getMessage());
        }
        if (trusted.lines().isEmpty()) {
            return CheckResult.ok(NAME, "none added; queries may call only Steward's reviewed functions");
        }
        List<String> added = new ArrayList<>();
        List<String> stillRefused = new ArrayList<>();
        for (TrustedFunctions.Entry entry : trusted.lines()) {
            if (policy.trustable(entry.name())) {
                added.add(entry.name() + " (" + orUnknown(entry.user()) + ": " + orUnknown(entry.reason()) + ")");
            } else {
                stillRefused.add(entry.name());
            }
        }
        String detail = trusted.file().getFileName() + " adds "
                + (added.isEmpty() ? "nothing usable" : String.join(", ", added));
        if (!stillRefused.isEmpty()) {
            detail += "; still refused, Steward never allows them: " + String.join(", ", stillRefused);
        }
        return CheckResult.warn(NAME, detail);
    }

    private static String orUnknown(String text) {
        return text.isBlank() ? "not said" : text;
    }
}
