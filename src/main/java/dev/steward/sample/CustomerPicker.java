package dev.steward.sample;

import dev.steward.sample.SalesDemoData.Customer;
import dev.steward.sample.SalesDemoData.Rep;
import java.time.LocalDate;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Picks the customer of a rep's next deal: a customer of the rep's region whose segment suits the rep's
 * team, that already existed on the deal's day. Draws are skewed toward the first customers of the list, so
 * a few key accounts buy again and again.
 */
final class CustomerPicker {
    private final Random random;
    private final List<Customer> candidates;
    private final List<Customer> regional;

    CustomerPicker(Random random, List<Customer> customers, Rep rep) {
        this.random = random;
        Set<String> segments = switch (rep.team()) {
            case "Enterprise" -> Set.of("Enterprise", "Mid-Market");
            case "Mid-Market" -> Set.of("Mid-Market", "SMB");
            default -> Set.of("SMB");
        };
        this.regional = customers.stream().filter(c -> c.region().equals(rep.region())).toList();
        this.candidates = regional.stream().filter(c -> segments.contains(c.segment())).toList();
    }

    Customer pick(LocalDate day) {
        for (int attempt = 0; attempt < 12; attempt++) {
            // StrictMath: Math.pow may differ in the last bit between platforms, and so would the data.
            int index = (int) (candidates.size() * StrictMath.pow(random.nextDouble(), 1.7));
            Customer customer = candidates.get(index);
            if (!customer.createdAt().toLocalDate().isAfter(day)) {
                return customer;
            }
        }
        // Rarely reached: fall back to the region's first customer who already existed that day.
        return regional.stream().filter(c -> !c.createdAt().toLocalDate().isAfter(day)).findFirst()
                .orElse(regional.get(0));
    }
}
