package dev.steward.eval;

import dev.steward.error.StewardException;
import dev.steward.metadata.ColumnMetadata;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataLoader;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableStatus;
import dev.steward.project.Layer;
import dev.steward.project.Project;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipStatus;
import dev.steward.relationships.RelationshipsReader;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The approved knowledge failure attribution checks a golden against: column descriptions of approved tables and
 * approved relationships. Read once per run from the project's files (the "as if" copy for an impact preview).
 */
public final class ApprovedKnowledge {
    private final MetadataConfig metadata;
    private final List<Relationship> approved;

    ApprovedKnowledge(MetadataConfig metadata, List<Relationship> relationships) {
        this.metadata = metadata;
        this.approved = relationships.stream().filter(r -> r.status() == RelationshipStatus.APPROVED).toList();
    }

    /** Nothing known: attribution then names only retrieval, templates and the model. */
    public static ApprovedKnowledge none() {
        return new ApprovedKnowledge(MetadataConfig.empty(), List.of());
    }

    /** The project's metadata (with the overlay) and relationships; files that cannot be read count as empty. */
    public static ApprovedKnowledge of(Project project) {
        MetadataConfig metadata;
        List<Relationship> relationships;
        try {
            metadata = new MetadataLoader().loadProject(project.root()).config();
        } catch (StewardException e) {
            metadata = MetadataConfig.empty();
        }
        try {
            relationships = new RelationshipsReader().read(project.relationshipsFile()).relationships();
        } catch (StewardException e) {
            relationships = List.of();
        }
        return new ApprovedKnowledge(metadata, relationships);
    }

    /** The column names metadata.yaml lists for a table ({@code gold.<name>} for gold), lower case. */
    Set<String> columnsOf(String table) {
        return entry(table).map(t -> t.columns().keySet().stream().map(c -> c.toLowerCase(Locale.ROOT))
                .collect(Collectors.toSet())).orElse(Set.of());
    }

    /** The column's description when its table is approved and it has one. */
    Optional<ColumnMetadata> approvedColumn(SqlShape.Column column) {
        return entry(column.table()).filter(t -> t.status() == TableStatus.APPROVED)
                .flatMap(t -> t.columns().entrySet().stream()
                        .filter(e -> e.getKey().equalsIgnoreCase(column.column())).map(java.util.Map.Entry::getValue)
                        .findFirst())
                .filter(c -> c.description() != null && !c.description().isBlank());
    }

    /** True when an approved relationship joins the two columns (either direction). */
    boolean approves(SqlShape.Join join) {
        return approved.stream().anyMatch(r -> joins(r, join.left(), join.right()) || joins(r, join.right(),
                join.left()));
    }

    private static boolean joins(Relationship r, SqlShape.Column from, SqlShape.Column to) {
        return bare(from.table()).equalsIgnoreCase(r.fromTable()) && bare(to.table()).equalsIgnoreCase(r.toTable())
                && r.joinOn().stream().anyMatch((JoinColumn c) -> c.fromColumn().equalsIgnoreCase(from.column())
                        && c.toColumn().equalsIgnoreCase(to.column()));
    }

    private Optional<TableMetadata> entry(String table) {
        return table.startsWith(TableMetadata.GOLD_PREFIX)
                ? metadata.table(Layer.GOLD, table.substring(TableMetadata.GOLD_PREFIX.length()))
                : metadata.table(Layer.SILVER, table);
    }

    private static String bare(String table) {
        return table.startsWith(TableMetadata.GOLD_PREFIX) ? table.substring(TableMetadata.GOLD_PREFIX.length())
                : table;
    }
}
