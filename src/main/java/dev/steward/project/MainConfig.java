package dev.steward.project;

import java.util.Optional;

/**
 * What Steward needs from openmedallion's main.yaml (and its includes): the pipeline name and the silver
 * and gold paths, with environment variables already expanded. Paths are as written, not yet resolved.
 */
record MainConfig(Optional<String> pipelineName, Optional<String> silverPath, Optional<String> goldPath) {

    static MainConfig empty() {
        return new MainConfig(Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** Values of {@code later} win where present (openmedallion deep-merges includes over main.yaml). */
    MainConfig overriddenBy(MainConfig later) {
        return new MainConfig(later.pipelineName.or(() -> pipelineName), later.silverPath.or(() -> silverPath),
                later.goldPath.or(() -> goldPath));
    }
}
