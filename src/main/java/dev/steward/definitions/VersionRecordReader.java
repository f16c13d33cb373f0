package dev.steward.definitions;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import dev.steward.store.LocatedFields;
import dev.steward.store.LocatedList;
import dev.steward.store.LocatedNode;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads and validates one version record — an exchange line or a version in {@code steward/definitions.yaml} —
 * with errors naming the file, line and field. The content hash is computed; a given one must match it.
 */
final class VersionRecordReader {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.:/-]*");
    private static final Pattern SHORT_DURATION = Pattern.compile("(\\d+)\\s*([mhd])");
    private final VersionRecords records = new VersionRecords();

    /** What one exchange record holds: the definition it belongs to and the version. */
    record Parsed(String objectId, List<String> synonyms, String owner, DefinitionVersion version,
                  SourceLocation location) {
    }

    /** An exchange record (object_id, synonyms and owner allowed). */
    Parsed exchange(LocatedNode node, String owner) {
        LocatedFields f = LocatedFields.strict(node, owner, node.location(),
                Stream.concat(VersionRecords.DEFINITION_FIELDS.stream(), VersionRecords.VERSION_FIELDS.stream())
                        .toList());
        String objectId = id(f, "object_id");
        return new Parsed(objectId, f.textList("synonyms"), f.text("owner"), version(f), node.location());
    }

    /** A version inside a definition of {@code steward/definitions.yaml}. */
    DefinitionVersion version(LocatedNode node, String owner) {
        return version(LocatedFields.strict(node, owner, node.location(), VersionRecords.VERSION_FIELDS));
    }

    private DefinitionVersion version(LocatedFields f) {
        LocalDate from = date(f, "valid_from");
        LocalDate to = date(f, "valid_to");
        if (from != null && to != null && !to.isAfter(from)) {
            throw f.error("valid_to", "must be after valid_from (" + from + "): valid_to is exclusive");
        }
        DefinitionVersion v = new DefinitionVersion(id(f, "evidence_id"),
                f.requiredChoice("kind", DefinitionKind.values(), DefinitionKind::exchangeName),
                f.text("title"), f.requiredText("version"),
                f.requiredChoice("status", VersionStatus.values(), VersionStatus::yamlName), from, to,
                f.text("supersedes"), f.text("text"), f.textList("tables"), f.text("grain"), measure(f),
                f.text("supports"), f.textList("upstream"), freshness(f), f.textList("allowed_roles"),
                f.text("authority_class"), f.text("source_system"), f.text("source_revision"),
                stamp(f, "published_at"), stamp(f, "observed_at"), null);
        String hash = records.contentHash(v);
        String given = f.text("content_hash");
        if (given != null && !given.equals(hash)) {
            throw f.error("content_hash", "is " + given + " but the record's content hashes to " + hash
                    + " (the record changed after it was hashed, or was hashed another way); remove content_hash to "
                    + "let Steward compute it");
        }
        return withHash(v, hash);
    }

    private static DefinitionVersion withHash(DefinitionVersion v, String hash) {
        return new DefinitionVersion(v.evidenceId(), v.kind(), v.title(), v.version(), v.status(), v.validFrom(),
                v.validTo(), v.supersedes(), v.text(), v.tables(), v.grain(), v.measure(), v.supports(),
                v.upstream(), v.freshness(), v.allowedRoles(), v.authorityClass(), v.sourceSystem(),
                v.sourceRevision(), v.publishedAt(), v.observedAt(), hash);
    }

    private static String id(LocatedFields f, String key) {
        String id = f.requiredText(key);
        if (!ID.matcher(id).matches()) {
            throw f.error(key, "must be letters, digits and _ . : / - (found '" + id + "')");
        }
        return id;
    }

    private static GovernedMeasure measure(LocatedFields f) {
        String sql = f.text("sql");
        if (sql == null || sql.isBlank()) {
            for (String key : List.of("table", "dimensions", "time_column")) {
                if (f.has(key)) {
                    throw f.error(key, "belongs to a governed measure: give its 'sql' too, or remove it");
                }
            }
            return null;
        }
        return new GovernedMeasure(f.requiredText("table"), sql, f.textList("dimensions"), f.text("time_column"));
    }

    private static LocalDate date(LocatedFields f, String key) {
        String text = f.text(key);
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return LocalDate.parse(text.trim());
        } catch (DateTimeParseException e) {
            throw f.error(key, "must be a date written YYYY-MM-DD (found '" + text + "')");
        }
    }

    /** An ISO date or instant, kept as written. */
    private static String stamp(LocatedFields f, String key) {
        String text = f.text(key);
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            if (text.length() <= 10) {
                LocalDate.parse(text);
            } else {
                Instant.parse(text);
            }
        } catch (DateTimeParseException e) {
            throw f.error(key, "must be YYYY-MM-DD or an ISO instant such as 2026-08-31T06:00:00Z (found '"
                    + text + "')");
        }
        return text;
    }

    private static List<FreshnessFact> freshness(LocatedFields f) {
        LocatedList list = f.list("freshness");
        if (list == null) {
            return List.of();
        }
        List<FreshnessFact> facts = new ArrayList<>();
        for (LocatedNode item : list.items()) {
            LocatedFields g = LocatedFields.strict(item, "a freshness entry", item.location(),
                    List.of("source", "max_loaded_at", "sla"));
            facts.add(new FreshnessFact(g.requiredText("source"), instant(g), duration(g)));
        }
        return facts;
    }

    private static Instant instant(LocatedFields g) {
        String text = g.requiredText("max_loaded_at");
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw g.error("max_loaded_at", "must be an ISO instant such as 2026-08-31T06:00:00Z (found '" + text
                    + "')");
        }
    }

    /** {@code PT24H}, or the short forms {@code 30m}, {@code 24h}, {@code 2d}. */
    static Duration duration(LocatedFields g) {
        String text = g.text("sla");
        if (text == null || text.isBlank()) {
            return null;
        }
        Matcher m = SHORT_DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (m.matches()) {
            long n = Long.parseLong(m.group(1));
            return switch (m.group(2)) {
                case "m" -> Duration.ofMinutes(n);
                case "h" -> Duration.ofHours(n);
                default -> Duration.ofDays(n);
            };
        }
        try {
            return Duration.parse(text.trim());
        } catch (DateTimeParseException e) {
            throw g.error("sla", "must be a duration such as PT24H, 24h, 30m or 2d (found '" + text + "')");
        }
    }

    /** A located error outside one field. */
    static FileFormatException error(SourceLocation at, String problem) {
        return new FileFormatException(at, problem, "Correct the record; Steward changed nothing.");
    }
}
