package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.connect.RegionNaming;
import dev.satdoku.encoding.connect.RegionSizes;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import dev.satdoku.syntax.DigitCodec;
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
import org.junit.jupiter.api.TestFactory;

/**
 * The chaos-construction puzzles of ../shared/data/iss-index/ctc-index-dev.jsonl under the default
 * encoding options and with each other value of the chaos options ({@code --chaos-regions},
 * {@code --chaos-sizes}): ISS's verdict and solution, where {@link IssIndexAgreementTest} would skip a puzzle
 * satdoku did not finish. Running out of the (generous) limit fails here: it would leave the verdict
 * unchecked. Without the data file every test is skipped.
 */
class IssChaosIndexTest {

    /** Far above what the default encoding needs; only there so a regression fails rather than hangs. */
    private static final Duration LIMIT = Duration.ofSeconds(600);

    /**
     * The defaults, then each other value of one chaos option ({@code --chaos-regions},
     * {@code --chaos-sizes}) with the rest at the defaults (one option at a time: the slowest pairs
     * take minutes on Chaotic Zippers).
     */
    private static final List<EncodingOptions> CHAOS_VARIANTS = chaosVariants();

    private static List<EncodingOptions> chaosVariants() {
        EncodingOptions d = EncodingOptions.DEFAULTS;
        List<EncodingOptions> out = new ArrayList<>(List.of(d));
        for (RegionNaming naming : RegionNaming.values()) {
            if (naming != d.chaosRegions()) {
                out.add(d.with(EncodingOptions.CHAOS_REGIONS, naming));
            }
        }
        for (RegionSizes sizes : RegionSizes.values()) {
            if (sizes != d.chaosSizes()) {
                out.add(d.with(EncodingOptions.CHAOS_SIZES, sizes));
            }
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> chaosPuzzlesHaveIssVerdictAndSolution() throws IOException {
        Path file = IssIndexAgreementTest.data();
        if (!Files.isRegularFile(file)) {
            return Stream.of(dynamicTest("ctc-index-dev.jsonl (skipped: no " + file + ")",
                    () -> Assumptions.abort("no " + file + " (a clone without ../shared)")));
        }
        ObjectMapper json = new ObjectMapper();
        List<DynamicTest> tests = new ArrayList<>();
        int lineNo = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNo++;
            if (line.isBlank()) {
                continue;
            }
            JsonNode j = json.readTree(line);
            boolean chaos = false;
            for (JsonNode type : j.path("constraint_types")) {
                chaos |= type.asText().equals("ChaosConstruction");
            }
            JsonNode iss = j.path("iss_local");
            String status = iss.path("status").asText();
            if (!chaos || !(status.equals("unique") || status.equals("multiple") || status.equals("none"))) {
                continue;
            }
            String where = file + ":" + lineNo;
            String input = j.path("input").asText();
            String solution = iss.path("solution").asText("");
            for (EncodingOptions options : CHAOS_VARIANTS) {
                String variant = options == EncodingOptions.DEFAULTS ? "defaults"
                        : "chaos-regions=" + options.chaosRegions() + " chaos-sizes=" + options.chaosSizes();
                tests.add(dynamicTest(lineNo + " " + j.path("id").asText() + " " + j.path("title").asText() + " (" + variant + ")", () -> {
                    List<Puzzle> read = PuzzleReader.readText(input, where, false);
                    assertEquals(1, read.size(), "one puzzle per ISS string");
                    SolveReport r = PuzzleSolver.sat4j(options).solve(read.get(0), 2, LIMIT);
                    assertFalse(r.verdict() == Verdict.TIMEOUT, "no verdict within " + LIMIT.toSeconds() + " s");
                    assertEquals(status, r.verdict().name().toLowerCase(Locale.ROOT), "verdict (ISS's first, satdoku's second)");
                    if (r.verdict() == Verdict.UNIQUE && !solution.isEmpty()) {
                        assertEquals(solution, DigitCodec.toLine(r.solutions().get(0).digits()), "the unique solution");
                    }
                }));
            }
        }
        assertFalse(tests.isEmpty(), "the dev set has chaos-construction puzzles ISS answered");
        return tests.stream();
    }
}
