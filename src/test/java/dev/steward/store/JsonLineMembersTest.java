package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonLineMembersTest {
    private static String edit(String line, List<String> remove, Map<String, String> replace) {
        return JsonLineMembers.of(line).orElseThrow().edited(remove, replace);
    }

    @Test
    void removingMembersKeepsEveryOtherByteInBothStyles() {
        String spaced = "{\"question\": \"caf\\u00e9\", \"sql\": \"SELECT 1\", \"verified\": true, "
                + "\"verified_by\": \"dana\", \"n\": 12, \"source\": \"chat\"}";
        assertThat(edit(spaced, List.of("verified_by", "source"), Map.of()))
                .isEqualTo("{\"question\": \"caf\\u00e9\", \"sql\": \"SELECT 1\", \"verified\": true, \"n\": 12}");
        String compact = "{\"ts\":\"x\",\"question\":\"q\",\"n\":1.5e3,\"user\":null}";
        assertThat(edit(compact, List.of("ts", "user"), Map.of())).isEqualTo("{\"question\":\"q\",\"n\":1.5e3}");
        assertThat(edit(compact, List.of("ts", "question", "n", "user"), Map.of())).isEqualTo("{}");
    }

    @Test
    void aNestedValueIsReplacedInPlace() {
        String line = "{\"q\": \"a\", \"params\": {\"x\": {\"description\": \"d\", \"type\": \"enum\"}, \"y\": \"e\"}}";
        JsonLineMembers params = JsonLineMembers.of(line).orElseThrow().nested("params").orElseThrow();
        assertThat(params.valueText("x")).hasValue("{\"description\": \"d\", \"type\": \"enum\"}");
        assertThat(params.edited(List.of(), Map.of("x", "\"d\"")))
                .isEqualTo("{\"q\": \"a\", \"params\": {\"x\": \"d\", \"y\": \"e\"}}");
        assertThat(JsonLineMembers.of("not json")).isEmpty();
    }
}
