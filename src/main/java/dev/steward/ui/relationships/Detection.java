package dev.steward.ui.relationships;

import dev.steward.project.Project;
import dev.steward.relationships.KeyCandidates;
import dev.steward.relationships.RelationshipDetector;
import dev.steward.relationships.RejectedRelationships;
import dev.steward.relationships.RelationshipsGenerator;
import dev.steward.relationships.RelationshipsMerge;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Clock;
import java.util.function.Consumer;

/** Runs {@code relationships generate} for the tab's "Detect" button (off the FX thread). */
@FunctionalInterface
public interface Detection {

    RelationshipsMerge.Outcome run(Project project, Consumer<String> progress) throws Exception;

    /**
     * The real one: the same generator as the command line, on its own in-memory DuckDB; what people rejected or
     * deleted ({@code log}) is not proposed again.
     */
    static Detection withDuckDb(AtomicFiles files, Clock clock, CurationLog log) {
        return (project, progress) -> {
            try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
                return new RelationshipsGenerator(connection, new RelationshipDetector(new KeyCandidates()),
                        new RelationshipsMerge(new RelationshipsReader()), files, clock)
                        .generate(project, RejectedRelationships.in(log.entries()), progress);
            }
        };
    }
}
