package dev.steward.metadata;

import java.util.List;

/**
 * What {@code metadata refresh} did.
 *
 * @param report      what the drift check found before anything was written
 * @param markedStale keys of approved tables flipped to stale
 * @param added       keys of new draft entries appended for Parquet tables that had none
 * @param profiled    keys of draft tables whose profile fields were written ({@code --profile})
 * @param written     whether metadata.yaml was rewritten (false when there was nothing to change)
 */
public record RefreshOutcome(DriftReport report, List<String> markedStale, List<String> added,
                             List<String> profiled, boolean written) {

    public RefreshOutcome {
        markedStale = List.copyOf(markedStale);
        added = List.copyOf(added);
        profiled = List.copyOf(profiled);
    }
}
