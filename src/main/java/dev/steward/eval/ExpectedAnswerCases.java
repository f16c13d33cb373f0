package dev.steward.eval;

import dev.steward.store.LocatedEntry;
import dev.steward.store.LocatedFields;
import dev.steward.store.LocatedMap;
import dev.steward.store.LocatedNode;
import dev.steward.store.StrictYamlReader;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code steward/eval_cases.yaml}: verified eval cases whose expected answer is not a SQL result (issue 20) — a
 * definition, a denial, a clarification, a refusal, a freshness report — asked at an {@code as_of} date and as a
 * {@code role}. Steward's own file: openmedallion's synthetic.jsonl has no place for a golden that is not SQL, and
 * such a question must not become a few-shot example. Hand-written and committed; Steward only reads it.
 *
 * <pre>
 * cases:
 *   memo_denied_for_an_analyst:           # the case's id (stable across runs)
 *     question: What does the commission memo say?
 *     role: analyst                       # optional
 *     as_of: 2024-08-31                   # optional
 *     expect: {kind: DENIED, route: denied, evidence: []}
 * </pre>
 */
public final class ExpectedAnswerCases {
    public static final String FILE = "steward/eval_cases.yaml";
    private static final List<String> CASE_KEYS = List.of("question", "as_of", "role", "expect");
    private static final List<String> EXPECT_KEYS = List.of("kind", "route", "evidence");
    private static final List<String> KINDS = List.of("ROWS", "DEFINITION", "DENIED", "CLARIFICATION", "DECLINED",
            "SCHEMA_ANSWER");

    private ExpectedAnswerCases() {
    }

    /** The project's cases, in file order; none without the file. A bad file is refused with file:line:column. */
    public static List<EvalCase> read(Path projectRoot) {
        Optional<LocatedNode> root = new StrictYamlReader().read(projectRoot.resolve(FILE));
        if (root.isEmpty()) {
            return List.of();
        }
        LocatedMap cases = LocatedFields.strict(root.get(), FILE, root.get().location(), List.of("cases"))
                .mapValue("cases");
        List<EvalCase> out = new ArrayList<>();
        if (cases != null) {
            for (LocatedEntry entry : cases.entries()) {
                out.add(evalCase(entry));
            }
        }
        return List.copyOf(out);
    }

    private static EvalCase evalCase(LocatedEntry entry) {
        String owner = "case '" + entry.key() + "'";
        LocatedFields fields = LocatedFields.strict(entry.value(), owner, entry.keyLocation(), CASE_KEYS);
        LocatedMap expectMap = fields.mapValue("expect");
        if (expectMap == null) {
            throw fields.error("expect", "is missing: give {kind, route, evidence}");
        }
        LocatedFields expect = LocatedFields.strict(expectMap, "the expect of " + owner, entry.keyLocation(),
                EXPECT_KEYS);
        String kind = expect.requiredText("kind").toUpperCase(java.util.Locale.ROOT);
        if (!KINDS.contains(kind)) {
            throw expect.error("kind", "must be one of " + String.join(", ", KINDS) + " (found '" + kind + "')");
        }
        ExpectedAnswer expected = new ExpectedAnswer(kind, expect.text("route"), expect.textList("evidence"));
        return new EvalCase(entry.key(), fields.requiredText("question"), "", List.of(), EvalCase.Route.PIPELINE,
                Tolerance.DEFAULT, null, date(fields), fields.text("role"), expected);
    }

    private static LocalDate date(LocatedFields fields) {
        String text = fields.text("as_of");
        try {
            return text == null ? null : LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            throw fields.error("as_of", "must be a date written YYYY-MM-DD (found '" + text + "')");
        }
    }
}
