package dev.steward.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A project as openmedallion itself writes and ships them, for round-trip tests: the shapes of its public example
 * projects (an HR project: flow-style lists, a folded glossary text, a gold table keyed bare, an overlay adding a
 * column's synonyms and an overlay-only glossary term, a self-join drafted by {@code fk_naming}, examples written with
 * spaces and keys left out, a chat history line in openmedallion's key order) written from the reference §1 facts,
 * with small Parquet files made by DuckDB. No Steward file is present.
 */
public final class OpenmedallionFixtures {
    private OpenmedallionFixtures() {
    }

    /** Writes the HR-style project into {@code project} (created) and returns it. */
    public static Path hrProject(Path project) throws IOException {
        Files.createDirectories(project.resolve("examples"));
        Files.createDirectories(project.resolve("chat_history"));
        Files.writeString(project.resolve("main.yaml"), """
                pipeline:
                  name: hr

                paths:
                  silver:  "data/silver"
                  gold:    "data/gold"
                """);
        Files.writeString(project.resolve("metadata.yaml"), METADATA);
        Files.writeString(project.resolve("metadata_enhancements.yaml"), OVERLAY);
        Files.writeString(project.resolve("relationships.yaml"), RELATIONSHIPS);
        Files.writeString(project.resolve("examples/synthetic.jsonl"), EXAMPLES);
        Files.writeString(project.resolve("chat_history/local_user.jsonl"), CHAT);
        writeData(project);
        return project;
    }

    private static void writeData(Path project) throws IOException {
        Path silver = Files.createDirectories(project.resolve("data/silver"));
        Path gold = Files.createDirectories(project.resolve("data/gold/hr"));
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (SELECT * FROM (VALUES (10, 'Administration'), (20, 'Marketing'), (60, 'IT'), "
                    + "(80, 'Sales'), (90, 'Executive')) t(department_id, department_name)) TO '"
                    + silver.resolve("departments.parquet") + "' (FORMAT parquet)");
            s.execute("COPY (SELECT 100 + i AS employee_id, CASE WHEN i = 0 THEN NULL ELSE 100 END AS manager_id, "
                    + "[10, 20, 60, 80, 90][1 + i % 5] AS department_id, "
                    + "['Administration', 'Marketing', 'IT', 'Sales', 'Executive'][1 + i % 5] AS department_name, "
                    + "['Accountant', 'Programmer', 'Sales Representative'][1 + i % 3] AS job_title, "
                    + "6000 + 1000 * (i % 12) AS salary FROM range(40) t(i)) TO '"
                    + silver.resolve("employees_enriched.parquet") + "' (FORMAT parquet)");
            s.execute("COPY (SELECT department_name, count(*) AS headcount, sum(salary) AS total_payroll, "
                    + "avg(salary) AS avg_salary FROM '" + silver.resolve("employees_enriched.parquet")
                    + "' GROUP BY 1) TO '" + gold.resolve("headcount_by_department.parquet") + "' (FORMAT parquet)");
        } catch (SQLException e) {
            throw new IOException("Could not write the fixture's Parquet files", e);
        }
    }

    private static final String METADATA = """
            # metadata.yaml, hand-written in openmedallion's shape.

            tables:
              employees_enriched:
                layer: silver
                description: "One row per active employee, enriched with department name and job title."
                status: draft
                synonyms: [staff, personnel, headcount]
                columns:
                  employee_id:
                    description: "Unique identifier for an employee."
                    value_examples: [100, 101, 102]
                    synonyms: [emp_id]
                  salary:
                    description: "Employee's annual base salary in USD."
                    value_examples: [17000, 9000, 6000]
                    synonyms: [pay, compensation]
                  department_name:
                    description: "Name of the department the employee is assigned to."

              headcount_by_department:
                layer: gold
                description: "Headcount, total payroll, and average salary aggregated per department."
                status: draft
                synonyms: [department summary, staffing levels]
                columns:
                  headcount:
                    description: "Number of employees in the department."

            glossary:
              target_departments: >-
                the five departments in scope - Administration, Marketing,
                IT, Sales, Executive (department_id 10, 20, 60, 80, 90).
            """;

    private static final String OVERLAY = """
            # hand-maintained overlay, never written by tools

            tables:
              employees_enriched:
                columns:
                  salary:
                    synonyms: [pay, compensation, take-home]

            glossary:
              fiscal_year: "The HR project uses the calendar year; no fiscal offset."
            """;

    private static final String RELATIONSHIPS = """
            # hand-written; there is no overlay for this file

            relationships:
              - from_table: employees_enriched
                to_table: departments
                join_on: [department_id]
                confidence: high
                status: approved
                method: fk_naming

              - from_table: employees_enriched
                to_table: employees_enriched
                join_on: [manager_id = employee_id]
                confidence: medium
                status: draft
                method: fk_naming
            """;

    private static final String EXAMPLES = """
            {"question": "How many employees work in IT?", "sql": "SELECT count(*) FROM employees_enriched \
            WHERE department_name = 'IT'", "verified": true}
            {"question": "What is the total payroll by department?", "sql": "SELECT department_name, sum(salary) \
            AS payroll FROM employees_enriched GROUP BY 1 ORDER BY 2 DESC", "verified": true}
            {"question": "Who earns the most?", "sql": "SELECT employee_id, salary FROM employees_enriched \
            ORDER BY salary DESC LIMIT 1"}
            """;

    private static final String CHAT = """
            {"ts": "2026-08-16T19:04:23Z", "turn_id": "dd21c610c2d34dd795d3795d0a7bdd0a", "session_id": \
            "42c6cdbc7d4d4f42b62fb39f8b2d6d13", "question": "How many departments are there?", "sql": \
            "SELECT count(*) FROM departments", "answer": "Found 1 row(s) for: How many departments are there?", \
            "row_count": 1, "columns": ["count_star()"], "response_generated": true, "accepted": null, \
            "promoted": false}
            """;
}
