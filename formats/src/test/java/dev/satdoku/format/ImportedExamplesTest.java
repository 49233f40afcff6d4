package dev.satdoku.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.check.Violation;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.fpuzzles.FPuzzlesImporter;
import dev.satdoku.format.testing.Samples;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every shared example, end to end: the text a user would paste (an f-puzzles or SudokuPad link, an
 * ISS string) goes through {@link PuzzleReader} like any PUZZLE argument, and the puzzle solves to its
 * stored solution.
 */
class ImportedExamplesTest {

    /**
     * Examples known not to be unique, with their solution count: the ISS "Sandwich snipe 18" has
     * exactly two solutions, the stored one and its 1<->9 swap (a sandwich-only grid cannot tell 1
     * from 9; see ../shared/data/variants/seed_instances.json, sigh-159).
     */
    static final Map<String, Integer> KNOWN_COUNTS = Map.of("entries_selected/159 Sandwich snipe 18", 2);

    /**
     * Examples whose search takes minutes: the same puzzles as instances/slow/sigh-174 (hard renban 1)
     * and scripts/hard-instances/sigh-082 (a little killer SAT4J needs about a minute for). The slow
     * tier imports and solves them; the everyday tier leaves them out.
     */
    static final Set<String> SLOW = Set.of("entries_selected/174 Hard renban 1", "entries_selected/82 Hailstone - little killer");

    /** One example: what the user pastes and the stored solution (row-major). */
    record Example(String name, String input, int[] solution) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Example> examples() {
        return allExamples().filter(e -> !SLOW.contains(e.name()));
    }

    static Stream<Example> slowExamples() {
        List<Example> slow = allExamples().filter(e -> SLOW.contains(e.name())).toList();
        assertEquals(SLOW.size(), slow.size(), "every slow example is among the samples");
        return slow.stream();
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("slowExamples")
    void slowExamplesImportAndSolveToTheirStoredSolution(Example e) {
        importsAndSolvesToItsStoredSolution(e);
    }

    static Stream<Example> allExamples() {
        List<Example> out = new ArrayList<>();
        for (Samples.FPuzzle f : Samples.fpuzzles()) {
            out.add(new Example(f.name(), "https://www.f-puzzles.com/?load=" + f.payload(), letters(f.solution(), 10)));
        }
        for (Samples.IssPuzzle i : Samples.iss()) {
            out.add(new Example(i.name(), i.input(), letters(i.solution(), i.solution().length() > 81 ? 1 : 10)));
        }
        String scl = Samples.text("fpuzzles/sudokupad/scl-introduction-to-counting-circles.txt").strip();
        out.add(new Example("sudokupad/scl-introduction-to-counting-circles", "https://sudokupad.app/" + scl, letters("3421124341322314", 10)));
        return out.stream();
    }

    /** Digits 1-9, then letters from {@code letterA} (10 for the f-puzzles files, 1 for ISS's 16x16). */
    static int[] letters(String s, int letterA) {
        return s.chars().map(ch -> ch >= 'A' ? ch - 'A' + letterA : ch - '0').toArray();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void importsAndSolvesToItsStoredSolution(Example e) {
        List<Puzzle> read = PuzzleReader.readText(e.input(), e.name());
        assertEquals(1, read.size());
        Puzzle p = read.get(0);
        Solution stored = new Solution(p.layout(), e.solution(), Map.of(), null);
        List<Violation> broken = Checker.check(p, stored);
        assertTrue(broken.isEmpty(), () -> e + ": the stored solution breaks " + broken);
        if (KNOWN_COUNTS.containsKey(e.name())) {
            int count = KNOWN_COUNTS.get(e.name());
            SolveReport all = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, count + 1, null);
            assertEquals(count, all.solutions().size(), e::name);
            assertTrue(all.solutions().stream().anyMatch(s -> java.util.Arrays.equals(s.digits(), e.solution())), e::name);
            return;
        }
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 2, null);
        assertFalse(r.solutions().isEmpty(), e::name);
        if (p.metadata().warnings().isEmpty()) {
            assertEquals(Verdict.UNIQUE, r.verdict(), e::name);
        }
        if (r.verdict() == Verdict.UNIQUE) {
            assertArrayEquals(e.solution(), r.solutions().get(0).digits(), e::name);
        }
    }

    static Stream<Samples.FPuzzle> fpuzzles() {
        return Samples.fpuzzles().stream();
    }

    /** The embedded (or wrapper) solution is kept beside the native text, equal to the stored one. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("fpuzzles")
    void embeddedSolutionsReachTheSideChannel(Samples.FPuzzle f) {
        List<Translation> fromFile = new ArrayList<>();
        for (String file : Samples.FPUZZLES_FILES) {
            if (file.equals(f.name())) {
                fromFile.addAll(new FPuzzlesImporter().translate(Samples.text("fpuzzles/" + file + ".json"), file));
            }
        }
        if (f.name().startsWith("sudokutools")) {
            int index = List.of("sudokutools-0", "sudokutools-32", "sudokutools-35").indexOf(f.name());
            fromFile.add(new FPuzzlesImporter().translate(Samples.text("fpuzzles/sudokutools-embedded-solution.json"), "t").get(index));
        }
        assertEquals(1, fromFile.size());
        assertArrayEquals(letters(f.solution(), 10), fromFile.get(0).solution());
    }
}
