package dev.steward.ui;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.output.Response;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.project.SampleProjectLocator;
import dev.steward.settings.AppDirectories;
import dev.steward.settings.SettingsStore;
import dev.steward.settings.UserSettings;
import dev.steward.ui.fx.Jobs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/** A temp folder with a small project (real Parquet written by DuckDB) and the app's per-user folders. */
final class TestWorkspace {
    /** Stands in for the real embedding model, which costs seconds of CPU to load. */
    static final EmbeddingModel NO_EMBEDDINGS = segments -> {
        throw new UnsupportedOperationException("not in UI tests");
    };
    /** A bag-of-words stand-in for the real model where a test needs ranking: 384 dimensions like MiniLM. */
    static final EmbeddingModel BAG_OF_WORDS = segments -> Response.from(segments.stream().map(segment -> {
        float[] vector = new float[384];
        for (String word : segment.text().toLowerCase(Locale.ROOT).split("\\W+")) {
            vector[Math.floorMod(word.hashCode(), 384)] += 1;
        }
        vector[0] += 0.01f;
        return Embedding.from(vector);
    }).toList());

    private final Path root;

    TestWorkspace(Path root) {
        this.root = root;
    }

    AppDirectories directories() {
        return new AppDirectories(root.resolve("config"), root.resolve("cache"), root.resolve("data"));
    }

    SettingsStore settingsStore() {
        return new SettingsStore(directories().settingsFile());
    }

    /** Settings pointing the LLM at a port nobody listens on, so the status check fails fast and offline. */
    UserSettings offlineSettings() {
        return UserSettings.defaults().withLlm("http://127.0.0.1:9", "qwen2.5-coder:7b");
    }

    AppContext context(Jobs jobs) {
        return context(jobs, () -> NO_EMBEDDINGS);
    }

    AppContext context(Jobs jobs, Supplier<EmbeddingModel> embeddings) {
        return context(jobs, embeddings, root.resolve("no-sample"));
    }

    /** With {@code bundledSample} as the sample project the app ships. */
    AppContext context(Jobs jobs, Supplier<EmbeddingModel> embeddings, Path bundledSample) {
        SampleProjectLocator sample = new SampleProjectLocator(
                Map.of("STEWARD_SAMPLE_PROJECT", bundledSample.toString()), null, root);
        return new AppContext(directories(), Map.of(), jobs, sample, embeddings);
    }

    /** {@code <root>/name/data/silver/{customers,orders}.parquet}: 3 and 4 columns. */
    Path project(String name) throws IOException, SQLException {
        Path silver = Files.createDirectories(root.resolve(name).resolve("data").resolve("silver"));
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:");
             Statement sql = duck.createStatement()) {
            sql.execute("COPY (SELECT 1 AS customer_id, 'Ada' AS name, 'EU' AS region) TO "
                    + ParquetDescriber.sqlString(silver.resolve("customers.parquet").toString()) + " (FORMAT parquet)");
            sql.execute("COPY (SELECT 10 AS order_id, 1 AS customer_id, 99.5 AS amount, DATE '2024-01-05' AS day)"
                    + " TO " + ParquetDescriber.sqlString(silver.resolve("orders.parquet").toString())
                    + " (FORMAT parquet)");
        }
        return root.resolve(name);
    }

    Path root() {
        return root;
    }
}
