package dev.satdoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import dev.satdoku.testing.Repo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The library example of the README is this test's code: {@link #example()} is compiled and run
 * here, and {@link #readmeShowsThisCode()} fails when the README's copy differs from it by a
 * character (indentation aside), so the README cannot show code that does not compile or work.
 */
class ReadmeExampleTest {

    private static final Path SOURCE = Repo.root().resolve("library/src/test/java/dev/satdoku/ReadmeExampleTest.java");

    static Solution example() throws Exception {
        // README-EXAMPLE-START
        Puzzle puzzle = PuzzleBuilder.of(9)
                .givens("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
                .cage(17, "r1c3 r1c4 r2c2")
                .thermo("r9c1 r9c2 r9c3")
                .build();
        Satdoku satdoku = Satdoku.create().withTimeout(Duration.ofSeconds(30));
        SolveReport report = satdoku.solve(puzzle);
        if (report.verdict() != Verdict.UNIQUE) {
            throw new IllegalStateException("expected one solution, got " + report.verdict().label());
        }
        Candidates candidates = satdoku.candidates(puzzle.withoutRules().withoutGivens());
        System.out.println(candidates.of(Cell.of("r1c1")));      // [1, 2, ..., 9] on an empty grid
        Encoding cnf = satdoku.encode(puzzle);
        System.out.println(cnf.variables() + " variables, " + cnf.clauses() + " clauses");
        Solution solution = report.solutions().get(0);            // checked by the independent checker
        // README-EXAMPLE-END
        return solution;
    }

    @Test
    void exampleRunsAndFindsTheOnlySolution() throws Exception {
        Solution s = example();
        assertEquals(5, s.digit(new Cell(0, 0)));
        assertEquals(2, s.digit(new Cell(0, 8)));
        int sum = s.digit(new Cell(0, 2)) + s.digit(new Cell(0, 3)) + s.digit(new Cell(1, 1));
        assertEquals(17, sum);
        assertTrue(s.digit(new Cell(8, 0)) < s.digit(new Cell(8, 1)) && s.digit(new Cell(8, 1)) < s.digit(new Cell(8, 2)));
    }

    @Test
    void readmeShowsThisCode() throws Exception {
        List<String> code = between(Files.readAllLines(SOURCE), "// README-EXAMPLE-START", "// README-EXAMPLE-END");
        List<String> readme = Files.readAllLines(Repo.root().resolve("README.md")).stream().map(String::strip).toList();
        assertTrue(code.size() >= 10, "example too short: " + code);
        int at = indexOf(readme, code);
        assertTrue(at >= 0, "README.md does not show the library example exactly as ReadmeExampleTest runs it:\n"
                + String.join("\n", code));
    }

    private static List<String> between(List<String> lines, String start, String end) {
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String line : lines) {
            String t = line.strip();
            if (t.equals(end)) {
                break;
            }
            if (in) {
                out.add(t);
            }
            if (t.equals(start)) {
                in = true;
            }
        }
        return out;
    }

    private static int indexOf(List<String> haystack, List<String> needle) {
        for (int i = 0; i + needle.size() <= haystack.size(); i++) {
            if (haystack.subList(i, i + needle.size()).equals(needle)) {
                return i;
            }
        }
        return -1;
    }
}
