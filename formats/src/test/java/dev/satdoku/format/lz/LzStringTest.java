package dev.satdoku.format.lz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.format.testing.Samples;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * lz-string against payloads produced by the JavaScript library (the shared f-puzzles samples) and by
 * round trips over random strings.
 */
class LzStringTest {

    static Stream<Samples.FPuzzle> samples() {
        return Samples.fpuzzles().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void decodesTheSamplePayloadToItsDocument(Samples.FPuzzle sample) throws Exception {
        String json = LzString.decompressFromBase64(sample.payload());
        JsonNode decoded = Samples.JSON.readTree(json);
        assertEquals(sample.document(), decoded);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void reEncodesCleanPayloadsByteForByte(Samples.FPuzzle sample) {
        // Every sample payload is clean (no text pasted after the end-of-stream code).
        String json = LzString.decompressFromBase64(sample.payload());
        assertEquals(sample.payload(), LzString.compressToBase64(json));
    }

    @Test
    void decodesTheSudokuPadSampleToItsZippedText() {
        String link = Samples.text("fpuzzles/sudokupad/scl-introduction-to-counting-circles.txt").strip();
        String zipped = Samples.text("fpuzzles/sudokupad/scl-introduction-to-counting-circles.zipped.txt").strip();
        assertTrue(link.startsWith("scl"));
        assertEquals(zipped, LzString.decompressFromBase64(link.substring(3)));
        assertEquals(link.substring(3), LzString.compressToBase64(zipped).replaceAll("=+$", ""));
    }

    /** Pairs produced by the JavaScript library (npm lz-string 1.5.0, compressToBase64). */
    @ParameterizedTest(name = "[{index}] {1}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
        "''|Q===",
        "hello|BYUwNmD2Q===",
        "{\"size\":9,\"grid\":[]}|N4IgzglgXgpiBcBOANCA5gJwgEwQbQF0BfIA",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa|IY18ZFA=",
        "\u00e9\u4e2d\ud83d\ude00x|JeWjlLwbgAewHkA=",
        "R1C1R1C2R1C3R1C1R1C2R1C3|EoRgwipgTFDMVLluOQ==",
    })
    void matchesTheJavaScriptLibrary(String text, String packed) {
        String plain = text == null ? "" : text;
        assertEquals(packed, LzString.compressToBase64(plain));
        assertEquals(plain, LzString.decompressFromBase64(packed));
    }

    @Test
    void missingPaddingAndTrailingTextAreHarmless() {
        String packed = LzString.compressToBase64("{\"size\":9,\"grid\":[]}");
        assertEquals("{\"size\":9,\"grid\":[]}", LzString.decompressFromBase64(packed.replace("=", "")));
        assertEquals("{\"size\":9,\"grid\":[]}", LzString.decompressFromBase64(packed + "AAAA, @\"123"));
    }

    @Test
    void rejectsEmptyTruncatedAndCorruptData() {
        assertThrows(LzStringException.class, () -> LzString.decompressFromBase64(""));
        String packed = LzString.compressToBase64("a fairly long text, long enough to need several characters");
        assertThrows(LzStringException.class, () -> LzString.decompressFromBase64(packed.substring(0, packed.length() / 2)));
        // A code far beyond the dictionary: the first character is a literal, then all bits set.
        assertThrows(LzStringException.class, () -> LzString.decompressFromBase64("Bf////////"));
    }

    @Property(tries = 300, seed = "20240817")
    void roundTripsAnyText(@ForAll("texts") String text) {
        String packed = LzString.compressToBase64(text);
        assertTrue(LzString.isBase64Text(packed), packed);
        assertEquals(0, packed.length() % 4);
        assertEquals(text, LzString.decompressFromBase64(packed));
    }

    @Property(tries = 200, seed = "7")
    void roundTripsRepetitiveText(@ForAll("repetitive") String text) {
        assertEquals(text, LzString.decompressFromBase64(LzString.compressToBase64(text)));
    }

    /** Any UTF-16 code units, lone surrogates included: lz-string works on code units, not code points. */
    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.strings().all().ofMaxLength(400);
    }

    /** Small alphabets make long dictionary entries and code-width changes (JSON-like payloads). */
    @Provide
    Arbitrary<String> repetitive() {
        return Arbitraries.strings().withChars("{}[]\":,RC0123456789abc").ofMinLength(1).ofMaxLength(3000);
    }
}
