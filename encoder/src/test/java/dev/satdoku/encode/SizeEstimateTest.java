package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeParser;
import dev.satdoku.model.CellRefs;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Tokenizer;
import dev.satdoku.testing.Instance;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The size estimate warns about enormous encodings without crying wolf: on every instance it stays
 * within a small factor of the plain encoding actually built and below the warning threshold, and a
 * 25x25 with hundreds of large cages is flagged.
 */
class SizeEstimateTest {

    @Test
    void staysCloseToTheRealSizeOnEveryInstance() {
        StringBuilder table = new StringBuilder();
        for (Instance i : Instance.everything()) {
            Puzzle p = i.puzzle();
            CnfSize estimate = SizeEstimate.of(p, EncodingOptions.DEFAULTS);
            CnfSize real = CnfSize.of(PuzzleEncoder.encode(p, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false)).cnf());
            double ratio = (double) estimate.clauses() / real.clauses();
            table.append(String.format("%.2f %s%n", ratio, i.name()));
            assertTrue(ratio > 0.5 && ratio < 20, i.name() + ": estimated " + estimate + ", built " + real);
            assertFalse(SizeEstimate.enormous(estimate), i.name() + ": " + estimate);
        }
        System.out.print(System.getProperty("satdoku.printEstimates") != null ? table : "");
    }

    @Test
    void flagsA25x25WithHundredsOfLargeCages() {
        StringBuilder text = new StringBuilder("size 25\n");
        for (int k = 0; k < 300; k++) {
            int row = k % 25 + 1;
            text.append("sum 200");
            for (int c = 1; c <= 20; c++) {
                text.append(" r").append(row).append('c').append(c);
            }
            text.append('\n');
        }
        Puzzle p = NativeParser.parse(text.toString(), "big");
        assertTrue(SizeEstimate.enormous(SizeEstimate.of(p, EncodingOptions.DEFAULTS)));
        Puzzle classic = NativeParser.parse("size 25\n", "empty 25x25");
        assertFalse(SizeEstimate.enormous(SizeEstimate.of(classic, EncodingOptions.DEFAULTS)));
    }

    /**
     * The size hints the rules give are the numbers the estimate used to compute from keyword sets
     * (sums, outside clues), rule by rule, on every instance and on one line of each of those
     * keywords. The former formula is written out here as the reference.
     */
    @Test
    void sizeHintsEqualTheFormerKeywordTables() {
        List<Puzzle> puzzles = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        for (Instance i : Instance.all()) {
            puzzles.add(i.puzzle());
        }
        puzzles.add(NativeParser.parse("""
                cage 10 r1c1 r1c2
                cage r2c1-r2c4
                sum 12 r3c1 r4c1
                littlekiller 15 r0c3 dr
                littlekiller 20 r0c0 dr
                arrow r5c5 | r5c6 r5c7
                sandwich 10 r3
                sandwich 0 c5 crusts=2,8
                regionsum r1c4 r1c5 r1c6 r1c7
                zipper r6c1 r6c2 r6c3
                xsum 15 r0c2
                doublearrow r7c1 r7c2 r7c3 r7c4
                skyscraper 3 r4c0
                thermo r8c1 r8c2 r8c3
                antiking
                negative white
                if some shaded r9c1 r9c2: cage 3 r9c1 r9c2
                """, "one of each"));
        int compared = 0;
        for (Puzzle p : puzzles) {
            for (Rule rule : p.rules()) {
                if (OWN_HINTS_SINCE.contains(rule.keyword())) {
                    continue; // rules added after the keyword tables, with hints of their own (none existed before)
                }
                long[] former = formerHint(rule, p.layout().rows());
                SizeHint hint = rule.sizeHint(p.layout().rows());
                assertEquals(former[0], hint.variables(), rule.toNative() + " on " + p.layout().rows() + "x" + p.layout().rows() + ": variables");
                assertEquals(former[1], hint.clauses(), rule.toNative() + " on " + p.layout().rows() + "x" + p.layout().rows() + ": clauses");
                seen.add(rule.keyword());
                compared++;
            }
        }
        assertTrue(seen.containsAll(FORMER_SUMS), "not compared: " + FORMER_SUMS + " vs " + seen);
        assertTrue(compared > 100, compared + " rules compared");
    }

    /**
     * Keywords added after the keyword tables were retired that give a hint of their own, measured
     * against the encoding built ({@link #staysCloseToTheRealSizeOnEveryInstance} holds them to it): a
     * chaos construction (labels and connectivity), a full-rank clue (compares its line with every other
     * line) and a hidden skyscraper (a running maximum along its line).
     */
    // sumline: a sum's hint since repeat sums became house-segment tables by default (its plain encoding
    // doubled on iss/sum-lines-loop, past what the generic hint allows in the test above).
    private static final Set<String> OWN_HINTS_SINCE = Set.of("chaos", "fullrank", "hiddenskyscraper", "uniqueranks", "sumline", "or");

    private static final Set<String> FORMER_SUMS = Set.of("cage", "sum", "littlekiller", "arrow", "sandwich", "regionsum", "zipper",
            "xsum", "doublearrow", "skyscraper");

    /** The estimate's per-rule formula before rules gave their own hints: {variables, clauses}. */
    private static long[] formerHint(Rule rule, long n) {
        long named = Tokenizer.tokenize(rule.toNative()).stream().filter(t -> CellRefs.looksLikeCell(t.text())).count();
        long k = Math.max(named, Set.of("sandwich", "xsum", "skyscraper", "littlekiller").contains(rule.keyword()) ? n : named);
        if (k == 0) {
            return new long[] {0, 8 * n * n * n};
        } else if (FORMER_SUMS.contains(rule.keyword())) {
            return new long[] {k * k * n, k * n * k * n / 2 + k * n};
        }
        return new long[] {k * n, k * k * n};
    }
}
