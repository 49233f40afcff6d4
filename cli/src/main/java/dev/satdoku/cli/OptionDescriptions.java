package dev.satdoku.cli;

import java.util.ListResourceBundle;

/**
 * Help texts of the options declared once in a mixin ({@link TimeoutOption}, {@link JsonOption})
 * whose meaning depends on the command. picocli looks an option's description up under
 * {@code satdoku.COMMAND.KEY} (the command's qualified name, then the option's descriptionKey)
 * in the bundle of the top command, which every subcommand inherits.
 */
public final class OptionDescriptions extends ListResourceBundle {

    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"satdoku.solve.json", "Print one JSON answer per puzzle (docs/json.md): status, solutions (each with its "
                    + "row-major digits), variables, clauses, literals (after simplification), the same before it, millis, "
                    + "conflicts, warnings (what the import could not read as a rule; empty when none); with --all one "
                    + "answer per solution (index, solution), then the count's."},
            {"satdoku.check.json", "One JSON answer (docs/json.md): puzzle, status (valid or invalid), solution, violations "
                    + "(rule, message, location, text), warnings."},
            {"satdoku.stats.json", "One JSON answer (docs/json.md) instead of the tables: set, puzzles, combinations, "
                    + "measurements (one object per row of the table, keyed by its column names), perPuzzle (with "
                    + "--per-puzzle), notMeasured, notes."},
            {"satdoku.solve.timeout", "Give up on a puzzle after this many seconds and report status 'timeout' (never a wrong "
                    + "verdict)."},
            {"satdoku.ambiguity.json", "One JSON answer (docs/json.md): puzzle, status, differing (cell and candidates), "
            + "suggestions (cell, digit, solutions), unique (true when each suggestion makes the puzzle unique), "
            + "suggestionTotal, capped, countLimit, candidatesAsked, solverCalls, millis, partial (complete, stoppedBy, decided: each "
            + "candidate given with its decision, unique or several, or the solutions it leaves; undecided); warnings (what the import could not read as a rule; empty when none)."},
            {"satdoku.ambiguity.timeout", "Stop after this many seconds with status "
            + "'timeout' and what was proved so far (default: " + AmbiguityCommand.DEFAULT_TIMEOUT.toSeconds() + "; a sparse draft can take thousands of solver calls)."},
            {"satdoku.redundant.json", "One JSON answer (docs/json.md): puzzle, status, clues (the number of givens and rules), "
            + "redundant, needed and minimalSet (each element: kind given or rule; cell and digit, or keyword and rule; "
            + "location), order, solution, solverCalls, millis, partial (complete, stoppedBy, decided: each clue with its "
            + "decision redundant or needed, undecided); warnings (what the import could not read as a rule; empty when none)."},
            {"satdoku.redundant.timeout", "Stop after this many seconds with status "
            + "'timeout'; the clues decided so far are listed and the undecided ones named, the minimal set only when it "
            + "was finished. Each clue's question gets a share of the time left, so one hard clue cannot take it all: a "
            + "clue whose share runs out is reported undecided and the others go on."},
            {"satdoku.count.json", "One JSON answer per puzzle (docs/json.md): puzzle, status, count, exhaustive (true when the count is exact), "
                    + "limit, millis, variables, clauses, warnings (what the import could not read as a rule; empty when none)."},
            {"satdoku.count.timeout", "Stop each puzzle after this many seconds with status 'timeout' and the count so far."},
            {"satdoku.candidates.json", "One JSON answer (docs/json.md): puzzle, status, candidates (per cell, row-major, the list of digits), "
                    + "fixed (per cell, the digit or 0), undecided (after a timeout), counts (with --counts: per cell, digit -> "
                    + "count, -1 where unfinished; solutionCount), countLimit, solutionsSeen, solverCalls, millis, "
                    + "warnings (what the import could not read as a rule; empty when none)."},
            {"satdoku.candidates.timeout", "Stop after this many seconds with status 'timeout' and the candidates confirmed so "
                    + "far."},
            {"satdoku.explain.json", "One JSON answer (docs/json.md): puzzle, status (conflict, solvable, timeout, interrupted), minimal, "
                    + "elements (kind given or rule; cell and digit, or keyword and rule; location, line, column, and text "
                    + "(native line) or item (the imported item or key path)), repairs (size, complete, cappedBy, list: removed "
                    + "elements, count, countLimit, unique, uniqueDigits, solvableDigits, uniqueTotals, solvableTotals; conflictSets, solverCalls, millis), cores, "
                    + "solverCalls, millis; for a solvable puzzle the solution; warnings (what the import could not read as a rule; empty when none)."},
            {"satdoku.explain.timeout", "Stop after this many seconds with status 'timeout' and the smallest conflicting set "
                    + "found so far (not necessarily minimal; none when no conflict was proved yet). The time counts from the "
                    + "start of the work on the puzzle, encoding included."},
            {"satdoku.steps.json", "One JSON answer (docs/json.md): puzzle, status (solved, case split, timeout, interrupted, or none / "
                    + "multiple when the puzzle is not unique), steps (kind, text, deduced: cell, digit, placed; cost, elements "
                    + "as in explain plus kind house, facts), difficulty (hardest, total, steps, deductions, needsCaseSplit), "
                    + "bound, solverCalls, millis; warnings."},
            {"satdoku.steps.timeout", "Stop after this many seconds (status 'timeout') with the steps found so far."},
            {"satdoku.hint.json", "One JSON answer as for 'steps', with at most one step."},
            {"satdoku.hint.timeout", "Give up after this many seconds (status 'timeout', no step)."},
            {"satdoku.decode.json", "One JSON answer (docs/json.md): puzzle, status (valid or invalid), solution (digits, "
                    + "extraCells, shading), violations, falsifiedClauses, warnings (what the import could not read as a rule; empty when none)."},
            {"satdoku.render.timeout", "With --solution: give up solving after this many seconds."},
            {"satdoku.batch.timeout", "Give up on a puzzle after this many seconds (status 'timeout')."},
            {"satdoku.stats.timeout", "With --solve: give up on one puzzle under one combination after this long (counted in "
                    + "the 'timeouts' column)."},
        };
    }
}
