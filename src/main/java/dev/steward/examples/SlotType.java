package dev.steward.examples;

import java.util.Locale;

/** The kind of value a template slot accepts; it decides how a filled value is checked and bound. */
public enum SlotType {
    TEXT, ENUM, INTEGER, NUMBER, DATE, QUARTER, PATTERN;

    /** The spelling in synthetic.jsonl. */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
