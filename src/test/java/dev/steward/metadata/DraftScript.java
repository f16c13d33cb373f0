package dev.steward.metadata;

import dev.steward.testing.llm.FakeReply;
import dev.steward.testing.llm.RecordedChat;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A fake model for the metadata draft prompt: reads the table name and the listed columns from the prompt and
 * answers with well-formed JSON naming every column, e.g. {@code "Drafted: one row per orders."}.
 */
public final class DraftScript implements Function<RecordedChat, FakeReply> {
    private static final Pattern TABLE = Pattern.compile("Table: (\\S+) \\(layer: (\\w+)\\)");
    private static final Pattern COLUMNS = Pattern.compile("spelled exactly as listed: (.*)\\.\\s*$",
            Pattern.MULTILINE);

    @Override
    public FakeReply apply(RecordedChat chat) {
        return FakeReply.text(replyFor(chat.lastUserText()));
    }

    /** The reply to a draft prompt. */
    public static String replyFor(String prompt) {
        Matcher table = TABLE.matcher(prompt);
        Matcher columns = COLUMNS.matcher(prompt);
        if (!table.find() || !columns.find()) {
            throw new IllegalArgumentException("not a metadata draft prompt: " + prompt);
        }
        return reply(table.group(1), Arrays.asList(columns.group(1).split(", ")));
    }

    /** JSON for a table with these columns. */
    public static String reply(String table, List<String> columns) {
        String columnJson = columns.stream().map(c -> "\"" + c + "\": {\"description\": \"Drafted: the " + c
                + " of a " + table + " row.\", \"synonyms\": [\"" + c + " alias\"]}").collect(Collectors.joining(", "));
        return "{\"description\": \"Drafted: one row per " + table + ".\", \"synonyms\": [\"" + table
                + " list\"], \"columns\": {" + columnJson + "}}";
    }

    /** The table named in a draft prompt. */
    public static String tableOf(RecordedChat chat) {
        Matcher table = TABLE.matcher(chat.lastUserText());
        return table.find() ? table.group(1) : "";
    }
}
