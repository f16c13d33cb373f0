package dev.steward.chat;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * The chat session of one user: its id and the time of the last question. Ending a session rolls its
 * rated turns into review and gives a fresh id ({@link #rotated}), unlike openmedallion, so turns asked
 * afterwards belong to the next session. Immutable; the UI keeps the current value.
 *
 * @param user         the user name as typed (the file name is derived by {@link ChatUserFiles})
 * @param id           32 hex characters
 * @param lastActivity the time of the last question, empty when nothing was asked since the last end
 */
public record ChatSession(String user, String id, Optional<Instant> lastActivity) {
    /** openmedallion's idle timeout: a session with no question for five minutes ends. */
    public static final Duration IDLE_TIMEOUT = Duration.ofMinutes(5);

    public ChatSession {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(lastActivity, "lastActivity");
    }

    /** A new session with a random id and no activity. */
    public static ChatSession start(String user) {
        return new ChatSession(user, newId(), Optional.empty());
    }

    /** The same session after a question asked at {@code now}. */
    public ChatSession askedAt(Instant now) {
        return new ChatSession(user, id, Optional.of(now));
    }

    /** The next session after an end: a fresh id, no activity (so the idle timer stays quiet until the next ask). */
    public ChatSession rotated() {
        return new ChatSession(user, newId(), Optional.empty());
    }

    /** The same session id for another user name (the name was changed mid-session). */
    public ChatSession forUser(String newUser) {
        return new ChatSession(newUser, id, lastActivity);
    }

    /** True when there was a question and at least {@link #IDLE_TIMEOUT} has passed since. */
    public boolean isIdleAt(Instant now) {
        return lastActivity.map(last -> !now.isBefore(last.plus(IDLE_TIMEOUT))).orElse(false);
    }

    private static String newId() {
        return UUID.randomUUID().toString().replace("-", "");
    }
}
