package dev.steward.metadata;

import dev.steward.store.SidecarYaml;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@code steward/definitions.yaml}: Steward's rich glossary (ADR 26), keyed by term:
 * {@code terms: {<term>: {status, synonyms, not_tracked, text}}}. Approved text lives in metadata.yaml's flat
 * {@code term: "text"} (or the overlay's); {@code text} holds a draft's text until a steward approves it, so
 * openmedallion's users never see unapproved wording (a draft note's text wins over the flat text when both exist). The format is open: keys Steward does not know yet (issue 20's versions,
 * valid_from/valid_to, audience), on a term or at the top level, are kept as written when Steward rewrites the file.
 * Immutable; pure text ↔ model (the callers read and write the file).
 */
public final class Definitions {
    private static final String HEADER = """
            Steward's glossary notes (ADR 26), keyed by term: review status, synonyms, not_tracked. The definition
            text stays in metadata.yaml (openmedallion's flat term: "text"). Written by Steward; commit it.""";
    private final Map<String, TermNote> terms;
    private final Map<String, Object> otherKeys;

    private Definitions(Map<String, TermNote> terms, Map<String, Object> otherKeys) {
        this.terms = new TreeMap<>(terms);
        this.otherKeys = new TreeMap<>(otherKeys);
    }

    public static Definitions empty() {
        return new Definitions(Map.of(), Map.of());
    }

    /**
     * One term's note; null parts leave what metadata.yaml says.
     *
     * @param status     review state, or null
     * @param synonyms   other words for the term, or null
     * @param notTracked true when the project deliberately does not hold this data, or null
     * @param otherKeys  keys of a newer format, kept as written
     * @param text       a draft's definition text, not yet approved into metadata.yaml, or null
     */
    public record TermNote(GlossaryStatus status, List<String> synonyms, Boolean notTracked,
                           Map<String, Object> otherKeys, String text) {
        public TermNote {
            synonyms = synonyms == null ? null : List.copyOf(synonyms);
            otherKeys = otherKeys == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(otherKeys));
        }

        /** A note without draft text. */
        public TermNote(GlossaryStatus status, List<String> synonyms, Boolean notTracked,
                        Map<String, Object> otherKeys) {
            this(status, synonyms, notTracked, otherKeys, null);
        }

        /** {@code entry}'s status, synonyms and not_tracked as a note (synonyms/not_tracked only when set). */
        public static TermNote of(GlossaryEntry entry) {
            return new TermNote(entry.status(), entry.synonyms().isEmpty() ? null : entry.synonyms(),
                    entry.notTracked() ? Boolean.TRUE : null, Map.of());
        }

        /** {@code entry} with this note's parts applied. */
        public GlossaryEntry applyTo(GlossaryEntry entry) {
            return new GlossaryEntry(text != null ? text : entry.definition(), status != null ? status : entry.status(),
                    synonyms != null ? synonyms : entry.synonyms(),
                    notTracked != null ? notTracked : entry.notTracked(), entry.flatForm());
        }
    }

    public static Definitions parse(String text, Path source) {
        Map<String, Object> tree = new SidecarYaml().parse(text, source);
        Map<String, TermNote> notes = new TreeMap<>();
        if (tree.get("terms") instanceof Map<?, ?> terms) {
            terms.forEach((term, value) -> {
                if (value instanceof Map<?, ?> fields) {
                    notes.put(String.valueOf(term), note(fields));
                }
            });
        }
        Map<String, Object> other = new TreeMap<>(tree);
        other.remove("terms");
        return new Definitions(notes, other);
    }

    public String render() {
        Map<String, Object> terms = new TreeMap<>();
        notes().forEach((term, note) -> {
            Map<String, Object> fields = new TreeMap<>(note.otherKeys());
            if (note.status() != null) {
                fields.put("status", note.status().yamlName());
            }
            if (note.synonyms() != null) {
                fields.put("synonyms", note.synonyms());
            }
            if (note.notTracked() != null) {
                fields.put("not_tracked", note.notTracked());
            }
            if (note.text() != null) {
                fields.put("text", note.text());
            }
            terms.put(term, fields);
        });
        Map<String, Object> tree = new TreeMap<>(otherKeys);
        tree.put("terms", terms);
        return new SidecarYaml().render(HEADER, tree);
    }

    public Optional<TermNote> note(String term) {
        return Optional.ofNullable(terms.get(term));
    }

    public Map<String, TermNote> notes() {
        return Collections.unmodifiableMap(terms);
    }

    /** With {@code term}'s note replaced; keys of a newer format the old note had are kept. */
    public Definitions with(String term, TermNote note) {
        Map<String, TermNote> copy = new TreeMap<>(terms);
        TermNote old = terms.get(term);
        copy.put(term, old == null || !note.otherKeys().isEmpty() ? note
                : new TermNote(note.status(), note.synonyms(), note.notTracked(), old.otherKeys(), note.text()));
        return new Definitions(copy, otherKeys);
    }

    /** A top-level section other than {@code terms:} (issue 20's {@code definitions:}), as plain values. */
    public Optional<Object> section(String key) {
        return Optional.ofNullable(otherKeys.get(key));
    }

    /** With the top-level section {@code key} replaced (null removes it); {@code terms:} cannot be replaced here. */
    public Definitions withSection(String key, Object value) {
        if ("terms".equals(key)) {
            throw new IllegalArgumentException("terms: is written through with(term, note)");
        }
        Map<String, Object> copy = new TreeMap<>(otherKeys);
        if (value == null) {
            copy.remove(key);
        } else {
            copy.put(key, value);
        }
        return new Definitions(terms, copy);
    }

    public boolean isEmpty() {
        return terms.isEmpty() && otherKeys.isEmpty();
    }

    /**
     * {@code glossary} with the notes applied to the terms it has, then the draft terms only this file has (with a
     * text) added at the end; null stays null when there are no such drafts.
     */
    public Map<String, GlossaryEntry> applyTo(Map<String, GlossaryEntry> glossary) {
        Map<String, TermNote> drafts = draftsOutside(glossary);
        if (terms.isEmpty() || glossary == null && drafts.isEmpty()) {
            return glossary;
        }
        Map<String, GlossaryEntry> merged = new java.util.LinkedHashMap<>();
        if (glossary != null) {
            glossary.forEach((term, entry) -> merged.put(term, note(term).map(n -> n.applyTo(entry)).orElse(entry)));
        }
        drafts.forEach((term, note) -> merged.put(term, note.applyTo(GlossaryEntry.flat(note.text()))));
        return merged;
    }

    /** The terms whose text only this file holds (not in {@code glossary}): drafts not approved yet. */
    public Map<String, TermNote> draftsOutside(Map<String, GlossaryEntry> glossary) {
        Map<String, TermNote> drafts = new TreeMap<>();
        terms.forEach((term, note) -> {
            if (note.text() != null && (glossary == null || !glossary.containsKey(term))) {
                drafts.put(term, note);
            }
        });
        return drafts;
    }

    private static TermNote note(Map<?, ?> fields) {
        Map<String, Object> other = new TreeMap<>();
        fields.forEach((k, v) -> other.put(String.valueOf(k), v));
        Object status = other.remove("status");
        Object synonyms = other.remove("synonyms");
        Object notTracked = other.remove("not_tracked");
        Object text = other.remove("text");
        GlossaryStatus parsed = "approved".equals(status) ? GlossaryStatus.APPROVED
                : "draft".equals(status) ? GlossaryStatus.DRAFT : null;
        return new TermNote(parsed, synonyms instanceof List<?> list ? list.stream().map(String::valueOf).toList()
                : null, notTracked instanceof Boolean b ? b : null, other, text == null ? null : String.valueOf(text));
    }
}
