package dev.steward.retrieval;

import dev.steward.examples.Example;
import dev.steward.metadata.GlossaryEntry;
import dev.steward.relationships.Confidence;
import dev.steward.relationships.DetectionMethod;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipStatus;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The knowledge retrieval ranks, already read from a project.
 *
 * @param tables        every queryable table (silver and gold), in project order
 * @param examples      verified examples that are not templates (templated rows are never few-shot)
 * @param templates     templated rows
 * @param glossary      glossary terms in file order (may be empty)
 * @param relationships approved join paths only
 * @param joinPaths     the paths join expansion may follow: approved ones, and drafts of high confidence that are
 *                      key references (fk_naming) or hand-added; shared-column drafts (grain) join too loosely
 */
public record RetrievalCorpus(List<TableDocument> tables, List<Example> examples, List<Example> templates,
                              Map<String, GlossaryEntry> glossary, List<Relationship> relationships,
                              List<Relationship> joinPaths) {

    public RetrievalCorpus {
        tables = List.copyOf(tables);
        examples = List.copyOf(examples);
        templates = List.copyOf(templates);
        glossary = Collections.unmodifiableMap(new LinkedHashMap<>(glossary));
        joinPaths = joinPaths.stream().filter(r -> r.status() == RelationshipStatus.APPROVED
                || r.status() == RelationshipStatus.DRAFT && r.confidence() == Confidence.HIGH
                && (r.method() == null || r.method().shared() == DetectionMethod.FK_NAMING)).toList();
        relationships = relationships.stream().filter(r -> r.status() == RelationshipStatus.APPROVED).toList();
    }

    /** Splits example rows: verified non-templates become few-shot examples, templates stay templates. */
    public static RetrievalCorpus of(List<TableDocument> tables, List<Example> rows, Map<String, GlossaryEntry> glossary,
                                     List<Relationship> relationships) {
        List<Example> examples = rows.stream().filter(e -> e.verified() && !e.templated()).toList();
        List<Example> templates = rows.stream().filter(Example::templated).toList();
        return new RetrievalCorpus(tables, examples, templates, glossary, relationships, relationships);
    }
}
