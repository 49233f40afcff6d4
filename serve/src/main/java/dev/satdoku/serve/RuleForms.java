package dev.satdoku.serve;

import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.rules.RuleType;
import dev.satdoku.sat.Answers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rule catalogue as the page's rule picker reads it ({@code GET /api/rules}): every keyword of
 * {@link RuleCatalog} with its syntax and one-line summary (what {@code satdoku rules} prints) and the
 * shape of its arguments, read from the syntax, so that the page can build a rule line from the cells
 * the setter selected. The page keeps no list of rules of its own.
 *
 * <p>A syntax is read word by word: {@code CELLS} (the selected cells), {@code LINE} (the selected cells
 * in the order they were selected), {@code A B} (two adjacent cells), {@code POS} (the outside position
 * beside the selection), {@code DIR} (a little killer's direction, from the selection), {@code r3|c5}
 * (the row or column of the selection), {@code CIRCLE...} / {@code SHAFT...} (the first selected cell /
 * the others), a number placeholder ({@code TOTAL}, {@code COUNT}, {@code VALUE}, {@code RANK}; in
 * brackets when optional), a choice ({@code main|anti|both}), a required {@code name=VALUE} option and
 * the literal {@code |}; optional {@code [name=...]} options and flags are left to the setter, who can
 * edit the line. A syntax with any other word gets no parts: the page asks for the whole line.
 */
final class RuleForms {

    private static final List<String> NUMBERS = List.of("TOTAL", "COUNT", "VALUE", "RANK");

    private RuleForms() {
    }

    /** The catalogue's entries, in the order of {@code satdoku rules}. */
    static Map<String, Object> catalogue() {
        List<Map<String, Object>> rules = new ArrayList<>();
        for (RuleType t : RuleCatalog.all()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("keyword", t.keyword());
            m.put("aliases", t.aliases());
            m.put("syntax", t.syntax());
            m.put("summary", t.summary());
            List<Map<String, Object>> parts = parts(t.syntax());
            m.put("parts", parts);
            // Rules over the whole grid (anti-knight, diagonal main): no cells to select, a checklist entry.
            m.put("global", parts != null && parts.stream().allMatch(p -> p.get("kind").equals("choice")));
            rules.add(m);
        }
        Map<String, Object> answer = Answers.begin("rules");
        answer.put("catalogue", rules);
        return answer;
    }

    /** The argument parts of a syntax after its keyword, or null when some word is none the page can fill in. */
    static List<Map<String, Object>> parts(String syntax) {
        String[] words = syntax.trim().split("\\s+");
        List<Map<String, Object>> out = new ArrayList<>();
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            if (w.equals("[|") && i + 1 < words.length && words[i + 1].equals("SHAFT...]")) {
                i++; // more shafts: the setter adds them by editing the line
                continue;
            }
            boolean optional = w.startsWith("[") && w.endsWith("]");
            String inner = optional ? w.substring(1, w.length() - 1) : w;
            if (optional && !NUMBERS.contains(inner)) {
                // an optional named option or flag ([diff=4], [loop]): the rule's default unless the setter edits the line
                if (inner.matches("[a-z]+(=\\S*)?")) {
                    continue;
                }
                return null;
            }
            if (w.equals("A") && i + 1 < words.length && words[i + 1].equals("B")) {
                out.add(part("pair"));
                i++;
            } else if (w.equals("CELLS")) {
                out.add(part("cells"));
            } else if (w.equals("LINE")) {
                out.add(part("line"));
            } else if (w.equals("POS")) {
                out.add(part("position"));
            } else if (w.equals("DIR")) {
                out.add(part("direction"));
            } else if (w.equals("r3|c5")) {
                out.add(part("house"));
            } else if (w.equals("CIRCLE...")) {
                out.add(part("first"));
            } else if (w.equals("SHAFT...")) {
                out.add(part("rest"));
            } else if (w.equals("|")) {
                out.add(part("bar"));
            } else if (NUMBERS.contains(inner)) {
                Map<String, Object> p = part("number");
                p.put("name", inner);
                p.put("optional", optional);
                out.add(p);
            } else if (w.matches("[a-z]+(\\|[a-z]+)+")) {
                Map<String, Object> p = part("choice");
                p.put("choices", List.of(w.split("\\|")));
                out.add(p);
            } else if (w.matches("[a-z]+=\\S+")) {
                Map<String, Object> p = part("named");
                p.put("name", w.substring(0, w.indexOf('=')));
                p.put("example", w.substring(w.indexOf('=') + 1));
                out.add(p);
            } else {
                return null;
            }
        }
        return out;
    }

    private static Map<String, Object> part(String kind) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("kind", kind);
        return p;
    }
}
