package dev.steward.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The project's append-only record of every curation decision, {@code <project>/curation_log.jsonl}. It is
 * the source of an entry's "last approved" text for diffs. Lines are only ever appended (with fsync); reading
 * is tolerant: a torn or hand-damaged line is reported and skipped, never fatal, and stays in the file.
 */
public final class CurationLog {
    private static final String KEPT = "; the line was kept in the file and skipped";

    private final Path file;
    private final JsonLinesAppender appender;
    private final JsonLinesReader reader;
    private final ContentHashes hashes = new ContentHashes();
    private final Clock clock;

    /**
     * @param file     the log, normally {@code Project.curationLogFile()}
     * @param appender the application's appender
     * @param reader   the tolerant JSON-lines reader
     * @param clock    stamps decisions recorded through {@link #record(String, CurationKind, String,
     *                 CurationAction, JsonNode, JsonNode, String)}
     */
    public CurationLog(Path file, JsonLinesAppender appender, JsonLinesReader reader, Clock clock) {
        this.file = file;
        this.appender = appender;
        this.reader = reader;
        this.clock = clock;
    }

    public Path file() {
        return file;
    }

    /**
     * Records a decision now: hashes {@code before} and {@code after} and keeps {@code after} as the snapshot.
     *
     * @param before the entry before the decision (null if it did not exist)
     * @param after  the entry after it (null if it no longer exists)
     * @return what was written
     */
    public CurationEntry record(String user, CurationKind kind, String key, CurationAction action,
                                JsonNode before, JsonNode after, String note) {
        CurationEntry entry = new CurationEntry(clock.instant(), user, kind, key, action, hashes.hash(before),
                hashes.hash(after), after, note);
        record(entry);
        return entry;
    }

    /** Appends one decision as one fsync'd line. */
    public void record(CurationEntry entry) {
        appender.append(file, toJson(entry));
    }

    /** Every readable decision in file order, and a problem for each line that was skipped. */
    public CurationLogContent entries() {
        JsonLinesContent content = reader.read(file);
        List<CurationEntry> entries = new ArrayList<>();
        List<JsonLineProblem> problems = new ArrayList<>(content.problems());
        for (JsonLineRow row : content.rows()) {
            try {
                entries.add(new LineFields(row).entry());
            } catch (BadLine bad) {
                problems.add(bad.problem);
            }
        }
        problems.sort((a, b) -> Integer.compare(a.lineNumber(), b.lineNumber()));
        return new CurationLogContent(entries, problems);
    }

    /** The snapshot of the last approval of this entry; empty if never approved or deleted since. */
    public Optional<JsonNode> lastApproved(CurationKind kind, String key) {
        JsonNode last = null;
        for (CurationEntry entry : history(kind, key)) {
            if (entry.action().approves() && entry.snapshot() != null) {
                last = entry.snapshot();
            } else if (entry.action() == CurationAction.DELETE) {
                last = null;
            }
        }
        return Optional.ofNullable(last);
    }

    /** Every readable decision about one entry, oldest first. */
    public List<CurationEntry> history(CurationKind kind, String key) {
        return entries().entries().stream().filter(e -> e.kind() == kind && e.key().equals(key)).toList();
    }

    private static ObjectNode toJson(CurationEntry entry) {
        ObjectNode row = JsonNodeFactory.instance.objectNode();
        row.put("ts", entry.ts().toString());
        row.put("user", entry.user());
        row.put("kind", entry.kind().wireName());
        row.put("key", entry.key());
        row.put("action", entry.action().wireName());
        row.put("before_hash", entry.beforeHash());
        row.put("after_hash", entry.afterHash());
        row.set("snapshot", entry.snapshot());
        row.put("note", entry.note());
        return row;
    }

    /** A well-formed JSON line that is not a valid decision; carries the problem to report. */
    private static final class BadLine extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient JsonLineProblem problem;

        BadLine(JsonLineProblem problem) {
            super(problem.message(), null, false, false);
            this.problem = problem;
        }
    }

    /** Field access for one line, with problems that point at the field's column. */
    private final class LineFields {
        private final JsonLineRow row;
        private final JsonNode json;

        LineFields(JsonLineRow row) {
            this.row = row;
            this.json = row.json();
        }

        CurationEntry entry() {
            return new CurationEntry(timestamp(), required("user"),
                    known("kind", CurationKind.fromWireName(required("kind")), CurationKind.allowed()),
                    required("key"),
                    known("action", CurationAction.fromWireName(required("action")), CurationAction.allowed()),
                    optional("before_hash"), optional("after_hash"), json.get("snapshot"), optional("note"));
        }

        String required(String name) {
            JsonNode value = json.get(name);
            if (value == null || !value.isTextual() || value.asText().isBlank()) {
                throw bad(name, "'" + name + "' is missing or not a non-empty string");
            }
            return value.asText();
        }

        String optional(String name) {
            JsonNode value = json.get(name);
            return value == null || value.isNull() ? null : value.asText();
        }

        Instant timestamp() {
            String ts = required("ts");
            try {
                return Instant.parse(ts);
            } catch (DateTimeParseException e) {
                throw bad("ts", "'ts' is '" + ts + "', not a UTC time like 2026-08-16T19:04:23Z");
            }
        }

        <T> T known(String name, Optional<T> value, String allowed) {
            return value.orElseThrow(() -> bad(name,
                    "unknown " + name + " '" + json.get(name).asText() + "' (allowed: " + allowed + ")"));
        }

        private BadLine bad(String field, String what) {
            // The field's column in the raw line; a missing field points at the line start.
            int column = Math.max(1, row.rawText().indexOf("\"" + field + "\"") + 1);
            String where = file.getFileName() + ":" + row.lineNumber() + ":" + column;
            return new BadLine(new JsonLineProblem(row.lineNumber(), column, JsonLinesReader.excerpt(row.rawText()),
                    where + ": " + what + KEPT));
        }
    }
}
