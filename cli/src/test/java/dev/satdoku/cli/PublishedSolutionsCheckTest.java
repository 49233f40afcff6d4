package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.format.ExpectedResult;
import dev.satdoku.format.SolutionText;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Instance;
import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code satdoku check} accepts every published solution: every puzzle in instances/ with a solution
 * in its .expected file (and the batch sample's), and, when ../shared/data is present, every
 * published puzzle there that comes with a solution, given to check as a user would give it (the
 * f-puzzles link, the ISS string). A rejection is a wrong verdict of the checker or a misread
 * puzzle. The classic sets in ../shared/data publish no solutions; SudokuPad short links
 * (sudokupad.app/ID) need the network; both are named as skipped.
 */
class PublishedSolutionsCheckTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path tmp;

    /** One check: the PUZZLE argument and the solution as check reads it (a grid, one row per line). */
    private static DynamicTest check(String name, String puzzle, String solutionText) {
        return dynamicTest(name, () -> {
            Path file = Files.createTempFile(tmp, "solution", ".txt");
            Files.writeString(file, solutionText);
            Cli r = Cli.run("check", puzzle, file.toString());
            assertEquals(0, r.code(), () -> name + ": the published solution is rejected\n" + r);
            assertTrue(r.out().contains("valid: the solution satisfies every rule"), r::toString);
        });
    }

    /**
     * The same, and as a control that the check can fail at all: the first two cells swapped (two
     * different digits, so both columns now repeat one) must be rejected.
     */
    private static List<DynamicTest> checkWithControl(String name, String puzzle, int[] digits) {
        int n = (int) Math.round(Math.sqrt(digits.length));
        int[] swapped = digits.clone();
        swapped[0] = digits[1];
        swapped[1] = digits[0];
        return List.of(check(name, puzzle, grid(digits)), dynamicTest(name + " (control: two cells swapped)", () -> {
            Path file = Files.createTempFile(tmp, "wrong", ".txt");
            Files.writeString(file, grid(swapped));
            Cli r = Cli.run("check", puzzle, file.toString());
            assertEquals(1, r.code(), () -> name + ": a broken solution is accepted (" + n + "x" + n + ")\n" + r);
            assertTrue(r.out().contains("invalid"), r::toString);
        }));
    }

    /** Row-major digits as grid rows; digits above 9 are written as numbers, space-separated. */
    private static String grid(int[] digits) {
        int n = (int) Math.round(Math.sqrt(digits.length));
        assertEquals(n * n, digits.length, "a square number of digits");
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (n > 9 && c > 0) {
                    sb.append(' ');
                }
                sb.append(digits[r * n + c]);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** A solution string: digits, then letters (A = {@code letterA}: 10 in f-puzzles files, 1 in ISS's 16x16). */
    private static int[] digits(String s, int letterA) {
        IntUnaryOperator value = ch -> ch >= 'A' ? ch - 'A' + letterA : ch - '0';
        return s.chars().map(value).toArray();
    }

    @TestFactory
    List<DynamicTest> instancesSolutionsAreAccepted() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Instance instance : Instance.everything()) {
            Puzzle puzzle = instance.puzzle();
            ExpectedResult expected = instance.expected(puzzle);
            int k = 0;
            for (Solution s : expected.solutions()) {
                tests.add(check("instances/" + instance.name() + " solution " + ++k, instance.file().toString(),
                        SolutionText.format(s)));
            }
        }
        assertTrue(tests.size() >= 60, "the instances carry solutions: " + tests.size());
        Path sample = Repo.instances().resolve("batch");
        List<String> puzzles = Files.readAllLines(sample.resolve("classic-sample.txt"), StandardCharsets.UTF_8);
        for (String line : Files.readAllLines(sample.resolve("classic-sample.expected"), StandardCharsets.UTF_8)) {
            String[] f = line.split(" ");
            if (line.startsWith("#") || f.length < 3) {
                continue;
            }
            int lineNo = Integer.parseInt(f[0]);
            String name = "instances/batch/classic-sample.txt line " + lineNo;
            if (tests.stream().noneMatch(t -> t.getDisplayName().startsWith("instances/batch/"))) {
                tests.addAll(checkWithControl(name, puzzles.get(lineNo - 1), digits(f[2], 10)));
            } else {
                tests.add(check(name, puzzles.get(lineNo - 1), grid(digits(f[2], 10))));
            }
        }
        return tests;
    }

    /** ../shared/data beside the repository (a user's clone has none). */
    private static Path shared() {
        String prop = System.getProperty("satdoku.shared");
        Path p = prop != null ? Path.of(prop) : Repo.root().toAbsolutePath().getParent().resolve("shared");
        return p.resolve("data");
    }

    private static JsonNode json(Path p) {
        try {
            return JSON.readTree(Files.readString(p, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<JsonNode> jsonLines(Path p) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                out.add(JSON.readTree(line));
            }
        }
        return out;
    }

    private static DynamicTest skipped(String name, String why) {
        // The reason is in the name too: some reports drop an aborted test's message.
        return dynamicTest(name + " (skipped: " + why + ")", () -> Assumptions.abort(why));
    }

    @TestFactory
    List<DynamicTest> sharedPublishedSolutionsAreAccepted() throws IOException {
        Path data = shared();
        List<DynamicTest> tests = new ArrayList<>();
        if (!Files.isDirectory(data)) {
            tests.add(skipped("../shared/data", data + " is not present (a clone without the shared data): only the "
                    + "instances part ran"));
            return tests;
        }
        String fpuzzlesLink = "https://www.f-puzzles.com/?load=";

        // f-puzzles files: the wrapper's solutionRows (numbers), or the document's own `solution` array.
        Path fp = data.resolve("fpuzzles");
        if (Files.isDirectory(fp)) {
            try (var files = Files.list(fp)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                    JsonNode w = json(f);
                    List<JsonNode> entries = new ArrayList<>();
                    if (w.has("entries")) {
                        w.get("entries").forEach(entries::add);
                    } else {
                        entries.add(w);
                    }
                    int k = 0;
                    for (JsonNode e : entries) {
                        k++;
                        int[] solution;
                        if (e.path("puzzle").has("solution")) {
                            solution = new int[e.get("puzzle").get("solution").size()];
                            for (int i = 0; i < solution.length; i++) {
                                solution[i] = Integer.parseInt(e.get("puzzle").get("solution").get(i).asText());
                            }
                        } else if (e.has("solutionRows")) {
                            List<Integer> all = new ArrayList<>();
                            e.get("solutionRows").forEach(row -> row.forEach(d -> all.add(d.asInt())));
                            solution = all.stream().mapToInt(Integer::intValue).toArray();
                        } else {
                            tests.add(skipped("fpuzzles/" + f.getFileName() + " #" + k, "no published solution"));
                            continue;
                        }
                        tests.addAll(checkWithControl("fpuzzles/" + f.getFileName() + (entries.size() > 1 ? " #" + k : ""),
                                fpuzzlesLink + e.get("payload").asText(), solution));
                    }
                }
            }
            tests.add(skipped("fpuzzles/sudokupad/scl-introduction-to-counting-circles", "the data holds no solution for it"));
        }

        // ISS strings with their solutions.
        Path iss = data.resolve("variant");
        for (String file : List.of("iss-examples.jsonl", "iss-hard-collections.jsonl")) {
            Path p = iss.resolve(file);
            if (!Files.exists(p)) {
                tests.add(skipped("variant/" + file, "not present"));
                continue;
            }
            int without = 0;
            for (JsonNode e : jsonLines(p)) {
                if (e.path("solution").isNull() || e.path("solution").asText().isEmpty()) {
                    without++;
                    continue;
                }
                String s = e.get("solution").asText();
                tests.addAll(checkWithControl("variant/" + file + " " + e.path("collection").asText("") + "/"
                        + e.get("name").asText(), e.get("input").asText(), digits(s, s.length() > 81 ? 1 : 10)));
            }
            if (without > 0) {
                tests.add(skipped("variant/" + file + ": " + without + " puzzles", "published without a solution"));
            }
        }

        Path sigh = data.resolve("variants/sigh-interactive-sudoku-solver/entries_selected.json");
        if (Files.exists(sigh)) {
            for (JsonNode e : json(sigh)) {
                tests.add(check("variants/entries_selected " + e.get("index").asInt() + " " + e.path("name").asText(""),
                        e.get("input").asText(), grid(digits(e.get("solution").asText(), 10))));
            }
        }

        // The seed instances: their original ISS strings and full f-puzzles links (the other entries are
        // transcriptions, checked as instances/variants); SudokuPad short links need the network.
        Path seeds = data.resolve("variants/seed_instances.json");
        if (Files.exists(seeds)) {
            int shortLinks = 0;
            for (JsonNode e : json(seeds)) {
                String id = e.get("id").asText();
                if (!e.hasNonNull("solution")) {
                    tests.add(skipped("variants/seed_instances " + id, "no single published solution"));
                    continue;
                }
                String grid = grid(digits(e.get("solution").asText(), 10));
                if (e.hasNonNull("original_input")) {
                    tests.add(check("variants/seed_instances " + id + " (ISS)", e.get("original_input").asText(), grid));
                }
                for (JsonNode link : e.path("puzzle_links")) {
                    String url = link.asText();
                    if (url.contains("f-puzzles.com/?load=")) {
                        tests.add(check("variants/seed_instances " + id + " (f-puzzles link)", url, grid));
                    } else if (url.contains("sudokupad.app/") || url.contains("crackingthecryptic.com/")) {
                        shortLinks++;
                    }
                }
            }
            tests.add(skipped("variants/seed_instances: " + shortLinks + " SudokuPad short links",
                    "a short link names a puzzle stored online; the test has no network"));
        }
        tests.add(skipped("classic/*", "the tdoku classic sets publish no solutions"));
        return tests;
    }
}
