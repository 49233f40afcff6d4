package dev.satdoku.catalog;

import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.cell.AllowedDigits;
import dev.satdoku.rules.chaos.ChaosArrow;
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.commons.text.similarity.LevenshteinDistance;

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
            Conditional.TYPE);

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

    /** Known keywords closest to a misspelt one (edit distance at most 2), best first. */
    public static List<String> suggestions(String word, List<String> extraKeywords) {
        LevenshteinDistance distance = new LevenshteinDistance(3);
        List<String> names = new ArrayList<>(BY_NAME.keySet());
        names.addAll(extraKeywords);
        String w = word.toLowerCase(Locale.ROOT);
        return names.stream()
                .filter(n -> {
                    int d = distance.apply(w, n);
                    return d >= 0 && d <= 2;
                })
                .sorted((a, b) -> Integer.compare(distance.apply(w, a), distance.apply(w, b)))
                .limit(3)
                .toList();
    }
}
