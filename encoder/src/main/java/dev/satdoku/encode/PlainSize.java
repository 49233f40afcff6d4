package dev.satdoku.encode;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The size of the plain encoding (no simplification), which {@code solve} and {@code encode} report
 * as "before simplification". The singles pre-pass means that encoding is not built any more; for a
 * puzzle with rules or named variables it is built on request, but a classic puzzle's plain
 * encoding is the empty grid's plus one unit clause per given, so the empty grid's size is
 * measured once per layout and options (by encoding it) and the givens are added. Tested equal to
 * the size of the encoding actually built. A cached size passes on to a recording copy of the options
 * the options its encoding read ({@link EncodingOptions#recordingReads()}), as if it had been built.
 */
final class PlainSize {

    private record Key(Layout layout, EncodingOptions options) {
    }

    /** The empty grid's size and the options its encoding read. */
    private record Sized(CnfSize size, List<EncodingOption<?>> read) {
    }

    private static final Map<Key, Sized> EMPTY_GRID = new ConcurrentHashMap<>();

    /** The last answer per thread, found by identity: a batch asks about one layout and options. */
    private record Last(Layout layout, EncodingOptions options, Sized sized) {
    }

    private static final ThreadLocal<Last> LAST = new ThreadLocal<>();

    private PlainSize() {
    }

    static CnfSize of(Puzzle puzzle, EncodingOptions options, Supplier<Cnf> plain) {
        if (!puzzle.rules().isEmpty() || !puzzle.extraCells().isEmpty()) {
            return CnfSize.of(plain.get());
        }
        Last last = LAST.get();
        Sized sized;
        if (last != null && last.layout() == puzzle.layout() && last.options() == options) {
            sized = last.sized();
        } else {
            EncodingOptions plainOptions = options.with(EncodingOptions.SIMPLIFY, false).notRecording();
            sized = EMPTY_GRID.computeIfAbsent(new Key(puzzle.layout(), plainOptions), k -> {
                EncodingOptions recording = k.options().recordingReads();
                CnfSize size = CnfSize.of(PuzzleEncoder.encode(
                        Puzzle.classic("empty", k.layout(), Puzzle.noGivens(k.layout())), recording).cnf());
                return new Sized(size, recording.readSoFar());
            });
            LAST.set(new Last(puzzle.layout(), options, sized));
        }
        options.noteRead(sized.read());
        CnfSize empty = sized.size();
        int givens = puzzle.givenCount();
        return new CnfSize(empty.variables(), empty.clauses() + givens, empty.literals() + givens);
    }
}
