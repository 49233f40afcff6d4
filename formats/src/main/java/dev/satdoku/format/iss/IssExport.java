package dev.satdoku.format.iss;

import java.util.List;

/**
 * A puzzle written for the Interactive Sudoku Solver.
 *
 * @param constraints the constraint string alone (what ISS's {@code q} link parameter takes)
 * @param text        the constraint string after comment lines (the title, and what was left out)
 * @param dropped     the rules left out (only with {@code lossy}; each says which rule, where and why)
 */
public record IssExport(String constraints, String text, List<String> dropped) {

    /** ISS's page; {@code ?q=} takes a constraint string. */
    public static final String LINK_PREFIX = "https://sigh.github.io/Interactive-Sudoku-Solver/?q=";

    public IssExport {
        dropped = List.copyOf(dropped);
    }

    /** A link that opens the puzzle in ISS. */
    public String link() {
        return LINK_PREFIX + java.net.URLEncoder.encode(constraints, java.nio.charset.StandardCharsets.UTF_8);
    }
}
