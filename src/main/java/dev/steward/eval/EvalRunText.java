package dev.steward.eval;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** The plain-text report of a run: a ✅/❌ line per question with its reason code, details for failures, a summary. */
public final class EvalRunText {

    /** {@code [as of 2024-08-31 as analyst] } for a case asked at a date or as a role; empty otherwise. */
    public static String askedAs(ExampleResult result) {
        if (result.asOf() == null && result.role() == null) {
            return "";
        }
        return "[" + String.join(" ", java.util.stream.Stream.of(
                result.asOf() == null ? null : "as of " + result.asOf(),
                result.role() == null ? null : "as " + result.role()).filter(java.util.Objects::nonNull).toList())
                + "] ";
    }

    /** One result: mark, reason, route, question; for anything but a pass the SQL and why, indented. */
    public String line(ExampleResult result) {
        return line(result, null);
    }

    /**
     * The same, for a result whose golden the audit disputes when {@code disputedBecause} is not null: marked as
     * disputed, with the audit's reasons (it is not counted as the pipeline's failure).
     */
    public String line(ExampleResult result, String disputedBecause) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%s %-15s %s%s%s%s", mark(result.verdict()),
                result.reason(), disputedBecause == null ? "" : "[disputed golden] ",
                result.route() == EvalCase.Route.TEMPLATE ? "[template] " : "", askedAs(result), result.question()));
        if (disputedBecause != null) {
            text.append("\n    audit  : ").append(oneLine(disputedBecause));
        }
        if (result.goldenChanged()) {
            text.append("\n    note   : the golden result changed since the last run (data or golden SQL changed)");
        }
        if (result.verdict() == Verdict.SKIPPED) {
            text.append("\n    why    : ").append(oneLine(result.detail()));
        } else if (!result.passed() && result.expected() != null) {
            text.append("\n    expect : ").append(result.expected());
            text.append("\n    why    : ").append(oneLine(result.detail()));
        } else if (!result.passed()) {
            text.append("\n    golden : ").append(oneLine(result.goldenSql()));
            if (!result.goldenParams().isEmpty()) {
                text.append("  with ").append(result.goldenParams());
            }
            text.append("\n    new    : ").append(result.generatedSql() == null ? "(no SQL)"
                    : oneLine(result.generatedSql()));
            text.append("\n    why    : ").append(oneLine(result.detail()));
            if (result.attribution() != null) {
                text.append("\n    owner  : ").append(result.attribution().owner()).append(" - ")
                        .append(oneLine(result.attribution().detail()));
            }
            appendRows(text, "golden rows missing", result.goldenOnly());
            appendRows(text, "generated rows not in golden", result.generatedOnly());
        } else if (result.template() != null) {
            text.append("\n    template : ").append(result.template());
        }
        result.dialectRepairs().forEach(repair -> text.append("\n    repaired: ").append(oneLine(repair)));
        return text.toString();
    }

    /** The closing lines: counts, pass rate, reasons, routing changes. */
    public String summary(EvalRun run) {
        EvalSummary s = run.summary();
        StringBuilder text = new StringBuilder();
        if (s.total() == 0 && s.disputed() == 0) {
            return "Nothing to evaluate: no verified examples or templates with SQL.";
        }
        text.append(String.format(Locale.ROOT, "Pass rate %.1f%% (%d of all %d cases passed), coverage %.1f%% "
                + "(%d evaluated", 100 * s.passRate(), s.passed(), s.total(), 100 * s.coverage(), s.evaluated()));
        if (s.skipped() > 0) {
            text.append(", ").append(s.skipped()).append(" skipped — counted as not passed");
        }
        text.append(")");
        if (s.skipped() > 0 && s.evaluated() > 0) {
            text.append(String.format(Locale.ROOT, "; %.1f%% of the evaluated passed", 100 * s.passedOfEvaluated()));
        }
        if (s.review() > 0) {
            text.append(", ").append(s.review()).append(" to review");
        }
        text.append("\nReasons: ").append(s.byReason().entrySet().stream().sorted(java.util.Map.Entry.comparingByKey())
                .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")));
        if (s.dialectRepairs() > 0) {
            text.append(String.format(Locale.ROOT, "%nDialect repairs: %d in %d answer(s) (model habits Steward "
                    + "mended by rule, no LLM call)", s.dialectRepairs(), s.repairedAnswers()));
        }
        appendDisputed(text, run);
        if (run.settings().useTemplates()) {
            List<String> changed = run.routingChanged();
            text.append("\n").append(changed.size()).append(" question(s) where template-routing changed the result");
        }
        text.append(byOwner(run.results()));
        if (run.noise() != null) {
            text.append(noise(run.noise()));
        }
        if (run.cancelled()) {
            text.append("\nCancelled: only the examples that finished are in this run.");
        }
        return text.toString();
    }

    /** The disputed goldens apart from the counts above: each question, its verdict and the audit's reasons. */
    private static void appendDisputed(StringBuilder text, EvalRun run) {
        EvalSummary s = run.summary();
        if (s.disputed() == 0) {
            return;
        }
        text.append(String.format(Locale.ROOT, "%nDisputed goldens: %d case(s), %d passed, %d did not — not counted "
                + "above until a steward confirms or fixes them (steward examples audit):", s.disputed(),
                s.disputedPassed(), s.disputed() - s.disputedPassed()));
        run.results().stream().filter(run::disputed).forEach(r -> text.append(String.format(Locale.ROOT,
                "%n  %s %s%s — %s", mark(r.verdict()), r.route() == EvalCase.Route.TEMPLATE ? "[template] " : "",
                r.question(), oneLine(run.disputed().get(r.exampleId())))));
    }

    /** The failures grouped by their likely owner, largest group first; empty when nothing failed. */
    public String byOwner(List<ExampleResult> results) {
        Map<Attribution.Owner, List<ExampleResult>> groups = FailureGroups.byOwner(results);
        if (groups.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder("\nFailures by likely owner:");
        groups.forEach((owner, failed) -> {
            text.append(String.format(Locale.ROOT, "%n  %s (%s): %d", owner.title(), owner, failed.size()));
            failed.forEach(r -> text.append("\n    - ").append(r.question())
                    .append(r.attribution().target() == null ? "" : "  [" + r.attribution().target() + "]"));
        });
        return text.toString();
    }

    /** The noise band: flaky questions apart from stable failures, each with its reason per seed. */
    public String noise(NoiseBand band) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%nNoise band over %d seeds %s: %d flaky, "
                + "%d stable failure(s)", band.seeds().size(), band.seeds(), band.flaky().size(),
                band.stableFailures().size()));
        band.flaky().forEach(s -> text.append(String.format(Locale.ROOT, "%n  flaky  : %s (passed %d of %d: %s)",
                s.question(), s.passes(), s.reasons().size(), s.reasons())));
        band.stableFailures().forEach(s -> text.append(String.format(Locale.ROOT, "%n  failing: %s (%s)",
                s.question(), s.reasons())));
        return text.toString();
    }

    private static void appendRows(StringBuilder text, String title, List<List<String>> rows) {
        if (!rows.isEmpty()) {
            text.append("\n    ").append(title).append(": ").append(rows.stream().map(List::toString)
                    .collect(Collectors.joining(" ")));
        }
    }

    private static String mark(Verdict verdict) {
        return switch (verdict) {
            case PASS -> "✅";
            case FAIL -> "❌";
            case REVIEW -> "⚠️";
            case SKIPPED -> "⏭️";
        };
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }
}
