package dev.steward.sql;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Array;
import java.sql.Blob;
import java.sql.SQLException;
import java.sql.Struct;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.duckdb.DuckDBStruct;

/**
 * Turns DuckDB JDBC values into plain Java values a table view, CSV or JSON can show: numbers stay numbers
 * (DECIMAL as {@link BigDecimal}, HUGEINT as {@link BigInteger}), DATE/TIME/TIMESTAMP become java.time values,
 * LIST becomes {@link List}, STRUCT and MAP become {@link Map} (keys in order), UUID stays {@link UUID}, BLOB becomes
 * {@code \x..} hex text, anything else (INTERVAL, ENUM, BIT, ...) its text.
 */
final class ResultValues {
    private ResultValues() {
    }

    static Object toJava(Object value) throws SQLException {
        if (value == null || value instanceof String || value instanceof Boolean || value instanceof UUID
                || value instanceof BigDecimal || value instanceof BigInteger) {
            return value;
        }
        if (value instanceof Number number) {
            return number instanceof Byte || number instanceof Short ? Integer.valueOf(number.intValue()) : number;
        }
        if (value instanceof java.time.temporal.Temporal) {
            return value;
        }
        if (value instanceof Timestamp timestamp) {
            return timestamp.toLocalDateTime();
        }
        if (value instanceof java.sql.Date date) {
            return date.toLocalDate();
        }
        if (value instanceof Array array) {
            return listOf((Object[]) array.getArray());
        }
        if (value instanceof DuckDBStruct struct) {
            return mapOf(struct.getMap());
        }
        if (value instanceof Struct struct) {
            return listOf(struct.getAttributes());
        }
        if (value instanceof Map<?, ?> map) {
            return mapOf(map);
        }
        if (value instanceof Blob blob) {
            return "\\x" + HexFormat.of().formatHex(blob.getBytes(1, (int) blob.length()));
        }
        if (value instanceof byte[] bytes) {
            return "\\x" + HexFormat.of().formatHex(bytes);
        }
        return value.toString();
    }

    private static List<Object> listOf(Object[] elements) throws SQLException {
        List<Object> list = new ArrayList<>(elements.length);
        for (Object element : elements) {
            list.add(toJava(element));
        }
        return Collections.unmodifiableList(list);
    }

    private static Map<String, Object> mapOf(Map<?, ?> source) throws SQLException {
        Map<String, Object> map = new LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : source.entrySet()) {
            map.put(String.valueOf(entry.getKey()), toJava(entry.getValue()));
        }
        return Collections.unmodifiableMap(map);
    }
}
