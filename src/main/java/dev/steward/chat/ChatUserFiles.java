package dev.steward.chat;

import java.nio.file.Path;

/**
 * Maps a user name to its chat history file exactly as openmedallion does, so both tools share files:
 * null or blank → {@code local_user}; trim; spaces → {@code _}; any character outside
 * {@code [A-Za-z0-9_.-]} → {@code _}; strip leading/trailing {@code .} and {@code _} (nothing left →
 * {@code local_user}); cut to 64 characters. The result can never leave the chat_history folder.
 */
public final class ChatUserFiles {
    public static final String LOCAL_USER = "local_user";
    private static final int MAX_LENGTH = 64;

    private ChatUserFiles() {
    }

    /** The cleaned user name, e.g. {@code "Alice Chen"} → {@code Alice_Chen}. */
    public static String sanitize(String user) {
        if (user == null || user.isBlank()) {
            return LOCAL_USER;
        }
        StringBuilder clean = new StringBuilder();
        // Python iterates code points, so an emoji becomes one '_', not two.
        user.strip().replace(' ', '_').codePoints().forEach(c -> clean.append(isAllowed(c) ? (char) c : '_'));
        String stripped = stripDotsAndUnderscores(clean.toString());
        if (stripped.isEmpty()) {
            return LOCAL_USER;
        }
        return stripped.length() > MAX_LENGTH ? stripped.substring(0, MAX_LENGTH) : stripped;
    }

    /** The history file name, e.g. {@code Alice_Chen.jsonl}. */
    public static String fileNameFor(String user) {
        return sanitize(user) + ".jsonl";
    }

    /** The history file of {@code user} inside {@code chatHistoryDir}. */
    public static Path pathFor(Path chatHistoryDir, String user) {
        return chatHistoryDir.resolve(fileNameFor(user));
    }

    private static boolean isAllowed(int c) {
        return c < 128 && (Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-');
    }

    private static String stripDotsAndUnderscores(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isDotOrUnderscore(text.charAt(start))) {
            start++;
        }
        while (end > start && isDotOrUnderscore(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }

    private static boolean isDotOrUnderscore(char c) {
        return c == '.' || c == '_';
    }
}
