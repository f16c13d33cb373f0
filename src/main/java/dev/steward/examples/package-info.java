/** Question/SQL examples and parameterised templates: the synthetic, harvested and failures files, harvest and review. */
package dev.steward.examples;
