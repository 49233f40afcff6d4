package dev.satdoku.sat;

import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The setter answers (explain with its repairs, ambiguity, redundant) as plain data (lists, maps,
 * numbers), the fields the JSON answers of the command line and of the workbench write after the
 * puzzle's name and warnings. Both front ends call these, so {@code satdoku explain --json} and
 * {@code POST /api/explain} cannot drift apart. They differ only in what a search stopped early is
 * called ({@code stopped}: the command line says "interrupted" after Ctrl-C, the workbench
 * "cancelled"; both say "timeout" at the time limit).
 */
public final class SetterJson {

    /** How the redundancy finder's minimal set is chosen (RedundancyFinder), said in every answer. */
    public static final String REDUNDANCY_ORDER = "greedy from the solver's core: givens in reading order, then rules as written";

    private SetterJson() {
    }

    /** {@code digits} (row-major), and {@code values} / {@code shading} / {@code regions} (chaos construction) when the puzzle has them. */
    public static Map<String, Object> solution(Solution s) {
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
     * can be thousands of characters long and is the same for every element. A clue that was written
     * nowhere (a workbench what-if given) has no location, as the command line's text shows none.
     */
    public static void origin(Map<String, Object> m, Origin o) {
        if (o.known() || !o.source().equals(Origin.NONE.source())) {
            m.put("location", o.location());
        }
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

    /** One clue: {@code kind} house ({@code house}, {@code cells}), given ({@code cell}, {@code digit}) or rule ({@code keyword}, {@code rule} in native text), and where it came from. */
    public static Map<String, Object> element(Selectors.Element el) {
        Map<String, Object> x = new LinkedHashMap<>();
        if (el instanceof Selectors.HouseElement h) {
            x.put("kind", "house");
            x.put("house", h.house().name());
            x.put("cells", h.house().cells().stream().map(Object::toString).toList());
        } else if (el instanceof Selectors.Given g) {
            x.put("kind", "given");
            x.put("cell", g.cell().toString());
            x.put("digit", g.digit());
        } else if (el instanceof Selectors.RuleLine r) {
            x.put("kind", "rule");
            x.put("keyword", r.rule().keyword());
            x.put("rule", r.rule().toNative());
        }
        origin(x, el.origin());
        return x;
    }

    private static List<Map<String, Object>> elements(List<Selectors.Element> els) {
        List<Map<String, Object>> out = new ArrayList<>();
        els.forEach(e -> out.add(element(e)));
        return out;
    }

    /** {@code explain}: status, minimal, elements, solution (when solvable), repairs (when searched), cores, solverCalls, millis. */
    public static Map<String, Object> explanation(Explanation e, String stopped) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", switch (e.status()) {
            case CONFLICT -> "conflict";
            case SOLVABLE -> "solvable";
            case TIMEOUT -> stopped;
        });
        m.put("minimal", e.minimal());
        m.put("elements", elements(e.elements()));
        if (e.solution() != null) {
            m.put("solution", solution(e.solution()));
        }
        if (e.repairs() != null) {
            m.put("repairs", repairs(e.repairs()));
        }
        m.put("cores", e.usedCores());
        m.put("solverCalls", e.solverCalls());
        m.put("millis", e.totalMillis());
        return m;
    }

    /** The repairs part of {@code explain}: size, complete, cappedBy, list (removed, count, countLimit, unique, digits), cores, solverCalls, millis. */
    public static Map<String, Object> repairs(Repairs r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("size", r.size());
        m.put("complete", r.complete());
        if (r.cappedBy() != null) {
            m.put("cappedBy", r.cappedBy());
        }
        List<Map<String, Object>> list = new ArrayList<>();
        for (Repairs.Repair x : r.repairs()) {
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("removed", elements(x.removed()));
            j.put("count", x.count());
            j.put("countLimit", x.countLimit());
            j.put("unique", x.unique());
            if (x.uniqueDigits() != null) {
                j.put("uniqueDigits", x.uniqueDigits());
                j.put("solvableDigits", x.solvableDigits());
            }
            if (x.uniqueTotals() != null) {
                j.put("uniqueTotals", x.uniqueTotals());
                j.put("solvableTotals", x.solvableTotals());
            }
            list.add(j);
        }
        m.put("list", list);
        m.put("cores", r.cores());
        m.put("solverCalls", r.solverCalls());
        m.put("millis", r.nanos() / 1_000_000);
        return m;
    }

    /** {@code ambiguity}: status, differing (cell, candidates), suggestions (cell, digit, solutions), unique, totals, solverCalls, millis. */
    public static Map<String, Object> ambiguity(Ambiguity a, String stopped) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", a.verdict() == Verdict.TIMEOUT ? stopped : a.verdict().label());
        List<Map<String, Object>> differing = new ArrayList<>();
        for (Cell c : a.differing()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("cell", c.toString());
            List<Integer> ds = new ArrayList<>();
            for (int d = a.puzzle().layout().minValue(); d <= a.puzzle().layout().maxValue(); d++) {
                if (a.candidates().isPossible(c, d)) {
                    ds.add(d);
                }
            }
            x.put("candidates", ds);
            differing.add(x);
        }
        m.put("differing", differing);
        List<Map<String, Object>> suggestions = new ArrayList<>();
        for (Ambiguity.Suggestion s : a.suggestions()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("cell", s.cell().toString());
            x.put("digit", s.digit());
            x.put("solutions", s.count());
            suggestions.add(x);
        }
        m.put("suggestions", suggestions);
        m.put("unique", a.unique());
        m.put("suggestionTotal", a.suggestionTotal());
        m.put("capped", a.capped());
        m.put("countLimit", a.countLimit());
        m.put("candidatesAsked", a.candidatesAsked());
        m.put("solverCalls", a.candidates().solverCalls() + a.solverCalls());
        m.put("millis", a.totalMillis());
        List<Map<String, Object>> decided = new ArrayList<>();
        a.answered().forEach(x -> decided.add(decided(candidate(x.cell(), x.digit()), x.decision())));
        List<Map<String, Object>> undecided = new ArrayList<>();
        a.unanswered().forEach(x -> undecided.add(candidate(x.cell(), x.digit())));
        m.put("partial", partial(a.complete(), a.complete() ? null : stopped, decided, undecided));
        return m;
    }

    /**
     * The partial answer (docs/json.md, "Partial answers"): {@code complete}, {@code stoppedBy} (what stopped
     * the search, null when it ran to its end), {@code decided} (each item with its {@code decision}) and
     * {@code undecided}. The one place these field names are written.
     */
    public static Map<String, Object> partial(boolean complete, String stoppedBy, List<Map<String, Object>> decided,
                                              List<Map<String, Object>> undecided) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("complete", complete);
        m.put("stoppedBy", stoppedBy);
        m.put("decided", decided);
        m.put("undecided", undecided);
        return m;
    }

    /** A candidate as an item of {@link #partial}: {@code cell}, {@code digit}. */
    private static Map<String, Object> candidate(Cell cell, int digit) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cell", cell.toString());
        m.put("digit", digit);
        return m;
    }

    /** An item of {@link #partial}'s {@code decided} list: the item's fields and its {@code decision}. */
    public static Map<String, Object> decided(Map<String, Object> item, String decision) {
        Map<String, Object> m = new LinkedHashMap<>(item);
        m.put("decision", decision);
        return m;
    }

    /**
     * {@code redundant}: status, clues, redundant, needed, minimalSet, order, solution, solverCalls, millis, and
     * partial (every clue decided redundant or needed, and those undecided).
     */
    public static Map<String, Object> redundancy(Redundancy r, String stopped) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", r.status() == Verdict.TIMEOUT ? stopped : r.status().label());
        m.put("clues", r.elements().size());
        m.put("redundant", elements(r.redundant()));
        m.put("needed", elements(r.needed()));
        m.put("minimalSet", elements(r.minimalSet()));
        m.put("order", REDUNDANCY_ORDER);
        if (r.solution() != null) {
            m.put("solution", solution(r.solution()));
        }
        m.put("solverCalls", r.solverCalls());
        m.put("millis", r.totalMillis());
        List<Map<String, Object>> decided = new ArrayList<>();
        r.redundant().forEach(e -> decided.add(decided(element(e), "redundant")));
        r.needed().forEach(e -> decided.add(decided(element(e), "needed")));
        m.put("partial", partial(r.complete(), r.status() == Verdict.TIMEOUT ? stopped : null, decided, elements(r.undecided())));
        return m;
    }

    /**
     * One step of a solve path: kind, text (what it deduces and from which elements), line (the line
     * {@code satdoku steps} prints: with the kind and the cost), deduced (cell, digit, placed), cost,
     * elements (as {@link #element}) and facts (earlier facts used: cell, digit, placed).
     */
    public static Map<String, Object> step(Step step) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", step.kind().text());
        m.put("text", step.deducedText() + " (" + step.elementsText() + ")");
        m.put("line", step.text());
        m.put("deduced", facts(step.deduced()));
        m.put("cost", step.cost());
        m.put("elements", elements(step.clues()));
        m.put("facts", facts(step.facts()));
        return m;
    }

    private static List<Map<String, Object>> facts(List<Fact> facts) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Fact f : facts) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("cell", f.cell().toString());
            x.put("digit", f.digit());
            x.put("placed", f.placed());
            out.add(x);
        }
        return out;
    }

    /**
     * A solve path after the puzzle: status (solved, case split, timeout, or the verdict when the
     * puzzle is not unique: none, multiple), steps, difficulty (hardest, total, steps, deductions,
     * needsCaseSplit), bound, solverCalls, millis.
     */
    public static Map<String, Object> path(SolvePath path, String stoppedStatus) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", pathStatus(path, stoppedStatus));
        List<Map<String, Object>> steps = new ArrayList<>();
        path.steps().forEach(s -> steps.add(step(s)));
        m.put("steps", steps);
        m.put("difficulty", path.difficulty().fields());
        m.put("bound", path.bound());
        m.put("solverCalls", path.solverCalls());
        m.put("millis", path.millis());
        return m;
    }

    /** solved, case split, timeout (or the interruption's word), none or multiple. */
    public static String pathStatus(SolvePath path, String stoppedStatus) {
        return switch (path.status()) {
            case SOLVED -> "solved";
            case CASE_SPLIT -> "case split";
            case TIMEOUT -> stoppedStatus;
            case NOT_UNIQUE -> path.solutions() == 0 ? "none" : "multiple";
        };
    }
}
