package dev.steward.definitions;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** A version's authority: only {@link #APPROVED} versions answer; the others are history or evidence asked about. */
public enum VersionStatus {
    DRAFT, APPROVED, SUPERSEDED, DEPRECATED, UNTRUSTED;

    public String yamlName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<VersionStatus> fromYamlName(String text) {
        return Arrays.stream(values()).filter(s -> s.yamlName().equals(text)).findFirst();
    }

    public static String allowed() {
        return Arrays.stream(values()).map(VersionStatus::yamlName).collect(Collectors.joining(", "));
    }
}
