package dev.steward.metadata;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import dev.steward.store.LocatedEntry;
import dev.steward.store.LocatedMap;
import dev.steward.store.LocatedNode;
import dev.steward.store.LocatedScalar;
import dev.steward.store.StrictYamlReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Loads metadata.yaml and applies metadata_enhancements.yaml with openmedallion's deep merge on the raw
 * trees before validation (mappings recurse; lists, scalars and explicit null replace). Unlike openmedallion
 * the overlay can never change a table's {@code status} (that would bypass review), and a broken overlay
 * entry is skipped with a warning instead of failing every load. Errors in metadata.yaml itself are thrown.
 */
public final class MetadataLoader {
    public static final String METADATA_FILE = "metadata.yaml";
    public static final String ENHANCEMENTS_FILE = "metadata_enhancements.yaml";

    private final StrictYamlReader yaml;
    private final MetadataReader reader;

    public MetadataLoader() {
        this(new StrictYamlReader());
    }

    public MetadataLoader(StrictYamlReader yaml) {
        this.yaml = yaml;
        this.reader = new MetadataReader(yaml);
    }

    /** Loads the two standard files of a project folder. */
    public LoadedMetadata loadProject(Path projectRoot) {
        return load(projectRoot.resolve(METADATA_FILE), projectRoot.resolve(ENHANCEMENTS_FILE));
    }

    /** Missing files are empty; a faulty metadata.yaml throws {@link FileFormatException}. */
    public LoadedMetadata load(Path metadataFile, Path enhancementsFile) {
        Optional<LocatedNode> baseTree = yaml.read(metadataFile);
        MetadataConfig base = reader.fromTree(baseTree, metadataFile);
        List<LoadWarning> warnings = new ArrayList<>();
        Optional<LocatedNode> overlay;
        try {
            overlay = yaml.read(enhancementsFile);
        } catch (FileFormatException e) {
            warnings.add(new LoadWarning(e.location(), "the overlay was ignored: " + e.problem()));
            return new LoadedMetadata(base, warnings);
        }
        if (overlay.isEmpty() || overlay.get() instanceof LocatedScalar s && s.isNull()) {
            return new LoadedMetadata(base, warnings);
        }
        if (!(overlay.get() instanceof LocatedMap overlayMap)) {
            warnings.add(new LoadWarning(overlay.get().location(), "the overlay was ignored: it must be a mapping "
                    + "with 'tables' and/or 'glossary', not " + overlay.get().kindName()));
            return new LoadedMetadata(base, warnings);
        }
        LocatedMap baseMap = baseTree.filter(LocatedMap.class::isInstance).map(LocatedMap.class::cast)
                .orElse(new LocatedMap(List.of(), SourceLocation.ofFile(metadataFile)));
        return new OverlayMerge(baseMap, base, warnings).apply(overlayMap, DefinitionsFile.read(metadataFile));
    }

    /** One merge run: mutable working state, confined to this call. */
    private final class OverlayMerge {
        private final LocatedMap baseTree;
        private final Map<String, TableMetadata> tables;
        private Map<String, GlossaryEntry> glossary;
        private final List<LoadWarning> warnings;

        OverlayMerge(LocatedMap baseTree, MetadataConfig base, List<LoadWarning> warnings) {
            this.baseTree = baseTree;
            this.tables = new LinkedHashMap<>(base.tables());
            this.glossary = base.glossary() == null ? null : new LinkedHashMap<>(base.glossary());
            this.warnings = warnings;
        }

        /** Merges the overlay, then applies Steward's glossary notes, so overlay-only terms get theirs too. */
        LoadedMetadata apply(LocatedMap overlay, Definitions definitions) {
            for (LocatedEntry entry : overlay.entries()) {
                switch (entry.key()) {
                    case "tables" -> mergeTables(entry);
                    case "glossary" -> mergeGlossary(entry);
                    default -> warn(entry.keyLocation(), "unknown key '" + entry.key() + "' ignored (allowed: "
                            + String.join(", ", MetadataReader.TOP_KEYS) + ")");
                }
            }
            return new LoadedMetadata(new MetadataConfig(tables, definitions.applyTo(glossary)), warnings);
        }

        private void mergeTables(LocatedEntry overlayTables) {
            if (!(overlayTables.value() instanceof LocatedMap overlayMap)) {
                warn(overlayTables.keyLocation(), "'tables' ignored: it must map table names to their fields, not "
                        + overlayTables.value().kindName());
                return;
            }
            LocatedNode baseTables = baseTree.get("tables");
            for (LocatedEntry entry : overlayMap.entries()) {
                LocatedNode base = baseTables instanceof LocatedMap m ? m.get(entry.key()) : null;
                mergeTable(entry, base);
            }
        }

        private void mergeTable(LocatedEntry entry, LocatedNode base) {
            LocatedNode over = entry.value();
            if (over instanceof LocatedMap overMap && overMap.has("status")) {
                warn(overMap.entry("status").orElseThrow().keyLocation(), "'status' of table '" + entry.key()
                        + "' is ignored: the overlay cannot approve or change a table's review state");
                over = overMap.without("status");
            }
            LocatedNode merged = base instanceof LocatedMap b && over instanceof LocatedMap o ? b.deepMerge(o) : over;
            try {
                TableMetadata table = reader.readTable(entry.key(), entry.keyLocation(), merged);
                requireUniqueAmongOthers(table, entry.keyLocation());
                tables.put(entry.key(), table);
            } catch (FileFormatException e) {
                warn(entry.keyLocation(), "overlay entry for table '" + entry.key() + "' was skipped: "
                        + e.getMessage());
            }
        }

        private void requireUniqueAmongOthers(TableMetadata table, SourceLocation keyAt) {
            Map<String, String> seen = new HashMap<>();
            tables.values().stream().filter(t -> !t.key().equals(table.key()))
                    .forEach(t -> seen.put(t.layer().yamlName() + ":" + t.name(), t.key()));
            MetadataReader.requireUniqueTable(table, keyAt, seen);
        }

        private void mergeGlossary(LocatedEntry overlayGlossary) {
            LocatedNode value = overlayGlossary.value();
            if (value instanceof LocatedScalar s && s.isNull()) {
                glossary = null; // openmedallion: an explicit null replaces
                return;
            }
            if (!(value instanceof LocatedMap terms)) {
                warn(overlayGlossary.keyLocation(), "'glossary' ignored: it must map terms to definitions, not "
                        + value.kindName());
                return;
            }
            LocatedNode baseGlossary = baseTree.get("glossary");
            Map<String, GlossaryEntry> result = glossary == null ? new LinkedHashMap<>() : glossary;
            for (LocatedEntry term : terms.entries()) {
                LocatedNode base = baseGlossary instanceof LocatedMap m ? m.get(term.key()) : null;
                LocatedNode merged = base instanceof LocatedMap b && term.value() instanceof LocatedMap o
                        ? b.deepMerge(o) : term.value();
                try {
                    result.put(term.key(), reader.readGlossaryEntry(
                            new LocatedEntry(term.key(), term.keyLocation(), merged)));
                } catch (FileFormatException e) {
                    warn(term.keyLocation(), "overlay glossary term '" + term.key() + "' was skipped: " + e.getMessage());
                }
            }
            glossary = result;
        }

        private void warn(SourceLocation where, String message) {
            warnings.add(new LoadWarning(where, message));
        }
    }
}
