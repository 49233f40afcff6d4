package dev.satdoku.cli;

import dev.satdoku.check.Checker;
import dev.satdoku.check.Violation;
import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.DimacsReader;
import dev.satdoku.encode.DecodeException;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.SolutionText;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.Answers;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "decode", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Map a SAT solver's model of 'satdoku encode' output back to a grid, and check the grid.",
            "",
            "The puzzle is encoded again, deterministically: give the same encoding options as for 'encode' "
                    + "(--no-simplify, --amo, --houses), since they decide what each variable means. MODEL is a file or "
                    + "'-' for standard input, in any common form: SAT-competition output ('s SATISFIABLE' and 'v' "
                    + "lines, as CaDiCaL, Kissat, CryptoMiniSat and PicoSAT print), MiniSat's result file ('SAT' then "
                    + "the literals; its console shows only the verdict), or a bare list of literals.",
            "The grid is printed and judged by the independent rule checker (the same one 'check' uses). A model that "
                    + "also falsifies clauses of the CNF is reported: it was probably made for another puzzle or with "
                    + "other options.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the model decodes to a grid that satisfies every rule",
            "1:the grid breaks a rule (each one is named), or the model file is malformed, says UNSATISFIABLE or "
                    + "UNKNOWN, or does not describe a grid of this puzzle",
            "2:usage error",
            "3:internal error",
        })
final class DecodeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    OnePuzzle puzzleArgument;

    @Parameters(index = "1", converter = OptionValues.NotEmpty.class, paramLabel = "MODEL", description = "The solver's output or result file, or '-' for standard input.")
    String modelArg;

    @Mixin
    JsonOption json;

    @Mixin
    EncodingMixin encoding;

    @Override
    public Integer call() throws Exception {
        Puzzle puzzle = puzzleArgument.load();
        SizeWarning.check(spec.commandLine().getErr(), puzzle, encoding.options());
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, encoding.options());
        String source = modelArg.equals("-") ? "<stdin>" : modelArg;
        String text = modelArg.equals("-") ? PuzzleReader.decode(System.in.readAllBytes(), source)
                : PuzzleReader.decode(Files.readAllBytes(Path.of(modelArg)), source);
        DimacsReader.Model model = DimacsReader.readModel(new StringReader(text), source);
        String options = "encoding options (" + encoded.options().describe() + ")";
        switch (model.status()) {
            case UNSATISFIABLE -> throw new InputException(Origin.of(source), "the solver answered UNSATISFIABLE: it found no "
                    + "solution, so there is no grid to decode (run 'satdoku explain' to see why)");
            case UNKNOWN -> throw new InputException(Origin.of(source), "the solver answered UNKNOWN (stopped before deciding): "
                    + "there is no model to decode");
            default -> { }
        }
        Cnf cnf = encoded.cnf();
        if (!model.valuesPrinted() && cnf.numVars() > 0) {
            // An empty model would decode to a grid of no digits and read as "does not describe a grid".
            throw new InputException(Origin.of(source), model.minisatConsole()
                    ? "is MiniSat's console output: it says SATISFIABLE but never holds the model, which MiniSat writes "
                            + "only to its result file: run 'minisat FILE.cnf RESULT' and decode RESULT"
                    : "the solver answered SATISFIABLE but printed no model (no 'v' lines or literals): run it with "
                            + "model output on");
        }
        requireKnownVariables(text, source, cnf.numVars(), options);
        boolean[] values = model.values(cnf.numVars());
        int falsified = falsified(cnf, values);
        Solution solution;
        try {
            solution = encoded.decode(values);
        } catch (DecodeException e) {
            throw new InputException(Origin.of(source), "does not describe a grid of " + puzzle.name() + ": " + e.getMessage()
                    + (falsified > 0 ? "; it also falsifies " + falsified + " clauses of the CNF, so it was made for another "
                    + "puzzle or with other " + options : ""));
        }
        List<Violation> violations = Checker.check(puzzle, solution);
        PrintWriter out = spec.commandLine().getOut();
        if (json.on) {
            Map<String, Object> m = Answers.about(puzzle, "decode");
            m.putAll(Answers.checked(puzzle, solution));
            m.put("falsifiedClauses", falsified);
            out.println(Json.line(m));
        } else {
            out.print(SolutionText.format(solution));
            if (falsified > 0) {
                out.println("note: the model falsifies " + falsified + " clauses of this CNF: it was made for another puzzle "
                        + "or with other " + options);
            }
            if (violations.isEmpty()) {
                out.println(puzzle.name() + ": valid: the decoded grid satisfies every rule");
            } else {
                out.println(puzzle.name() + ": invalid: " + violations.size() + " broken rule" + (violations.size() == 1 ? "" : "s"));
                for (Violation v : violations) {
                    out.println("  " + v);
                }
            }
        }
        out.flush();
        return violations.isEmpty() ? ExitCodes.OK : ExitCodes.BAD_INPUT;
    }

    /** A literal beyond the CNF's variables means another encoding: say where, and which options to check. */
    private static void requireKnownVariables(String text, String source, int numVars, String options) {
        String[] lines = text.split("\r\n|\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("c") || t.startsWith("s ") || !(Character.isDigit(t.charAt(0)) || t.startsWith("-")
                    || t.startsWith("v"))) {
                continue;
            }
            int col = 0;
            for (String tok : (t.startsWith("v") ? t.substring(1) : t).strip().split("\\s+")) {
                col = line.indexOf(tok, col) + 1;
                if (tok.matches("-?\\d+") && Math.abs(Long.parseLong(tok)) > numVars) {
                    throw new InputException(new Origin(source, i + 1, col, line), "literal " + tok + " is beyond the " + numVars
                            + " variables of this puzzle's CNF: the model was made for another puzzle or with other " + options);
                }
            }
        }
    }

    private static int falsified(Cnf cnf, boolean[] values) {
        int count = 0;
        for (int c = 0; c < cnf.clauseCount(); c++) {
            boolean sat = false;
            for (int p = cnf.start(c), e = cnf.end(c); p < e && !sat; p++) {
                int lit = cnf.lit(p);
                sat = values[Math.abs(lit)] == lit > 0;
            }
            if (!sat) {
                count++;
            }
        }
        return count;
    }
}
