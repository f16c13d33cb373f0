package dev.steward.relationships;

import java.util.List;
import java.util.Set;

/**
 * What a column's name says about the table it may point at when no name rule resolved it: whether it is shaped
 * like a reference at all ({@code support_rep_id}, {@code ship_via}, {@code created_by}, not {@code rental_duration}),
 * and how strongly its words hint at a target — a person role for a person table ({@code rep} → employee), or a
 * word one side abbreviates ({@code ship} → shippers). Used as the prior of {@link InclusionDependencies}: the data
 * alone never proposes a path, small integer ranges overlap everywhere.
 */
final class ReferencePrior {
    /** Score of a person role against a person table; a shared prefix scores its length (3 and up). */
    static final int ROLE_SCORE = 3;
    private static final int MIN_PREFIX = 3;
    /** Last words that make a column a reference besides the key suffixes. */
    private static final Set<String> LINK_WORDS = Set.of("via", "by", "to", "ref", "fk", "no", "num", "nr");
    /** Words of quantities, never keys, whatever their values: {@code rental_duration} is not a rental. */
    private static final Set<String> MEASURE_WORDS = Set.of("duration", "rate", "count", "amount", "cost", "length",
            "quantity", "qty", "price", "total", "year", "size", "score", "level", "rank", "age", "weight",
            "height", "width", "days", "hours", "minutes", "seconds", "percent", "pct", "balance", "sum", "avg");
    /** Words naming the role a person plays in a row. */
    private static final Set<String> PERSON_ROLES = Set.of("rep", "representative", "agent", "manager", "owner",
            "approver", "author", "creator", "reviewer", "assignee", "clerk", "buyer", "seller", "salesperson",
            "salesman", "handler", "operator", "supervisor", "sponsor", "contact", "cashier", "approved",
            "created", "modified", "updated", "assigned", "reviewed", "handled", "recruiter", "lead", "coordinator");
    /** Entities of tables that hold people. */
    private static final Set<String> PERSON_ENTITIES = Set.of("employee", "staff", "person", "user", "member",
            "worker", "personnel", "agent", "representative", "writer", "author", "salesperson", "associate");

    private ReferencePrior() {
    }

    /** True when the name can be a reference: a key suffix or link word last, no quantity word. */
    static boolean referenceShaped(NameWords words) {
        List<String> w = words.words();
        if (w.isEmpty() || w.stream().anyMatch(MEASURE_WORDS::contains)) {
            return false;
        }
        String last = w.get(w.size() - 1);
        return words.endsWithKeySuffix() || LINK_WORDS.contains(last) || w.get(0).equals("link");
    }

    /** 0 when the words say nothing about {@code targetEntity}; higher is a stronger hint. */
    static int score(NameWords column, String targetEntity) {
        List<String> stem = column.stem().stream().filter(w -> !LINK_WORDS.contains(w) && !w.equals("link"))
                .toList();
        int best = stem.stream().anyMatch(PERSON_ROLES::contains) && isPerson(targetEntity) ? ROLE_SCORE : 0;
        for (String word : stem) {
            best = Math.max(best, sharedPrefix(word, targetEntity));
        }
        return best;
    }

    private static boolean isPerson(String entity) {
        return PERSON_ENTITIES.stream().anyMatch(p -> entity.equals(p) || entity.endsWith(p));
    }

    /** The word's length when one of word and entity begins with the other (3+ letters), else 0. */
    private static int sharedPrefix(String word, String entity) {
        if (word.length() < MIN_PREFIX || entity.length() < MIN_PREFIX) {
            return 0;
        }
        return entity.startsWith(word) || word.startsWith(entity) ? Math.min(word.length(), entity.length()) : 0;
    }
}
