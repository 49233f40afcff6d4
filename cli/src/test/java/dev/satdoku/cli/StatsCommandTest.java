package dev.satdoku.cli;

import static dev.satdoku.cli.Cli.instance;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.encode.EncodingOption;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.testing.Repo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatsCommandTest {

    private static final String WIKI = instance("classic/9x9-wikipedia.sudoku");

    /** The CSV rows (header first) as lists of cells. */
    private static List<List<String>> rows(Cli r) {
        return r.out().lines().map(l -> Arrays.asList(l.split(",", -1))).toList();
    }

    @Test
    void csvGivesOneRowPerCombinationWithTheReferenceSizes() {
        Cli r = Cli.run("stats", "--csv", "--quiet", "--encodings", "houses=minimal,complete;simplify=off", WIKI);
        assertEquals(0, r.code(), r.toString());
        List<List<String>> rows = rows(r);
        assertEquals(3, rows.size(), r.toString());
        List<String> header = rows.get(0);
        int houses = header.indexOf("houses");
        int clauses = header.indexOf("clauses");
        int reference = header.indexOf("L&O clauses");
        int givens = header.indexOf("cl:givens");
        assertTrue(houses >= 0 && clauses >= 0 && reference >= 0 && givens >= 0, header.toString());
        // The wikipedia puzzle has 30 givens: one unit clause each on top of the empty grid's encoding.
        assertEquals(List.of("minimal", "8859", "8859", "30"),
                List.of(rows.get(1).get(houses), rows.get(1).get(clauses), rows.get(1).get(reference), rows.get(1).get(givens)));
        assertEquals(List.of("complete", "12018", "12018"),
                List.of(rows.get(2).get(houses), rows.get(2).get(clauses), rows.get(2).get(reference)));
        assertTrue(r.err().contains("8,829 clauses"), r.err());
    }

    @Test
    void eachIsTheDefaultAndSolvingAddsEffortColumns() {
        Cli r = Cli.run("stats", "--solve", "--quiet", instance("classic/9x9-forum-hardest.sudoku"));
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("conflicts") && r.out().contains("solve ms"), r.out());
        long rows = r.out().lines().filter(l -> l.startsWith("direct ") || l.startsWith("order ") || l.startsWith("both ")).count();
        // the default and every single change of cell (2), amo (4), houses (1), simplify (1) and
        // intersections (1); the sum, renban, skyscraper... choices give this classic puzzle the same CNF,
        // so they are named, not measured
        assertEquals(10, rows, r.out());
        assertTrue(r.out().contains("not measured, the CNF being the same") && r.out().contains("sum=adder")
                && r.out().contains("renban=pairs"), r.out());
        assertTrue(r.out().contains("Lynce and Ouaknine"), r.out());
    }

    @Test
    void aDirectoryIsASetAndVariantFamiliesAreBrokenDown(@TempDir Path dir) throws Exception {
        Files.copy(Path.of(instance("variants/sigh-017.sudoku")), dir.resolve("a.sudoku"));
        Files.copy(Path.of(instance("classic/9x9-wikipedia.sudoku")), dir.resolve("b.sudoku"));
        Files.writeString(dir.resolve("b.expected"), "not a puzzle");
        Cli r = Cli.run("stats", "--markdown", "--quiet", "--encodings", "sum=table,adder", dir.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("2 puzzles"), r.out());
        assertTrue(r.out().contains("| cl:cage |") || r.out().contains(" cl:cage "), r.out());
        assertTrue(r.out().contains("| adder |"), r.out());
        assertFalse(r.out().contains("L&O"), "a killer is not classic: no reference column\n" + r.out());
    }

    @Test
    void thePlotIsAnSvgWrittenAtomically(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("chart.svg");
        Cli r = Cli.run("stats", "--solve", "--quiet", "--encodings", "amo=pairwise,binary", "--plot", svg.toString(),
                instance("classic/9x9-msolve-hardest.sudoku"));
        assertEquals(0, r.code(), r.toString());
        String text = Files.readString(svg);
        assertTrue(text.startsWith("<svg") && text.contains("amo=binary") && text.contains("</svg>"), text);
        Cli again = Cli.run("stats", "--solve", "--quiet", "--encodings", "default", "--plot", svg.toString(), WIKI);
        assertEquals(1, again.code(), again.toString());
        assertTrue(again.err().contains("already exists"), again.err());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }

    /** A chart named .png is a PNG (it used to be SVG text under a .png name); other names are refused. */
    @Test
    void aPngPlotIsARealPng(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("chart.png");
        Cli r = Cli.run("stats", "--solve", "--quiet", "--encodings", "default", "--plot", png.toString(), WIKI);
        assertEquals(0, r.code(), r.toString());
        byte[] bytes = Files.readAllBytes(png);
        byte[] magic = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
        assertTrue(bytes.length > 1000 && java.util.Arrays.equals(magic, java.util.Arrays.copyOf(bytes, 8)),
                "PNG signature, got " + new String(bytes, 0, Math.min(bytes.length, 40), java.nio.charset.StandardCharsets.ISO_8859_1));
        var image = javax.imageio.ImageIO.read(png.toFile());
        assertTrue(image != null && image.getWidth() > 100 && image.getHeight() > 100, "a readable picture: " + image);

        Path other = dir.resolve("chart.pdf");
        Cli refused = Cli.run("stats", "--solve", "--quiet", "--encodings", "default", "--plot", other.toString(), WIKI);
        assertEquals(2, refused.code(), refused.toString());
        assertTrue(refused.err().contains("must end in .svg or .png"), refused.err());
        assertFalse(Files.exists(other));
    }

    /** --repeat N solves each puzzle N times; --per-puzzle gives one row per puzzle with its median, min and max. */
    @Test
    void repeatsGiveEachPuzzleAMedianBetweenItsFastestAndSlowestRun(@TempDir Path dir) throws Exception {
        Files.copy(Path.of(instance("classic/9x9-forum-hardest.sudoku")), dir.resolve("a.sudoku"));
        Files.copy(Path.of(instance("classic/9x9-wikipedia.sudoku")), dir.resolve("b.sudoku"));
        Cli r = Cli.run("stats", "--solve", "--quiet", "--csv", "--repeat", "3", "--per-puzzle", "--encodings",
                "amo=pairwise,sequential", dir.toString());
        assertEquals(0, r.code(), r.toString());
        List<List<String>> rows = rows(r);
        List<String> header = rows.get(0);
        assertEquals(5, rows.size(), "one row per puzzle and combination, nothing else in CSV: " + r.out());
        int runs = header.indexOf("runs");
        int median = header.indexOf("median ms");
        int min = header.indexOf("min ms");
        int max = header.indexOf("max ms");
        int verdict = header.indexOf("verdict");
        int puzzle = header.indexOf("puzzle");
        assertTrue(runs >= 0 && median >= 0 && min >= 0 && max >= 0 && verdict >= 0 && puzzle >= 0, header.toString());
        for (List<String> row : rows.subList(1, rows.size())) {
            assertEquals("3", row.get(runs), row.toString());
            assertEquals("unique", row.get(verdict), row.toString());
            double lo = Double.parseDouble(row.get(min).replace(",", ""));
            double mid = Double.parseDouble(row.get(median).replace(",", ""));
            double hi = Double.parseDouble(row.get(max).replace(",", ""));
            // Times themselves are not asserted (tests never time things): only that the median lies between.
            assertTrue(lo <= mid && mid <= hi, row.toString());
        }
        assertTrue(r.err().contains("3 runs per puzzle") && r.err().contains("no run timed out"), r.err());

        Cli text = Cli.run("stats", "--solve", "--quiet", "--repeat", "2", "--encodings", "default", dir.toString());
        assertEquals(0, text.code(), text.toString());
        assertTrue(text.out().contains("median ms") && text.out().contains("spread"), text.out());
    }

    /** A run stopped by the limit counts at the limit and is marked as a lower bound, and the note says so. */
    @Test
    void timeoutsEnterTheMeanAtTheLimitAndAreSaidToBeALowerBound() {
        // SAT4J needs about a minute for this puzzle, so half a second is sure to stop it.
        String hard = Repo.instances().resolve("../scripts/hard-instances/sigh-082.sudoku").normalize().toString();
        Cli r = Cli.run("stats", "--solve", "--quiet", "--per-puzzle", "--timeout", "0.5", "--encodings", "default", hard);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("1 run timed out") && r.out().contains("lower bound"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.contains("timeout") && l.contains(">")), r.out());
    }

    @Test
    void thePlotHasLogAxesWhenTimesSpanDecadesAndALegendNamingEveryPoint(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("log.svg");
        Cli r = Cli.run("stats", "--solve", "--quiet", "--encodings", "amo=pairwise,binary", "--plot-axes", "log", "--plot",
                svg.toString(), instance("classic/9x9-msolve-hardest.sudoku"));
        assertEquals(0, r.code(), r.toString());
        String text = Files.readString(svg);
        assertTrue(text.contains("(log scale)") && text.contains("combinations"), text);
        assertTrue(text.contains("amo=binary") && text.contains("amo=pairwise"), text);
    }

    @Test
    void mistakesInTheNewOptionsAreUsageErrors() {
        assertEquals(2, Cli.run("stats", "--solve", "--repeat", "0", WIKI).code());
        Cli noSolve = Cli.run("stats", "--repeat", "2", WIKI);
        assertEquals(2, noSolve.code(), noSolve.toString());
        assertTrue(noSolve.err().contains("--repeat needs --solve"), noSolve.err());
        assertEquals(2, Cli.run("stats", "--per-puzzle", WIKI).code());
        Cli axes = Cli.run("stats", "--solve", "--plot-axes", "square", WIKI);
        assertEquals(2, axes.code(), axes.toString());
        assertTrue(axes.err().contains("choose one of auto, linear, log"), axes.err());
    }

    @Test
    void mistakesAreUsageErrors() {
        Cli bad = Cli.run("stats", "--encodings", "amo=pairwize", WIKI);
        assertEquals(2, bad.code(), bad.toString());
        assertTrue(bad.err().contains("choose one of pairwise, sequential, commander, product, binary"), bad.err());
        assertEquals(2, Cli.run("stats", "--csv", "--markdown", WIKI).code());
        assertEquals(2, Cli.run("stats", "--plot", "x.svg", WIKI).code());
        assertEquals(2, Cli.run("solve", WIKI, "--cell", "unary").code());
    }

    @Test
    void everyLabOptionIsAcceptedBySolveEncodeAndBatch(@TempDir Path dir) throws Exception {
        String[] lab = {"--cell", "order", "--amo", "product", "--houses", "minimal", "--sum", "adder", "--no-simplify"};
        Cli solve = Cli.run(concat(new String[] {"solve", instance("variants/sigh-017.sudoku")}, lab));
        assertEquals(0, solve.code(), solve.toString());
        assertTrue(solve.out().contains("unique"), solve.out());
        Cli encode = Cli.run(concat(new String[] {"encode", WIKI}, lab));
        assertEquals(0, encode.code(), encode.toString());
        assertTrue(encode.out().contains("encoding: cell=order amo=product houses=minimal"), encode.out().lines().limit(3).toList().toString());
        Path lines = dir.resolve("two.txt");
        Files.writeString(lines, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
                + "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n");
        Cli batch = Cli.run(concat(new String[] {"batch", lines.toString()}, lab));
        assertEquals(0, batch.code(), batch.toString());
        assertEquals(2, batch.out().lines().filter(l -> l.contains(",unique,")).count(), batch.out());
    }

    /** The option list scripts/encodings-report.py builds its table from: every option, as the code declares it. */
    @Test
    void listOptionsPrintsEveryEncodingOptionWithItsValuesAndDefault() throws Exception {
        Cli r = Cli.run("stats", "--list-options");
        assertEquals(0, r.code(), r.toString());
        List<String> lines = r.out().lines().toList();
        assertEquals(EncodingOptions.ALL.size(), lines.size(), r.toString());
        ObjectMapper json = new ObjectMapper();
        for (int i = 0; i < lines.size(); i++) {
            JsonNode o = json.readTree(lines.get(i));
            EncodingOption<?> option = EncodingOptions.ALL.get(i);
            assertEquals(option.name(), o.get("name").asText());
            assertEquals(option.cli().names().get(0), o.get("cli").get(0).asText());
            assertFalse(o.get("help").asText().contains("${"), "picocli variables resolved: " + o);
            assertEquals(option.values().size(), o.get("values").size(), o.toString());
        }
        JsonNode repeatSums = json.readTree(lines.get(EncodingOptions.ALL.indexOf(EncodingOptions.REPEAT_SUMS)));
        assertEquals("segment-sets", repeatSums.get("default").asText());
        assertTrue(repeatSums.get("help").asText().contains("(default: segment-sets)"), repeatSums.toString());
        for (JsonNode v : repeatSums.get("values")) {
            assertFalse(v.get("summary").asText().isBlank(), "every choice says what it does: " + v);
        }
    }

    @Test
    void withoutListOptionsAPuzzleIsRequired() {
        Cli r = Cli.run("stats");
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().contains("PUZZLE|SET"), r.toString());
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
