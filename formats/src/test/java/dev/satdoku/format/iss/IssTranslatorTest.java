package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.testing.Samples;
import dev.satdoku.syntax.InputException;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Interactive Sudoku Solver strings to native lines. */
class IssTranslatorTest {

    private static final IssImporter IMPORTER = new IssImporter();

    static List<String> lines(String iss) {
        return IssTranslator.translate(iss, "<argument>").statements();
    }

    static InputException error(String iss, String... fragments) {
        InputException e = assertThrows(InputException.class, () -> IssTranslator.translate(iss, "<argument>"));
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), () -> "message '" + e.getMessage() + "' lacks '" + f + "'");
        }
        return e;
    }

    static Stream<Samples.IssPuzzle> samples() {
        return Samples.iss().stream();
    }

    /** The native keyword each ISS type of the samples must produce. */
    private static final Map<String, String> KEYWORD = Map.ofEntries(Map.entry("Cage", "cage "), Map.entry("Sandwich", "sandwich "),
            Map.entry("WhiteDot", "white "), Map.entry("LittleKiller", "littlekiller "), Map.entry("BlackDot", "black "),
            Map.entry("Renban", "renban "), Map.entry("Whisper", "whisper "), Map.entry("X", "x "), Map.entry("Arrow", "arrow "),
            Map.entry("XSum", "xsum "), Map.entry("GreaterThan", "gt "), Map.entry("V", "v "), Map.entry("Zipper", "zipper "),
            Map.entry("Thermo", "thermo "), Map.entry("Diagonal", "diagonal "), Map.entry("RegionSumLine", "regionsum "),
            Map.entry("Modular", "modular "), Map.entry("SameValues", "clone "), Map.entry("Skyscraper", "skyscraper "),
            Map.entry("AntiKnight", "antiknight"), Map.entry("Between", "between "), Map.entry("Palindrome", "palindrome "),
            Map.entry("Shape", "size "), Map.entry("Windoku", "windoku"), Map.entry("AntiKing", "antiking"),
            Map.entry("AntiConsecutive", "nonconsecutive"), Map.entry("StrictKropki", "negative kropki"), Map.entry("NoBoxes", "regions"),
            Map.entry("Jigsaw", "regions"), Map.entry("StrictXV", "negative xv"));

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void everySampleIsRecognisedAndEveryTypeMapped(Samples.IssPuzzle sample) {
        assertTrue(IMPORTER.accepts(sample.input()), sample::name);
        Translation t = IssTranslator.translate(sample.input(), sample.name());
        String text = t.nativeText();
        int n = (int) Math.round(Math.sqrt(sample.solution().length()));
        assertTrue(t.statements().contains("size " + n), text);
        String compact = sample.input().replaceAll("\\s", "");
        if (compact.startsWith(".")) {
            for (String item : compact.substring(1).split("\\.")) {
                String type = item.split("~", -1)[0];
                if (type.isEmpty()) {
                    assertTrue(item.isEmpty() || text.contains("givens") || text.contains("candidates"), sample + ": givens lost");
                } else {
                    assertTrue(KEYWORD.containsKey(type), sample + ": type " + type + " has no expectation here");
                    assertTrue(text.contains(KEYWORD.get(type)), sample + ": " + type + " left no '" + KEYWORD.get(type) + "'");
                }
            }
        } else {
            assertTrue(t.statements().stream().anyMatch(l -> l.startsWith("cage ")), sample + ": killer cages lost");
        }
    }

    @Test
    void givensAndCandidateLists() {
        Translation t = IssTranslator.translate(".~R1C1_5~R1C2_3~R4C7_2_4_6_8.~R1C3_1_2.~R1C3_2_3", "x");
        assertTrue(t.nativeText().startsWith("size 9\ngivens\n532......\n"), t::nativeText);
        assertTrue(t.statements().contains("candidates r4c7 digits=2,4,6,8"));
        error(".~R1C1_5.~R1C1_6", "R1C1", "no value left");
        error(".~R1C1_0", "'0' in R1C1_0 is not a value");
        error(".~R1C1_05", "not a value");
        error(".~R1C1", "expected CELL_VALUE");
    }

    @Test
    void cellIdsAreFourCharactersInBase17() {
        List<String> l = lines(".Shape~16x16.Thermo~RaC1~RgCg~r1cB");
        assertTrue(l.contains("thermo r10c1 r16c16 r1c11"), l::toString);
        error(".Thermo~R10C1~R1C2", "<argument>:1:9: .Thermo~R10C1~R1C2: 'R10C1' is not an ISS cell id");
        error(".Thermo~R1C1~RaC1", "RaC1 is outside the 9x9 grid");
    }

    @Test
    void errorsPointAtTheItemInAMultiLineText() {
        InputException e = error("# a comment\n.~R1C1_5\n\n.Cage~10~R1C1\n  .Thermo~R1C1~RhC1", "<argument>:5:16: .Thermo~R1C1~RhC1:");
        assertEquals(5, e.origin().line());
    }

    @Test
    void layoutAndFlags() {
        assertEquals(List.of("size 6"), lines(".Shape~6x6.~R1C5_4").subList(0, 1));
        List<String> l = lines(".Diagonal~1.Diagonal~-1.Windoku.DisjointSets.AntiKnight.AntiKing.AntiConsecutive.StrictKropki.StrictXV.AntiKnight");
        assertEquals(List.of("size 9", "diagonal anti", "diagonal main", "windoku", "disjoint", "antiknight", "antiking", "nonconsecutive",
                "negative kropki", "negative xv"), l, "a repeated flag appears once");
        assertTrue(lines(".NoBoxes.~R1C1_1").contains("boxes none"));
        // Rectangular grids, value ranges and Raw grids have native forms.
        assertEquals(List.of("size 6x8"), lines(".Shape~6x8"));
        assertEquals(List.of("size 9", "values 0..8", "givens"), lines(".Shape~9x9~0-8.~R1C1_0").subList(0, 3));
        assertEquals(List.of("size 9", "raw"), lines(".Shape~9x9~~Raw"));
        assertEquals(List.of("size 6", "values 1..9", "boxes 3x3"), lines(".Shape~6x6~9.RegionSize~9"));
        error(".Shape~6x8~1-5", "needs at least 8 values");
        error(".Shape~9x9~2-10", "start at 0 or 1");
        error(".Shape~9x9~0-8.~R1C1_9", "not a value of this grid (0..8");
        error(".Shape~4x6.Diagonal~1", "square grids only");
        error(".Shape~6x6.Shape~9x9", "9x9 here but 6x6");
        error(".Diagonal~2", "Diagonal~1");
        error(".Windoku~1", "takes no arguments");
    }

    @Test
    void jigsawWithAndWithoutNoBoxes() {
        String layout = "000000021453303021453333221453322221455566121445666111445566667488887777888887777";
        Translation t = IssTranslator.translate(".NoBoxes.Jigsaw~" + layout, "x");
        assertTrue(t.nativeText().contains("regions\n111111123\n"), t::nativeText);
        List<String> keep = lines(".Jigsaw~" + layout);
        assertEquals(9, keep.stream().filter(s -> s.startsWith("extraregion ")).count(), "without NoBoxes the boxes stay: pieces are extra regions");
        assertTrue(lines(".Jigsaw~9x9~" + layout + ".NoBoxes").contains("regions"));
        error(".Jigsaw~0123", "81 for this grid");
        assertTrue(IssTranslator.translate(".NoBoxes.Jigsaw~" + "0".repeat(81), "x").nativeText().contains("boxes none"),
                "a one-character layout does nothing");
    }

    @Test
    void linesArrowsAndSums() {
        List<String> l = lines(".Arrow~R7C4~R7C5~R7C6.PillArrow~2~R1C3~R1C2~R1C1~R2C1.DoubleArrow~R1C4~R1C5~R1C6~R1C7"
                + ".Whisper~R8C1~R7C1.Whisper~4~R1C1~R1C2.Lockout~4~R5C1~R5C2~R5C3.Lockout~5~R6C1~R6C2~R6C3.Modular~3~R7C1~R7C2"
                + ".Modular~4~R8C1~R8C2.Cage~20~R2C3~R3C3.Cage~~R5C5~R5C6.Cage~0~R5C7~R5C8.Sum~7~R6C1~R6C2");
        for (String want : List.of("arrow r7c4 | r7c5 r7c6", "arrow r1c2 r1c3 | r1c1 r2c1", "doublearrow r1c4 r1c5 r1c6 r1c7",
                "whisper r8c1 r7c1", "whisper r1c1 r1c2 diff=4", "lockout r5c1 r5c2 r5c3", "lockout r6c1 r6c2 r6c3 diff=5",
                "modular r7c1 r7c2", "modular r8c1 r8c2 m=4", "cage 20 r2c3 r3c3", "cage r5c5 r5c6", "cage r5c7 r5c8", "sum 7 r6c1 r6c2")) {
            assertTrue(l.contains(want), () -> want + " missing from " + l);
        }
        assertTrue(lines(".Shape~6x6.Whisper~R1C1~R1C2").contains("whisper r1c1 r1c2 diff=5"), "ISS's default is 5 on any grid");
        error(".PillArrow~2~R1C1~R2C3~R3C3", "do not run right, down or down-right");
        assertTrue(lines(".Sum~10_=_1_2~R1C1~R1C2").contains("sum 10 r1c1 r1c2 weights=1,2"), "a weighted sum is read natively now");
        error(".Shape~6x6.Entropic~R1C1~R1C2", "needs digits 1-9");
    }

    @Test
    void dotsApplyToEveryAdjacentPairOfTheList() {
        List<String> l = lines(".GreaterThan~R1C8~R2C8~R1C7~R1C9.WhiteDot~R1C1~R1C2");
        assertTrue(l.containsAll(List.of("gt r1c8 r2c8", "gt r1c8 r1c7", "gt r1c8 r1c9", "white r1c1 r1c2")), l::toString);
        assertEquals(4, l.stream().filter(s -> s.startsWith("gt ") || s.startsWith("white ")).count(), "no pair for non-adjacent cells");
        error(".X~R1C1~R3C3", "no two of the listed cells are orthogonally adjacent");
        // With a white dot the pair must be consecutive and, under ISS's AntiConsecutive, must not be: no solution.
        List<String> white = lines(".AntiConsecutive.WhiteDot~R1C1~R1C2");
        assertTrue(white.containsAll(List.of("nonconsecutive", "white r1c1 r1c2", "nabner r1c1 r1c2")), white::toString);
        assertEquals(dev.satdoku.sat.Verdict.NONE, dev.satdoku.sat.PuzzleSolver.sat4j(dev.satdoku.encode.EncodingOptions.DEFAULTS)
                .solve(dev.satdoku.format.NativeParser.parse(String.join("\n", white), "iss"), 2, null).verdict());
        // ISS's AntiConsecutive also holds across a black dot, which satdoku's nonconsecutive exempts.
        List<String> black = lines(".AntiConsecutive.BlackDot~R1C1~R1C2.BlackDot~R5C5~R6C5");
        assertTrue(black.containsAll(List.of("nonconsecutive", "black r1c1 r1c2", "nabner r1c1 r1c2", "black r5c5 r6c5",
                "nabner r5c5 r6c5")), black::toString);
        assertFalse(lines(".BlackDot~R1C1~R1C2").stream().anyMatch(x -> x.startsWith("nabner")), "no AntiConsecutive, no nabner");
        dev.satdoku.model.Puzzle puzzle = dev.satdoku.format.NativeParser.parse(String.join("\n", black), "iss");
        int[] digits = new int[81];
        java.util.Arrays.fill(digits, 9);
        digits[0] = 1;
        digits[1] = 2;
        digits[40] = 8;
        digits[49] = 4;
        assertTrue(dev.satdoku.check.Checker.check(puzzle, dev.satdoku.model.Solution.ofDigits(puzzle.layout(), digits)).stream()
                .anyMatch(v -> v.rule().equals("nabner") && v.message().contains("r1c1")), "1 and 2 on the black dot are consecutive");
        digits[0] = 4;
        assertFalse(dev.satdoku.check.Checker.check(puzzle, dev.satdoku.model.Solution.ofDigits(puzzle.layout(), digits)).stream()
                .anyMatch(v -> v.rule().equals("nabner") || v.rule().equals("black")), "4 and 2 on the black dot are fine");
    }

    @Test
    void littleKillersAreNamedByTheirStartCell() {
        List<String> l = lines(".LittleKiller~22~R1C1.LittleKiller~9~R1C2.LittleKiller~6~R3C9.LittleKiller~20~R9C7.LittleKiller~5~R8C1");
        assertEquals(List.of("littlekiller 22 r0c0 dr", "littlekiller 9 r0c3 dl", "littlekiller 6 r4c10 ul", "littlekiller 20 r10c6 ur",
                "littlekiller 5 r7c0 dr"), l.subList(1, l.size()));
        error(".LittleKiller~5~R5C5", "R5C5", "does not name a little-killer diagonal");
        error(".LittleKiller~5~R9C1", "does not name");
        assertEquals(2, lines(".LittleKiller~5~R1C2.LittleKiller~7~R1C2").size(), "the last item for a diagonal wins");
    }

    @Test
    void outsideClues() {
        List<String> l = lines(".Sandwich~8~C1.Sandwich~0~R9.XSum~C6~21~.XSum~R2~8~9.Skyscraper~C5~5");
        assertEquals(List.of("sandwich 8 c1", "sandwich 0 r9", "xsum 21 r0c6", "xsum 8 r2c0", "xsum 9 r2c10", "skyscraper 5 r0c5"),
                l.subList(1, l.size()));
        error(".XSum~C6~0~", "clue of 0");
        error(".Sandwich~8~C10", "a column C1..C9");
    }

    @Test
    void quadsIndexingAndClones() {
        List<String> l = lines(".Quad~R1C1~1~4.Quad~R1C1~1~4~6~7.Indexing~C~R1C1~R2C1.Indexing~R~R1C5.SameValues~3~R1C1~R2C8~R3C4");
        assertEquals(List.of("quad r1c1 1 4 6 7", "indexer column r1c1 r2c1", "indexer row r1c5", "clone r1c1 | r2c8", "clone r1c1 | r3c4"),
                l.subList(1, l.size()), "the last Quad on a corner wins");
        // Groups of several cells (the same digits in any order) are samevalues lines: IssCountingTest.
        assertEquals(List.of("samevalues r1c1 r1c2 | r2c1 r2c2"), lines(".SameValues~2~R1C1~R1C2~R2C1~R2C2").subList(1, 2));
        error(".SameValues~3~R1C1~R1C2", "cannot be split into 3");
        error(".Indexing~B~R1C1", "expected C");
    }

    @Test
    void pairKeysThatMapExactly() {
        List<String> l = lines(".PairX~8H_xf8H_xf8H_B~_Nabner~R1C1~R1C2~R1C3~~R5C5~R5C6.Pair~-n_4H-gH4AGg~R9C1~R9C2~R9C3"
                + ".Pair~_3_8H_wH8AHwAE~R8C1~R8C2.Pair~qqqqqqqqqqqqqC~R7C1~R7C2~R7C3.BinaryX~8H-xf8H-xf8H-B~R6C1~R6C2");
        assertEquals(List.of("nabner r1c1 r1c2 r1c3", "nabner r5c5 r5c6", "thermo r9c1 r9c2 r9c3", "slowthermo r8c1 r8c2",
                "parity r7c1 r7c2 r7c3", "nabner r6c1 r6c2"), l.subList(1, l.size()));
        // Keys with no rule of their own, or used where the rule would differ, become relations (IssRelationTest).
        assertTrue(lines(".Pair~UFVQFUAFQAE~R1C1~R1C2").get(1).startsWith("relation chain r1c1 r1c2 allow=1:3/5/7/9,"));
        assertTrue(lines(".Pair~8H_xf8H_xf8H_B~R1C1~R1C2~R1C3").get(1).startsWith("relation chain r1c1 r1c2 r1c3 allow=1:3/4/"));
        error(".Pair~AAAA~R1C1~R1C2", "'AAAA' allows no pair of values");
    }

    @Test
    void unknownAndUnsupportedTypesAreNamed() {
        error(".Thermo~R1C1~R1C2.thermo~R2C1~R2C2", ".thermo~R2C1~R2C2", "unknown ISS constraint type 'thermo'");
        error(".Or.~R1C2_1.~R1C1_1", "has no matching .End"); // composites are read (IssCompositesTest)
        error(".Givens~R1C1_1", "older ISS versions");
        error("hello", "not an Interactive Sudoku Solver constraint string");
        error(".Container~R1C1", "internal to ISS");
    }

    @Test
    void searchPriorityIsAHintDroppedWithAWarning() {
        Translation plain = IssTranslator.translate(".Thermo~R1C1~R1C2", "<argument>");
        Translation hinted = IssTranslator.translate(".Thermo~R1C1~R1C2.SearchPriority~5~R1C1~R1C2", "<argument>");
        assertEquals(plain.statements(), hinted.statements());
        assertTrue(plain.warnings().isEmpty(), plain.warnings()::toString);
        assertTrue(hinted.warnings().size() == 1 && hinted.warnings().get(0).contains("SearchPriority is a hint"), hinted.warnings()::toString);
    }

    @Test
    void skyscraperSideOfZeroIsNoClueAsInIsssOwnCollection() {
        // ISS's collections.js publishes ".Skyscraper~r1~0~6" style puzzles with solutions: 0 is an absent side.
        Translation zero = IssTranslator.translate(".Skyscraper~R1~0~6.Skyscraper~C2~3~0", "<argument>");
        Translation empty = IssTranslator.translate(".Skyscraper~R1~~6.Skyscraper~C2~3~", "<argument>");
        assertEquals(empty.statements(), zero.statements());
        assertTrue(empty.warnings().isEmpty(), empty.warnings()::toString);
        assertEquals(2, zero.warnings().size(), zero.warnings()::toString);
        assertTrue(zero.warnings().get(0).contains("side of 0 is read as no clue"), zero.warnings()::toString);
        error(".XSum~R1~0~", "a clue of 0 is not allowed"); // no such evidence for X-sums: still refused
    }

    @Test
    void longKillerFormat() {
        String zeros = ":0".repeat(79);
        List<String> l = lines("3x3::k:2561:2561" + zeros + ":");
        assertEquals(List.of("size 9", "cage 10 r1c1 r1c2"), l);
        List<String> d = lines("3x3:d:k:2561:2561" + zeros + ":");
        assertTrue(d.contains("diagonal anti") && d.contains("diagonal main"));
        error("3x3::k:2561:x" + zeros + ":", "killer field 2 (r1c2)", "'x'");
        assertTrue(IMPORTER.accepts("3x3::k:2561:2561" + zeros + ":"));
    }

    @Test
    void shortArrowKillerFormat() {
        String s = "S<J<<O<<KJ^<<^<^>^^<N<<<J^Q^S^O>>^^^>^W^<<^>^^O^<<^T^J^^^>>>^>^>^ML<S<<^^>^<^<<^<";
        assertTrue(IMPORTER.accepts(s));
        List<String> l = lines(s);
        List<String> cages = l.stream().filter(x -> x.startsWith("cage ")).toList();
        assertEquals(17, cages.size());
        // R1C2 points left to the head; R2C2 points up to R1C2, and R2C3, R2C4 point left along row 2.
        assertEquals("cage 28 r1c1 r1c2 r2c2 r2c3 r2c4", cages.get(0));
        assertEquals(405, cages.stream().mapToInt(x -> Integer.parseInt(x.split(" ")[1])).sum());
        error("<" + ".".repeat(80).replace('.', '1').substring(1) + "<", "points outside the grid");
    }

    @Test
    void gridSections() {
        String layout = "000000021453303021453333221453322221455566121445666111445566667488887777888887777";
        String givens = "3.......7" + ".".repeat(72);
        Translation t = IssTranslator.translate(givens + layout, "x");
        assertTrue(t.nativeText().contains("regions\n") && t.nativeText().contains("givens\n3.......7\n"), t::nativeText);
        String letters = layout.chars().mapToObj(c -> String.valueOf((char) ('A' + c - '0'))).reduce("", String::concat);
        assertTrue(IMPORTER.accepts(letters), "a layout in letters is no valid one-line puzzle");
        assertFalse(IMPORTER.accepts(layout), "a layout in digits reads as a one-line puzzle");
        List<String> mixed = lines(givens + "\n\n.Thermo~R1C2~R1C3");
        assertTrue(mixed.contains("thermo r1c2 r1c3"), mixed::toString);
        String pencil = "123456789".repeat(81);
        assertTrue(IMPORTER.accepts(pencil));
        assertEquals("size 9", lines(pencil).get(0));
        assertTrue(IssTranslator.translate("=" + "1".repeat(1) + ".".repeat(80), "x").nativeText().contains("givens\n1........\n"));
    }

    @Test
    void nativeTextAndOneLinePuzzlesAreNeverIss() {
        assertFalse(IMPORTER.accepts("size 9\nthermo r1c1 r1c2\n"));
        assertFalse(IMPORTER.accepts("antiking"));
        assertFalse(IMPORTER.accepts("..3.5..7.." + ".".repeat(71)));
        assertFalse(IMPORTER.accepts("..3.5..7.." + ".".repeat(71) + "\n1" + ".".repeat(80) + "\n"));
        assertFalse(IMPORTER.accepts("# comment only\n"));
        assertTrue(IMPORTER.accepts("# a thermo\n.Thermo~R1C1~R1C2\n"));
        assertTrue(IMPORTER.accepts(".NoBoxes"));
    }

    /**
     * ISS refuses the layout items, the chess and diagonal rules, Indexing and every outside clue on a Raw
     * grid ("only valid on a Sudoku grid"); satdoku read them as rules of a grid without rows and columns.
     */
    @Test
    void itemsIssTakesOnSudokuGridsOnlyAreRefusedOnRawGrids() {
        for (String item : List.of("Jigsaw~0000111122223333", "NoBoxes", "RegionSize~4", "Windoku", "DisjointSets", "AntiKnight",
                "Diagonal~1", "Indexing~C~R1C1", "ChaosConstruction", "FullRankTies~any", "LittleKiller~5~R1C2", "XSum~R1~3~",
                "Skyscraper~R1~2~", "NumberedRoom~R1~2~", "HiddenSkyscraper~R1~2~", "FullRank~R1~2~", "Sandwich~3~R1")) {
            error(".Shape~4x4~~Raw." + item, "." + item, "ISS takes " + item.split("~")[0] + " only on Sudoku grids, not on Raw");
        }
        assertEquals(List.of("size 4", "raw", "antitaxicab"), lines(".Shape~4x4~~Raw.AntiTaxicab"));
        assertEquals(List.of("size 4", "littlekiller 5 r0c3 dl"), lines(".Shape~4x4.LittleKiller~5~R1C2"));
    }
}
