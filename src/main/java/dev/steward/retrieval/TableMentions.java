package dev.steward.retrieval;

import dev.steward.metadata.GlossaryEntry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The deterministic part of retrieval: tables a question names outright (by name, a table synonym, or a glossary
 * term whose definition points at the table), and glossary terms the project says it does not track.
 */
final class TableMentions {
    private final RetrievalIndex index;
    private final LiteralMentions literal;
    private final List<LiteralMentions.Phrase<Integer>> tablePhrases = new ArrayList<>();
    private final List<LiteralMentions.Phrase<Map.Entry<String, GlossaryEntry>>> glossaryPhrases = new ArrayList<>();
    private final LiteralMentions.Phrases<Integer> tablePhraseIndex;
    private final LiteralMentions.Phrases<Map.Entry<String, GlossaryEntry>> glossaryPhraseIndex;

    TableMentions(RetrievalIndex index, LiteralMentions literal) {
        this.index = index;
        this.literal = literal;
        List<TableDocument> tables = index.corpus().tables();
        for (int i = 0; i < tables.size(); i++) {
            tablePhrases.add(literal.phrase(tables.get(i).name(), i));
            for (String synonym : tables.get(i).synonyms()) {
                tablePhrases.add(literal.phrase(synonym, i));
            }
        }
        for (Map.Entry<String, GlossaryEntry> term : index.corpus().glossary().entrySet()) {
            glossaryPhrases.add(literal.phrase(term.getKey(), term));
            term.getValue().synonyms().forEach(s -> glossaryPhrases.add(literal.phrase(s, term)));
        }
        tablePhraseIndex = literal.index(tablePhrases);
        glossaryPhraseIndex = literal.index(glossaryPhrases);
    }

    /** Table position to the reasons it is forced in, in the order the question mentions them. */
    Map<Integer, List<String>> forced(String question) {
        Map<Integer, List<String>> forced = new LinkedHashMap<>();
        for (LiteralMentions.Mention<Integer> m : literal.find(question, tablePhraseIndex)) {
            TableDocument table = index.corpus().tables().get(m.phrase().target());
            String kind = m.phrase().text().equals(table.name()) ? "name" : "synonym";
            forced.computeIfAbsent(m.phrase().target(), k -> new ArrayList<>())
                    .add("question mentions " + kind + " '" + m.phrase().text() + "'");
        }
        for (var m : literal.find(question, glossaryPhraseIndex)) {
            Map.Entry<String, GlossaryEntry> term = m.phrase().target();
            if (!term.getValue().notTracked()) {
                bestTableFor(term).ifPresent(t -> forced.computeIfAbsent(t, k -> new ArrayList<>())
                        .add("question mentions glossary term '" + m.phrase().text() + "'"));
            }
        }
        return forced;
    }

    /** The first not_tracked glossary term (or synonym) whose words all occur in the question, in any order. */
    Optional<Map.Entry<String, GlossaryEntry>> notTracked(String question) {
        return glossaryPhrases.stream().filter(p -> p.target().getValue().notTracked())
                .filter(p -> literal.mentionsAllWords(question, p)).map(LiteralMentions.Phrase::target)
                .findFirst();
    }

    /** The table whose words best match the term and its definition (BM25), if any matches at all. */
    private Optional<Integer> bestTableFor(Map.Entry<String, GlossaryEntry> term) {
        String text = term.getKey() + " " + (term.getValue().definition() == null ? "" : term.getValue().definition());
        return index.tableLexical().scores(text).entrySet().stream()
                .sorted(Map.Entry.<Integer, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .map(Map.Entry::getKey).findFirst();
    }
}
