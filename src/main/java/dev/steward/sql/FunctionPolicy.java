package dev.steward.sql;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which functions a query may call: an allowlist reviewed against DuckDB's {@code duckdb_functions()} (resource
 * {@code allowed-functions.txt}), the functions refused with why ({@code refused-functions.txt}), and the functions a
 * project added as a recorded trust decision ({@link TrustedFunctions}). Anything not allowed is refused, so a
 * function a DuckDB upgrade brings is refused until someone reviews it (ADR 0006).
 */
public final class FunctionPolicy {
    private static final String ALLOWED = "allowed-functions.txt";
    private static final String REFUSED = "refused-functions.txt";
    private static final String NEVER = "[never]";

    private final Set<String> allowed;
    private final List<String> allowedPrefixes;
    private final Map<String, String> refused;
    private final Set<String> projectAdded;
    private final Set<String> existing;

    private FunctionPolicy(Set<String> allowed, List<String> allowedPrefixes, Map<String, String> refused,
                           Set<String> projectAdded, Set<String> existing) {
        this.allowed = Set.copyOf(allowed);
        this.allowedPrefixes = List.copyOf(allowedPrefixes);
        this.refused = Map.copyOf(refused);
        this.projectAdded = Set.copyOf(projectAdded);
        this.existing = Set.copyOf(existing);
    }

    /** The reviewed lists shipped with Steward, nothing added. */
    public static FunctionPolicy standard() {
        Set<String> names = new HashSet<>();
        List<String> prefixes = new java.util.ArrayList<>();
        for (String line : lines(ALLOWED)) {
            if (line.endsWith("_*")) {
                prefixes.add(AllowedRelations.lower(line.substring(0, line.length() - 1)));
            } else {
                names.add(AllowedRelations.lower(line));
            }
        }
        Map<String, String> refused = new HashMap<>();
        for (String line : lines(REFUSED)) {
            int tab = line.indexOf('\t');
            refused.put(AllowedRelations.lower(tab < 0 ? line : line.substring(0, tab)),
                    tab < 0 ? "" : line.substring(tab + 1).strip());
        }
        return new FunctionPolicy(names, prefixes, refused, Set.of(), Set.of());
    }

    /** This policy plus functions a project trusts; a refused function marked [never] stays refused. */
    public FunctionPolicy withProjectAdditions(Set<String> added) {
        Set<String> lowered = new HashSet<>();
        added.forEach(name -> lowered.add(AllowedRelations.lower(name)));
        return new FunctionPolicy(allowed, allowedPrefixes, refused, lowered, existing);
    }

    /**
     * This policy knowing which functions the sandbox's DuckDB has ({@code duckdb_functions()}): a name it does not
     * have is left to DuckDB's binder, which refuses it as "does not exist" (a dialect slip such as IIF or TO_CHAR
     * that the reply gate can mend), instead of being refused as not allowed.
     */
    public FunctionPolicy withExisting(Set<String> names) {
        Set<String> lowered = new HashSet<>();
        names.forEach(name -> lowered.add(AllowedRelations.lower(name)));
        return new FunctionPolicy(allowed, allowedPrefixes, refused, projectAdded, lowered);
    }

    /** Whether DuckDB has a function of this name (true when the policy was not told which ones exist). */
    public boolean exists(String name) {
        return existing.isEmpty() || existing.contains(AllowedRelations.lower(name));
    }

    /** Whether a query may call the function (name as written; compared the way DuckDB folds it). */
    public boolean allows(String name) {
        String lower = AllowedRelations.lower(name);
        if (projectAdded.contains(lower)) {
            return trustable(lower);
        }
        if (refused.containsKey(lower)) {
            return false;
        }
        return allowed.contains(lower)
                || allowedPrefixes.stream().anyMatch(lower::startsWith);
    }

    /** Whether a project may add this function: anything but a refused one marked [never]. */
    public boolean trustable(String name) {
        return !refused.getOrDefault(AllowedRelations.lower(name), "").startsWith(NEVER);
    }

    /** Why a reviewed function is refused, if it is on the refused list. */
    public Optional<String> refusalReason(String name) {
        return Optional.ofNullable(refused.get(AllowedRelations.lower(name)))
                .map(reason -> reason.startsWith(NEVER) ? reason.substring(NEVER.length()).strip() : reason);
    }

    /** Whether the name is on either reviewed list (the coverage test's question). */
    boolean reviewed(String name) {
        String lower = AllowedRelations.lower(name);
        return refused.containsKey(lower) || allowed.contains(lower)
                || allowedPrefixes.stream().anyMatch(lower::startsWith);
    }

    /** The functions this project added, sorted (doctor shows them). */
    public List<String> projectAdded() {
        return projectAdded.stream().sorted().toList();
    }

    Set<String> refusedNames() {
        return refused.keySet();
    }

    private static List<String> lines(String resource) {
        try (InputStream in = FunctionPolicy.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
