package dev.satdoku.catalog;

import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.cell.CellRules;
import dev.satdoku.rules.chess.ChessRules;
import dev.satdoku.rules.line.LineRules;
import dev.satdoku.rules.modern.ModernRules;
import dev.satdoku.rules.pair.PairRules;
import dev.satdoku.rules.region.RegionRules;
import dev.satdoku.rules.shading.ShadingRules;
import dev.satdoku.rules.sum.SumRules;
import dev.satdoku.rules.sumline.SumLineRules;
import dev.satdoku.rules.variable.VariableRules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * Every rule type the native format knows, gathered from the rule families. Adding a rule means
 * adding its type to its family's list; nothing else here changes.
 */
public final class RuleCatalog {

    private static final List<RuleType> TYPES = Stream.of(
                    CellRules.TYPES,
                    ModernRules.TYPES,
                    PairRules.TYPES,
                    ChessRules.TYPES,
                    RegionRules.TYPES,
                    LineRules.TYPES,
                    SumRules.TYPES,
                    SumLineRules.TYPES,
                    VariableRules.TYPES,
                    ShadingRules.TYPES)
            .flatMap(List::stream)
            .toList();

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
