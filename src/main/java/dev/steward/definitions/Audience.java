package dev.steward.definitions;

import java.util.Objects;
import java.util.Set;

/**
 * Who asks: a user and the roles the answer is for. Restricted versions (those with {@code allowed_roles}) are seen
 * only by an audience holding one of their roles. A disclosure policy for prompts, answers, citations, logs and
 * caches — not protection against someone who can read the project's files.
 *
 * @param user  who asks (recorded in chat history), or "" when nobody in particular
 * @param roles the roles in effect; empty = only what everyone may see
 */
public record Audience(String user, Set<String> roles) {
    public Audience {
        user = user == null ? "" : user;
        roles = Set.copyOf(Objects.requireNonNull(roles, "roles"));
    }

    /** Nobody in particular: sees only unrestricted versions. */
    public static Audience everyone() {
        return new Audience("", Set.of());
    }

    @Override
    public String toString() {
        return (user.isEmpty() ? "anyone" : user) + (roles.isEmpty() ? "" : " as " + String.join(", ", roles));
    }
}
