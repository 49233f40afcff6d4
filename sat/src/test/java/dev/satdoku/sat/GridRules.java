package dev.satdoku.sat;

import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.InputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiPredicate;

/**
 * Random rules read off a hidden valid grid, written as native-format lines and parsed, so that the
 * differential tests cover the parser too and stay independent of the rule records' constructors.
 * Each maker usually writes a rule the hidden grid satisfies (a cage with its true total, a thermo
 * along increasing digits, a dot where it holds) and sometimes a perturbed one, so puzzles range from
 * no solution to many.
 */
final class GridRules {

    /** Writes one rule line for the hidden grid, or null when it finds no fitting place. */
    @FunctionalInterface
    interface LineMaker {
        String line(Random rnd, int n, int[] hidden);
    }

    static final List<LineMaker> MAKERS = List.of(
            GridRules::cage, GridRules::sum, GridRules::thermo, GridRules::slowThermo, GridRules::between,
            GridRules::whiteDot, GridRules::blackDot, GridRules::greater, GridRules::arrow, GridRules::whisper,
            GridRules::parityLine, GridRules::sandwich, GridRules::littleKiller, GridRules::skyscraper,
            GridRules::palindrome, GridRules::renban, GridRules::antiKing);

    /**
     * Every line rule of the catalogue whose cells are just a path. A line of each kind that the hidden
     * grid satisfies is found by {@link #trueLine}, so a new line keyword only needs adding here.
     */
    static final List<String> LINE_KEYWORDS = List.of("thermo", "slowthermo", "between", "whisper", "renban", "palindrome",
            "nabner", "entropic", "modular", "parity", "samediff", "lockout", "regionsum", "zipper", "doublearrow");

    /**
     * Makers of rules that always hold in the hidden grid (no perturbation), for the property tests
     * that must find the hidden grid among the solutions: lines of every kind, cages with their true
     * totals, arrows, dots where they hold, little killers, sandwiches, X-sums, skyscrapers. A maker
     * may miss (a perturbed sandwich total): {@link #makeTrue} keeps only what the rule's own check accepts.
     */
    static final List<LineMaker> TRUE_MAKERS = List.of(GridRules::trueLine, GridRules::trueLine, GridRules::trueLine,
            GridRules::trueCage, GridRules::trueArrow, GridRules::trueDot, GridRules::trueLittleKiller, GridRules::sandwich,
            GridRules::trueXSum, GridRules::trueSkyscraper);

    private static final double TRUTHFUL = 0.85;

    private GridRules() {
    }

    /** A random rule for the hidden grid of a standard layout (falls back to a cage if a maker finds no place). */
    static Rule make(Random rnd, Layout layout, int[] hidden) {
        int n = layout.rows();
        for (int attempt = 0; attempt < 20; attempt++) {
            String line = MAKERS.get(rnd.nextInt(MAKERS.size())).line(rnd, n, hidden);
            if (line != null) {
                return parse(layout, line);
            }
        }
        return parse(layout, cage(rnd, n, hidden));
    }

    /** A rule the hidden grid satisfies, checked by the rule's own independent check; null when none was found. */
    static Rule makeTrue(Random rnd, Layout layout, int[] hidden) {
        int n = layout.rows();
        Solution grid = Solution.ofDigits(layout, hidden);
        for (int attempt = 0; attempt < 20; attempt++) {
            String line = TRUE_MAKERS.get(rnd.nextInt(TRUE_MAKERS.size())).line(rnd, n, hidden);
            if (line == null) {
                continue;
            }
            try {
                Rule rule = parse(layout, line);
                if (rule.violation(grid) == null) {
                    return rule;
                }
            } catch (InputException e) {
                // a perturbed clue the parser already knows to be impossible: draw another
            }
        }
        return null;
    }

    static Rule parse(Layout layout, String line) {
        Puzzle p = NativeParser.parse("size " + layout.rows() + "\n" + line + "\n", "random rule");
        return p.rules().get(0);
    }

    private static int at(int[] grid, int n, Cell c) {
        return grid[c.index(n)];
    }

    private static String cells(List<Cell> cells) {
        StringBuilder sb = new StringBuilder();
        for (Cell c : cells) {
            sb.append(' ').append(c);
        }
        return sb.toString();
    }

    private static int sum(int[] grid, int n, List<Cell> cells) {
        return cells.stream().mapToInt(c -> at(grid, n, c)).sum();
    }

    private static int perturb(Random rnd, int value) {
        return rnd.nextDouble() < TRUTHFUL ? value : value + (rnd.nextBoolean() ? 1 : -1);
    }

    /** A random walk of up to {@code length} distinct cells, each step to an orthogonal neighbour allowed by {@code step}. */
    private static List<Cell> walk(Random rnd, int n, int length, boolean diagonal, BiPredicate<Cell, Cell> step) {
        List<Cell> path = new ArrayList<>();
        path.add(new Cell(rnd.nextInt(n), rnd.nextInt(n)));
        while (path.size() < length) {
            Cell last = path.get(path.size() - 1);
            List<Cell> next = new ArrayList<>();
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    Cell c = last.plus(dr, dc);
                    boolean allowed = diagonal ? (dr != 0 || dc != 0) : Math.abs(dr) + Math.abs(dc) == 1;
                    if (allowed && c.inside(n, n) && !path.contains(c) && step.test(last, c)) {
                        next.add(c);
                    }
                }
            }
            if (next.isEmpty()) {
                break;
            }
            path.add(next.get(rnd.nextInt(next.size())));
        }
        return path;
    }

    private static String cage(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(3), false, (a, b) -> true);
        List<Integer> seen = new ArrayList<>();
        List<Cell> distinct = new ArrayList<>();
        for (Cell c : cells) {
            if (!seen.contains(at(g, n, c))) {
                seen.add(at(g, n, c));
                distinct.add(c);
            } else {
                break;
            }
        }
        int total = perturb(rnd, sum(g, n, distinct));
        int k = distinct.size();
        int min = k * (k + 1) / 2;
        int max = k * (2 * n - k + 1) / 2;
        return rnd.nextInt(4) == 0 || total < min || total > max ? "cage" + cells(distinct) : "cage " + total + cells(distinct);
    }

    private static String sum(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(2), true, (a, b) -> true);
        return "sum " + Math.max(cells.size(), perturb(rnd, sum(g, n, cells))) + cells(cells);
    }

    private static String thermo(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(3), true, (a, b) -> rnd.nextDouble() > TRUTHFUL || at(g, n, b) > at(g, n, a));
        return cells.size() < 2 ? null : "thermo" + cells(cells);
    }

    private static String slowThermo(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(3), true, (a, b) -> at(g, n, b) >= at(g, n, a));
        return cells.size() < 2 ? null : "slowthermo" + cells(cells);
    }

    private static String between(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 3 + rnd.nextInt(2), true, (a, b) -> true);
        if (cells.size() < 3) {
            return null;
        }
        int lo = Math.min(at(g, n, cells.get(0)), at(g, n, cells.get(cells.size() - 1)));
        int hi = Math.max(at(g, n, cells.get(0)), at(g, n, cells.get(cells.size() - 1)));
        boolean holds = cells.subList(1, cells.size() - 1).stream().allMatch(c -> at(g, n, c) > lo && at(g, n, c) < hi);
        return holds || rnd.nextDouble() > TRUTHFUL ? "between" + cells(cells) : null;
    }

    private static String dot(Random rnd, int n, int[] g, String keyword, BiPredicate<Integer, Integer> relation) {
        for (int attempt = 0; attempt < 30; attempt++) {
            List<Cell> pair = walk(rnd, n, 2, false, (a, b) -> true);
            if (pair.size() == 2 && (relation.test(at(g, n, pair.get(0)), at(g, n, pair.get(1))) || rnd.nextDouble() > TRUTHFUL)) {
                return keyword + cells(pair);
            }
        }
        return null;
    }

    private static String whiteDot(Random rnd, int n, int[] g) {
        return dot(rnd, n, g, "white", (a, b) -> Math.abs(a - b) == 1);
    }

    private static String blackDot(Random rnd, int n, int[] g) {
        return dot(rnd, n, g, "black", (a, b) -> a == 2 * b || b == 2 * a);
    }

    private static String greater(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(2), false, (a, b) -> at(g, n, a) > at(g, n, b) || rnd.nextDouble() > TRUTHFUL);
        return cells.size() < 2 ? null : "gt" + cells(cells);
    }

    private static String arrow(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(2), true, (a, b) -> true);
        if (cells.size() < 2) {
            return null;
        }
        List<Cell> shaft = cells.subList(1, cells.size());
        boolean holds = at(g, n, cells.get(0)) == sum(g, n, shaft);
        return holds || rnd.nextDouble() > TRUTHFUL ? "arrow " + cells.get(0) + " |" + cells(shaft) : null;
    }

    private static String whisper(Random rnd, int n, int[] g) {
        int diff = (n + 1) / 2;
        List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(3), true, (a, b) -> Math.abs(at(g, n, a) - at(g, n, b)) >= diff);
        return cells.size() < 2 ? null : "whisper" + cells(cells);
    }

    private static String parityLine(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(3), true, (a, b) -> (at(g, n, a) + at(g, n, b)) % 2 == 1);
        return cells.size() < 2 ? null : "parity" + cells(cells);
    }

    private static String palindrome(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 3, true, (a, b) -> true);
        if (cells.size() < 3) {
            return null;
        }
        boolean holds = at(g, n, cells.get(0)) == at(g, n, cells.get(2));
        return holds || rnd.nextDouble() > TRUTHFUL ? "palindrome" + cells(cells) : null;
    }

    private static String renban(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(2), true, (a, b) -> true);
        int lo = cells.stream().mapToInt(c -> at(g, n, c)).min().orElse(0);
        int hi = cells.stream().mapToInt(c -> at(g, n, c)).max().orElse(0);
        long distinct = cells.stream().mapToInt(c -> at(g, n, c)).distinct().count();
        boolean holds = distinct == cells.size() && hi - lo == cells.size() - 1;
        return cells.size() >= 2 && (holds || rnd.nextDouble() > TRUTHFUL) ? "renban" + cells(cells) : null;
    }

    private static String sandwich(Random rnd, int n, int[] g) {
        boolean row = rnd.nextBoolean();
        int k = rnd.nextInt(n);
        List<Cell> line = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            line.add(row ? new Cell(k, i) : new Cell(i, k));
        }
        int a = -1;
        int b = -1;
        for (int i = 0; i < n; i++) {
            int d = at(g, n, line.get(i));
            if (d == 1 || d == n) {
                if (a < 0) {
                    a = i;
                } else {
                    b = i;
                }
            }
        }
        int total = sum(g, n, line.subList(a + 1, b));
        return "sandwich " + Math.max(0, perturb(rnd, total)) + " " + (row ? "r" : "c") + (k + 1);
    }

    private static String littleKiller(Random rnd, int n, int[] g) {
        int start = 1 + rnd.nextInt(n - 1);
        List<Cell> diagonal = new ArrayList<>();
        for (int i = 0; start + i < n; i++) {
            diagonal.add(new Cell(start + i, i));
        }
        return "littlekiller " + Math.max(1, perturb(rnd, sum(g, n, diagonal))) + " r" + start + "c0 dr";
    }

    private static String skyscraper(Random rnd, int n, int[] g) {
        int col = rnd.nextInt(n);
        int seen = 0;
        int tallest = 0;
        for (int r = 0; r < n; r++) {
            int d = g[r * n + col];
            if (d > tallest) {
                seen++;
                tallest = d;
            }
        }
        return "skyscraper " + Math.max(1, Math.min(n, perturb(rnd, seen))) + " r0c" + (col + 1);
    }

    private static String antiKing(Random rnd, int n, int[] g) {
        return rnd.nextInt(4) == 0 ? "antiking" : null;
    }

    // ---- rules that hold in the hidden grid -----------------------------------------------------

    /** A random path, shortened until a line of a random kind holds on it (by the rule's own check). */
    private static String trueLine(Random rnd, int n, int[] g) {
        String keyword = LINE_KEYWORDS.get(rnd.nextInt(LINE_KEYWORDS.size()));
        List<Cell> path = walk(rnd, n, 2 + rnd.nextInt(Math.min(n, 7)), true, (a, b) -> true);
        Layout layout = Layout.standard(n);
        Solution grid = Solution.ofDigits(layout, g);
        for (int len = path.size(); len >= 2; len--) {
            String line = keyword + cells(path.subList(0, len));
            try {
                if (parse(layout, line).violation(grid) == null) {
                    return line;
                }
            } catch (InputException e) {
                // too short or too long for this kind (e.g. a between line needs 3 cells): try shorter
            }
        }
        return null;
    }

    private static String trueCage(Random rnd, int n, int[] g) {
        List<Cell> cells = walk(rnd, n, 2 + rnd.nextInt(4), false, (a, b) -> true);
        List<Cell> distinct = new ArrayList<>();
        List<Integer> seen = new ArrayList<>();
        for (Cell c : cells) {
            if (seen.contains(at(g, n, c))) {
                break;
            }
            seen.add(at(g, n, c));
            distinct.add(c);
        }
        return rnd.nextInt(5) == 0 ? "cage" + cells(distinct) : "cage " + sum(g, n, distinct) + cells(distinct);
    }

    private static String trueArrow(Random rnd, int n, int[] g) {
        for (int attempt = 0; attempt < 20; attempt++) {
            String line = arrow(rnd, n, g);
            if (line != null) {
                return line;
            }
        }
        return null;
    }

    private static String trueDot(Random rnd, int n, int[] g) {
        List<Cell> pair = walk(rnd, n, 2, false, (a, b) -> true);
        if (pair.size() < 2) {
            return null;
        }
        int a = at(g, n, pair.get(0));
        int b = at(g, n, pair.get(1));
        String cells = cells(pair);
        if (Math.abs(a - b) == 1) {
            return "white" + cells;
        } else if (a == 2 * b || b == 2 * a) {
            return "black" + cells;
        } else if (a + b == 10) {
            return "x" + cells;
        } else if (a + b == 5) {
            return "v" + cells;
        } else if (a % b == 0 || b % a == 0) {
            return "black" + cells + " ratio=" + Math.max(a, b) / Math.min(a, b);
        }
        return "white" + cells + " diff=" + Math.abs(a - b);
    }

    private static String trueLittleKiller(Random rnd, int n, int[] g) {
        int start = 1 + rnd.nextInt(n - 1);
        List<Cell> diagonal = new ArrayList<>();
        for (int i = 0; start + i < n; i++) {
            diagonal.add(new Cell(start + i, i));
        }
        return "littlekiller " + sum(g, n, diagonal) + " r" + start + "c0 dr";
    }

    private static String trueXSum(Random rnd, int n, int[] g) {
        int row = rnd.nextInt(n);
        int x = g[row * n];
        int total = 0;
        for (int c = 0; c < x; c++) {
            total += g[row * n + c];
        }
        return "xsum " + total + " r" + (row + 1) + "c0";
    }

    private static String trueSkyscraper(Random rnd, int n, int[] g) {
        int col = rnd.nextInt(n);
        int seen = 0;
        int tallest = 0;
        for (int r = 0; r < n; r++) {
            if (g[r * n + col] > tallest) {
                seen++;
                tallest = g[r * n + col];
            }
        }
        return "skyscraper " + seen + " r0c" + (col + 1);
    }
}
