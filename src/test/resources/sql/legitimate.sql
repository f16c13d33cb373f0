-- Legitimate queries: every case must pass SqlGate and run in the sandbox.
-- Format: a line "-- case: <label>", then the statement (any number of lines).

-- case: leading line comment
-- how many orders?
SELECT count(*) FROM orders
-- case: leading block comment
/* all of them */ SELECT * FROM orders
-- case: leading parenthesis and UNION ALL
(SELECT id FROM orders) UNION ALL (SELECT id FROM customers)
-- case: CTE
WITH big AS (SELECT * FROM orders WHERE amount > 10) SELECT count(*) FROM big
-- case: two CTEs, the second using the first
WITH a AS (SELECT * FROM orders), b AS (SELECT region, sum(amount) AS total FROM a GROUP BY region)
SELECT * FROM b ORDER BY region
-- case: recursive CTE
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5) SELECT sum(i) FROM n
-- case: materialized CTE
WITH x AS MATERIALIZED (SELECT id FROM orders) SELECT count(*) FROM x
-- case: CTE inside a subquery
SELECT * FROM (WITH t AS (SELECT id FROM orders) SELECT * FROM t) s
-- case: CTE shadowing a system name is just a CTE
WITH duckdb_settings AS (SELECT 1 AS x) SELECT * FROM duckdb_settings
-- case: window function
SELECT id, region, row_number() OVER (PARTITION BY region ORDER BY amount DESC) AS rank FROM orders
-- case: the word update inside a string literal
SELECT * FROM orders WHERE stage = 'update'
-- case: the words drop table inside a string literal
SELECT * FROM orders WHERE note = 'drop table'
-- case: a semicolon and DROP inside a string literal
SELECT 'x; DROP VIEW orders' AS s
-- case: keyword-like quoted alias
SELECT stage AS "delete" FROM orders
-- case: information_schema.tables
SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' ORDER BY table_name
-- case: information_schema.columns
SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'orders'
-- case: gold table
SELECT region, revenue FROM gold.revenue
-- case: gold table with quoted mixed case
SELECT * FROM GOLD."Revenue"
-- case: quoted upper-case view name resolves case-insensitively
SELECT count(*) FROM "ORDERS"
-- case: fully qualified silver view
SELECT count(*) FROM memory.main.orders
-- case: join
SELECT c.name, sum(o.amount) AS total FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.name
-- case: FROM-first
FROM orders SELECT id WHERE region = 'North'
-- case: bare FROM
FROM customers
-- case: range
SELECT * FROM range(5)
-- case: generate_series
SELECT * FROM generate_series(1, 3)
-- case: unnest
SELECT * FROM unnest([1, 2, 3])
-- case: scalar subquery
SELECT (SELECT max(amount) FROM orders) AS top
-- case: IN subquery
SELECT * FROM orders WHERE customer_id IN (SELECT id FROM customers WHERE name LIKE 'customer%')
-- case: VALUES list
SELECT * FROM (VALUES (1, 'a'), (2, 'b')) v(n, s)
-- case: GLOB as a string operator
SELECT * FROM orders WHERE region GLOB 'N*'
-- case: nested types and dates
SELECT [1, 2] AS l, {'a': 1} AS s, current_date AS today, date_trunc('month', order_date) FROM orders
-- case: fenced LLM reply with a trailing semicolon
```sql
SELECT region, count(*) FROM orders GROUP BY region;
```
-- case: trailing semicolon and comment
SELECT 1; -- done
-- case: recursive CTE named like a system view stays a CTE in its recursive part
WITH RECURSIVE duckdb_views AS (SELECT 1 AS x UNION ALL SELECT x + 1 FROM duckdb_views WHERE x < 3)
SELECT count(*) FROM duckdb_views
-- case: later CTE reading a recursive one
WITH RECURSIVE d AS (SELECT 1 AS x UNION ALL SELECT x + 1 FROM d WHERE x < 3), e AS (SELECT * FROM d) SELECT * FROM e
-- case: TABLE shorthand for a view
TABLE customers
