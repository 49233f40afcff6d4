package dev.satdoku.rules.sum;

import dev.satdoku.model.Cell;
import dev.satdoku.model.NamedVariable;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rules about sums of digits: killer cages, sum groups, little killers, arrows, sandwiches. All of
 * them encode through {@code EncodingContext.sumEquals}/{@code linear}/{@code weightedSumEquals}, i.e.
 * through the sum encoding chosen with {@code --sum-encoding} (default {@code table}, falling back to
 * the totalizer for large tables; {@code totalizer} and {@code seqcounter} on request).
 */
public final class SumRules {

    private SumRules() {
    }

    public static final List<RuleType> TYPES = List.of(
            RuleType.of("cage", List.of(), "cage [TOTAL] CELLS",
                    "killer cage: distinct digits; with a total (a number, or a declared variable) they add up to it",
                    SumRules::cage),
            RuleType.of("sum", List.of(), "sum TOTAL CELLS",
                    "the cells add up to TOTAL; digits may repeat (cross-sum segments); a cell listed twice counts twice", SumRules::sum),
            RuleType.of("littlekiller", List.of(), "littlekiller TOTAL POS DIR",
                    "the diagonal entering the grid from POS in direction DIR (ul, ur, dl, dr) adds up to TOTAL; "
                            + "repeats allowed; POS may be a corner", SumRules::littleKiller),
            RuleType.of("arrow", List.of(), "arrow CIRCLE... | SHAFT... [| SHAFT...]",
                    "each shaft adds up to the circle; a circle of 2+ cells (pill) is read as a number, first cell most "
                            + "significant", SumRules::arrow),
            RuleType.of("sandwich", List.of(), "sandwich TOTAL r3|c5 [crusts=1,9]",
                    "the digits strictly between the two crust digits (default 1 and N) in that row or column add up to TOTAL",
                    SumRules::sandwich));

    private static Cage cage(RuleArgs args) {
        int n = args.size();
        Token at = args.peek();
        Cage.Total total = new Cage.NoTotal();
        NamedVariable variable = null;
        if (args.nextIsInteger()) {
            total = new Cage.FixedTotal(args.nextInt("total"));
        } else if (args.nextIsVariable()) {
            variable = args.variable(args.nextToken("total"));
            total = new Cage.VariableTotal(variable.name());
        } else if (at != null && !args.nextIsCell() && !at.isSeparator() && at.text().matches("[A-Za-z][A-Za-z0-9_]*")
                && !at.text().matches("(?i)r\\d.*")) {
            args.variable(at); // not a cell and not declared: say how to declare it
        }
        List<Cell> cells = args.distinct(args.nextCells("cage cells"), "the cage");
        int k = cells.size();
        if (k > n) {
            throw args.error("a cage of " + k + " cells cannot hold distinct digits: there are only " + n);
        }
        int lo = Cage.minTotal(k);
        int hi = Cage.maxTotal(k, n);
        if (total instanceof Cage.FixedTotal f && (f.value() < lo || f.value() > hi)) {
            throw args.error(at, "total " + f.value() + " is impossible for " + k + " distinct digits of 1.." + n
                    + " (they add up to " + lo + ".." + hi + ")");
        }
        if (variable != null && (variable.max() < lo || variable.min() > hi)) {
            throw args.error(at, "total " + variable.name() + " (" + variable.min() + ".." + variable.max() + ") can never equal "
                    + k + " distinct digits of 1.." + n + ", which add up to " + lo + ".." + hi);
        }
        return new Cage(cells, total);
    }

    private static SumGroup sum(RuleArgs args) {
        Token at = args.peek();
        int total = args.nextInt("total");
        // A cell may be listed twice and then counts twice (ISS's cages and sums read so).
        List<Cell> cells = args.nextCells("cells");
        checkRepeatable(args, at, total, cells.size());
        return new SumGroup(total, cells);
    }

    /** A total over k cells whose digits may repeat lies in k..k*N. */
    private static void checkRepeatable(RuleArgs args, Token at, int total, int k) {
        int n = args.size();
        if (total < k || total > k * n) {
            throw args.error(at, "total " + total + " is impossible for " + k + " digit" + (k == 1 ? "" : "s") + " of 1.." + n
                    + " (they add up to " + k + ".." + k * n + ")");
        }
    }

    private static LittleKiller littleKiller(RuleArgs args) {
        Token totalAt = args.peek();
        int total = args.nextInt("total");
        Token posAt = args.peek();
        Cell position = args.nextOutsidePosition("the clue position");
        Diagonal direction = Diagonal.of(args.nextWord("direction", "ul", "ur", "dl", "dr"));
        List<Cell> cells = direction.walk(position, args.size());
        if (cells.isEmpty()) {
            throw args.error(posAt, "the diagonal from " + position + " going " + direction.word() + " does not enter the grid");
        }
        checkRepeatable(args, totalAt, total, cells.size());
        return new LittleKiller(total, position, direction, cells);
    }

    private static Arrow arrow(RuleArgs args) {
        int n = args.size();
        List<List<Cell>> groups = args.cellGroups("arrow cells");
        if (groups.size() < 2) {
            throw args.error("missing the shaft: write arrow CIRCLE | SHAFT (| separates the circle from each shaft)");
        }
        List<Cell> circle = args.distinct(groups.get(0), "the circle");
        List<List<Cell>> shafts = groups.subList(1, groups.size());
        for (List<Cell> shaft : shafts) {
            args.distinct(shaft, "a shaft");
            for (Cell c : shaft) {
                if (circle.contains(c)) {
                    throw args.error(c + " is both in the circle and on a shaft");
                }
            }
        }
        if (circle.size() > 1 && n > 9) {
            throw args.error("a pill (a circle of " + circle.size() + " cells) is read as a decimal number, which needs "
                    + "single-digit cells; this grid has digits up to " + n);
        }
        long circleMin = 0;
        long circleMax = 0;
        for (int i = 0; i < circle.size(); i++) {
            circleMin = circleMin * 10 + 1;
            circleMax = circleMax * 10 + n;
        }
        for (List<Cell> shaft : shafts) {
            long lo = shaft.size();
            long hi = (long) shaft.size() * n;
            if (hi < circleMin || lo > circleMax) {
                throw args.error("the shaft from " + shaft.get(0) + " adds up to " + lo + ".." + hi + ", which the circle ("
                        + circleMin + ".." + circleMax + ") can never hold");
            }
        }
        return new Arrow(circle, shafts);
    }

    private static final Pattern LINE = Pattern.compile("([rc])(\\d{1,4})");

    private static Sandwich sandwich(RuleArgs args) {
        int n = args.size();
        Token totalAt = args.peek();
        int total = args.nextInt("total");
        Token lineAt = args.nextToken("the row or column (r3 or c5)");
        Matcher m = LINE.matcher(lineAt.text().toLowerCase(java.util.Locale.ROOT));
        if (!m.matches()) {
            throw args.error(lineAt, "expected a row like r3 or a column like c5, found '" + lineAt.text() + "'");
        }
        int index = Integer.parseInt(m.group(2));
        boolean row = m.group(1).equals("r");
        if (index < 1 || index > n) {
            throw args.error(lineAt, (row ? "row " : "column ") + index + " is outside the grid (1.." + n + ")");
        }
        List<Integer> crusts = args.intListOption("crusts");
        int a = 1;
        int b = n;
        if (crusts != null) {
            Token crustAt = args.optionToken("crusts");
            if (crusts.size() != 2) {
                throw args.error(crustAt, "crusts needs two digits, e.g. crusts=1," + n);
            }
            a = crusts.get(0);
            b = crusts.get(1);
            if (a < 1 || a > n || b < 1 || b > n || a == b) {
                throw args.error(crustAt, "the crusts must be two different digits of 1.." + n + ", found " + a + " and " + b);
            }
        } else if (n < 2) {
            throw args.error("a sandwich needs two different crust digits; a " + n + "x" + n + " grid has one digit");
        }
        Sandwich sandwich = new Sandwich(total, row, index, n, a, b);
        if (sandwich.fillingSizes().isEmpty()) {
            throw args.error(totalAt, "total " + total + " is impossible: no set of distinct digits of 1.." + n
                    + " other than " + a + " and " + b + " adds up to it");
        }
        return sandwich;
    }
}
