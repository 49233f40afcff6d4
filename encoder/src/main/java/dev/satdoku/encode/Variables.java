package dev.satdoku.encode;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Term;
import dev.satdoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * The unknowns a rule speaks about: the grid, its cells' values (real values, minValue..maxValue; extra cells' over their own ranges) and
 * the shading literals. One topic of {@link EncodingContext}.
 */
public interface Variables {

    EncodingState state();

    default Layout layout() {
        return state().layout;
    }

    /**
     * Every rule of the puzzle being encoded, for rules whose meaning depends on the others (a
     * negative constraint exempts the pairs that carry a dot).
     */
    default List<Rule> puzzleRules() {
        return state().puzzleRules;
    }

    /** The value of a cell: inside the grid, or a declared extra cell. */
    default IntVar cell(Cell cell) {
        return state().cell(cell);
    }

    default List<IntVar> cells(List<Cell> list) {
        List<IntVar> out = new ArrayList<>(list.size());
        for (Cell c : list) {
            out.add(cell(c));
        }
        return out;
    }

    /** The encoding of a term: its cell's value. */
    default IntVar term(Term term) {
        return cell(term.cell());
    }

    /** The extra cell of that name, declared by the puzzle. */
    default IntVar variable(String name) {
        return cell(Cell.extra(name));
    }

    /** Literal "this cell is shaded"; the shading layer is created for the whole grid on first use. */
    default int shaded(Cell cell) {
        return state().shaded(cell);
    }

    /**
     * The label (1..regionCount) of the region a cell belongs to, when the regions are found while
     * solving (chaos construction and the clues about its regions). The labels of all cells are made
     * together on first use, each exactly one value; every rule must ask with the same count. They
     * are a witness: solutions carry them, but counting and uniqueness look at the digits only.
     */
    default IntVar regionLabel(Cell cell, int regionCount) {
        return state().regionLabel(cell, regionCount);
    }

    /**
     * A literal true exactly when the two cells have one region label (see {@link #regionLabel}); one
     * literal per pair of cells, shared by every rule that asks, and defined without guards.
     */
    default int sameRegion(Cell a, Cell b, int regionCount) {
        return state().sameRegion(a, b, regionCount);
    }

    /**
     * True when the classic constraints (rows, columns and regions hold distinct digits) are part of
     * this CNF, as in every puzzle; false when rules are encoded alone for exhaustive tests. A rule
     * whose encoding relies on a row or column holding distinct digits states that distinctness
     * itself only when this is false, so the CNF of the rule alone still means exactly its check.
     */
    default boolean housesEncoded() {
        return state().housesEncoded();
    }
}
