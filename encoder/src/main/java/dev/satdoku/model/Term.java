package dev.satdoku.model;

/**
 * An integer a rule talks about: a cell's digit or a named variable (a letter standing for a
 * digit, a cage total that another rule compares). Rules that accept either take terms.
 */
public sealed interface Term permits Term.CellTerm, Term.VariableTerm {

    /** The term's value in a solution. */
    int value(Solution solution);

    static Term of(Cell cell) {
        return new CellTerm(cell);
    }

    static Term of(String variable) {
        return new VariableTerm(variable);
    }

    record CellTerm(Cell cell) implements Term {
        @Override
        public int value(Solution s) {
            return s.digit(cell);
        }

        @Override
        public String toString() {
            return cell.toString();
        }
    }

    record VariableTerm(String name) implements Term {
        @Override
        public int value(Solution s) {
            Integer v = s.variable(name);
            if (v == null) {
                throw new IllegalArgumentException("the solution has no value for " + name);
            }
            return v;
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
