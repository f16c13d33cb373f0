package dev.steward.sample;

import dev.steward.sample.SalesDemoData.Customer;
import dev.steward.sample.SalesDemoData.Product;
import dev.steward.sample.SalesDemoData.Rep;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Draws the sales organisation (reps and their regional heads), the customer book and the product catalogue
 * from one seeded {@link Random}. Regions differ in size on purpose, so that per-region answers differ.
 */
final class SalesRoster {
    /** Region, rep count (without the head), customer count: deliberately uneven. */
    static final List<RegionSize> REGIONS = List.of(
            new RegionSize("North", 9, 190), new RegionSize("South", 6, 120), new RegionSize("East", 11, 230),
            new RegionSize("West", 8, 170), new RegionSize("Central", 4, 90));

    record RegionSize(String name, int reps, int customers) {
    }

    private static final List<String> FIRST_NAMES = List.of("Alice", "Ben", "Carla", "Daniel", "Elena", "Farid",
            "Grace", "Hiro", "Ines", "Jonas", "Keisha", "Liam", "Maya", "Noah", "Olga", "Pedro", "Quinn", "Rosa",
            "Samir", "Tara", "Umar", "Vera", "Wes", "Xin", "Yara", "Zoe", "Marco", "Priya", "Lukas", "Aisha");
    private static final List<String> LAST_NAMES = List.of("Chen", "Okafor", "Novak", "Garcia", "Schmidt",
            "Patel", "Kowalski", "Tanaka", "Silva", "Johansson", "Moreau", "Brennan", "Haddad", "Rossi", "Kim",
            "Andersen", "Mendez", "Fischer", "Nakamura", "Dubois", "Ivanova", "Murphy", "Costa", "Weber");
    private static final List<String> TEAMS = List.of("Enterprise", "Mid-Market", "SMB");
    private static final List<String> NAME_STEMS = List.of("Acme", "Northwind", "Bluefin", "Granite", "Summit",
            "Harbor", "Redwood", "Silverline", "Keystone", "Brightpath", "Ironclad", "Meridian", "Oakridge",
            "Pioneer", "Quantum", "Riverbend", "Sterling", "Trident", "Vantage", "Willow", "Beacon", "Cobalt",
            "Evergreen", "Falcon", "Horizon", "Lakeside", "Nimbus", "Orchid", "Prairie", "Crescent");
    private static final List<Industry> INDUSTRIES = List.of(
            new Industry("Manufacturing", List.of("Manufacturing", "Industries", "Components", "Tooling")),
            new Industry("Retail", List.of("Retail", "Outfitters", "Markets", "Stores")),
            new Industry("Healthcare", List.of("Health", "Clinics", "Medical", "Care Partners")),
            new Industry("Financial Services", List.of("Bank", "Capital", "Insurance", "Credit Union")),
            new Industry("Technology", List.of("Software", "Systems", "Labs", "Networks")),
            new Industry("Logistics", List.of("Logistics", "Freight", "Shipping", "Transport")),
            new Industry("Education", List.of("University", "Academy", "Learning", "Schools")),
            new Industry("Energy", List.of("Energy", "Power", "Utilities", "Renewables")));

    private record Industry(String name, List<String> suffixes) {
    }

    private final Random random;

    SalesRoster(Random random) {
        this.random = random;
    }

    /** Ids start at 101 and run region by region: the head first, then the reps who report to the head. */
    List<Rep> reps() {
        List<Rep> reps = new ArrayList<>();
        Set<String> usedNames = new HashSet<>();
        int nextId = 101;
        for (RegionSize region : REGIONS) {
            int headId = nextId++;
            reps.add(new Rep(headId, uniquePersonName(usedNames), region.name(), "Enterprise", null,
                    dateBetween(LocalDate.of(2014, 3, 1), LocalDate.of(2019, 6, 30)), 0.55, 0.35));
            for (int i = 0; i < region.reps(); i++) {
                String team = TEAMS.get(i % TEAMS.size());
                LocalDate hired = random.nextDouble() < 0.2
                        ? dateBetween(LocalDate.of(2023, 2, 1), LocalDate.of(2024, 6, 30))
                        : dateBetween(LocalDate.of(2016, 1, 1), LocalDate.of(2022, 10, 31));
                double winRate = 0.28 + random.nextDouble() * 0.37;
                double activity = 0.7 + random.nextDouble() * 0.6;
                reps.add(new Rep(nextId++, uniquePersonName(usedNames), region.name(), team, headId, hired,
                        winRate, activity));
            }
        }
        return reps;
    }

    /** Most customers exist before the two simulated years; about one in five signs up during them. */
    List<Customer> customers() {
        List<Customer> customers = new ArrayList<>();
        Set<String> usedNames = new HashSet<>();
        int nextId = 1;
        for (RegionSize region : REGIONS) {
            for (int i = 0; i < region.customers(); i++) {
                Industry industry = INDUSTRIES.get(random.nextInt(INDUSTRIES.size()));
                double draw = random.nextDouble();
                String segment = draw < 0.15 ? "Enterprise" : draw < 0.5 ? "Mid-Market" : "SMB";
                LocalDate day = random.nextDouble() < 0.8
                        ? dateBetween(LocalDate.of(2018, 1, 8), LocalDate.of(2022, 12, 30))
                        : dateBetween(LocalDate.of(2023, 1, 2), LocalDate.of(2024, 11, 29));
                LocalDateTime createdAt = day.atTime(8 + random.nextInt(10), random.nextInt(60), random.nextInt(60));
                customers.add(new Customer(nextId++, uniqueCompanyName(usedNames, industry), industry.name(),
                        segment, region.name(), createdAt));
            }
        }
        return customers;
    }

    /** The live catalogue; ids 25 and 26 are retired products that only old deals still reference. */
    static List<Product> products() {
        Object[][] rows = {
            {"Insight Platform - Starter", "Platform", "45000.00"}, {"Insight Platform - Growth", "Platform", "120000.00"},
            {"Insight Platform - Enterprise", "Platform", "310000.00"}, {"Forecasting Add-on", "Add-on", "18000.00"},
            {"Pipeline Analytics Add-on", "Add-on", "14500.00"}, {"Data Connector Pack", "Add-on", "9800.00"},
            {"Territory Planner", "Add-on", "12500.00"}, {"Commission Tracker", "Add-on", "8900.00"},
            {"Analyst Seat", "Seat", "1200.00"}, {"Viewer Seat", "Seat", "300.00"},
            {"Admin Seat", "Seat", "1800.00"}, {"API Access Tier 1", "Usage", "6000.00"},
            {"API Access Tier 2", "Usage", "15000.00"}, {"Storage Block 1 TB", "Usage", "2400.00"},
            {"Onboarding Package", "Services", "7500.00"}, {"Implementation Sprint", "Services", "22000.00"},
            {"Data Migration Service", "Services", "16000.00"}, {"Custom Dashboard Build", "Services", "9500.00"},
            {"Training Day", "Services", "3200.00"}, {"Standard Support", "Support", "5000.00"},
            {"Premium Support", "Support", "15000.00"}, {"Dedicated Success Manager", "Support", "38000.00"},
            {"Sandbox Environment", "Usage", "4800.00"}, {"Compliance Audit Pack", "Add-on", "11000.00"}};
        List<Product> products = new ArrayList<>();
        for (int i = 0; i < rows.length; i++) {
            products.add(new Product(i + 1, (String) rows[i][0], (String) rows[i][1],
                    new BigDecimal((String) rows[i][2])));
        }
        return products;
    }

    /** List prices of the two retired products (ids 25, 26) that appear in 2023 deals but not in the catalogue. */
    static BigDecimal retiredListPrice(int productId) {
        return productId == 25 ? new BigDecimal("6500.00") : new BigDecimal("4200.00");
    }

    private String uniquePersonName(Set<String> used) {
        while (true) {
            String name = FIRST_NAMES.get(random.nextInt(FIRST_NAMES.size())) + " "
                    + LAST_NAMES.get(random.nextInt(LAST_NAMES.size()));
            if (used.add(name)) {
                return name;
            }
        }
    }

    private String uniqueCompanyName(Set<String> used, Industry industry) {
        for (int attempt = 0; ; attempt++) {
            String name = NAME_STEMS.get(random.nextInt(NAME_STEMS.size())) + " "
                    + industry.suffixes().get(random.nextInt(industry.suffixes().size()));
            if (attempt > 3) {
                name = name + " " + (attempt < 8 ? "Group" : "Holdings " + attempt);
            }
            if (used.add(name)) {
                return name;
            }
        }
    }

    private LocalDate dateBetween(LocalDate from, LocalDate to) {
        long days = to.toEpochDay() - from.toEpochDay();
        return from.plusDays((long) (random.nextDouble() * (days + 1)));
    }
}
