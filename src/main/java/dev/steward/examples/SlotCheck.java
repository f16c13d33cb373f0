package dev.steward.examples;

/**
 * The outcome of checking one slot value: the typed value to bind (String, Long, BigDecimal or LocalDate) and
 * its canonical text, or the reason it was refused.
 */
public record SlotCheck(Object value, String text, String problem) {

    static SlotCheck ok(Object value, String text) {
        return new SlotCheck(value, text, null);
    }

    static SlotCheck refused(String problem) {
        return new SlotCheck(null, null, problem);
    }

    public boolean ok() {
        return problem == null;
    }
}
