package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.cell.AllowedDigits;
import dev.satdoku.rules.chess.AntiBishop;
import dev.satdoku.rules.chess.AntiMove;
import dev.satdoku.rules.composite.AnyOf;
import dev.satdoku.rules.count.ConnectedValues;
import dev.satdoku.rules.count.CountDistinct;
import dev.satdoku.rules.count.CountedValues;
import dev.satdoku.rules.count.CountingCircles;
import dev.satdoku.rules.count.SameValues;
import dev.satdoku.rules.count.ValueIndex;
import dev.satdoku.rules.global.AntiTaxicab;
import dev.satdoku.rules.global.Doppelganger;
import dev.satdoku.rules.global.DutchFlatmates;
import dev.satdoku.rules.global.GlobalEntropy;
import dev.satdoku.rules.global.GlobalMod;
import dev.satdoku.rules.global.RegionSameValues;
import dev.satdoku.rules.line.Between;
import dev.satdoku.rules.line.Clone;
import dev.satdoku.rules.line.Extremum;
import dev.satdoku.rules.line.Palindrome;
import dev.satdoku.rules.line.Quad;
import dev.satdoku.rules.line.Renban;
import dev.satdoku.rules.line.Thermo;
import dev.satdoku.rules.modern.EntropicLine;
import dev.satdoku.rules.modern.Indexer;
import dev.satdoku.rules.modern.LockoutLine;
import dev.satdoku.rules.modern.ModularLine;
import dev.satdoku.rules.modern.NabnerLine;
import dev.satdoku.rules.modern.ParityLine;
import dev.satdoku.rules.modern.SameDifferenceLine;
import dev.satdoku.rules.modern.DifferenceCountLine;
import dev.satdoku.rules.modern.FullRank;
import dev.satdoku.rules.modern.HiddenSkyscraper;
import dev.satdoku.rules.modern.NumberedRoom;
import dev.satdoku.rules.modern.Skyscraper;
import dev.satdoku.rules.modern.UniqueRanks;
import dev.satdoku.rules.modern.WhisperLine;
import dev.satdoku.rules.pair.BlackDot;
import dev.satdoku.rules.pair.EqualTerms;
import dev.satdoku.rules.pair.GreaterChain;
import dev.satdoku.rules.pair.Negative;
import dev.satdoku.rules.pair.WhiteDot;
import dev.satdoku.rules.pair.XvMark;
import dev.satdoku.rules.region.Diagonal;
import dev.satdoku.rules.region.Disjoint;
import dev.satdoku.rules.chaos.ChaosArrow;
import dev.satdoku.rules.chaos.ChaosBorders;
import dev.satdoku.rules.chaos.ChaosConstruction;
import dev.satdoku.rules.chaos.ChaosCount;
import dev.satdoku.rules.chaos.RegionLabel;
import dev.satdoku.rules.region.ExtraRegion;
import dev.satdoku.rules.region.Windoku;
import dev.satdoku.rules.relation.NfaLine;
import dev.satdoku.rules.relation.RegexLine;
import dev.satdoku.rules.relation.Relation;
import dev.satdoku.rules.shading.Conditional;
import dev.satdoku.rules.shading.Loop;
import dev.satdoku.rules.shading.Require;
import dev.satdoku.rules.shading.Snake;
import dev.satdoku.rules.shading.YinYang;
import dev.satdoku.rules.sum.Arrow;
import dev.satdoku.rules.sum.Cage;
import dev.satdoku.rules.sum.EqualSum;
import dev.satdoku.rules.sum.EqualityCage;
import dev.satdoku.rules.sum.LittleKiller;
import dev.satdoku.rules.sum.Lunchbox;
import dev.satdoku.rules.sum.RellikCage;
import dev.satdoku.rules.sum.Sandwich;
import dev.satdoku.rules.sum.SumGroup;
import dev.satdoku.rules.sumline.DoubleArrow;
import dev.satdoku.rules.sumline.RegionSumLine;
import dev.satdoku.rules.sumline.SumLine;
import dev.satdoku.rules.sumline.XSum;
import dev.satdoku.rules.sumline.ZipperLine;
import dev.satdoku.rules.variable.DistinctTerms;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The picture of every rule, by keyword, in one place: each entry names the record it draws, the
 * drawer, and for a coloured line its {@link LineStyle}. Adding a rule's picture is one entry in
 * {@link #standard()}; the drawing code itself lives with its kind (cell marks, pair marks, lines,
 * sums, outside clues, regions, shading). A rule whose keyword has no entry is listed in the legend
 * as not drawn (in red), so a new rule type never crashes a picture and never disappears from it
 * silently.
 */
public final class RuleDrawers {

    /** One keyword's picture: the record class (to hand the drawer its own type), the drawer, a line style or null. */
    private record Entry<R extends Rule>(Class<R> type, RuleDrawer<R> drawer, LineStyle style) {

        void draw(Rule rule, Scene scene) {
            drawer.draw(type.cast(rule), scene);
        }

        boolean drawsOutside(Rule rule) {
            return drawer.drawsOutside(type.cast(rule));
        }
    }

    private final Map<String, Entry<?>> entries = new LinkedHashMap<>();

    /** Every picture satdoku has, one entry per keyword, in the catalogue's order. */
    public static RuleDrawers standard() {
        RuleDrawers d = new RuleDrawers();
        d.add("odd", AllowedDigits.class, CellDrawers::allowed);
        d.add("even", AllowedDigits.class, CellDrawers::allowed);
        d.add("candidates", AllowedDigits.class, CellDrawers::allowed);
        d.line("whisper", WhisperLine.class, WhisperLine::line, new LineStyle("#4CC04C", 0.2, LineStyle.Ends.NONE),
                (r, n) -> r.diff() == (n + 1) / 2 ? null : "whisper lines here: neighbours differ by at least " + r.diff());
        d.line("nabner", NabnerLine.class, NabnerLine::line, new LineStyle("#E8C800", 0.2, LineStyle.Ends.NONE));
        d.line("entropic", EntropicLine.class, EntropicLine::line, new LineStyle("#FF9A3C", 0.2, LineStyle.Ends.NONE));
        d.line("modular", ModularLine.class, ModularLine::line, new LineStyle("#1FA99A", 0.2, LineStyle.Ends.NONE),
                (r, n) -> r.m() == ModularLine.DEFAULT_M ? null
                        : "modular lines here: every " + r.m() + " consecutive cells have distinct residues mod " + r.m());
        d.line("parity", ParityLine.class, ParityLine::line, new LineStyle("#E04848", 0.15, LineStyle.Ends.NONE));
        d.line("samediff", SameDifferenceLine.class, SameDifferenceLine::line, new LineStyle("#A0703C", 0.15, LineStyle.Ends.NONE));
        d.line("differencecount", DifferenceCountLine.class, DifferenceCountLine::line, new LineStyle("#B060D0", 0.15, LineStyle.Ends.NONE));
        d.line("lockout", LockoutLine.class, LockoutLine::line, new LineStyle("#3C64C8", 0.1, LineStyle.Ends.DIAMONDS),
                (r, n) -> r.diff() == LockoutLine.DEFAULT_DIFF ? null : "lockout lines here: the ends differ by at least " + r.diff());
        d.add("skyscraper", Skyscraper.class, RuleDrawer.outside(OutsideDrawers::skyscraper));
        d.add("hiddenskyscraper", HiddenSkyscraper.class,
                RuleDrawer.outside((HiddenSkyscraper k, Scene s) -> ClueDrawers.marked(k, k.position(), "|" + k.value() + "|", s)));
        d.add("numberedroom", NumberedRoom.class,
                RuleDrawer.outside((NumberedRoom k, Scene s) -> ClueDrawers.marked(k, k.position(), (k.shaded() ? "#" : ":") + k.value() + (k.shaded() ? "#" : ":"), s)));
        d.add("fullrank", FullRank.class, RuleDrawer.outside((FullRank k, Scene s) -> ClueDrawers.marked(k, k.position(), "#" + k.rank(), s)));
        d.add("uniqueranks", UniqueRanks.class, RegionDrawers::legendOnly);
        d.add("indexer", Indexer.class, CellDrawers::indexer);
        d.add("white", WhiteDot.class, PairDrawers::white);
        d.add("black", BlackDot.class, PairDrawers::black);
        d.add("x", XvMark.class, PairDrawers::xv);
        d.add("v", XvMark.class, PairDrawers::xv);
        d.add("gt", GreaterChain.class, PairDrawers::greater);
        d.add("equal", EqualTerms.class, PairDrawers::equal);
        d.add("negative", Negative.class, PairDrawers::negative);
        d.add("nonconsecutive", Negative.class, PairDrawers::negative);
        d.add("antiking", AntiMove.class, RegionDrawers::legendOnly);
        d.add("antiknight", AntiMove.class, RegionDrawers::legendOnly);
        d.add("antibishop", AntiBishop.class, RegionDrawers::antiBishop);
        d.add("antiqueen", AntiBishop.class, RegionDrawers::antiBishop);
        d.add("diagonal", Diagonal.class, RegionDrawers::diagonal);
        d.add("windoku", Windoku.class, (r, s) -> RegionDrawers.shade(r, s, "#D0D0D0"));
        d.add("extraregion", ExtraRegion.class, (r, s) -> RegionDrawers.shade(r, s, "#C8DAF2"));
        d.add("disjoint", Disjoint.class, RegionDrawers::legendOnly);
        d.add("chaos", ChaosConstruction.class, ChaosDrawers::construction);
        d.add("chaosarrow", ChaosArrow.class, ChaosDrawers::arrow);
        d.add("chaoscount", ChaosCount.class, ChaosDrawers::count);
        d.add("chaosborders", ChaosBorders.class, ChaosDrawers::borders);
        d.add("regionlabel", RegionLabel.class, ChaosDrawers::regionLabel);
        d.add("antitaxicab", AntiTaxicab.class, RegionDrawers::legendOnly);
        d.add("globalentropy", GlobalEntropy.class, RegionDrawers::legendOnly);
        d.add("globalmod", GlobalMod.class, RegionDrawers::legendOnly);
        d.add("dutchflatmates", DutchFlatmates.class, RegionDrawers::legendOnly);
        d.add("regionsamevalues", RegionSameValues.class, RegionDrawers::legendOnly);
        d.add("doppelganger", Doppelganger.class, RegionDrawers::legendOnly);
        d.add("thermo", Thermo.class, LineDrawers::thermo);
        d.add("slowthermo", Thermo.class, LineDrawers::thermo);
        d.line("between", Between.class, Between::cells, new LineStyle("#8FB4E8", 0.1, LineStyle.Ends.CIRCLES));
        d.add("minimum", Extremum.class, CellDrawers::extremum);
        d.add("maximum", Extremum.class, CellDrawers::extremum);
        d.line("renban", Renban.class, Renban::cells, new LineStyle("#D070F0", 0.3, LineStyle.Ends.NONE));
        d.line("palindrome", Palindrome.class, Palindrome::cells, new LineStyle("#A8A8A8", 0.2, LineStyle.Ends.NONE));
        d.add("clone", Clone.class, CellDrawers::clone);
        d.add("quad", Quad.class, CellDrawers::quad);
        d.add("cage", Cage.class, SumDrawers::cage);
        d.add("sum", SumGroup.class, SumDrawers::sum);
        d.add("rellik", RellikCage.class, SumCageDrawers::rellik);
        d.add("equalitycage", EqualityCage.class, SumCageDrawers::equality);
        d.add("lunchbox", Lunchbox.class, SumCageDrawers::lunchbox);
        d.add("equalsum", EqualSum.class, SumCageDrawers::equalSum);
        d.add("sumline", SumLine.class, SumCageDrawers::sumLine);
        d.add("littlekiller", LittleKiller.class, RuleDrawer.outside(OutsideDrawers::littleKiller));
        d.add("arrow", Arrow.class, SumDrawers::arrow);
        d.add("sandwich", Sandwich.class, RuleDrawer.outside(OutsideDrawers::sandwich));
        d.line("regionsum", RegionSumLine.class, RegionSumLine::line, new LineStyle("#2E9BFF", 0.15, LineStyle.Ends.NONE));
        d.line("zipper", ZipperLine.class, ZipperLine::line, new LineStyle("#9C6BDB", 0.15, LineStyle.Ends.NONE));
        d.add("xsum", XSum.class, RuleDrawer.outside(OutsideDrawers::xsum));
        d.line("doublearrow", DoubleArrow.class, DoubleArrow::line, new LineStyle("#A0A0A0", 0.1, LineStyle.Ends.CIRCLES));
        d.add("distinct", DistinctTerms.class, ShadingDrawers::distinct);
        d.add("yinyang", YinYang.class, ShadingDrawers::yinYang);
        d.add("contain", CountedValues.class, CountDrawers::counted);
        d.add("containexact", CountedValues.class, CountDrawers::counted);
        d.add("lookandsay", CountedValues.class, CountDrawers::counted);
        d.add("countdistinct", CountDistinct.class, CountDrawers::countDistinct);
        d.add("valueindex", ValueIndex.class, CountDrawers::valueIndex);
        d.add("countingcircles", CountingCircles.class, CountDrawers::countingCircles);
        d.add("samevalues", SameValues.class, CountDrawers::sameValues);
        d.add("connectedvalues", ConnectedValues.class, CountDrawers::connectedValues);
        d.add("if", Conditional.class, (c, s) -> ShadingDrawers.conditional(c, s, d));
        d.add("snake", Snake.class, ShadingDrawers::shape);
        d.add("loop", Loop.class, ShadingDrawers::shape);
        d.add("require", Require.class, ShadingDrawers::shape);
        d.line("relation", Relation.class, Relation::cells, new LineStyle("#3FA34D", 0.12, LineStyle.Ends.NONE),
                (r, n) -> "green line" + (r.chain() ? "" : " (every pair)") + ": allowed pairs " + r.allowText());
        d.line("regex", RegexLine.class, RegexLine::cells, new LineStyle("#C05A9E", 0.12, LineStyle.Ends.NONE),
                (r, n) -> "pink line read from " + r.cells().get(0) + ": the values match " + r.pattern());
        d.line("nfa", NfaLine.class, NfaLine::cells, new LineStyle("#7A5230", 0.12, LineStyle.Ends.NONE),
                (r, n) -> "brown line read from " + r.cells().get(0) + (r.segments().size() > 1 ? " in " + r.segments().size() + " segments" : "")
                        + ": a state machine of " + r.stateCount() + " states accepts the values");
        d.add("or", AnyOf.class, (a, s) -> ShadingDrawers.anyOf(a, s, d));
        return d;
    }

    /** Registers the picture of one keyword's rules (replacing an earlier one). */
    public <R extends Rule> RuleDrawers add(String keyword, Class<R> type, RuleDrawer<R> drawer) {
        entries.put(keyword, new Entry<>(type, drawer, null));
        return this;
    }

    /** Registers a line rule: a tube in its style through the cells, with its ends marked as the style says. */
    public <R extends Rule> RuleDrawers line(String keyword, Class<R> type, Function<R, List<Cell>> cells, LineStyle style) {
        entries.put(keyword, new Entry<>(type, LineDrawers.line(cells, style), style));
        return this;
    }

    /**
     * A line rule with a parameter: besides the line, a legend note (given the rule and the grid size)
     * when the parameter differs from the rule's default; null for none.
     */
    public <R extends Rule> RuleDrawers line(String keyword, Class<R> type, Function<R, List<Cell>> cells, LineStyle style,
                                             BiFunction<R, Integer, String> note) {
        entries.put(keyword, new Entry<>(type, LineDrawers.withNote(LineDrawers.line(cells, style), note), style));
        return this;
    }

    /** The keywords with a picture. */
    public Set<String> keywords() {
        return entries.keySet();
    }

    /** The style a line rule of this keyword is drawn in, or null for a keyword that is not a coloured line. */
    public LineStyle style(String keyword) {
        Entry<?> e = entries.get(keyword);
        return e == null ? null : e.style();
    }

    public void draw(Rule rule, Scene scene) {
        Entry<?> e = entries.get(rule.keyword());
        if (e == null || !e.type().isInstance(rule)) {
            scene.note("not drawn (no picture for '" + rule.keyword() + "' rules yet): " + rule.toNative());
            return;
        }
        e.draw(rule, scene);
    }

    public boolean drawsOutside(Rule rule) {
        Entry<?> e = entries.get(rule.keyword());
        return e != null && e.type().isInstance(rule) && e.drawsOutside(rule);
    }
}
