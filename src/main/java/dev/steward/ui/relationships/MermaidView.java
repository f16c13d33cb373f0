package dev.steward.ui.relationships;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
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
    private String pending;
    private Consumer<RenderOutcome> listener = outcome -> { };

    /** Must be called on the FX thread; reads the page and the Mermaid script from the classpath. */
    public MermaidView(String pageHtml) {
        engine.titleProperty().addListener((obs, old, title) -> report(title));
        engine.getLoadWorker().stateProperty().addListener((obs, old, state) -> {
            if (state == Worker.State.SUCCEEDED && pending != null) {
                String text = pending;
                pending = null;
                render(text);
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
        if (engine.getLoadWorker().getState() != Worker.State.SUCCEEDED) {
            pending = mermaidText;
            return;
        }
        String literal = new String(JsonStringEncoder.getInstance().quoteAsString(mermaidText));
        engine.executeScript("renderDiagram(\"" + literal + "\")");
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
