package dev.steward.cli;

import picocli.CommandLine.Command;

/** {@code steward examples ...}: verified question/SQL examples and templates; the subcommands do the work. */
@Command(name = "examples", mixinStandardHelpOptions = true,
        description = "Curate and evaluate the question/SQL examples and templates in examples/synthetic.jsonl.",
        subcommands = {ExamplesGenerateCommand.class, ExamplesApproveCommand.class, ExamplesHarvestCommand.class,
            ExamplesReviewCommand.class, ExamplesEvalCommand.class, ExamplesAuditCommand.class})
final class ExamplesCommand {
}
