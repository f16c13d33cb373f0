package dev.steward.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** test_neuron_chat_history.py's username cases, plus the edges of each sanitising rule. */
class ChatUserFilesTest {

    @Test
    void plainNamesAreUnchangedAndSpacesBecomeUnderscores() {
        assertThat(ChatUserFiles.sanitize("alice")).isEqualTo("alice");
        assertThat(ChatUserFiles.sanitize("Alice Chen")).isEqualTo("Alice_Chen");
        assertThat(ChatUserFiles.sanitize("  bob.smith-2  ")).isEqualTo("bob.smith-2");
        assertThat(ChatUserFiles.fileNameFor("Alice Chen")).isEqualTo("Alice_Chen.jsonl");
    }

    @Test
    void traversalCharactersAreRemoved() {
        assertThat(ChatUserFiles.sanitize("../../etc/passwd")).isEqualTo("etc_passwd");
        assertThat(ChatUserFiles.sanitize("..\\..\\win")).isEqualTo("win");
        Path dir = Path.of("/p/chat_history");
        assertThat(ChatUserFiles.pathFor(dir, "../../etc/passwd").getParent()).isEqualTo(dir);
    }

    @Test
    void emptyBlankAndNullBecomeLocalUser() {
        assertThat(ChatUserFiles.sanitize("")).isEqualTo("local_user");
        assertThat(ChatUserFiles.sanitize("   ")).isEqualTo("local_user");
        assertThat(ChatUserFiles.sanitize(null)).isEqualTo("local_user");
        assertThat(ChatUserFiles.sanitize("._.")).isEqualTo("local_user");
        assertThat(ChatUserFiles.sanitize("///")).isEqualTo("local_user");
    }

    @Test
    void nonAsciiCharactersBecomeOneUnderscoreEach() {
        assertThat(ChatUserFiles.sanitize("José Müller")).isEqualTo("Jos__M_ller");
        assertThat(ChatUserFiles.sanitize("a😀b")).isEqualTo("a_b");
        assertThat(ChatUserFiles.sanitize("a\tb")).isEqualTo("a_b");
    }

    @Test
    void cutToSixtyFourCharactersAfterStripping() {
        assertThat(ChatUserFiles.sanitize("x".repeat(100))).hasSize(64);
        assertThat(ChatUserFiles.sanitize("__" + "y".repeat(70))).isEqualTo("y".repeat(64));
        // The cut comes last, so a trailing '_' inside the first 64 characters survives, as in openmedallion.
        assertThat(ChatUserFiles.sanitize("z".repeat(63) + " tail")).isEqualTo("z".repeat(63) + "_");
    }
}
