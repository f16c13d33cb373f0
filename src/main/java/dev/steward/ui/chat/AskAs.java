package dev.steward.ui.chat;

import dev.steward.definitions.Audience;
import dev.steward.pipeline.Question;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The chat's as-of date and role pickers (issue 20): the next question is asked at that reporting date and as that
 * role, as {@code steward query --as-of --user --role} does. No date: the date the question states (a definition
 * whose versions differ then asks which); no role picked: all the roles {@code steward/roles.yaml} gives the user.
 */
public final class AskAs {
    /** The role choice meaning "all the user's roles". */
    public static final String ALL_ROLES = "";

    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final ChatBackend backend;
    private final ObjectProperty<LocalDate> asOf = new SimpleObjectProperty<>();
    private final StringProperty role = new SimpleStringProperty(ALL_ROLES);
    private final ObservableList<String> roleChoices = FXCollections.observableArrayList(ALL_ROLES);
    private List<String> held = List.of();

    AskAs(Jobs jobs, ErrorPresenter errors, ChatBackend backend) {
        this.jobs = jobs;
        this.errors = errors;
        this.backend = backend;
    }

    /** Reads the roles {@code user} holds (a job); a picked role the user does not hold goes back to all roles. */
    void load(String user) {
        jobs.submitQuietly("Reading the roles of " + user, context -> backend.rolesOf(user),
                JobCallbacks.<List<String>>of(roles -> {
                    held = List.copyOf(roles);
                    List<String> choices = new ArrayList<>(List.of(ALL_ROLES));
                    choices.addAll(held);
                    String picked = role.get();
                    roleChoices.setAll(choices);
                    role.set(held.contains(picked) ? picked : ALL_ROLES);
                }, errors::present));
    }

    /** {@code question} at the picked date, asked by {@code user} as the picked role (none: all their roles). */
    Question applyTo(Question question, String user) {
        String picked = role.get();
        Set<String> roles = picked == null || picked.isBlank() ? Set.of() : Set.of(picked);
        return question.asOf(asOf.get()).askedBy(new Audience(user, roles));
    }

    /** How the next question is asked, e.g. "As Marco_Rossi (finance_controller) · as of 2024-06-30". */
    String describe(String user) {
        String picked = role.get();
        String roles = picked != null && !picked.isBlank() ? picked
                : held.isEmpty() ? "no role" : "all roles: " + String.join(", ", held);
        LocalDate date = asOf.get();
        return "As " + user + " (" + roles + ") · " + (date == null ? "the question's own date" : "as of " + date);
    }

    /** Who asks as which role, in words: "Marco_Rossi (finance_controller)", "Dana (all roles)". */
    String who(String user) {
        String picked = role.get();
        return user + " (" + (picked == null || picked.isBlank() ? "all roles" : picked) + ")";
    }

    /** The picked role, or null for all the user's roles. */
    String pickedRole() {
        String picked = role.get();
        return picked == null || picked.isBlank() ? null : picked;
    }

    /** The picker's text for a role choice. */
    public static String label(String choice) {
        return choice == null || choice.isBlank() ? "All my roles" : choice;
    }

    /** The reporting date; null = the date the question states. */
    public ObjectProperty<LocalDate> asOfProperty() {
        return asOf;
    }

    /** The picked role; {@link #ALL_ROLES} = all the user's roles. */
    public StringProperty roleProperty() {
        return role;
    }

    /** {@link #ALL_ROLES} and the roles the user holds. */
    public ObservableList<String> roleChoices() {
        return roleChoices;
    }
}
