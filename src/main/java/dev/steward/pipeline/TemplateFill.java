package dev.steward.pipeline;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * What filling a template gave.
 *
 * @param filled     whether the slots were filled and validated
 * @param sql        the template's SQL with each {@code {slot}} replaced by a {@code ?} parameter; empty when not
 *                   filled
 * @param parameters the typed values, in {@code ?} order
 * @param llmCalls   LLM calls the filler made (0 when every slot was read from the question)
 * @param reason     why it was not filled (or how it was, for the step line)
 */
public record TemplateFill(boolean filled, String sql, List<Object> parameters, int llmCalls, String reason) {

    public TemplateFill {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(reason, "reason");
        parameters = Collections.unmodifiableList(new ArrayList<>(parameters));
    }

    public static TemplateFill none(String reason) {
        return new TemplateFill(false, "", List.of(), 0, reason);
    }

    public static TemplateFill of(String sql, List<Object> parameters, int llmCalls, String how) {
        return new TemplateFill(true, sql, parameters, llmCalls, how);
    }
}
