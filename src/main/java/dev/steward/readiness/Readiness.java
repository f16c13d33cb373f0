package dev.steward.readiness;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One project's readiness. Every count comes with the names behind it so the app and JSON readers can open the list.
 * {@code steward status --json} writes these components in this order (snake_case); docs/status.md is the contract.
 *
 * @param tables        Parquet tables by state: approved, draft, stale, undocumented (no metadata.yaml entry)
 * @param columns       live columns and those with a description
 * @param relationships relationships by state, and those the data verifies
 * @param examples      verified examples, templates, and the tables no verified golden reads
 * @param definitions   governed definitions and those with an approved version; null when the file cannot be read
 * @param eval          the last eval run and the trend over stored runs; null when none is stored
 * @param audit         the gold audit as of now; null when it could not run
 * @param drift         tables whose live schema differs from their metadata, as "name: kind"
 * @param problems      what could not be measured, one sentence each
 */
public record Readiness(Map<String, List<String>> tables, Columns columns, Relationships relationships,
                        Examples examples, Definitions definitions, Eval eval, Audit audit, List<String> drift,
                        List<String> problems) {
    /** The metrics {@code --fail-under} accepts, each a share 0..1 (docs/status.md says what each divides). */
    public static final List<String> METRICS = List.of("tables_approved", "columns_described",
            "relationships_approved", "relationships_verified", "tables_with_example", "definitions_approved",
            "pass_rate", "coverage", "audit_clean");

    /** @param total live columns @param described with a description @param undescribed "table.column" names */
    public record Columns(int total, int described, List<String> undescribed) {
    }

    /**
     * @param byStatus     names ("from.col → to.col") by status: approved, draft, stale
     * @param dataVerified names whose stored evidence the data supports (checked, types compare, target unique,
     *                     few orphans — the rule relationships generate applies)
     */
    public record Relationships(Map<String, List<String>> byStatus, List<String> dataVerified) {
        public int total() {
            return byStatus.values().stream().mapToInt(List::size).sum();
        }
    }

    /** @param verified verified non-template examples @param templates verified templates @param tablesWithout names */
    public record Examples(int verified, int templates, List<String> tablesWithout) {
    }

    /** @param total definitions @param withApproved ids with an approved version */
    public record Definitions(int total, List<String> withApproved) {
    }

    /**
     * @param lastRun  the latest run's id
     * @param passRate passed / all cases (eval.EvalSummary, ADR 28)
     * @param coverage evaluated / all cases
     * @param disputed results against disputed goldens in it, counted apart (ADR 33)
     * @param trend    every stored run with cases, oldest first
     */
    public record Eval(String lastRun, double passRate, double coverage, int disputed, List<TrendPoint> trend) {
    }

    /** @param run id @param startedAt ISO time @param passRate 0..1 @param coverage 0..1 */
    public record TrendPoint(String run, String startedAt, double passRate, double coverage) {
    }

    /**
     * @param goldens      verified examples and templates audited
     * @param clean        goldens with no open finding
     * @param warning      goldens in state warning
     * @param disputed     goldens in state disputed (eval counts them apart)
     * @param openFindings findings no confirmation covers
     * @param findings     one line per golden that is not clean: "state · question — reasons", disputed first
     * @param exampleIds   the content hashes of those goldens, in the same order
     */
    public record Audit(int goldens, int clean, int warning, int disputed, int openFindings, List<String> findings,
                        List<String> exampleIds) {
    }

    public int tableCount() {
        return tables.values().stream().mapToInt(List::size).sum();
    }

    /** The figures CI gates on with {@code --fail-under METRIC=VALUE}, each 0..1; absent when nothing to divide. */
    public Map<String, Double> metrics() {
        Map<String, Double> metrics = new TreeMap<>();
        int tableCount = tableCount();
        share(metrics, "tables_approved", tables.getOrDefault("approved", List.of()).size(), tableCount);
        share(metrics, "tables_with_example", tableCount - examples.tablesWithout().size(), tableCount);
        share(metrics, "columns_described", columns.described(), columns.total());
        share(metrics, "relationships_approved", relationships.byStatus().getOrDefault("approved", List.of()).size(),
                relationships.total());
        share(metrics, "relationships_verified", relationships.dataVerified().size(), relationships.total());
        if (definitions != null) {
            share(metrics, "definitions_approved", definitions.withApproved().size(), definitions.total());
        }
        if (eval != null) {
            metrics.put("pass_rate", eval.passRate());
            metrics.put("coverage", eval.coverage());
        }
        if (audit != null) {
            share(metrics, "audit_clean", audit.clean(), audit.goldens());
        }
        return metrics;
    }

    private static void share(Map<String, Double> metrics, String name, int part, int whole) {
        if (whole > 0) {
            metrics.put(name, (double) part / whole);
        }
    }
}
