-- The hostile-SQL corpus: every case must be refused by SqlGate with the reason after "=>".
-- Format: a line "-- case: <label> => <RejectionReason>", then the statement (any number of lines).
-- ${SILVER} is the project's silver folder, ${OUTSIDE} a Parquet file outside every data folder.

-- case: read_csv of /etc/passwd => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM read_csv('/etc/passwd')
-- case: read_csv_auto with options => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM read_csv_auto('/etc/passwd', header = false)
-- case: read_csv over a list of paths => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM read_csv(['/etc/passwd', '/etc/hosts'])
-- case: read_text of a system file => TABLE_FUNCTION_NOT_ALLOWED
SELECT content FROM read_text('/etc/hostname')
-- case: read_blob of the data folder (would list and read every file) => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM read_blob('${SILVER}/*')
-- case: read_parquet of a file outside the data folders => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM read_parquet('${OUTSIDE}')
-- case: read_parquet with .. traversal out of the silver folder => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM read_parquet('${SILVER}/../../../outside.parquet')
-- case: read_parquet of a project file, bypassing the views => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM read_parquet('${SILVER}/orders.parquet')
-- case: read_json of a file => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM read_json_auto('/etc/os-release')
-- case: replacement scan of an absolute path => UNKNOWN_TABLE
SELECT * FROM '/etc/passwd'
-- case: replacement scan of a relative csv => UNKNOWN_TABLE
FROM 'file.csv'
-- case: replacement scan with traversal => UNKNOWN_TABLE
SELECT * FROM '${SILVER}/../../outside.parquet'
-- case: replacement scan of a project Parquet file by path => UNKNOWN_TABLE
SELECT count(*) FROM '${SILVER}/orders.parquet'
-- case: http URL as a table => UNKNOWN_TABLE
SELECT * FROM 'https://example.com/data.csv'
-- case: read_parquet over https => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM read_parquet('https://example.com/x.parquet')
-- case: glob over the file system => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM glob('/etc/*')
-- case: COPY a view out to a file => NOT_A_SELECT
COPY orders TO '/tmp/stolen.csv'
-- case: COPY into the allowed data folder (the sandbox alone would allow this) => NOT_A_SELECT
COPY (SELECT 1 AS x) TO '${SILVER}/evil.parquet' (FORMAT parquet)
-- case: EXPORT DATABASE => NOT_A_SELECT
EXPORT DATABASE '/tmp/export'
-- case: ATTACH a database file => NOT_A_SELECT
ATTACH '/tmp/other.duckdb' AS other
-- case: ATTACH in odd case => NOT_A_SELECT
aTtAcH ':memory:' AS m2
-- case: DETACH => NOT_A_SELECT
DETACH memory
-- case: INSTALL an extension => NOT_A_SELECT
INSTALL httpfs
-- case: LOAD an extension => NOT_A_SELECT
LOAD httpfs
-- case: PRAGMA => NOT_A_SELECT
PRAGMA database_list
-- case: PRAGMA with argument => NOT_A_SELECT
PRAGMA table_info('orders')
-- case: SET a setting => NOT_A_SELECT
SET enable_external_access = true
-- case: RESET a setting => NOT_A_SELECT
RESET allowed_directories
-- case: CALL a table function => NOT_A_SELECT
CALL pragma_version()
-- case: CREATE TABLE AS => NOT_A_SELECT
CREATE TABLE copy AS SELECT * FROM orders
-- case: CREATE OR REPLACE VIEW over a file => NOT_A_SELECT
CREATE OR REPLACE VIEW orders AS SELECT * FROM read_csv('/etc/passwd')
-- case: INSERT => NOT_A_SELECT
INSERT INTO orders VALUES (1)
-- case: UPDATE => NOT_A_SELECT
UPDATE orders SET stage = 'x'
-- case: DELETE => NOT_A_SELECT
DELETE FROM orders
-- case: DROP => NOT_A_SELECT
DROP VIEW orders
-- case: ALTER => NOT_A_SELECT
ALTER VIEW orders RENAME TO gone
-- case: EXPLAIN is not a SELECT => NOT_A_SELECT
EXPLAIN SELECT * FROM orders
-- case: USE another schema => NOT_A_SELECT
USE gold
-- case: a SELECT followed by a DROP => NOT_A_SELECT
SELECT 1; DROP VIEW orders
-- case: two SELECTs => MULTIPLE_STATEMENTS
SELECT 1; SELECT 2
-- case: block comment before a second statement => NOT_A_SELECT
SELECT 1 /* harmless */; DELETE FROM orders
-- case: line comment hiding nothing, the DELETE is on the next line => NOT_A_SELECT
SELECT 1 -- ends here
; DELETE FROM orders
-- case: fenced reply with a DROP => NOT_A_SELECT
```sql
DROP VIEW orders;
```
-- case: DELETE inside a CTE => WRITE_INSIDE_QUERY
WITH gone AS (DELETE FROM orders RETURNING *) SELECT * FROM gone
-- case: INSERT inside a CTE => WRITE_INSIDE_QUERY
WITH added AS (INSERT INTO orders (id) VALUES (99) RETURNING *) SELECT * FROM added
-- case: UPDATE inside a CTE => WRITE_INSIDE_QUERY
WITH changed AS (UPDATE orders SET stage = 'x' RETURNING *) SELECT count(*) FROM changed
-- case: getenv => FUNCTION_NOT_ALLOWED
SELECT getenv('HOME')
-- case: current_setting of a path => FUNCTION_NOT_ALLOWED
SELECT current_setting('temp_directory')
-- case: current_setting hidden in a scalar subquery => FUNCTION_NOT_ALLOWED
SELECT id, (SELECT current_setting('allowed_directories')) FROM orders
-- case: setseed changes session state => FUNCTION_NOT_ALLOWED
SELECT setseed(0.5)
-- case: duckdb_settings() => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM duckdb_settings()
-- case: duckdb_databases() => TABLE_FUNCTION_NOT_ALLOWED
SELECT path FROM duckdb_databases()
-- case: duckdb_secrets() => TABLE_FUNCTION_NOT_ALLOWED
FROM duckdb_secrets()
-- case: pragma_table_info as a table function => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM pragma_table_info('orders')
-- case: query() runs arbitrary SQL => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM query('SELECT * FROM read_csv(''/etc/passwd'')')
-- case: query_table => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM query_table('orders')
-- case: sniff_csv => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM sniff_csv('/etc/passwd')
-- case: parquet_metadata leaks file details => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM parquet_metadata('${SILVER}/orders.parquet')
-- case: json_execute_serialized_sql runs a serialized statement => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM json_execute_serialized_sql(json_serialize_sql('SELECT 1'))
-- case: table function hidden in an IN subquery => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM orders WHERE note IN (SELECT column0 FROM read_csv('/etc/passwd'))
-- case: table function hidden in a join => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM orders o JOIN read_text('/etc/hosts') t ON true
-- case: system view duckdb_tables without parentheses => UNKNOWN_TABLE
SELECT * FROM duckdb_tables
-- case: sqlite_master => UNKNOWN_TABLE
SELECT * FROM sqlite_master
-- case: pg_catalog => UNKNOWN_TABLE
SELECT * FROM pg_catalog.pg_tables
-- case: information_schema.views spells out file paths => UNKNOWN_TABLE
SELECT view_definition FROM information_schema.views
-- case: system catalog qualified => UNKNOWN_TABLE
SELECT * FROM system.main.duckdb_views
-- case: quoted file name as identifier => UNKNOWN_TABLE
SELECT * FROM "/etc/passwd"
-- case: quoted identifier with a dot => UNKNOWN_TABLE
SELECT * FROM "orders.parquet"
-- case: a table that is not a view => UNKNOWN_TABLE
SELECT * FROM payroll
-- case: a silver table asked for in the gold schema => UNKNOWN_TABLE
SELECT * FROM gold.orders
-- case: a gold table asked for by bare name => UNKNOWN_TABLE
SELECT * FROM revenue
-- case: CTE defined after the body that uses its name => UNKNOWN_TABLE
WITH a AS (SELECT * FROM duckdb_tables), duckdb_tables AS (SELECT 1 AS x) SELECT * FROM a
-- case: non-recursive CTE reading the real table of its own name => UNKNOWN_TABLE
WITH duckdb_views AS (SELECT * FROM duckdb_views) SELECT * FROM duckdb_views
-- case: schema-qualified name does not see a CTE => UNKNOWN_TABLE
WITH duckdb_tables AS (SELECT 1 AS x) SELECT * FROM main.duckdb_tables
-- case: Cyrillic o in a table name => UNKNOWN_TABLE
SELECT * FROM оrders
-- case: fullwidth letters in SELECT => PARSE_ERROR
ＳＥＬＥＣＴ * FROM orders
-- case: Cyrillic S in SELECT => PARSE_ERROR
ЅELECT * FROM orders
-- case: DESCRIBE => UNSUPPORTED_CONSTRUCT
DESCRIBE orders
-- case: SUMMARIZE => UNSUPPORTED_CONSTRUCT
SUMMARIZE orders
-- case: unknown column surfaces DuckDB's binder error => BINDER_ERROR
SELECT no_such_column FROM orders
-- case: only semicolons => EMPTY
;;
-- case: only a comment => EMPTY
-- nothing to see here
-- case: recursive CTE whose anchor reads the system view of its own name => UNKNOWN_TABLE
WITH RECURSIVE duckdb_tables AS (SELECT table_name AS x FROM duckdb_tables UNION ALL SELECT x FROM duckdb_tables WHERE false)
SELECT * FROM duckdb_tables
-- case: unicode escape spelling a system view => PARSE_ERROR
SELECT * FROM U&"\0064uckdb_tables"
-- case: TABLE shorthand for a system view => UNKNOWN_TABLE
TABLE duckdb_views
-- case: table function nested in a LATERAL subquery => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM orders, LATERAL (SELECT * FROM read_text('/etc/hosts')) t
-- case: table function hidden in ORDER BY => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM orders ORDER BY (SELECT count(*) FROM glob('/etc/*'))
-- case: schema-qualified getenv => FUNCTION_NOT_ALLOWED
SELECT main.getenv('HOME')
-- case: pg_get_viewdef leaks view definitions => FUNCTION_NOT_ALLOWED
SELECT pg_get_viewdef('orders')
-- case: information_schema.views in upper case => UNKNOWN_TABLE
SELECT * FROM INFORMATION_SCHEMA."VIEWS"
-- case: DESCRIBE as a subquery => UNSUPPORTED_CONSTRUCT
SELECT * FROM (DESCRIBE orders)
-- case: table function name as a plain table => UNKNOWN_TABLE
SELECT * FROM read_csv
-- case: Parquet's virtual filename column would leak the file path; the views do not expose it => BINDER_ERROR
SELECT filename FROM orders
