package dev.steward.sample;

import dev.steward.sample.SyntheticVocabulary.Categorical;
import java.util.List;

/**
 * One planned table of a synthetic project: a dimension (one row per thing) or a fact (one row per event).
 *
 * @param name         table name, e.g. {@code customers} or {@code emea_customers}
 * @param label        what one row is, for names and descriptions, e.g. {@code customer}
 * @param keyColumn    the unique key, e.g. {@code customer_id}
 * @param foreignKeys  the columns that point at other tables' keys
 * @param categorical  the skewed categorical column
 * @param dateColumn   {@code created_on} for dimensions, {@code <label>_date} for facts
 */
record SyntheticTable(String name, String label, boolean fact, String keyColumn, List<PlannedJoin> foreignKeys,
                      Categorical categorical, String dateColumn, long rows) {

    SyntheticTable {
        foreignKeys = List.copyOf(foreignKeys);
    }

    SyntheticTable withRows(long newRows) {
        return new SyntheticTable(name, label, fact, keyColumn, foreignKeys, categorical, dateColumn, newRows);
    }
}
