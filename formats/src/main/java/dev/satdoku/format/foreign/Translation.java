package dev.satdoku.format.foreign;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Decoration;
import dev.satdoku.model.ReadItem;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A foreign puzzle translated to native-format text, line by line with where each line came from,
 * plus what the native text cannot carry: import warnings and an embedded solution.
 *
 * @param format      the foreign format, for messages ("f-puzzles", ...)
 * @param source      the file or argument it was read from; also the puzzle's name
 * @param lines       the native text, one entry per line
 * @param givenFrom   where each given digit came from
 * @param warnings    things the import could not carry over or could not be sure of
 * @param solution    an embedded solution (row-major digits, 0 where unknown), or null
 * @param unread      what could be a rule and was not read (each item counted and named: "3 blue circles"); when
 *                    not empty, verdicts say they are about the rules read
 * @param reading     element by element, how a drawn puzzle was read (empty for formats that state their rules)
 * @param decorations what the foreign picture draws without a rule, to be drawn the same way (never encoded)
 */
public record Translation(String format, String source, List<DraftLine> lines, Map<Cell, Provenance> givenFrom,
                          List<String> warnings, int[] solution, List<String> unread, List<ReadItem> reading,
                          List<Decoration> decorations) {

    public Translation {
        lines = List.copyOf(lines);
        givenFrom = Map.copyOf(givenFrom);
        warnings = List.copyOf(warnings);
        solution = solution == null ? null : solution.clone();
        unread = unread == null ? List.of() : List.copyOf(unread);
        reading = reading == null ? List.of() : List.copyOf(reading);
        decorations = decorations == null ? List.of() : List.copyOf(decorations);
    }

    public Translation(String format, String source, List<DraftLine> lines, Map<Cell, Provenance> givenFrom, List<String> warnings,
                       int[] solution) {
        this(format, source, lines, givenFrom, warnings, solution, List.of(), List.of(), List.of());
    }

    /** The native text, one line per entry, newline-terminated. */
    public String nativeText() {
        return lines.stream().map(DraftLine::text).collect(Collectors.joining("\n", "", "\n"));
    }

    /** The statement lines (directives and rules), without grid rows: handy in tests. */
    public List<String> statements() {
        return lines.stream().filter(DraftLine::statement).map(DraftLine::text).toList();
    }

    @Override
    public int[] solution() {
        return solution == null ? null : solution.clone();
    }

    /** True when an embedded solution gives every cell. */
    public boolean hasCompleteSolution() {
        if (solution == null) {
            return false;
        }
        for (int d : solution) {
            if (d == 0) {
                return false;
            }
        }
        return true;
    }

    /** With an embedded solution found outside the document. */
    public Translation withSolution(int[] digits) {
        return new Translation(format, source, lines, givenFrom, warnings, digits, unread, reading, decorations);
    }

    public Translation withSource(String newSource) {
        return new Translation(format, newSource, lines, givenFrom, warnings, solution, unread, reading, decorations);
    }
}
