package dev.steward.store;

import java.nio.file.Path;

/**
 * The committed {@code <project>/steward/} folder: what Steward knows beyond openmedallion's schema (ADR 26), one
 * file per kind of record, each keyed by something that survives edits. {@code .steward/} stays for caches and the
 * lock and is never committed.
 */
public final class StewardFolder {
    public static final String DIR = "steward";
    /** {@code tables: {<table>: {stale_reason, schema_delta}}}. */
    public static final String TABLES = DIR + "/tables.yaml";
    /** {@code relationships: [...]} keyed by identity, and {@code rejected_by_data: [...]}. */
    public static final String RELATIONSHIPS = DIR + "/relationships.yaml";
    /** {@code terms: {<term>: {status, synonyms, not_tracked, text}}}: the rich glossary. */
    public static final String DEFINITIONS = DIR + "/definitions.yaml";
    /** {@code examples: {<content_hash>: {question, verified_by, verified_at, source, params}}} and {@code orphans:}. */
    public static final String EXAMPLES = DIR + "/examples.yaml";
    /** One line per harvested/failures row Steward appended: {@code {file, key, ts, user, turn_id, answer, error}}. */
    public static final String FEEDBACK = DIR + "/feedback.jsonl";
    /** One line per chat turn with extras beyond openmedallion's eleven keys, keyed by {@code turn_id}. */
    public static final String CHAT_TURNS = DIR + "/chat_turns.jsonl";
    /** One line per {@code steward migrate --apply} or {@code --undo}, with a snapshot of every file it changed. */
    public static final String MIGRATIONS = DIR + "/migrations.jsonl";

    private StewardFolder() {
    }

    public static Path tables(Path projectRoot) {
        return projectRoot.resolve(TABLES);
    }

    public static Path relationships(Path projectRoot) {
        return projectRoot.resolve(RELATIONSHIPS);
    }

    public static Path definitions(Path projectRoot) {
        return projectRoot.resolve(DEFINITIONS);
    }

    public static Path migrations(Path projectRoot) {
        return projectRoot.resolve(MIGRATIONS);
    }
}
