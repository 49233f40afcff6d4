package dev.satdoku.format.fuzz;

import dev.satdoku.check.Checker;
import dev.satdoku.cnf.DimacsReader;
import dev.satdoku.encode.DecodeException;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.format.lz.LzStringException;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.InputException;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One entry point of the parsers under fuzzing, with what counts as a clean ending for it. An input
 * either parses or is rejected with the project's clear error ({@link InputException}, or the
 * documented exception of a low-level decoder); any other exception is a finding. What parses is
 * also pushed one step further (encoded, checked against an all-ones grid) when small, because
 * validation that lets a malformed rule through shows up only there.
 */
enum FuzzTarget {

    /** Everything PuzzleReader detects: native text, one-line lists, f-puzzles JSON and links, SudokuPad, ISS. */
    PUZZLE {
        @Override
        Outcome run(String input) {
            List<Puzzle> puzzles;
            try {
                puzzles = PuzzleReader.readText(input, "fuzz");
            } catch (InputException e) {
                return Outcome.REJECTED;
            }
            for (Puzzle p : puzzles.subList(0, Math.min(3, puzzles.size()))) {
                exercise(p);
            }
            return Outcome.PARSED;
        }
    },

    /** The lz-string decoder alone (f-puzzles and SudokuPad payloads). */
    LZ {
        @Override
        Outcome run(String input) {
            try {
                LzString.decompressFromBase64(input);
                return Outcome.PARSED;
            } catch (LzStringException e) {
                return Outcome.REJECTED;
            }
        }
    },

    /** Solver output read by 'decode' (competition s/v lines, MiniSat result files, bare literals), decoded for a 4x4. */
    MODEL {
        @Override
        Outcome run(String input) {
            DimacsReader.Model model;
            try {
                model = DimacsReader.readModel(new StringReader(input), "fuzz");
            } catch (InputException e) {
                return Outcome.REJECTED;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (model.status() != DimacsReader.Status.SATISFIABLE) {
                return Outcome.PARSED;
            }
            try {
                Solution s = FOUR_BY_FOUR.decode(model.values(FOUR_BY_FOUR.cnf().numVars()));
                Checker.check(FOUR_BY_FOUR.puzzle(), s);
            } catch (DecodeException e) {
                return Outcome.REJECTED;
            }
            return Outcome.PARSED;
        }
    },

    /** DIMACS CNF files (the reader behind the external-solver tests and tooling). */
    CNF {
        @Override
        Outcome run(String input) {
            try {
                DimacsReader.readCnf(new StringReader(input), "fuzz");
                return Outcome.PARSED;
            } catch (InputException e) {
                return Outcome.REJECTED;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    };

    enum Outcome { PARSED, REJECTED }

    /** The empty 4x4 without simplification, so every cell keeps its variables for 'decode'. */
    static final EncodedPuzzle FOUR_BY_FOUR = PuzzleEncoder.encode(Puzzle.classic("4x4", Layout.standard(4), Puzzle.noGivens(Layout.standard(4))),
            EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false));

    /** Parses, or throws {@link InputException} (or the target's documented error); anything else is a finding. */
    abstract Outcome run(String input);

    /** File name prefix of this target's regression inputs. */
    String prefix() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** A parsed puzzle must survive the rest of the pipeline's entry: checking a grid, and encoding when small. */
    private static void exercise(Puzzle p) {
        int n = p.layout().rows();
        int[] ones = new int[p.layout().cellCount()];
        Arrays.fill(ones, p.layout().minValue());
        Checker.check(p, Solution.ofDigits(p.layout(), ones));
        if (n <= 9 && p.rules().size() <= 40) {
            PuzzleEncoder.encode(p, EncodingOptions.DEFAULTS);
        }
    }
}
