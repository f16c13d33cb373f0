package dev.steward.sample;

import dev.steward.sample.SalesDemoData.Customer;
import dev.steward.sample.SalesDemoData.Deal;
import dev.steward.sample.SalesDemoData.Product;
import dev.steward.sample.SalesDemoData.Rep;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * Simulates two years of deals (2023-01-01 .. 2024-12-31) rep by rep and quarter by quarter: seasonality
 * (a strong Q4), growth in 2024, reps of varying activity and win rate, key accounts that buy often, a few
 * very large deals, and late-2024 deals that are still open. Retired products appear in early 2023 only.
 */
final class DealSimulator {
    static final LocalDate FIRST_DAY = LocalDate.of(2023, 1, 1);
    static final LocalDate LAST_DAY = LocalDate.of(2024, 12, 31);
    /** Deals from this day on may still be open (proposal or negotiation) at the end of the data. */
    private static final LocalDate OPEN_PIPELINE_START = LocalDate.of(2024, 10, 1);
    private static final LocalDate RETIRED_PRODUCTS_END = LocalDate.of(2023, 7, 1);
    private static final double[] SEASONALITY = {0.8, 1.0, 0.9, 1.3};
    private static final Map<String, Integer> DEALS_PER_QUARTER = Map.of("Enterprise", 10, "Mid-Market", 19,
            "SMB", 30);
    private static final Map<String, List<Integer>> PRODUCTS_BY_SEGMENT = Map.of(
            "SMB", List.of(1, 4, 5, 8, 9, 10, 12, 14, 15, 19, 20, 23),
            "Mid-Market", List.of(1, 2, 4, 5, 6, 7, 9, 10, 11, 12, 13, 15, 16, 18, 19, 20, 21, 24),
            "Enterprise", List.of(2, 3, 4, 5, 6, 7, 9, 11, 13, 16, 17, 18, 21, 22, 24));

    private final Random random;
    private final Map<Integer, Product> catalogue;

    DealSimulator(Random random, List<Product> products) {
        this.random = random;
        this.catalogue = products.stream().collect(Collectors.toMap(Product::productId, p -> p));
    }

    /** All deals, sorted by date then rep, with txn_id numbered from 100001 in that order. */
    List<Deal> deals(List<Rep> reps, List<Customer> customers) {
        List<Deal> deals = new ArrayList<>();
        for (Rep rep : reps) {
            CustomerPicker picker = new CustomerPicker(random, customers, rep);
            for (int year = 2023; year <= 2024; year++) {
                for (int quarter = 1; quarter <= 4; quarter++) {
                    simulateQuarter(rep, picker, year, quarter, deals);
                }
            }
        }
        deals.sort(Comparator.comparing(Deal::txnDate).thenComparingInt(Deal::repId));
        List<Deal> numbered = new ArrayList<>(deals.size());
        for (int i = 0; i < deals.size(); i++) {
            numbered.add(deals.get(i).withTxnId(100001L + i));
        }
        return numbered;
    }

    /** Planning multiplier of a quarter: seasonality times yearly growth (the targets use it too). */
    static double quarterWeight(int year, int quarter) {
        return SEASONALITY[quarter - 1] * (year == 2023 ? 0.94 : 1.06);
    }

    private void simulateQuarter(Rep rep, CustomerPicker picker, int year, int quarter, List<Deal> out) {
        LocalDate start = LocalDate.of(year, quarter * 3 - 2, 1);
        LocalDate end = start.plusMonths(3).minusDays(1);
        double expected = DEALS_PER_QUARTER.get(rep.team()) * rep.activity() * quarterWeight(year, quarter);
        int count = (int) Math.round(expected * (0.85 + random.nextDouble() * 0.3));
        for (int i = 0; i < count; i++) {
            LocalDate day = businessDayBetween(start, end);
            if (day.isBefore(rep.hireDate().plusDays(30))) {
                continue; // new reps ramp up for a month before their first deal
            }
            Customer customer = picker.pick(day);
            out.add(deal(rep, customer, day));
        }
    }

    /** Deals are booked on working days: weekend draws are drawn again. */
    private LocalDate businessDayBetween(LocalDate start, LocalDate end) {
        int days = (int) (end.toEpochDay() - start.toEpochDay() + 1);
        LocalDate day;
        do {
            day = start.plusDays(random.nextInt(days));
        } while (day.getDayOfWeek() == DayOfWeek.SATURDAY || day.getDayOfWeek() == DayOfWeek.SUNDAY);
        return day;
    }

    private Deal deal(Rep rep, Customer customer, LocalDate day) {
        List<Integer> offer = PRODUCTS_BY_SEGMENT.get(customer.segment());
        int productId = offer.get(random.nextInt(offer.size()));
        BigDecimal listPrice;
        int units;
        if (day.isBefore(RETIRED_PRODUCTS_END) && random.nextDouble() < 0.07) {
            productId = 25 + random.nextInt(2);
            listPrice = SalesRoster.retiredListPrice(productId);
            units = 1 + random.nextInt(3);
        } else {
            Product product = catalogue.get(productId);
            listPrice = product.listPrice();
            units = units(product, customer.segment());
        }
        if (customer.segment().equals("Enterprise") && random.nextDouble() < 0.05) {
            units *= 3 + random.nextInt(4); // the occasional very large, multi-division deal
        }
        double discount = customer.segment().equals("Enterprise") ? 0.05 + random.nextDouble() * 0.25
                : random.nextDouble() * 0.2;
        BigDecimal amount = listPrice.multiply(BigDecimal.valueOf(units))
                .multiply(BigDecimal.valueOf(1 - discount)).setScale(2, RoundingMode.HALF_UP);
        return new Deal(0, rep.repId(), customer.customerId(), productId, amount, units, day,
                stage(rep, customer, day));
    }

    private int units(Product product, String segment) {
        int scale = switch (segment) {
            case "Enterprise" -> 8;
            case "Mid-Market" -> 3;
            default -> 1;
        };
        if (product.name().startsWith("Admin")) {
            return 1 + random.nextInt(scale + 2); // a handful of admins, however large the customer
        }
        return switch (product.category()) {
            case "Seat" -> scale * (5 + random.nextInt(25));
            case "Usage", "Services" -> 1 + random.nextInt(Math.min(6, scale + 2));
            case "Platform" -> random.nextDouble() < 0.1 ? 2 : 1;
            default -> 1 + (random.nextDouble() < 0.2 ? 1 : 0);
        };
    }

    private String stage(Rep rep, Customer customer, LocalDate day) {
        if (!day.isBefore(OPEN_PIPELINE_START)) {
            double progress = (day.toEpochDay() - OPEN_PIPELINE_START.toEpochDay()) / 92.0;
            if (random.nextDouble() < 0.05 + 0.5 * progress) {
                return random.nextDouble() < 0.45 ? "negotiation" : "proposal";
            }
        }
        double segmentFactor = switch (customer.segment()) {
            case "Enterprise" -> 0.85;
            case "Mid-Market" -> 1.0;
            default -> 1.1;
        };
        return random.nextDouble() < Math.min(0.85, rep.winRate() * segmentFactor) ? "closed_won" : "closed_lost";
    }
}
