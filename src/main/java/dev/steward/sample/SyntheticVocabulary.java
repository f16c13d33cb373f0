package dev.steward.sample;

import java.util.List;

/**
 * The business vocabulary synthetic projects are built from: dimension entities (with the entities they
 * snowflake into) and fact tables (with the dimensions their rows point at). Key columns follow the
 * convention the relationship rules look for: {@code <singular>_id} in a table named {@code <plural>}.
 */
final class SyntheticVocabulary {
    private SyntheticVocabulary() {
    }

    /** A categorical column and its values, most frequent first (the generator skews towards the first). */
    record Categorical(String column, List<String> values) {
    }

    /** A dimension: one row per thing, keyed {@code <singular>_id}, pointing at its {@code parents}. */
    record Entity(String singular, String plural, List<String> parents, List<Categorical> attributes) {
    }

    /** A fact: one row per event, pointing at {@code dimensions} (singulars), with a dated amount. */
    record Fact(String singular, String plural, List<String> dimensions, Categorical status) {
    }

    static final List<Entity> ENTITIES = List.of(
            entity("country", "countries", List.of(), "continent",
                    "Europe", "North America", "Asia", "South America", "Africa", "Oceania"),
            entity("city", "cities", List.of("country"), "size_class", "medium", "small", "large", "metro"),
            entity("category", "categories", List.of(), "department",
                    "Home", "Electronics", "Apparel", "Grocery", "Toys", "Garden"),
            entity("brand", "brands", List.of(), "tier", "standard", "value", "premium", "luxury"),
            entity("product", "products", List.of("category", "brand"), "lifecycle",
                    "active", "seasonal", "new", "discontinued"),
            entity("customer", "customers", List.of("city"), "segment",
                    "consumer", "small business", "enterprise", "public sector"),
            entity("store", "stores", List.of("city"), "format", "street", "mall", "online", "outlet", "kiosk"),
            entity("channel", "channels", List.of(), "kind", "direct", "partner", "marketplace", "phone"),
            entity("promotion", "promotions", List.of(), "discount_type",
                    "percent", "fixed", "bundle", "free shipping"),
            entity("department", "departments", List.of(), "function",
                    "operations", "sales", "support", "engineering", "finance", "hr"),
            entity("employee", "employees", List.of("department"), "grade",
                    "mid", "junior", "senior", "lead", "principal"),
            entity("warehouse", "warehouses", List.of("city"), "climate", "ambient", "chilled", "frozen"),
            entity("carrier", "carriers", List.of(), "mode", "road", "air", "rail", "sea"),
            entity("route", "routes", List.of(), "distance_band", "regional", "local", "national", "international"),
            entity("supplier", "suppliers", List.of("country"), "risk_rating", "low", "medium", "high"),
            entity("currency", "currencies", List.of(), "currency_zone", "EUR", "USD", "APAC", "other"),
            entity("account", "accounts", List.of("currency"), "account_type",
                    "expense", "revenue", "asset", "liability", "equity"),
            entity("vendor", "vendors", List.of("country"), "payment_terms", "net 30", "net 60", "net 15", "prepaid"),
            entity("campaign", "campaigns", List.of("channel"), "objective",
                    "acquisition", "retention", "awareness", "upsell"),
            entity("device", "devices", List.of(), "platform", "web", "android", "ios", "desktop"),
            entity("plan", "plans", List.of(), "billing_period", "monthly", "annual", "quarterly"),
            entity("agent", "agents", List.of("department"), "shift", "day", "evening", "night"),
            entity("course", "courses", List.of(), "level", "intro", "intermediate", "advanced"),
            entity("student", "students", List.of("city"), "enrolment_status",
                    "enrolled", "graduated", "on leave", "withdrawn"),
            entity("vehicle", "vehicles", List.of(), "fuel", "diesel", "electric", "petrol", "hybrid"),
            entity("driver", "drivers", List.of("city"), "licence_class", "B", "C", "CE", "D"),
            entity("project", "projects", List.of("department"), "priority", "normal", "high", "low", "critical"),
            entity("policy", "policies", List.of("customer"), "line", "auto", "home", "health", "life", "travel"),
            entity("clinic", "clinics", List.of("city"), "specialty",
                    "general", "pediatrics", "cardiology", "orthopedics"),
            entity("patient", "patients", List.of("city"), "insurance", "public", "private", "none"));

    static final List<Fact> FACTS = List.of(
            fact("order", "orders", List.of("customer", "product", "store", "channel", "promotion"),
                    "completed", "pending", "cancelled", "returned"),
            fact("shipment", "shipments", List.of("warehouse", "carrier", "route", "customer"),
                    "delivered", "in transit", "delayed", "lost"),
            fact("payment", "payments", List.of("account", "currency", "customer"),
                    "settled", "pending", "failed", "refunded"),
            fact("product_return", "product_returns", List.of("product", "store", "customer"),
                    "refunded", "exchanged", "rejected"),
            fact("inventory_snapshot", "inventory_snapshots", List.of("product", "warehouse"),
                    "in stock", "low", "out of stock"),
            fact("invoice", "invoices", List.of("vendor", "account", "currency"), "paid", "open", "overdue", "disputed"),
            fact("timesheet", "timesheets", List.of("employee", "project"), "approved", "submitted", "rejected"),
            fact("web_session", "web_sessions", List.of("device", "campaign", "customer"),
                    "engaged", "bounced", "converted"),
            fact("support_ticket", "support_tickets", List.of("agent", "customer", "product"),
                    "solved", "open", "escalated", "closed"),
            fact("subscription", "subscriptions", List.of("customer", "plan", "channel"),
                    "active", "churned", "trial", "paused"),
            fact("enrollment", "enrollments", List.of("student", "course"), "active", "completed", "dropped"),
            fact("trip", "trips", List.of("vehicle", "driver", "route"), "completed", "delayed", "cancelled"),
            fact("claim", "claims", List.of("policy", "agent"), "paid", "open", "approved", "denied"),
            fact("visit", "visits", List.of("patient", "clinic", "employee"), "completed", "no show", "cancelled"),
            fact("purchase_order", "purchase_orders", List.of("supplier", "warehouse", "product"),
                    "received", "ordered", "partial", "cancelled"),
            fact("budget_line", "budget_lines", List.of("department", "account"), "approved", "draft", "closed"));

    static Entity entity(String singular) {
        return ENTITIES.stream().filter(e -> e.singular().equals(singular)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no entity " + singular));
    }

    private static Entity entity(String singular, String plural, List<String> parents, String column,
                                 String... values) {
        return new Entity(singular, plural, parents, List.of(new Categorical(column, List.of(values))));
    }

    private static Fact fact(String singular, String plural, List<String> dimensions, String... statuses) {
        return new Fact(singular, plural, dimensions, new Categorical("status", List.of(statuses)));
    }
}
