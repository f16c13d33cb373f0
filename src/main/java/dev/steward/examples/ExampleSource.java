package dev.steward.examples;

import java.util.Locale;

/** Where an example came from: LLM generation, harvested thumbs-up, the chat, or typed by hand. */
public enum ExampleSource {
    GENERATED, HARVESTED, CHAT, HAND;

    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
