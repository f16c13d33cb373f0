package dev.steward.cli;

import picocli.CommandLine.Command;

/** {@code steward relationships ...}: detect, score and review join paths. */
@Command(name = "relationships", mixinStandardHelpOptions = true,
        description = "Detect join paths between a project's tables and measure detection quality.",
        subcommands = {RelationshipsGenerateCommand.class, RelationshipsApproveCommand.class,
            RelationshipsErdCommand.class,
            RelationshipsMeasureCommand.class})
final class RelationshipsCommand {
}
