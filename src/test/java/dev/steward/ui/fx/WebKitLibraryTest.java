package dev.steward.ui.fx;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.application.Platform;
import javafx.scene.web.WebView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** WebKit's library loads off the FX thread, and a WebView made afterwards on the FX thread works. */
@ExtendWith(ApplicationExtension.class)
class WebKitLibraryTest {

    @Test
    void loadsOffTheFxThreadAndAWebViewStillRendersAfterwards() throws Exception {
        assertThat(Platform.isFxApplicationThread()).isFalse();
        assertThat(WebKitLibrary.preload()).as("JavaFX's own loader found and loaded jfxwebkit").isTrue();
        assertThat(WebKitLibrary.preload()).as("a second call is harmless").isTrue();

        WebView view = WaitForAsyncUtils.asyncFx(() -> {
            WebView made = new WebView();
            made.getEngine().loadContent("<html><head><title>loaded</title></head><body>x</body></html>");
            return made;
        }).get();
        String title = null;
        for (int i = 0; i < 500 && !"loaded".equals(title); i++) {
            Thread.sleep(20);
            title = WaitForAsyncUtils.asyncFx(() -> view.getEngine().getTitle()).get();
        }
        assertThat(title).as("the page loaded within 10 s").isEqualTo("loaded");
    }
}
