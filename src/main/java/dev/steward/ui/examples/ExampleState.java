package dev.steward.ui.examples;

/** Where an entry of the Examples tab stands; the order is the order of the state chips. */
public enum ExampleState {
    UNVERIFIED("unverified"), VERIFIED("verified"), TEMPLATE("template"), CANDIDATE("harvested candidate"),
    FAILURE("failure");

    private final String label;

    ExampleState(String label) {
        this.label = label;
    }

    /** The word shown on chips, badges and in the header. */
    public String label() {
        return label;
    }
}
