package dev.satdoku.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job on Spark's {@code local-cluster[2,1,1024]} master: a standalone Master and two Workers in this
 * JVM, each Worker starting its executor as a JVM of its own. Unlike {@code local[2]}, where tasks run
 * in the driver's JVM, every task function, puzzle line and result record here is serialised across
 * processes, as on a real cluster; the records must still equal {@code satdoku batch}'s. The executors
 * get this JVM's class path (the job's classes are not packaged into satdoku-spark.jar before the
 * tests run); the Workers find an otherwise empty Spark home through SPARK_HOME, which the spark
 * module's surefire configuration sets.
 */
class SparkClusterTest {

    private static SparkSession spark;
    private static final Set<String> TASK_EXECUTORS = ConcurrentHashMap.newKeySet();

    @TempDir
    Path dir;

    @BeforeAll
    static void startCluster() throws IOException, InterruptedException {
        String home = System.getenv("SPARK_HOME");
        assertTrue(home != null, "SPARK_HOME is not set: run this test through Maven (the spark module's surefire sets it)");
        // The Workers build each executor's command from SPARK_HOME/jars, which must exist; Spark's own
        // jars reach the executors through the class path below instead.
        Files.createDirectories(Path.of(home, "jars"));
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        spark = SparkSession.builder().master("local-cluster[2,1,1024]").appName("satdoku-cluster-test")
                .config("spark.ui.enabled", "false").config("spark.driver.host", "127.0.0.1")
                .config("spark.executor.memory", "512m").config("spark.executor.extraClassPath", classPath)
                .getOrCreate();
        spark.sparkContext().addSparkListener(new SparkListener() {
            @Override
            public void onTaskEnd(SparkListenerTaskEnd end) {
                TASK_EXECUTORS.add(end.taskInfo().executorId());
            }
        });
        // Tasks go to whichever executors have registered; wait for both (the driver counts as one more).
        long deadline = System.nanoTime() + 90_000_000_000L;
        while (spark.sparkContext().getExecutorMemoryStatus().size() < 3) {
            assertTrue(System.nanoTime() < deadline, "the two executors did not register within 90 s");
            Thread.sleep(200);
        }
    }

    @AfterAll
    static void stopCluster() {
        if (spark != null) {
            spark.stop();
        }
    }

    @Test
    void sameRecordsAsBatchWithTasksOnTwoExecutorJvms() throws IOException, InterruptedException {
        List<String> sample = Files.readAllLines(Repo.instances().resolve("batch/classic-sample.txt"));
        List<String> lines = new ArrayList<>();
        for (int round = 0; round < 2; round++) {
            lines.addAll(sample);
            lines.add("not a puzzle, line " + round);
        }
        lines.add("5".repeat(81)); // clashing givens
        Path in = dir.resolve("mixed.txt");
        Files.write(in, lines, StandardCharsets.UTF_8);
        List<JsonNode> records = BatchComparison.compare(spark, dir, in, "--timeout", "60");
        assertEquals(3, records.stream().filter(n -> n.get("status").asText().equals("error")).count(), "bad lines are error records");
        // Task-end events reach the listener asynchronously.
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (TASK_EXECUTORS.size() < 2 && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertEquals(2, TASK_EXECUTORS.size(), "tasks ran on " + TASK_EXECUTORS);
        assertTrue(!TASK_EXECUTORS.contains("driver"), "no task ran in the driver: " + TASK_EXECUTORS);
    }
}
