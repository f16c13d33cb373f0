package dev.steward.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * One curation decision as recorded in {@code curation_log.jsonl}: who decided what about which entry, when,
 * and what the entry said before and after (as short content hashes), plus the approved entry itself.
 *
 * @param ts         when, at second precision (written {@code 2026-08-16T19:04:23Z})
 * @param user       who decided
 * @param kind       what sort of entry
 * @param key        which entry, e.g. {@code orders} or {@code orders.customer_id}
 * @param action     the decision
 * @param beforeHash {@link ContentHashes} of the entry before the decision; null when it did not exist
 * @param afterHash  {@link ContentHashes} of the entry after the decision; null when it no longer exists
 * @param snapshot   the entry as approved (or as it is after the decision); may be null
 * @param note       a free-text remark (reason for a rejection, drift reason); may be null
 */
public record CurationEntry(Instant ts, String user, CurationKind kind, String key, CurationAction action,
                            String beforeHash, String afterHash, JsonNode snapshot, String note) {

    public CurationEntry {
        Objects.requireNonNull(ts, "ts");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(action, "action");
        // The log format has second precision; truncating here keeps a recorded entry equal to its re-read self.
        ts = ts.truncatedTo(ChronoUnit.SECONDS);
        snapshot = snapshot == null || snapshot.isNull() ? null : snapshot.deepCopy();
    }

    /** The approved (or current) entry; a copy, so the record stays immutable. */
    @Override
    public JsonNode snapshot() {
        return snapshot == null ? null : snapshot.deepCopy();
    }
}
