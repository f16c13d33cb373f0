package dev.steward.ui.fx;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

class ErrorMessageTest {

    @Test
    void aStewardExceptionKeepsItsSentenceAndHintEvenWhenWrapped() {
        FileFormatException cause = new FileFormatException(new SourceLocation(Path.of("metadata.yaml"), 12, 5),
                "unknown key 'descriptoin'", "Use one of: description, status.");

        ErrorMessage message = ErrorMessage.of(new ExecutionException(cause));

        assertThat(message.headline()).isEqualTo("metadata.yaml:12:5: unknown key 'descriptoin'");
        assertThat(message.hint()).isEqualTo("Use one of: description, status.");
        assertThat(message.details()).contains("FileFormatException");
    }

    @Test
    void anUnexpectedExceptionSaysSomethingWentWrongWithItsMessage() {
        ErrorMessage message = ErrorMessage.of(new IllegalStateException("index 3 out of bounds"));
        assertThat(message.headline()).isEqualTo("Something went wrong: index 3 out of bounds");
        assertThat(ErrorMessage.of(new NullPointerException()).headline())
                .isEqualTo("Something went wrong: NullPointerException");
    }

    @Test
    void thePresenterShowsAndDismisses() {
        ErrorPresenter presenter = new ErrorPresenter();
        presenter.present(new IllegalArgumentException("nope"));
        assertThat(presenter.currentProperty().get().headline()).endsWith("nope");
        presenter.dismiss();
        assertThat(presenter.currentProperty().get()).isNull();
    }
}
