package dev.steward.ui.fx;

/**
 * Loads JavaFX's WebKit native library ({@code jfxwebkit}, ~80 MB) off the FX thread, ahead of the first
 * {@code WebView}. Creating the first WebView otherwise loads it on the FX thread: measured under Monocle at load 19
 * on 2 cores, the first WebView took 1,556 ms of FX-thread CPU without this and 418 ms with the library already
 * loaded (docs/performance.md). Only the library is loaded here: WebKit's own start-up
 * ({@code WebPage}'s static initialiser) must stay on the FX thread, which WebKit takes as its main thread.
 * JavaFX runs from the class path (ADR 1), so its loader is reachable; if it is not, nothing is preloaded and the
 * WebView loads the library itself as before.
 */
public final class WebKitLibrary {
    private static final String LOADER = "com.sun.glass.utils.NativeLibLoader";

    private WebKitLibrary() {
    }

    /** Call off the FX thread (it takes seconds on a busy machine); true if the library is now loaded. */
    public static boolean preload() {
        try {
            Class.forName(LOADER).getMethod("loadLibrary", String.class).invoke(null, "jfxwebkit");
            return true;
        } catch (ReflectiveOperationException | LinkageError | SecurityException e) {
            return false;
        }
    }
}
