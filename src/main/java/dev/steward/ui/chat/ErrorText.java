package dev.steward.ui.chat;

import dev.steward.error.StewardException;

/** A failure as the sentence the chat shows under an answer: the message, and what to do when known. */
final class ErrorText {

    private ErrorText() {
    }

    static String sentence(Throwable failure) {
        if (failure instanceof StewardException steward) {
            return steward.userText();
        }
        String message = failure.getMessage();
        return message == null || message.isBlank() ? failure.getClass().getSimpleName() : message;
    }
}
