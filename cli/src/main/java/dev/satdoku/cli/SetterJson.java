package dev.satdoku.cli;

import dev.satdoku.model.Solution;
import dev.satdoku.syntax.Origin;
import java.util.LinkedHashMap;
import java.util.Map;

/** JSON pieces the setter commands share: a solution, a source position. */
final class SetterJson {

    private SetterJson() {
    }

    /** {@code digits} (row-major), and {@code values} / {@code shading} when the puzzle has them. */
    static Map<String, Object> solution(Solution s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("digits", s.digits());
        if (!s.variables().isEmpty()) {
            m.put("values", s.variables());
        }
        if (s.hasShading()) {
            StringBuilder sb = new StringBuilder();
            for (boolean b : s.shading()) {
                sb.append(b ? '#' : '.');
            }
            m.put("shading", sb.toString());
        }
        if (s.hasRegions()) {
            m.put("regions", s.regions());
        }
        return m;
    }

    /**
     * {@code location} (file:line:column), {@code line}, {@code column}, and the line's {@code text} for
     * native input, or the {@code item} (ISS item, f-puzzles key path) for an import: an imported line
     * can be thousands of characters long and is the same for every element.
     */
    static void origin(Map<String, Object> m, Origin o) {
        m.put("location", o.location());
        if (o.known()) {
            m.put("line", o.line());
            m.put("column", o.column());
        }
        if (!o.item().isEmpty()) {
            m.put("item", o.item());
        } else if (o.known()) {
            m.put("text", o.text());
        }
    }
}
