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
import dev.satdoku.testing.RuleExamples;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

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

    /**
     * name -> puzzle: every instance (the slow ones too: encoding them is quick), then each rule example
     * of {@link RuleExamples} alone, then every one-line example together.
     */
    static Map<String, Puzzle> puzzles() {
        Map<String, Puzzle> out = new LinkedHashMap<>();
        for (Instance i : Instance.everything()) {
            out.put(i.name(), i.puzzle());
        }
        List<String> oneLine = new ArrayList<>();
        for (String example : RuleExamples.EXAMPLES.values()) {
            out.put("rule: " + example.strip().replace('\n', ';'), NativeParser.parse(example + "\n", "examples"));
            if (!example.contains("\n")) {
                oneLine.add(example + "\n");
            }
        }
        out.put("rule: every example at once", NativeParser.parse(String.join("", oneLine), "examples"));
        return out;
    }

    /**
     * One test per puzzle and option combination, named by both, so a failure names the case whose CNF
     * changed; and one that names the pinned cases no longer produced.
     */
    @TestFactory
    Stream<DynamicTest> theCnfOfEveryPuzzleUnderEveryOptionIsPinned() throws IOException {
        Map<String, Puzzle> puzzles = puzzles();
        List<EncodingOptions> combinations = combinations();
        String expected = null;
        if (Boolean.getBoolean("satdoku.fingerprints.write")) {
            StringBuilder text = new StringBuilder();
            for (Map.Entry<String, Puzzle> p : puzzles.entrySet()) {
                for (EncodingOptions o : combinations) {
                    text.append(key(p.getKey(), o)).append(" | ").append(digest(PuzzleEncoder.encode(p.getValue(), o).cnf())).append('\n');
                }
            }
            Files.writeString(Path.of("src/test/resources" + RESOURCE), text.toString());
            expected = text.toString(); // the copy on the class path is the one before this run
        } else {
            try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream(RESOURCE), RESOURCE)) {
                expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
        Map<String, String> pinned = new LinkedHashMap<>();
        for (String line : expected.lines().toList()) {
            int cut = line.lastIndexOf(" | ");
            pinned.put(line.substring(0, cut), line.substring(cut + 3));
        }
        String regenerate = " (regenerate on purpose with -Dsatdoku.fingerprints.write=true, and say why in the commit)";
        List<DynamicTest> tests = new ArrayList<>();
        Set<String> produced = new HashSet<>();
        for (Map.Entry<String, Puzzle> p : puzzles.entrySet()) {
            for (EncodingOptions o : combinations) {
                String key = key(p.getKey(), o);
                produced.add(key);
                tests.add(DynamicTest.dynamicTest(key, () -> {
                    String want = pinned.get(key);
                    assertTrue(want != null, "not pinned yet: " + key + regenerate);
                    assertEquals(want, digest(PuzzleEncoder.encode(p.getValue(), o).cnf()), "CNF changed: " + key + regenerate);
                }));
            }
        }
        assertTrue(tests.size() > 100, "only " + tests.size() + " fingerprints");
        tests.add(DynamicTest.dynamicTest("every pinned case is still produced", () -> {
            List<String> gone = pinned.keySet().stream().filter(k -> !produced.contains(k)).toList();
            assertEquals(List.of(), gone, "pinned cases that are gone" + regenerate);
        }));
        return tests.stream();
    }

    private static String key(String puzzle, EncodingOptions options) {
        return puzzle + " | " + options.describe();
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
