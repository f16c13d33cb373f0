package dev.steward.eval;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** An {@link ImpactReport} as the CLI prints it: one line per question it moves or that is flaky, then a tally. */
public final class ImpactReportText {

    public String text(ImpactReport report) {
        StringBuilder text = new StringBuilder("Impact of the " + report.change() + " on the " + report.before().size()
                + " verified example(s) that read " + String.join(", ", report.tables()));
        if (report.seeds().size() > 1) {
            text.append(", each side over ").append(report.seeds().size()).append(" seeds ").append(report.seeds());
        }
        text.append('\n');
        List<ImpactReport.Impact> impacts = report.impacts();
        for (ImpactReport.Impact impact : impacts) {
            text.append(String.format(Locale.ROOT, "%-11s %s: %s → %s%n", label(impact.kind()), impact.question(),
                    side(impact.before()), side(impact.after())));
        }
        text.append(String.format(Locale.ROOT, "%d regression(s), %d fix(es), %d other change(s)", count(impacts,
                ImpactReport.Kind.REGRESSION), count(impacts, ImpactReport.Kind.FIX), count(impacts,
                ImpactReport.Kind.CHANGED)));
        long flaky = count(impacts, ImpactReport.Kind.FLAKY);
        if (report.seeds().size() > 1 || flaky > 0) {
            text.append(", ").append(flaky).append(" flaky (inside the noise band: neither a regression nor a fix)");
        }
        return text.append('.').toString();
    }

    public ObjectNode json(ImpactReport report) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode().put("change", report.change());
        report.tables().stream().sorted().forEach(root.putArray("tables")::add);
        report.seeds().forEach(root.putArray("seeds")::add);
        root.put("examples", report.before().size());
        ArrayNode impacts = root.putArray("impacts");
        for (ImpactReport.Impact impact : report.impacts()) {
            ObjectNode node = impacts.addObject().put("key", impact.key()).put("question", impact.question())
                    .put("kind", impact.kind().name().toLowerCase(Locale.ROOT));
            impact.before().forEach(r -> node.withArray("before").add(r.name()));
            impact.after().forEach(r -> node.withArray("after").add(r.name()));
        }
        return root;
    }

    private static String label(ImpactReport.Kind kind) {
        return switch (kind) {
            case REGRESSION -> "regression:";
            case FIX -> "fix:";
            case FLAKY -> "flaky:";
            case CHANGED -> "changed:";
        };
    }

    private static String side(List<ReasonCode> reasons) {
        if (reasons.size() == 1) {
            return reasons.get(0).verdict() + " (" + reasons.get(0) + ")";
        }
        return "passed " + reasons.stream().filter(ReasonCode::passed).count() + " of " + reasons.size() + " ["
                + reasons.stream().map(ReasonCode::name).collect(Collectors.joining(", ")) + "]";
    }

    private static long count(List<ImpactReport.Impact> impacts, ImpactReport.Kind kind) {
        return impacts.stream().filter(i -> i.kind() == kind).count();
    }
}
