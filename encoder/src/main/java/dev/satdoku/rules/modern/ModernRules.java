package dev.satdoku.rules.modern;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.List;
import java.util.Locale;

/**
 * The modern line rules that need no sum (whisper, nabner, entropic, modular, parity, samediff,
 * lockout) and the outside clues and indexing rules that need none either (skyscraper, indexer).
 * Checks that depend on the grid size (a difference the digits cannot reach, entropic thirds) are
 * made here, where the offending word's column is known.
 */
public final class ModernRules {

    private ModernRules() {
    }

    public static final List<RuleType> TYPES = List.of(
            RuleType.of("whisper", List.of(), "whisper LINE [diff=D]",
                    "neighbours on the line differ by at least D (default ceil(N/2): 5 on 9x9, German whispers; diff=4: Dutch)",
                    ModernRules::whisper),
            RuleType.of("nabner", List.of(), "nabner LINE",
                    "no two digits on the line are equal or consecutive",
                    args -> new NabnerLine(line(args))),
            RuleType.of("entropic", List.of(), "entropic LINE",
                    "every 3 consecutive cells hold one low, one middle and one high digit (the thirds of 1..N: 1-3, 4-6, 7-9 on 9x9)",
                    ModernRules::entropic),
            RuleType.of("modular", List.of(), "modular LINE [m=3]",
                    "every m consecutive cells have distinct residues mod m",
                    args -> {
                        List<Cell> line = line(args);
                        return new ModularLine(line, option(args, "m", ModularLine.DEFAULT_M, 2, args.size()));
                    }),
            RuleType.of("parity", List.of(), "parity LINE",
                    "neighbours on the line alternate odd and even",
                    args -> new ParityLine(line(args))),
            RuleType.of("samediff", List.of(), "samediff LINE",
                    "every pair of neighbours on the line has the same absolute difference",
                    args -> new SameDifferenceLine(line(args))),
            RuleType.of("lockout", List.of(), "lockout LINE [diff=4]",
                    "the end digits differ by at least diff; every other digit on the line lies outside the range between them (inclusive)",
                    args -> {
                        List<Cell> line = line(args);
                        return new LockoutLine(line, option(args, "diff", LockoutLine.DEFAULT_DIFF, 1, args.size() - 1));
                    }),
            RuleType.of("skyscraper", List.of(), "skyscraper COUNT POS",
                    "seen from POS, COUNT digits are visible (a digit is visible when greater than all before it)",
                    ModernRules::skyscraper),
            RuleType.of("indexer", List.of(), "indexer row|column|box CELLS",
                    "column indexer: a digit v in column c of row r puts c at r,v; row: v at r,c puts r at v,c; box: v at position p puts p at position v of the box",
                    ModernRules::indexer));

    private static List<Cell> line(RuleArgs args) {
        return args.line(args.nextCells("the line's cells"), 2, "the " + args.keyword() + " line");
    }

    /** An integer option that must lie in lo..hi on this grid; the error points at the option, if written. */
    private static int option(RuleArgs args, String name, int fallback, int lo, int hi) {
        int value = args.intOption(name, fallback);
        if (value < lo || value > hi) {
            Token at = args.optionToken(name);
            String range = lo > hi ? "no value fits" : "must be " + lo + ".." + hi;
            String message = name + "=" + value + " is impossible on a " + args.size() + "x" + args.size() + " grid (" + range + ")";
            throw at == null ? args.error(message + "; that is the default, so give " + name + "= explicitly") : args.error(at, message);
        }
        return value;
    }

    private static WhisperLine whisper(RuleArgs args) {
        List<Cell> line = line(args);
        return new WhisperLine(line, option(args, "diff", (args.size() + 1) / 2, 1, args.size() - 1));
    }

    private static EntropicLine entropic(RuleArgs args) {
        String why = EntropicLine.unsupportedSize(args.size());
        if (why != null) {
            throw args.error(why);
        }
        return new EntropicLine(line(args));
    }

    private static Skyscraper skyscraper(RuleArgs args) {
        Token at = args.peek();
        int count = args.nextInt("the number of visible digits");
        if (count < 1 || count > args.size()) {
            throw args.error(at, "count " + count + " is impossible (from 1 to " + args.size() + " digits can be visible)");
        }
        return new Skyscraper(count, args.nextOutsideCell("the clue position"));
    }

    private static Indexer indexer(RuleArgs args) {
        Token at = args.peek();
        Indexer.Kind kind = Indexer.Kind.valueOf(args.nextWord("the indexer kind", "row", "column", "box").toUpperCase(Locale.ROOT));
        String why = Indexer.unsupportedLayout(kind, args.layout());
        if (why != null) {
            throw args.error(at, why);
        }
        return new Indexer(kind, args.distinct(args.nextCells("the indexing cells"), "the cell list"));
    }
}
