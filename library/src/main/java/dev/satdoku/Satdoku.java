package dev.satdoku;

import dev.satdoku.cnf.DimacsWriter;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOption;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.encode.SatdokuVersion;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.check.Checker;
import dev.satdoku.format.SolutionText;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.Ambiguity;
import dev.satdoku.sat.AmbiguityFinder;
import dev.satdoku.sat.Backends;
import dev.satdoku.sat.CandidatesFinder;
import dev.satdoku.sat.ConflictExplainer;
import dev.satdoku.sat.Explanation;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.Redundancy;
import dev.satdoku.sat.RedundancyFinder;
import dev.satdoku.sat.SatBackend;
import dev.satdoku.sat.SolutionIterator;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.syntax.InputException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The front door of satdoku as a library: everything the command line does, from Java.
 *
 * <pre>{@code
 * Puzzle puzzle = Satdoku.read("https://www.f-puzzles.com/?load=...");   // any PUZZLE the CLI reads
 * Puzzle built = PuzzleBuilder.of(9).cage(15, "r1c1 r1c2").thermo("r3c6 r3c5 r3c4").build();
 * SolveReport report = Satdoku.create().withTimeout(Duration.ofSeconds(10)).solve(built);
 * if (report.verdict() == Verdict.UNIQUE) { ... report.solutions().get(0) ... }
 * }</pre>
 *
 * <p>A {@code Satdoku} is an immutable configuration (encodings, solver backend, time limit,
 * cancellation): every {@code with...} method returns a new one, so one instance can be shared by
 * threads. Each question builds its own encoding and solver, and every solution it returns has been
 * re-checked by the independent checker.
 *
 * <p>Errors: bad puzzle text is a checked {@link PuzzleFormatException} (the caller can show it and
 * let the user fix the input); an unreadable file is an {@link IOException}. A missing external
 * solver program or a broken option value is a programming or installation error and stays an
 * unchecked exception.
 */
public final class Satdoku {

    private final EncodingOptions options;
    private final String solver;
    private final Duration timeout;
    private final Cancellation cancellation;

    private Satdoku(EncodingOptions options, String solver, Duration timeout, Cancellation cancellation) {
        this.options = options;
        this.solver = solver;
        this.timeout = timeout;
        this.cancellation = cancellation;
    }

    /** Default encodings, SAT4J in-process, no time limit, no cancellation. */
    public static Satdoku create() {
        return new Satdoku(EncodingOptions.DEFAULTS, Backends.DEFAULT, null, null);
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads one puzzle from anything a PUZZLE argument of the command line may be: native text, an
     * f-puzzles or SudokuPad link or document, an Interactive Sudoku Solver string or link, an
     * 81-character line. A text holding several puzzles (a list) is an error; use {@link #readAll}.
     *
     * @throws PuzzleFormatException when the text is not a puzzle, with the line and column
     */
    public static Puzzle read(String text) throws PuzzleFormatException {
        List<Puzzle> all = readAll(text);
        if (all.size() != 1) {
            throw new PuzzleFormatException("<text>: holds " + all.size() + " puzzles, expected one (use readAll)");
        }
        return all.get(0);
    }

    /** Every puzzle in the text (a puzzle list gives one per line), in order. */
    public static List<Puzzle> readAll(String text) throws PuzzleFormatException {
        Objects.requireNonNull(text, "text");
        try {
            return PuzzleReader.readText(text, "<text>");
        } catch (InputException e) {
            throw new PuzzleFormatException(e.getMessage(), e);
        }
    }

    /** Every puzzle in a file of any format the command line reads. */
    public static List<Puzzle> readAll(Path file) throws IOException, PuzzleFormatException {
        Objects.requireNonNull(file, "file");
        try {
            return PuzzleReader.readFile(file);
        } catch (InputException e) {
            throw new PuzzleFormatException(e.getMessage(), e);
        }
    }

    // ---------------------------------------------------------------- configuration

    /** Sets one encoding choice, e.g. {@code with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL)}. */
    public <T> Satdoku with(EncodingOption<T> option, T value) {
        return new Satdoku(options.with(option, value), solver, timeout, cancellation);
    }

    /** Replaces every encoding choice at once. */
    public Satdoku withEncodings(EncodingOptions newOptions) {
        return new Satdoku(Objects.requireNonNull(newOptions), solver, timeout, cancellation);
    }

    /**
     * The SAT solver: {@code sat4j} (in-process, the default), {@code sat4j-portfolio} (two in-process SAT4J
     * searches racing on two threads), {@code cryptominisat-lib} (CryptoMiniSat's library in-process, where
     * installed), a known external solver
     * ({@code cadical}, {@code kissat}, {@code minisat}, {@code cryptominisat}, {@code picosat}) or a
     * custom command, as {@code --solver} takes it. The program is located now.
     *
     * @throws dev.satdoku.sat.ExternalSolverException when the program cannot be found
     */
    public Satdoku withSolver(String name) {
        Backends.named(name);
        return new Satdoku(options, name, timeout, cancellation);
    }

    /** A wall-clock limit per question, encoding included; null for none. */
    public Satdoku withTimeout(Duration limit) {
        if (limit != null && (limit.isNegative() || limit.isZero())) {
            throw new IllegalArgumentException("time limit must be positive, got " + limit);
        }
        return new Satdoku(options, solver, limit, cancellation);
    }

    /**
     * Questions asked through the result can be stopped from another thread by
     * {@link Cancellation#cancel()}; a stopped question answers like a timeout.
     */
    public Satdoku withCancellation(Cancellation token) {
        return new Satdoku(options, solver, timeout, token);
    }

    /** The encoding choices questions are asked with. */
    public EncodingOptions encodings() {
        return options;
    }

    /** The solver name, as given to {@link #withSolver(String)} ({@code sat4j} by default). */
    public String solver() {
        return solver;
    }

    // ---------------------------------------------------------------- questions

    /** Is the puzzle unique? Looks for up to two solutions: UNIQUE, MULTIPLE, NONE or TIMEOUT. */
    public SolveReport solve(Puzzle puzzle) {
        return count(puzzle, 2);
    }

    /** Finds up to {@code limit} solutions (0 = all of them), each checked. */
    public SolveReport count(Puzzle puzzle, int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("limit must be 0 (all) or positive, got " + limit);
        }
        return new PuzzleSolver(options, backends()).solve(puzzle, limit, timeout);
    }

    /** The true candidates: every value some solution puts in each cell. */
    public Candidates candidates(Puzzle puzzle) {
        return Candidates.of(new CandidatesFinder(options, backends()).find(puzzle, timeout, 0));
    }

    /**
     * Why a puzzle has no solution: a minimal set of givens and rules that cannot hold together
     * (status SOLVABLE when it has a solution).
     */
    public Explanation explain(Puzzle puzzle) {
        return new ConflictExplainer(options, backends()).explain(puzzle, timeout);
    }

    /**
     * As {@link #explain}, plus the smallest sets of at most {@code maxSize} clues whose removal gives
     * the puzzle solutions ({@link Explanation#repairs()}).
     */
    public Explanation repairs(Puzzle puzzle, int maxSize) {
        if (maxSize < 1) {
            throw new IllegalArgumentException("repair size must be at least 1, got " + maxSize);
        }
        return new ConflictExplainer(options, backends()).explain(puzzle, timeout, maxSize);
    }

    /**
     * Where the solutions of an ambiguous puzzle differ and which single givens would make it unique
     * (as {@code satdoku ambiguity}): counts up to {@value AmbiguityFinder#DEFAULT_COUNT_LIMIT} solutions per
     * given when none does, and lists at most {@value AmbiguityFinder#DEFAULT_MAX_SUGGESTIONS} suggestions.
     */
    public Ambiguity ambiguity(Puzzle puzzle) {
        return ambiguity(puzzle, AmbiguityFinder.DEFAULT_COUNT_LIMIT, AmbiguityFinder.DEFAULT_MAX_SUGGESTIONS);
    }

    /** As {@link #ambiguity(Puzzle)}, counting up to {@code countLimit} (at least 2) and listing at most {@code maxSuggestions}. */
    public Ambiguity ambiguity(Puzzle puzzle, int countLimit, int maxSuggestions) {
        return new AmbiguityFinder(options, backends()).find(puzzle, timeout, countLimit, maxSuggestions);
    }

    /**
     * For a unique puzzle, which givens and rules can each be removed with the solution staying unique, and
     * a minimal set that still forces it (as {@code satdoku redundant}). Under a time limit the answer may be
     * partial: {@link Redundancy#undecided()} names the clues not judged.
     */
    public Redundancy redundant(Puzzle puzzle) {
        return new RedundancyFinder(options, backends()).find(puzzle, timeout);
    }

    /**
     * Checks a proposed solution with the independent checker (as {@code satdoku check}): {@code grid} is
     * solution text as the command line reads it (one row per line, or the whole grid on one line).
     *
     * @throws PuzzleFormatException when the text is no grid of this puzzle's shape
     */
    public static GridCheck check(Puzzle puzzle, String grid) throws PuzzleFormatException {
        Solution solution;
        try {
            solution = SolutionText.parse(grid, puzzle, "<grid>");
        } catch (InputException e) {
            throw new PuzzleFormatException(e.getMessage(), e);
        }
        return check(puzzle, solution);
    }

    /** Checks a solution with the independent checker, which never looks at any CNF. */
    public static GridCheck check(Puzzle puzzle, Solution solution) {
        return new GridCheck(Checker.check(puzzle, solution).stream().map(Object::toString).toList());
    }

    /**
     * The solutions, found one by one as the stream is consumed (each checked, each new), so
     * {@code solutions(p).limit(3)} asks for three. Close the stream (try-with-resources) to stop the search
     * and release the solver. The time limit counts from this call; when it, or the cancellation, stops the
     * search before the solutions ran out, the stream throws {@link CancellationException} rather than end
     * as if there were no more.
     */
    public Stream<Solution> solutions(Puzzle puzzle) {
        SolutionIterator search = SolutionIterator.encode(puzzle, options, backends(), timeout);
        Iterator<Solution> each = new Iterator<>() {
            private Solution next;
            private boolean looked;

            @Override
            public boolean hasNext() {
                if (!looked) {
                    next = search.next();
                    looked = true;
                    if (next == null && search.stopped()) {
                        throw new CancellationException("the search stopped (time limit or cancellation) before the solutions ran out");
                    }
                }
                return next != null;
            }

            @Override
            public Solution next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                looked = false;
                return next;
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(each, Spliterator.ORDERED | Spliterator.NONNULL), false)
                .onClose(search::close);
    }

    /** The puzzle as CNF, with the map from cells and values to variables. */
    public Encoding encode(Puzzle puzzle) {
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, options);
        StringWriter out = new StringWriter();
        try {
            DimacsWriter.write(encoded.cnf(), encoded.describe(SatdokuVersion.get()), out);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return new Encoding(encoded, out.toString());
    }

    private Supplier<SatBackend> backends() {
        Supplier<SatBackend> plain = Backends.named(solver);
        return cancellation == null ? plain : cancellation.watch(plain);
    }
}
