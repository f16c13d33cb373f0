package dev.steward.sql;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import dev.steward.project.Project;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The functions a project added to the gate's allowlist, each a recorded trust decision: the project file
 * {@code trusted_sql_functions.txt} (one {@code name<TAB>who<TAB>why} per line, written by the person who decides; it
 * lives in the project folder, so the decision is visible and travels with the project; ADR 24).
 * A name on the reviewed refused list stays refused whatever this file says.
 *
 * @param file  where the list lives
 * @param lines the decisions in file order
 */
public record TrustedFunctions(Path file, List<Entry> lines) {
    public static final String FILE_NAME = "trusted_sql_functions.txt";
    private static final long MAX_BYTES = 64 * 1024;

    /** One trusted function. */
    public record Entry(String name, String user, String reason) {
    }

    public TrustedFunctions {
        lines = List.copyOf(lines);
    }

    public static Path fileOf(Project project) {
        return project.root().resolve(FILE_NAME);
    }

    /** The project's trusted functions; none when the file does not exist. */
    public static TrustedFunctions read(Project project) {
        Path file = fileOf(project);
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return new TrustedFunctions(file, List.of());
        }
        try {
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || Files.size(file) > MAX_BYTES) {
                throw new FileFormatException(SourceLocation.ofFile(file), "must be a regular file of at most 64 KB (not a symlink)",
                        "Remove it, or write it as a plain file of name, who and why lines.");
            }
            return new TrustedFunctions(file, parse(file, Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The trusted names, lower case. */
    public Set<String> names() {
        Set<String> names = new LinkedHashSet<>();
        lines.forEach(entry -> names.add(AllowedRelations.lower(entry.name())));
        return names;
    }

    private static List<Entry> parse(Path file, String text) {
        List<Entry> entries = new ArrayList<>();
        String[] rows = text.split("\n", -1);
        for (int i = 0; i < rows.length; i++) {
            String row = rows[i].strip();
            if (row.isEmpty() || row.startsWith("#")) {
                continue;
            }
            String[] parts = row.split("\t", 3);
            if (!parts[0].matches("[a-z_][a-z0-9_]{0,63}")) {
                throw new FileFormatException(new SourceLocation(file, i + 1, 1), "'" + parts[0] + "' is not a function name",
                        "Write one lower-case function name per line, then a tab, who decided, a tab and why.");
            }
            entries.add(new Entry(parts[0], parts.length > 1 ? parts[1] : "", parts.length > 2 ? parts[2] : ""));
        }
        return entries;
    }
}
