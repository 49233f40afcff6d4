package dev.satdoku.format.iss;

import dev.satdoku.format.foreign.Provenance;
import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * ISS's whole-section formats (iss.md section 3): the short "arrow" killer, the long SudoCue killer,
 * plain grids, jigsaw layouts (alone or after givens) and pencilmark grids. Each works on a section
 * with its whitespace removed.
 */
final class IssGrids {

    /** Characters of the short killer format that point to a neighbour, with their (row, column) step. */
    private static final String POINTERS = "<>^v`',.";
    private static final int[][] STEPS = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    private IssGrids() {
    }

    static boolean isShortKiller(String s) {
        if (s.length() != 81 || !s.matches("[0-9A-Za-j<v>^`',.]+")) {
            return false;
        }
        for (char ch : "<v>^`',".toCharArray()) {
            if (s.indexOf(ch) >= 0) {
                return true;
            }
        }
        return false;
    }

    static boolean isLongKiller(String s) {
        String[] f = s.split(":", -1);
        return s.startsWith("3x3:") && f.length == 85 && f[2].equals("k");
    }

    /** The size n of a plain grid (n*n characters, values 1..n, all blanks the same character), or -1. */
    static int plainGridSize(String s) {
        int n = squareRoot(s.length());
        if (n < 2 || n > 16) {
            return -1;
        }
        char blank = 0;
        for (char ch : s.toCharArray()) {
            if (plainValue(ch, n) == 0) {
                if (blank != 0 && ch != blank) {
                    return -1;
                }
                blank = ch;
            }
        }
        return n;
    }

    /** A plain-grid character's value: digits for n < 10, letters A=1... for n >= 10; 0 for a blank. */
    private static int plainValue(char ch, int n) {
        int v = n < 10 ? (ch >= '1' && ch <= '9' ? ch - '0' : 0) : (ch >= 'A' && ch <= 'Z' ? ch - 'A' + 1 : 0);
        return v <= n ? v : 0;
    }

    /** The size n of a jigsaw layout (n*n characters, n distinct, each n times), or -1. */
    static int layoutSize(String s) {
        int n = squareRoot(s.length());
        if (n < 2) {
            return -1;
        }
        Map<Character, Integer> counts = new LinkedHashMap<>();
        for (char ch : s.toCharArray()) {
            counts.merge(ch, 1, Integer::sum);
        }
        return counts.size() == n && counts.values().stream().allMatch(c -> c == n) ? n : -1;
    }

    /** The size n when the text is a plain grid followed by a layout (2*n*n characters), or -1. */
    static int givensLayoutSize(String s) {
        if (s.length() % 2 != 0) {
            return -1;
        }
        int half = s.length() / 2;
        int n = plainGridSize(s.substring(0, half));
        return n > 0 && layoutSize(s.substring(half)) == n ? n : -1;
    }

    /** The size n of a pencilmark grid (n*n*n digits and dots, every cell with a digit), or -1. */
    static int pencilmarkSize(String s) {
        int n = (int) Math.round(Math.cbrt(s.length()));
        if (n < 2 || n > 9 || n * n * n != s.length() || !s.matches("[0-9.]+")) {
            return -1;
        }
        for (int i = 0; i < n * n; i++) {
            if (s.substring(i * n, i * n + n).replace(".", "").isEmpty()) {
                return -1;
            }
        }
        return n;
    }

    /** The size n of a separated grid layout (n*n tokens, each '.' or a decimal value), or -1. */
    static int separatedGridSize(IssSection section) {
        List<IssSection.GridToken> tokens = section.gridTokens();
        int n = tokens == null ? -1 : squareRoot(tokens.size());
        return n >= 2 && n <= 16 ? n : -1;
    }

    /**
     * A separated grid layout: token i is cell i in reading order, {@code .} empty, a number its given.
     * ISS makes the grid n x n with values 1..n from the token count, so a 0 or a value above n is an
     * error here as it is there (a given outside the shape's range): this layout cannot state 0-based or
     * larger ranges, nor a rectangle.
     */
    static void separatedGrid(IssSection section, IssPuzzle p) {
        List<IssSection.GridToken> tokens = section.gridTokens();
        int n = p.n;
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i).text();
            if (t.equals(".")) {
                continue;
            }
            Cell cell = Cell.ofIndex(i, n);
            Provenance at = new Provenance("grid token " + (i + 1) + " (" + cell + ")", tokens.get(i).origin());
            int v = t.length() <= 3 ? Integer.parseInt(t) : Integer.MAX_VALUE;
            if (v < 1 || v > n) {
                throw at.error("'" + t + "' is not a value of a " + n + "x" + n + " grid: ISS's separated grid layout states square "
                        + "N x N grids holding 1..N only (write other shapes and ranges as a constraint string with .Shape)");
            }
            p.allow(cell, new TreeSet<>(List.of(v)), at);
        }
    }

    private static int squareRoot(int length) {
        int n = (int) Math.round(Math.sqrt(length));
        return n * n == length ? n : -1;
    }

    static void plainGrid(IssSection section, int from, int to, IssPuzzle p) {
        String s = section.text().substring(from, to);
        int n = p.n;
        for (int i = 0; i < s.length(); i++) {
            int v = plainValue(s.charAt(i), n);
            if (v > 0) {
                TreeSet<Integer> one = new TreeSet<>(List.of(v));
                p.allow(Cell.ofIndex(i, n), one, new Provenance("grid character " + (i + 1) + " (" + Cell.ofIndex(i, n) + ")", section.origin(from + i)));
            }
        }
    }

    static void layout(IssSection section, int from, int to, IssPuzzle p) {
        String s = section.text().substring(from, to);
        Map<Character, Integer> ids = new LinkedHashMap<>();
        int[] regionOf = new int[s.length()];
        for (int i = 0; i < s.length(); i++) {
            regionOf[i] = ids.computeIfAbsent(s.charAt(i), k -> ids.size());
        }
        Provenance at = new Provenance("jigsaw layout", section.origin(from));
        p.jigsaw(regionOf, at);
        p.noBoxes(at);
    }

    static void pencilmarks(IssSection section, IssPuzzle p) {
        String s = section.text();
        int n = p.n;
        for (int i = 0; i < n * n; i++) {
            TreeSet<Integer> values = new TreeSet<>();
            for (int k = 0; k < n; k++) {
                char ch = s.charAt(i * n + k);
                if (ch >= '1' && ch <= '0' + n) {
                    values.add(ch - '0');
                } else if (ch != '.') {
                    throw new Provenance("pencilmarks", section.origin(i * n + k)).error("'" + ch + "' is not a value of a " + n + "x" + n
                            + " grid (ISS's pencilmark grids state square N x N grids holding 1..N only)");
                }
            }
            p.allow(Cell.ofIndex(i, n), values, new Provenance("pencilmarks of " + Cell.ofIndex(i, n), section.origin(i * n)));
        }
    }

    /** {@code 3x3:d:k:v1:...:v81:} with v = sum * 256 + cage id; sum 0 = no cage; {@code d} adds both diagonals. */
    static void longKiller(IssSection section, IssPuzzle p) {
        String s = section.text();
        String[] f = s.split(":", -1);
        int[] offsets = new int[f.length];
        for (int i = 1; i < f.length; i++) {
            offsets[i] = offsets[i - 1] + f[i - 1].length() + 1;
        }
        Provenance whole = new Provenance("3x3:" + f[1] + ":k:", section.origin(0));
        if (!f[1].isEmpty() && !f[1].equals("d")) {
            throw new Provenance("3x3:" + f[1] + ":k:", section.origin(offsets[1])).error("the flag field is 'd' (diagonals) or empty, found '" + f[1] + "'");
        }
        Map<Integer, List<Cell>> cages = new LinkedHashMap<>();
        Map<Integer, Integer> sums = new LinkedHashMap<>();
        Map<Integer, Provenance> firstAt = new LinkedHashMap<>();
        for (int i = 0; i < 81; i++) {
            String field = f[3 + i];
            Cell cell = Cell.ofIndex(i, 9);
            Provenance at = new Provenance("killer field " + (i + 1) + " (" + cell + ")", section.origin(offsets[3 + i]));
            if (!field.matches("\\d{1,6}")) {
                throw at.error("expected a number (sum * 256 + cage id), found '" + field + "'");
            }
            int v = Integer.parseInt(field);
            if (v < 256) {
                continue;
            }
            int id = v % 256;
            cages.computeIfAbsent(id, k -> new ArrayList<>()).add(cell);
            sums.putIfAbsent(id, v / 256);
            firstAt.putIfAbsent(id, at);
        }
        if (!f[84].isEmpty()) {
            throw new Provenance("3x3:" + f[1] + ":k:", section.origin(offsets[84])).error("unexpected text after the 81 cells: '" + f[84] + "'");
        }
        for (Map.Entry<Integer, List<Cell>> e : cages.entrySet()) {
            p.rule("cage " + sums.get(e.getKey()) + " " + IssCells.list(e.getValue()), firstAt.get(e.getKey()));
        }
        if (f[1].equals("d")) {
            p.rule("diagonal anti", "diagonal anti", whole);
            p.rule("diagonal main", "diagonal main", whole);
        }
    }

    /**
     * 81 characters where each cell points to a neighbour ({@code < > ^ v ` ' , .}) or is a cage head
     * whose character is the total ({@code 0}-{@code 9}, {@code A}=10 ... {@code Z}=35, {@code a}=36 ...
     * {@code j}=45; {@code 0} = no total). Every cell follows its pointers to its head.
     */
    static void shortKiller(IssSection section, IssPuzzle p) {
        String s = section.text();
        Map<Integer, List<Cell>> cages = new LinkedHashMap<>();
        for (int i = 0; i < 81; i++) {
            int at = i;
            for (int steps = 0; POINTERS.indexOf(s.charAt(at)) >= 0; steps++) {
                if (steps >= 9) {
                    throw new Provenance("killer cell " + Cell.ofIndex(i, 9), section.origin(i)).error("the pointers from "
                            + Cell.ofIndex(i, 9) + " run in a loop or longer than 9 steps without reaching a cage total");
                }
                int[] d = STEPS[POINTERS.indexOf(s.charAt(at))];
                int r = at / 9 + d[0];
                int c = at % 9 + d[1];
                if (r < 0 || r > 8 || c < 0 || c > 8) {
                    throw new Provenance("killer cell " + Cell.ofIndex(at, 9), section.origin(at)).error("'" + s.charAt(at)
                            + "' points outside the grid");
                }
                at = r * 9 + c;
            }
            cages.computeIfAbsent(at, k -> new ArrayList<>()).add(Cell.ofIndex(i, 9));
        }
        for (Map.Entry<Integer, List<Cell>> e : cages.entrySet()) {
            char head = s.charAt(e.getKey());
            int total = head <= '9' ? head - '0' : head <= 'Z' ? head - 'A' + 10 : head - 'a' + 36;
            Provenance from = new Provenance("killer total '" + head + "' at " + Cell.ofIndex(e.getKey(), 9), section.origin(e.getKey()));
            p.rule("cage " + (total == 0 ? "" : total + " ") + IssCells.list(e.getValue()), from);
        }
    }
}
