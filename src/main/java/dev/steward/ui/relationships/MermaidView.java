package dev.steward.ui.relationships;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Consumer;
import javafx.concurrent.Worker;
import javafx.scene.web.WebEngine;
import javafx.scene.web.WebView;

/**
 * Renders Mermaid text to SVG in a WebView with the bundled mermaid.min.js (no network; securityLevel strict).
 * A newer render supersedes an older one still running. A Mermaid error shows the message and the offending
 * text instead of a blank pane. Create it lazily: the first WebView costs over a second.
 */
public final class MermaidView {
    static final String MERMAID_JS = "META-INF/resources/webjars/mermaid/11.6.0/dist/mermaid.min.js";

    private final WebView webView = new WebView();
    private final WebEngine engine = webView.getEngine();
    private final ObjectMapper json = new ObjectMapper();
    private String pendingScript;
    private double zoom = 1;
    private Boolean pendingDark;
    private String highlighted;
    private Consumer<RenderOutcome> listener = outcome -> { };
    private Consumer<String> entityClicks = table -> { };

    /** Must be called on the FX thread; reads the page and the Mermaid script from the classpath. */
    public MermaidView(String pageHtml) {
        engine.titleProperty().addListener((obs, old, title) -> report(title));
        engine.setOnAlert(event -> {
            String data = event.getData();
            if (data != null && data.startsWith("entity:")) {
                entityClicks.accept(data.substring("entity:".length()));
            }
        });
        engine.getLoadWorker().stateProperty().addListener((obs, old, state) -> {
            if (state == Worker.State.SUCCEEDED) {
                engine.executeScript("zoom = " + zoom);
                if (pendingDark != null) {
                    engine.executeScript("setTheme(" + pendingDark + ")");
                }
                engine.executeScript(highlightScript());
                if (pendingScript != null) {
                    engine.executeScript(pendingScript);
                }
                pendingScript = null;
            }
        });
        engine.loadContent(pageHtml);
    }

    /** The page with Mermaid inlined; slow (2.6 MB of script), so build it off the FX thread. */
    public static String loadPage() {
        return resource("dev/steward/ui/relationships/mermaid-page.html")
                .replace("/*MERMAID*/", resource(MERMAID_JS));
    }

    public WebView node() {
        return webView;
    }

    /** Told, on the FX thread, when a render finishes or fails. */
    public void onRendered(Consumer<RenderOutcome> newListener) {
        this.listener = newListener;
    }

    /** Renders the diagram text; if the page is still loading, the latest text renders once it is ready. */
    public void render(String mermaidText) {
        run("renderDiagram(" + quote(mermaidText) + ")");
    }

    /**
     * Renders the diagram and makes it interactive: clicking entity {@code id} reports {@code entities.get(id)}
     * to {@link #onEntityClicked}, hovering a line between ids a and b shows {@code joins.get("a|b")}.
     */
    public void render(String mermaidText, Map<String, String> entities, Map<String, String> joins) {
        try {
            run("renderDiagram(" + quote(mermaidText) + ", " + json.writeValueAsString(entities) + ", "
                    + json.writeValueAsString(joins) + ")");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a map of strings always serialises", e);
        }
    }

    /**
     * Draws the line(s) with {@code joinKey} ("fromId|toId", as {@link ErdPicture#joinKey}) and their two tables
     * highlighted, scrolled into view; null clears it. Kept across renders.
     */
    public void highlight(String joinKey) {
        highlighted = joinKey;
        if (engine.getLoadWorker().getState() == Worker.State.SUCCEEDED) {
            engine.executeScript(highlightScript());
        }
    }

    /** The key highlighted now, or null. */
    public String highlighted() {
        return highlighted;
    }

    private String highlightScript() {
        return "highlightJoin(" + (highlighted == null ? "null" : quote(highlighted)) + ")";
    }

    /** Mermaid's dark or default theme (re-renders the current diagram). */
    public void setDark(boolean dark) {
        if (engine.getLoadWorker().getState() != Worker.State.SUCCEEDED) {
            pendingDark = dark;
            return;
        }
        engine.executeScript("setTheme(" + dark + ")");
    }

    /** Told, on the FX thread, the table name of an entity the user clicked. */
    public void onEntityClicked(Consumer<String> listener) {
        this.entityClicks = listener;
    }

    /** The rendered diagram's size in CSS pixels (with its padding), or 0x0 before the first render. */
    public double[] diagramSize() {
        String[] size = String.valueOf(engine.executeScript("diagramSize()")).split("x");
        return new double[] {Double.parseDouble(size[0]), Double.parseDouble(size[1])};
    }

    private void run(String script) {
        if (engine.getLoadWorker().getState() != Worker.State.SUCCEEDED) {
            pendingScript = script;
            return;
        }
        engine.executeScript(script);
    }

    private static String quote(String text) {
        return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(text)) + "\"";
    }

    /** Scales the diagram (1 = natural size); kept across renders. */
    public void setZoom(double zoom) {
        zoom = Math.max(0.05, Math.min(4, zoom));
        this.zoom = zoom;
        if (engine.getLoadWorker().getState() == Worker.State.SUCCEEDED) {
            engine.executeScript("setZoom(" + zoom + ")");
        }
    }

    public double zoom() {
        return zoom;
    }

    /** Runs a script against the rendered page (e.g. to export the SVG or count entities). */
    public Object evaluate(String script) {
        return engine.executeScript(script);
    }

    /** The current SVG markup, or an empty string before the first successful render. */
    public String svg() {
        Object svg = engine.executeScript("(function(){var s=document.querySelector('#diagram svg');"
                + "return s ? s.outerHTML : '';})()");
        return svg == null ? "" : svg.toString();
    }

    private void report(String title) {
        if (title == null) {
            return;
        }
        if (title.startsWith("rendered:")) {
            listener.accept(new RenderOutcome(true, ""));
        } else if (title.startsWith("failed:")) {
            Object message = engine.executeScript("document.getElementById('error').textContent");
            listener.accept(new RenderOutcome(false, String.valueOf(message)));
        }
    }

    private static String resource(String name) {
        try (InputStream in = MermaidView.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How a render ended: the SVG is in the page, or Mermaid's message (with the offending text). */
    public record RenderOutcome(boolean rendered, String error) {
    }
}
