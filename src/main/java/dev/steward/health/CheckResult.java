package dev.steward.health;

/** One line of a health report: what was checked, how it went, and the detail a person needs. */
public record CheckResult(String name, Outcome outcome, String detail) {

    /** OK: works; WARN: works with a caveat; FAIL: does not work. */
    public enum Outcome { OK, WARN, FAIL }

    public static CheckResult ok(String name, String detail) {
        return new CheckResult(name, Outcome.OK, detail);
    }

    public static CheckResult warn(String name, String detail) {
        return new CheckResult(name, Outcome.WARN, detail);
    }

    public static CheckResult fail(String name, String detail) {
        return new CheckResult(name, Outcome.FAIL, detail);
    }
}
