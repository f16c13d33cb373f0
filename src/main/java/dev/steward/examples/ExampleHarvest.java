package dev.steward.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesDocument;
import dev.steward.store.LoadedFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Promotes thumbs-up candidates from harvested.jsonl to unverified examples in synthetic.jsonl, as openmedallion
 * does, but de-duplicated by content hash and by normalised SQL, and never a candidate without SQL. Every candidate
 * is marked {@code harvested}, promoted or not, so a second run changes nothing. Only the lines that change are
 * rewritten; synthetic.jsonl is written first, so a run cut short between the two writes is finished by the next
 * one without a duplicate (the candidate is then known and only gets marked).
 */
public final class ExampleHarvest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path syntheticFile;
    private final Path harvestedFile;
    private final AtomicFiles files;
    private final CurationLog log;
    private final String user;
    private final SyntheticExamplesReader syntheticReader = new SyntheticExamplesReader();
    private final ReviewLogReader logReader = new ReviewLogReader();

    public ExampleHarvest(Path syntheticFile, Path harvestedFile, AtomicFiles files, CurationLog log, String user) {
        this.syntheticFile = syntheticFile;
        this.harvestedFile = harvestedFile;
        this.files = files;
        this.log = log;
        this.user = user;
    }

    public HarvestResult harvest() {
        LoadedFile harvested = LoadedFile.read(harvestedFile);
        LoggedRows<NumberedRow<HarvestedCandidate>> candidates =
                logReader.readHarvestedLines(harvestedFile, harvested.content());
        SyntheticExamplesFile synthetic = SyntheticExamplesFile.load(syntheticFile, syntheticReader);
        ExampleIdentity known = new ExampleIdentity(synthetic.rows().stream().map(ExampleRow::example).toList());
        JsonLinesDocument examples = synthetic.document();
        JsonLinesDocument marked = JsonLinesDocument.parse(harvested.content());
        List<Example> promoted = new ArrayList<>();
        List<FeedbackLog.Entry> moved = new ArrayList<>();
        int duplicates = 0;
        int withoutSql = 0;
        for (NumberedRow<HarvestedCandidate> numbered : candidates.rows()) {
            HarvestedCandidate candidate = numbered.row();
            if (candidate.status() != HarvestStatus.CANDIDATE) {
                continue;
            }
            marked = markHarvested(marked, numbered.lineNumber(), candidate, moved);
            if (candidate.sql().isBlank()) {
                withoutSql++;
            } else if (known.isKnown(candidate.question(), candidate.sql())) {
                duplicates++;
            } else {
                Example example = new Example(candidate.question(), candidate.sql(), false, false, null, null, null,
                        ExampleSource.HARVESTED);
                examples = examples.append(JsonRowStyle.compact().write(ExampleJson.draft(example)));
                known.add(example);
                promoted.add(example);
            }
        }
        HarvestResult result = new HarvestResult(promoted, duplicates, withoutSql, candidates.problems());
        save(synthetic, examples, harvested, marked, result, moved);
        return result;
    }

    private void save(SyntheticExamplesFile synthetic, JsonLinesDocument examples, LoadedFile harvested,
                      JsonLinesDocument marked, HarvestResult result, List<FeedbackLog.Entry> moved) {
        if (!result.promoted().isEmpty()) {
            synthetic.save(examples, files, promotedRecords(result.promoted()));
        }
        if (result.marked() > 0) {
            JsonLinesAppender appender = new JsonLinesAppender(files);
            FeedbackLog feedback = new FeedbackLog(harvestedFile.toAbsolutePath().getParent());
            moved.forEach(entry -> feedback.append(appender, entry));
            appender.rewriteContent(harvestedFile, marked.bytes(), harvested.stamp());
        }
        for (Example example : result.promoted()) {
            log.record(user, CurationKind.EXAMPLE, example.contentHash(), CurationAction.ADD, null,
                    ExampleJson.draft(example), "harvested from a thumbs-up chat turn");
        }
    }

    /**
     * The line with {@code status: harvested}; keys Steward wrote in-line before issue 18 (ts, user, turn_id) leave
     * the line for the feedback log, so the rewritten line is openmedallion's shape.
     */
    private static Map<String, ExampleRecord> promotedRecords(List<Example> promoted) {
        Map<String, ExampleRecord> records = new HashMap<>();
        promoted.forEach(example -> records.put(example.contentHash(), ExampleRecord.of(example)));
        return records;
    }

    private static JsonLinesDocument markHarvested(JsonLinesDocument document, int lineNumber,
                                                   HarvestedCandidate candidate, List<FeedbackLog.Entry> moved) {
        String line = document.line(lineNumber);
        try {
            ObjectNode row = (ObjectNode) JSON.readTree(line);
            row.put("status", HarvestStatus.HARVESTED.jsonName());
            if (row.has("ts") || row.has("user") || row.has("turn_id")) {
                row.remove(List.of("ts", "user", "turn_id"));
                moved.add(new FeedbackLog.Entry(FeedbackLog.Kind.HARVESTED, candidate.contentHash(), candidate.ts(),
                        candidate.user(), candidate.turnId(), null, null));
            }
            return document.replace(lineNumber, JsonRowStyle.of(line).write(row));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("line " + lineNumber + " was read as a candidate but is not JSON", e);
        }
    }
}
