package dev.steward.settings;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where libraries that unpack native code from their jars on first use put it: under Steward's own per-user
 * cache folder rather than their defaults in the home folder ({@code ~/.openjfx/cache}, {@code ~/.djl.ai}).
 * An installed Steward then leaves nothing outside the OS's usual folders, and removing its cache folder
 * removes the unpacked libraries too.
 */
public record NativeLibraryCaches(Path javafx, Path djl) {

    public static NativeLibraryCaches under(AppDirectories directories) {
        Path cache = directories.cacheDir().resolve("native");
        return new NativeLibraryCaches(cache.resolve("openjfx"), cache.resolve("djl"));
    }

    /** The system properties to set before JavaFX or the tokenizer loads (read once, at first load). */
    public Map<String, String> systemProperties() {
        return Map.of("javafx.cachedir", javafx.toString(), "DJL_CACHE_DIR", djl.toString());
    }
}
