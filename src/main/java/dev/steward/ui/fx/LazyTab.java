package dev.steward.ui.fx;

import javafx.scene.Node;
import javafx.scene.control.Tab;

/**
 * A tab whose header (text, icon, id) exists from the start and whose content is built when first needed: on its
 * first selection, or when {@link #build()} is called (the main window does that while the app is idle after a
 * project's first frame, issue 22). Until then the tab pane styles and lays out nothing of it.
 *
 * <p>The content may be built after its view model has loaded: {@link #content()} must show the view model's
 * current state, not only react to later changes.
 */
public abstract class LazyTab extends Tab {
    private boolean built;

    protected LazyTab(String text) {
        super(text);
        // registered before any subclass listener: the content exists when those hear the selection
        selectedProperty().addListener((obs, was, selected) -> {
            if (selected) {
                build();
            }
        });
    }

    /** Builds the content now if it is not built yet (on the FX thread). */
    public final void build() {
        if (!built) {
            built = true;
            setContent(content());
        }
    }

    public final boolean isBuilt() {
        return built;
    }

    /** The tab's content, built once; called on the FX thread. */
    protected abstract Node content();
}
