package dev.steward.retrieval;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.TextValueSample;
import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import dev.steward.relationships.RelationshipsReader;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;

/**
 * Reads a project's knowledge into a {@link RetrievalCorpus}: merged metadata (overlay included), the example
 * rows, approved relationships, every table's columns from the catalog and a few values of its low-cardinality
 * text columns ({@link TextValueSample}: one bounded query per table). Faulty files throw the readers'
 * located {@code FileFormatException}s.
 */
public final class ProjectCorpusReader {
    private final MetadataLoader metadataLoader;
    private final SyntheticExamplesReader examplesReader;
    private final RelationshipsReader relationshipsReader;
    private final TableTexts texts = new TableTexts(WordSegmenter.fromModelVocabulary());

    public ProjectCorpusReader(MetadataLoader metadataLoader, SyntheticExamplesReader examplesReader,
                               RelationshipsReader relationshipsReader) {
        this.metadataLoader = metadataLoader;
        this.examplesReader = examplesReader;
        this.relationshipsReader = relationshipsReader;
    }

    public ProjectCorpusReader() {
        this(new MetadataLoader(), new SyntheticExamplesReader(), new RelationshipsReader());
    }

    /** @param catalog the project's catalog, used to describe each table's columns */
    public RetrievalCorpus read(Project project, Catalog catalog) {
        MetadataConfig metadata = metadataLoader.load(project.metadataFile(), project.metadataEnhancementsFile())
                .config();
        // describeAll leaves unreadable files out instead of failing: retrieval ranks what can be queried.
        TextValueSample values = new TextValueSample(catalog);
        List<TableDocument> tables = catalog.describeAll().schemas().stream()
                .map(s -> texts.document(s.table(), s.columns(), metadata.table(s.table().layer(), s.table().name()),
                        values.of(s)))
                .toList();
        List<Example> rows = Files.isRegularFile(project.syntheticExamplesFile())
                ? examplesReader.read(project.syntheticExamplesFile()) : List.of();
        return RetrievalCorpus.of(tables, rows, metadata.glossary() == null ? Map.of() : metadata.glossary(),
                relationshipsReader.read(project.relationshipsFile()).relationships());
    }
}
