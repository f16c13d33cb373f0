package dev.steward.audit;

import dev.steward.error.StewardException;
import dev.steward.eval.EvalCase;
import dev.steward.eval.EvalCases;
import dev.steward.eval.EvalSettings;
import dev.steward.eval.ResultFingerprint;
import dev.steward.examples.Example;
import dev.steward.metadata.MetadataConfig;
import dev.steward.retrieval.Embedder;
import dev.steward.sql.QueryFailedException;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlLiterals;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Runs every probe over the goldens eval would use — each verified example with SQL, and each template through its
 * test fill (the slots' example values), exactly as {@link EvalCases#all} builds them — and returns one
 * {@link GoldenAudit} each. Reads only; recording baselines is {@link ProjectAudit}'s.
 */
final class GoldAudit {
    private final ProjectData data;
    private final ColumnProbes columns;
    private final DuplicateQuestions duplicates;
    private final QuestionLiterals literals = new QuestionLiterals();

    GoldAudit(ProjectData data, MetadataConfig metadata, Optional<Embedder> embedder) {
        this.data = data;
        this.columns = new ColumnProbes(data, metadata);
        this.duplicates = new DuplicateQuestions(embedder);
    }

    /**
     * @param baselines     recorded result fingerprints by content hash
     * @param confirmations the steward's confirmations by content hash
     */
    AuditReport audit(List<Example> examples, Map<String, AuditBaselines.Baseline> baselines,
                      Map<String, Confirmation> confirmations) {
        Map<String, Example> byId = new LinkedHashMap<>();
        examples.forEach(e -> byId.putIfAbsent(e.contentHash(), e));
        Map<String, List<Finding>> findings = new LinkedHashMap<>();
        Map<String, String> fingerprints = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        List<DuplicateQuestions.Golden> goldens = new ArrayList<>();
        for (EvalCase golden : EvalCases.all(examples, EvalSettings.defaults(false, "", ""))) {
            Example example = byId.get(golden.exampleId());
            List<Finding> found = probe(golden, example, problems, fingerprints);
            Optional.ofNullable(baselines.get(golden.exampleId())).flatMap(b -> changed(b,
                    fingerprints.get(golden.exampleId()))).ifPresent(found::add);
            findings.put(golden.exampleId(), found);
            goldens.add(new DuplicateQuestions.Golden(golden.exampleId(), example.question(), example.sql(),
                    fingerprints.get(golden.exampleId())));
        }
        duplicates.probe(goldens, (id, finding) -> findings.get(id).add(finding));
        List<GoldenAudit> audits = new ArrayList<>();
        findings.forEach((id, found) -> audits.add(new GoldenAudit(id, byId.get(id).question(), byId.get(id).sql(),
                byId.get(id).templated(), sorted(found), Optional.ofNullable(confirmations.get(id)))));
        return new AuditReport(audits, fingerprints, problems);
    }

    private List<Finding> probe(EvalCase golden, Example example, List<String> problems,
                                Map<String, String> fingerprints) {
        List<Finding> found = new ArrayList<>();
        result(golden, problems, fingerprints).ifPresent(found::add);
        literals.missing(example.question(), sqlCarryingTheSlots(golden, example))
                .forEach(reason -> found.add(new Finding(Probe.LITERAL_MISSING, reason)));
        data.tree(golden.goldenSql()).map(SqlFacts::of).ifPresent(facts -> found.addAll(columns.probe(facts)));
        return found;
    }

    /**
     * The SQL whose literals the question's are looked for in: a template's test fill with its slots' example values
     * written in ({@code quarter = '2024-Q4'}, not {@code quarter = {quarter}}), since a slot carries its value;
     * a verified example's SQL as written. A fill that cannot be built leaves the template's text (its
     * GOLDEN_FAILS finding says why).
     */
    private static String sqlCarryingTheSlots(EvalCase golden, Example example) {
        if (!example.templated() || golden.goldenProblem() != null) {
            return example.sql();
        }
        try {
            return SqlLiterals.inline(golden.goldenSql(), golden.goldenParams());
        } catch (IllegalArgumentException e) {
            return example.sql();
        }
    }

    /** Runs the golden: a failure, an empty result or one row of NULLs is a finding; the fingerprint is kept. */
    private Optional<Finding> result(EvalCase golden, List<String> problems, Map<String, String> fingerprints) {
        if (golden.goldenProblem() != null) {
            return Optional.of(new Finding(Probe.GOLDEN_FAILS, "The golden cannot be built: "
                    + golden.goldenProblem() + "."));
        }
        QueryResult result;
        try {
            result = data.run(golden.goldenSql(), golden.goldenParams());
        } catch (QueryFailedException e) {
            if (e.kind() == QueryFailedException.Kind.ENGINE_FAILURE) {
                problems.add("“" + golden.question() + "” was not run: " + e.getMessage());
                return Optional.empty();
            }
            return Optional.of(new Finding(Probe.GOLDEN_FAILS, "The golden SQL fails: " + e.getMessage()));
        } catch (StewardException e) {
            return Optional.of(new Finding(Probe.GOLDEN_FAILS, "The golden SQL fails: " + e.getMessage()));
        }
        fingerprints.put(golden.exampleId(), ResultFingerprint.of(result));
        if (result.rowCount() == 0) {
            return Optional.of(new Finding(Probe.EMPTY_RESULT, "The golden returns no rows"
                    + (golden.goldenParams().isEmpty() ? "." : " with the slots' example values "
                    + golden.goldenParams() + ".")));
        }
        if (result.rowCount() == 1 && result.rows().get(0).stream().allMatch(Objects::isNull)) {
            return Optional.of(new Finding(Probe.NULL_RESULT, "The golden returns one row of NULLs"
                    + (golden.goldenParams().isEmpty() ? "." : " with the slots' example values "
                    + golden.goldenParams() + ".")));
        }
        return Optional.empty();
    }

    private static Optional<Finding> changed(AuditBaselines.Baseline baseline, String now) {
        if (now == null || baseline.fingerprint().equals(now)) {
            return Optional.empty();
        }
        return Optional.of(new Finding(Probe.RESULT_CHANGED, "The golden's result changed since it was recorded ("
                + baseline.source() + " " + baseline.recordedAt() + "): the data or what the SQL reads changed; "
                + "check the answer still holds, then confirm or fix it."));
    }

    private static List<Finding> sorted(List<Finding> found) {
        return found.stream().sorted(java.util.Comparator.comparing(Finding::probe)).toList();
    }
}
