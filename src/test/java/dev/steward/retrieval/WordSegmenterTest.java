package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.ColumnSchema;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Name splitting with the embedding model's real vocabulary. */
class WordSegmenterTest {
    private final WordSegmenter words = WordSegmenter.fromModelVocabulary();

    @Test
    void splitsGluedUpperCaseNamesIntoWords() {
        assertThat(words.spaced("HASSHIPPEDQUANTITY")).isEqualTo("HAS SHIPPED QUANTITY");
        assertThat(words.spaced("SALESORDERHEADER")).isEqualTo("SALES ORDER HEADER");
        assertThat(words.spaced("CUSTOMERID")).isEqualTo("CUSTOMER ID");
        assertThat(words.spaced("ORDER_SHIPDATE")).isEqualTo("ORDER_SHIP DATE");
    }

    @Test
    void leavesCamelCaseSnakeCaseAndLowerCaseWordsAsWritten() {
        assertThat(words.spaced("SalesOrderHeader")).isEqualTo("SalesOrderHeader");
        assertThat(words.spaced("txn_date")).isEqualTo("txn_date");
        assertThat(words.spaced("invoice_line")).isEqualTo("invoice_line"); // not "in voice"
        assertThat(words.spaced("playlist")).isEqualTo("playlist");
        assertThat(words.spaced("AddressLine1")).isEqualTo("AddressLine1");
    }

    @Test
    void leavesKnownWordsAndAbbreviationsWhole() {
        assertThat(words.spaced("CUSTOMERS")).isEqualTo("CUSTOMERS");
        assertThat(words.spaced("TERRITORIES")).isEqualTo("TERRITORIES");
        assertThat(words.spaced("INVOICE")).isEqualTo("INVOICE"); // "IN VOICE" has a 2-letter piece
        assertThat(words.spaced("CUSTID")).isEqualTo("CUSTID");
        assertThat(words.spaced("ROWGUID")).isEqualTo("ROWGUID");
    }

    @Test
    void theModelVocabularyIsReadOncePerProcess() {
        // each ProjectCorpusReader asks for it: parsing the tokenizer's JSON each time cost ~0.3 s per open
        assertThat(WordSegmenter.fromModelVocabulary()).isSameAs(WordSegmenter.fromModelVocabulary());
    }

    @Test
    void withoutTheVocabularyNothingIsSplit() {
        assertThat(new WordSegmenter(Map.of()).spaced("HASSHIPPEDQUANTITY")).isEqualTo("HASSHIPPEDQUANTITY");
    }

    @Test
    void theLexicalIndexFindsAGluedColumnByItsWords() {
        TableTexts texts = new TableTexts(words);
        TableDocument lines = texts.document(new ParquetTable("ORDERLINES", Layer.SILVER, Path.of("x.parquet")),
                List.of(new ColumnSchema("LINEID", "INTEGER"), new ColumnSchema("HASSHIPPEDQUANTITY", "INTEGER")),
                Optional.empty(), Map.of());
        TableDocument genres = texts.document(new ParquetTable("genre", Layer.SILVER, Path.of("g.parquet")),
                List.of(new ColumnSchema("genre_id", "INTEGER"), new ColumnSchema("name", "VARCHAR")),
                Optional.empty(), Map.of("name", List.of("Jazz", "Rock")));
        assertThat(lines.rawText()).isEqualTo("ORDER LINES LINE ID HAS SHIPPED QUANTITY");
        LexicalIndex index = new LexicalIndex(new NameAwareAnalyzer(), List.of(lines.lexicalText(),
                genres.lexicalText()));

        assertThat(index.scores("Which order lines have a shipped quantity over ten?")).containsOnlyKeys(0);
        assertThat(index.scores("How many jazz tracks are there?")).containsOnlyKeys(1);
    }
}
