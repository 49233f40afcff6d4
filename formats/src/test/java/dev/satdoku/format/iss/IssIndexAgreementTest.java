package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.syntax.InputException;
import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The Cracking the Cryptic puzzles of ../shared/data/iss-index/ctc-index-dev.jsonl, read as ISS strings:
 * every puzzle that satdoku reads and that ISS answered there ({@code iss_local}: ISS run on this
 * project's machine type) gets ISS's verdict, and a unique one ISS's solution. A different verdict or
 * solution fails: the puzzle means something else here than in ISS. A refusal (an item satdoku cannot
 * read) fails too, naming the item, since every puzzle of the set is read ({@link #REFUSALS_FAIL}). A
 * puzzle read with warnings is compared like any other: had a warning left out part of it, its verdict
 * would show it. A satdoku timeout, or a puzzle ISS did not finish, has no verdict to compare and is skipped
 * with that reason. Without the data file (a clone without ../shared) every test is skipped.
 *
 * <p>In the slow tier (CI, {@code -P slow}): the set's searches, one of them up to the per-puzzle limit,
 * take about two minutes on the 2-core machine, while the importer's everyday tests ({@code Iss*Test})
 * take seconds. After a change to the ISS reader, run it by name with {@code -P slow -Dtest=IssIndexAgreementTest}.
 */
@Tag("slow")
class IssIndexAgreementTest {

    /** Whether a puzzle satdoku refuses, that ISS reads, fails the test (false would only report it as skipped). */
    static final boolean REFUSALS_FAIL = true;

    /** Per-puzzle limit; every puzzle of the set took satdoku well under it on the 2-core machine. */
    private static final Duration LIMIT = Duration.ofSeconds(60);

    private static final ObjectMapper JSON = new ObjectMapper();

    static Path data() {
        String prop = System.getProperty("satdoku.shared");
        Path shared = prop != null ? Path.of(prop) : Repo.root().toAbsolutePath().getParent().resolve("shared");
        return shared.resolve("data/iss-index/ctc-index-dev.jsonl");
    }

    @TestFactory
    Stream<DynamicTest> everyReadPuzzleHasIssVerdictAndSolution() throws IOException {
        Path file = data();
        if (!Files.isRegularFile(file)) {
            return Stream.of(dynamicTest("ctc-index-dev.jsonl (skipped: no " + file + ")",
                    () -> Assumptions.abort("no " + file + " (a clone without ../shared)")));
        }
        List<DynamicTest> tests = new ArrayList<>();
        int lineNo = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNo++;
            if (line.isBlank()) {
                continue;
            }
            JsonNode j = JSON.readTree(line);
            String name = lineNo + " " + j.path("id").asText() + " " + j.path("title").asText();
            String input = j.path("input").asText();
            JsonNode iss = j.path("iss_local");
            String where = file + ":" + lineNo;
            tests.add(dynamicTest(name, () -> agrees(input, where, iss.path("status").asText(), iss.path("solution").asText(""))));
        }
        return tests.stream();
    }

    private static void agrees(String input, String where, String issStatus, String issSolution) {
        Puzzle p;
        try {
            List<Puzzle> read = PuzzleReader.readText(input, where, false);
            assertEquals(1, read.size(), "one puzzle per ISS string");
            p = read.get(0);
        } catch (InputException e) {
            if (REFUSALS_FAIL) {
                fail("satdoku refuses a puzzle ISS reads: " + e.getMessage());
            }
            Assumptions.abort("refused: " + e.getMessage());
            return;
        }
        Assumptions.assumeFalse(issStatus.equals("timeout"), "ISS found no solution within its limit: nothing to compare");
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 2, LIMIT);
        Assumptions.assumeFalse(r.verdict() == Verdict.TIMEOUT, "satdoku timed out after " + LIMIT.toSeconds() + " s");
        String verdict = r.verdict().name().toLowerCase(Locale.ROOT);
        if (issStatus.equals("timeout-after-first")) {
            // ISS found a solution and then ran out of time proving uniqueness.
            assertNotEquals("none", verdict, "ISS found a solution");
            return;
        }
        assertEquals(issStatus, verdict, "verdict (ISS's first, satdoku's second)");
        if (r.verdict() == Verdict.UNIQUE && !issSolution.isEmpty() && p.layout().maxValue() <= 9) {
            assertEquals(issSolution, DigitCodec.toLine(r.solutions().get(0).digits()), "the unique solution");
        }
    }
}
