package dev.steward.definitions;

import dev.steward.error.StewardException;
import dev.steward.store.LocatedEntry;
import dev.steward.store.LocatedFields;
import dev.steward.store.LocatedMap;
import dev.steward.store.LocatedNode;
import dev.steward.store.StrictYamlReader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Who holds which role: {@code steward/roles.yaml}, {@code users: {alice: [analyst], carol: [finance_controller]}}.
 * Without the file, a stated role is taken as stated (nobody is listed, so nobody can be checked).
 */
public final class Roles {
    public static final String FILE = "steward/roles.yaml";
    private final Map<String, List<String>> users;
    private final boolean present;

    private Roles(Map<String, List<String>> users, boolean present) {
        this.users = Map.copyOf(users);
        this.present = present;
    }

    public static Roles none() {
        return new Roles(Map.of(), false);
    }

    public static Roles read(Path projectRoot) {
        Optional<LocatedNode> root = new StrictYamlReader().read(projectRoot.resolve(FILE));
        if (root.isEmpty()) {
            return none();
        }
        LocatedFields top = LocatedFields.strict(root.get(), "steward/roles.yaml", root.get().location(),
                List.of("users"));
        LocatedMap map = top.mapValue("users");
        Map<String, List<String>> users = new LinkedHashMap<>();
        if (map != null) {
            for (LocatedEntry e : map.entries()) {
                LocatedFields holder = LocatedFields.strict(new LocatedMap(List.of(new LocatedEntry("roles",
                        e.keyLocation(), e.value())), e.keyLocation()), "user '" + e.key() + "'", e.keyLocation(),
                        List.of("roles"));
                List<String> roles = holder.textList("roles");
                users.put(e.key(), roles == null ? List.of() : roles);
            }
        }
        return new Roles(users, true);
    }

    /** The roles {@code user} holds in the roles file (none when the file or the user is not there). */
    public List<String> rolesOf(String user) {
        return users.getOrDefault(user == null ? "" : user, List.of());
    }

    /** Whether the project has a roles file. */
    public boolean present() {
        return present;
    }

    /**
     * The audience of {@code user} asking as {@code role} (null: with all the user's roles). A role the roles file
     * does not give the user is refused.
     */
    public Audience audience(String user, String role) {
        List<String> held = users.getOrDefault(user == null ? "" : user, List.of());
        if (role == null || role.isBlank()) {
            return new Audience(user, Set.copyOf(held));
        }
        if (present && !held.contains(role)) {
            throw new StewardException("'" + user + "' does not hold the role '" + role + "' in " + FILE + ".",
                    "Ask as one of " + (held.isEmpty() ? "no roles (the user is not listed)" : String.join(", ", held))
                            + ", or add the role to the user in " + FILE + ".");
        }
        return new Audience(user, Set.of(role));
    }
}
