package dev.satdoku.sat;

/**
 * SAT4J, except that call number {@code stallAt} never finishes by itself: it returns UNKNOWN only when
 * cancelled or interrupted, so a test can make one question hard without depending on the machine's speed.
 */
final class StallingBackend extends ForwardingBackend {
    private final int stallAt;
    private int calls;
    private volatile boolean cancelled;

    StallingBackend(int stallAt) {
        super(new Sat4jBackend());
        this.stallAt = stallAt;
    }

    @Override
    public SatResult solve(int... assumptions) {
        if (++calls == stallAt) {
            cancelled = false; // a stop meant for an earlier question is not this one's
            while (!cancelled) {
                Thread.onSpinWait();
            }
            return SatResult.UNKNOWN;
        }
        return super.solve(assumptions);
    }

    @Override
    public void interrupt() {
        cancelled = true;
        super.interrupt();
    }

    @Override
    public void cancelSearch() {
        cancelled = true;
        super.cancelSearch();
    }
}
