package dev.satdoku.rules.line;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Order-based, line and cell-group rules: thermometers (strict and slow), between lines, minimum and
 * maximum cells, renban, palindromes, clones and quadruples. Parsing reports each problem at the word
 * that causes it; the records repeat the shape checks for rules built by code.
 */
public final class LineRules {

    private LineRules() {
    }

    public static final List<RuleType> TYPES = List.of(
            RuleType.of("thermo", List.of("thermometer"), "thermo LINE",
                    "strictly increasing from the first cell (the bulb)", args -> thermo(args, false)),
            RuleType.of("slowthermo", List.of("slowthermometer"), "slowthermo LINE",
                    "never decreasing from the bulb", args -> thermo(args, true)),
            RuleType.of("between", List.of("betweenline"), "between LINE",
                    "every inner cell lies strictly between the two end cells", LineRules::between),
            RuleType.of("minimum", List.of(), "minimum CELLS",
                    "each listed cell is smaller than every orthogonal neighbour that is not a minimum cell", args -> extremum(args, false)),
            RuleType.of("maximum", List.of(), "maximum CELLS",
                    "each listed cell is larger than every orthogonal neighbour that is not a maximum cell", args -> extremum(args, true)),
            RuleType.of("renban", List.of(), "renban LINE",
                    "distinct digits forming a set of consecutive numbers, in any order", LineRules::renban),
            RuleType.of("palindrome", List.of(), "palindrome LINE",
                    "reads the same in both directions", args -> new Palindrome(args.nextLine("the line", 2))),
            RuleType.of("clone", List.of(), "clone CELLS | CELLS [| CELLS...]",
                    "the groups (copies of the first, moved, rotated or mirrored) hold the same digits in corresponding cells",
                    LineRules::clone),
            RuleType.of("quad", List.of("quadruple"), "quad TOPLEFT ITEM...",
                    "the 2x2 block at TOPLEFT contains each listed digit or variable's value (an item listed k times, k times)",
                    LineRules::quad));

    private static Thermo thermo(RuleArgs args, boolean slow) {
        List<Cell> cells = args.nextLine("the thermometer", 2);
        if (!slow && cells.size() > args.size()) {
            throw args.error("a thermometer of " + cells.size() + " cells cannot strictly increase through the digits 1.." + args.size());
        }
        return new Thermo(cells, slow);
    }

    private static Between between(RuleArgs args) {
        List<Cell> cells = args.nextLine("the line", 3);
        if (args.size() < 3) {
            throw args.error("no digit lies strictly between two others in a " + args.size() + "x" + args.size() + " grid");
        }
        return new Between(cells);
    }

    private static Extremum extremum(RuleArgs args, boolean maximum) {
        return new Extremum(args.nextDistinctCells("the " + (maximum ? "maximum" : "minimum") + " cells"), maximum);
    }

    private static Renban renban(RuleArgs args) {
        List<Cell> cells = args.nextLine("the line", 2);
        if (cells.size() > args.size()) {
            throw args.error("a renban line of " + cells.size() + " cells cannot hold distinct digits 1.." + args.size());
        }
        return new Renban(cells);
    }

    private static Clone clone(RuleArgs args) {
        List<List<Cell>> groups = new ArrayList<>();
        List<Token> starts = new ArrayList<>();
        do {
            starts.add(args.peek());
            groups.add(args.nextDistinctCells("the cells of group " + (groups.size() + 1)));
        } while (args.separator());
        if (groups.size() < 2) {
            throw args.error("needs at least two groups separated by |, like: clone r1c1 r1c2 | r5c5 r5c6");
        }
        for (int k = 1; k < groups.size(); k++) {
            String problem = Clone.shapeProblem(groups.get(0), groups.get(k));
            if (problem != null) {
                throw args.error(starts.get(k), "group " + (k + 1) + " " + problem);
            }
        }
        return new Clone(groups);
    }

    private static Quad quad(RuleArgs args) {
        int n = args.size();
        Token at = args.peek();
        Cell topLeft = args.nextCell("the top-left cell of the 2x2 block");
        if (topLeft.row() >= n - 1 || topLeft.col() >= n - 1) {
            throw args.error(at, "the 2x2 block at " + topLeft + " would reach past the grid; its top-left cell must lie in rows and columns 1.."
                    + (n - 1));
        }
        List<Integer> digits = new ArrayList<>();
        List<String> variables = new ArrayList<>();
        while (args.hasMore()) {
            Token t = args.peek();
            if (digits.size() + variables.size() == Quad.MAX_ITEMS) {
                throw args.error(t, "a 2x2 block holds at most " + Quad.MAX_ITEMS + " digits; remove '" + t.text() + "'");
            }
            if (args.nextIsVariable()) {
                variables.add(args.variable(args.nextToken("a variable")).name());
            } else if (args.nextIsInteger()) {
                int d = args.nextInt("a digit");
                if (d < 1 || d > n) {
                    throw args.error(t, "digit " + d + " is impossible here (must be 1.." + n + ")");
                }
                if (Collections.frequency(digits, d) == 2) {
                    throw args.error(t, "digit " + d + " listed a third time; a 2x2 block spans two rows and two columns, so it holds a digit at most twice");
                }
                digits.add(d);
            } else {
                throw args.error(t, "expected a digit 1.." + n + " or a declared variable (var " + t.text() + " 1.." + n + "), found '" + t.text() + "'");
            }
        }
        if (digits.isEmpty() && variables.isEmpty()) {
            throw args.error("missing the digits the block must contain, like: quad r1c1 1 2 5");
        }
        return new Quad(topLeft, digits, variables);
    }
}
