package dev.steward.migrate;

import java.util.List;

/**
 * What a migration moves (or moved).
 *
 * @param moved        every value moved, in the order of the moves
 * @param changedFiles the files written (or that would be), relative to the project
 */
public record MigrationPlan(List<MovedValue> moved, List<String> changedFiles) {

    public MigrationPlan {
        moved = List.copyOf(moved);
        changedFiles = List.copyOf(changedFiles);
    }

    public boolean isEmpty() {
        return moved.isEmpty() && changedFiles.isEmpty();
    }
}
