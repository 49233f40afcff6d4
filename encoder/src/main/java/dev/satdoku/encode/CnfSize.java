package dev.satdoku.encode;

/** Variables, clauses and literals of a CNF (or of one rule family's share of it). */
public record CnfSize(long variables, long clauses, long literals) {

    @Override
    public String toString() {
        return variables + " variables, " + clauses + " clauses, " + literals + " literals";
    }
}
