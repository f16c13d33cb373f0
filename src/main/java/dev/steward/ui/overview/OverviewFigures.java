package dev.steward.ui.overview;

import dev.steward.readiness.Readiness;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The overview's figures from a {@link Readiness}: what each says and which list and tab are behind it. */
final class OverviewFigures {
    private OverviewFigures() {
    }

    static List<Figure> of(Readiness r) {
        List<Figure> figures = new ArrayList<>();
        r.tables().forEach((state, names) -> figures.add(new Figure("tables-" + state, "Tables " + state,
                names.size() + " of " + r.tableCount(), names, "Metadata")));
        figures.add(new Figure("columns", "Columns described", r.columns().described() + " of "
                + r.columns().total(), r.columns().undescribed(), "Metadata"));
        figures.add(new Figure("relationships-approved", "Relationships approved", r.relationships().byStatus()
                .getOrDefault("approved", List.of()).size() + " of " + r.relationships().total(),
                r.relationships().byStatus().getOrDefault("approved", List.of()), "Relationships"));
        figures.add(new Figure("relationships-verified", "Data-verified", r.relationships().dataVerified().size()
                + " of " + r.relationships().total(), r.relationships().dataVerified(), "Relationships"));
        figures.add(new Figure("tables-without-example", "Tables with no verified example",
                String.valueOf(r.examples().tablesWithout().size()), r.examples().tablesWithout(), "Examples & Templates"));
        figures.add(new Figure("templates", "Verified examples / templates", r.examples().verified() + " / "
                + r.examples().templates(), List.of(), "Examples & Templates"));
        if (r.definitions() != null) {
            figures.add(new Figure("definitions", "Definitions with an approved version", r.definitions()
                    .withApproved().size() + " of " + r.definitions().total(), r.definitions().withApproved(), null));
        }
        figures.add(evalFigure(r));
        figures.add(new Figure("audit", "Open audit findings", r.audit() == null ? "not audited"
                : r.audit().openFindings() + " (" + r.audit().disputed() + " disputed)",
                r.audit() == null ? List.of() : r.audit().findings(), "Examples & Templates"));
        figures.add(new Figure("drift", "Drift", String.valueOf(r.drift().size()), r.drift(), "Drift & Profiling"));
        return figures;
    }

    private static Figure evalFigure(Readiness r) {
        if (r.eval() == null) {
            return new Figure("eval", "Last eval", "no run stored", List.of(), "Eval");
        }
        List<String> runs = r.eval().trend().stream().map(p -> String.format(Locale.ROOT, "%s  pass %.1f %%  "
                + "coverage %.1f %%", p.run(), 100 * p.passRate(), 100 * p.coverage())).toList();
        return new Figure("eval", "Last eval: pass rate · coverage", String.format(Locale.ROOT, "%.1f %% · %.1f %%",
                100 * r.eval().passRate(), 100 * r.eval().coverage()), runs, "Eval");
    }
}
