package dev.steward.retrieval;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A retrieval question set: {@code question<TAB>gold,tables} per line, {@code #} comments, and one
 * {@code dataset<TAB>folder} line naming the schema the questions are about (relative to the datasets root).
 * Rows whose gold is {@code ABSTAIN} are questions the project must decline.
 *
 * @param name      the file's stem
 * @param dataset   the schema's folder under the datasets root, or null (the bundled sample)
 * @param questions the questions in file order
 */
record QuestionSet(String name, String dataset, List<Question> questions) {
    static final String ABSTAIN = "ABSTAIN";

    /** One question and the tables its SQL needs. */
    record Question(String text, List<String> gold) {
        boolean abstains() {
            return gold.equals(List.of(ABSTAIN));
        }
    }

    QuestionSet {
        questions = List.copyOf(questions);
    }

    static QuestionSet read(Path tsv) {
        try {
            String dataset = null;
            List<Question> questions = new ArrayList<>();
            List<String> lines = Files.readAllLines(tsv, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split("\t");
                if (parts.length != 2) {
                    throw new IllegalArgumentException(tsv + ":" + (i + 1) + ": expected question<TAB>tables");
                }
                if (parts[0].equals("dataset")) {
                    dataset = parts[1].strip();
                } else {
                    questions.add(new Question(parts[0].strip(), Arrays.stream(parts[1].split(","))
                            .map(String::strip).toList()));
                }
            }
            return new QuestionSet(tsv.getFileName().toString().replaceFirst("\\.tsv$", ""), dataset, questions);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
