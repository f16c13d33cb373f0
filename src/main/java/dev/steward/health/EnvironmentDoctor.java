package dev.steward.health;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaStatus;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.retrieval.EmbeddingModelLoader;
import java.io.IOException;
import java.io.InputStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/** Checks what Steward needs from the machine: Java, JavaFX, DuckDB, the embedding model and Ollama. */
public final class EnvironmentDoctor {
    private final OllamaStatusProbe ollama;
    private final EmbeddingModelLoader embeddings;

    public EnvironmentDoctor(OllamaStatusProbe ollama, EmbeddingModelLoader embeddings) {
        this.ollama = ollama;
        this.embeddings = embeddings;
    }

    public List<CheckResult> check(OllamaEndpoint endpoint) {
        List<CheckResult> results = new ArrayList<>();
        results.add(java());
        results.add(javaFx());
        results.add(duckDb());
        results.add(embeddingModel());
        results.add(llm(endpoint));
        return results;
    }

    private static CheckResult java() {
        String version = System.getProperty("java.version");
        String detail = version + " (" + System.getProperty("java.vendor") + ")";
        return Runtime.version().feature() >= 17 ? CheckResult.ok("Java", detail)
                : CheckResult.fail("Java", detail + "; Steward needs Java 17 or newer.");
    }

    private static CheckResult javaFx() {
        try (InputStream in = EnvironmentDoctor.class.getClassLoader().getResourceAsStream("javafx.properties")) {
            if (in == null) {
                return CheckResult.fail("JavaFX", "not on the classpath; the desktop app cannot start.");
            }
            Properties properties = new Properties();
            properties.load(in);
            return CheckResult.ok("JavaFX", properties.getProperty("javafx.version", "unknown version"));
        } catch (IOException e) {
            return CheckResult.fail("JavaFX", "could not be read: " + e.getMessage());
        }
    }

    private static CheckResult duckDb() {
        long start = System.nanoTime();
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT version()")) {
            rows.next();
            return CheckResult.ok("DuckDB", rows.getString(1) + " loaded in " + millisSince(start) + " ms");
        } catch (SQLException | RuntimeException | UnsatisfiedLinkError e) {
            return CheckResult.fail("DuckDB", "could not load: " + e.getMessage());
        }
    }

    private CheckResult embeddingModel() {
        long start = System.nanoTime();
        try {
            EmbeddingModel model = embeddings.load();
            long loaded = millisSince(start);
            int dimension = model.embed("How much revenue did each region make?").content().dimension();
            return CheckResult.ok("Embedding model", embeddings.modelName() + " (" + dimension
                    + " dimensions) loaded in " + loaded + " ms");
        } catch (RuntimeException | LinkageError e) {
            return CheckResult.fail("Embedding model", embeddings.modelName() + " could not load: " + e.getMessage());
        }
    }

    private CheckResult llm(OllamaEndpoint endpoint) {
        OllamaStatus status = ollama.check(endpoint.baseUrl(), endpoint.model());
        if (status.usable()) {
            return CheckResult.ok("LLM", status.message() + " Models: " + String.join(", ", status.models()));
        }
        String models = status.models().isEmpty() ? "" : " Models there: " + String.join(", ", status.models());
        return CheckResult.warn("LLM", status.message() + models
                + " Everything but drafting and free-form questions works without it.");
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
