package dev.steward.cli;

import picocli.CommandLine.Command;

/** {@code steward metadata ...}: curate metadata.yaml; the subcommands do the work. */
@Command(name = "metadata", mixinStandardHelpOptions = true,
        description = "Curate the table and column knowledge in metadata.yaml.",
        subcommands = {MetadataGenerateCommand.class, MetadataRefreshCommand.class, MetadataApproveCommand.class,
            MetadataImpactCommand.class})
final class MetadataCommand {
}
