package dev.steward.cli;

import picocli.CommandLine.Command;

/** {@code steward definitions ...}: the governed definitions of steward/definitions.yaml (issue 20). */
@Command(name = "definitions", mixinStandardHelpOptions = true,
        description = "Governed, versioned, effective-dated definitions and metrics (steward/definitions.yaml).",
        subcommands = {DefinitionsImportCommand.class, DefinitionsExportCommand.class, DefinitionsListCommand.class,
            DefinitionsShowCommand.class, DefinitionsResolveCommand.class, DefinitionsApproveCommand.class,
            DefinitionsCheckCommand.class})
final class DefinitionsCommand {
}
