package dev.steward.ui.eval;

import dev.steward.eval.EvalRun;
import dev.steward.eval.EvalSummary;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.Verdict;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * One stored run as a history row and a chart point.
 *
 * @param run       the stored run
 * @param number    1-based position in the history (oldest = 1), so chart labels stay unique
 * @param date      when it started, local time
 * @param model     the LLM model it asked
 * @param knowledge the short knowledge fingerprint (same value = same metadata, relationships and examples)
 * @param passRate  passed over all cases, 0..1 (skipped ones count as not passed)
 * @param llmCalls  LLM calls of the whole run
 */
public record RunRow(EvalRun run, int number, String date, String model, String knowledge, double passRate,
                     int llmCalls) {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    public static RunRow of(EvalRun run, int number, ZoneId zone) {
        String id = run.id();
        int dash = id.indexOf('-');
        return new RunRow(run, number, format(run.startedAt(), DATE, zone), run.settings().model(),
                dash < 0 ? "" : id.substring(dash + 1), run.summary().passRate(),
                run.results().stream().mapToInt(ExampleResult::llmCalls).sum());
    }

    /** "81.8 %" of all cases, or "—" for an empty run. */
    public String passRateText() {
        return run.summary().total() == 0 ? "—" : String.format(Locale.ROOT, "%.1f %%", 100 * passRate);
    }

    /** "17.4 %": evaluated over all cases. */
    public String coverageText() {
        return run.summary().total() == 0 ? "—" : String.format(Locale.ROOT, "%.1f %%",
                100 * run.summary().coverage());
    }

    /** The model asked, or what happened instead: a model never reached is not named as the one that answered. */
    public String modelText() {
        // a skipped case may have spent a call that never connected: only answered cases show the model was reached
        boolean reached = run.results().stream().anyMatch(r -> r.llmCalls() > 0 && r.verdict() != Verdict.SKIPPED);
        if (reached) {
            return model;
        }
        return run.summary().skipped() > 0 ? "none reached" : "no LLM call";
    }

    /** "3 of 23 passed · 4 evaluated, 19 skipped · cancelled": the counts behind the rate. */
    public String countsText() {
        EvalSummary s = run.summary();
        StringBuilder text = new StringBuilder().append(s.passed()).append(" of ").append(s.total()).append(" passed");
        if (s.skipped() > 0) {
            text.append(" · ").append(s.evaluated()).append(" evaluated, ").append(s.skipped()).append(" skipped");
        }
        if (run.cancelled()) {
            text.append(" · cancelled");
        }
        return text.toString();
    }

    /** "3 in 2": dialect repairs of the run and the answers they were in, "0" for none (and for older runs). */
    public String repairsText() {
        EvalSummary s = run.summary();
        return s.dialectRepairs() == 0 ? "0" : s.dialectRepairs() + " in " + s.repairedAnswers();
    }

    /** The chart's category: "#3 11-29 17:40". */
    public String chartLabel() {
        return "#" + number + " " + (date.length() > 5 ? date.substring(5) : date);
    }

    /** A readable name in comparisons: "run #3 (2026-11-29 17:40)". */
    public String title() {
        return "run #" + number + " (" + date + ")";
    }

    private static String format(String iso, DateTimeFormatter format, ZoneId zone) {
        try {
            return format.withZone(zone).format(Instant.parse(iso));
        } catch (DateTimeParseException e) {
            return iso;
        }
    }
}
