package dev.satdoku.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.SolveReport;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** JSON output (Jackson): one object per puzzle, one per line. */
final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    static String line(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The start of every JSON answer about a puzzle: its name, then its import warnings (what an
     * importer could not read as a rule; an empty array when it read everything), whether the reading
     * is complete (with what was not read when it is not) and, for drawn puzzles, the reading element
     * by element. Every command's JSON object is begun here so that none can leave the warnings out.
     */
    static Map<String, Object> answer(Puzzle puzzle) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("puzzle", puzzle.name());
        m.put("warnings", puzzle.metadata().warnings());
        // false when something that could be a rule was not read: the answer is about the rules read
        m.put("complete", puzzle.metadata().complete());
        if (!puzzle.metadata().complete()) {
            m.put("unread", puzzle.metadata().unread());
        }
        if (!puzzle.metadata().reading().isEmpty()) {
            m.put("reading", puzzle.metadata().reading());
        }
        return m;
    }

    /** The solve result object: status, solutions (row-major digit arrays), CNF sizes and time. */
    static Map<String, Object> report(SolveReport r) {
        Map<String, Object> m = answer(r.puzzle());
        m.put("status", r.verdict().label());
        // "size" stays the side of a square grid, as before; other shapes give rows and columns too.
        m.put("size", Math.max(r.puzzle().layout().rows(), r.puzzle().layout().cols()));
        if (!r.puzzle().layout().isSquare() || !r.puzzle().layout().hasDefaultValues()) {
            m.put("rows", r.puzzle().layout().rows());
            m.put("cols", r.puzzle().layout().cols());
            m.put("values", java.util.List.of(r.puzzle().layout().minValue(), r.puzzle().layout().maxValue()));
        }
        List<int[]> grids = new ArrayList<>();
        List<Map<String, Integer>> values = new ArrayList<>();
        List<String> shading = new ArrayList<>();
        List<int[]> regions = new ArrayList<>();
        for (Solution s : r.solutions()) {
            grids.add(s.digits());
            if (s.hasRegions()) {
                regions.add(s.regions());
            }
            values.add(s.variables());
            if (s.hasShading()) {
                StringBuilder sb = new StringBuilder();
                for (boolean b : s.shading()) {
                    sb.append(b ? '#' : '.');
                }
                shading.add(sb.toString());
            }
        }
        m.put("solutions", grids);
        if (!r.puzzle().extraCells().isEmpty()) {
            m.put("values", values);
        }
        if (!shading.isEmpty()) {
            m.put("shading", shading);
        }
        if (!regions.isEmpty()) {
            // the region label of each cell (row-major) in the partition found: a witness, one per solution
            m.put("regions", regions);
        }
        m.put("exhaustive", r.exhaustive());
        m.put("variables", r.after().variables());
        m.put("clauses", r.after().clauses());
        m.put("literals", r.after().literals());
        m.put("variablesBefore", r.before().variables());
        m.put("clausesBefore", r.before().clauses());
        m.put("literalsBefore", r.before().literals());
        m.put("millis", r.totalMillis());
        m.put("conflicts", r.stats().conflicts());
        m.put("decisions", r.stats().decisions());
        return m;
    }
}
