package dev.steward.pipeline;

import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionKind;
import dev.steward.definitions.DefinitionVersion;
import dev.steward.definitions.Evidence;
import dev.steward.definitions.FreshnessFact;
import dev.steward.error.StewardException;
import dev.steward.freshness.FreshnessExpectation;
import dev.steward.freshness.FreshnessReport;
import dev.steward.freshness.FreshnessSnapshot;
import dev.steward.freshness.SourceAge;
import dev.steward.metadata.TableMetadata;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Freshness answers (issue 20): each source's age at the as-of date's end (or now) against its SLA, from the tables'
 * expectations in steward/tables.yaml and the approved freshness snapshots the audience may see; the sources the
 * question names (a table's name or synonym), else all. No SQL beyond max(column), no LLM; snapshots are cited.
 */
final class FreshnessRoute implements GovernedRoute {
    static final String ROUTE = "freshness";
    private final FreshnessReport report;
    private final Supplier<List<FreshnessExpectation>> expectations;
    private final SchemaContext context;

    /** @param expectations the tables' expectations; may throw a StewardException naming the malformed entry */
    FreshnessRoute(FreshnessReport report, Supplier<List<FreshnessExpectation>> expectations,
                   SchemaContext context) {
        this.report = report;
        this.expectations = expectations;
        this.context = context;
    }

    @Override
    public Optional<PipelineAnswer> answer(GovernedQuestion question, AskRun run, AnswerDraft draft) {
        long started = run.begin();
        Map<FreshnessSnapshot, Evidence> snapshots = snapshots(question.visible().definitions());
        List<FreshnessExpectation> declared;
        try {
            declared = expectations.get();
        } catch (StewardException malformed) {
            run.step(StepKind.FRESHNESS, "steward/tables.yaml's freshness cannot be read", started);
            return Optional.of(draft.route(ROUTE).error(malformed));
        }
        if (declared.isEmpty() && snapshots.isEmpty()) {
            return Optional.empty();
        }
        Set<String> sources = new LinkedHashSet<>();
        declared.forEach(e -> sources.add(e.table()));
        snapshots.keySet().forEach(s -> sources.add(s.source()));
        List<String> named = sources.stream().filter(s -> named(question.question().text(), s)).toList();
        Instant at = question.question().asOf() != null ? FreshnessReport.endOf(question.question().asOf())
                : run.clock().instant();
        List<SourceAge> ages = report.ages(declared, List.copyOf(snapshots.keySet()), at, named);
        List<Evidence> cited = new ArrayList<>();
        ages.forEach(age -> age.evidence().flatMap(id -> snapshots.entrySet().stream()
                .filter(e -> e.getKey().evidenceId().equals(id)).map(Map.Entry::getValue).findFirst())
                .filter(e -> !cited.contains(e)).ifPresent(cited::add));
        run.step(StepKind.FRESHNESS, ages.size() + " source ages at " + at + (named.isEmpty() ? " (all sources)"
                : " for " + String.join(", ", named)) + ", 0 LLM calls", started);
        return Optional.of(draft.evidence(cited).route(ROUTE).definition(text(ages, at)));
    }

    private static String text(List<SourceAge> ages, Instant at) {
        long stale = ages.stream().filter(a -> a.state() == SourceAge.State.STALE).count();
        StringBuilder text = new StringBuilder(stale == 0 ? "Freshness at " + at + ": no source is past its SLA."
                : "Freshness at " + at + ": " + stale + " of " + ages.size() + " past the SLA.");
        ages.forEach(age -> text.append("\n- ").append(age.sentence()));
        return text.toString();
    }

    /** Approved freshness snapshots among the visible definitions, each fact with the record it comes from. */
    private static Map<FreshnessSnapshot, Evidence> snapshots(List<Definition> definitions) {
        Map<FreshnessSnapshot, Evidence> snapshots = new LinkedHashMap<>();
        for (Definition definition : definitions) {
            for (DefinitionVersion version : definition.versions()) {
                if (version.kind() == DefinitionKind.FRESHNESS && version.isApproved()) {
                    for (FreshnessFact fact : version.freshness()) {
                        snapshots.put(new FreshnessSnapshot(fact.source(), fact.maxLoadedAt(), fact.sla(),
                                version.evidenceId()), Evidence.of(definition.id(), version));
                    }
                }
            }
        }
        return snapshots;
    }

    /** The question names the source by its name or one of its table's synonyms. */
    private boolean named(String question, String source) {
        List<String> names = new ArrayList<>(List.of(source, source.replace('_', ' ')));
        TableMetadata table = context.metadata().tables().get(source);
        if (table != null && table.synonyms() != null) {
            names.addAll(table.synonyms());
        }
        String text = " " + question.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_]+", " ") + " ";
        return names.stream().anyMatch(n -> text.contains(" " + n.toLowerCase(Locale.ROOT) + " "));
    }
}
