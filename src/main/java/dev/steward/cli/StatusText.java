package dev.steward.cli;

import dev.steward.readiness.Readiness;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The readable report of {@code steward status}: one line per figure, the short lists inline. */
final class StatusText {
    private StatusText() {
    }

    static String of(Readiness r) {
        StringBuilder text = new StringBuilder();
        line(text, "Tables", r.tableCount() + " — " + r.tables().entrySet().stream()
                .map(e -> e.getValue().size() + " " + e.getKey()).collect(Collectors.joining(", ")));
        line(text, "Columns described", r.columns().described() + " of " + r.columns().total()
                + percent(r.columns().described(), r.columns().total()));
        line(text, "Relationships", r.relationships().total() + " — " + r.relationships().byStatus().entrySet()
                .stream().map(e -> e.getValue().size() + " " + e.getKey()).collect(Collectors.joining(", "))
                + "; " + r.relationships().dataVerified().size() + " verified by the data");
        line(text, "Examples", r.examples().verified() + " verified, " + r.examples().templates() + " templates; "
                + r.examples().tablesWithout().size() + " table(s) no verified golden reads" + names(
                r.examples().tablesWithout()));
        line(text, "Definitions", r.definitions() == null ? "not readable" : r.definitions().total() + ", "
                + r.definitions().withApproved().size() + " with an approved version");
        line(text, "Last eval", eval(r.eval()));
        audit(text, r.audit());
        line(text, "Drift", r.drift().isEmpty() ? "none" : r.drift().size() + names(r.drift()));
        r.problems().forEach(p -> line(text, "Not measured", p));
        return text.toString().stripTrailing();
    }

    private static String eval(Readiness.Eval eval) {
        if (eval == null) {
            return "none stored (steward examples eval)";
        }
        List<Readiness.TrendPoint> trend = eval.trend().subList(Math.max(0, eval.trend().size() - 8),
                eval.trend().size());
        return String.format(Locale.ROOT, "%s: pass rate %.1f%% (passed / all cases), coverage %.1f%%%s; trend %s",
                eval.lastRun(), 100 * eval.passRate(), 100 * eval.coverage(), eval.disputed() > 0 ? ", "
                        + eval.disputed() + " disputed apart" : "", trend.stream().map(p -> String.format(
                        Locale.ROOT, "%.0f%%", 100 * p.passRate())).collect(Collectors.joining(" → ")));
    }

    private static void audit(StringBuilder text, Readiness.Audit audit) {
        if (audit == null) {
            line(text, "Gold audit", "not run (see 'Not measured')");
            return;
        }
        line(text, "Gold audit", audit.openFindings() + " open finding(s): " + audit.disputed() + " disputed, "
                + audit.warning() + " warning, " + audit.clean() + " clean of " + audit.goldens() + " goldens");
        audit.findings().stream().limit(8).forEach(f -> text.append("    ").append(f).append('\n'));
        if (audit.findings().size() > 8) {
            text.append("    … ").append(audit.findings().size() - 8).append(" more (steward examples audit)\n");
        }
    }

    private static void line(StringBuilder text, String label, String value) {
        text.append(String.format(Locale.ROOT, "%-18s %s%n", label + ":", value));
    }

    private static String percent(int part, int whole) {
        return whole == 0 ? "" : String.format(Locale.ROOT, " (%.1f%%)", 100.0 * part / whole);
    }

    private static String names(List<String> names) {
        if (names.isEmpty()) {
            return "";
        }
        String shown = names.stream().limit(8).collect(Collectors.joining(", "));
        return " (" + shown + (names.size() > 8 ? ", … " + (names.size() - 8) + " more" : "") + ")";
    }
}
