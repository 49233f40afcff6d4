package dev.satdoku.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The memory bound per question: a question whose estimate is over the configured limit is answered
 * 413 with the limit named, one under it is answered, and questions that together exceed the budget
 * wait for each other instead of running at once.
 */
class QuestionMemoryTest {

    private static final long MB = 1024L * 1024;
    private static final String EMPTY_16 = "size 16\n";

    @Test
    void aQuestionOverTheLimitGetsAClearAnswerAndOneUnderItIsAnswered() throws Exception {
        // The classic 9x9 estimate is about 2 MB, an empty 16x16's about 18 MB.
        int classic = QuestionMemory.estimateMb(NativeParser.parse(WorkbenchClient.file(ApiTest.ODD_EVEN), "x"), EncodingOptions.DEFAULTS);
        int big = QuestionMemory.estimateMb(NativeParser.parse(EMPTY_16, "x"), EncodingOptions.DEFAULTS);
        int limit = classic + 1;
        assertTrue(big > limit, big + " MB against " + limit);
        try (Workbench bench = Workbench.start(Workbench.Settings.loopback(0).withQuestionMemory(limit), "test", System.err)) {
            WorkbenchClient client = new WorkbenchClient(bench);
            var refused = client.post("/api/solve", WorkbenchClient.question(EMPTY_16));
            assertEquals(413, refused.status());
            assertTrue(refused.error().contains("this question needs more than " + limit + " MB"), refused.error());
            assertTrue(refused.error().contains("--question-memory " + limit), refused.error());
            var candidates = client.post("/api/candidates", WorkbenchClient.question(EMPTY_16));
            assertEquals(413, candidates.status(), "every kind of question is bounded");
            var answered = client.post("/api/solve", WorkbenchClient.question(WorkbenchClient.file(ApiTest.ODD_EVEN)));
            assertEquals(200, answered.status(), answered.json().toString());
            assertEquals("unique", answered.json().get("status").asText());
            assertEquals(limit, client.get("/api/limits").json().get("questionMemoryMb").asInt());
        }
    }

    @Test
    void largeQuestionsTogetherOverTheBudgetDoNotRunAtOnce() throws Exception {
        Puzzle large = NativeParser.parse(EMPTY_16, "x");
        int each = QuestionMemory.estimateMb(large, EncodingOptions.DEFAULTS);
        // A heap whose question budget holds one such question and not two.
        long heap = (long) Math.ceil((each * 1.5) / QuestionMemory.TOTAL_SHARE) * MB;
        QuestionMemory memory = new QuestionMemory(each, heap);
        assertTrue(memory.totalMb() >= each && memory.totalMb() < 2 * each, memory.totalMb() + " MB for questions of " + each);
        Jobs jobs = new Jobs(4, memory);
        Jobs.Job first = jobs.begin("a", "solve", "q1", large, EncodingOptions.DEFAULTS);
        assertEquals(memory.totalMb() - each, memory.freeMb());
        CountDownLatch started = new CountDownLatch(1);
        AtomicReference<Jobs.Job> second = new AtomicReference<>();
        Thread t = new Thread(() -> {
            second.set(jobs.begin("b", "solve", "q2", large, EncodingOptions.DEFAULTS));
            started.countDown();
        });
        t.start();
        assertFalse(started.await(500, TimeUnit.MILLISECONDS), "the second large question waits while the first runs");
        first.close();
        assertTrue(started.await(30, TimeUnit.SECONDS), "and runs once the first is done");
        assertFalse(second.get().cancelled());
        second.get().close();
        assertEquals(memory.totalMb(), memory.freeMb(), "every share is given back");

        // A waiting question that is cancelled goes ahead at once (it answers "cancelled") and holds nothing.
        Jobs.Job holder = jobs.begin("c", "solve", "q3", large, EncodingOptions.DEFAULTS);
        CountDownLatch cancelledReturned = new CountDownLatch(1);
        Thread w = new Thread(() -> {
            try (Jobs.Job j = jobs.begin("d", "solve", "q4", large, EncodingOptions.DEFAULTS)) {
                assertTrue(j.cancelled());
            }
            cancelledReturned.countDown();
        });
        w.start();
        assertFalse(cancelledReturned.await(300, TimeUnit.MILLISECONDS));
        assertEquals(1, jobs.cancel("d"));
        assertTrue(cancelledReturned.await(30, TimeUnit.SECONDS));
        holder.close();
        assertEquals(memory.totalMb(), memory.freeMb());
        jobs.shutdown();
    }

    @Test
    void theLimitDefaultsToAQuarterOfTheHeap() {
        QuestionMemory m = new QuestionMemory(0, 512 * MB);
        assertEquals(128, m.perQuestionMb());
        assertEquals((int) (512 * QuestionMemory.TOTAL_SHARE), m.totalMb());
        assertThrows(QuestionMemory.TooMuchMemory.class, () -> new QuestionMemory(1, 512 * MB).require(NativeParser.parse(EMPTY_16, "x"),
                EncodingOptions.DEFAULTS));
    }
}
