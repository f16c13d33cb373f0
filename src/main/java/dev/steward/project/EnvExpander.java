package dev.steward.project;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Expands {@code ${VAR}} and {@code ${VAR:-default}} in main.yaml values, as openmedallion does. An empty
 * variable counts as set for {@code ${VAR}} but falls back to the default for {@code ${VAR:-default}}
 * (the shell's meaning of {@code :-}).
 */
final class EnvExpander {
    private static final Pattern REFERENCE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?}");

    private final Map<String, String> environment;

    EnvExpander(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    /** The expanded text, or the name of the first variable that is unset and has no default. */
    Expansion expand(String text) {
        Matcher matcher = REFERENCE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String name = matcher.group(1);
            String fallback = matcher.group(2);
            String value = environment.get(name);
            if (fallback != null && (value == null || value.isEmpty())) {
                value = fallback;
            }
            if (value == null) {
                return new Expansion(null, name);
            }
            matcher.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        matcher.appendTail(out);
        return new Expansion(out.toString(), null);
    }

    /** Either the expanded value or the missing variable's name. */
    record Expansion(String value, String missingVariable) {
        Optional<String> missing() {
            return Optional.ofNullable(missingVariable);
        }
    }
}
