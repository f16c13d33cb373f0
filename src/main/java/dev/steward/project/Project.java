package dev.steward.project;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * An opened project folder: where it is, what it is called, and the silver and gold Parquet tables it
 * holds (bronze is never listed). The knowledge files live at fixed places inside {@link #root()}.
 *
 * @param root        the project folder
 * @param name        pipeline.name from main.yaml, else the folder name
 * @param silverDir   the silver folder, if it exists
 * @param goldDirs    every folder holding gold Parquet
 * @param tables      silver tables then gold tables, each sorted by name
 * @param warnings    things the user should know that did not stop the project from opening (each name clash
 *                    among them too)
 * @param nameClashes Parquet files left out of {@code tables} because their names differ only in case
 * @param dataFolders where each layer's data is read from and why (ambiguous paths are flagged there)
 */
public record Project(Path root, String name, Optional<Path> silverDir, List<Path> goldDirs,
                      List<ParquetTable> tables, List<String> warnings, List<TableNameClash> nameClashes,
                      List<DataFolder> dataFolders) {

    public Project {
        goldDirs = List.copyOf(goldDirs);
        tables = List.copyOf(tables);
        warnings = List.copyOf(warnings);
        nameClashes = List.copyOf(nameClashes);
        dataFolders = List.copyOf(dataFolders);
    }

    /** A project without name clashes whose data folders need no explanation (tests, scratch copies). */
    public Project(Path root, String name, Optional<Path> silverDir, List<Path> goldDirs,
                   List<ParquetTable> tables, List<String> warnings) {
        this(root, name, silverDir, goldDirs, tables, warnings, List.of(), List.of());
    }

    /** The data folders whose reading is questionable (ambiguous, or another project's), one sentence each. */
    public List<String> dataFolderProblems() {
        return dataFolders.stream().flatMap(f -> f.problem().stream()).toList();
    }

    /** Every folder the project's Parquet lives in: the data a query may read, and nothing else. */
    public List<Path> dataDirs() {
        List<Path> dirs = new java.util.ArrayList<>();
        silverDir.ifPresent(dirs::add);
        dirs.addAll(goldDirs);
        return List.copyOf(dirs);
    }

    public Path metadataFile() {
        return root.resolve("metadata.yaml");
    }

    public Path metadataEnhancementsFile() {
        return root.resolve("metadata_enhancements.yaml");
    }

    public Path relationshipsFile() {
        return root.resolve("relationships.yaml");
    }

    public Path relationshipsErdFile() {
        return root.resolve("relationships_erd.md");
    }

    public Path examplesDir() {
        return root.resolve("examples");
    }

    public Path syntheticExamplesFile() {
        return examplesDir().resolve("synthetic.jsonl");
    }

    public Path harvestedFile() {
        return examplesDir().resolve("harvested.jsonl");
    }

    public Path failuresFile() {
        return examplesDir().resolve("failures.jsonl");
    }

    public Path chatHistoryDir() {
        return root.resolve("chat_history");
    }

    public Path curationLogFile() {
        return root.resolve("curation_log.jsonl");
    }

    public Path evalRunsDir() {
        return root.resolve("eval_runs");
    }

    /** Steward's cache folder; holds only things that can be rebuilt. */
    public Path cacheDir() {
        return root.resolve(".steward");
    }

    public List<ParquetTable> tablesIn(Layer layer) {
        return tables.stream().filter(t -> t.layer() == layer).toList();
    }

    public Optional<ParquetTable> table(Layer layer, String name) {
        return tables.stream().filter(t -> t.layer() == layer && t.name().equals(name)).findFirst();
    }
}
