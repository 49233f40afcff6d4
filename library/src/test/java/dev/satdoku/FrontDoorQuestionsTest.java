package dev.satdoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.Ambiguity;
import dev.satdoku.sat.Redundancy;
import dev.satdoku.sat.Verdict;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The questions the command line answers and the front door lacked: ambiguity, redundant, check and a
 * stream of solutions; cells named 1-based; a puzzle built without ceremony; builder errors in the
 * caller's terms.
 */
class FrontDoorQuestionsTest {

    private static final String WIKIPEDIA =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    private static final String WIKIPEDIA_SOLUTION =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    private final Satdoku satdoku = Satdoku.create();

    @Test
    void solutionsAreAStreamTakenOneByOne() {
        Puzzle empty = PuzzleBuilder.of(4).build();
        Set<String> seen = new HashSet<>();
        try (Stream<Solution> s = satdoku.solutions(empty)) {
            s.limit(10).forEach(x -> assertTrue(seen.add(java.util.Arrays.toString(x.digits())), "each solution once"));
        }
        assertEquals(10, seen.size());
        try (Stream<Solution> all = satdoku.solutions(empty)) {
            assertEquals(288, all.count(), "every 4x4 grid: the stream ends when the solutions do");
        }
        try (Stream<Solution> one = satdoku.solutions(PuzzleBuilder.of(9).givens(WIKIPEDIA).build())) {
            List<Solution> list = one.toList();
            assertEquals(1, list.size());
            assertEquals(WIKIPEDIA_SOLUTION, java.util.Arrays.stream(list.get(0).digits()).mapToObj(String::valueOf)
                    .collect(Collectors.joining()));
        }
    }

    @Test
    void aStreamCutShortByTheTimeLimitSaysSoInsteadOfEnding() {
        Satdoku hurried = satdoku.withTimeout(Duration.ofNanos(1));
        try (Stream<Solution> s = hurried.solutions(PuzzleBuilder.of(16).build())) {
            assertThrows(CancellationException.class, s::count);
        }
    }

    @Test
    void redundantAndAmbiguityAnswerAsTheCommandsDo() {
        Puzzle unique = PuzzleBuilder.of(9).givens(WIKIPEDIA).build();
        Redundancy r = satdoku.redundant(unique);
        assertEquals(Verdict.UNIQUE, r.status());
        assertTrue(r.complete());
        assertEquals(unique.givenCount(), r.redundant().size() + r.needed().size());
        assertFalse(r.minimalSet().isEmpty());

        Puzzle draft = PuzzleBuilder.of(4).givens("12..34..........").build();
        Ambiguity a = satdoku.ambiguity(draft);
        assertEquals(Verdict.MULTIPLE, a.verdict());
        assertFalse(a.differing().isEmpty());
        assertFalse(a.suggestions().isEmpty());
        assertTrue(satdoku.ambiguity(draft, 2, 1).suggestions().size() <= 1);
    }

    @Test
    void checkIsTheIndependentChecker() throws Exception {
        Puzzle puzzle = PuzzleBuilder.of(9).givens(WIKIPEDIA).build();
        assertTrue(Satdoku.check(puzzle, WIKIPEDIA_SOLUTION).valid());
        String swapped = WIKIPEDIA_SOLUTION.charAt(1) + WIKIPEDIA_SOLUTION.substring(0, 1) + WIKIPEDIA_SOLUTION.substring(2);
        GridCheck bad = Satdoku.check(puzzle, swapped);
        assertFalse(bad.valid());
        assertTrue(bad.violations().stream().anyMatch(v -> v.contains("r1c1")), bad.violations().toString());
        assertThrows(PuzzleFormatException.class, () -> Satdoku.check(puzzle, "12345"));
    }

    @Test
    void cellsAreNamedAsInPuzzleFiles() {
        assertEquals(new Cell(0, 0), Cell.of("r1c1"));
        assertEquals(new Cell(8, 2), Cell.of("R9C3"));
        assertEquals(Cell.of("r4c7"), Cell.at(4, 7));
        assertEquals("r4c7", Cell.at(4, 7).toString());
        assertThrows(IllegalArgumentException.class, () -> Cell.of("a1"));
        assertThrows(IllegalArgumentException.class, () -> Cell.at(0, 1));
    }

    @Test
    void aPuzzleLosesItsRulesOrGivensWithoutCeremony() {
        Puzzle p = PuzzleBuilder.of(9).givens(WIKIPEDIA).cage(17, "r1c3 r1c4 r2c2").build();
        assertTrue(p.withoutRules().rules().isEmpty());
        assertEquals(p.givenCount(), p.withoutRules().givenCount());
        assertEquals(0, p.withoutGivens().givenCount());
        assertEquals(1, p.withoutGivens().rules().size());
        assertEquals(PuzzleBuilder.of(9).build(), p.withoutRules().withoutGivens());
    }

    @Test
    void builderErrorsNameTheCallAndItsArgumentNotGeneratedText() {
        PuzzleBuilder b = PuzzleBuilder.of(9).thermo("r1c1 r1c2 r1c3");
        IllegalArgumentException off = assertThrows(IllegalArgumentException.class, () -> b.cage(15, "r1c1 r1c10"));
        assertTrue(off.getMessage().startsWith("cage(15, \"r1c1 r1c10\"): "), off.getMessage());
        assertTrue(off.getMessage().contains("r1c10"), off.getMessage());
        assertFalse(off.getMessage().matches("(?s).*built:\\d+:\\d+.*"), "no position in text the caller never wrote: "
                + off.getMessage());
        IllegalArgumentException word = assertThrows(IllegalArgumentException.class, () -> b.rule("thermoo r1c1 r1c2"));
        assertTrue(word.getMessage().startsWith("rule(\"thermoo r1c1 r1c2\"): "), word.getMessage());
        IllegalArgumentException given = assertThrows(IllegalArgumentException.class, () -> b.given("r1c1", 10));
        assertTrue(given.getMessage().startsWith("given(\"r1c1\", 10): "), given.getMessage());
        IllegalArgumentException at = assertThrows(IllegalArgumentException.class, () -> b.given(10, 1, 5));
        assertTrue(at.getMessage().startsWith("given(10, 1, 5): "), at.getMessage());
        IllegalArgumentException dot = assertThrows(IllegalArgumentException.class, () -> b.whiteDot("r1c1", "r3c3"));
        assertTrue(dot.getMessage().startsWith("whiteDot(\"r1c1\", \"r3c3\"): "), dot.getMessage());
    }
}
