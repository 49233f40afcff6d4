package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

/**
 * ISS's extra cells: {@code .Var~PREFIX~label[~size]} declares cells outside the grid, {@code V<PREFIX>1}
 * to {@code V<PREFIX><size>} (or the one cell {@code V<PREFIX>} without a size), each holding one of
 * the grid's values. They become satdoku named variables of the same names ({@code var VX1 VX2 1..9}).
 * Items may name them where satdoku's rule takes variables: givens ({@code .~VX1_4} narrows the
 * variable's range; the values must then be a range), {@code .Thermo} (written as a {@code gt}
 * chain, bulb last) and {@code .Whisper} (a {@code relation chain}, see IssTypes). Any other item
 * naming one is an error that says so (see {@link IssCells#cell}).
 */
final class IssVars {

    private IssVars() {
    }

    /** Declares the item's cells (the translator calls this for every Var item before reading any item). */
    static void declare(IssItem item, IssPuzzle p) {
        if (item.args().size() < 2 || item.args().size() > 3) {
            throw item.error("expected Var~PREFIX~label[~size]");
        }
        String prefix = item.arg(0);
        if (!prefix.matches("[A-Za-z][A-Za-z0-9]*")) {
            throw item.errorAt(0, "the prefix of extra cells is a letter then letters or digits, found '" + prefix + "'");
        }
        if (item.args().size() == 2 || item.arg(2).isEmpty()) {
            p.declareVar("V" + prefix, item.at());
            return;
        }
        if (!item.arg(2).matches("\\d{1,4}") || Integer.parseInt(item.arg(2)) < 1 || Integer.parseInt(item.arg(2)) > 1000) {
            throw item.errorAt(2, "the number of extra cells is 1 to 1000, found '" + item.arg(2) + "'");
        }
        int size = Integer.parseInt(item.arg(2));
        for (int i = 1; i <= size; i++) {
            p.declareVar("V" + prefix + i, item.at());
        }
    }

    /** {@code .Thermo} over grid and extra cells: strictly increasing from the bulb, as a gt chain from the top down. */
    static void thermo(IssItem item, IssPuzzle p) {
        if (item.args().size() < 2) {
            throw item.error("expected Thermo~cells... with at least 2 cells");
        }
        List<String> terms = new ArrayList<>();
        for (int i = 0; i < item.args().size(); i++) {
            String term = term(item, i, p);
            if (terms.contains(term)) {
                throw item.errorAt(i, term + " appears twice on a thermometer with extra cells, so it would be greater than itself");
            }
            terms.add(term);
        }
        Collections.reverse(terms);
        p.rule("gt " + String.join(" ", terms), item.at());
    }

    /** True when any argument of the item names a declared extra cell. */
    static boolean namesVar(IssItem item, IssPuzzle p) {
        return item.args().stream().anyMatch(p::isVar);
    }

    /** A given on an extra cell: {@code VX1_4} or {@code VX1_3_4_5} (a range of values). */
    static void given(IssItem item, int arg, String name, TreeSet<Integer> values, IssPuzzle p) {
        if (values.last() - values.first() + 1 != values.size()) {
            throw item.errorAt(arg, "extra cell " + name + " may hold " + values + ", but satdoku's variables take a range of "
                    + "values (like 3..5), not a set with gaps");
        }
        p.restrictVar(name, values.first(), values.last(), item.argAt().get(arg));
    }

    /** A grid cell (as r1c1) or a declared extra cell (by name). */
    private static String term(IssItem item, int arg, IssPuzzle p) {
        String s = item.arg(arg);
        if (p.isVar(s)) {
            return s;
        }
        Cell c = IssCells.cell(item, arg, p);
        return c.toString();
    }
}
