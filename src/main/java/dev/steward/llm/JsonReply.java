package dev.steward.llm;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a model's JSON reply: strips a Markdown code fence if the model added one despite being told not to,
 * parses strictly (text after the JSON is an error, not silently dropped) and checks the {@link JsonShape}.
 * Every failure is an {@link LlmBadOutputException} whose {@link LlmBadOutputException#problem()} can be fed back
 * to the model. Thread-safe.
 */
public final class JsonReply {
    /** How many shape problems a message lists; a reply of the wrong shape usually has many. */
    private static final int MAX_LISTED_PROBLEMS = 8;
    private static final Pattern FENCED = Pattern.compile("\\A```[A-Za-z0-9_-]*[ \\t]*\\R?(.*?)\\R?[ \\t]*```\\z",
            Pattern.DOTALL);
    private final ObjectMapper json = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    /** The text inside a leading {@code ```} or {@code ```json} fence and its closing fence, trimmed. */
    public String stripFences(String reply) {
        String trimmed = reply.strip();
        Matcher fenced = FENCED.matcher(trimmed);
        return fenced.matches() ? fenced.group(1).strip() : trimmed;
    }

    /** Parses the reply and checks its shape; throws {@link LlmBadOutputException} saying what is wrong. */
    public JsonNode parse(String reply, JsonShape shape) {
        JsonNode node = parseJson(reply);
        List<String> problems = shape.problems(node);
        if (!problems.isEmpty()) {
            String listed = String.join("; ", problems.subList(0, Math.min(problems.size(), MAX_LISTED_PROBLEMS)))
                    + (problems.size() > MAX_LISTED_PROBLEMS
                    ? "; and " + (problems.size() - MAX_LISTED_PROBLEMS) + " more" : "");
            throw bad("The model's JSON does not have the expected shape: " + listed + ".", listed, null, reply);
        }
        return node;
    }

    private JsonNode parseJson(String reply) {
        String body = stripFences(reply);
        if (body.isEmpty()) {
            throw bad("The model's reply was empty.", "the reply was empty", null, reply);
        }
        try {
            return json.readTree(body);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            String problem = e.getOriginalMessage() + where;
            throw bad("The model's reply is not valid JSON: " + problem + ".", problem, e, reply);
        }
    }

    private static LlmBadOutputException bad(String message, String problem, Throwable cause, String reply) {
        return new LlmBadOutputException(message, problem,
                "Try again; if it keeps happening, try a larger or instruction-tuned model.", cause, reply);
    }
}
