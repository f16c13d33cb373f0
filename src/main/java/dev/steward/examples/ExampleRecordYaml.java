package dev.steward.examples;

import dev.steward.error.StewardException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** One {@link ExampleRecord} as a YAML mapping: question, verified_by, verified_at, source, params (typed slots). */
final class ExampleRecordYaml {
    private ExampleRecordYaml() {
    }

    static Map<String, Object> write(ExampleRecord record) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("question", record.question());
        putIfPresent(out, "verified_by", record.verifiedBy());
        putIfPresent(out, "verified_at", record.verifiedAt());
        putIfPresent(out, "source", record.source() == null ? null : record.source().jsonName());
        putIfPresent(out, "as_of", record.asOf());
        putIfPresent(out, "role", record.role());
        if (!record.slots().isEmpty()) {
            Map<String, Object> params = new LinkedHashMap<>();
            record.slots().forEach((name, spec) -> {
                Map<String, Object> slot = new LinkedHashMap<>();
                putIfPresent(slot, "type", spec.type() == null ? null : spec.type().jsonName());
                if (!spec.values().isEmpty()) {
                    slot.put("values", spec.values());
                }
                putIfPresent(slot, "pattern", spec.pattern());
                putIfPresent(slot, "example", spec.example());
                if (!spec.synonyms().isEmpty()) {
                    slot.put("synonyms", spec.synonyms());
                }
                params.put(name, slot);
            });
            out.put("params", params);
        }
        return out;
    }

    static ExampleRecord read(Object value, Function<String, StewardException> error) {
        if (!(value instanceof Map<?, ?> map)) {
            throw error.apply("must be a mapping");
        }
        Map<String, SlotSpec> slots = new LinkedHashMap<>();
        if (map.get("params") instanceof Map<?, ?> params) {
            params.forEach((name, slot) -> slots.put(String.valueOf(name), slot(slot, error)));
        } else if (map.get("params") != null) {
            throw error.apply("params must be a mapping of slot name to {type, values, pattern, example}");
        }
        String source = text(map, "source", error);
        return new ExampleRecord(text(map, "question", error), text(map, "verified_by", error),
                text(map, "verified_at", error), source == null ? null : source(source, error), slots,
                date(text(map, "as_of", error), error), text(map, "role", error));
    }

    /** {@code as_of} as written, once it is an ISO date (YAML may have read it as one). */
    private static String date(String value, Function<String, StewardException> error) {
        if (value == null) {
            return null;
        }
        try {
            return java.time.LocalDate.parse(value).toString();
        } catch (java.time.format.DateTimeParseException e) {
            throw error.apply("as_of '" + value + "' is not a date: write it as YYYY-MM-DD");
        }
    }

    private static SlotSpec slot(Object value, Function<String, StewardException> error) {
        if (!(value instanceof Map<?, ?> map)) {
            throw error.apply("a slot must be a mapping {type, values, pattern, example, synonyms}");
        }
        String type = text(map, "type", error);
        SlotType slotType = null;
        if (type != null) {
            slotType = java.util.Arrays.stream(SlotType.values()).filter(t -> t.jsonName().equals(type)).findFirst()
                    .orElseThrow(() -> error.apply("slot type '" + type + "' is not one of text, enum, integer, "
                            + "number, date, quarter, pattern"));
        }
        Map<String, List<String>> synonyms = new LinkedHashMap<>();
        if (map.get("synonyms") instanceof Map<?, ?> words) {
            words.forEach((k, v) -> synonyms.put(String.valueOf(k), texts(v)));
        }
        return new SlotSpec(null, slotType, texts(map.get("values")), text(map, "pattern", error),
                text(map, "example", error), false, synonyms);
    }

    private static ExampleSource source(String name, Function<String, StewardException> error) {
        return java.util.Arrays.stream(ExampleSource.values()).filter(s -> s.jsonName().equals(name)).findFirst()
                .orElseThrow(() -> error.apply("source '" + name + "' is not one of generated, harvested, chat, hand"));
    }

    private static List<String> texts(Object value) {
        List<String> out = new ArrayList<>();
        if (value instanceof List<?> list) {
            list.forEach(item -> out.add(String.valueOf(item)));
        }
        return out;
    }

    private static String text(Map<?, ?> map, String key, Function<String, StewardException> error) {
        Object value = map.get(key);
        if (value == null) {
            return null;
        }
        if (value instanceof Map || value instanceof List) {
            throw error.apply(key + " must be text");
        }
        return String.valueOf(value);
    }

    private static void putIfPresent(Map<String, Object> out, String key, Object value) {
        if (value != null) {
            out.put(key, value);
        }
    }
}
