package dev.satdoku.sat;

import dev.satdoku.check.Checker;
import dev.satdoku.check.Violation;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Metadata;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.ReadItem;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every JSON answer, as plain data (lists, maps, numbers) in the shape docs/schema/answer.schema.json
 * describes: the command line's {@code --json} lines and the workbench's {@code /api} bodies are built
 * here, so a field has one name and one shape wherever it appears (a grid, a solution, the puzzle's
 * identity, a verdict, a clue); a batch line (the library's {@code BatchFormat}, shared with the Spark
 * job) begins here and writes its solution here, its flat record's other fields beside. Every answer begins with {@link #begin} (or
 * {@link #about} when it is about a puzzle). The front ends differ only in what a search stopped
 * early is called ({@code stopped}: the command line says "interrupted" after Ctrl-C, the workbench
 * "cancelled"; both say "timeout" at the time limit).
 */
public final class Answers {

    /** How the redundancy finder's minimal set is chosen (RedundancyFinder), said in every answer. */
    public static final String REDUNDANCY_ORDER = "greedy from the solver's core: givens in reading order, then rules as written";

    private Answers() {
    }

    /** The value of {@code format} in every answer: names the shape. */
    public static final String FORMAT = "satdoku-answer";

    /** The value of {@code version}: raised when a field is renamed or changes its meaning (docs/json.md lists the changes). */
    public static final int VERSION = 1;

    /** The start of every answer: {@code format}, {@code version} and the {@code command} (or endpoint) that answers. */
    public static Map<String, Object> begin(String command) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("version", VERSION);
        m.put("command", command);
        return m;
    }

    /**
     * The start of every answer about a puzzle: {@link #begin}, the puzzle's identity ({@link #identity}),
     * its grid ({@link #grid}), its import warnings, whether everything that could be a rule was read
     * ({@code complete}; when not, every verdict is about the rules read: {@code scope} is the wording
     * the text output adds, {@code unread} what was left) and, for a drawn puzzle, its reading element by
     * element ({@code reading}) and per element kind with the other readings each kind can be given
     * ({@code readingKinds}).
     */
    public static Map<String, Object> about(Puzzle p, String command) {
        Map<String, Object> m = begin(command);
        m.put("puzzle", identity(p));
        m.putAll(grid(p.layout()));
        Metadata meta = p.metadata();
        m.put("warnings", meta.warnings());
        m.put("complete", meta.complete());
        m.put("scope", meta.verdictScope());
        m.put("unread", meta.unread());
        List<Map<String, Object>> reading = new ArrayList<>();
        Map<String, Map<String, Object>> kinds = new LinkedHashMap<>();
        for (ReadItem item : meta.reading()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("element", item.element());
            x.put("kind", item.kind());
            x.put("readAs", item.readAs());
            x.put("because", item.because());
            x.put("choices", item.choices());
            reading.add(x);
            if (!item.choices().isEmpty()) {
                Map<String, Object> k = kinds.computeIfAbsent(item.kind(), kind -> {
                    Map<String, Object> fresh = new LinkedHashMap<>();
                    fresh.put("kind", kind);
                    fresh.put("count", 0);
                    fresh.put("readAs", item.readAs());
                    fresh.put("because", item.because());
                    fresh.put("choices", item.choices());
                    return fresh;
                });
                k.put("count", (Integer) k.get("count") + 1);
            }
        }
        m.put("reading", reading);
        m.put("readingKinds", new ArrayList<>(kinds.values()));
        return m;
    }

    /**
     * What an answer calls the puzzle: its title when it has one, else the file it came from, else what
     * the argument was ("f-puzzles puzzle", "puzzle string", with "from standard input" when piped), never
     * the placeholder {@code <argument>} that messages use as a location.
     */
    public static String identity(Puzzle p) {
        String title = p.metadata().title();
        if (title != null && !title.isBlank()) {
            return title.strip();
        }
        String name = p.name();
        if (!name.startsWith("<")) {
            return name;
        }
        int close = name.indexOf('>');
        String placeholder = close < 0 ? name : name.substring(0, close + 1);
        String rest = close < 0 ? "" : name.substring(close + 1);
        String what = p.metadata().format() == null ? "puzzle" : p.metadata().format();
        // a puzzle of a list given inline is named "<argument>:3": its line
        String line = rest.matches(":[0-9]+") ? " (line " + rest.substring(1) + ")" : rest;
        return what + line + (placeholder.equals("<stdin>") ? " from standard input" : "");
    }

    /** The grid's shape, always all of it: {@code size} (the longer side), {@code rows}, {@code cols}, {@code values} ([lowest, highest]). */
    public static Map<String, Object> grid(Layout layout) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("size", Math.max(layout.rows(), layout.cols()));
        m.put("rows", layout.rows());
        m.put("cols", layout.cols());
        m.put("values", List.of(layout.minValue(), layout.maxValue()));
        return m;
    }

    /**
     * A solution, the same object wherever one appears: {@code digits} (row-major), {@code extraCells}
     * (the puzzle's named extra cells, when it has some), {@code shading} ('#' shaded, '.' not, row-major)
     * and {@code regions} (each cell's region label in the partition found) when the puzzle has them.
     */
    public static Map<String, Object> solution(Solution s) {
        Map<String, Object> m = solution(s.digits());
        if (!s.variables().isEmpty()) {
            m.put("extraCells", s.variables());
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

    /** A solution known only by its digits (a batch line's): the {@code digits} of {@link #solution(Solution)}. */
    public static Map<String, Object> solution(int[] digits) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("digits", digits);
        return m;
    }

    /** Solutions in the order found, each as {@link #solution}. */
    public static List<Map<String, Object>> solutions(List<Solution> solutions) {
        List<Map<String, Object>> out = new ArrayList<>();
        solutions.forEach(s -> out.add(solution(s)));
        return out;
    }

    /** A verdict as the text output words it, with the stopped search's word ({@code stopped}) for a timeout. */
    public static String status(Verdict v, String stopped) {
        return v == Verdict.TIMEOUT ? stopped : v.label();
    }

    /**
     * A solve: {@code status}, {@code solutions}, {@code exhaustive}, the CNF's size after and before
     * simplification, {@code millis}, and the solver's {@code conflicts} and {@code decisions}.
     */
    public static Map<String, Object> solveReport(SolveReport r, String stopped) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", status(r.verdict(), stopped));
        m.put("solutions", solutions(r.solutions()));
        m.put("exhaustive", r.exhaustive());
        m.putAll(cnfSize(r.after(), r.before()));
        m.put("millis", r.totalMillis());
        m.put("conflicts", r.stats().conflicts());
        m.put("decisions", r.stats().decisions());
        return m;
    }

    /**
     * A proposed grid, checked here by the independent checker ({@code check}, {@code decode}): {@code status}
     * valid or invalid, the {@code solution} checked and its {@code violations}, each with the
     * {@code rule} broken, its {@code message}, where the rule was written ({@code location}, when known)
     * and the {@code text} the text output prints.
     */
    public static Map<String, Object> checked(Puzzle p, Solution s) {
        List<Violation> violations = Checker.check(p, s);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", violations.isEmpty() ? "valid" : "invalid");
        m.put("solution", solution(s));
        List<Map<String, Object>> list = new ArrayList<>();
        for (Violation v : violations) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("rule", v.rule());
            x.put("message", v.message());
            if (v.origin() != null && v.origin().known()) {
                x.put("location", v.origin().location());
            }
            x.put("text", v.toString());
            list.add(x);
        }
        m.put("violations", list);
        return m;
    }

    /** True candidates: {@code status} and the candidates' fields ({@link TrueCandidates#fields}). */
    public static Map<String, Object> candidates(TrueCandidates tc, String stopped) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", status(tc.verdict(), stopped));
        m.putAll(tc.fields());
        return m;
    }

    /** The cells in which the solutions found differ ({@code differingCells}, by name), for solve and count. */
    public static Map<String, Object> differingCells(List<Cell> cells) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("differingCells", cells.stream().map(Cell::toString).toList());
        return m;
    }

    /**
     * A partial answer ({@code partial}): what a search that may stop early has settled. {@code decided}
     * items carry their {@code decision} (see {@link #decided}); {@code stoppedBy} is null when the
     * search completed, else timeout, interrupted or cancelled.
     */
    public static Map<String, Object> partial(String stoppedBy, List<Map<String, Object>> decided, List<Map<String, Object>> undecided) {
        return partial(undecided.isEmpty(), stoppedBy, decided, undecided);
    }

    /**
     * A partial answer whose completeness is not only "nothing undecided": an ambiguity search stopped while it
     * was still finding the candidates has nothing decided and nothing undecided, and is not complete.
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

    /** An item of a partial answer (a clue as {@link #element}, a candidate, a measurement) with what was decided about it. */
    public static Map<String, Object> decided(Map<String, Object> item, String decision) {
        Map<String, Object> m = new LinkedHashMap<>(item);
        m.put("decision", decision);
        return m;
    }

    /** A count: {@code status}, {@code count}, {@code exhaustive} (the count is exact), {@code limit} (0: none), {@code millis}, the CNF's size, {@code conflicts}. */
    public static Map<String, Object> count(Enumerator.Enumeration e, long limit, String stopped) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", status(e.verdict(), stopped));
        m.put("count", e.count());
        m.put("exhaustive", e.ending() == Enumerator.Ending.EXHAUSTED);
        m.put("limit", limit);
        m.put("millis", e.totalMillis());
        m.putAll(cnfSize(e.after(), e.before()));
        m.put("conflicts", e.stats().conflicts());
        return m;
    }

    /** {@code variables}, {@code clauses}, {@code literals} of the CNF solved and, with suffix {@code Before}, of the plain encoding. */
    public static Map<String, Object> cnfSize(dev.satdoku.encode.CnfSize after, dev.satdoku.encode.CnfSize before) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("variables", after.variables());
        m.put("clauses", after.clauses());
        m.put("literals", after.literals());
        m.put("variablesBefore", before.variables());
        m.put("clausesBefore", before.clauses());
        m.put("literalsBefore", before.literals());
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

    /** The repairs part of {@code explain}: size, complete, cappedBy, list (removed, count, countLimit, unique, digits), conflictSets, solverCalls, millis. */
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
            if (x.uniqueTotals() != null) {
                j.put("uniqueTotals", x.uniqueTotals());
                j.put("solvableTotals", x.solvableTotals());
            }
            if (x.uniqueDigits() != null) {
                j.put("uniqueDigits", x.uniqueDigits());
                j.put("solvableDigits", x.solvableDigits());
            }
            list.add(j);
        }
        m.put("list", list);
        m.put("conflictSets", r.cores());
        m.put("solverCalls", r.solverCalls());
        m.put("millis", r.nanos() / 1_000_000);
        return m;
    }

    /** {@code ambiguity}: status, differing (cell, candidates), suggestions (cell, digit, solutions), unique, totals, solverCalls, millis. */
    public static Map<String, Object> ambiguity(Ambiguity a, String stopped) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", status(a.verdict(), stopped));
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

    /** A candidate as an item of a partial answer: {@code cell}, {@code digit}. */
    private static Map<String, Object> candidate(Cell cell, int digit) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cell", cell.toString());
        m.put("digit", digit);
        return m;
    }

    /** {@code redundant}: status, clues, redundant, minimalSet, order, solution, solverCalls, millis. */
    public static Map<String, Object> redundancy(Redundancy r, String stopped) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", status(r.status(), stopped));
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
