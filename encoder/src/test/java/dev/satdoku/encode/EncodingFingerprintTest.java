package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.encoding.SkyscraperEncoding;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import dev.satdoku.testing.Instance;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Pins the CNF itself, clause for clause and variable for variable, for every instance and one
 * example of every rule type under option combinations that between them use every value of every
 * encoding option. The expected digests were computed by the encoder before the encoding context was
 * split into topic interfaces and the options were declared once; a reshaping of the encoder must
 * leave them unchanged. A change that alters the CNF on purpose regenerates them with
 * {@code -Dsatdoku.fingerprints.write=true} (and says why in its commit).
 */
class EncodingFingerprintTest {

    private static final String RESOURCE = "/fingerprints/expected.txt";

    /** Every value of every option appears in at least one combination. */
    static List<EncodingOptions> combinations() {
        EncodingOptions d = EncodingOptions.DEFAULTS;
        return List.of(
                d,
                d.with(EncodingOptions.SIMPLIFY, false),
                d.with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL).with(EncodingOptions.HOUSES, EncodingOptions.Houses.MINIMAL).with(EncodingOptions.RENBAN, RenbanEncoding.PAIRS)
                        .with(EncodingOptions.SUM, SumEncoding.TOTALIZER).with(EncodingOptions.CONNECTIVITY, ConnectivityEncoding.LEVELS).with(EncodingOptions.CELL, CellEncoding.ORDER)
                        .with(EncodingOptions.SIMPLIFY, false),
                d.with(EncodingOptions.AMO, AmoEncoding.COMMANDER).with(EncodingOptions.SUM, SumEncoding.SEQCOUNTER).with(EncodingOptions.CELL, CellEncoding.BOTH),
                d.with(EncodingOptions.AMO, AmoEncoding.PRODUCT).with(EncodingOptions.SUM, SumEncoding.ADDER).with(EncodingOptions.HOUSES, EncodingOptions.Houses.MINIMAL)
                        .with(EncodingOptions.RENBAN, RenbanEncoding.PAIRS).with(EncodingOptions.SIMPLIFY, false)
                        .with(EncodingOptions.SKYSCRAPER, SkyscraperEncoding.COUNTED),
                d.with(EncodingOptions.AMO, AmoEncoding.BINARY).with(EncodingOptions.CONNECTIVITY, ConnectivityEncoding.LEVELS).with(EncodingOptions.CELL, CellEncoding.ORDER)
                        .with(EncodingOptions.RENBAN, RenbanEncoding.RANGE),
                d.with(EncodingOptions.IMPLIED_SUMS, dev.satdoku.encoding.ImpliedSums.NONE),
                d.with(EncodingOptions.INTERSECTIONS, dev.satdoku.encoding.HouseIntersections.SEGMENTS),
                d.with(EncodingOptions.REPEAT_SUMS, dev.satdoku.encoding.RepeatSums.SEGMENTS),
                d.with(EncodingOptions.REPEAT_SUMS, dev.satdoku.encoding.RepeatSums.SEGMENTS_MDD),
                d.with(EncodingOptions.REPEAT_SUMS, dev.satdoku.encoding.RepeatSums.WHOLE));
    }

    /** name -> puzzle: the instances, then each block of the rules resource, then all its lines together. */
    static Map<String, Puzzle> puzzles() throws IOException {
        Map<String, Puzzle> out = new LinkedHashMap<>();
        for (Instance i : Instance.all()) {
            out.put(i.name(), i.puzzle());
        }
        String text;
        try (InputStream in = Objects.requireNonNull(EncodingFingerprintTest.class.getResourceAsStream("/fingerprints/rules.txt"))) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> all = new ArrayList<>();
        for (String block : text.split("\n\\s*\n")) {
            String body = block.lines().filter(l -> !l.startsWith("#") && !l.isBlank()).reduce("", (a, b) -> a + b + "\n");
            if (!body.isEmpty()) {
                out.put("rule: " + body.strip().replace('\n', ';'), NativeParser.parse(body, "rules.txt"));
                all.add(body);
            }
        }
        out.put("rule: every example at once", NativeParser.parse(String.join("", all), "rules.txt"));
        return out;
    }

    @Test
    void theCnfOfEveryPuzzleUnderEveryOptionIsPinned() throws IOException {
        Map<String, String> actual = new LinkedHashMap<>();
        for (Map.Entry<String, Puzzle> p : puzzles().entrySet()) {
            for (EncodingOptions o : combinations()) {
                EncodedPuzzle encoded = PuzzleEncoder.encode(p.getValue(), o);
                actual.put(p.getKey() + " | " + o.describe(), digest(encoded.cnf()));
            }
        }
        assertTrue(actual.size() > 100, "only " + actual.size() + " fingerprints");
        StringBuilder text = new StringBuilder();
        actual.forEach((k, v) -> text.append(k).append(" | ").append(v).append('\n'));
        if (Boolean.getBoolean("satdoku.fingerprints.write")) {
            Files.writeString(Path.of("src/test/resources" + RESOURCE), text.toString());
        }
        String expected;
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream(RESOURCE), RESOURCE)) {
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        // By puzzle and options, so a failure names the puzzle and the options whose CNF changed, and a
        // puzzle added since the file was written is named as such rather than as a changed line.
        Map<String, String> pinned = new LinkedHashMap<>();
        for (String line : expected.lines().toList()) {
            int cut = line.lastIndexOf(" | ");
            pinned.put(line.substring(0, cut), line.substring(cut + 3));
        }
        String regenerate = " (regenerate on purpose with -Dsatdoku.fingerprints.write=true, and say why in the commit)";
        for (Map.Entry<String, String> e : actual.entrySet()) {
            String want = pinned.get(e.getKey());
            assertTrue(want != null, "not pinned yet: " + e.getKey() + regenerate);
            assertEquals(want, e.getValue(), "CNF changed: " + e.getKey() + regenerate);
        }
        assertEquals(pinned.keySet(), actual.keySet(), "pinned puzzles that are gone" + regenerate);
    }

    /** SHA-256 of the variable names, then of every clause with its family tag. */
    static String digest(Cnf cnf) {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        StringBuilder sb = new StringBuilder();
        sb.append("p ").append(cnf.numVars()).append(' ').append(cnf.clauseCount()).append('\n');
        for (int v = 1; v <= cnf.vars().size(); v++) {
            sb.append(v).append(' ').append(cnf.vars().name(v)).append('\n');
        }
        md.update(sb.toString().getBytes(StandardCharsets.UTF_8));
        for (int c = 0; c < cnf.clauseCount(); c++) {
            sb.setLength(0);
            sb.append(cnf.tagOf(c)).append(':');
            for (int p = cnf.start(c); p < cnf.end(c); p++) {
                sb.append(' ').append(cnf.lit(p));
            }
            sb.append('\n');
            md.update(sb.toString().getBytes(StandardCharsets.UTF_8));
        }
        return HexFormat.of().formatHex(md.digest()).substring(0, 32);
    }
}
