package dev.steward.health;

import dev.steward.project.Project;
import java.util.List;

/** Parses every knowledge file of a project and reports each one's state, errors with file:line:col. */
public interface KnowledgeFilesCheck {
    List<CheckResult> check(Project project);
}
