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
}
