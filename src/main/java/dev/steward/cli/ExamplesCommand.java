package dev.steward.cli;

import picocli.CommandLine.Command;

/** {@code steward examples ...}: verified question/SQL examples and templates; the subcommands do the work. */
@Command(name = "examples", mixinStandardHelpOptions = true,
        description = "Curate and evaluate the verified examples and templates in examples/synthetic.jsonl.",
        subcommands = {ExamplesEvalCommand.class})
final class ExamplesCommand {
}
