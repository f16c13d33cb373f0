package dev.steward.cli;

import picocli.CommandLine.IVersionProvider;

/** Reports Steward's version from the jar manifest, or "development build" when run from classes. */
public final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String version = StewardCommand.class.getPackage().getImplementationVersion();
        return new String[] {"Steward " + (version == null ? "(development build)" : version),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
}
