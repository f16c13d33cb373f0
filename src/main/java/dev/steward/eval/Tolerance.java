package dev.steward.eval;

/**
 * How far apart two numbers may be and still count as equal: {@code |a - b| <= absolute + relative * max(|a|, |b|)}.
 * The defaults (abs 1e-6, rel 1e-9) absorb float summation noise and DECIMAL-vs-DOUBLE rounding without hiding a
 * wrong cent; an example that needs a looser or stricter rule gets its own value.
 *
 * @param absolute the absolute part, at least 0
 * @param relative the relative part, at least 0
 */
public record Tolerance(double absolute, double relative) {
    public static final Tolerance DEFAULT = new Tolerance(1e-6, 1e-9);

    public Tolerance {
        if (!(absolute >= 0) || !(relative >= 0)) {
            throw new IllegalArgumentException("tolerances must be non-negative numbers, were abs=" + absolute
                    + " rel=" + relative);
        }
    }

    /** Whether two finite doubles are equal within this tolerance. */
    public boolean allows(double a, double b) {
        double difference = Math.abs(a - b);
        return difference <= absolute + relative * Math.max(Math.abs(a), Math.abs(b));
    }
}
