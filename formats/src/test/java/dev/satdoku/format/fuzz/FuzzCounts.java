package dev.satdoku.format.fuzz;

import java.util.concurrent.atomic.AtomicLong;

/** The total number of fuzzed inputs in this JVM, printed when the run ends so the README can cite it. */
final class FuzzCounts {

    private static final AtomicLong TOTAL = new AtomicLong();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("fuzz total: " + TOTAL.get() + " parser inputs tried")));
    }

    private FuzzCounts() {
    }

    static void add(long inputs) {
        TOTAL.addAndGet(inputs);
    }
}
