package dev.steward.chat;

import dev.steward.pipeline.AnswerKind;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultColumn;
import java.util.ArrayList;
import java.util.List;

/**
 * The chat history turns for a pipeline answer, as openmedallion logs them: rows as "Found N row(s) for: …",
 * schema answers and declines as their text, a clarification as a turn without a response ("Ambiguous: …"),
 * a failure with its error (and the last SQL tried), and every sub-answer of a decomposed question on its own.
 * The SQL is the runnable one (a template's slot values written in as literals); how a template answered is kept
 * beside it for Steward's chat_turns.jsonl.
 */
public final class PipelineTurns {

    private PipelineTurns() {
    }

    public static List<NewTurn> of(String sessionId, PipelineAnswer answer) {
        if (answer.kind() == AnswerKind.MULTIPLE) {
            List<NewTurn> turns = new ArrayList<>();
            answer.parts().forEach(part -> turns.addAll(of(sessionId, part)));
            return List.copyOf(turns);
        }
        return List.of(one(sessionId, answer));
    }

    private static NewTurn one(String sessionId, PipelineAnswer answer) {
        String question = answer.question();
        return switch (answer.kind()) {
            case ROWS -> {
                QueryResult result = answer.rows().orElseThrow();
                NewTurn turn = NewTurn.rows(sessionId, question, answer.runnableSql(), result.rowCount(),
                        result.columns().stream().map(ResultColumn::name).toList());
                yield answer.templateUsed().map(t -> turn.answeredBy(new TemplateUse(t.id(), t.name(), answer.sql(),
                        answer.slots()))).orElse(turn);
            }
            case CLARIFICATION -> new NewTurn(sessionId, question, "", "Ambiguous: " + answer.text().orElse(""), 0,
                    List.of(), false, null);
            case ERROR -> NewTurn.failure(sessionId, question, answer.runnableSql(), answer.error().getMessage());
            default -> NewTurn.text(sessionId, question, answer.text().orElse(""));
        };
    }
}
