package dev.steward.ui.fx;

import java.util.Collection;
import java.util.Collections;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.beans.property.StringProperty;
import javafx.scene.control.IndexRange;
import javafx.scene.layout.StackPane;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/**
 * An SQL editor (RichTextFX {@link CodeArea}) with keyword, string, number, comment and {@code {slot}} highlighting
 * and line numbers. Colours come from {@link #STYLESHEET} (light and dark follow the theme's text colours). Bind it
 * to a view model's text with {@link #bind(StringProperty)}; read-only use: {@link #setEditable(boolean)}.
 */
public final class SqlCodeArea extends StackPane {
    /** The highlighting colours; add it to a parent of the area. */
    public static final String STYLESHEET = SqlCodeArea.class.getResource("sql.css").toExternalForm();
    private static final String KEYWORDS = String.join("|", "SELECT", "FROM", "WHERE", "AND", "OR", "NOT", "IN",
            "IS", "NULL", "AS", "JOIN", "LEFT", "RIGHT", "INNER", "OUTER", "FULL", "CROSS", "ON", "USING", "GROUP",
            "BY", "ORDER", "HAVING", "LIMIT", "OFFSET", "DISTINCT", "UNION", "ALL", "EXCEPT", "INTERSECT", "WITH",
            "CASE", "WHEN", "THEN", "ELSE", "END", "BETWEEN", "LIKE", "ILIKE", "ASC", "DESC", "OVER", "PARTITION",
            "QUALIFY", "FILTER", "WINDOW", "CAST", "DATE", "TIMESTAMP", "INTERVAL", "TRUE", "FALSE", "EXISTS",
            "NULLS", "FIRST", "LAST", "ROWS", "RANGE", "PRECEDING", "FOLLOWING", "CURRENT", "ROW");
    private static final Pattern TOKENS = Pattern.compile(
            "(?<COMMENT>--[^\n]*|/\\*(?s:.*?)(?:\\*/|$))"
                    + "|(?<STRING>'(?:[^']|'')*'?)"
                    + "|(?<IDENT>\"(?:[^\"]|\"\")*\"?)"
                    + "|(?<SLOT>\\{\\w+\\})"
                    + "|(?<KEYWORD>\\b(?i:" + KEYWORDS + ")\\b)"
                    + "|(?<NUMBER>(?<![\\w.])\\d+(?:\\.\\d+)?(?![\\w.]))");
    private final CodeArea area = new CodeArea();

    public SqlCodeArea() {
        getStyleClass().add("sql-code-area");
        area.getStyleClass().add("sql-code");
        area.setParagraphGraphicFactory(LineNumberFactory.get(area));
        area.setWrapText(true);
        area.textProperty().addListener((obs, old, text) -> area.setStyleSpans(0, highlight(text)));
        getChildren().add(new VirtualizedScrollPane<>(area));
    }

    /** Keeps the editor and {@code text} in step both ways (the property's value is shown first). */
    public void bind(StringProperty text) {
        area.replaceText(text.get() == null ? "" : text.get());
        text.addListener((obs, old, now) -> {
            String value = now == null ? "" : now;
            if (!value.equals(area.getText())) {
                area.replaceText(value);
            }
        });
        area.textProperty().addListener((obs, old, now) -> {
            if (!now.equals(text.get())) {
                text.set(now);
            }
        });
    }

    /** The keyboard goes to the editor itself: focusing this wrapper took keys nowhere. */
    @Override
    public void requestFocus() {
        area.requestFocus();
    }

    public void setEditable(boolean editable) {
        area.setEditable(editable);
    }

    public String getText() {
        return area.getText();
    }

    /** The selected character range of the text. */
    public IndexRange selection() {
        return area.getSelection();
    }

    public void select(int start, int end) {
        area.selectRange(start, end);
    }

    /** The editor itself, for focus and lookups. */
    public CodeArea area() {
        return area;
    }

    /** The style class of every character: sql-keyword, sql-string, sql-number, sql-comment, sql-slot or none. */
    static StyleSpans<Collection<String>> highlight(String text) {
        Matcher matcher = TOKENS.matcher(text);
        StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        int last = 0;
        while (matcher.find()) {
            String style = matcher.group("COMMENT") != null ? "sql-comment"
                    : matcher.group("STRING") != null ? "sql-string"
                    : matcher.group("IDENT") != null ? "sql-identifier"
                    : matcher.group("SLOT") != null ? "sql-slot"
                    : matcher.group("KEYWORD") != null ? "sql-keyword" : "sql-number";
            spans.add(Collections.emptyList(), matcher.start() - last);
            spans.add(Collections.singleton(style), matcher.end() - matcher.start());
            last = matcher.end();
        }
        spans.add(Collections.emptyList(), text.length() - last);
        return spans.create();
    }
}
