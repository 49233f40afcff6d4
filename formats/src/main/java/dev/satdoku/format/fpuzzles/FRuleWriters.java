package dev.satdoku.format.fpuzzles;

import dev.satdoku.format.foreign.NotExportable;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.cell.AllowedDigits;
import dev.satdoku.rules.chess.AntiMove;
import dev.satdoku.rules.chess.Move;
import dev.satdoku.rules.line.Between;
import dev.satdoku.rules.line.Clone;
import dev.satdoku.rules.line.Extremum;
import dev.satdoku.rules.line.Palindrome;
import dev.satdoku.rules.line.Quad;
import dev.satdoku.rules.line.Renban;
import dev.satdoku.rules.line.Thermo;
import dev.satdoku.rules.modern.EntropicLine;
import dev.satdoku.rules.modern.Indexer;
import dev.satdoku.rules.modern.ModularLine;
import dev.satdoku.rules.modern.NabnerLine;
import dev.satdoku.rules.modern.Skyscraper;
import dev.satdoku.rules.modern.WhisperLine;
import dev.satdoku.rules.pair.BlackDot;
import dev.satdoku.rules.pair.Negative;
import dev.satdoku.rules.pair.NegativeKind;
import dev.satdoku.rules.pair.WhiteDot;
import dev.satdoku.rules.pair.XvMark;
import dev.satdoku.rules.region.Diagonal;
import dev.satdoku.rules.region.Disjoint;
import dev.satdoku.rules.region.ExtraRegion;
import dev.satdoku.rules.region.Windoku;
import dev.satdoku.rules.sum.Arrow;
import dev.satdoku.rules.sum.Cage;
import dev.satdoku.rules.sum.LittleKiller;
import dev.satdoku.rules.sum.Sandwich;
import dev.satdoku.rules.sumline.DoubleArrow;
import dev.satdoku.rules.sumline.RegionSumLine;
import dev.satdoku.rules.sumline.XSum;
import dev.satdoku.rules.sumline.ZipperLine;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How each rule type becomes f-puzzles keys: the inverse of {@link FConstraints}, one writer per rule
 * record, each registered with the key it writes in {@link FConstraints#KEYS}. A rule (or a form of it) that f-puzzles cannot state throws {@link NotExportable} with the
 * reason; rule types without a writer are not exportable at all, so a new rule type is refused until
 * someone writes its mapping, never dropped.
 *
 * <p>Keys added by Rangsk's userscript (renban, whispers, ...) are written together with a drawn copy
 * marked {@code fromConstraint}, as the userscript does, so that plain f-puzzles and SudokuPad at least
 * show the line; importers (this one included) drop those copies when the key is present.
 */
final class FRuleWriters {

    /** Writes one rule into the document. */
    @FunctionalInterface
    interface Writer<R extends Rule> {
        void write(R rule, FDocument doc, Layout layout);
    }

    private FRuleWriters() {
    }

    static void extremum(Extremum r, FDocument d, Layout l) {
        r.cells().forEach(c -> d.single(r.maximum() ? "maximum" : "minimum", c));
    }

    static void whiteDot(WhiteDot r, FDocument d, Layout l) {
        dot(d, "difference", r.a(), r.b(), r.diff(), 1);
    }

    static void blackDot(BlackDot r, FDocument d, Layout l) {
        dot(d, "ratio", r.a(), r.b(), r.ratio(), 2);
    }

    static void xv(XvMark r, FDocument d, Layout l) {
        d.cells("xv", List.of(r.a(), r.b())).put("value", r.total() == XvMark.X ? "X" : "V");
    }

    static void thermo(Thermo r, FDocument d, Layout l) {
        if (r.slow()) {
            extensionLine(d, "slowthermometer", "Slow Thermometer", "#C8C8C8", r.cells());
        } else {
            d.line("thermometer", r.cells());
        }
    }

    static void renban(Renban r, FDocument d, Layout l) {
        extensionLine(d, "renban", "Renban", "#F067F0", r.cells());
    }

    static void entropic(EntropicLine r, FDocument d, Layout l) {
        extensionLine(d, "entropicline", "Entropic Line", "#FFA040", r.line());
    }

    static void nabner(NabnerLine r, FDocument d, Layout l) {
        extensionLine(d, "nabner", "Nabner", "#E0C000", r.line());
    }

    static void modular(ModularLine r, FDocument d, Layout l) {
        if (r.m() != ModularLine.DEFAULT_M) {
            throw new NotExportable("f-puzzles' modular lines are modulo 3 only; this one is modulo " + r.m());
        }
        extensionLine(d, "modularline", "Modular Line", "#20B0A0", r.line());
    }

    static void regionSum(RegionSumLine r, FDocument d, Layout l) {
        extensionLine(d, "regionsumline", "Region Sum Line", "#2ECBFF", r.line());
    }

    static void zipper(ZipperLine r, FDocument d, Layout l) {
        extensionLine(d, "zipperline", "Zipper Line", "#9C6BDB", r.line());
    }

    static void doubleArrow(DoubleArrow r, FDocument d, Layout l) {
        extensionLine(d, "doublearrow", "Double Arrow", "#A0A0A0", r.line());
    }

    static void skyscraper(Skyscraper r, FDocument d, Layout l) {
        d.single("skyscraper", r.position()).put("value", Integer.toString(r.count()));
    }

    static void xsum(XSum r, FDocument d, Layout l) {
        d.single("xsum", r.position()).put("value", Integer.toString(r.total()));
    }

    static void antiMove(AntiMove r, FDocument d, Layout l) {
        d.flag(r.move() == Move.KING ? "antiking" : "antiknight");
    }

    static void diagonal(Diagonal r, FDocument d, Layout l) {
        if (r.which() != Diagonal.Which.ANTI) {
            d.flag("diagonal-");
        }
        if (r.which() != Diagonal.Which.MAIN) {
            d.flag("diagonal+");
        }
    }

    /** f-puzzles has no windoku switch; setters draw the windows as extra regions. */
    static void windoku(Windoku r, FDocument d, Layout l) {
        r.extraHouses().stream().map(House::cells).forEach(cells -> d.cells("extraregion", cells));
    }

    /** Writes the rule, or throws {@link NotExportable} saying why f-puzzles cannot hold it. */
    @SuppressWarnings("unchecked")
    static void write(Rule rule, FDocument doc, Layout layout) {
        Writer<Rule> w = (Writer<Rule>) FConstraints.writer(rule.getClass());
        if (w == null) {
            throw new NotExportable(unsupported(rule));
        }
        w.write(rule, doc, layout);
    }

    private static String unsupported(Rule rule) {
        String reason = REASONS.get(rule.keyword());
        if (reason != null) {
            return reason;
        }
        String what = NO_FPUZZLES_FORM.get(rule.keyword());
        return what != null ? "f-puzzles and Rangsk's userscript have no " + what
                : "satdoku has no f-puzzles form for '" + rule.keyword() + "' rules";
    }

    /**
     * The rules that neither f-puzzles (shared/formats/fpuzzles.md 1.5, 1.7)
     * nor Rangsk's userscript (fpuzzles-newconstraints.js up to 1.15: renban, German and Dutch whispers,
     * entropic, modular, region-sum, nabner, double-arrow, zipper, slow thermometer, the indexers, X-sum,
     * skyscraper) has a key for: the rule in the user's words, for the refusal.
     */
    private static final Map<String, String> NO_FPUZZLES_FORM = Map.ofEntries(
            Map.entry("rellik", "rellik cage"),
            Map.entry("equalitycage", "equality cage"),
            Map.entry("lunchbox", "lunchbox clue"),
            Map.entry("equalsum", "equal-sum segments (equalsum)"),
            Map.entry("sumline", "sum line"),
            Map.entry("contain", "contain-at-least clue (contain)"),
            Map.entry("containexact", "contain-exactly clue (containexact)"),
            Map.entry("lookandsay", "look-and-say clue (lookandsay)"),
            Map.entry("countdistinct", "count-distinct clue (countdistinct)"),
            Map.entry("valueindex", "value-indexing clue (valueindex)"),
            Map.entry("countingcircles", "counting circles (countingcircles)"),
            Map.entry("samevalues", "same-values groups (samevalues)"),
            Map.entry("connectedvalues", "connected-values rule (connectedvalues)"),
            Map.entry("hiddenskyscraper", "hidden skyscraper clue (hiddenskyscraper)"),
            Map.entry("numberedroom", "numbered room clue (numberedroom)"),
            Map.entry("fullrank", "full rank clue (fullrank)"),
            Map.entry("uniqueranks", "unique ranks rule (uniqueranks)"),
            Map.entry("antitaxicab", "anti-taxicab rule (antitaxicab)"),
            Map.entry("globalentropy", "global entropy rule (globalentropy)"),
            Map.entry("globalmod", "global modular rule (globalmod)"),
            Map.entry("dutchflatmates", "Dutch flatmates rule (dutchflatmates)"),
            Map.entry("regionsamevalues", "region same-values rule (regionsamevalues)"),
            Map.entry("relation", "table of allowed value pairs (relation)"),
            Map.entry("regex", "regular-expression line (regex)"),
            Map.entry("nfa", "state-machine line (nfa)"),
            Map.entry("or", "either-or composite (or)"),
            Map.entry("chaos", "chaos construction (chaos: regions found while solving)"),
            Map.entry("chaosarrow", "chaos construction arrow (chaosarrow)"),
            Map.entry("chaoscount", "chaos construction count (chaoscount)"),
            Map.entry("chaosborders", "chaos construction border count (chaosborders)"),
            Map.entry("distinct", "pairwise-distinct terms (distinct)"),
            Map.entry("yinyang", "yin-yang shading (yinyang)"),
            Map.entry("if", "rule conditioned on shading (if)"),
            Map.entry("differencecount", "difference-count line (differencecount)"),
            Map.entry("snake", "snake of shaded cells (snake)"),
            Map.entry("loop", "loop of shaded cells (loop)"),
            Map.entry("require", "condition on the shading (require)"));

    /** Why the rule types that f-puzzles lacks cannot be exported, in the user's terms. */
    private static final Map<String, String> REASONS = Map.of(
            "sum", "f-puzzles has no sum that allows repeated digits (its killer cages need distinct digits)",
            "gt", "f-puzzles has no greater-than sign",
            "equal", "f-puzzles has no equality between cells or variables",
            "antibishop", "f-puzzles has no anti-bishop rule",
            "antiqueen", "f-puzzles has no anti-queen rule",
            "parity", "f-puzzles has no parity line",
            "samediff", "f-puzzles has no same-difference line",
            "lockout", "f-puzzles' lockout key has no defined meaning, so a lockout line cannot be stated there");

    static void allowedDigits(AllowedDigits r, FDocument d, Layout layout) {
        switch (r.keyword()) {
            case "odd", "even" -> r.cells().forEach(c -> d.single(r.keyword(), c));
            default -> {
                // Rangsk's setter-given candidates; several rules on one cell narrow it together. All
                // cells are checked before any is written, so a refused rule leaves no trace (--lossy).
                Map<Cell, List<Integer>> narrowed = new LinkedHashMap<>();
                for (Cell c : r.cells()) {
                    List<Integer> digits = r.digits();
                    JsonNode earlier = d.cell(c).get("givenPencilMarks");
                    if (earlier != null) {
                        List<Integer> before = new ArrayList<>();
                        earlier.forEach(x -> before.add(x.asInt()));
                        digits = digits.stream().filter(before::contains).toList();
                    }
                    if (digits.isEmpty()) {
                        throw new NotExportable(c + " has no candidate left once every candidates rule on it is applied, and "
                                + "f-puzzles cannot state an empty candidate list");
                    }
                    narrowed.put(c, digits);
                }
                narrowed.forEach((c, digits) -> {
                    ArrayNode marks = d.cell(c).putArray("givenPencilMarks");
                    digits.forEach(marks::add);
                });
            }
        }
    }

    static void cage(Cage r, FDocument d, Layout layout) {
        if (r.total() instanceof Cage.VariableTotal v) {
            throw new NotExportable("the cage's total is the variable " + v.variable() + "; f-puzzles cage totals are numbers");
        }
        ObjectNode e = d.cells("killercage", r.cells());
        if (r.total() instanceof Cage.FixedTotal f) {
            e.put("value", Integer.toString(f.value()));
        }
    }

    static void quad(Quad r, FDocument d, Layout layout) {
        if (!r.variables().isEmpty()) {
            throw new NotExportable("the quad lists the variable(s) " + String.join(", ", r.variables())
                    + "; f-puzzles quadruples list digits");
        }
        ObjectNode e = d.cells("quadruple", r.cells());
        ArrayNode values = e.putArray("values");
        r.digits().forEach(values::add);
    }

    /** f-puzzles pairs one group with one copy; a clone of k groups becomes k-1 pairs with the first. */
    static void clone(Clone r, FDocument d, Layout layout) {
        List<Cell> first = r.groups().get(0);
        for (List<Cell> copy : r.groups().subList(1, r.groups().size())) {
            d.cells("clone", first).set("cloneCells", FDocument.names(copy));
        }
    }

    private static void dot(FDocument d, String key, Cell a, Cell b, int value, int defaultValue) {
        ObjectNode e = d.cells(key, List.of(a, b));
        if (value != defaultValue) {
            e.put("value", Integer.toString(value));
        }
    }

    static void negative(Negative r, FDocument d, Layout layout) {
        if (r.kinds().contains(NegativeKind.KROPKI)) {
            throw new NotExportable("f-puzzles has no negative constraint for pairs without any kropki dot (its nonconsecutive and "
                    + "negative-ratio flags, satdoku's 'negative white black', forbid the ratios of the puzzle's black dots, not always 1:2: "
                    + "another rule)");
        }
        for (NegativeKind k : NegativeKind.values()) {
            if (r.kinds().contains(k)) {
                switch (k) {
                    case WHITE -> d.flag("nonconsecutive");
                    case BLACK -> d.negative("ratio");
                    case XV -> d.negative("xv");
                    default -> throw new IllegalStateException("unhandled negative kind " + k);
                }
            }
        }
    }

    static void whisper(WhisperLine r, FDocument d, Layout layout) {
        ObjectNode e = extensionLine(d, "whispers", "Whispers", "#67F067", r.line());
        // Without a value the userscript means German whispers, ceil(N/2), the native default too.
        if (r.diff() != (layout.rows() + 1) / 2) {
            e.put("value", Integer.toString(r.diff()));
        }
    }

    /** The userscript's key plus the drawn copy that lets plain f-puzzles show the line. */
    private static ObjectNode extensionLine(FDocument d, String key, String constraintName, String colour, List<Cell> cells) {
        ObjectNode e = d.line(key, cells);
        ObjectNode copy = d.line("line", cells);
        copy.put("outlineC", colour);
        copy.put("width", 0.25);
        copy.put("fromConstraint", constraintName);
        copy.put("isNewConstraint", true);
        return e;
    }

    /**
     * Every shaft is a line that starts in the circle (f-puzzles skips that first cell): the circle
     * cell touching the shaft's first cell when there is one, so the drawing connects.
     */
    static void arrow(Arrow r, FDocument d, Layout layout) {
        ObjectNode e = d.entry("arrow");
        ArrayNode lines = e.putArray("lines");
        for (List<Cell> shaft : r.shafts()) {
            Cell start = r.circle().stream().filter(c -> c.isOrthogonallyAdjacent(shaft.get(0))).findFirst()
                    .or(() -> r.circle().stream().filter(c -> c.isKingAdjacent(shaft.get(0))).findFirst())
                    .orElse(r.circle().get(0));
            ArrayNode line = lines.addArray();
            line.add(FDocument.name(start));
            shaft.forEach(c -> line.add(FDocument.name(c)));
        }
        e.set("cells", FDocument.names(r.circle()));
    }

    static void littleKiller(LittleKiller r, FDocument d, Layout layout) {
        ObjectNode e = d.single("littlekillersum", r.position());
        e.set("cells", FDocument.names(r.cells()));
        e.put("direction", r.direction().word().toUpperCase(Locale.ROOT));
        e.put("value", Integer.toString(r.total()));
    }

    static void sandwich(Sandwich r, FDocument d, Layout layout) {
        int n = layout.rows();
        if (Math.min(r.crustA(), r.crustB()) != 1 || Math.max(r.crustA(), r.crustB()) != n) {
            throw new NotExportable("f-puzzles sandwiches have the crusts 1 and " + n + "; this one has " + r.crustA() + " and " + r.crustB());
        }
        // Clues go above the column or left of the row, where f-puzzles puts them.
        Cell at = r.row() ? new Cell(r.index() - 1, -1) : new Cell(-1, r.index() - 1);
        d.single("sandwichsum", at).put("value", Integer.toString(r.total()));
    }

    static void indexer(Indexer r, FDocument d, Layout layout) {
        String key = r.kind().name().toLowerCase(Locale.ROOT) + "indexer";
        d.cells(key, r.cells());
        // The userscript colours indexer cells; a cell colour is only decoration, which keeps them visible without it.
        String colour = switch (r.kind()) {
            case ROW -> "#B0D0FF";
            case COLUMN -> "#FFB0B0";
            case BOX -> "#B0FFB0";
        };
        r.cells().forEach(c -> d.cell(c).put("c", colour));
    }
}
