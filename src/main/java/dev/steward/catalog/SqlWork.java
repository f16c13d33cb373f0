package dev.steward.catalog;

import java.sql.Connection;
import java.sql.SQLException;

/** Work done with the catalog's DuckDB connection while the catalog holds it for the caller alone. */
@FunctionalInterface
public interface SqlWork<T> {
    T run(Connection connection) throws SQLException;
}
