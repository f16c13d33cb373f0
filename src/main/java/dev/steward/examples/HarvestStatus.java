package dev.steward.examples;

import java.util.Locale;

/** A harvested thumbs-up row waits as a {@code candidate} until harvest promotes it ({@code harvested}). */
public enum HarvestStatus {
    CANDIDATE, HARVESTED;

    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
