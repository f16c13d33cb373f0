package dev.steward.relationships;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.ColumnSchema;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** openmedallion's test_relationships_detector.py cases against the compatible three rules. */
class BaselineDetectorTest {
    private final BaselineDetector detector = new BaselineDetector();

    @Test
    void pluralsAndSingularsFollowOpenmedallion() {
        Map<String, String> pairs = Map.of("job", "jobs", "department", "departments", "employee", "employees",
                "company", "companies", "class", "classes");
        pairs.forEach((singular, plural) -> {
            assertThat(EnglishNouns.pluralizeLikeOpenmedallion(singular)).isEqualTo(plural);
            assertThat(EnglishNouns.singularizeLikeOpenmedallion(plural)).isEqualTo(singular);
        });
        assertThat(EnglishNouns.pluralizeLikeOpenmedallion("y")).isEqualTo("ys");
        assertThat(EnglishNouns.pluralizeLikeOpenmedallion("person")).isEqualTo("persons");
    }

    @Test
    void fkNamingLinksEmployeesToDepartments() {
        List<Relationship> found = detector.detect(schema(
                "employees", "employee_id:BIGINT,department_id:BIGINT,name:VARCHAR",
                "departments", "department_id:BIGINT,department_name:VARCHAR,budget:DOUBLE,floor:BIGINT"));
        assertThat(found).extracting(BaselineDetectorTest::describe)
                .containsExactly("employees->departments [department_id] fk_naming high");
    }

    @Test
    void fkNamingNeedsTheColumnInTwoTablesAndNeverResolvesSelfReferences() {
        assertThat(detector.fkNaming(schema("employees", "employee_id:BIGINT,department_id:BIGINT",
                "departments", "name:VARCHAR"))).isEmpty();
        assertThat(detector.fkNaming(schema("employees", "employee_id:BIGINT,manager_id:BIGINT",
                "teams", "manager_id:BIGINT,x:BIGINT"))).isEmpty();
        assertThat(detector.fkNaming(schema("employees", "employee_id:BIGINT,a:BIGINT",
                "employee", "employee_id:BIGINT,b:BIGINT")))
                .allSatisfy(r -> assertThat(r.fromTable()).isNotEqualTo(r.toTable()));
    }

    @Test
    void fkNamingLinksEveryReferencingTable() {
        List<Relationship> found = detector.fkNaming(schema("departments", "department_id:BIGINT,n:VARCHAR",
                "employees", "employee_id:BIGINT,department_id:BIGINT",
                "budgets", "budget_id:BIGINT,department_id:BIGINT"));
        assertThat(found).extracting(BaselineDetectorTest::describe).containsExactly(
                "budgets->departments [department_id] fk_naming high",
                "employees->departments [department_id] fk_naming high");
    }

    @Test
    void lineageGoesFromTheBiggerTableAndPrefersTheSingularIdColumn() {
        assertThat(detector.lineage(schema("jobs", "job_id:BIGINT,title:VARCHAR",
                "job_runs", "job_id:BIGINT,title:VARCHAR,run_at:TIMESTAMP")))
                .extracting(BaselineDetectorTest::describe).containsExactly("job_runs->jobs [job_id] lineage medium");
        assertThat(detector.lineage(schema("small", "b:BIGINT,a:BIGINT", "big", "a:BIGINT,b:BIGINT,c:BIGINT")))
                .extracting(BaselineDetectorTest::describe).containsExactly("big->small [a, b] lineage medium");
    }

    @Test
    void lineageIgnoresEqualAndDisjointSets() {
        assertThat(detector.lineage(schema("a", "x:BIGINT,y:BIGINT", "b", "y:BIGINT,x:BIGINT"))).isEmpty();
        assertThat(detector.lineage(schema("a", "x:BIGINT", "b", "y:BIGINT"))).isEmpty();
    }

    @Test
    void grainLinksSharedVarcharColumnsFromTheWiderTable() {
        assertThat(detector.grain(schema("sales", "region:VARCHAR,amount:DOUBLE,rep:VARCHAR",
                "targets", "region:VARCHAR,goal:DOUBLE")))
                .extracting(BaselineDetectorTest::describe).containsExactly("sales->targets [region] grain low");
        assertThat(detector.grain(schema("a", "job_id:VARCHAR,x:BIGINT", "b", "job_id:VARCHAR"))).isEmpty();
        assertThat(detector.grain(schema("a", "score:DOUBLE", "b", "score:DOUBLE"))).isEmpty();
        assertThat(detector.grain(schema("a", "region:VARCHAR", "b", "other:VARCHAR"))).isEmpty();
    }

    @Test
    void grainTieGoesToTheAlphabeticallyFirstAndThreeTablesMakeThreePairs() {
        List<Relationship> found = detector.grain(schema("c", "region:VARCHAR", "a", "region:VARCHAR",
                "b", "region:varchar"));
        assertThat(found).extracting(BaselineDetectorTest::describe).containsExactly(
                "a->b [region] grain low", "a->c [region] grain low", "b->c [region] grain low");
    }

    @Test
    void fkDuplicateOfLineageKeepsFkNaming() {
        List<Relationship> found = detector.detect(schema("departments", "department_id:BIGINT,name:BIGINT",
                "employees", "department_id:BIGINT,name:BIGINT,salary:DOUBLE"));
        assertThat(found).extracting(BaselineDetectorTest::describe)
                .containsExactly("employees->departments [department_id] fk_naming high");
    }

    @Test
    void grainIsDroppedForLinkedPairsAndKeptOtherwise() {
        List<Relationship> found = detector.detect(schema(
                "departments", "department_id:BIGINT,region:VARCHAR",
                "employees", "employee_id:BIGINT,department_id:BIGINT,region:VARCHAR",
                "offices", "office_id:BIGINT,region:VARCHAR,city:VARCHAR,size:BIGINT"));
        assertThat(found).extracting(BaselineDetectorTest::describe).containsExactly(
                "employees->departments [department_id] fk_naming high",
                "offices->departments [region] grain low",
                "offices->employees [region] grain low");
    }

    @Test
    void grainIsDroppedForAPairLinkedByLineage() {
        List<Relationship> found = detector.detect(schema("regions", "region:VARCHAR",
                "sales", "region:VARCHAR,amount:DOUBLE"));
        assertThat(found).extracting(BaselineDetectorTest::describe)
                .containsExactly("sales->regions [region] lineage medium");
    }

    static String describe(Relationship r) {
        return r.fromTable() + "->" + r.toTable() + " " + r.joinOn().stream().map(JoinColumn::toYaml).toList()
                + " " + r.method().yamlName() + " " + r.confidence().yamlName();
    }

    /** Pairs of (table, "col:TYPE,col:TYPE"), kept in the given order. */
    static SchemaColumns schema(String... tablesAndColumns) {
        Map<String, List<ColumnSchema>> tables = new LinkedHashMap<>();
        for (int i = 0; i < tablesAndColumns.length; i += 2) {
            tables.put(tablesAndColumns[i], Arrays.stream(tablesAndColumns[i + 1].split(","))
                    .map(c -> c.split(":")).map(p -> new ColumnSchema(p[0], p[1])).toList());
        }
        return new SchemaColumns(tables);
    }
}
