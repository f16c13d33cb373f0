package dev.steward.store;

import dev.steward.error.FileFormatException;
import dev.steward.store.YamlEditPlan.Replacement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * A batch of edits to one {@link YamlDocument}, applied in order. Edits that touch separate parts of the
 * file are planned against a single parse and spliced in one pass (so a hundred edits cost one parse, not a
 * hundred); an edit that touches the region of an earlier pending one is planned against the earlier
 * edits' result. Not thread-safe; the documents it produces are immutable.
 */
public final class YamlEdits {

    private YamlDocument base;
    private final List<YamlEditPlan> pending = new ArrayList<>();

    YamlEdits(YamlDocument base) {
        this.base = base;
    }

    /** See {@link YamlDocument#setScalar}. */
    public YamlEdits setScalar(YamlPath path, Object value) {
        return add(document -> document.planner().setScalar(path, value));
    }

    /** See {@link YamlDocument#replaceValue}. */
    public YamlEdits replaceValue(YamlPath path, Object value) {
        return add(document -> document.planner().replaceValue(path, value));
    }

    /** See {@link YamlDocument#putEntry}. */
    public YamlEdits putEntry(YamlPath mapPath, String key, Object value) {
        return add(document -> document.planner().putEntry(mapPath, key, value));
    }

    /** See {@link YamlDocument#removeEntry}. */
    public YamlEdits removeEntry(YamlPath mapPath, String key) {
        return add(document -> document.removalPlanner().removeEntry(mapPath, key));
    }

    /** Appends to the list at {@code listPath}, creating the list (or its missing parents) when absent. */
    public YamlEdits appendListItem(YamlPath listPath, Object value) {
        return add(document -> document.planner().appendListItem(listPath, value));
    }

    /** Removes item {@code index}; the last item of a nested list leaves {@code []}. */
    public YamlEdits removeListItem(YamlPath listPath, int index) {
        return add(document -> document.removalPlanner().removeListItem(listPath, index));
    }

    /** The document with every edit applied; the original document is unchanged. */
    public YamlDocument apply() {
        flush();
        return base;
    }

    private YamlEdits add(Function<YamlDocument, YamlEditPlan> operation) {
        YamlEditPlan plan;
        try {
            plan = operation.apply(base);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            if (pending.isEmpty()) {
                throw e;
            }
            flush(); // an earlier pending edit may create what this one needs
            plan = operation.apply(base);
        }
        if (pending.stream().anyMatch(plan::touches)) {
            flush();
            plan = operation.apply(base);
        }
        if (!plan.isEmpty()) {
            pending.add(plan);
        }
        return this;
    }

    private void flush() {
        if (pending.isEmpty()) {
            return;
        }
        List<Replacement> replacements = new ArrayList<>();
        pending.forEach(plan -> replacements.addAll(plan.replacements()));
        pending.clear();
        replacements.sort(Comparator.comparingInt(Replacement::start)); // stable: same-offset inserts keep order
        String edited = splice(base.text(), replacements);
        try {
            base = YamlDocument.parse(edited, base.source());
        } catch (FileFormatException e) {
            throw new IllegalStateException("an edit produced YAML that does not parse (a Steward bug; nothing was"
                    + " written): " + e.getMessage(), e);
        }
    }

    private static String splice(String text, List<Replacement> replacements) {
        StringBuilder out = new StringBuilder(text.length() + 64);
        int copied = 0;
        for (Replacement replacement : replacements) {
            if (replacement.start() < copied) {
                throw new IllegalStateException("overlapping YAML edits at offset " + replacement.start());
            }
            out.append(text, copied, replacement.start()).append(replacement.text());
            copied = replacement.end();
        }
        return out.append(text, copied, text.length()).toString();
    }
}
