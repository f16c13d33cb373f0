package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.definitions.Audience;
import dev.steward.definitions.ConceptCandidates;
import dev.steward.definitions.ConceptDocuments;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.store.AtomicFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Resolution step 2 on the sample's definitions with the REAL all-MiniLM-L6-v2: paraphrases rank their definition
 * first, and the finance-only memo is never embedded for an analyst nor ever written to the shared cache file.
 */
class DefinitionRetrievalTest {
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");
    private static final Audience ANALYST = new Audience("", Set.of("analyst"));
    private static final Audience CONTROLLER = new Audience("", Set.of("finance_controller"));
    private static MiniLmEmbedder model;
    private static DefinitionSet all;

    @TempDir
    Path cacheDir;

    @BeforeAll
    static void load() {
        model = new MiniLmEmbedder(new EmbeddingModelLoader());
        all = new DefinitionsStore(new AtomicFiles()).read(SAMPLE);
    }

    /** The model, recording every text it is asked to embed. */
    private static final class Recording implements Embedder {
        final List<String> texts = new ArrayList<>();

        @Override
        public String modelName() {
            return model.modelName();
        }

        @Override
        public List<float[]> embedAll(List<String> batch) {
            texts.addAll(batch);
            return model.embedAll(batch);
        }
    }

    @Test
    void paraphrasesRankTheirDefinitionFirst() {
        DefinitionRetrieval retrieval = new DefinitionRetrieval(all, model, model, null, 60);
        DefinitionSet visible = all.visibleTo(ANALYST);
        assertThat(top(retrieval, visible, "How is revenue after discounts defined?")).isEqualTo("metric.net_revenue");
        assertThat(top(retrieval, visible, "Does the revenue number we report include support contracts?"))
                .isEqualTo("metric.net_revenue");
        assertThat(top(retrieval, visible, "What counts as the total value of a customer over time?"))
                .isEqualTo("not_tracked.customer_lifetime_value");
        assertThat(retrieval.rank(visible, "How are the rep accelerators above 115% attainment defined?"))
                .extracting(ConceptCandidates.Candidate::definitionId).doesNotContain("memo.commission_plan");
        assertThat(top(retrieval, all.visibleTo(CONTROLLER),
                "How are the rep accelerators above 115% attainment defined?")).isEqualTo("memo.commission_plan");
    }

    @Test
    void theSharedCacheHoldsOnlyUnrestrictedDocumentsAndAnAnalystNeverEmbedsTheMemo() {
        EmbeddingCache cache = new EmbeddingCache(cacheDir, new AtomicFiles());
        Recording recording = new Recording();
        String question = "How are the rep accelerators above 115% attainment defined?";
        new DefinitionRetrieval(all, recording, recording, cache, 60).rank(all.visibleTo(ANALYST), question);
        assertThat(String.join("\n", recording.texts)).doesNotContain("HERON").doesNotContain("accelerator above")
                .doesNotContain("commission");

        DefinitionRetrieval controller = new DefinitionRetrieval(all, recording, recording, cache, 60);
        assertThat(top(controller, all.visibleTo(CONTROLLER), question)).isEqualTo("memo.commission_plan");
        String memo = ConceptDocuments.of(all.visibleTo(CONTROLLER)).stream()
                .filter(d -> d.definitionId().equals("memo.commission_plan")).findFirst().orElseThrow().text();
        assertThat(recording.texts).as("embedded for the controller, in memory").contains(memo);

        Map<String, float[]> onDisk = cache.read(cache.file(model.modelName(), DefinitionRetrieval.CACHE_KIND));
        List<String> publicDocs = ConceptDocuments.of(all.visibleTo(Audience.everyone())).stream()
                .map(ConceptDocuments.Document::text).toList();
        assertThat(onDisk.keySet()).containsExactlyInAnyOrderElementsOf(
                publicDocs.stream().map(EmbeddingCache::key).toList());
        assertThat(onDisk).doesNotContainKey(EmbeddingCache.key(memo));
    }

    private static String top(DefinitionRetrieval retrieval, DefinitionSet visible, String question) {
        return retrieval.rank(visible, question).get(0).definitionId();
    }
}
