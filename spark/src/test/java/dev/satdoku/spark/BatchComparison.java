package dev.satdoku.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.satdoku.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;

/**
 * The check the Spark tests share: the job's JSON records against {@code satdoku batch --format jsonl}
 * run in-process on the same input with the same options, record for record, every field but the
 * timing {@code micros}.
 */
final class BatchComparison {

    static final ObjectMapper JSON = new ObjectMapper();

    private BatchComparison() {
    }

    /** Runs the job on the session and batch, asserts equal records (part files in input order); the job's records. */
    static List<JsonNode> compare(SparkSession spark, Path dir, Path in, String... options) throws IOException {
        Path out = dir.resolve("out-" + System.nanoTime());
        List<String> args = new ArrayList<>(List.of(in.toString(), out.toString()));
        args.addAll(List.of(options));
        SparkBatch.run(spark, SparkBatch.parse(args.toArray(String[]::new)));
        List<JsonNode> fromSpark = new ArrayList<>();
        try (Stream<Path> parts = Files.list(out)) {
            for (Path part : parts.filter(p -> p.getFileName().toString().startsWith("part-")).sorted().toList()) {
                for (String line : Files.readAllLines(part, StandardCharsets.UTF_8)) {
                    fromSpark.add(withoutMicros(JSON.readTree(line)));
                }
            }
        }
        List<JsonNode> unsorted = new ArrayList<>(fromSpark);
        fromSpark.sort(Comparator.comparingLong(n -> n.get("line").asLong()));
        assertEquals(fromSpark, unsorted, "the part files are not in input order");
        List<JsonNode> fromBatch = batch(dir, in, options);
        assertFalse(fromBatch.isEmpty());
        assertEquals(fromBatch.size(), fromSpark.size(), "record count");
        for (int i = 0; i < fromBatch.size(); i++) {
            assertEquals(fromBatch.get(i), fromSpark.get(i), "record " + i);
        }
        return fromSpark;
    }

    /** {@code satdoku batch IN --format jsonl --threads 2 [options]}'s records, without micros. */
    static List<JsonNode> batch(Path dir, Path in, String... options) throws IOException {
        Path out = dir.resolve("batch-" + System.nanoTime() + ".jsonl");
        List<String> args = new ArrayList<>(List.of("batch", in.toString(), "--format", "jsonl", "--threads", "2", "-o", out.toString()));
        args.addAll(List.of(options));
        StringWriter err = new StringWriter();
        int code = Main.execute(args.toArray(String[]::new), new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertTrue(code == 0 || code == 1, "batch failed: " + err);
        List<JsonNode> records = new ArrayList<>();
        for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
            records.add(withoutMicros(JSON.readTree(line)));
        }
        return records;
    }

    private static JsonNode withoutMicros(JsonNode n) {
        ((ObjectNode) n).remove("micros");
        return n;
    }
}
