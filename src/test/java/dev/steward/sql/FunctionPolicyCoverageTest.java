package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The function allowlist against the DuckDB Steward ships: every function {@code duckdb_functions()} lists is
 * either allowed or refused with a reason. A DuckDB upgrade that brings a new function fails here until someone
 * reviews it and puts it in allowed-functions.txt or refused-functions.txt.
 */
class FunctionPolicyCoverageTest {
    private final FunctionPolicy policy = FunctionPolicy.standard();

    @Test
    void everyFunctionDuckDbListsIsEitherAllowedOrRefused() throws SQLException {
        Map<String, String> unreviewed = new TreeMap<>();
        duckDbFunctions().forEach((name, types) -> {
            if (!policy.reviewed(name)) {
                unreviewed.put(name, types);
            }
        });

        assertThat(unreviewed).as("functions neither allowed nor refused; review each and list it").isEmpty();
    }

    @Test
    void theReviewedListsDoNotOverlapAndNameOnlyRealFunctions() throws SQLException {
        Set<String> existing = duckDbFunctions().keySet();
        Set<String> refusedButAbsent = new TreeSet<>(policy.refusedNames());
        refusedButAbsent.removeAll(existing);

        assertThat(refusedButAbsent).as("refused names this DuckDB does not have (kept on purpose)")
                .containsExactlyInAnyOrder("getenv", "sql_auto_complete");
        assertThat(policy.refusedNames()).noneMatch(policy::allows);
        assertThat(existing).containsAll(ParseTreeChecker.ALLOWED_TABLE_FUNCTIONS);
    }

    @Test
    void theFunctionsIssue19FoundAreRefusedAndEverydayOnesAllowed() {
        assertThat(policy.allows("json_serialize_plan")).isFalse();
        assertThat(policy.allows("current_setting")).isFalse();
        assertThat(policy.allows("JSON_Serialize_Plan")).isFalse();
        assertThat(policy.allows("a_function_from_a_later_duckdb")).isFalse();
        assertThat(policy.allows("*")).isTrue();
        assertThat(policy.allows("collate_de")).isTrue();
        assertThat(policy).satisfies(p -> assertThat(Set.of("sum", "count", "avg", "date_trunc", "row_number",
                "string_agg", "coalesce_is_an_operator_not_a_function", "lower", "~~", "||"))
                .filteredOn(name -> !p.allows(name))
                .containsExactly("coalesce_is_an_operator_not_a_function"));
    }

    @Test
    void aProjectMayTrustAReviewedRefusalButNeverAFileOrSettingsReader() {
        FunctionPolicy trusted = policy.withProjectAdditions(Set.of("current_database", "current_setting",
                "json_serialize_plan", "brand_new_fn"));

        assertThat(trusted.allows("current_database")).isTrue();
        assertThat(trusted.allows("brand_new_fn")).isTrue();
        assertThat(trusted.allows("current_setting")).isFalse();
        assertThat(trusted.allows("json_serialize_plan")).isFalse();
        assertThat(policy.allows("current_database")).isFalse();
    }

    private static Map<String, String> duckDbFunctions() throws SQLException {
        Map<String, String> functions = new TreeMap<>();
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT function_name, string_agg(DISTINCT function_type, ',') "
                     + "FROM duckdb_functions() GROUP BY function_name")) {
            while (rows.next()) {
                functions.put(rows.getString(1), rows.getString(2));
            }
        }
        return functions;
    }
}
