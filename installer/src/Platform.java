import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What differs per OS when packaging: installer types and options, launcher names, icons, native names. */
enum Platform {
    LINUX, WINDOWS, MAC;

    /** Same upgrade code for every version, so a newer .msi replaces an older one. */
    private static final String WINDOWS_UPGRADE_UUID = "6f0b8c7e-6a41-4c1e-9f0d-5e3b0a9d2c11";

    static Platform current() {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        return os.contains("win") ? WINDOWS : os.contains("mac") ? MAC : LINUX;
    }

    /** Path fragments that name this OS and CPU in the jars' native library paths. */
    List<String> keepWords() {
        boolean arm = System.getProperty("os.arch").matches("aarch64|arm64");
        List<String> cpus = arm ? List.of("aarch64", "arm64", "aarch_64")
                : List.of("x86-64", "x86_64", "amd64", "x64");
        List<String> oses = switch (this) {
            case LINUX -> List.of("linux");
            case WINDOWS -> List.of("windows", "win32", "win");
            case MAC -> List.of("osx", "macos", "darwin", "mac");
        };
        List<String> words = new ArrayList<>();
        for (String os : oses) {
            for (String separator : List.of("-", "_", "/")) {
                cpus.forEach(cpu -> words.add(os + separator + cpu));
                if (this == MAC) {
                    words.add(os + separator + "universal");
                }
            }
        }
        return words;
    }

    /**
     * The command-line launcher next to the GUI one. Windows and macOS file systems ignore case, so there
     * "steward" would collide with "Steward".
     */
    String cliLauncher() {
        return this == LINUX ? "steward" : "steward-cli";
    }

    String iconExtension() {
        return switch (this) {
            case LINUX -> "png";
            case WINDOWS -> "ico";
            case MAC -> "icns";
        };
    }

    /** Where jpackage puts the runtime inside the app image. */
    String runtimeFolder() {
        return switch (this) {
            case LINUX -> "lib/runtime";
            case WINDOWS -> "runtime";
            case MAC -> "Contents/runtime";
        };
    }

    List<String> installerTypes() {
        return switch (this) {
            case LINUX -> List.of("deb", "rpm");
            case WINDOWS -> List.of("msi");
            case MAC -> List.of("dmg");
        };
    }

    /** jpackage options for one installer type; {@code installerDir} is the repository's installer folder. */
    List<String> installerOptions(String type, Path installerDir) {
        return switch (this) {
            case LINUX -> List.of("--linux-package-name", "steward", "--install-dir", "/opt",
                    "--linux-shortcut", "--linux-menu-group", "Development;Database;", "--linux-app-category",
                    type.equals("deb") ? "devel" : "Development/Tools", "--linux-deb-maintainer",
                    "steward@steward.invalid",
                    "--resource-dir", installerDir.resolve("linux").toString(),
                    // JavaFX's natives sit inside jars, so jpackage cannot see what they link against:
                    "--linux-package-deps", type.equals("deb") ? "libgtk-3-0, libxtst6, libgl1, libxxf86vm1"
                            : "gtk3, libXtst, mesa-libGL, libXxf86vm");
            case WINDOWS -> List.of("--win-menu", "--win-menu-group", "Steward", "--win-shortcut",
                    "--win-dir-chooser", "--win-per-user-install", "--win-upgrade-uuid", WINDOWS_UPGRADE_UUID);
            case MAC -> List.of("--mac-package-identifier", "dev.steward.app", "--mac-package-name", "Steward");
        };
    }
}
