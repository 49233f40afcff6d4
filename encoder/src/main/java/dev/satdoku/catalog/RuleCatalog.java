package dev.satdoku.catalog;

import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.cell.AllowedDigits;
import dev.satdoku.rules.chaos.ChaosArrow;
import dev.satdoku.rules.chaos.ChaosBorders;
import dev.satdoku.rules.chaos.ChaosConstruction;
import dev.satdoku.rules.chaos.ChaosCount;
import dev.satdoku.rules.chaos.RegionLabel;
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
import dev.satdoku.rules.modern.DifferenceCountLine;
import dev.satdoku.rules.modern.EntropicLine;
import dev.satdoku.rules.modern.Indexer;
import dev.satdoku.rules.modern.LockoutLine;
import dev.satdoku.rules.modern.ModularLine;
import dev.satdoku.rules.modern.NabnerLine;
import dev.satdoku.rules.modern.ParityLine;
import dev.satdoku.rules.modern.SameDifferenceLine;
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
import dev.satdoku.syntax.Spelling;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Every rule type the native format knows. Each rule record declares its type (keyword, syntax,
 * summary, parser) beside its encoding and check; this list registers it with one line. The order is
 * that of {@code satdoku rules}. A record written under several keywords (odd/even/candidates,
 * thermo/slowthermo, x/v, negative/nonconsecutive...) declares one type per keyword, and each has its
 * line here.
 */
public final class RuleCatalog {

    private static final List<RuleType> TYPES = List.of(
            AllowedDigits.ODD_TYPE,
            AllowedDigits.EVEN_TYPE,
            AllowedDigits.CANDIDATES_TYPE,
            WhisperLine.TYPE,
            NabnerLine.TYPE,
            EntropicLine.TYPE,
            ModularLine.TYPE,
            ParityLine.TYPE,
            SameDifferenceLine.TYPE,
            DifferenceCountLine.TYPE,
            LockoutLine.TYPE,
            Skyscraper.TYPE,
            HiddenSkyscraper.TYPE,
            NumberedRoom.TYPE,
            FullRank.TYPE,
            UniqueRanks.TYPE,
            Indexer.TYPE,
            WhiteDot.TYPE,
            BlackDot.TYPE,
            XvMark.X_TYPE,
            XvMark.V_TYPE,
            GreaterChain.TYPE,
            EqualTerms.TYPE,
            Negative.TYPE,
            Negative.NONCONSECUTIVE_TYPE,
            AntiMove.KING_TYPE,
            AntiMove.KNIGHT_TYPE,
            AntiBishop.BISHOP_TYPE,
            AntiBishop.QUEEN_TYPE,
            Diagonal.TYPE,
            Windoku.TYPE,
            ExtraRegion.TYPE,
            Disjoint.TYPE,
            ChaosConstruction.TYPE,
            ChaosArrow.TYPE,
            ChaosCount.TYPE,
            ChaosBorders.TYPE,
            RegionLabel.TYPE,
            AntiTaxicab.TYPE,
            GlobalEntropy.TYPE,
            GlobalMod.TYPE,
            DutchFlatmates.TYPE,
            RegionSameValues.TYPE,
            Doppelganger.TYPE,
            Thermo.TYPE,
            Thermo.SLOW_TYPE,
            Between.TYPE,
            Extremum.MINIMUM_TYPE,
            Extremum.MAXIMUM_TYPE,
            Renban.TYPE,
            Palindrome.TYPE,
            Clone.TYPE,
            Quad.TYPE,
            Cage.TYPE,
            SumGroup.TYPE,
            RellikCage.TYPE,
            EqualityCage.TYPE,
            Lunchbox.TYPE,
            EqualSum.TYPE,
            LittleKiller.TYPE,
            Arrow.TYPE,
            Sandwich.TYPE,
            RegionSumLine.TYPE,
            ZipperLine.TYPE,
            XSum.TYPE,
            DoubleArrow.TYPE,
            SumLine.TYPE,
            DistinctTerms.TYPE,
            Relation.TYPE,
            RegexLine.TYPE,
            NfaLine.TYPE,
            AnyOf.TYPE,
            YinYang.TYPE,
            CountedValues.AT_LEAST_TYPE,
            CountedValues.EXACT_TYPE,
            CountedValues.LOOK_AND_SAY_TYPE,
            CountDistinct.TYPE,
            ValueIndex.TYPE,
            CountingCircles.TYPE,
            SameValues.TYPE,
            ConnectedValues.TYPE,
            Conditional.TYPE,
            Snake.TYPE,
            Loop.TYPE,
            Require.TYPE);

    private static final Map<String, RuleType> BY_NAME = index();

    private RuleCatalog() {
    }

    private static Map<String, RuleType> index() {
        Map<String, RuleType> map = new LinkedHashMap<>();
        for (RuleType t : TYPES) {
            for (String name : Stream.concat(Stream.of(t.keyword()), t.aliases().stream()).toList()) {
                if (map.put(name, t) != null) {
                    throw new IllegalStateException("rule keyword '" + name + "' is defined twice");
                }
            }
        }
        return map;
    }

    public static List<RuleType> all() {
        return TYPES;
    }

    public static Optional<RuleType> find(String keyword) {
        return Optional.ofNullable(BY_NAME.get(keyword.toLowerCase(Locale.ROOT)));
    }

    /**
     * Names setters give rules in other tools and in rules texts, mapped to the keywords that state
     * them here. Hints only: a synonym is not read as the rule, since some are ambiguous ("kropki" is
     * either dot, "killer" a cage or a little killer) and the native format keeps one name per rule.
     */
    private static final Map<String, List<String>> SYNONYMS = Map.ofEntries(
            Map.entry("killer", List.of("cage", "littlekiller")),
            Map.entry("killercage", List.of("cage")),
            Map.entry("sumcage", List.of("cage")),
            Map.entry("little", List.of("littlekiller")),
            Map.entry("german", List.of("whisper")),
            Map.entry("germanwhisper", List.of("whisper")),
            Map.entry("gw", List.of("whisper")),
            Map.entry("dutch", List.of("whisper")),
            Map.entry("dutchwhisper", List.of("whisper")),
            Map.entry("kropki", List.of("white", "black")),
            Map.entry("whitedot", List.of("white")),
            Map.entry("blackdot", List.of("black")),
            Map.entry("consecutive", List.of("white")),
            Map.entry("xv", List.of("x", "v")),
            Map.entry("inequality", List.of("gt")),
            Map.entry("greater", List.of("gt")),
            Map.entry("greaterthan", List.of("gt")),
            Map.entry("xsudoku", List.of("diagonal")),
            Map.entry("hyper", List.of("windoku")),
            Map.entry("antidiagonal", List.of("diagonal")),
            Map.entry("betweenline", List.of("between")),
            Map.entry("regionsumline", List.of("regionsum")),
            Map.entry("entropicline", List.of("entropic")),
            Map.entry("renbanline", List.of("renban")),
            Map.entry("zipperline", List.of("zipper")),
            Map.entry("parityline", List.of("parity")),
            Map.entry("modularline", List.of("modular")),
            Map.entry("lockoutline", List.of("lockout")),
            Map.entry("nabnerline", List.of("nabner")),
            Map.entry("palindromeline", List.of("palindrome")),
            Map.entry("arrowsum", List.of("arrow")),
            Map.entry("xsums", List.of("xsum")),
            Map.entry("sandwichsum", List.of("sandwich")));

    /**
     * Keywords to suggest for an unknown one, best first: the rule a setter's usual name for it
     * means (killer, german whisper, kropki...), else the known keywords nearest in spelling.
     */
    public static List<String> suggestions(String word, List<String> extraKeywords) {
        List<String> meant = SYNONYMS.get(word.toLowerCase(Locale.ROOT).replace("-", "").replace("_", ""));
        if (meant != null) {
            return meant;
        }
        List<String> names = new ArrayList<>(BY_NAME.keySet());
        names.addAll(extraKeywords);
        return Spelling.closest(word, names, 3);
    }
}
