package dev.steward.sample;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;

/**
 * The simulated silver rows of the sales demo, before they reach DuckDB. Each list is already in the order
 * the Parquet file is written in (by its key), so the files come out the same on every run.
 */
record SalesDemoData(List<Rep> reps, List<Customer> customers, List<Product> products, List<Deal> deals,
                     List<Target> targets) {

    SalesDemoData {
        reps = List.copyOf(reps);
        customers = List.copyOf(customers);
        products = List.copyOf(products);
        deals = List.copyOf(deals);
        targets = List.copyOf(targets);
    }

    /** A sales rep; regional heads have no manager. */
    record Rep(int repId, String name, String region, String team, Integer managerId, LocalDate hireDate,
               double winRate, double activity) {
    }

    record Customer(int customerId, String name, String industry, String segment, String region,
                    LocalDateTime createdAt) {
    }

    record Product(int productId, String name, String category, BigDecimal listPrice) {
    }

    /** One deal; {@code txnId} is assigned after all deals are sorted by date. */
    record Deal(long txnId, int repId, int customerId, int productId, BigDecimal amount, int units,
                LocalDate txnDate, String stage) {

        Deal withTxnId(long id) {
            return new Deal(id, repId, customerId, productId, amount, units, txnDate, stage);
        }
    }

    record Target(String region, String quarter, BigDecimal targetAmount) {
    }
}
