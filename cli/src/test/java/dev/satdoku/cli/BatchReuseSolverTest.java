package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.testing.Repo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code batch --reuse-solver classic} (one warm solver per thread, puzzles behind guard literals) gives
 * the verdicts, counts and sizes of the fresh path on puzzles from many different grids: a guard that
 * was not retired would carry one puzzle's givens into the next (then "none"), and a blocking clause
 * that outlived its puzzle would hide a solution of a later one.
 */
class BatchReuseSolverTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SAMPLE = Repo.instances().resolve("batch/classic-sample.txt");
    private static final String WIKI = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @TempDir
    Path tmp;

    /** The README sample (100 puzzles from three sets, more than one warm solver's share) plus broken ones. */
    private Path list() throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(SAMPLE));
        for (String p : Files.readAllLines(SAMPLE)) {
            if (p.length() != 81) {
                continue;
            }
            // Three givens fewer: usually several solutions. One given changed: several, none or a clash.
            int dropped = 0;
            StringBuilder fewer = new StringBuilder(p);
            for (int c = 80; c >= 0 && dropped < 3; c--) {
                if (fewer.charAt(c) != '.') {
                    fewer.setCharAt(c, '.');
                    dropped++;
                }
            }
            lines.add(fewer.toString());
            StringBuilder wrong = new StringBuilder(p);
            int c = 80;
            while (p.charAt(c) == '.') {
                c--;
            }
            wrong.setCharAt(c, p.charAt(c) == '9' ? '1' : (char) (p.charAt(c) + 1));
            lines.add(wrong.toString());
        }
        lines.add("1...4.......2..3");      // 4x4: its own warm solver
        lines.add(".".repeat(81));
        lines.add("not a puzzle");
        Path list = tmp.resolve("list.txt");
        Files.write(list, lines);
        return list;
    }

    @ParameterizedTest
    @ValueSource(strings = {"--count=2", "--first", "--count=5", "--no-simplify", "--threads=2"})
    void sameVerdictsCountsAndSizesAsFreshSolvers(String option) throws Exception {
        Path list = list();
        List<JsonNode> fresh = run(list, option, "fresh");
        List<JsonNode> warm = run(list, option, "classic");
        assertEquals(fresh.size(), warm.size());
        int multiple = 0;
        int none = 0;
        for (int i = 0; i < fresh.size(); i++) {
            JsonNode f = fresh.get(i);
            JsonNode w = warm.get(i);
            for (String field : List.of("line", "puzzle", "status", "count", "variables", "clauses", "error")) {
                assertEquals(f.get(field), w.get(field), field + " of " + w + " against " + f);
            }
            String status = f.get("status").asText();
            multiple += status.equals("multiple") ? 1 : 0;
            none += status.equals("none") ? 1 : 0;
            if (status.equals("unique")) {
                assertEquals(f.get("solution"), w.get("solution"), w.toString());
            } else if (w.has("solution")) {
                // Another solution may come first; it must still be one of this puzzle's.
                StringBuilder line = new StringBuilder();
                w.get("solution").get("digits").forEach(d -> line.append(d.asInt()));
                assertTrue(fits(w.path("puzzle").asText(), line.toString()), w.toString());
            }
        }
        if (!option.equals("--first")) {
            assertTrue(multiple > 20 && none > 3, "the list holds both kinds: " + multiple + " multiple, " + none + " none");
        }
    }

    @Test
    void aTimedOutWarmSolverIsNotReusedForTheNextPuzzle() throws Exception {
        Path list = tmp.resolve("timeout.txt");
        Files.write(list, List.of(".".repeat(81), WIKI));
        List<JsonNode> r = run(list, "--count=1000000", "classic", "--timeout=1");
        assertEquals("timeout", r.get(0).get("status").asText(), r.toString());
        assertEquals("unique", r.get(1).get("status").asText(), r.toString());
    }

    @Test
    void unknownModeIsAUsageError() {
        Cli bad = Cli.run("batch", SAMPLE.toString(), "--reuse-solver", "always");
        assertEquals(2, bad.code(), bad.toString());
        assertTrue(bad.err().contains("choose fresh or classic"), bad.err());
    }

    private static List<JsonNode> run(Path list, String option, String mode, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("batch", list.toString(), "--format", "jsonl", option, "--reuse-solver", mode));
        args.addAll(List.of(more));
        Cli r = Cli.run(args.toArray(String[]::new));
        List<JsonNode> out = new ArrayList<>();
        for (String line : r.out().lines().toList()) {
            out.add(JSON.readTree(line));
        }
        assertTrue(out.size() > 0, r.toString());
        return out;
    }

    /** True when the grid keeps the puzzle's givens and every row, column and box holds 1..N once. */
    private static boolean fits(String puzzle, String grid) {
        int n = (int) Math.round(Math.sqrt(grid.length()));
        int b = (int) Math.round(Math.sqrt(n));
        for (int i = 0; i < grid.length(); i++) {
            if (puzzle.charAt(i) != '.' && puzzle.charAt(i) != grid.charAt(i)) {
                return false;
            }
        }
        for (int k = 0; k < n; k++) {
            boolean[][] seen = new boolean[3][n + 1];
            for (int j = 0; j < n; j++) {
                int[] cells = {k * n + j, j * n + k, ((k / b) * b + j / b) * n + (k % b) * b + j % b};
                for (int h = 0; h < 3; h++) {
                    int d = grid.charAt(cells[h]) - '0';
                    if (d < 1 || d > n || seen[h][d]) {
                        return false;
                    }
                    seen[h][d] = true;
                }
            }
        }
        return true;
    }
}
