package dev.steward.sample;

import dev.steward.sample.SalesDemoData.Deal;
import dev.steward.sample.SalesDemoData.Rep;
import dev.steward.sample.SalesDemoData.Target;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Sets a revenue target per region and quarter the way a planning team would: from the region's typical
 * won revenue, shaped by seasonality and growth, then made more or less ambitious per region. Some regions
 * therefore beat their targets and others miss them, which makes attainment questions interesting.
 */
final class TargetPlanner {
    /** Over 1.0: the plan asks more than the region usually delivers. */
    private static final Map<String, Double> AMBITION = Map.of("North", 1.02, "South", 0.9, "East", 1.08,
            "West", 0.97, "Central", 1.15);
    private static final BigDecimal ROUNDING_STEP = new BigDecimal("10000");

    private final Random random;

    TargetPlanner(Random random) {
        this.random = random;
    }

    /** Targets sorted by region (in roster order) then quarter, e.g. {@code 2024-Q2}. */
    List<Target> targets(List<Rep> reps, List<Deal> deals) {
        Map<Integer, Rep> repsById = reps.stream().collect(Collectors.toMap(Rep::repId, Function.identity()));
        List<Target> targets = new ArrayList<>();
        double totalWeight = 0;
        for (int year = 2023; year <= 2024; year++) {
            for (int quarter = 1; quarter <= 4; quarter++) {
                totalWeight += DealSimulator.quarterWeight(year, quarter);
            }
        }
        for (SalesRoster.RegionSize region : SalesRoster.REGIONS) {
            double won = deals.stream()
                    .filter(d -> d.stage().equals("closed_won"))
                    .filter(d -> repsById.get(d.repId()).region().equals(region.name()))
                    .mapToDouble(d -> d.amount().doubleValue()).sum();
            double baseline = won / totalWeight * AMBITION.get(region.name());
            for (int year = 2023; year <= 2024; year++) {
                for (int quarter = 1; quarter <= 4; quarter++) {
                    double planned = baseline * DealSimulator.quarterWeight(year, quarter)
                            * (0.93 + random.nextDouble() * 0.14);
                    targets.add(new Target(region.name(), year + "-Q" + quarter, roundToStep(planned)));
                }
            }
        }
        return targets;
    }

    private static BigDecimal roundToStep(double amount) {
        return BigDecimal.valueOf(amount).divide(ROUNDING_STEP, 0, RoundingMode.HALF_UP).multiply(ROUNDING_STEP)
                .setScale(2, RoundingMode.UNNECESSARY);
    }
}
