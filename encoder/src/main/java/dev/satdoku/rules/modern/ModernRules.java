package dev.satdoku.rules.modern;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.syntax.Token;
import java.util.List;

/**
 * Parsing shared by the modern line rules (whisper, nabner, entropic, modular, parity, samediff,
 * lockout); each rule's type lives in its record. Checks that depend on the grid size (a difference
 * the digits cannot reach) are made while parsing, where the offending word's column is known.
 */
final class ModernRules {

    private ModernRules() {
    }

    /** The line's cells: at least two, each touching the previous one. */
    static List<Cell> line(RuleArgs args) {
        return args.line(args.nextCells("the line's cells"), 2, "the " + args.keyword() + " line");
    }

    /** A line that may close on itself (its first cell written again at the end): see {@link RuleArgs#lineOrLoop}. */
    static List<Cell> lineOrLoop(RuleArgs args) {
        return args.lineOrLoop(args.nextCells("the line's cells"), 2, "the " + args.keyword() + " line");
    }

    /** An integer option that must lie in lo..hi on this grid; the error points at the option, if written. */
    static int option(RuleArgs args, String name, int fallback, int lo, int hi) {
        int value = args.intOption(name, fallback);
        if (value < lo || value > hi) {
            Token at = args.optionToken(name);
            String range = lo > hi ? "no value fits" : "must be " + lo + ".." + hi;
            String message = name + "=" + value + " is impossible " + (args.layout().isClassic() ? "on a " + args.layout().rows() + "x" + args.layout().cols() + " grid"
                    : "with values " + args.minValue() + ".." + args.maxValue()) + " (" + range + ")";
            throw at == null ? args.error(message + "; that is the default, so give " + name + "= explicitly") : args.error(at, message);
        }
        return value;
    }
}
