package dev.steward.catalog;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.steward.error.StewardException;

/**
 * A column's profile type in openmedallion's (ydata-profiling's) vocabulary. The rule that picks one is
 * {@link DtypeRule}; docs/decisions/0005-profiling-dtype-rules.md explains it.
 */
public enum Dtype {
    NUMERIC("Numeric"), CATEGORICAL("Categorical"), BOOLEAN("Boolean"), DATE_TIME("DateTime"), TEXT("Text");

    private final String yamlName;

    Dtype(String yamlName) {
        this.yamlName = yamlName;
    }

    /** The spelling in metadata.yaml's {@code dtype}: {@code Numeric}, {@code Categorical}, ... */
    @JsonValue
    public String yamlName() {
        return yamlName;
    }

    @JsonCreator
    public static Dtype fromYamlName(String name) {
        for (Dtype dtype : values()) {
            if (dtype.yamlName.equals(name)) {
                return dtype;
            }
        }
        throw new StewardException("Unknown profile dtype '" + name + "'.",
                "Use one of Numeric, Categorical, Boolean, DateTime, Text.");
    }
}
