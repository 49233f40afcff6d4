package dev.satdoku.format.iss;

import dev.satdoku.format.LineFormat;
import dev.satdoku.format.NativeParser;
import dev.satdoku.format.foreign.NativeTranslator;
import dev.satdoku.format.foreign.TextShape;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.syntax.Token;
import dev.satdoku.syntax.Tokenizer;
import java.util.List;

/**
 * Interactive Sudoku Solver text. Recognised when a section is a constraint string with at least one
 * item ISS knows ({@code .~R1C1_5}, {@code .Thermo~...}), or when the whole text is one of ISS's grid
 * formats that no native reading could accept: a long ({@code 3x3::k:}) or short (arrow) killer, givens
 * followed by a layout, a jigsaw layout in letters, a pencilmark grid, a grid of values separated by
 * spaces or {@code |} (n*n tokens). A native file (its first word a
 * keyword) and a one-line puzzle (N*N digit characters) are never taken for ISS.
 */
public final class IssImporter implements NativeTranslator {

    @Override
    public String name() {
        return IssPuzzle.FORMAT;
    }

    @Override
    public boolean accepts(String text) {
        if (startsNative(text)) {
            return false;
        }
        List<IssSection> sections = IssSection.split(text, "", false);
        if (sections.isEmpty()) {
            return false;
        }
        for (IssSection s : sections) {
            if (s.text().startsWith(".") && IssItem.parse(s).stream().anyMatch(IssImporter::recognised)) {
                return true;
            }
        }
        if (sections.size() != 1) {
            return false;
        }
        String s = sections.get(0).text();
        return switch (IssTranslator.kind(sections.get(0))) {
            // A plain grid that reaches here is not a valid one-line puzzle (startsNative): a grid in rows or
            // with spaces ("5 3 . . 7 ..."), which ISS reads with its whitespace removed.
            // One word of digits and dots stays the one-line format's, whose errors say what it can state.
            case SEPARATED_GRID -> severalWords(text) || s.matches(".*[|_-].*");
            case PLAIN_GRID -> severalWords(text);
            case SHORT_KILLER, LONG_KILLER, GIVENS_LAYOUT, PENCILMARKS -> true;
            case LAYOUT -> !validOneLinePuzzle(s);
            default -> false;
        };
    }

    @Override
    public List<Translation> translate(String text, String source) {
        return List.of(IssTranslator.translate(text, source));
    }

    private static boolean recognised(IssItem item) {
        return item.type().isEmpty() ? !item.args().isEmpty() : IssTypes.known(item.type());
    }

    private static boolean severalWords(String text) {
        return text.strip().split("\\s+").length > 1;
    }

    /** The first word of the first non-blank line is a native keyword or a one-line puzzle. */
    private static boolean startsNative(String text) {
        String rest = text;
        while (!rest.isEmpty()) {
            String line = TextShape.firstLine(rest);
            List<Token> tokens = Tokenizer.tokenize(line);
            if (!tokens.isEmpty()) {
                String first = tokens.get(0).text();
                // A one-character first word followed by more words is not a 1x1 puzzle with a note but
                // the first row of a grid written with spaces (". . 3 | 4 . ."), ISS's separated layout.
                boolean gridRow = first.length() == 1 && tokens.size() > 1;
                return NativeParser.isKeyword(first) || !gridRow && LineFormat.looksLikePuzzle(first) && validOneLinePuzzle(first);
            }
            if (line.isEmpty()) {
                return false;
            }
            rest = rest.substring(rest.indexOf(line) + line.length());
        }
        return false;
    }

    /** A one-line puzzle whose every character is a digit of its grid (so the native reading accepts it). */
    private static boolean validOneLinePuzzle(String s) {
        int n = LineFormat.sizeForLength(s.length());
        if (n < 0) {
            return false;
        }
        for (char ch : s.toCharArray()) {
            int d = DigitCodec.decode(ch, 1);
            if (d == DigitCodec.NOT_A_CELL || d > n) {
                return false;
            }
        }
        return true;
    }
}
