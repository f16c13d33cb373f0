package dev.steward.sample;

import dev.steward.sample.SalesDemoData.Customer;
import dev.steward.sample.SalesDemoData.Deal;
import dev.steward.sample.SalesDemoData.Product;
import dev.steward.sample.SalesDemoData.Rep;
import dev.steward.sample.SalesDemoData.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * Creates the five source silver tables in a DuckDB database and fills them with the DuckDB appender.
 * The column types here are the documented schema: changing one changes the tables' fingerprints.
 */
final class SilverTableLoader {
    private final DuckDBConnection connection;

    SilverTableLoader(Connection connection) throws SQLException {
        this.connection = connection.unwrap(DuckDBConnection.class);
    }

    void load(SalesDemoData data) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE reps (rep_id INTEGER, name VARCHAR, region VARCHAR, team VARCHAR, "
                    + "manager_id INTEGER, hire_date DATE)");
            statement.execute("CREATE TABLE customers (customer_id INTEGER, name VARCHAR, industry VARCHAR, "
                    + "segment VARCHAR, region VARCHAR, created_at TIMESTAMP)");
            statement.execute("CREATE TABLE products (product_id INTEGER, name VARCHAR, category VARCHAR, "
                    + "list_price DECIMAL(10,2))");
            statement.execute("CREATE TABLE transactions (txn_id BIGINT, rep_id INTEGER, customer_id INTEGER, "
                    + "product_id INTEGER, amount DECIMAL(12,2), units INTEGER, txn_date DATE, stage VARCHAR)");
            statement.execute("CREATE TABLE targets (region VARCHAR, quarter VARCHAR, "
                    + "target_amount DECIMAL(14,2))");
        }
        appendReps(data);
        appendCustomers(data);
        appendProducts(data);
        appendDeals(data);
        appendTargets(data);
    }

    private void appendReps(SalesDemoData data) throws SQLException {
        try (DuckDBAppender appender = connection.createAppender("main", "reps")) {
            for (Rep rep : data.reps()) {
                appender.beginRow().append(rep.repId()).append(rep.name()).append(rep.region()).append(rep.team());
                if (rep.managerId() == null) {
                    appender.appendNull();
                } else {
                    appender.append(rep.managerId().intValue());
                }
                appender.append(rep.hireDate()).endRow();
            }
        }
    }

    private void appendCustomers(SalesDemoData data) throws SQLException {
        try (DuckDBAppender appender = connection.createAppender("main", "customers")) {
            for (Customer c : data.customers()) {
                appender.beginRow().append(c.customerId()).append(c.name()).append(c.industry())
                        .append(c.segment()).append(c.region()).append(c.createdAt()).endRow();
            }
        }
    }

    private void appendProducts(SalesDemoData data) throws SQLException {
        try (DuckDBAppender appender = connection.createAppender("main", "products")) {
            for (Product p : data.products()) {
                appender.beginRow().append(p.productId()).append(p.name()).append(p.category())
                        .append(p.listPrice()).endRow();
            }
        }
    }

    private void appendDeals(SalesDemoData data) throws SQLException {
        try (DuckDBAppender appender = connection.createAppender("main", "transactions")) {
            for (Deal d : data.deals()) {
                appender.beginRow().append(d.txnId()).append(d.repId()).append(d.customerId())
                        .append(d.productId()).append(d.amount()).append(d.units()).append(d.txnDate())
                        .append(d.stage()).endRow();
            }
        }
    }

    private void appendTargets(SalesDemoData data) throws SQLException {
        try (DuckDBAppender appender = connection.createAppender("main", "targets")) {
            for (Target t : data.targets()) {
                appender.beginRow().append(t.region()).append(t.quarter()).append(t.targetAmount()).endRow();
            }
        }
    }
}
