package dev.satdoku.serve;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.cnf.DimacsWriter;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.format.NativeWriter;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.fpuzzles.FPuzzlesExport;
import dev.satdoku.format.fpuzzles.FPuzzlesExporter;
import dev.satdoku.format.iss.IssExport;
import dev.satdoku.format.iss.IssExporter;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.render.PuzzleRenderer;
import dev.satdoku.sat.Ambiguity;
import dev.satdoku.sat.AmbiguityFinder;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.CandidatesFinder;
import dev.satdoku.sat.ConflictExplainer;
import dev.satdoku.sat.Enumerator;
import dev.satdoku.sat.Explanation;
import dev.satdoku.sat.Fact;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.Redundancy;
import dev.satdoku.sat.RedundancyFinder;
import dev.satdoku.sat.SatBackend;
import dev.satdoku.sat.SolvePath;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.StepFinder;
import dev.satdoku.sat.TrueCandidates;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The answers behind the {@code /api/...} endpoints, each a JSON object (as maps) computed with the
 * same classes the command line uses: {@link PuzzleSolver} for {@code solve}, {@link CandidatesFinder}
 * for {@code candidates}, {@link ConflictExplainer} for {@code explain} (with its repairs),
 * {@link AmbiguityFinder} for {@code ambiguity}, {@link RedundancyFinder} for {@code redundant}, {@link PuzzleRenderer} for
 * {@code render}, the f-puzzles exporter and {@link NativeWriter} for {@code convert},
 * {@link PuzzleEncoder} and {@link DimacsWriter} for {@code encode}, {@link StepFinder} for {@code steps}
 * and {@code hint}. Every answer is built by {@link Answers}, as the commands' {@code --json} answers are (docs/json.md).
 */
final class Api {

    /** How many solutions a candidate's count goes up to (the CLI's --count-limit default). */
    static final int COUNT_LIMIT = 10;

    private final EncodingOptions options = EncodingOptions.DEFAULTS;
    private final Supplier<SatBackend> backends;
    private final Jobs jobs;
    private final WarmSolvers warm;
    private final String version;

    Api(Jobs jobs, Supplier<SatBackend> backends, String version) {
        this.jobs = jobs;
        this.backends = backends;
        this.version = version;
        this.warm = new WarmSolvers(options, backends);
    }

    /** The puzzle as read: its picture, its givens, its rules and the import warnings. Cheap: no solving. */
    Map<String, Object> puzzle(Question q) {
        Puzzle p = q.puzzle();
        Map<String, Object> m = Answers.about(p, "puzzle");
        m.put("layout", p.layout().describe());
        // null for an empty cell: 0 is a value on 0-based grids, so it cannot mean "empty".
        m.put("givens", java.util.Arrays.stream(p.givens()).mapToObj(g -> g == Puzzle.EMPTY ? null : g).toList());
        m.put("givenCount", p.givenCount());
        List<String> rules = new ArrayList<>();
        p.rules().forEach(r -> rules.add(r.keyword()));
        m.put("rules", rules);
        m.put("title", p.metadata().title());
        m.put("author", p.metadata().author());
        m.put("svg", PuzzleRenderer.standard().svg(p, null));
        return m;
    }

    /**
     * The verdict: up to two solutions, each re-checked by the independent checker. A what-if question
     * (with edits) is answered by the puzzle's warm solver when it can ({@link WarmSolvers}).
     */
    Map<String, Object> solve(Question q) {
        Puzzle base = q.base();
        Puzzle p = q.edited(base);
        try (Jobs.Job job = jobs.begin(q.session(), "solve", q.key(), p, options)) {
            SolveReport r = q.incremental() && !q.edits().isEmpty() ? warm.solve(q.baseKey(), base, p, job, q.timeout()) : null;
            boolean incremental = r != null;
            if (r == null) {
                r = new PuzzleSolver(options, job.backends(backends)).solve(p, 2, q.timeout());
            }
            Map<String, Object> m = Answers.about(p, "solve");
            m.putAll(Answers.solveReport(r, stopped(job)));
            // Where the time went: building the CNF (or the assumptions of a warm solver), and solving with the check.
            m.put("encodeMillis", Math.round(r.encodeNanos() / 1e5) / 10.0);
            m.put("solveMillis", Math.round(r.solveNanos() / 1e5) / 10.0);
            m.put("incremental", incremental);
            return m;
        }
    }

    /** The most solutions one {@code /api/solutions} question lists: the page steps through them one by one. */
    static final int MAX_SOLUTIONS = 200;

    /**
     * Up to {@code limit} solutions, each checked, in the order found (as {@code satdoku solve --all --limit K}),
     * for the page to step through when a puzzle has several.
     */
    Map<String, Object> solutions(Question q, int limit) {
        List<Map<String, Object>> found = new ArrayList<>();
        Map<String, Object> m = enumerate(q, "solutions", limit, MAX_SOLUTIONS, s -> found.add(Answers.solution(s)));
        m.put("solutions", found);
        return m;
    }

    /** The most solutions one {@code /api/count} question counts: each costs a solver call and a blocking clause. */
    static final int MAX_COUNT = 100_000;

    /**
     * How many solutions, up to {@code limit} (as {@code satdoku count --limit K --json}, with its field
     * names): the page asks it after a "multiple" verdict, as a question of its own kind so that it never
     * delays or cancels the verdict. {@code exhaustive} false means the count is a lower bound: it stopped
     * at the limit, the time limit or a cancel.
     */
    Map<String, Object> count(Question q, int limit) {
        return enumerate(q, "count", limit, MAX_COUNT, s -> { });
    }

    /** Enumerates up to {@code limit} solutions (at most {@code max}) as a question of {@code kind}; the answer's common fields. */
    private Map<String, Object> enumerate(Question q, String kind, int limit, int max, Consumer<Solution> each) {
        if (limit > max) {
            throw new InputException(Origin.of("request"), "\"limit\" (--limit) must be at most " + max + ", got " + limit);
        }
        Puzzle p = q.puzzle();
        try (Jobs.Job job = jobs.begin(q.session(), kind, q.key(), p, options)) {
            Enumerator.Enumeration e = new Enumerator(options, job.backends(backends)).enumerate(p, limit, q.timeout(), each);
            Map<String, Object> m = Answers.about(p, kind);
            m.put("status", Answers.status(e.verdict(), stopped(job)));
            m.put("count", e.count());
            m.put("exhaustive", e.ending() == Enumerator.Ending.EXHAUSTED);
            m.put("limit", limit);
            m.put("millis", e.totalMillis());
            return m;
        }
    }

    /** True candidates, with solution counts per candidate when asked ({@code counts}). */
    Map<String, Object> candidates(Question q, boolean counts) {
        Puzzle p = q.puzzle();
        try (Jobs.Job job = jobs.begin(q.session(), "candidates", q.key(), p, options)) {
            TrueCandidates tc = new CandidatesFinder(options, job.backends(backends)).find(p, q.timeout(), counts ? COUNT_LIMIT : 0);
            Map<String, Object> m = Answers.about(p, "candidates");
            m.putAll(Answers.candidates(tc, stopped(job)));
            return m;
        }
    }

    /**
     * For a puzzle without a solution, a minimal set of conflicting givens and rules and, when
     * {@code repairs} is above 0, the repairs of up to that many clues (as {@code explain --repairs K}).
     * The repair search is its own kind of question ("repairs"), so the page can show the conflict at
     * once and ask for the repairs next without the second question cancelling the first.
     */
    Map<String, Object> explain(Question q, int repairs) {
        Puzzle p = q.puzzle();
        try (Jobs.Job job = jobs.begin(q.session(), repairs > 0 ? "repairs" : "explain", q.key(), p, options)) {
            Explanation e = new ConflictExplainer(options, job.backends(backends)).explain(p, q.timeout(), repairs);
            Map<String, Object> m = Answers.about(p, "explain");
            m.putAll(Answers.explanation(e, stopped(job)));
            return m;
        }
    }

    /** For a puzzle with several solutions: the cells where they differ and the givens that would make it unique. */
    Map<String, Object> ambiguity(Question q, int countLimit, int maxSuggestions) {
        Puzzle p = q.puzzle();
        try (Jobs.Job job = jobs.begin(q.session(), "ambiguity", q.key(), p, options)) {
            Ambiguity a = new AmbiguityFinder(options, job.backends(backends)).find(p, q.timeout(), countLimit, maxSuggestions);
            Map<String, Object> m = Answers.about(p, "ambiguity");
            m.putAll(Answers.ambiguity(a, stopped(job)));
            return m;
        }
    }

    /** For a unique puzzle: the clues that can each be removed, and a minimal clue set that still forces the solution. */
    Map<String, Object> redundant(Question q) {
        Puzzle p = q.puzzle();
        try (Jobs.Job job = jobs.begin(q.session(), "redundant", q.key(), p, options)) {
            Redundancy r = new RedundancyFinder(options, job.backends(backends)).find(p, q.timeout());
            Map<String, Object> m = Answers.about(p, "redundant");
            m.putAll(Answers.redundancy(r, stopped(job)));
            return m;
        }
    }

    /**
     * The next steps of the logical solve path (as {@code satdoku hint} for one, {@code satdoku steps} for
     * all) from the puzzle and the facts the setter has applied, through {@link StepFinder}. A question
     * of its own kind ("hint" for one step, else "steps"), so stepping does not cancel the verdict.
     *
     * @param known placements and eliminations taken from earlier steps
     * @param count how many steps at most (1 for a hint)
     */
    Map<String, Object> steps(Question q, List<Fact> known, int count, StepFinder.Settings settings) {
        Puzzle p = q.puzzle();
        try (Jobs.Job job = jobs.begin(q.session(), count == 1 ? "hint" : "steps", q.key(), p, options)) {
            StepFinder.Settings limited = new StepFinder.Settings(settings.bound(), settings.caseSplits(), q.timeout());
            SolvePath path = new StepFinder(options, job.backends(backends)).first(p, known, "facts", limited, count);
            Map<String, Object> m = Answers.about(p, count == 1 ? "hint" : "steps");
            m.putAll(Answers.path(path, stopped(job)));
            m.put("difficultyText", path.difficulty().text());
            if (path.status() == SolvePath.Status.NOT_UNIQUE) {
                m.put("message", path.solutions() == 0
                        ? "no solution, so there are no steps: the conflicting clues are what to look at (explain)"
                        : "several solutions, so no path of deductions reaches one: add a given (ambiguity suggests some)");
            }
            return m;
        }
    }

    /**
     * Placements and eliminations as a question lists them: {@code [{"cell": "r1c2", "digit": 5, "placed": true}]},
     * the fields of a step's {@code deduced}.
     */
    static List<Fact> facts(JsonNode node) {
        List<Fact> out = new ArrayList<>();
        if (node == null || node.isNull()) {
            return out;
        }
        String shape = "a list of {\"cell\": \"r1c2\", \"digit\": 5, \"placed\": true}";
        if (!node.isArray()) {
            throw new InputException(Origin.of("facts"), "must be " + shape);
        }
        for (JsonNode f : node) {
            JsonNode cell = f.get("cell");
            JsonNode digit = f.get("digit");
            JsonNode placed = f.get("placed");
            if (cell == null || !cell.isTextual() || digit == null || !digit.canConvertToInt() || !digit.isIntegralNumber()
                    || placed == null || !placed.isBoolean()) {
                throw new InputException(Origin.of("facts"), "each must be {\"cell\": \"r1c2\", \"digit\": 5, \"placed\": true}, got " + f);
            }
            out.add(new Fact(Question.cell(cell.asText(), "facts"), digit.asInt(), placed.asBoolean()));
        }
        return out;
    }

    /** The puzzle as text to take away: native text, an f-puzzles link, an ISS string (with its link), or DIMACS CNF. */
    Map<String, Object> export(Question q, String format) {
        Puzzle p = q.puzzle();
        Map<String, Object> m = Answers.about(p, "export");
        String base = fileBase(p);
        switch (format == null ? "" : format) {
            case "native" -> {
                StringBuilder sb = new StringBuilder();
                p.metadata().warnings().forEach(w -> sb.append("# warning: ").append(w).append('\n'));
                String dropped = NativeWriter.dropped(p);
                if (dropped != null) {
                    sb.append("# warning: ").append(dropped).append('\n');
                }
                m.put("text", sb.append(NativeWriter.write(p)).toString());
                m.put("filename", base + ".sudoku");
                m.put("mediaType", "text/plain");
            }
            case "fpuzzles" -> {
                FPuzzlesExport export = FPuzzlesExporter.export(p, true);
                m.put("text", export.link());
                m.put("dropped", export.dropped());
                m.put("filename", base + ".txt");
                m.put("mediaType", "text/plain");
            }
            case "iss" -> {
                IssExport export = IssExporter.export(p, true);
                m.put("text", export.text());
                m.put("link", export.link());
                m.put("dropped", export.dropped());
                m.put("filename", base + ".iss.txt");
                m.put("mediaType", "text/plain");
            }
            case "dimacs" -> {
                jobs.memory().require(p, options); // the CNF is built in full, like a question's
                EncodedPuzzle encoded = PuzzleEncoder.encode(p, options);
                StringWriter w = new StringWriter();
                try {
                    DimacsWriter.write(encoded.cnf(), encoded.describe(version), w);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                m.put("text", w.toString());
                m.put("variables", encoded.after().variables());
                m.put("clauses", encoded.after().clauses());
                m.put("filename", base + ".cnf");
                m.put("mediaType", "text/plain");
            }
            default -> throw new InputException(Origin.of("format"), "unknown export format '" + format
                    + "' (available: native, fpuzzles, iss, dimacs)");
        }
        m.put("exportFormat", format);
        return m;
    }

    /**
     * The puzzle as native text, for the page to edit by lines: the text itself when the native parser reads it,
     * else its native export (as {@code export} with format {@code native}: the page sends no edits), with the
     * format it came in.
     */
    Map<String, Object> nativeText(Question q) {
        String format = PuzzleReader.formatOf(q.text());
        boolean converted = !format.equals(PuzzleReader.NATIVE);
        Map<String, Object> m = Answers.begin("native");
        m.put("inputFormat", format);
        m.put("converted", converted);
        m.put("text", converted ? export(q, "native").get("text") : q.text());
        return m;
    }

    /** The running questions of a session, for the page's progress line. */
    Map<String, Object> jobs(String session) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Jobs.Job j : jobs.of(session)) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("kind", j.kind);
            x.put("millis", j.millis());
            x.put("cancelled", j.cancelled());
            list.add(x);
        }
        Map<String, Object> m = Answers.begin("jobs");
        m.put("session", session);
        m.put("running", list);
        return m;
    }

    Map<String, Object> cancel(String session) {
        Map<String, Object> m = Answers.begin("cancel");
        m.put("session", session);
        m.put("cancelled", jobs.cancel(session));
        return m;
    }

    /** A search stopped early: by the setter (cancelled) or by the time limit (timeout). */
    private static String stopped(Jobs.Job job) {
        return job.cancelled() ? "cancelled" : "timeout";
    }

    /** A download name from the puzzle's title or name: letters, digits and dashes only. */
    private static String fileBase(Puzzle p) {
        String t = p.metadata().title() != null && !p.metadata().title().isBlank() ? p.metadata().title() : p.name();
        String base = t.replaceAll("[^A-Za-z0-9]+", "-").replaceAll("^-+|-+$", "").toLowerCase(java.util.Locale.ROOT);
        if (base.isEmpty() || base.equals("argument")) {
            return "puzzle";
        }
        return base.length() > 60 ? base.substring(0, 60) : base;
    }
}
