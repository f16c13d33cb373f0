package dev.steward.ui.definitions;

import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionVersion;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.shape.Line;

/**
 * One definition's versions on a date axis: a lane per version (file order) with a bar over its effective range
 * [valid_from, valid_to) coloured by status (definitions.css), an open end drawn to the edge, a version without
 * dates across the whole axis; the today marker and the as-of marker. A click on a bar selects its version, a click
 * elsewhere in the plot moves the as-of marker there. Plain Region and Line nodes, so tests can query them.
 */
final class VersionTimeline extends Region {
    static final double HEADER = 36;
    static final double LANE = 26;
    static final double AXIS = 24;
    private static final double GAP = 10;
    private static final double RIGHT = 14;

    private final Consumer<DefinitionVersion> onSelect;
    private final Consumer<LocalDate> onAsOf;
    private final List<Lane> lanes = new ArrayList<>();
    private final List<Tick> ticks = new ArrayList<>();
    private final Marker today = new Marker("timeline-today");
    private final Marker asOf = new Marker("timeline-as-of");
    private List<DefinitionVersion> versions = List.of();
    private LocalDate todayDay = LocalDate.now();
    private LocalDate asOfDay = LocalDate.now();

    VersionTimeline(Consumer<DefinitionVersion> onSelect, Consumer<LocalDate> onAsOf) {
        this.onSelect = onSelect;
        this.onAsOf = onAsOf;
        setId("version-timeline");
        getStyleClass().add("version-timeline");
        setMinHeight(HEADER + AXIS);
        setOnMouseClicked(e -> {
            if (e.getTarget() == this && e.getX() >= labelWidth() && !versions.isEmpty()) {
                onAsOf.accept(scale().day(e.getX()));
            }
        });
    }

    /** Draws {@code d}'s versions (none: an empty axis) with the markers, {@code selected} outlined. */
    void show(Definition d, LocalDate todayMarker, LocalDate asOfMarker, DefinitionVersion selected) {
        versions = d == null ? List.of() : d.versions();
        todayDay = todayMarker;
        asOfDay = asOfMarker;
        lanes.clear();
        ticks.clear();
        getChildren().clear();
        for (DefinitionVersion v : versions) {
            Lane lane = new Lane(v, selected != null && selected.evidenceId().equals(v.evidenceId()));
            lanes.add(lane);
            getChildren().addAll(lane.label, lane.bar);
        }
        TimelineScale scale = scale();
        scale.quarterTicks().forEach(day -> ticks.add(new Tick(day, false)));
        scale.yearTicks().forEach(day -> ticks.add(new Tick(day, true)));
        ticks.forEach(t -> getChildren().addAll(t.nodes()));
        today.label.setText("today " + todayMarker);
        asOf.label.setText("as of " + asOfMarker);
        getChildren().addAll(today.line, asOf.line, today.label, asOf.label);
        requestLayout();
    }

    private double labelWidth() {
        double widest = lanes.stream().mapToDouble(l -> l.label.prefWidth(-1)).max().orElse(60);
        return Math.min(200, widest) + GAP;
    }

    private TimelineScale scale() {
        double left = labelWidth();
        return TimelineScale.covering(versions, List.of(todayDay, asOfDay), left,
                Math.max(40, getWidth() - left - RIGHT));
    }

    @Override
    protected double computePrefHeight(double width) {
        return HEADER + Math.max(1, lanes.size()) * LANE + AXIS;
    }

    @Override
    protected double computePrefWidth(double height) {
        return 520;
    }

    @Override
    protected void layoutChildren() {
        TimelineScale scale = scale();
        double y = HEADER;
        for (Lane lane : lanes) {
            lane.label.resizeRelocate(0, y + 3, Math.min(200, lane.label.prefWidth(-1)), LANE - 6);
            double from = scale.from(lane.version);
            double to = Math.max(from + 3, scale.to(lane.version));
            lane.bar.resizeRelocate(from, y + 4, to - from, LANE - 8);
            y += LANE;
        }
        double bottom = HEADER + Math.max(1, lanes.size()) * LANE;
        for (Tick tick : ticks) {
            tick.place(scale.x(tick.day), bottom);
        }
        today.place(scale.x(todayDay), 2, bottom, scale);
        asOf.place(scale.x(asOfDay), 18, bottom, scale);
    }

    /** A version's lane: its label on the left, its bar on the axis. */
    private final class Lane {
        final DefinitionVersion version;
        final Label label;
        final Region bar = new Region();

        Lane(DefinitionVersion version, boolean selected) {
            this.version = version;
            String status = version.status().yamlName();
            label = new Label(DefinitionRow.label(version) + " · " + status);
            label.getStyleClass().add("timeline-lane-label");
            label.setMinWidth(Region.USE_PREF_SIZE);
            bar.setId("timeline-bar-" + safe(version.evidenceId()));
            bar.getStyleClass().addAll("timeline-bar", "status-" + status);
            if (version.validTo() == null) {
                bar.getStyleClass().add("open-ended");
            }
            if (version.validFrom() == null && version.validTo() == null) {
                bar.getStyleClass().add("undated");
            }
            if (selected) {
                bar.getStyleClass().add("selected");
                label.getStyleClass().add("selected");
            }
            bar.getProperties().put("evidence_id", version.evidenceId());
            Tooltip.install(bar, new Tooltip(version.evidenceId() + " · " + DefinitionRow.label(version) + " · "
                    + status + " · " + version.validity()));
            bar.setOnMouseClicked(e -> {
                onSelect.accept(version);
                e.consume();
            });
            label.setOnMouseClicked(e -> onSelect.accept(version));
        }
    }

    /** A tick on the axis: a line through the plot and, for years, the year under it. */
    private final class Tick {
        final LocalDate day;
        final Line line = new Line();
        final Label text;

        Tick(LocalDate day, boolean year) {
            this.day = day;
            line.getStyleClass().add(year ? "timeline-year" : "timeline-quarter");
            line.setMouseTransparent(true);
            text = year ? new Label(String.valueOf(day.getYear())) : null;
            if (text != null) {
                text.getStyleClass().add("timeline-axis-label");
                text.setMinWidth(Region.USE_PREF_SIZE);
                text.setMouseTransparent(true);
            }
        }

        List<Node> nodes() {
            return text == null ? List.of(line) : List.of(line, text);
        }

        void place(double x, double bottom) {
            line.setStartX(x);
            line.setEndX(x);
            line.setStartY(HEADER - 4);
            line.setEndY(bottom + (text == null ? 3 : 6));
            if (text != null) {
                double w = text.prefWidth(-1);
                text.resizeRelocate(x - w / 2, bottom + 6, w, AXIS - 6);
            }
        }
    }

    /** A vertical marker over the lanes with its label in the header band. */
    private final class Marker {
        final Line line = new Line();
        final Label label = new Label();

        Marker(String id) {
            line.setId(id);
            line.getStyleClass().add(id);
            line.setMouseTransparent(true);
            label.setId(id + "-label");
            label.getStyleClass().addAll("timeline-marker-label", id + "-label");
            label.setMinWidth(Region.USE_PREF_SIZE);
            label.setMouseTransparent(true);
        }

        void place(double x, double labelY, double bottom, TimelineScale scale) {
            line.setStartX(x);
            line.setEndX(x);
            line.setStartY(labelY + 14);
            line.setEndY(bottom);
            double w = label.prefWidth(-1);
            double left = Math.max(scale.left(), Math.min(x - w / 2, scale.left() + scale.width() - w));
            label.resizeRelocate(left, labelY, w, 16);
        }
    }

    /** An evidence id as a CSS-safe id part ({@code ev.net_revenue.v2} → {@code ev-net_revenue-v2}). */
    static String safe(String evidenceId) {
        return evidenceId.replaceAll("[^A-Za-z0-9_-]", "-");
    }
}
