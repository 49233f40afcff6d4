package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.testing.Repo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The README's batch example, {@code instances/batch/classic-sample.txt}: every result line equals
 * the stored result of the independent reference solver (status and solution, by line number), with
 * one thread and with several.
 */
class BatchSampleTest {

    private static final Path SAMPLE = Repo.instances().resolve("batch/classic-sample.txt");
    private static final Path EXPECTED = Repo.instances().resolve("batch/classic-sample.expected");

    @ParameterizedTest
    @ValueSource(ints = {1, 3})
    void everyLineMatchesTheReferenceSolver(int threads) throws Exception {
        Map<String, String> expected = new LinkedHashMap<>();
        for (String line : Files.readAllLines(EXPECTED)) {
            if (!line.startsWith("#") && !line.isBlank()) {
                String[] f = line.split(" ");
                expected.put(f[0], f[1] + "," + f[2]);
            }
        }
        assertEquals(100, expected.size(), "the sample has 100 puzzles");

        Cli run = Cli.run("batch", SAMPLE.toString(), "--threads", String.valueOf(threads), "--format", "csv");
        assertEquals(0, run.code(), run.toString());
        Map<String, String> actual = new LinkedHashMap<>();
        String[] rows = run.out().split("\n");
        assertEquals("line,puzzle,status,solution,count,variables,clauses,micros,error,warnings,complete,unread", rows[0]);
        for (int i = 1; i < rows.length; i++) {
            String[] f = rows[i].split(",", -1);
            actual.put(f[0], f[2] + "," + f[3]);
        }
        // Same lines, same order, same statuses and solutions.
        assertEquals(String.join("\n", expected.keySet()), String.join("\n", actual.keySet()));
        assertEquals(expected, actual);
    }
}
