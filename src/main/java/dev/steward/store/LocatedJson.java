package dev.steward.store;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the text of one JSON line into a {@link LocatedNode} tree whose locations are file line and
 * column, so strict JSON-lines readers can point at the offending key. A key written twice keeps its last
 * value, as Python's json module does.
 */
public final class LocatedJson {
    private static final int MAX_DEPTH = 64;
    private final JsonFactory factory;

    public LocatedJson() {
        this(new JsonFactory());
    }

    public LocatedJson(JsonFactory factory) {
        this.factory = factory;
    }

    /** @param lineNumber the 1-based file line the text came from */
    public LocatedNode parse(String text, Path file, int lineNumber) {
        try (JsonParser parser = factory.createParser(text)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                throw new FileFormatException(new SourceLocation(file, lineNumber, 1), "the line is empty",
                        "Remove the line or write one JSON object on it.");
            }
            return read(parser, file, lineNumber, 0);
        } catch (IOException e) {
            throw new FileFormatException(new SourceLocation(file, lineNumber, 0),
                    "not valid JSON (" + e.getMessage().lines().findFirst().orElse("") + ")",
                    "Fix the line so it holds one JSON object; Steward changed nothing.", e);
        }
    }

    private LocatedNode read(JsonParser parser, Path file, int lineNumber, int depth) throws IOException {
        SourceLocation where = location(parser.currentTokenLocation(), file, lineNumber);
        if (depth > MAX_DEPTH) {
            throw new FileFormatException(where, "JSON nested more than " + MAX_DEPTH + " levels deep",
                    "Flatten the value; Steward changed nothing.");
        }
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT:
                return readObject(parser, file, lineNumber, depth, where);
            case START_ARRAY:
                List<LocatedNode> items = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    items.add(read(parser, file, lineNumber, depth + 1));
                }
                return new LocatedList(items, where);
            case VALUE_STRING:
                return new LocatedScalar(parser.getText(), parser.getText(), where);
            case VALUE_NUMBER_INT:
                Object whole = parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER
                        ? parser.getBigIntegerValue() : (Object) parser.getLongValue();
                return new LocatedScalar(whole, parser.getText(), where);
            case VALUE_NUMBER_FLOAT:
                return new LocatedScalar(parser.getDoubleValue(), parser.getText(), where);
            case VALUE_TRUE:
            case VALUE_FALSE:
                return new LocatedScalar(token == JsonToken.VALUE_TRUE, parser.getText(), where);
            default:
                return new LocatedScalar(null, "null", where);
        }
    }

    private LocatedMap readObject(JsonParser parser, Path file, int lineNumber, int depth, SourceLocation where)
            throws IOException {
        LocatedMap map = new LocatedMap(List.of(), where);
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            SourceLocation keyAt = location(parser.currentTokenLocation(), file, lineNumber);
            parser.nextToken();
            map = map.with(new LocatedEntry(key, keyAt, read(parser, file, lineNumber, depth + 1)));
        }
        return map;
    }

    private static SourceLocation location(JsonLocation at, Path file, int lineNumber) {
        return new SourceLocation(file, lineNumber + Math.max(0, at.getLineNr() - 1), Math.max(0, at.getColumnNr()));
    }
}
