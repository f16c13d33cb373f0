package dev.steward.ui.fx;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.Patch;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A word-level comparison of two texts for a side-by-side view: the old text as segments that stayed or were
 * removed, the new text as segments that stayed or were added. Words, runs of white space and single
 * punctuation marks are the units, so "customer's first purchase" against "customer's account creation"
 * highlights two words, not the whole line.
 *
 * @param before the old text, split into {@link Change#SAME} and {@link Change#REMOVED} segments
 * @param after  the new text, split into {@link Change#SAME} and {@link Change#ADDED} segments
 */
public record WordDiff(List<Segment> before, List<Segment> after) {
    private static final Pattern TOKEN = Pattern.compile("\\s+|[\\p{L}\\p{N}_]+|[^\\s\\p{L}\\p{N}_]");

    public WordDiff {
        before = List.copyOf(before);
        after = List.copyOf(after);
    }

    /** How a segment relates to the other side. */
    public enum Change { SAME, REMOVED, ADDED }

    /** A run of text with one change kind. */
    public record Segment(String text, Change change) {
    }

    /** Compares two texts; null counts as empty. */
    public static WordDiff of(String oldText, String newText) {
        List<String> left = tokens(oldText);
        List<String> right = tokens(newText);
        Patch<String> patch = DiffUtils.diff(left, right);
        Builder oldSide = new Builder();
        Builder newSide = new Builder();
        int leftAt = 0;
        int rightAt = 0;
        for (AbstractDelta<String> delta : patch.getDeltas()) {
            int leftStart = delta.getSource().getPosition();
            int rightStart = delta.getTarget().getPosition();
            oldSide.add(left.subList(leftAt, leftStart), Change.SAME);
            newSide.add(right.subList(rightAt, rightStart), Change.SAME);
            oldSide.add(delta.getSource().getLines(), Change.REMOVED);
            newSide.add(delta.getTarget().getLines(), Change.ADDED);
            leftAt = leftStart + delta.getSource().size();
            rightAt = rightStart + delta.getTarget().size();
        }
        oldSide.add(left.subList(leftAt, left.size()), Change.SAME);
        newSide.add(right.subList(rightAt, right.size()), Change.SAME);
        return new WordDiff(oldSide.segments, newSide.segments);
    }

    /** True when both texts are the same. */
    public boolean unchanged() {
        return before.stream().allMatch(s -> s.change() == Change.SAME)
                && after.stream().allMatch(s -> s.change() == Change.SAME);
    }

    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        Matcher matcher = TOKEN.matcher(text == null ? "" : text);
        while (matcher.find()) {
            tokens.add(matcher.group());
        }
        return tokens;
    }

    /** Joins neighbouring tokens of the same kind into one segment. */
    private static final class Builder {
        private final List<Segment> segments = new ArrayList<>();

        void add(List<String> tokens, Change change) {
            if (tokens.isEmpty()) {
                return;
            }
            String text = String.join("", tokens);
            int last = segments.size() - 1;
            if (last >= 0 && segments.get(last).change() == change) {
                segments.set(last, new Segment(segments.get(last).text() + text, change));
            } else {
                segments.add(new Segment(text, change));
            }
        }
    }
}
