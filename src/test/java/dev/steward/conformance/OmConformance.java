package dev.steward.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Would openmedallion's own (strict) loader accept the files of this project? Written from the facts of the shared
 * reference §1: unknown keys are rejected at every level, enums and types are checked, {@code templated} needs
 * {@code verified}. Every test that makes Steward write a project file ends with {@link #assertConforms(Path)}.
 *
 * <p>To add the rules of another openmedallion-owned file, implement {@link FileConformance} in this package and
 * add it to {@link #CHECKS}.
 */
public final class OmConformance {

    private static final List<FileConformance> CHECKS = List.of(
            new MetadataConformance(),
            new RelationshipsConformance(),
            new ExamplesConformance(),
            new ChatHistoryConformance());

    private OmConformance() {
    }

    /** Every violation in the project's openmedallion-owned files; empty when openmedallion would load them all. */
    public static List<String> check(Path project) {
        List<String> violations = new ArrayList<>();
        for (FileConformance rules : CHECKS) {
            try {
                violations.addAll(rules.check(project));
            } catch (IOException e) {
                throw new UncheckedIOException("Could not read " + project + " for the conformance check", e);
            }
        }
        return List.copyOf(violations);
    }

    /**
     * The violations in metadata.yaml (alone and with its overlay) and relationships.yaml only: for tests of those
     * files' write paths on a project whose examples and chat files are not the subject (or not migrated yet).
     */
    public static List<String> checkKnowledge(Path project) {
        List<String> violations = new ArrayList<>();
        for (FileConformance rules : CHECKS.subList(0, 2)) {
            try {
                violations.addAll(rules.check(project));
            } catch (IOException e) {
                throw new UncheckedIOException("Could not read " + project + " for the conformance check", e);
            }
        }
        return List.copyOf(violations);
    }

    /**
     * Fails the calling test with every violation of the JSON-lines files (examples/, chat_history/) listed, for tests
     * whose write paths touch only those files.
     */
    public static void assertJsonLinesConform(Path project) {
        List<String> violations = new ArrayList<>();
        for (FileConformance rules : List.of(new ExamplesConformance(), new ChatHistoryConformance())) {
            try {
                violations.addAll(rules.check(project));
            } catch (IOException e) {
                throw new UncheckedIOException("Could not read " + project + " for the conformance check", e);
            }
        }
        assertThat(violations).as("openmedallion schema violations in %s", project).isEmpty();
    }

    /** Fails the calling test with every violation listed. */
    public static void assertConforms(Path project) {
        assertThat(check(project)).as("openmedallion schema violations in %s", project).isEmpty();
    }
}
