package dev.steward.bench;

import dev.steward.ui.DesktopLauncher;
import dev.steward.ui.fx.PulseMonitor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The child process of item 7 ({@link AppBench} starts it): {@code AppProbe steward PROJECT} launches the real app
 * the way {@code steward open PROJECT} does, {@code AppProbe bare} an empty JavaFX window (the reference). A watcher
 * thread prints {@code WINDOW} once a window shows, {@code PROJECT} once the project's tabs are laid out in it, then
 * selects every tab in turn with a {@link PulseMonitor} running and prints {@code TABi name worstWallMs worstCpuMs
 * pulses} per tab (TAB0: from the project showing until its diagram was prepared while idle) and {@code RSS peakKb} before exiting.
 */
public final class AppProbe {
    private static final long TAB_DWELL_MS = 1_500;
    /** A folder for each tab's busiest interval with the FX thread's stacks (PulseStacks), or null. */
    private static final String STACKS = System.getProperty("steward.probe.stacks");

    private AppProbe() {
    }

    public static void main(String[] args) throws Exception {
        boolean steward = args[0].equals("steward");
        Thread watcher = new Thread(() -> watch(steward), "app-probe");
        watcher.setDaemon(true);
        watcher.start();
        if (steward) {
            DesktopLauncher.launch(Path.of(args[1]));
        } else {
            Application.launch(BareWindow.class);
        }
    }

    /** The reference: what any JavaFX app pays to show a window of the same size. */
    public static final class BareWindow extends Application {
        @Override
        public void start(Stage stage) {
            stage.setScene(new Scene(new Label("bare"), 1280, 800));
            stage.show();
        }
    }

    private static void watch(boolean steward) {
        try {
            waitFor(() -> Window.getWindows().stream().anyMatch(Window::isShowing));
            System.out.println("WINDOW");
            if (steward) {
                TabPane tabs = waitFor(AppProbe::mainTabs);
                System.out.println("PROJECT");
                // the FX thread's own CPU until then (load does not inflate it): toolkit, splash, shell, project window
                System.out.println("FXCPU " + onFx(() -> java.lang.management.ManagementFactory.getThreadMXBean()
                        .getCurrentThreadCpuTime() / 1_000_000));
                browse(tabs);
            }
            System.out.println("RSS " + peakRssKb());
            System.out.flush();
            Thread.sleep(Long.getLong("steward.probe.holdMs", 0)); // time to attach jcmd / pmap (docs/performance.md)
        } catch (Exception e) {
            System.out.println("FAILED " + e);
        }
        Runtime.getRuntime().halt(0); // the app's shutdown (closing the project, DuckDB) is not measured
    }

    /**
     * Shows each tab for a while with a fresh monitor: one {@code TAB name wallMs cpuMs pulses} line each. Before
     * the tabs, one line for the time from the project showing until the app's idle-time preparation of the ERD is
     * done (its WebView is made on the FX thread once no job runs; up to 60 s) plus a dwell: a user who has not
     * clicked yet does not wait for it, but one who clicks then does, so it is measured in one piece.
     */
    private static void browse(TabPane tabs) throws Exception {
        PulseMonitor monitor = new PulseMonitor();
        int count = onFx(() -> tabs.getTabs().size());
        onFx(() -> {
            monitor.start();
            return null;
        });
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < deadline && !onFx(() -> tabs.getScene().lookup("#erd-webview") != null)) {
            Thread.sleep(50);
        }
        int line = 0;
        measure(monitor, line++, "(project-opened-until-diagram-prepared-while-idle)", () -> { }, false);
        for (int i = 0; i < count; i++) {
            int index = i;
            measure(monitor, line++, tabs.getTabs().get(index).getText().replace(' ', '_'),
                    () -> tabs.getSelectionModel().select(index), true);
        }
    }

    /** Starts the monitor afresh (or keeps it running), does {@code action}, dwells, prints the line. */
    private static void measure(PulseMonitor monitor, int line, String name, Runnable action, boolean fresh)
            throws Exception {
        PulseStacks stacks = STACKS == null ? null : new PulseStacks();
        onFx(() -> {
            if (fresh) {
                monitor.start();
            }
            if (stacks != null) {
                stacks.start();
            }
            action.run();
            return null;
        });
        Thread.sleep(TAB_DWELL_MS);
        System.out.println(onFx(() -> {
            monitor.stop();
            if (stacks != null) {
                Files.createDirectories(Path.of(STACKS));
                Files.writeString(Path.of(STACKS, "TAB" + line + "-" + name + ".txt"), stacks.stopAndReport());
            }
            return "TAB" + line + " " + name + " " + monitor.worstGap().toMillis() + " "
                    + monitor.worstBusy().toMillis() + " " + monitor.pulses();
        }));
    }

    private static Optional<TabPane> mainTabs() {
        return Window.getWindows().stream().map(Window::getScene).filter(s -> s != null)
                .map(s -> s.lookup("#main-tabs")).filter(n -> n instanceof TabPane).map(n -> (TabPane) n)
                .filter(tabs -> tabs.getWidth() > 0) // laid out: the first frame with the project is drawn
                .findFirst();
    }

    /** Polls on the FX thread every 10 ms (the toolkit may not be up yet) until the condition holds. */
    private static <T> T waitFor(Supplier<?> condition) throws InterruptedException {
        while (true) {
            try {
                Object value = onFx(condition::get);
                if (value instanceof Optional<?> present && present.isPresent()) {
                    @SuppressWarnings("unchecked") T found = (T) present.get();
                    return found;
                }
                if (Boolean.TRUE.equals(value)) {
                    return null;
                }
            } catch (IllegalStateException toolkitNotStarted) {
                // Platform.runLater before the toolkit is up; try again.
            }
            Thread.sleep(10);
        }
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Exception e) {
                result.completeExceptionally(e);
            }
        });
        try {
            return result.get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("the FX thread did not answer: " + e, e);
        }
    }

    private static long peakRssKb() throws java.io.IOException {
        return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("VmHWM:"))
                .map(l -> l.replaceAll("\\D+", "")).mapToLong(Long::parseLong).findFirst().orElse(-1);
    }
}
