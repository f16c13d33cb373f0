package dev.steward.relationships;

import java.util.List;

/**
 * A foreign key a database's authors declared, used to score detection: (from table, from columns) →
 * (to table, to columns), direction included.
 */
public record DeclaredKey(String fromTable, List<String> fromColumns, String toTable, List<String> toColumns) {

    public DeclaredKey {
        fromColumns = List.copyOf(fromColumns);
        toColumns = List.copyOf(toColumns);
    }

    /** The key a detected relationship claims. */
    public static DeclaredKey of(Relationship r) {
        return new DeclaredKey(r.fromTable(), r.joinOn().stream().map(JoinColumn::fromColumn).toList(),
                r.toTable(), r.joinOn().stream().map(JoinColumn::toColumn).toList());
    }
}
