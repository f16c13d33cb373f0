package dev.steward.examples;

/** One orphan record of steward/examples.yaml in words, for doctor and the Examples tab. */
public final class OrphanText {
    private OrphanText() {
    }

    /** E.g. {@code "Deals per region?", verified by dana at 2026-11-29T12:00:00Z, source chat}. */
    public static String of(ExampleRecord record) {
        StringBuilder text = new StringBuilder();
        text.append(record.question() == null ? "question unknown" : "\"" + record.question() + "\"");
        if (record.verifiedBy() != null) {
            text.append(", verified by ").append(record.verifiedBy());
        }
        if (record.verifiedAt() != null) {
            text.append(record.verifiedBy() == null ? ", verified at " : " at ").append(record.verifiedAt());
        }
        if (record.source() != null) {
            text.append(", source ").append(record.source().jsonName());
        }
        return text.toString();
    }
}
