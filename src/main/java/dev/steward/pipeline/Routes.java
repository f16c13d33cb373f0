package dev.steward.pipeline;

import java.util.List;
import java.util.Locale;

/** The route that answered, named after the answer's deciding step when the route did not name itself. */
final class Routes {
    private Routes() {
    }

    static String of(AnswerKind kind, List<PipelineStep> steps) {
        if (kind == AnswerKind.MULTIPLE) {
            return "decomposition";
        }
        for (int i = steps.size() - 1; i >= 0; i--) {
            PipelineStep step = steps.get(i);
            switch (step.kind()) {
                case SCHEMA_QUESTION:
                    return "schema";
                case GENERATION:
                    return "generation";
                case DECLINED, DENIED, DEFINITION, AMBIGUITY_CHECK:
                    return step.kind().name().toLowerCase(Locale.ROOT);
                case VERIFIED_EXAMPLE:
                    if (!step.detail().contains("cannot run")) {
                        return "verified_example";
                    }
                    break;
                case TEMPLATE:
                    if (step.detail().contains(" filled with ")) {
                        return "template";
                    }
                    break;
                default:
                    break;
            }
        }
        return kind == AnswerKind.ERROR ? "error" : "generation";
    }
}
