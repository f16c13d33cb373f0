package dev.steward.eval;

import dev.steward.error.StewardException;

/** The run was cancelled while an example was being evaluated; that example gets no verdict. */
final class EvalCancelledException extends StewardException {
    private static final long serialVersionUID = 1L;

    EvalCancelledException(Throwable cause) {
        super("The eval run was cancelled.", null, cause);
    }
}
