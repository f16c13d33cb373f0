package dev.steward.conformance;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** The rules openmedallion's strict loader applies to one of its files (or a set of files, e.g. a folder). */
interface FileConformance {

    /**
     * The violations in {@code project}, each a line {@code "<file>: <location>: <what>"}; empty when openmedallion
     * would load the file(s). A missing optional file has no violations.
     */
    List<String> check(Path project) throws IOException;
}
