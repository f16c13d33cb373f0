package dev.steward.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;

/** Asks one line at a time on the command line; end of input answers "q" (stop) or an empty line. */
final class ExamplesPrompt {
    private final CliServices services;

    ExamplesPrompt(CliServices services) {
        this.services = services;
    }

    /** A short answer, trimmed and lower-cased; end of input is "q". */
    String ask(String question) {
        String line = read(question);
        return line == null ? "q" : line.trim().toLowerCase(Locale.ROOT);
    }

    /** The line as typed; end of input is an empty line. */
    String askRaw(String question) {
        String line = read(question);
        return line == null ? "" : line;
    }

    private String read(String question) {
        services.out().print(question);
        services.out().flush();
        try {
            return services.in().readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
