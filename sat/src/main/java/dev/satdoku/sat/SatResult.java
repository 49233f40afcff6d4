package dev.satdoku.sat;

/** What a solver call found. UNKNOWN means it was stopped (deadline, interrupt) before deciding. */
public enum SatResult {
    SATISFIABLE, UNSATISFIABLE, UNKNOWN
}
