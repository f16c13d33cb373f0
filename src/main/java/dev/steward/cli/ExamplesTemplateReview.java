package dev.steward.cli;

import dev.steward.error.StewardException;
import dev.steward.examples.ExampleCuration;
import dev.steward.examples.ExampleRow;
import dev.steward.examples.SlotDraft;
import dev.steward.examples.SlotSpec;
import dev.steward.examples.TemplatePromotion;
import dev.steward.examples.TemplateSql;
import dev.steward.examples.TemplateValidation;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The {@code --template} review of {@code steward examples approve}: promote verified examples to templates. */
final class ExamplesTemplateReview {
    private final CliServices services;
    private final ExampleCuration curation;
    private final TemplatePromotion promotion;
    private final ExamplesPrompt prompt;

    ExamplesTemplateReview(CliServices services, ExampleCuration curation, TemplatePromotion promotion) {
        this.services = services;
        this.curation = curation;
        this.promotion = promotion;
        this.prompt = new ExamplesPrompt(services);
    }

    int run() {
        PrintWriter out = services.out();
        List<ExampleRow> rows = curation.templatable();
        if (rows.isEmpty()) {
            out.println("Nothing to promote: no verified example that is not a template yet.");
            return 0;
        }
        int promoted = 0;
        for (int i = 0; i < rows.size(); i++) {
            ExampleRow row = rows.get(i);
            out.println();
            out.println("[" + (i + 1) + "/" + rows.size() + "] question : " + row.example().question());
            out.println("        sql      : " + row.example().sql());
            String answer = prompt.ask("[t]emplate, [s]kip, [q]uit? ");
            if (answer.equals("q") || answer.equals("quit")) {
                break;
            }
            if (answer.equals("t") || answer.equals("template")) {
                promoted += promote(row);
            } else {
                out.println("  skipped");
            }
        }
        out.println(promoted + " template(s) promoted this session.");
        return 0;
    }

    private int promote(ExampleRow row) {
        PrintWriter out = services.out();
        String sql = row.example().sql();
        Map<String, SlotSpec> params = new LinkedHashMap<>(promotion.detectedSlots(sql));
        if (params.isEmpty()) {
            List<SlotDraft> drafts = chooseLiterals(sql);
            for (SlotDraft draft : drafts) {
                params.put(draft.slot(), draft.suggested());
            }
            sql = drafts.isEmpty() ? sql : drafts.get(drafts.size() - 1).sql();
        }
        Map<String, SlotSpec> confirmed = new LinkedHashMap<>();
        params.forEach((name, spec) -> confirmed.put(name, confirm(name, spec)));
        TemplateValidation validation = promotion.validate(sql, confirmed);
        validation.warnings().forEach(w -> out.println("  warning: " + w));
        if (!validation.valid()) {
            validation.problems().forEach(p -> out.println("  problem: " + p));
            out.println("  not saved");
            return 0;
        }
        promotion.promote(curation, row, sql, confirmed);
        out.println("  promoted: " + sql);
        out.println("  test fill " + validation.testFill().runnableSql() + " returned " + validation.testRows() + " row(s)");
        return 1;
    }

    /**
     * Lists the literals, asks which become slots and their names. Literals are replaced from the last to the
     * first, so earlier spans stay valid; each draft holds the SQL after its own replacement.
     */
    private List<SlotDraft> chooseLiterals(String sql) {
        PrintWriter out = services.out();
        List<TemplateSql.Literal> literals = TemplateSql.of(sql).literals();
        if (literals.isEmpty()) {
            return List.of();
        }
        for (int i = 0; i < literals.size(); i++) {
            TemplateSql.Literal literal = literals.get(i);
            out.println("  " + (i + 1) + ") " + sql.substring(literal.start(), literal.end()));
        }
        String answer = prompt.askRaw("  literals to turn into slots (e.g. 1,3; Enter for none): ");
        List<TemplateSql.Literal> chosen = new ArrayList<>();
        for (String part : answer.split("[,\\s]+")) {
            if (part.matches("\\d+") && Integer.parseInt(part) >= 1 && Integer.parseInt(part) <= literals.size()) {
                chosen.add(literals.get(Integer.parseInt(part) - 1));
            }
        }
        chosen.sort(Comparator.comparingInt(TemplateSql.Literal::start).reversed());
        List<SlotDraft> drafts = new ArrayList<>();
        String current = sql;
        for (TemplateSql.Literal literal : chosen) {
            SlotDraft first = promotion.slotFromLiteral(current, literal.start(), literal.end(), "slot");
            String fallback = first.column() == null ? "value" + (drafts.size() + 1) : first.column();
            String name = prompt.askRaw("  name for " + current.substring(literal.start(), literal.end())
                    + " [" + fallback + "]: ").strip();
            try {
                SlotDraft draft = promotion.slotFromLiteral(current, literal.start(), literal.end(),
                        name.isEmpty() ? fallback : name);
                drafts.add(draft);
                current = draft.sql();
            } catch (StewardException e) {
                out.println("  " + e.getMessage() + " The literal stays as it is.");
            }
        }
        return drafts;
    }

    private SlotSpec confirm(String name, SlotSpec suggested) {
        services.out().println("  {" + name + "}: " + (suggested.type() == null ? "text" : suggested.type().jsonName())
                + (suggested.values().isEmpty() ? "" : ", one of " + String.join(", ", suggested.values()))
                + (suggested.pattern() == null ? "" : ", pattern " + suggested.pattern())
                + (suggested.example() == null ? "" : ", example " + suggested.example()));
        String description = prompt.askRaw("  description of {" + name + "} [" + suggested.description() + "]: ").strip();
        String example = suggested.example() == null
                ? prompt.askRaw("  example value of {" + name + "}: ").strip() : suggested.example();
        return new SlotSpec(description.isEmpty() ? suggested.description() : description, suggested.type(),
                suggested.values(), suggested.pattern(), example.isEmpty() ? null : example, false);
    }
}
