package dev.steward.ui.overview;

import dev.steward.readiness.Readiness;
import dev.steward.ui.fx.ListTargets.Place;
import dev.steward.ui.fx.Narrowing;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The overview's figures from a {@link Readiness}: what each says, the names behind it and the list it opens. */
final class OverviewFigures {
    private OverviewFigures() {
    }

    static List<Figure> of(Readiness r) {
        List<Figure> figures = new ArrayList<>();
        r.tables().forEach((state, names) -> figures.add(figure("tables-" + state, "Tables " + state,
                names.size() + " of " + r.tableCount(), names, Place.TABLES)));
        figures.add(new Figure("columns", "Columns described", r.columns().described() + " of "
                + r.columns().total(), r.columns().undescribed(), Place.TABLES,
                new Narrowing("Tables with undescribed columns", tablesOf(r.columns().undescribed()))));
        int relationships = r.relationships().total();
        r.relationships().byStatus().forEach((status, names) -> {
            if (!status.equals("stale") || !names.isEmpty()) {
                figures.add(figure("relationships-" + status, "Relationships " + status, names.size() + " of "
                        + relationships, names, Place.RELATIONSHIPS));
            }
        });
        figures.add(figure("relationships-verified", "Relationships data-verified", r.relationships().dataVerified()
                .size() + " of " + relationships, r.relationships().dataVerified(), Place.RELATIONSHIPS));
        figures.add(figure("tables-without-example", "Tables with no verified example",
                String.valueOf(r.examples().tablesWithout().size()), r.examples().tablesWithout(), Place.TABLES));
        figures.add(new Figure("examples-verified", "Verified examples", String.valueOf(r.examples().verified()),
                List.of(), Place.VERIFIED_EXAMPLES, null));
        figures.add(new Figure("templates", "Verified templates", String.valueOf(r.examples().templates()),
                List.of(), Place.TEMPLATES, null));
        if (r.definitions() != null) {
            figures.add(figure("definitions", "Definitions with an approved version", r.definitions().withApproved()
                    .size() + " of " + r.definitions().total(), r.definitions().withApproved(), Place.DEFINITIONS));
        }
        figures.add(evalFigure(r));
        figures.add(auditFigure(r));
        figures.add(new Figure("drift", "Drift", String.valueOf(r.drift().size()), r.drift(), Place.DRIFT,
                new Narrowing("Drifted tables", Set.copyOf(r.drift().stream() // "products: still stale — …"
                        .map(line -> line.substring(0, Math.max(0, line.indexOf(": ")))).toList()))));
        return figures;
    }

    private static Figure figure(String key, String label, String value, List<String> names, Place place) {
        return new Figure(key, label, value, names, place, new Narrowing(label, Set.copyOf(names)));
    }

    /** "products.category" and "gold.x.y" name columns; the tables they belong to, in order. */
    private static Set<String> tablesOf(List<String> columns) {
        Set<String> tables = new LinkedHashSet<>();
        columns.forEach(c -> tables.add(c.substring(0, Math.max(0, c.lastIndexOf('.')))));
        return tables;
    }

    private static Figure auditFigure(Readiness r) {
        if (r.audit() == null) {
            return new Figure("audit", "Open audit findings", "not audited", List.of(), Place.GOLDENS, null);
        }
        return new Figure("audit", "Open audit findings", r.audit().openFindings() + " (" + r.audit().disputed()
                + " disputed)", r.audit().findings(), Place.GOLDENS,
                new Narrowing("Goldens the audit flags (disputed or warning)", Set.copyOf(r.audit().exampleIds())));
    }

    private static Figure evalFigure(Readiness r) {
        if (r.eval() == null) {
            return new Figure("eval", "Last eval", "no run stored", List.of(), Place.EVAL_RUN, null);
        }
        List<String> runs = r.eval().trend().stream().map(p -> String.format(Locale.ROOT, "%s  pass %.1f %%  "
                + "coverage %.1f %%", p.run(), 100 * p.passRate(), 100 * p.coverage())).toList();
        return new Figure("eval", "Last eval: pass rate · coverage", String.format(Locale.ROOT, "%.1f %% · %.1f %%",
                100 * r.eval().passRate(), 100 * r.eval().coverage()), runs, Place.EVAL_RUN,
                new Narrowing("Last eval run", Set.of(r.eval().lastRun())));
    }
}
