package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.syntax.InputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ISS section 5 types read into native rules: the whole-grid flags with ISS's limits on the values,
 * hidden skyscrapers, numbered rooms, full ranks and the ties mode that may come after the clues.
 */
class IssGlobalRulesTest {

    private static List<String> rules(String iss) {
        List<String> l = IssTranslatorTest.lines(iss);
        return l.subList(1, l.size());
    }

    @Test
    void wholeGridFlags() {
        assertEquals(List.of("antitaxicab", "globalentropy", "globalmod", "dutchflatmates"),
                rules(".AntiTaxicab.GlobalEntropy.GlobalMod.DutchFlatmates.AntiTaxicab"));
        assertEquals(List.of("size 6", "values 1..9", "globalmod", "antitaxicab"),
                IssTranslatorTest.lines(".Shape~6x6~9.GlobalMod.AntiTaxicab"));
        IssTranslatorTest.error(".Shape~6x6.GlobalEntropy", ".GlobalEntropy", "only with the values 1..9", "1..6");
        IssTranslatorTest.error(".Shape~4x4.DutchFlatmates", ".DutchFlatmates", "only with the values 1..9");
        IssTranslatorTest.error(".Shape~16x16.GlobalMod", ".GlobalMod", "only on grids of 9 values", "1..16");
        IssTranslatorTest.error(".Shape~6x6.GlobalMod", ".GlobalMod", "only on grids of 9 values", "1..6");
        IssTranslatorTest.error(".Shape~4x4~0-3.GlobalMod", ".GlobalMod", "only on grids of 9 values", "0..3");
        // ISS's classes are those of its internal values 1..9, which on a 0..8 grid are {0,3,6}, {1,4,7}, {2,5,8}:
        // the residues mod 3, as the native rule takes them.
        assertEquals(List.of("size 9", "values 0..8", "globalmod"), IssTranslatorTest.lines(".Shape~9x9~0-8.GlobalMod"));
        IssTranslatorTest.error(".GlobalMod~3", "GlobalMod takes no arguments");
        assertEquals(List.of("regionsamevalues"), rules(".RegionSameValues"));
    }

    @Test
    void hiddenSkyscrapersAndNumberedRoomsOnBothSides() {
        assertEquals(List.of("hiddenskyscraper 7 r8c0", "hiddenskyscraper 4 r8c10", "hiddenskyscraper 5 r10c9"),
                rules(".HiddenSkyscraper~R8~7~4.HiddenSkyscraper~C9~~5"));
        assertEquals(List.of("numberedroom 1 r0c1", "numberedroom 6 r7c1", "numberedroom 3 r1c0"),
                rules(".Shape~6x6.NumberedRoom~C1~1~6.NumberedRoom~R1~3~"));
        IssTranslatorTest.error(".NumberedRoom~R10~1~", "a row R1..R9 or a column C1..C9");
        IssTranslatorTest.error(".HiddenSkyscraper~R1~-2~", "a clue of -2 is not allowed");
        // A 0 is allowed by ISS for these types (a value on 0-based grids); on a 1..9 grid it is no value.
        InputException e = assertThrows(InputException.class, () -> PuzzleReader.readText(".HiddenSkyscraper~R1~0~", "<argument>"));
        assertTrue(e.getMessage().contains(".HiddenSkyscraper~R1~0~: hiddenskyscraper: value 0 is not a value of this grid"), e::getMessage);
    }

    @Test
    void fullRanksFollowTheTiesModeWhereverItIsWritten() {
        assertEquals(List.of("fullrank 26 r0c2", "fullrank 12 r10c3"), rules(".FullRank~C2~26~.FullRank~C3~~12"));
        assertEquals(List.of("fullrank 26 r0c2 ties=any", "fullrank 3 r1c10 ties=any"),
                rules(".FullRank~C2~26~.FullRankTies~any.FullRank~R1~~3"));
        assertEquals(List.of("fullrank 26 r0c2", "uniqueranks"), rules(".FullRank~C2~26~.FullRankTies~none"));
        assertEquals(List.of("uniqueranks"), rules(".FullRankTies~none"));
        assertEquals(List.of("fullrank 26 r0c2"), rules(".FullRankTies~none.FullRankTies~only-unclued.FullRank~C2~26~"),
                "the last ties item wins");
        IssTranslatorTest.error(".FullRank~C2~37~", "rank 37 is impossible");
        IssTranslatorTest.error(".FullRankTies~some", "expected FullRankTies~none");
        // ISS ranks lines only on a square grid holding as many values as a line has cells, ties item included.
        IssTranslatorTest.error(".Shape~4x4~1-6.FullRank~C1~3~", ".FullRank~C1~3~", "a square grid holding as many values", "1..6");
        IssTranslatorTest.error(".Shape~4x4~1-6.FullRankTies~any", ".FullRankTies~any", "a square grid holding as many values");
        assertEquals(List.of("size 4", "values 0..3", "fullrank 3 r0c1"), IssTranslatorTest.lines(".Shape~4x4~0-3.FullRank~C1~3~"));
    }
}
