package dev.steward.cli;

import picocli.CommandLine.Command;

/** The root {@code steward} command; its subcommands do the work. */
@Command(name = "steward", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Curate the knowledge a local text-to-SQL assistant relies on.",
        subcommands = {OpenCommand.class, DoctorCommand.class, SampleCommand.class, SqlCommand.class,
            MetadataCommand.class, RelationshipsCommand.class, RetrieveCommand.class,
            ExamplesCommand.class, QueryCommand.class, MigrateCommand.class, StatusCommand.class, DefinitionsCommand.class})
public final class StewardCommand {
}
