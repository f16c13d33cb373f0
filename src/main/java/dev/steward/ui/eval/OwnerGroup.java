package dev.steward.ui.eval;

import dev.steward.eval.Attribution;
import dev.steward.eval.EvalRun;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.FailureGroups;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The failures of a run with one likely owner (or, with a null owner, the results against disputed goldens, which
 * the audit holds apart from the pipeline's failures — ADR 33).
 *
 * @param owner    who owns the fix; null for the disputed goldens
 * @param title    the group's heading
 * @param failures its rows, in the run's order
 */
public record OwnerGroup(Attribution.Owner owner, String title, List<Failure> failures) {

    /**
     * One failure of the group.
     *
     * @param result   the result (the Eval tab's detail shows it when the row is picked)
     * @param evidence what the run recorded that names the owner, one sentence
     * @param action   what opens the place to fix it, if anything does
     */
    public record Failure(ExampleResult result, String evidence, Optional<FixAction> action) {
    }

    /** The groups of a run: the owners' groups largest first, then the disputed goldens that did not pass. */
    static List<OwnerGroup> of(EvalRun run) {
        List<ExampleResult> undisputed = run.results().stream().filter(r -> !run.disputed(r)).toList();
        List<OwnerGroup> groups = new ArrayList<>();
        for (Map.Entry<Attribution.Owner, List<ExampleResult>> group : FailureGroups.byOwner(undisputed).entrySet()) {
            groups.add(new OwnerGroup(group.getKey(), group.getKey().title(), group.getValue().stream()
                    .map(r -> new Failure(r, evidenceOf(r.attribution()), FixAction.of(r))).toList()));
        }
        List<Failure> disputed = run.results().stream().filter(run::disputed).filter(r -> !r.passed())
                .map(r -> new Failure(r, "Disputed golden: " + run.disputed().get(r.exampleId()),
                        Optional.of(FixAction.exampleAction(r)))).toList();
        if (!disputed.isEmpty()) {
            groups.add(new OwnerGroup(null, "Disputed golden (not counted)", disputed));
        }
        return List.copyOf(groups);
    }

    /** The evidence in a few words first (table and rank, join, column, slot), then the attribution's sentence. */
    static String evidenceOf(Attribution a) {
        String lead = switch (a.owner()) {
            case RETRIEVAL -> "Missed table " + a.target() + (a.rank() == 0 ? " (not ranked)" : " (rank " + a.rank()
                    + ")");
            case RELATIONSHIP -> "Join " + a.target() + " has no approved relationship";
            case DESCRIPTION -> "Column " + a.target() + " has no fitting approved description";
            case TEMPLATE_SLOT -> "Slot " + (a.target() == null ? "(unknown)" : "{" + a.target() + "}")
                    + " did not fill";
            case TEMPLATE -> "The template filled and answered wrong";
            case MODEL -> "The model erred with the right context";
            case UNKNOWN -> "Not attributed";
        };
        return lead + ". " + a.detail();
    }

    /** {@code 3 failures}, or {@code 1 failure}. */
    public String countText() {
        return failures.size() + (failures.size() == 1 ? " failure" : " failures");
    }
}
