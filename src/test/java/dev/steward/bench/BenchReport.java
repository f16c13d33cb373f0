package dev.steward.bench;

import java.util.List;
import java.util.Locale;

/** The run as Markdown: the machine, then one table row per figure (docs/performance.md quotes it). */
final class BenchReport {
    private BenchReport() {
    }

    static String markdown(List<Figure> figures, String machineBefore, String machineAfter, double minutes,
                           double embedMs) {
        StringBuilder text = new StringBuilder();
        text.append("Machine at start: ").append(machineBefore).append("\n\n");
        text.append("Machine at end: ").append(machineAfter).append("\n\n");
        text.append(String.format(Locale.ROOT, "Run took %.1f minutes; one embedding call (the unit of item 3) "
                + "took %.1f ms.%n%n", minutes, embedMs));
        text.append("| # | project | measured vs reference | value | budget | verdict | behind the ratio |\n");
        text.append("|---|---|---|---|---|---|---|\n");
        figures.stream().sorted(java.util.Comparator.comparingInt(Figure::item))
                .forEach(f -> text.append(f.markdownRow()).append('\n'));
        return text.toString();
    }
}
