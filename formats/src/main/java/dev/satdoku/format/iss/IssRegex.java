package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.relation.RegexPattern;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * {@code .Regex~pattern~cells[~~cells...]} (iss.md 4.8): the pattern is URL-safe Base64 (padding
 * optional), or URL-encoded text in the legacy form, recognised by a {@code %}. Each group of cells
 * (an empty argument starts the next) becomes one native {@code regex} line with the decoded pattern.
 */
final class IssRegex {

    private IssRegex() {
    }

    static void apply(IssItem item, IssPuzzle p) {
        item.needArgs(2, "Regex~pattern~cells...[~~cells...]");
        String pattern = decode(item, item.arg(0));
        try {
            RegexPattern.parse(pattern);
        } catch (IllegalArgumentException e) {
            throw item.errorAt(0, "the pattern '" + pattern + "' (decoded from '" + item.arg(0) + "'): " + e.getMessage());
        }
        List<List<Cell>> groups = new ArrayList<>();
        List<Cell> current = new ArrayList<>();
        for (int i = 1; i < item.args().size(); i++) {
            if (item.arg(i).isEmpty()) {
                if (!current.isEmpty()) {
                    groups.add(current);
                    current = new ArrayList<>();
                }
                continue;
            }
            current.add(IssCells.cell(item, i, p));
        }
        if (!current.isEmpty()) {
            groups.add(current);
        }
        if (groups.isEmpty()) {
            throw item.error("no cells");
        }
        for (List<Cell> group : groups) {
            p.rule("regex " + IssCells.list(group) + " pattern=" + pattern, item.at());
        }
    }

    /** The pattern text: percent-decoded when it holds a {@code %}, else Base64url with or without padding. */
    static String decode(IssItem item, String arg) {
        if (arg.indexOf('%') >= 0) {
            StringBuilder out = new StringBuilder();
            for (int i = 0; i < arg.length(); i++) {
                char c = arg.charAt(i);
                if (c != '%') {
                    out.append(c);
                    continue;
                }
                // Only %XX escapes: '+' is a quantifier here, never a space.
                if (i + 2 >= arg.length() || Character.digit(arg.charAt(i + 1), 16) < 0 || Character.digit(arg.charAt(i + 2), 16) < 0) {
                    throw item.errorAt(0, "'" + arg + "' has a '%' not followed by two hex digits");
                }
                out.append((char) Integer.parseInt(arg.substring(i + 1, i + 3), 16));
                i += 2;
            }
            return out.toString();
        }
        String body = arg;
        while (body.endsWith("=")) {
            body = body.substring(0, body.length() - 1);
        }
        try {
            return new String(Base64.getUrlDecoder().decode(body), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw item.errorAt(0, "the pattern '" + arg + "' is neither URL-safe Base64 nor URL-encoded text: " + e.getMessage());
        }
    }
}
