package dev.satdoku.format.iss;

import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.List;

/**
 * One section of an ISS text (sections are separated by blank lines) with all whitespace removed, as
 * ISS reads it, but remembering where each remaining character was written so that errors point at
 * the item in the user's text.
 */
final class IssSection {

    private final String text;
    private final int[] lines;
    private final int[] columns;
    private final List<String> sourceLines;
    private final String source;
    private final boolean positioned;

    private IssSection(String text, int[] lines, int[] columns, List<String> sourceLines, String source, boolean positioned) {
        this.text = text;
        this.lines = lines;
        this.columns = columns;
        this.sourceLines = sourceLines;
        this.source = source;
        this.positioned = positioned;
    }

    /**
     * Splits text into sections: lines starting with {@code #} are comments, blank lines separate sections.
     *
     * @param positioned whether lines and columns mean something to the user (false for text decoded
     *                   from a link, where errors name the item only)
     */
    static List<IssSection> split(String input, String source, boolean positioned) {
        List<String> all = List.of(input.split("\r\n|\n|\r", -1));
        List<IssSection> out = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        List<Integer> ls = new ArrayList<>();
        List<Integer> cs = new ArrayList<>();
        for (int i = 0; i <= all.size(); i++) {
            String line = i < all.size() ? all.get(i) : "";
            if (line.strip().startsWith("#")) {
                continue;
            }
            if (line.isBlank()) {
                if (sb.length() > 0) {
                    out.add(new IssSection(sb.toString(), ls.stream().mapToInt(Integer::intValue).toArray(),
                            cs.stream().mapToInt(Integer::intValue).toArray(), all, source, positioned));
                    sb.setLength(0);
                    ls.clear();
                    cs.clear();
                }
                continue;
            }
            for (int c = 0; c < line.length(); c++) {
                char ch = line.charAt(c);
                if (!Character.isWhitespace(ch)) {
                    sb.append(ch);
                    ls.add(i + 1);
                    cs.add(c + 1);
                }
            }
        }
        return out;
    }

    String text() {
        return text;
    }

    /** Where the character at {@code index} of the whitespace-free text was written. */
    Origin origin(int index) {
        if (!positioned) {
            return Origin.of(source);
        }
        if (index < 0 || index >= lines.length) {
            index = Math.max(0, lines.length - 1);
        }
        int line = lines[index];
        return new Origin(source, line, columns[index], sourceLines.get(line - 1));
    }

    /** A token of ISS's separated grid layout (iss.md 3.2): {@code .} or a run of digits, and where it was written. */
    record GridToken(String text, Origin origin) {
    }

    /**
     * The section read as a separated grid layout (iss.md 3.2), which ISS reads with its whitespace: each
     * {@code .} and each run of digits is a token, and whitespace, {@code |}, {@code _} and {@code -} only
     * separate. Null when the section holds any other character.
     */
    List<GridToken> gridTokens() {
        List<GridToken> out = new ArrayList<>();
        int previous = -1;
        for (int line : lines) {
            if (line == previous) {
                continue;
            }
            previous = line;
            String text = sourceLines.get(line - 1);
            int c = 0;
            while (c < text.length()) {
                char ch = text.charAt(c);
                if (ch == '.' || ch >= '0' && ch <= '9') {
                    int end = c + 1;
                    while (ch != '.' && end < text.length() && text.charAt(end) >= '0' && text.charAt(end) <= '9') {
                        end++;
                    }
                    out.add(new GridToken(text.substring(c, end), positioned ? new Origin(source, line, c + 1, text) : Origin.of(source)));
                    c = end;
                } else if (Character.isWhitespace(ch) || ch == '|' || ch == '_' || ch == '-') {
                    c++;
                } else {
                    return null;
                }
            }
        }
        return out;
    }
}
