package dev.satdoku.cli;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.render.CellMarks;
import dev.satdoku.render.Highlights;
import dev.satdoku.render.PngWriter;
import dev.satdoku.render.PuzzleRenderer;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

@Command(name = "render", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Draw a puzzle (and with --solution its solution) as an SVG or PNG picture.",
            "",
            "The grid with thick region borders (jigsaw regions too), the givens, and every rule drawn the way puzzle "
                    + "apps draw it: thermometers, dashed killer cages with their totals, arrows with circles or pills, kropki "
                    + "dots, X and V, inequality chevrons, lines coloured by kind, odd circles and even squares, quadruple "
                    + "circles, clone and extra-region shading, outside clues (sandwich, little killer with its arrow, "
                    + "skyscraper). Rules that have no place in the grid (anti-knight, disjoint groups, negative "
                    + "constraints, ...) and the line colours are explained in a legend under it; a rule type without a "
                    + "picture yet is listed there in red.",
            "--candidates and --ambiguity draw the setter answers (true candidates; differing cells and disambiguating givens).",
            "With --solution the puzzle is solved first and the solved digits are drawn in blue; only a solution the "
                    + "independent checker accepted is drawn. A puzzle with several solutions shows one of them and says so.",
            "OUT ends in .svg or .png; '-' writes the SVG to standard output. PNG goes through Apache Batik.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:drawn",
            "1:bad input, no solution to draw with --solution, an I/O error, or OUT exists (see --force); no partial file is left "
                    + "behind",
            "2:usage error (OUT neither .svg nor .png, ...)",
            "3:internal error",
        })
final class RenderCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", converter = OptionValues.NotEmpty.class, paramLabel = "PUZZLE", description = PuzzleArgs.DESCRIPTION)
    String puzzleArg;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true,
            description = "The picture to write: NAME.svg or NAME.png (atomically), or '-' for SVG on standard output.")
    String output;

    @Option(names = "--solution", description = "Solve the puzzle and draw the solved digits in blue.")
    boolean solution;

    @Option(names = "--explain", description = "For a puzzle without a solution: shade the clues of a minimal conflict in "
            + "red and outline the repair candidates in orange, numbered by rank (1 = leaves a unique puzzle, when one "
            + "does); the legend names them. As 'satdoku explain' with --repairs 2; --timeout applies.")
    boolean explain;

    @Option(names = "--candidates", description = "Draw the true candidates as small digits, coloured by how many "
            + "solutions use each (red: one, blue: " + CANDIDATE_COUNT_LIMIT + " or more); digits every solution shares in blue.")
    boolean candidates;

    @Option(names = "--ambiguity", description = "For a puzzle with several solutions: shade the cells where they differ, "
            + "with their candidates, and ring the givens that would each make the puzzle unique (see 'satdoku ambiguity').")
    boolean ambiguity;

    @Option(names = "--step", converter = OptionValues.AtLeastOne.class, paramLabel = "N", description = "Draw step N of the solve path ('satdoku steps'): the digits "
            + "earlier steps placed in blue, the step's elements shaded red, the cells it sets or eliminates from in yellow "
            + "with the placed digit or the eliminated digits; the legend says the step. --bound and --case-splits as for steps.")
    Integer step;

    @Mixin
    StepOptions stepOptions;

    @Mixin
    ForceOption overwrite;

    @Option(names = "--index", converter = OptionValues.AtLeastOne.class, paramLabel = "N", description = "Which puzzle of a multi-puzzle input to draw (1-based).")
    Integer index;

    @Option(names = "--scale", converter = OptionValues.Scale.class, paramLabel = "S", defaultValue = "1",
            description = "PNG size: S pixels per SVG unit; a cell is 60 units (default: ${DEFAULT-VALUE}).")
    double scale;

    @Mixin
    TimeoutOption timeout;

    @Mixin
    ReadingOption reading;

    /** Counts beyond this are drawn in the same blue: enough to tell rare candidates from common ones. */
    static final int CANDIDATE_COUNT_LIMIT = 20;

    private enum Kind { SVG, PNG, SVG_STDOUT }

    @Override
    public Integer call() throws Exception {
        Kind kind = kind();
        if (kind != Kind.SVG_STDOUT) {
            AtomicOutput.checkTarget(Path.of(output), overwrite.force);
        }
        PrintWriter err = spec.commandLine().getErr();
        Puzzle puzzle = PuzzleArgs.loadOne(err, puzzleArg, index, reading.choices());
        List<String> notes = new ArrayList<>();
        if ((solution ? 1 : 0) + (candidates ? 1 : 0) + (ambiguity ? 1 : 0) + (explain ? 1 : 0) + (step != null ? 1 : 0) > 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--solution, --candidates, --ambiguity, "
                    + "--explain and --step draw different answers: give one of them");
        }
        if (step != null) {
            StepPicture.Drawing d = StepPicture.of(puzzle, step, timeout.duration(), stepOptions.settings(null));
            return write(kind, PuzzleRenderer.standard().svg(puzzle, d.placed(), notes, d.highlights(), d.marks()));
        }
        Solution shown = solution ? solve(puzzle, notes) : null;
        CellMarks marks = candidates ? SetterMarks.candidates(puzzle, timeout.duration(), CANDIDATE_COUNT_LIMIT, notes)
                : ambiguity ? SetterMarks.ambiguity(puzzle, timeout.duration(), notes) : CellMarks.NONE;
        notes.forEach(n -> err.println("satdoku: warning: " + puzzle.name() + ": " + n));
        Highlights highlights = explain ? ExplainPicture.highlights(puzzle, timeout.duration(), notes) : null;
        String svg = highlights == null ? PuzzleRenderer.standard().svg(puzzle, shown, notes, marks)
                : PuzzleRenderer.standard().svg(puzzle, shown, notes, highlights);
        return write(kind, svg);
    }

    private int write(Kind kind, String svg) throws java.io.IOException {
        if (kind == Kind.SVG_STDOUT) {
            PrintWriter out = spec.commandLine().getOut();
            out.print(svg);
            out.flush();
            return ExitCodes.OK;
        }
        try (AtomicOutput out = AtomicOutput.open(Path.of(output), overwrite.force)) {
            if (kind == Kind.PNG) {
                PngWriter.write(svg, scale, out.stream());
            } else {
                out.writer().write(svg);
            }
            out.commit();
        }
        return ExitCodes.OK;
    }

    private Kind kind() {
        if (output.equals("-")) {
            return Kind.SVG_STDOUT;
        }
        String name = Path.of(output).getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".svg")) {
            return Kind.SVG;
        }
        if (name.endsWith(".png")) {
            return Kind.PNG;
        }
        throw new CommandLine.ParameterException(spec.commandLine(), "-o " + output + ": the picture's name must end in .svg or .png "
                + "(or give '-' for SVG on standard output)");
    }

    /** The solution to draw: checked by the solver's independent checker; a puzzle without one is an error. */
    private Solution solve(Puzzle puzzle, List<String> notes) {
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(puzzle, 2, timeout.duration());
        if (r.solutions().isEmpty()) {
            String why = switch (r.verdict()) {
                case NONE -> "has no solution";
                default -> "was not solved in time (--timeout)";
            };
            throw new InputException(Origin.of(puzzle.name()), why + ", so there is no solution to draw; render it without --solution");
        }
        switch (r.verdict()) {
            case MULTIPLE -> notes.add("the puzzle has multiple solutions; this picture shows one of them");
            case TIMEOUT -> notes.add("uniqueness was not decided in time; this picture shows a solution");
            default -> { }
        }
        return r.solutions().get(0);
    }
}
