package dev.steward.eval;

import dev.steward.project.Project;
import dev.steward.sql.Sandbox;

/** Opens the route under test over a project (the impact preview opens one over the knowledge as if approved). */
@FunctionalInterface
public interface AnswerSourceFactory {
    /**
     * @param project the project whose knowledge files the route reads
     * @param sandbox the project's query sandbox, owned by the caller
     */
    AnswerSource open(Project project, Sandbox sandbox);
}
