package dev.steward.examples;

import java.util.List;

/**
 * Whether a template may be saved: every slot declared and standing where a parameter can, every slot's example
 * value accepted by its own checks, and a test fill with those values running in the sandbox.
 *
 * @param problems  what makes it invalid; empty when valid
 * @param warnings  worth a look but not blocking (a declared slot the SQL does not use, a test fill with no rows)
 * @param testFill  the query the test ran, or null when it did not get that far
 * @param testRows  rows the test fill returned (capped), or -1 when it did not run
 */
public record TemplateValidation(List<String> problems, List<String> warnings, BoundQuery testFill, int testRows) {

    public TemplateValidation {
        problems = List.copyOf(problems);
        warnings = List.copyOf(warnings);
    }

    public boolean valid() {
        return problems.isEmpty();
    }
}
