package dev.steward.eval;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.steward.error.StewardException;
import dev.steward.project.Project;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Writes runs to {@code eval_runs/<id>.json} atomically and reads the history back. A run file that cannot be
 * read is reported and left alone, never deleted or rewritten.
 */
public final class EvalRunStore {
    private final AtomicFiles files;
    private final ObjectMapper json = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT)
            // EvalRun's maps are Map.copyOf, whose order changes from JVM to JVM: sorted keys keep a stored run
            // the same bytes whoever writes it, so two runs diff cleanly.
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public EvalRunStore(AtomicFiles files) {
        this.files = files;
    }

    /**
     * The runs in the folder, oldest first, and a sentence for each file that could not be read.
     *
     * @param runs     readable runs, ordered by id (ids start with their UTC timestamp)
     * @param problems one sentence per unreadable file
     */
    public record History(List<EvalRun> runs, List<String> problems) {
        public Optional<EvalRun> latest() {
            return runs.isEmpty() ? Optional.empty() : Optional.of(runs.get(runs.size() - 1));
        }
    }

    /** Stores the run; the file name is its id, made unique if a run with the same id exists. */
    public Path write(Project project, EvalRun run) {
        Path folder = project.evalRunsDir();
        Path file = folder.resolve(run.id() + ".json");
        for (int n = 2; Files.exists(file); n++) {
            file = folder.resolve(run.id() + "-" + n + ".json");
        }
        try {
            files.write(file, json.writeValueAsBytes(run));
            return file;
        } catch (IOException e) {
            throw new StewardException("Could not store the eval run in " + file + ": " + e.getMessage(),
                    "Check that the project folder is writable.", e);
        }
    }

    /** The run as stored, for {@code --json} output (stable: the file format). */
    public String json(EvalRun run) {
        try {
            return json.writeValueAsString(run);
        } catch (IOException e) {
            throw new IllegalStateException("an eval run could not be written as JSON", e);
        }
    }

    public History history(Project project) {
        Path folder = project.evalRunsDir();
        List<EvalRun> runs = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return new History(List.of(), List.of());
        }
        try (Stream<Path> listed = Files.list(folder)) {
            for (Path file : listed.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList()) {
                try {
                    runs.add(read(file));
                } catch (StewardException e) {
                    problems.add(e.getMessage());
                }
            }
        } catch (IOException e) {
            problems.add(folder + ": cannot list the stored runs (" + e.getMessage() + ")");
        }
        return new History(List.copyOf(runs), List.copyOf(problems));
    }

    public EvalRun read(Path file) {
        try {
            return json.readValue(file.toFile(), EvalRun.class);
        } catch (IOException e) {
            throw new StewardException(file + ": not a readable eval run (" + e.getMessage().lines().findFirst()
                    .orElse("") + ")", "Move the file out of eval_runs/ or delete it; Steward leaves it alone.", e);
        }
    }
}
