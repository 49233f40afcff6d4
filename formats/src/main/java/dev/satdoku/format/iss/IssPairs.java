package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code .Pair~key~cells} and {@code .PairX~key~cells}: a relation given as a truth table. The keys that
 * ISS itself uses for rules satdoku has (iss.md section 4.7, 1-9 grids) become that rule where they mean
 * exactly it; every other key (and those where the rule would differ) becomes a native {@code relation}
 * with the decoded table. Pair relates consecutive cells of a chain, PairX every pair of a group.
 * {@code Binary}/{@code BinaryX} are the legacy spellings with {@code -} and {@code _} swapped.
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

    /** The URL-safe Base64 alphabet of relation keys: a character's index is its six bits. */
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    private IssPairs() {
    }

    static void apply(IssItem item, IssPuzzle p) {
        item.needArgs(2, item.type() + "~key~cells...");
        String key = item.arg(0);
        if (item.type().startsWith("Binary")) {
            key = swapLegacy(key);
        }
        boolean chain = item.type().equals("Pair") || item.type().equals("Binary");
        int min = p.shape.min();
        boolean[][] table = table(item, key, min, p.shape.max());
        if (!chain && !symmetric(table, min)) {
            // ISS relates the cells of a PairX group in no stated order, so only a symmetric table has one reading.
            throw item.errorAt(0, "the PairX relation key '" + key + "' is not symmetric (R(a,b) differs from R(b,a)), so the "
                    + "order in which ISS relates two cells of the group is not known; no native reading");
        }
        // The known keys are tables over the values 1..9 (iss.md 4.7).
        Mapping m = p.shape.min() == 1 && p.shape.max() == 9 ? KEYS.get(key) : null;
        for (List<Cell> group : groups(item, p)) {
            // Two cells are both a chain and all pairs; an order along a list holds for every pair of it.
            boolean exact = m != null && (chain == m.chain() || group.size() == 2 || !chain && m.transitive());
            if (exact && chain && m.chain()) {
                // A chain relates consecutive cells only: a cell may come back (IssTypes.chain cuts the line).
                IssTypes.chain(item, p, m.keyword(), group);
            } else if (exact) {
                p.rule(m.keyword() + " " + IssCells.list(IssTypes.noRepeat(item, group)), item.at());
            } else {
                p.rule(relation(item, chain, table, min, group), item.at());
            }
        }
    }

    /** The key as a truth table over the values 1..n (see below), indexed by value. */
    static boolean[][] table(IssItem item, String key, int n) {
        return table(item, key, 1, n);
    }

    /**
     * The key as a truth table over the grid's values min..max, indexed by value: with V = max-min+1 values,
     * bit k = (a-min)*V + (b-min) is set when R(a,b) holds, six bits per character, least significant
     * first (iss.md 4.7); missing trailing characters are zeros. The bits count value indices from the
     * smallest value, as ISS writes keys (its fnToBinaryKey runs i, j over 1..V and asks R(i+offset,
     * j+offset), the offset being -1 on a 0-based grid), so on 1..9 a = k/9 + 1 and on 0..8 a = k/9.
     */
    static boolean[][] table(IssItem item, String key, int min, int max) {
        int n = max - min + 1;
        boolean[][] out = new boolean[max + 1][max + 1];
        boolean any = false;
        for (int i = 0; i < key.length(); i++) {
            int bits = ALPHABET.indexOf(key.charAt(i));
            if (bits < 0) {
                throw item.errorAt(0, "the relation key '" + key + "' has the character '" + key.charAt(i)
                        + "', which is not in the key alphabet A-Z a-z 0-9 - _");
            }
            for (int b = 0; b < 6; b++) {
                if ((bits >> b & 1) == 0) {
                    continue;
                }
                int k = i * 6 + b;
                if (k >= n * n) {
                    throw item.errorAt(0, "the relation key '" + key + "' sets bit " + k + ", beyond the " + n * n
                            + " value pairs of a grid with values " + min + ".." + max);
                }
                out[min + k / n][min + k % n] = true;
                any = true;
            }
        }
        if (!any) {
            throw item.errorAt(0, "the relation key '" + key + "' allows no pair of values, so no grid satisfies it");
        }
        return out;
    }

    /**
     * The key of a truth table over the values min..max (indexed by value), as {@link #table} reads it:
     * bit (a-min)*V + (b-min) set when R(a,b) holds, six bits per character, least significant first,
     * trailing characters without a bit left out, as ISS writes keys.
     */
    static String key(boolean[][] t, int min, int max) {
        int n = max - min + 1;
        int[] chars = new int[(n * n + 5) / 6];
        for (int a = min; a <= max; a++) {
            for (int b = min; b <= max; b++) {
                if (t[a][b]) {
                    int k = (a - min) * n + (b - min);
                    chars[k / 6] |= 1 << (k % 6);
                }
            }
        }
        int length = chars.length;
        while (length > 0 && chars[length - 1] == 0) {
            length--;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET.charAt(chars[i]));
        }
        return sb.toString();
    }

    /** Whether the importer reads this key, on a 1..9 grid, as one of satdoku's own rules rather than a relation. */
    static boolean readsAsNativeRule(String key) {
        return KEYS.containsKey(key);
    }

    static boolean symmetric(boolean[][] t, int min) {
        for (int a = min; a < t.length; a++) {
            for (int b = min; b < a; b++) {
                if (t[a][b] != t[b][a]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The native relation rule: the table written as each first value's allowed second values. */
    private static String relation(IssItem item, boolean chain, boolean[][] t, int min, List<Cell> group) {
        if (chain) {
            for (int i = 1; i < group.size(); i++) {
                if (group.get(i).equals(group.get(i - 1))) {
                    throw item.error(IssCells.id(group.get(i)) + " follows itself, so ISS relates it to itself; no native reading");
                }
            }
        } else {
            IssTypes.noRepeat(item, group);
        }
        List<String> items = new ArrayList<>();
        for (int a = min; a < t.length; a++) {
            List<String> seconds = new ArrayList<>();
            for (int b = min; b < t.length; b++) {
                if (t[a][b]) {
                    seconds.add(String.valueOf(b));
                }
            }
            if (!seconds.isEmpty()) {
                items.add(a + ":" + String.join("/", seconds));
            }
        }
        return "relation " + (chain ? "chain " : "all ") + IssCells.list(group) + " allow=" + String.join(",", items);
    }

    /** The cell groups: an empty argument starts a new group, {@code _name} arguments only name them. */
    private static List<List<Cell>> groups(IssItem item, IssPuzzle n) {
        List<List<Cell>> out = new ArrayList<>();
        for (List<Integer> group : IssCells.groups(item, 1)) {
            out.add(group.stream().map(i -> IssCells.cell(item, i, n)).toList());
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
