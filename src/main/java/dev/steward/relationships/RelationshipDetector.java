package dev.steward.relationships;

import dev.steward.catalog.ColumnSchema;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Steward's full detector: name-based key candidates ({@link KeyCandidates}), key references found in the data
 * for the columns those leave unlinked ({@link InclusionDependencies}), plus shared dimension columns
 * (single or composite, e.g. {@code [region, quarter]}), each checked against the data by
 * {@link RelationshipVerifier}. The data decides direction (toward the side where the key is unique) and
 * confidence; a candidate the data contradicts stays as a low-confidence draft whose note says why.
 */
public final class RelationshipDetector {
    /** Orphan share (percent of non-null source keys) above which the data contradicts a path. */
    static final double MAX_ORPHAN_PCT = 5.0;
    private final KeyCandidates keyCandidates;
    private final InclusionDependencies inclusions = new InclusionDependencies();

    public RelationshipDetector(KeyCandidates keyCandidates) {
        this.keyCandidates = keyCandidates;
    }

    /** Verified candidates, one per identity, sorted by (from, to, join_on); all drafts. */
    public List<Relationship> detect(SchemaColumns schema, RelationshipVerifier verifier) {
        Map<RelationshipIdentity, Relationship> found = new LinkedHashMap<>();
        Set<List<String>> linkedPairs = new HashSet<>();
        for (Relationship candidate : keyCandidates.propose(schema)) {
            Relationship checked = verified(candidate, verifier);
            if (found.containsKey(reverse(checked).identity())) {
                continue; // a one-to-one path is proposed from both ends; one entry says it all
            }
            found.putIfAbsent(checked.identity(), checked);
            if (!contradicted(checked)) {
                linkedPairs.add(pair(checked));
            }
        }
        for (Relationship inclusion : fromTheData(schema, found.values(), verifier)) {
            found.putIfAbsent(inclusion.identity(), inclusion);
            linkedPairs.add(pair(inclusion));
        }
        List<Relationship> shared = sharedDimensions(schema).stream()
                .filter(c -> !linkedPairs.contains(pair(c))).sorted(ProposalBudget.nameOrder(schema)).toList();
        checkedUntilBudgetFilled(shared, ProposalBudget.dimensionLimit(schema.tables().size()), verifier)
                .forEach(r -> found.putIfAbsent(r.identity(), r));
        return found.values().stream().sorted(BaselineDetector.ORDER).toList();
    }

    /**
     * Inclusion dependencies for the columns no supported name rule links (ADR 35), verified like the rest; only
     * the ones the data supports are kept, at medium confidence, with a note saying how they were found.
     */
    private List<Relationship> fromTheData(SchemaColumns schema, java.util.Collection<Relationship> byName,
                                           RelationshipVerifier verifier) {
        Set<String> linked = new HashSet<>();
        byName.stream().filter(r -> !contradicted(r))
                .forEach(r -> r.joinOn().forEach(j -> linked.add(r.fromTable() + "." + j.fromColumn())));
        List<Relationship> kept = new ArrayList<>();
        for (InclusionDependencies.Found f : inclusions.find(schema, KeyCandidates.keys(schema), linked, verifier)) {
            Relationship checked = verified(f.candidate(), verifier);
            if (!contradicted(checked) && checked.fromTable().equals(f.candidate().fromTable())) {
                kept.add(new Relationship(checked.fromTable(), checked.toTable(), checked.joinOn(),
                        Confidence.MEDIUM, RelationshipStatus.DRAFT, checked.method(), checked.evidence(), null,
                        f.note()));
            }
        }
        return kept;
    }

    /**
     * Checks shared-column candidates in {@link ProposalBudget#nameOrder} order (rarest column names first) until
     * {@code wanted} of them rank first or {@link ProposalBudget#checkLimit(int) checkLimit(wanted)} have been
     * checked. Candidates unique on neither side (known from per-column counts) are contradicted whatever else the
     * data says: they are not counted and are checked only while fewer than {@code wanted} candidates have been
     * checked at all, so the budget's places go to measured paths. The rest are returned unchecked (no evidence) and
     * {@link ProposalBudget} holds them back: on a 150-table schema that is thousands of queries saved.
     */
    private static List<Relationship> checkedUntilBudgetFilled(List<Relationship> candidates, int wanted,
                                                               RelationshipVerifier verifier) {
        List<Relationship> out = new ArrayList<>();
        List<Relationship> hopeless = new ArrayList<>();
        int best = 0;
        int checked = 0;
        for (Relationship candidate : candidates) {
            boolean done = best >= wanted || checked >= ProposalBudget.checkLimit(wanted);
            if (done || verifier.uniqueOnNeitherSide(candidate)) {
                (done ? out : hopeless).add(candidate);
                continue;
            }
            Relationship measured = verified(candidate, verifier);
            out.add(measured);
            checked++;
            best += ProposalBudget.ranksFirst(measured) ? 1 : 0;
        }
        for (Relationship candidate : hopeless) {
            out.add(checked < wanted ? verified(candidate, verifier) : candidate);
            checked++;
        }
        return out;
    }

    /** The unordered table pair, as a sorted list (a self-reference is a pair of one table twice). */
    private static List<String> pair(Relationship r) {
        return java.util.stream.Stream.of(r.fromTable(), r.toTable()).sorted().toList();
    }

    /**
     * True when the data contradicts the path (or it was never measured): types that do not compare, a target
     * that is not unique, too many orphans, or, for anything but a key-named reference, no non-null source key
     * at all. A key-named reference over an empty or all-null column is unverifiable, not contradicted.
     */
    public static boolean contradicted(Relationship r) {
        return problem(r.evidence(), r.method()) != null;
    }

    private static Relationship verified(Relationship candidate, RelationshipVerifier verifier) {
        RelationshipVerifier.Measurement measured = verifier.measure(candidate);
        if (!measured.evidence().targetUnique() && measured.sourceUnique() && measured.nonNullSourceKeys() > 0) {
            Relationship reversed = reverse(candidate);
            RelationshipVerifier.Measurement back = verifier.measure(reversed);
            if (back.evidence().targetUnique()) {
                return withEvidence(reversed, back);
            }
        }
        return withEvidence(candidate, measured);
    }

    private static Relationship withEvidence(Relationship r, RelationshipVerifier.Measurement measured) {
        RelationshipEvidence e = measured.evidence();
        String problem = problem(e, r.method());
        boolean clean = e.orphanPct() != null && e.orphanPct() == 0 && !isDimensionRule(r.method());
        Confidence confidence = problem != null ? Confidence.LOW : clean ? Confidence.HIGH : Confidence.MEDIUM;
        String note = problem == null ? null : "data contradicts this path: " + problem;
        return new Relationship(r.fromTable(), r.toTable(), r.joinOn(), confidence, RelationshipStatus.DRAFT,
                r.method(), e, null, note);
    }

    private static String problem(RelationshipEvidence e, DetectionMethod method) {
        if (e == null) {
            return "it was not checked against the data";
        }
        if (Boolean.FALSE.equals(e.typesCompatible())) {
            return "the joined columns' types differ";
        }
        if (e.orphanPct() == null && method != DetectionMethod.KEY_NAMING) {
            return "every source key is null, so nothing supports it";
        }
        if (!Boolean.TRUE.equals(e.targetUnique())) {
            return "the target columns are not unique";
        }
        boolean tooManyOrphans = e.orphanPct() != null && e.orphanPct() > MAX_ORPHAN_PCT;
        return tooManyOrphans ? e.orphanPct() + "% of source keys have no target row" : null;
    }

    private static boolean isDimensionRule(DetectionMethod method) {
        return method == DetectionMethod.GRAIN || method == DetectionMethod.COMPOSITE;
    }

    private static Relationship reverse(Relationship r) {
        List<JoinColumn> joinOn = r.joinOn().stream().map(j -> new JoinColumn(j.toColumn(), j.fromColumn())).toList();
        return new Relationship(r.toTable(), r.fromTable(), joinOn, r.confidence(), r.status(), r.method(), null,
                null, null);
    }

    /**
     * One candidate per table pair over all the dimension columns they share (same name ignoring case, same
     * type family, not key-like and not a timestamp): grain for one column, composite for several. The wider
     * table is the tentative source; the data flips it when only the other side is unique.
     */
    List<Relationship> sharedDimensions(SchemaColumns schema) {
        List<String> tables = schema.tables().keySet().stream().sorted().toList();
        List<Relationship> found = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            for (int j = i + 1; j < tables.size(); j++) {
                sharedPair(schema, tables.get(i), tables.get(j)).ifPresent(found::add);
            }
        }
        return found;
    }

    private static Optional<Relationship> sharedPair(SchemaColumns schema, String a, String b) {
        boolean bWider = schema.columns(b).size() > schema.columns(a).size();
        String from = bWider ? b : a;
        String to = bWider ? a : b;
        List<JoinColumn> joinOn = new ArrayList<>();
        for (ColumnSchema source : schema.columns(from)) {
            if (!isDimension(source)) {
                continue;
            }
            schema.columns(to).stream()
                    .filter(t -> t.name().equalsIgnoreCase(source.name()) && isDimension(t))
                    .filter(t -> RelationshipVerifier.TypeFamily.compatible(t.type(), source.type()))
                    .findFirst().ifPresent(t -> joinOn.add(new JoinColumn(source.name(), t.name())));
        }
        if (joinOn.isEmpty()) {
            return Optional.empty();
        }
        joinOn.sort(java.util.Comparator.comparing(JoinColumn::toYaml));
        DetectionMethod method = joinOn.size() == 1 ? DetectionMethod.GRAIN : DetectionMethod.COMPOSITE;
        return Optional.of(new Relationship(from, to, joinOn, Confidence.LOW, RelationshipStatus.DRAFT, method,
                null, null, null));
    }

    private static boolean isDimension(ColumnSchema column) {
        String family = RelationshipVerifier.TypeFamily.family(column.type());
        return !NameWords.of(column.name()).endsWithKeySuffix() && !family.equals("time")
                && !column.type().toUpperCase(Locale.ROOT).startsWith("DOUBLE")
                && !column.type().toUpperCase(Locale.ROOT).startsWith("FLOAT")
                && !column.type().toUpperCase(Locale.ROOT).startsWith("DECIMAL");
    }
}
