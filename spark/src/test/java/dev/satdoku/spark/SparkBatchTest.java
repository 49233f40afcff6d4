package dev.satdoku.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark job, run on Spark's {@code local[2]} master, writes what {@code satdoku batch --format
 * jsonl} writes, record for record once both are sorted by line number (every field but the
 * timing {@code micros}): on a few thousand puzzles with bad lines, comments and a puzzle that hits
 * its time limit among them, and on 5,000 lines of the 17-clue set when ../shared is present.
 */
class SparkBatchTest {

    private static SparkSession spark;

    @TempDir
    Path dir;

    @BeforeAll
    static void startSpark() {
        spark = SparkSession.builder().master("local[2]").appName("satdoku-test")
                .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2").getOrCreate();
    }

    @AfterAll
    static void stopSpark() {
        if (spark != null) {
            spark.stop();
        }
    }

    @Test
    void sameRecordsAsBatchOnAFewThousandMixedLines() throws IOException {
        List<String> sample = Files.readAllLines(Repo.instances().resolve("batch/classic-sample.txt"));
        List<String> lines = new ArrayList<>();
        for (int round = 0; round < 30; round++) {
            lines.addAll(sample);
            lines.add("");
            lines.add("not a puzzle at all, line " + round);
            lines.add("{\"puzzle\": \"" + sample.get(5).strip() + "\"}");
        }
        lines.add("5".repeat(81)); // clashing givens: an error record
        Path in = dir.resolve("mixed.txt");
        Files.write(in, lines, StandardCharsets.UTF_8);
        List<JsonNode> records = compare(in, "--timeout", "60");
        assertTrue(records.stream().filter(n -> n.get("status").asText().equals("error")).count() >= 31, "bad lines are error records");
    }

    @Test
    void aPuzzleOverItsTimeLimitIsATimeoutRecord() throws IOException {
        // Encoding an empty 25x25 alone takes longer than a millisecond, and the budget counts from
        // the start of the question: both runs must stop it, and answer the line after it.
        Path in = dir.resolve("slow.txt");
        Files.write(in, List.of(".".repeat(625), "garbage"), StandardCharsets.UTF_8);
        List<JsonNode> records = compare(in, "--timeout", "0.001");
        assertEquals("timeout", records.get(0).get("status").asText());
        assertEquals("error", records.get(1).get("status").asText());
    }

    @Test
    void sameRecordsAsBatchWithFirstAndCount() throws IOException {
        Path in = Repo.instances().resolve("batch/classic-sample.txt");
        compare(in, "--first");
        compare(in, "--count", "3");
    }

    @Test
    void sameRecordsAsBatchOnFiveThousandSeventeenClueLines() throws IOException {
        Path set = Repo.root().resolve("../shared/data/classic/puzzles2_17_clue").normalize();
        Assumptions.assumeTrue(Files.isRegularFile(set), "../shared is not beside this clone: the 17-clue comparison needs it");
        List<String> head;
        try (Stream<String> s = Files.lines(set)) {
            head = s.limit(5000).toList();
        }
        Path in = dir.resolve("seventeen.txt");
        Files.write(in, head, StandardCharsets.UTF_8);
        compare(in);
    }

    @Test
    void parquetHoldsTheSameFields() throws IOException {
        Path in = Repo.instances().resolve("batch/classic-sample.txt");
        Path out = dir.resolve("parquet");
        SparkBatch.run(spark, SparkBatch.parse(new String[] {in.toString(), out.toString(), "--format", "parquet"}));
        List<Row> rows = new ArrayList<>(spark.read().parquet(out.toString()).collectAsList());
        rows.sort(Comparator.comparingLong(r -> r.getLong(r.fieldIndex("line"))));
        List<JsonNode> batch = BatchComparison.batch(dir, in);
        assertEquals(batch.size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            JsonNode b = batch.get(i);
            assertEquals(b.get("line").asLong(), r.getLong(r.fieldIndex("line")));
            assertEquals(b.get("status").asText(), r.getString(r.fieldIndex("status")));
            StringBuilder solution = new StringBuilder();
            b.path("solution").path("digits").forEach(d -> solution.append(d.asInt()));
            assertEquals(solution.toString(), r.getString(r.fieldIndex("solution")));
            assertEquals(b.get("clauses").asLong(), r.getLong(r.fieldIndex("clauses")));
        }
    }

    @Test
    void argumentMistakesAreOneLineMessages() {
        assertThrows(IllegalArgumentException.class, () -> SparkBatch.parse(new String[] {"in"}));
        assertThrows(IllegalArgumentException.class, () -> SparkBatch.parse(new String[] {"in", "out", "--first", "--count", "2"}));
        assertThrows(IllegalArgumentException.class, () -> SparkBatch.parse(new String[] {"in", "out", "--count", "0"}));
        assertThrows(IllegalArgumentException.class, () -> SparkBatch.parse(new String[] {"in", "out", "--timeout", "-1"}));
        assertThrows(IllegalArgumentException.class, () -> SparkBatch.parse(new String[] {"in", "out", "--format", "csv"}));
        assertThrows(IllegalArgumentException.class, () -> SparkBatch.parse(new String[] {"in", "out", "--bogus"}));
        assertEquals(2, SparkBatch.parse(new String[] {"in", "out"}).limit());
    }

    private List<JsonNode> compare(Path in, String... options) throws IOException {
        return BatchComparison.compare(spark, dir, in, options);
    }
}
