package dev.steward.ui;

import dev.steward.llm.OllamaStatus;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.settings.AppDirectories;
import dev.steward.settings.UserSettings;
import dev.steward.ui.fx.ErrorMessage;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The settings screen's state: the fields as the user edits them (nothing is applied until Save), Test connection
 * (asks the URL in the field which models Ollama has, in a job), and where Steward keeps its files. Save checks the
 * numbers and hands the new settings to the shell, which stores them in settings.json and uses them at once.
 */
public final class SettingsViewModel {
    private final Jobs jobs;
    private final OllamaStatusProbe probe;
    private final ShellViewModel shell;
    private final Map<String, String> environment;
    private final StringProperty llmUrl = new SimpleStringProperty();
    private final StringProperty llmModel = new SimpleStringProperty();
    private final StringProperty userName = new SimpleStringProperty();
    private final BooleanProperty dark = new SimpleBooleanProperty();
    private final StringProperty llmTimeout = new SimpleStringProperty();
    private final StringProperty queryTimeout = new SimpleStringProperty();
    private final StringProperty rowCap = new SimpleStringProperty();
    private final ObservableList<String> models = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper connection = new ReadOnlyStringWrapper("");
    private final BooleanProperty testing = new SimpleBooleanProperty();
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final Map<String, Path> places = new LinkedHashMap<>();

    public SettingsViewModel(Jobs jobs, OllamaStatusProbe probe, ShellViewModel shell,
                             Map<String, String> environment, AppDirectories directories, Path settingsFile) {
        this.jobs = jobs;
        this.probe = probe;
        this.shell = shell;
        this.environment = environment;
        UserSettings now = shell.settingsProperty().get();
        llmUrl.set(now.llmBaseUrl());
        llmModel.set(now.llmModel());
        userName.set(now.userName());
        dark.set("dark".equals(now.theme()));
        llmTimeout.set(Integer.toString(now.llmTimeoutSeconds()));
        queryTimeout.set(Integer.toString(now.queryTimeoutSeconds()));
        rowCap.set(Integer.toString(now.rowCap()));
        places.put("Settings file", settingsFile);
        places.put("Sample project's working copy and chat data", directories.dataDir());
        places.put("Caches (native libraries, DuckDB spill files, impact previews)", directories.cacheDir());
        Optional.ofNullable(shell.projectProperty().get()).ifPresent(project -> places.put(
                "Embedding cache of the open project", project.cacheDir().resolve("embeddings")));
    }

    /** Lists the models Ollama has at the URL in the field (not yet saved). Ignored while a test runs. */
    public void testConnection() {
        if (testing.get()) {
            return;
        }
        URI url;
        try {
            url = URI.create(llmUrl.get().trim());
            if (url.getHost() == null) {
                throw new IllegalArgumentException("no host");
            }
        } catch (IllegalArgumentException e) {
            connection.set("'" + llmUrl.get() + "' is not a URL. Write it like http://localhost:11434.");
            return;
        }
        testing.set(true);
        connection.set("Asking " + url + " which models it has…");
        String model = llmModel.get().trim();
        jobs.submit("Testing the LLM connection", context -> probe.check(url, model),
                JobCallbacks.<OllamaStatus>of(status -> {
                    testing.set(false);
                    models.setAll(status.models());
                    connection.set(status.reachable() ? status.models().size() + " model(s) at " + url + ". "
                            + status.message() : status.message());
                }, failure -> {
                    testing.set(false);
                    connection.set(ErrorMessage.of(failure).headline());
                }).whenCancelled(() -> testing.set(false)));
    }

    /** Applies and saves the settings; false (with {@link #problemProperty()} saying why) if a field is wrong. */
    public boolean save() {
        List<String> wrong = new ArrayList<>();
        int llmSeconds = positive(llmTimeout.get(), "The LLM timeout", wrong);
        int querySeconds = positive(queryTimeout.get(), "The query timeout", wrong);
        int rows = positive(rowCap.get(), "The row cap", wrong);
        if (llmUrl.get() == null || !llmUrl.get().trim().matches("https?://\\S+")) {
            wrong.add("The LLM URL must start with http:// or https:// (e.g. http://localhost:11434).");
        }
        if (!wrong.isEmpty()) {
            problem.set(String.join(" ", wrong));
            return false;
        }
        problem.set("");
        UserSettings current = shell.settingsProperty().get();
        shell.applySettings(current.withLlm(llmUrl.get().trim(), llmModel.get())
                .withUserName(userName.get()).withTheme(dark.get() ? "dark" : "light")
                .withLimits(llmSeconds, querySeconds, rows));
        return true;
    }

    private static int positive(String text, String what, List<String> wrong) {
        try {
            int value = Integer.parseInt(text == null ? "" : text.trim());
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        wrong.add(what + " must be a whole number above 0.");
        return 0;
    }

    /** Non-empty when OLLAMA_HOST is set: then it, not the URL here, is what the app uses. */
    public String environmentNote() {
        String host = environment.get("OLLAMA_HOST");
        return host == null || host.isBlank() ? "" : "OLLAMA_HOST=" + host + " is set in the environment: the app "
                + "uses it instead of the URL below until it is unset.";
    }

    public StringProperty llmUrlProperty() {
        return llmUrl;
    }

    public StringProperty llmModelProperty() {
        return llmModel;
    }

    public StringProperty userNameProperty() {
        return userName;
    }

    public BooleanProperty darkProperty() {
        return dark;
    }

    public StringProperty llmTimeoutProperty() {
        return llmTimeout;
    }

    public StringProperty queryTimeoutProperty() {
        return queryTimeout;
    }

    public StringProperty rowCapProperty() {
        return rowCap;
    }

    /** The models the last Test connection found. */
    public ObservableList<String> models() {
        return models;
    }

    public ReadOnlyStringProperty connectionProperty() {
        return connection.getReadOnlyProperty();
    }

    public BooleanProperty testingProperty() {
        return testing;
    }

    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** What lives where, in the order shown. */
    public Map<String, Path> places() {
        return Collections.unmodifiableMap(places);
    }
}
