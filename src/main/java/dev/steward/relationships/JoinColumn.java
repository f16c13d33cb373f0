package dev.steward.relationships;

import java.util.Objects;
import java.util.Optional;

/**
 * One pair of joined columns. In relationships.yaml a {@code join_on} item is either a column name both
 * tables share ({@code region}) or {@code "from_col = to_col"} when the names differ.
 */
public record JoinColumn(String fromColumn, String toColumn) {

    public JoinColumn {
        Objects.requireNonNull(fromColumn, "fromColumn");
        Objects.requireNonNull(toColumn, "toColumn");
    }

    /** The same column name on both sides. */
    public static JoinColumn shared(String column) {
        return new JoinColumn(column, column);
    }

    /** Parses a {@code join_on} item; empty when it is blank or has an empty side or several {@code =}. */
    public static Optional<JoinColumn> parse(String item) {
        String[] sides = item.split("=", -1);
        if (sides.length == 1) {
            String column = item.strip();
            return column.isEmpty() ? Optional.empty() : Optional.of(shared(column));
        }
        if (sides.length != 2 || sides[0].isBlank() || sides[1].isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new JoinColumn(sides[0].strip(), sides[1].strip()));
    }

    public boolean isShared() {
        return fromColumn.equals(toColumn);
    }

    /** The canonical {@code join_on} spelling: {@code col} or {@code from_col = to_col}. */
    public String toYaml() {
        return isShared() ? fromColumn : fromColumn + " = " + toColumn;
    }
}
