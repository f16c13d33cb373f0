-- Hostile statements dressed as dialect slips: after ReplyGate's repairs each must still be refused, with the reason
-- after "=>" (the gate's own reason for the repaired statement). Same format as hostile.sql.

-- case: SQLite DATE with a modifier around a file read => FUNCTION_NOT_ALLOWED
SELECT DATE(read_text('/etc/passwd'), '+1 day') AS d
-- case: a zero-length identifier beside a settings table function => TABLE_FUNCTION_NOT_ALLOWED
SELECT "" AS x FROM duckdb_settings()
-- case: a zero-length identifier beside a system view => UNKNOWN_TABLE
SELECT "" AS x FROM duckdb_views
-- case: a zero-length identifier beside a table function => TABLE_FUNCTION_NOT_ALLOWED
SELECT * FROM read_csv('/etc/passwd') WHERE column0 = ""
-- case: IIF around getenv => FUNCTION_NOT_ALLOWED
SELECT IIF(1 = 1, getenv('HOME'), 'x') AS home
-- case: IIF around a subquery on a system view => UNKNOWN_TABLE
SELECT IIF(1 = 1, (SELECT count(*) FROM duckdb_tables), 0) AS n
-- case: a double-quoted path stays a path, never a literal table => UNKNOWN_TABLE
SELECT * FROM "/etc/passwd"
-- case: a double-quoted string naming a file, compared, is text and reads nothing; the unknown table is refused => UNKNOWN_TABLE
SELECT * FROM secrets WHERE name = "read_csv('/etc/passwd')"
-- case: TO_CHAR over current_setting => FUNCTION_NOT_ALLOWED
SELECT TO_CHAR(current_setting('home_directory'), 'YYYY') AS x
-- case: strftime with now beside a COPY => NOT_A_SELECT
COPY (SELECT strftime('%Y', 'now')) TO '/tmp/stolen-slip.csv'
-- case: DATE('now') inside a DELETE => NOT_A_SELECT
DELETE FROM orders WHERE order_date < DATE('now')
-- case: a bare column beside an aggregate over a replacement scan => UNKNOWN_TABLE
SELECT column0, count(*) FROM '/etc/passwd'
-- case: DATEDIFF over a file read in a CTE => TABLE_FUNCTION_NOT_ALLOWED
WITH f AS (SELECT * FROM read_text('/etc/hostname')) SELECT DATEDIFF('2024-01-01', '2023-01-01') FROM f
-- case: an ATTACH after a slip in a second statement is not cut off, the whole text is refused => NOT_A_SELECT
SELECT IIF(1 = 1, 'a', 'b'); ATTACH '/tmp/x.duckdb' AS x
-- case: a double-quoted string beside a pragma function => FUNCTION_NOT_ALLOWED
SELECT * FROM orders WHERE stage = "new" AND pragma_version() IS NOT NULL
