package dev.steward.definitions;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What a definition record is. Concept kinds answer questions; the supporting kinds (model, lineage, wiki notes,
 * freshness snapshots, untrusted notes) are evidence around them and never answer on their own.
 */
public enum DefinitionKind {
    METRIC("metric_definition", true),
    DIMENSION("dimension", true),
    TERM("term", true),
    POLICY("policy", true),
    NOT_TRACKED("not_tracked", true),
    MEMO("restricted_memo", true),
    MODEL("model_schema", false),
    LINEAGE("lineage", false),
    WIKI("wiki", false),
    FRESHNESS("freshness_snapshot", false),
    UNTRUSTED_NOTE("untrusted_note", false);

    private final String exchangeName;
    private final boolean concept;

    DefinitionKind(String exchangeName, boolean concept) {
        this.exchangeName = exchangeName;
        this.concept = concept;
    }

    /** The spelling in the exchange format and in {@code steward/definitions.yaml}. */
    public String exchangeName() {
        return exchangeName;
    }

    /** True for kinds whose approved versions answer (metric, dimension, term, policy, not-tracked, memo). */
    public boolean isConcept() {
        return concept;
    }

    public static Optional<DefinitionKind> fromExchangeName(String text) {
        return Arrays.stream(values()).filter(k -> k.exchangeName.equals(text)).findFirst();
    }

    /** The word a question uses for a record of this kind ("the old wiki says…"). */
    public String word() {
        return switch (this) {
            case WIKI -> "wiki";
            case UNTRUSTED_NOTE -> "note";
            case MEMO -> "memo";
            case MODEL -> "model";
            case LINEAGE -> "lineage";
            case FRESHNESS -> "freshness";
            case POLICY -> "policy";
            default -> "definition";
        };
    }

    public static String allowed() {
        return Arrays.stream(values()).map(DefinitionKind::exchangeName).collect(Collectors.joining(", "));
    }
}
