package dev.satdoku.format.iss;

import dev.satdoku.format.foreign.ExportNormalForm;
import dev.satdoku.format.foreign.NotExportable;
import dev.satdoku.model.Cell;
import dev.satdoku.rules.relation.NfaLine;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * {@code .NFA~automaton~[_name~]cells[~~cells...]} (iss.md 4.8): a state machine in ISS's binary
 * serialisation, read along each group of cells. Each group (an empty argument or a {@code _name}
 * starts the next; names are dropped) becomes one native {@code nfa} line; a lone {@code -} inside a
 * group separates segments, between which the machine reads the separator symbol.
 *
 * <p>Symbols: symbol s < N (the grid's value count) is the value min+s; symbol N is the separator; a
 * higher symbol labels moves that never happen (ISS's handler matches them against no value), so they
 * are left out.
 */
final class IssNfa {

    /** A machine as the serialisation states it, over symbol indices. */
    record Machine(int states, List<Integer> start, List<Integer> accept, List<int[]> moves) {

        /** The largest symbol index a move reads, or -1. */
        int maxSymbol() {
            return moves.stream().mapToInt(m -> m[1]).max().orElse(-1);
        }
    }

    private static final int PLAIN = 0;
    private static final int PACKED = 1;

    private IssNfa() {
    }

    static void apply(IssItem item, IssPuzzle p) {
        item.needArgs(1, "NFA~automaton~cells...[~~cells...]");
        Machine machine;
        try {
            machine = decode(item.arg(0));
        } catch (IllegalArgumentException e) {
            throw item.errorAt(0, "the state machine '" + abbreviated(item.arg(0)) + "' cannot be read: " + e.getMessage());
        }
        int min = p.shape.min();
        int values = p.shape.max() - min + 1;
        List<NfaLine.Move> moves = new ArrayList<>();
        for (int[] m : machine.moves()) {
            if (m[1] < values) {
                moves.add(new NfaLine.Move(m[0], min + m[1], m[2]));
            } else if (m[1] == values) {
                moves.add(new NfaLine.Move(m[0], NfaLine.SEP, m[2]));
            }
        }
        List<List<List<Cell>>> groups = groups(item, p);
        if (groups.isEmpty()) {
            throw item.error("no cells");
        }
        for (List<List<Cell>> segments : groups) {
            if (segments.size() > 1 && machine.maxSymbol() < values) {
                // ISS refuses such a line: its segments need the separator symbol, index N, beyond the values.
                throw item.error("the cells come in " + segments.size() + " segments ('-'), but the state machine has no symbol "
                        + "past the grid's " + values + " values, so no separator to read between them; ISS rejects such a line");
            }
            if (segments.stream().allMatch(List::isEmpty)) {
                throw item.error("a group holds only segment separators ('-') and no cell");
            }
            p.rule(new NfaLine(machine.start(), machine.accept(), moves, segments).toNative(), item.at());
        }
    }

    /** The cell groups, each split into segments at a lone {@code -} (an empty segment is kept). */
    private static List<List<List<Cell>>> groups(IssItem item, IssPuzzle p) {
        List<List<List<Cell>>> out = new ArrayList<>();
        for (List<Integer> group : IssCells.groups(item, 1)) {
            List<List<Cell>> segments = new ArrayList<>();
            segments.add(new ArrayList<>());
            for (int i : group) {
                if (item.arg(i).equals("-")) {
                    segments.add(new ArrayList<>());
                } else {
                    segments.get(segments.size() - 1).add(IssCells.cell(item, i, p));
                }
            }
            out.add(segments);
        }
        return out;
    }

    private static String abbreviated(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }

    /**
     * Decodes ISS's serialisation (iss.md 4.8): URL-safe Base64 of a bit stream, most significant bit of
     * each byte first; header, then one record per state until fewer bits remain than a record needs;
     * the rest must be zero padding. The empty string is the machine with no state.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    static Machine decode(String text) {
        if (text.isEmpty()) {
            return new Machine(0, List.of(), List.of(), List.of());
        }
        Bits in = new Bits(bytes(text));
        int format = in.read(2, "the format");
        if (format != PLAIN && format != PACKED) {
            throw new IllegalArgumentException("unknown format " + format + " (0 plain, 1 packed)");
        }
        int stateBits = in.read(4, "the state width") + 1;
        int symbolCount = in.read(4, "the symbol count") + 1;
        int startCount = in.read(stateBits, "the start state count");
        int acceptCount = in.read(stateBits, "the accepting state count");
        // Bit i of the field, counted from its least significant bit (the last bit read), says start state i
        // accepts; ISS holds the field in a 32-bit integer, so only its last 32 bits count, and state i reads
        // bit i mod 32. field[i] is bit i.
        boolean[] field = new boolean[startCount];
        for (int k = 0; k < startCount; k++) {
            field[startCount - 1 - k] = in.read(1, "the start states' accepting flags") == 1;
        }
        int transitionCountBits = format == PLAIN ? in.read(4, "the transition count width") : 0;
        int symbolBits = 32 - Integer.numberOfLeadingZeros(symbolCount - 1);
        List<int[]> moves = new ArrayList<>();
        int records = 0;
        if (format == PLAIN) {
            for (int state = 0; transitionCountBits > 0 && in.remaining() >= transitionCountBits; state++, records++) {
                int count = in.read(transitionCountBits, "a transition count");
                for (int k = 0; k < count; k++) {
                    if (in.remaining() < symbolBits + stateBits) {
                        throw new IllegalArgumentException("state " + state + " lists " + count + " moves but the data ends after " + k);
                    }
                    int symbol = in.read(symbolBits, "a symbol");
                    moves.add(new int[] {state, symbol, in.read(stateBits, "a target state")});
                }
            }
        } else {
            for (int state = 0; in.remaining() >= symbolCount; state++, records++) {
                int mask = in.read(symbolCount, "a symbol mask");
                for (int symbol = 0; symbol < symbolCount; symbol++) {
                    if ((mask >>> symbol & 1) == 1) {
                        if (in.remaining() < stateBits) {
                            throw new IllegalArgumentException("state " + state + " moves on symbol " + symbol + " but the data ends before its target");
                        }
                        moves.add(new int[] {state, symbol, in.read(stateBits, "a target state")});
                    }
                }
            }
        }
        while (in.remaining() > 0) {
            if (in.read(1, "padding") != 0) {
                throw new IllegalArgumentException("it ends in bits that are neither a state record nor zero padding");
            }
        }
        int states = Math.max(records, startCount + acceptCount);
        for (int[] m : moves) {
            states = Math.max(states, m[2] + 1);
        }
        if (states > NfaLine.MAX_STATES) {
            throw new IllegalArgumentException(states + " states, more than " + NfaLine.MAX_STATES);
        }
        List<Integer> start = new ArrayList<>();
        List<Integer> accept = new ArrayList<>();
        for (int q = 0; q < startCount; q++) {
            start.add(q);
            int bit = q % 32;
            if (bit < startCount && field[bit]) {
                accept.add(q);
            }
        }
        for (int q = 0; q < acceptCount; q++) {
            accept.add(startCount + q);
        }
        return new Machine(states, start, accept, moves);
    }

    /**
     * The ISS item of a native state machine, the inverse of {@link #decode} (plain format): symbol
     * v - min for value v, the separator after the values. ISS numbers states by their role (start
     * states first, then the other accepting states, then the rest), so the states are renumbered so
     * first ({@link ExportNormalForm#statesByRole}).
     */
    static String item(NfaLine original, int min, int max) {
        NfaLine line = ExportNormalForm.statesByRole(original);
        int values = max - min + 1;
        List<Integer> start = line.start();
        List<Integer> otherAccept = line.accept().stream().filter(q -> !start.contains(q)).sorted().toList();
        int states = start.size() + otherAccept.size();
        for (NfaLine.Move m : line.moves()) {
            states = Math.max(states, Math.max(m.from(), m.to()) + 1);
        }
        for (int i = 0; i < start.size(); i++) {
            if (start.get(i) != i) {
                throw new NotExportable("ISS numbers the start states first (0, 1, ...); this machine's are " + start);
            }
        }
        for (int i = 0; i < otherAccept.size(); i++) {
            if (otherAccept.get(i) != start.size() + i) {
                throw new NotExportable("ISS numbers the accepting states right after the start states; this machine's are "
                        + line.accept());
            }
        }
        if (start.size() > 32) {
            throw new NotExportable("ISS says which of at most 32 start states accept");
        }
        boolean separator = line.segments().size() > 1 || line.moves().stream().anyMatch(m -> m.value() == NfaLine.SEP);
        int symbolCount = values + (separator ? 1 : 0);
        if (symbolCount > 16) {
            throw new NotExportable("ISS's state machines read at most 16 symbols (the values and the separator)");
        }
        int stateBits = Math.max(1, 32 - Integer.numberOfLeadingZeros(Math.max(states - 1, Math.max(start.size(), otherAccept.size()))));
        int[] counts = new int[states];
        line.moves().forEach(m -> counts[m.from()]++);
        int maxCount = java.util.Arrays.stream(counts).max().orElse(0);
        int countBits = Math.max(1, 32 - Integer.numberOfLeadingZeros(maxCount));
        if (stateBits > 16 || countBits > 15) {
            throw new NotExportable("the machine is too large for ISS's serialisation");
        }
        int symbolBits = 32 - Integer.numberOfLeadingZeros(symbolCount - 1);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        int[] acc = {0, 0}; // bits waiting, how many
        java.util.function.BiConsumer<Integer, Integer> put = (value, width) -> {
            for (int k = width - 1; k >= 0; k--) {
                acc[0] = acc[0] << 1 | (value >>> k & 1);
                if (++acc[1] == 8) {
                    bytes.write(acc[0]);
                    acc[0] = 0;
                    acc[1] = 0;
                }
            }
        };
        put.accept(PLAIN, 2);
        put.accept(stateBits - 1, 4);
        put.accept(symbolCount - 1, 4);
        put.accept(start.size(), stateBits);
        put.accept(otherAccept.size(), stateBits);
        for (int q = start.size() - 1; q >= 0; q--) {
            put.accept(line.accept().contains(q) ? 1 : 0, 1); // one number, start state 0 its least significant bit
        }
        put.accept(countBits, 4);
        for (int q = 0; q < states; q++) {
            put.accept(counts[q], countBits);
            for (NfaLine.Move m : line.moves()) {
                if (m.from() == q) {
                    put.accept(m.value() == NfaLine.SEP ? values : m.value() - min, symbolBits);
                    put.accept(m.to(), stateBits);
                }
            }
        }
        if (acc[1] > 0) {
            bytes.write(acc[0] << (8 - acc[1]));
        }
        StringBuilder sb = new StringBuilder(".NFA~").append(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes.toByteArray()));
        for (int k = 0; k < line.segments().size(); k++) {
            if (k > 0) {
                sb.append("~-");
            }
            line.segments().get(k).forEach(c -> sb.append('~').append(IssCells.id(c)));
        }
        return sb.toString();
    }

    /** The bytes of URL-safe Base64 without padding (ISS also takes {@code +}, {@code /} and padding). */
    private static byte[] bytes(String text) {
        String body = text.replace('+', '-').replace('/', '_');
        while (body.endsWith("=")) {
            body = body.substring(0, body.length() - 1);
        }
        byte[] out;
        try {
            out = Base64.getUrlDecoder().decode(body);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("it is not URL-safe Base64 (" + e.getMessage() + ")");
        }
        if (out.length == 0) {
            throw new IllegalArgumentException("it holds no byte");
        }
        return out;
    }

    /** A bit stream, most significant bit of each byte first. */
    private static final class Bits {
        private final byte[] bytes;
        private int at;

        Bits(byte[] bytes) {
            this.bytes = bytes;
        }

        int remaining() {
            return bytes.length * 8 - at;
        }

        /** The next {@code count} bits (at most 31) as a big-endian number. */
        int read(int count, String what) {
            if (count > remaining()) {
                throw new IllegalArgumentException("the data ends inside " + what);
            }
            if (count > 31) {
                throw new IllegalArgumentException(what + " is " + count + " bits wide, more than 31");
            }
            int value = 0;
            for (int k = 0; k < count; k++, at++) {
                value = value << 1 | (bytes[at >> 3] >> (7 - (at & 7)) & 1);
            }
            return value;
        }
    }
}
