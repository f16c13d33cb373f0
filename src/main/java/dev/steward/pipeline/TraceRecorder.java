package dev.steward.pipeline;

import dev.steward.examples.Example;
import dev.steward.project.Layer;
import dev.steward.retrieval.RankedExample;
import dev.steward.retrieval.RankedTable;
import dev.steward.retrieval.RetrievalResult;
import java.util.List;

/** Collects one question's {@link AnswerTrace} while it runs (one per {@link AskRun}; never shared). */
final class TraceRecorder {
    private AnswerTrace.Route route = AnswerTrace.Route.NONE;
    private RetrievalResult retrieval;
    private AnswerTrace.TemplateAttempt template;
    private SqlPrompt prompt;

    void retrieved(RetrievalResult result) {
        this.retrieval = result;
    }

    void route(AnswerTrace.Route taken) {
        this.route = taken;
    }

    void templateTried(AnswerTrace.TemplateAttempt attempt) {
        this.template = attempt;
    }

    void prompted(SqlPrompt sent) {
        this.prompt = sent;
    }

    AnswerTrace trace() {
        if (retrieval == null) {
            return new AnswerTrace(route, null, null, null, null, null, template, null, null, null);
        }
        return new AnswerTrace(route, retrieval.tables().stream().limit(AnswerTrace.MAX_RANKED_TABLES)
                .map(TraceRecorder::scored).toList(),
                retrieval.chosen(), retrieval.joinPartners(), scored(retrieval.examples()),
                scored(retrieval.templates()), template,
                prompt == null ? null : prompt.tables().stream().map(t -> t.table().queryName()).toList(),
                prompt == null ? null : prompt.examples().stream().map(Example::question).toList(),
                prompt == null ? null : prompt.schema());
    }

    private static ScoredItem scored(RankedTable table) {
        String name = table.layer() == Layer.GOLD ? "gold." + table.name() : table.name();
        return new ScoredItem(name, name, table.score(), table.cosine());
    }

    private static List<ScoredItem> scored(List<RankedExample> ranked) {
        return ranked.stream().map(TemplateRoute::scored).toList();
    }
}
