package dev.satdoku.model;

/**
 * An integer a rule talks about: a cell's value, the grid's or an extra cell's (a letter standing
 * for a digit, a cage total that another rule compares). Rules that list such values take terms.
 */
public sealed interface Term permits Term.CellTerm {

    /** The term's value in a solution. */
    int value(Solution solution);

    /** The cell whose value this is. */
    Cell cell();

    static Term of(Cell cell) {
        return new CellTerm(cell);
    }

    /** The extra cell of that name. */
    static Term of(String extraCell) {
        return new CellTerm(Cell.extra(extraCell));
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
}
