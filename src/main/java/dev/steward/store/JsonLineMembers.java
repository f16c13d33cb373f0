package dev.steward.store;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The members of one JSON object line as spans of its text, for edits that change only what they must: removing a
 * member takes out its key, value and one separator; replacing a value swaps that value's text. Every other byte of
 * the line (spacing, escapes, key order) stays as it was.
 */
public final class JsonLineMembers {
    private static final JsonFactory FACTORY = new JsonFactory();

    /** One member: where it starts (its key's quote), where its value starts and ends (exclusive). */
    private record Member(int start, int valueStart, int end) {
    }

    private final String line;
    private final Map<String, Member> members;
    private final List<String> order;

    private JsonLineMembers(String line, Map<String, Member> members) {
        this.line = line;
        this.members = members;
        this.order = List.copyOf(members.keySet());
    }

    /** The top-level members of {@code line}; empty when it is not a JSON object. */
    public static Optional<JsonLineMembers> of(String line) {
        return parse(line, 0, line.length()).map(members -> new JsonLineMembers(line, members));
    }

    /** The members of the object that is the value of top-level {@code key}; empty when it is not an object. */
    public Optional<JsonLineMembers> nested(String key) {
        Member member = members.get(key);
        if (member == null) {
            return Optional.empty();
        }
        return parse(line, member.valueStart(), member.end()).map(inner -> new JsonLineMembers(line, inner));
    }

    /** The value's JSON text, exactly as written. */
    public Optional<String> valueText(String key) {
        Member member = members.get(key);
        return member == null ? Optional.empty() : Optional.of(line.substring(member.valueStart(), member.end()));
    }

    public boolean has(String key) {
        return members.containsKey(key);
    }

    /**
     * The whole line with these members removed and these values replaced (by JSON text); members not named keep
     * their bytes, as does everything outside this object.
     */
    public String edited(List<String> remove, Map<String, String> replace) {
        if (order.isEmpty()) {
            return line;
        }
        StringBuilder out = new StringBuilder(line.substring(0, members.get(order.get(0)).start()));
        boolean first = true;
        for (int i = 0; i < order.size(); i++) {
            String key = order.get(i);
            if (remove.contains(key)) {
                continue;
            }
            Member member = members.get(key);
            if (!first) {
                out.append(line, members.get(order.get(i - 1)).end(), member.start());
            }
            first = false;
            out.append(line, member.start(), member.valueStart());
            out.append(replace.containsKey(key) ? replace.get(key) : line.substring(member.valueStart(), member.end()));
        }
        return out.append(line.substring(members.get(order.get(order.size() - 1)).end())).toString();
    }

    private static Optional<Map<String, Member>> parse(String text, int from, int to) {
        Map<String, Member> members = new LinkedHashMap<>();
        try (JsonParser parser = FACTORY.createParser(text.substring(from, to))) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                int start = from + (int) parser.currentTokenLocation().getCharOffset();
                parser.nextToken();
                int valueStart = from + (int) parser.currentTokenLocation().getCharOffset();
                parser.skipChildren();
                parser.finishToken();
                int end = from + (int) parser.currentLocation().getCharOffset();
                members.put(name, new Member(start, valueStart, end));
            }
            return Optional.of(members);
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
