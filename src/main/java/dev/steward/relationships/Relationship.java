package dev.steward.relationships;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * One entry of relationships.yaml: a join path from the "many" side to the "one" side.
 *
 * @param fromTable   source table (many side)
 * @param toTable     target table (one side)
 * @param joinOn      the joined column pairs, at least one, in file order
 * @param confidence  how sure detection was; high when absent
 * @param status      review state; draft when absent
 * @param method      the detection rule, or null for a hand-added path
 * @param evidence    what a data check found, or null
 * @param staleReason why it went stale, or null
 * @param note        a person's remark, or null
 */
public record Relationship(String fromTable, String toTable, List<JoinColumn> joinOn, Confidence confidence,
                           RelationshipStatus status, DetectionMethod method, RelationshipEvidence evidence,
                           String staleReason, String note) {

    public Relationship {
        Objects.requireNonNull(fromTable, "fromTable");
        Objects.requireNonNull(toTable, "toTable");
        joinOn = List.copyOf(joinOn);
        if (joinOn.isEmpty()) {
            throw new IllegalArgumentException("a relationship joins on at least one column");
        }
        confidence = confidence == null ? Confidence.HIGH : confidence;
        status = status == null ? RelationshipStatus.DRAFT : status;
    }

    /** The identity openmedallion and Steward use to match entries: (from, to, sorted join_on). */
    public RelationshipIdentity identity() {
        return new RelationshipIdentity(fromTable, toTable, joinOn.stream().map(JoinColumn::toYaml).toList());
    }

    /**
     * The path as {@code steward status} lists it: "transactions.rep_id → reps.rep_id"; a composite key lists its
     * columns with commas ("rep_performance.region,quarter → targets.region,quarter").
     */
    public String pathText() {
        return fromTable + "." + joinOn.stream().map(JoinColumn::fromColumn).collect(Collectors.joining(","))
                + " → " + toTable + "." + joinOn.stream().map(JoinColumn::toColumn).collect(Collectors.joining(","));
    }

    /** True for a path nobody's rule proposed (openmedallion keeps these on regeneration). */
    public boolean isHandAdded() {
        return method == null;
    }
}
