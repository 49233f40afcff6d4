package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.relation.NfaLine;
import dev.satdoku.sat.PuzzleSolver;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ISS NFA lines (iss.md 4.8): the serialisation decoded into the native nfa rule. The machines here
 * are written bit by bit from the spec's description of the format (header, plain or packed records,
 * zero padding), so the decoder is checked against the spec rather than against its own output.
 */
class IssNfaTest {

    /** The bits (spaces ignored), zero-padded to whole bytes, as URL-safe Base64 without padding. */
    static String encoded(String bits) {
        String b = bits.replace(" ", "");
        byte[] bytes = new byte[(b.length() + 7) / 8];
        for (int i = 0; i < b.length(); i++) {
            if (b.charAt(i) == '1') {
                bytes[i / 8] |= (byte) (0x80 >> (i % 8));
            }
        }
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /**
     * Plain format, one state (start and accepting), 4 symbols: symbol 0 and symbol 1 lead back to it,
     * so the word holds only the grid's two smallest values.
     */
    static final String ONLY_LOW_TWO = encoded("00 0000 0011" // plain; state width 1; 4 symbols
            + " 1 0 1" // one start state, no other accepting state, the start state accepts
            + " 0010" // transition counts are 2 bits wide
            + " 10 00 0 01 0"); // state 0: 2 moves, symbol 0 -> 0, symbol 1 -> 0

    /**
     * Packed format, 3 states (start 0, accepting 1, other 2), 5 symbols (4 values and the separator):
     * state 0 reads any value and stays, or the separator to state 2; state 2 reads symbol 2 to state 1.
     */
    static final String SEGMENTED = encoded("01 0001 0100" // packed; state width 2; 5 symbols
            + " 01 01 0" // one start state, one further accepting state; the start state does not accept
            + " 11111 00 00 00 00 10" // state 0: symbols 0-4; targets 0, 0, 0, 0 and (symbol 4) 2
            + " 00000" // state 1: no move
            + " 00100 01"); // state 2: symbol 2 -> 1

    /** Plain, nondeterministic: from state 0, symbol 0 leads to 0 and to 1 (accepting, no move out); symbol 1 to 0. */
    static final String ENDS_IN_LOWEST = encoded("00 0000 0001 1 1 0 0010" // plain; width 1; 2 symbols; start 0, accepting 1; counts 2 bits
            + " 11 0 0 0 1 1 0" // state 0: 3 moves: 0 -> 0, 0 -> 1, 1 -> 0
            + " 00"); // state 1: none

    @Test
    void aPlainMachineOnGroupsAndNames() {
        List<String> l = IssTranslatorTest.lines(".Shape~4x4.NFA~" + ONLY_LOW_TWO + "~_low%20cells~R1C1~R1C2~~R2C3");
        assertEquals(List.of("size 4", "nfa r1c1 r1c2 start=0 accept=0 next=0:1-2>0", "nfa r2c3 start=0 accept=0 next=0:1-2>0"),
                l.subList(0, 3));
        // Symbols count from the grid's smallest value.
        assertEquals("nfa r1c1 start=0 accept=0 next=0:0-1>0", IssTranslatorTest.lines(".Shape~4x4~0-3.NFA~" + ONLY_LOW_TWO + "~R1C1").get(2));
    }

    @Test
    void aPackedMachineWithSegments() {
        assertEquals("nfa r1c1 r1c2 | r2c1 start=0 accept=1 next=0:1-4>0,0:sep>2,2:3>1",
                IssTranslatorTest.lines(".Shape~4x4.NFA~" + SEGMENTED + "~R1C1~R1C2~-~R2C1").get(1));
        // Empty segments are kept: a leading '-' and two in a row.
        assertEquals("nfa | r1c1 | | r2c1 start=0 accept=1 next=0:1-4>0,0:sep>2,2:3>1",
                IssTranslatorTest.lines(".Shape~4x4.NFA~" + SEGMENTED + "~-~R1C1~-~-~R2C1").get(1));
        // On 1..9 the fifth symbol is the value 5, not a separator, and symbols 5.. are none.
        assertEquals("nfa r1c1 start=0 accept=1 next=0:1-4>0,0:5>2,2:3>1", IssTranslatorTest.lines(".NFA~" + SEGMENTED + "~R1C1").get(1));
    }

    /**
     * Plain, two start states of which only state 1 accepts: ISS writes the flags as one number whose bit i
     * is start state i, most significant bit first, so the field "10" reads as state 1 accepting.
     */
    static final String SECOND_START_ACCEPTS = encoded("00 0001 0001 10 00" // plain; state width 2; 2 symbols; 2 starts, no other accepting
            + " 10" // the flags: state 1 accepts, state 0 does not
            + " 0001 1 1 01" // counts 1 bit wide; state 0: one move, symbol 1 -> 1
            + " 0"); // state 1: none

    @Test
    void theStartStatesAcceptingFlagsAreOneNumberWithStateZeroLast() {
        assertEquals("nfa r1c1 start=0,1 accept=1 next=0:2>1", IssTranslatorTest.lines(".Shape~2x2.NFA~" + SECOND_START_ACCEPTS + "~R1C1").get(1));
        // Read back by the same rule: the machine's export writes state 1's flag first.
        assertEquals(".NFA~" + SECOND_START_ACCEPTS + "~R1C1", IssNfa.item(new NfaLine(List.of(0, 1), List.of(1),
                List.of(new NfaLine.Move(0, 2, 1)), List.of(List.of(Cell.of1(1, 1)))), 1, 2));
    }

    @Test
    void aNondeterministicMachineAndTheEmptyOne() {
        assertEquals("nfa r1c1 r1c2 r1c3 start=0 accept=1 next=0:1-2>0,0:1>1",
                IssTranslatorTest.lines(".Shape~4x4.NFA~" + ENDS_IN_LOWEST + "~R1C1~R1C2~R1C3").get(1));
        assertEquals("nfa r1c1 start=none accept=none", IssTranslatorTest.lines(".NFA~~R1C1").get(1));
    }

    /** A 4x4 with two solutions: r1c3 r1c4 / r3c3 r3c4 are 3 4 / 4 3 or 4 3 / 3 4; everything else given. */
    private static final String TWO_WAYS = ".Shape~4x4.~R1C1_1~R1C2_2~R2C1_3~R2C2_4~R2C3_1~R2C4_2~R3C1_2~R3C2_1~R4C1_4~R4C2_3~R4C3_2~R4C4_1";

    @Test
    void theMachinesMeanWhatTheySay() {
        assertEquals(2, solutions(TWO_WAYS).size());
        // Any value, the separator, then a 3: the cell after the separator must be 3.
        List<Solution> third = solutions(TWO_WAYS + ".NFA~" + SEGMENTED + "~R1C1~-~R1C3");
        assertEquals(1, third.size());
        assertEquals(3, third.get(0).digit(Cell.of1(1, 3)));
        List<Solution> other = solutions(TWO_WAYS + ".NFA~" + SEGMENTED + "~R1C1~-~R3C3");
        assertEquals(1, other.size());
        assertEquals(4, other.get(0).digit(Cell.of1(1, 3)));
        // Only the two smallest values: r1c3 holds 3 or 4.
        assertEquals(0, solutions(TWO_WAYS + ".NFA~" + ONLY_LOW_TWO + "~R1C3").size());
        // Ends in the smallest value (nondeterministic guess of the last position): r2c3 is 1, r1c3 is not.
        assertEquals(2, solutions(TWO_WAYS + ".NFA~" + ENDS_IN_LOWEST + "~R1C2~R2C3").size());
        assertEquals(0, solutions(TWO_WAYS + ".NFA~" + ENDS_IN_LOWEST + "~R2C3~R1C3").size());
        // The empty machine accepts nothing.
        assertEquals(0, solutions(TWO_WAYS + ".NFA~~R1C1").size());
    }

    @Test
    void malformedMachinesAreErrorsNamingTheItem() {
        IssTranslatorTest.error(".NFA~" + encoded("10 0000 0000 0000 0000") + "~R1C1", ".NFA~", "cannot be read", "unknown format 2");
        IssTranslatorTest.error(".NFA~AB*~R1C1", "not URL-safe Base64");
        IssTranslatorTest.error(".NFA~AAAAA~R1C1", "not URL-safe Base64");
        // Two moves announced, the data ends after one.
        IssTranslatorTest.error(".NFA~" + encoded("00 0000 0011 1 0 1 0010 11 00 0") + "~R1C1", "state 0 lists 3 moves but the data ends");
        // A packed record cut inside its target.
        IssTranslatorTest.error(".NFA~" + encoded("01 0111 0000 00000001 00000001 0 1") + "~R1C1", "ends before its target");
        // A set bit after the last record, where only zero padding may be.
        IssTranslatorTest.error(".NFA~" + encoded(bitsOf(ONLY_LOW_TWO).substring(0, 31) + "1") + "~R1C1", "neither a state record nor zero padding");
        IssTranslatorTest.error(".NFA~" + ONLY_LOW_TWO + "~R1C1~-~R1C2", "2 segments", "no separator");
        IssTranslatorTest.error(".Shape~4x4.NFA~" + SEGMENTED + "~-~-", "only segment separators");
        IssTranslatorTest.error(".NFA~" + ONLY_LOW_TWO + "~~", "no cells");
        IssTranslatorTest.error(".NFA~" + ONLY_LOW_TWO + "~R1C1~RzC1", "'RzC1' is not an ISS cell id");
    }

    private static String bitsOf(String base64) {
        StringBuilder sb = new StringBuilder();
        for (byte b : Base64.getUrlDecoder().decode(base64)) {
            sb.append(String.format("%8s", Integer.toBinaryString(b & 0xff)).replace(' ', '0'));
        }
        return sb.toString();
    }

    private static Puzzle read(String iss) {
        return PuzzleReader.readText(iss, "<argument>").get(0);
    }

    private static List<Solution> solutions(String iss) {
        return PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(read(iss), 3, null).solutions();
    }
}
