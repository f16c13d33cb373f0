package dev.steward.chat;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How a template answered a turn, kept in Steward's chat_turns.jsonl (openmedallion's history line has no place for
 * it): which template, the statement that ran with its {@code ?} parameters, and the slot values bound.
 *
 * @param templateId       the template's content hash
 * @param templateQuestion the template's question
 * @param boundSql         the executed SQL with {@code ?} parameters
 * @param params           slot name to the value bound, in order of first use
 */
public record TemplateUse(String templateId, String templateQuestion, String boundSql, Map<String, Object> params) {

    public TemplateUse {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }
}
