package dev.satdoku.sat;

/** Search effort reported by a backend, summed over the calls made on it. */
public record SolverStats(long conflicts, long decisions, long propagations) {

    public static final SolverStats NONE = new SolverStats(0, 0, 0);

    public SolverStats plus(SolverStats o) {
        return new SolverStats(conflicts + o.conflicts, decisions + o.decisions, propagations + o.propagations);
    }
}
