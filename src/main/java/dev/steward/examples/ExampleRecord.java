package dev.steward.examples;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What Steward knows about one example beyond openmedallion's five keys, kept in steward/examples.yaml under the
 * example's content hash: its question (to find it again when the file was edited outside Steward), who verified it
 * and when, where it came from, and the typed part of its template slots (type, values, pattern, example,
 * synonyms; the description stays in synthetic.jsonl's {@code params}).
 *
 * @param question   the example's question when the record was written
 * @param verifiedBy who verified it, or null
 * @param verifiedAt when, ISO-8601 UTC, or null
 * @param source     where it came from, or null
 * @param slots      typed slot specs by slot name (their descriptions unused), empty when none
 * @param asOf       the reporting date eval asks the question at ({@code as_of}, ISO date), or null
 * @param role       the role eval asks it as ({@code role}), or null
 */
public record ExampleRecord(String question, String verifiedBy, String verifiedAt, ExampleSource source,
                            Map<String, SlotSpec> slots, String asOf, String role) {

    public ExampleRecord {
        slots = slots == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(slots));
    }

    /** A record without an eval date or role. */
    public ExampleRecord(String question, String verifiedBy, String verifiedAt, ExampleSource source,
                         Map<String, SlotSpec> slots) {
        this(question, verifiedBy, verifiedAt, source, slots, null, null);
    }

    /** The record of an example as Steward shows it; null when there is nothing beyond openmedallion's keys. */
    static ExampleRecord of(Example example) {
        Map<String, SlotSpec> typed = new LinkedHashMap<>();
        if (example.params() != null) {
            example.params().forEach((name, spec) -> {
                if (isTyped(spec)) {
                    typed.put(name, spec);
                }
            });
        }
        if (example.verifiedBy() == null && example.verifiedAt() == null && example.source() == null
                && typed.isEmpty() && example.asOf() == null && example.role() == null) {
            return null;
        }
        return new ExampleRecord(example.question(), example.verifiedBy(), example.verifiedAt(), example.source(),
                typed, example.asOf(), example.role());
    }

    /** The example as Steward shows it: the row's own values first, this record's for what the row leaves out. */
    Example applyTo(Example row) {
        Map<String, SlotSpec> params = row.params();
        if (params != null && !slots.isEmpty()) {
            Map<String, SlotSpec> merged = new LinkedHashMap<>();
            params.forEach((name, spec) -> {
                SlotSpec typed = slots.get(name);
                merged.put(name, spec.plainForm() && typed != null ? new SlotSpec(spec.description(), typed.type(),
                        typed.values(), typed.pattern(), typed.example(), false, typed.synonyms()) : spec);
            });
            params = merged;
        }
        return new Example(row.question(), row.sql(), row.verified(), row.templated(), params,
                row.verifiedBy() != null ? row.verifiedBy() : verifiedBy,
                row.verifiedAt() != null ? row.verifiedAt() : verifiedAt,
                row.source() != null ? row.source() : source, row.asOf() != null ? row.asOf() : asOf,
                row.role() != null ? row.role() : role);
    }

    static boolean isTyped(SlotSpec spec) {
        return spec.type() != null || !spec.values().isEmpty() || spec.pattern() != null || spec.example() != null
                || !spec.synonyms().isEmpty();
    }
}
