package dev.steward.cli;

import dev.steward.migrate.MigrationPlan;
import dev.steward.migrate.Migrator;
import dev.steward.migrate.Moves;
import dev.steward.migrate.MovedValue;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward migrate PROJECT [--apply | --undo]}: move old in-file extras into Steward's own files. */
@Command(name = "migrate", mixinStandardHelpOptions = true,
        description = {"Move what older Steward versions wrote into openmedallion's files (stale reasons, "
                + "relationship evidence and notes, glossary mappings, ...) into PROJECT/steward/, so openmedallion "
                + "loads every file again. Lists the moves without writing (dry run) unless --apply is given.",
            "--apply logs a snapshot of every moved value in steward/migrations.jsonl first; --undo restores the "
                + "files of the last apply exactly."})
final class MigrateCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--apply", description = "write the moves (default: list them only)")
    private boolean apply;

    @Option(names = "--undo", description = "restore the files changed by the last --apply")
    private boolean undo;

    MigrateCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        PrintWriter out = services.out();
        if (apply && undo) {
            services.err().println("Give --apply or --undo, not both; nothing was changed.");
            services.err().flush();
            return 2;
        }
        Project project = services.projectOpener().open(projectFolder);
        Migrator migrator = new Migrator(Moves.all(), services.atomicFiles(), services.clock(), services.userName());
        if (!apply && !undo) {
            report(out, migrator.plan(project.root()), "would move", "Dry run: nothing was written; run with "
                    + "--apply to move these.");
        } else {
            try (ProjectLock lock = services.lock(project, "steward migrate")) {
                if (undo) {
                    undo(out, migrator.undo(project.root()));
                } else {
                    report(out, migrator.apply(project.root()), "moved", "Logged in steward/migrations.jsonl; "
                            + "steward migrate --undo restores the files exactly.");
                }
            }
        }
        out.flush();
        return 0;
    }

    private static void report(PrintWriter out, MigrationPlan plan, String verb, String footer) {
        if (plan.isEmpty()) {
            out.println("Nothing to migrate: openmedallion's files hold no Steward extras.");
            return;
        }
        for (MovedValue value : plan.moved()) {
            out.println("  " + value.describe());
        }
        out.println(plan.moved().size() + " value(s) " + verb + "; files: " + String.join(", ", plan.changedFiles()));
        out.println(footer);
    }

    private static void undo(PrintWriter out, List<String> restored) {
        out.println(restored.isEmpty() ? "Nothing to undo: no migration was applied."
                : "Restored as before the last migration: " + String.join(", ", restored));
    }
}
