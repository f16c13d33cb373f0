package dev.steward.metadata;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.catalog.TableProfiler;
import dev.steward.llm.Llm;
import dev.steward.llm.PromptTemplates;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * openmedallion's metadata test project on real Parquet: silver {@code orders(order_id, amount, region)} and
 * gold {@code region_summary(region, total)}, plus the Steward services a generate run needs.
 */
final class GeneratorProject implements AutoCloseable {
    final Path root;
    final Path metadataFile;
    final List<ParquetTable> tables = new ArrayList<>();
    final CurationLog log;
    final AtomicFiles files = new AtomicFiles();
    private Catalog catalog;

    GeneratorProject(Path root) throws Exception {
        this.root = root;
        this.metadataFile = root.resolve("metadata.yaml");
        this.log = new CurationLog(root.resolve("curation_log.jsonl"), new JsonLinesAppender(files),
                new JsonLinesReader(), Clock.systemUTC());
        addTable(Layer.SILVER, "orders", "SELECT * FROM (VALUES (1::BIGINT, 100.0::DOUBLE, 'North'),"
                + " (2, 250.5, 'South'), (3, 80.0, 'North'), (4, 40.0, 'East')) t(order_id, amount, region)");
        addTable(Layer.GOLD, "region_summary", "SELECT * FROM (VALUES ('North', 180.0::DOUBLE), ('South', 250.5),"
                + " ('East', 40.0)) t(region, total)");
    }

    /** Writes a Parquet table from a query and adds it to the project. */
    ParquetTable addTable(Layer layer, String name, String query) throws Exception {
        Path dir = Files.createDirectories(root.resolve(layer.yamlName()));
        Path file = dir.resolve(name + ".parquet");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (" + query + ") TO '" + file + "' (FORMAT PARQUET)");
        }
        tables.removeIf(t -> t.layer() == layer && t.name().equals(name));
        ParquetTable table = new ParquetTable(name, layer, file);
        tables.add(table);
        if (catalog != null) {
            catalog.close();
            catalog = null;
        }
        return table;
    }

    Catalog catalog() {
        if (catalog == null) {
            List<ParquetTable> ordered = new ArrayList<>(tables.stream().filter(t -> t.layer() == Layer.SILVER)
                    .toList());
            ordered.addAll(tables.stream().filter(t -> t.layer() == Layer.GOLD).toList());
            catalog = new Catalog(ordered);
        }
        return catalog;
    }

    ProfileFields profileFields() {
        return new ProfileFields(new TableProfiler(catalog()), new ProfileCache(root.resolve(".steward"), files));
    }

    MetadataGenerator generator(Llm llm) {
        return generator(llm, profileFields());
    }

    MetadataGenerator generator(Llm llm, ProfileFields profiles) {
        return new MetadataGenerator(catalog(), new TableDrafter(llm, new PromptTemplates()), profiles, log, files,
                "ann");
    }

    MetadataConfig read() {
        return new MetadataReader().read(metadataFile);
    }

    @Override
    public void close() {
        if (catalog != null) {
            catalog.close();
        }
    }
}
