package dev.satdoku.format.fuzz;

import dev.satdoku.format.lz.LzString;
import dev.satdoku.format.testing.Samples;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.testing.Instance;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/** Valid inputs the fuzzer starts from: every instance, and the format examples of the test resources. */
final class FuzzSeeds {

    private FuzzSeeds() {
    }

    /** Native files, one-line puzzles and lists of them, f-puzzles JSON and links, SudokuPad links, ISS strings. */
    static List<String> puzzles() {
        List<String> out = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        for (Instance i : Instance.all()) {
            try {
                out.add(Files.readString(i.file()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Puzzle p = i.puzzle();
            if (p.rules().isEmpty() && p.layout().equals(Layout.standard(p.layout().rows()))) {
                lines.add(DigitCodec.toLine(p.givens()));
            }
        }
        out.addAll(lines);
        out.add(String.join("\n", lines) + "\n");
        out.add("# ratings after the grid\n" + String.join(" 1.2\n", lines));
        for (Samples.FPuzzle f : Samples.fpuzzles()) {
            out.add(f.document().toString());
            out.add("https://www.f-puzzles.com/?load=" + f.payload());
            out.add(f.payload());
            out.add("https://sudokupad.app/fpuzzles" + f.payload());
        }
        out.add(Samples.text("fpuzzles/sudokupad/scl-introduction-to-counting-circles.txt").strip());
        out.add("https://sudokupad.app/" + Samples.text("fpuzzles/sudokupad/scl-introduction-to-counting-circles.txt").strip());
        for (var iss : Samples.iss()) {
            out.add(iss.input());
        }
        return out;
    }

    /** f-puzzles JSON documents: mutated as text, then compressed into a link, so the translator sees them behind lz-string. */
    static List<String> fpuzzlesDocuments() {
        return Samples.fpuzzles().stream().map(f -> f.document().toString()).toList();
    }

    /** SudokuPad puzzle JSON: the sample, and a small one with givens, a cage and regions to mutate. */
    static List<String> sudokuPadDocuments() {
        String small = "{\"cells\":[[{\"value\":1},{},{},{}],[{},{},{},{}],[{},{},{\"value\":\"3\"},{}],[{},{},{},{}]],"
                + "\"regions\":[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]],"
                + "\"cages\":[{\"cells\":[[0,0],[0,1]],\"value\":\"3\"},{\"value\":\"title: t\"}]}";
        return List.of(Samples.text("fpuzzles/sudokupad/scl-introduction-to-counting-circles.json"), small);
    }

    static String link(String json) {
        return "https://www.f-puzzles.com/?load=" + LzString.compressToBase64(json);
    }

    static List<String> lzPayloads() {
        List<String> out = new ArrayList<>();
        for (Samples.FPuzzle f : Samples.fpuzzles()) {
            out.add(f.payload());
        }
        out.add(Samples.text("fpuzzles/sudokupad/scl-introduction-to-counting-circles.txt").strip().substring(3));
        out.add(LzString.compressToBase64("hello"));
        return out;
    }

    /** Models of the empty 4x4 as solvers print them. */
    static List<String> models() {
        int vars = FuzzTarget.FOUR_BY_FOUR.cnf().numVars();
        StringBuilder lits = new StringBuilder();
        int[] grid = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        for (int v = 1; v <= vars; v++) {
            boolean on = false;
            for (int cell = 0; cell < 16; cell++) {
                on |= FuzzTarget.FOUR_BY_FOUR.cellLiteral(new Cell(cell / 4, cell % 4), grid[cell]) == v;
            }
            lits.append(on ? v : -v).append(' ');
        }
        String l = lits.toString();
        return List.of("s SATISFIABLE\nv " + l + "0\n", "SAT\n" + l + "0\n", l + "0\n", "c comment\ns UNSATISFIABLE\n",
                "s UNKNOWN\n", "s SATISFIABLE\nv " + l.replace(" ", "\nv ") + "0\n");
    }

    static List<String> cnfs() {
        return List.of("p cnf 3 2\n1 -2 0\n2 3 0\n", "c x\np cnf 1 1\n1 0\n", "p cnf 0 0\n",
                "c var 1 r1c1=1\np cnf 2 1\n-1 -2 0\n");
    }
}
