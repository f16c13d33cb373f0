package dev.steward.ui.fx;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import java.util.Locale;

/** The two looks of the app, AtlantaFX Primer light and dark; the settings file stores {@link #settingsName()}. */
public enum Theme {
    LIGHT, DARK;

    /** AtlantaFX's user-agent stylesheet for this theme. */
    public String userAgentStylesheet() {
        return this == DARK ? new PrimerDark().getUserAgentStylesheet() : new PrimerLight().getUserAgentStylesheet();
    }

    /** {@code light} or {@code dark}. */
    public String settingsName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Theme toggled() {
        return this == DARK ? LIGHT : DARK;
    }

    /** Reads a settings value; anything but {@code dark} is light, so a hand-edited typo cannot break startup. */
    public static Theme fromSettings(String value) {
        return "dark".equalsIgnoreCase(value == null ? "" : value.trim()) ? DARK : LIGHT;
    }
}
