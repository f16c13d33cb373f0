package dev.steward.catalog;

import java.util.List;

/**
 * The result of describing every table of a project: the schemas that could be read and the files that
 * could not. One corrupt file does not hide the others.
 */
public record SchemaScan(List<TableSchema> schemas, List<UnreadableTable> unreadable) {

    public SchemaScan {
        schemas = List.copyOf(schemas);
        unreadable = List.copyOf(unreadable);
    }
}
