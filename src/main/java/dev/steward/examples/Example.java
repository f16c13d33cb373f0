package dev.steward.examples;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One row of examples/synthetic.jsonl: a question with its SQL, optionally verified, optionally a template
 * whose SQL holds {@code {param}} placeholders.
 *
 * @param question   the natural-language question
 * @param sql        the SQL (may be empty in files openmedallion harvested from meta-questions)
 * @param verified   a person checked it; only verified rows become few-shot examples or eval goldens
 * @param templated  a reviewed template; requires {@code verified}
 * @param params     slot name to slot spec in file order, or null
 * @param verifiedBy who verified it, or null
 * @param verifiedAt when, ISO-8601 UTC text, or null
 * @param source     where it came from, or null when unknown
 * @param asOf       the reporting date eval asks it at ({@code as_of}, ISO date text; steward/examples.yaml), or null
 * @param role       the role eval asks it as ({@code role}; steward/examples.yaml), or null for nobody in particular
 */
public record Example(String question, String sql, boolean verified, boolean templated, Map<String, SlotSpec> params,
                      String verifiedBy, String verifiedAt, ExampleSource source, String asOf, String role) {
    /** openmedallion's slot syntax {@code {name}}; \\w is Unicode-aware there, so it is here too. */
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)\\}", Pattern.UNICODE_CHARACTER_CLASS);

    public Example {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(sql, "sql");
        if (templated && !verified) {
            throw new IllegalArgumentException("templated: true requires verified: true");
        }
        params = params == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** An example eval asks with no reporting date and as nobody in particular. */
    public Example(String question, String sql, boolean verified, boolean templated, Map<String, SlotSpec> params,
                   String verifiedBy, String verifiedAt, ExampleSource source) {
        this(question, sql, verified, templated, params, verifiedBy, verifiedAt, source, null, null);
    }

    /** The same example asked at {@code date} as {@code asRole} (either may be null). */
    public Example askedAs(String date, String asRole) {
        return new Example(question, sql, verified, templated, params, verifiedBy, verifiedAt, source, date, asRole);
    }

    /** An unverified, untemplated example, as generation or harvest produces it. */
    public static Example draft(String question, String sql) {
        return new Example(question, sql, false, false, null, null, null, null);
    }

    /** The {@code {slot}} names in the SQL, sorted and without repeats (openmedallion's slot order). */
    public List<String> placeholders() {
        return PLACEHOLDER.matcher(sql).results().map(m -> m.group(1)).distinct().sorted().toList();
    }

    /** The 12-hex identity shared with openmedallion's approve flow. */
    public String contentHash() {
        return ExampleContentHash.of(question, sql);
    }
}
