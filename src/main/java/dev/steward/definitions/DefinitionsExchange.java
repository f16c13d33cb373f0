package dev.steward.definitions;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.error.FileFormatException;
import dev.steward.error.StewardException;
import dev.steward.store.FileSizeLimit;
import dev.steward.store.LocatedJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The neutral exchange format: JSON lines, one record per version (docs/definitions.md). Reading validates every
 * record and reports all problems at once, each with its record number and line; nothing is changed by a bad file.
 */
public final class DefinitionsExchange {
    private static final int MAX_REPORTED = 20;
    private final VersionRecordReader reader = new VersionRecordReader();
    private final VersionRecords records = new VersionRecords();
    private final ObjectMapper json = new ObjectMapper();

    /** Every record of {@code file}, validated; throws a StewardException listing each bad record. */
    List<VersionRecordReader.Parsed> read(Path file) {
        List<String> lines = lines(file);
        List<VersionRecordReader.Parsed> parsed = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        int record = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            record++;
            try {
                VersionRecordReader.Parsed p = reader.exchange(new LocatedJson().parse(lines.get(i), file, i + 1),
                        "record " + record);
                Integer first = seen.putIfAbsent(p.version().evidenceId(), record);
                if (first != null) {
                    throw VersionRecordReader.error(p.location(), "record " + record + " repeats evidence_id '"
                            + p.version().evidenceId() + "' of record " + first);
                }
                parsed.add(p);
            } catch (FileFormatException e) {
                problems.add(e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw invalid(file, problems);
        }
        return parsed;
    }

    /** The set as JSON lines, one record per version, definitions in file order. */
    public String render(DefinitionSet set) {
        StringBuilder out = new StringBuilder();
        for (Definition d : set.definitions()) {
            for (DefinitionVersion v : d.versions()) {
                try {
                    out.append(json.writeValueAsString(records.exchangeRecord(d, v))).append('\n');
                } catch (JsonProcessingException e) {
                    throw new IllegalStateException("A record of plain values could not be written", e);
                }
            }
        }
        return out.toString();
    }

    private static StewardException invalid(Path file, List<String> problems) {
        List<String> shown = problems.subList(0, Math.min(problems.size(), MAX_REPORTED));
        String more = problems.size() > MAX_REPORTED ? "\n  … and " + (problems.size() - MAX_REPORTED) + " more" : "";
        return new StewardException(file.getFileName() + ": " + problems.size() + " record(s) are not valid:\n  "
                + String.join("\n  ", shown) + more, "Correct those records and import again; nothing was imported.");
    }

    private static List<String> lines(Path file) {
        try {
            FileSizeLimit.check(file);
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new StewardException("Could not read " + file + ": " + e.getMessage(),
                    "Check the path and that the file is UTF-8 JSON lines.", e);
        }
    }
}
