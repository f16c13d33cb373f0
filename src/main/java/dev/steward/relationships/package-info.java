/** Join paths between tables: the relationships.yaml model, detection rules, data verification and the Mermaid ERD text. */
package dev.steward.relationships;
