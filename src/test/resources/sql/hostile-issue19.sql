-- Issue 19's sandbox corpus, written for the allowlist, size bounds, terminators and resource limits.
-- "=> REASON": the gate must refuse it with that reason. "=> BOUNDED": it may pass the gate, but must end within
-- the test's limits (a capped result, or an error, timeout or out-of-memory) and leave the sandbox answering.
-- ${NOTES} is a CSV file inside the silver folder that no view reads; ${SILVER} the silver folder.

-- case: json_serialize_plan sniffing a file beside the tables => FUNCTION_NOT_ALLOWED
SELECT json_serialize_plan('SELECT * FROM read_csv(''${NOTES}'')')
-- case: json_serialize_plan of /etc/passwd => FUNCTION_NOT_ALLOWED
SELECT json_serialize_plan('SELECT * FROM read_csv(''/etc/passwd'')')
-- case: json_serialize_plan with optimize folding current_setting => FUNCTION_NOT_ALLOWED
SELECT json_serialize_plan('SELECT current_setting(''temp_directory'')', optimize := true)
-- case: json_serialize_plan in upper case => FUNCTION_NOT_ALLOWED
SELECT JSON_SERIALIZE_PLAN('SELECT 1')
-- case: json_serialize_plan quoted => FUNCTION_NOT_ALLOWED
SELECT "json_serialize_plan"('SELECT 1')
-- case: json_serialize_plan hidden in a CTE => FUNCTION_NOT_ALLOWED
WITH p AS (SELECT json_serialize_plan('SELECT 1') AS plan) SELECT plan FROM p
-- case: json_serialize_plan hidden in a WHERE subquery => FUNCTION_NOT_ALLOWED
SELECT id FROM orders WHERE EXISTS (SELECT json_serialize_plan('SELECT 2'))
-- case: json_serialize_plan inside a lambda => FUNCTION_NOT_ALLOWED
SELECT list_transform(['SELECT 1'], lambda q: json_serialize_plan(q))
-- case: json_serialize_sql of a file query => FUNCTION_NOT_ALLOWED
SELECT json_serialize_sql('SELECT * FROM read_csv(''/etc/passwd'')')
-- case: json_deserialize_sql building SQL text => FUNCTION_NOT_ALLOWED
SELECT json_deserialize_sql(json_serialize_sql('SELECT 1'))
-- case: json_serialize_plan qualified with its schema => FUNCTION_NOT_ALLOWED
SELECT main.json_serialize_plan('SELECT 1')
-- case: a harmless function qualified with system.main => FUNCTION_NOT_ALLOWED
SELECT system.main.lower('A')
-- case: a pg_catalog function qualified => FUNCTION_NOT_ALLOWED
SELECT pg_catalog.pg_typeof(1)
-- case: current_setting of home_directory => FUNCTION_NOT_ALLOWED
SELECT current_setting('home_directory')
-- case: current_setting of secret_directory in an ORDER BY => FUNCTION_NOT_ALLOWED
SELECT id FROM orders ORDER BY current_setting('secret_directory')
-- case: getvariable => FUNCTION_NOT_ALLOWED
SELECT getvariable('x')
-- case: current_query shows the running text => FUNCTION_NOT_ALLOWED
SELECT current_query()
-- case: current_database => FUNCTION_NOT_ALLOWED
SELECT current_database()
-- case: current_schemas => FUNCTION_NOT_ALLOWED
SELECT current_schemas(true)
-- case: version => FUNCTION_NOT_ALLOWED
SELECT version()
-- case: write_log writes to DuckDB's log => FUNCTION_NOT_ALLOWED
SELECT write_log('hello', level := 'warn')
-- case: sleep_ms blocks uninterruptibly => FUNCTION_NOT_ALLOWED
SELECT sleep_ms(100000)
-- case: pg_sleep => FUNCTION_NOT_ALLOWED
SELECT pg_sleep(100)
-- case: pg_get_viewdef spells out view paths => FUNCTION_NOT_ALLOWED
SELECT pg_get_viewdef('orders')
-- case: stats of a column => FUNCTION_NOT_ALLOWED
SELECT stats(id) FROM orders
-- case: vector_type => FUNCTION_NOT_ALLOWED
SELECT vector_type(id) FROM orders
-- case: alias => FUNCTION_NOT_ALLOWED
SELECT alias(id) FROM orders
-- case: finalize of an aggregate state => FUNCTION_NOT_ALLOWED
SELECT finalize(sum(id) EXPORT_STATE) FROM orders
-- case: nextval on a sequence name => FUNCTION_NOT_ALLOWED
SELECT nextval('seq')
-- case: setseed as a window => FUNCTION_NOT_ALLOWED
SELECT setseed(0.5) OVER () FROM orders
-- case: an internal compression function => FUNCTION_NOT_ALLOWED
SELECT __internal_compress_integral_utinyint(id, 0) FROM orders
-- case: a function DuckDB does not have: left to the binder, which refuses it => BINDER_ERROR
SELECT no_such_function_xyz(1)
-- case: parse_duckdb_log_message => FUNCTION_NOT_ALLOWED
SELECT parse_duckdb_log_message('QueryLog', 'x')
-- case: txid_current => FUNCTION_NOT_ALLOWED
SELECT txid_current()
-- case: postfix factorial operator is plain factorial, capped by its type => BOUNDED
SELECT 5 !
-- case: scalar range folded while planning (issue 19: 211 s with a 1 s timeout) => UNBOUNDED_SIZE
SELECT list_reduce(range(20000000), lambda a, b: a + b)
-- case: scalar range with start, stop, step => UNBOUNDED_SIZE
SELECT len(range(0, 1000000000, 2))
-- case: scalar generate_series in a WHERE => UNBOUNDED_SIZE
SELECT id FROM orders WHERE id IN (SELECT unnest(generate_series(1, 500000000)))
-- case: scalar range with a negative step => UNBOUNDED_SIZE
SELECT len(range(0, -900000000, -1))
-- case: scalar range with a column bound => UNBOUNDED_SIZE
SELECT len(range(id * 100000000)) FROM orders
-- case: scalar range with a computed bound => UNBOUNDED_SIZE
SELECT len(range(10000 * 10000))
-- case: scalar range with a step of zero => UNBOUNDED_SIZE
SELECT len(range(0, 10, 0))
-- case: repeat of 1.5 billion characters (issue 19: 67 s at 3 GB) => UNBOUNDED_SIZE
SELECT length(repeat('x', 1500000000))
-- case: repeat with a cast count => UNBOUNDED_SIZE
SELECT length(repeat('x', '100000000'::INT))
-- case: repeat with a column count => UNBOUNDED_SIZE
SELECT length(repeat('x', id * 1000000)) FROM orders
-- case: repeat nested in repeat => UNBOUNDED_SIZE
SELECT length(repeat(repeat('x', 1000), 1000))
-- case: repeat of a list => UNBOUNDED_SIZE
SELECT len(repeat([1, 2, 3], 400000000))
-- case: repeat inside a lambda over a list => UNBOUNDED_SIZE
SELECT len(list_transform(range(100000), lambda i: repeat('x', 1000)))
-- case: range inside a lambda body => UNBOUNDED_SIZE
SELECT len(flatten(list_transform(range(1000), lambda i: range(1000))))
-- case: lpad to a huge width => UNBOUNDED_SIZE
SELECT length(lpad('x', 2000000000, 'y'))
-- case: rpad to a huge width => UNBOUNDED_SIZE
SELECT length(rpad('x', 2000000000, 'y'))
-- case: list_resize to a huge length => UNBOUNDED_SIZE
SELECT len(list_resize([1], 1000000000))
-- case: array_resize to a huge length => UNBOUNDED_SIZE
SELECT len(array_resize([1], 1000000000, 0))
-- case: bar with a huge width => UNBOUNDED_SIZE
SELECT bar(5, 0, 10, 1000000000)
-- case: format with a huge width => UNBOUNDED_SIZE
SELECT length(format('{:>1000000000}', 'x'))
-- case: printf with a huge width => UNBOUNDED_SIZE
SELECT length(printf('%1000000000d', 1))
-- case: printf with a star width from an argument => UNBOUNDED_SIZE
SELECT length(printf('%*d', 1000000000, 1))
-- case: format with a nested width field => UNBOUNDED_SIZE
SELECT length(format('{:>{}}', 'x', 1000000000))
-- case: format with its pattern from a column => UNBOUNDED_SIZE
SELECT format(stage, 1) FROM orders
-- case: replace nested in replace multiplies => UNBOUNDED_SIZE
SELECT length(replace(replace(replace('a', 'a', 'aaaaaaaaaa'), 'a', 'aaaaaaaaaa'), 'a', 'aaaaaaaaaa'))
-- case: regexp_replace inside repeat => UNBOUNDED_SIZE
SELECT length(repeat(regexp_replace('a', 'a', 'bbbbbbbbbb', 'g'), 1000))
-- case: repeat of a subquery's aggregate => UNBOUNDED_SIZE
SELECT length(repeat((SELECT string_agg(note, '') FROM orders), 1000))
-- case: to_base with a huge minimum length => UNBOUNDED_SIZE
SELECT length(to_base(5, 2, 1000000000))
-- case: the row cap after a trailing semicolon and line comment (issue 19) => BOUNDED
SELECT * FROM range(300000000); --
-- case: the row cap after a semicolon and block comment => BOUNDED
SELECT * FROM range(300000000); /* done */
-- case: the row cap after two semicolons and a comment => BOUNDED
SELECT * FROM range(300000000);; -- done
-- case: the row cap after a semicolon, a newline and a comment => BOUNDED
SELECT * FROM range(300000000);
-- the end
-- case: string_agg of repeated strings after a terminator (issue 19: 9.9 GB) => BOUNDED
SELECT length(string_agg(repeat('x', 1000), '')) FROM range(10000000); --
-- case: a semicolon inside a string literal then a terminator => BOUNDED
SELECT ';' AS s, range FROM range(300000000); -- ;
-- case: a second statement hidden after a comment => MULTIPLE_STATEMENTS
SELECT 1; -- harmless
SELECT current_setting('temp_directory')
-- case: a second statement after a block comment => MULTIPLE_STATEMENTS
SELECT 1; /* x */ SELECT 2
-- case: an unterminated block comment at the end => PARSE_ERROR
SELECT 1 /* never closed
-- case: string-doubling recursive CTE (issue 19: invalidated the database) => BOUNDED
WITH RECURSIVE t(s) AS (SELECT 'x' UNION ALL SELECT s || s FROM t WHERE length(s) < 10000000000)
SELECT max(length(s)) FROM t
-- case: list-doubling recursive CTE => BOUNDED
WITH RECURSIVE t(l) AS (SELECT [1] UNION ALL SELECT l || l FROM t WHERE len(l) < 10000000000)
SELECT max(len(l)) FROM t
-- case: an aggregate that keeps every row in memory => BOUNDED
SELECT len(list(range)) FROM range(1000000000)
-- case: a hash aggregate with a billion groups => BOUNDED
SELECT count(*) FROM (SELECT range, count(*) FROM range(1000000000) GROUP BY range)
-- case: a sort of a billion rows => BOUNDED
SELECT * FROM range(1000000000) ORDER BY range DESC
-- case: a cross join of ranges => BOUNDED
SELECT count(*) FROM range(100000) a, range(100000) b
-- case: string_agg of a billion rows => BOUNDED
SELECT length(string_agg(range::VARCHAR, ',')) FROM range(1000000000)
-- case: list_aggregate naming a refused function at run time => BOUNDED
SELECT list_aggregate([1, 2], 'json_serialize_plan')
