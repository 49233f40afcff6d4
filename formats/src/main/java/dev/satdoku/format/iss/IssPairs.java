package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code .Pair~key~cells} and {@code .PairX~key~cells}: a relation given as a truth table. Only the keys
 * that ISS itself uses for rules satdoku has (iss.md section 4.7, 1-9 grids) map, and only in the form
 * where they mean exactly that rule: Pair relates consecutive cells of a chain, PairX every pair of a
 * group. {@code Binary}/{@code BinaryX} are the legacy spellings with {@code -} and {@code _} swapped.
 */
final class IssPairs {

    /**
     * @param chain      the native rule relates consecutive cells (else every pair)
     * @param transitive the relation is an order, so holding for every pair of a list equals holding
     *                   along it
     */
    private record Mapping(String keyword, boolean chain, boolean transitive) {
    }

    private static final String NABNER = "8H_xf8H_xf8H_B";
    private static final String THERMO = "-n_4H-gH4AGg";
    private static final String SLOW_THERMO = "_3_8H_wH8AHwAE";
    private static final String PARITY = "qqqqqqqqqqqqqC";
    private static final String ODD_EVEN_THERMO = "UFVQFUAFQAE";

    /**
     * Key -> native rule. Nabner is symmetric and holds for every pair (PairX); a strictly or weakly
     * increasing relation along a chain (Pair) is a (slow) thermometer; the parity key on a chain is a
     * parity line.
     */
    private static final Map<String, Mapping> KEYS = Map.of(
            NABNER, new Mapping("nabner", false, false),
            THERMO, new Mapping("thermo", true, true),
            SLOW_THERMO, new Mapping("slowthermo", true, true),
            PARITY, new Mapping("parity", true, false));

    private IssPairs() {
    }

    static void apply(IssItem item, IssPuzzle p) {
        item.needArgs(2, item.type() + "~key~cells...");
        String key = item.arg(0);
        if (item.type().startsWith("Binary")) {
            key = swapLegacy(key);
        }
        boolean chain = item.type().equals("Pair") || item.type().equals("Binary");
        // The known keys are tables over the values 1..9 (iss.md 4.7).
        Mapping m = p.shape.min() == 1 && p.shape.max() == 9 ? KEYS.get(key) : null;
        String kind = chain ? "Pair" : "PairX";
        if (m == null) {
            String hint = key.equals(ODD_EVEN_THERMO) ? " (the odd/even thermometer key: satdoku has no such rule)" : "";
            throw item.errorAt(0, "the relation key '" + key + "' is not one satdoku maps to a native rule" + hint
                    + "; known 9x9 keys: Nabner (PairX), thermo, slow thermo and parity line (Pair)");
        }
        for (List<Cell> group : groups(item, p)) {
            // Two cells are both a chain and all pairs; an order along a list holds for every pair of it.
            boolean exact = chain == m.chain() || group.size() == 2 || !chain && m.transitive();
            if (!exact) {
                throw item.error(kind + " with the " + m.keyword() + " key relates " + (chain ? "consecutive cells" : "every pair of cells")
                        + ", which is not satdoku's " + m.keyword() + " rule; use " + (m.chain() ? "Pair" : "PairX"));
            }
            if (chain && m.chain()) {
                // A chain relates consecutive cells only: a cell may come back (IssTypes.chain cuts the line).
                IssTypes.chain(item, p, m.keyword(), group);
            } else {
                p.rule(m.keyword() + " " + IssCells.list(IssTypes.noRepeat(item, group)), item.at());
            }
        }
    }

    /** The cell groups: an empty argument starts a new group, {@code _name} arguments only name them. */
    private static List<List<Cell>> groups(IssItem item, IssPuzzle n) {
        List<List<Cell>> out = new ArrayList<>();
        List<Cell> current = new ArrayList<>();
        for (int i = 1; i < item.args().size(); i++) {
            String a = item.arg(i);
            if (a.isEmpty() || a.startsWith("_")) {
                if (!current.isEmpty()) {
                    out.add(current);
                    current = new ArrayList<>();
                }
                continue;
            }
            current.add(IssCells.cell(item, i, n));
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        if (out.isEmpty()) {
            throw item.error("no cells");
        }
        return out;
    }

    private static String swapLegacy(String key) {
        StringBuilder sb = new StringBuilder(key.length());
        for (char ch : key.toCharArray()) {
            sb.append(ch == '-' ? '_' : ch == '_' ? '-' : ch);
        }
        return sb.toString();
    }
}
