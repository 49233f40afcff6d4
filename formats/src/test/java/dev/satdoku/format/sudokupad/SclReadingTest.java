package dev.satdoku.format.sudokupad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.ReadChoices;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.sudokupad.SclDrawing.Element;
import dev.satdoku.format.sudokupad.SclDrawing.Shape;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reading a SudokuPad drawing: element kinds by geometry on hand-made fragments, and their meaning by
 * rules texts in the phrasings of several setters, including texts that leave a kind unbound or
 * ambiguous, and the setter's corrections.
 */
class SclReadingTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String GREY = "#cccf";
    private static final String GREEN = "#67f067ff";
    private static final String PURPLE = "#f067f0ff";

    /** A 9x9 SudokuPad puzzle with standard boxes, no givens, the rules text and the drawing parts given as JSON members. */
    static String puzzle(String rules, String parts) {
        StringBuilder sb = new StringBuilder("{\"cells\":[");
        for (int r = 0; r < 9; r++) {
            sb.append(r > 0 ? "," : "").append("[{},{},{},{},{},{},{},{},{}]");
        }
        sb.append("],\"regions\":[");
        for (int b = 0; b < 9; b++) {
            sb.append(b > 0 ? "," : "").append("[");
            for (int k = 0; k < 9; k++) {
                sb.append(k > 0 ? "," : "").append("[").append(b / 3 * 3 + k / 3).append(",").append(b % 3 * 3 + k % 3).append("]");
            }
            sb.append("]");
        }
        sb.append("],\"metadata\":{\"rules\":").append(quote(rules)).append("}");
        return sb.append(parts.isEmpty() ? "" : "," + parts).append("}").toString();
    }

    private static String quote(String s) {
        try {
            return JSON.writeValueAsString(s);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String line(String colour, double thickness, double[]... points) {
        StringBuilder sb = new StringBuilder("{\"wayPoints\":[");
        for (int i = 0; i < points.length; i++) {
            sb.append(i > 0 ? "," : "").append("[").append(points[i][0]).append(",").append(points[i][1]).append("]");
        }
        return sb.append("],\"color\":\"").append(colour).append("\",\"thickness\":").append(thickness).append("}").toString();
    }

    static double[] p(double r, double c) {
        return new double[] {r, c};
    }

    static String circle(double r, double c, double size, String background, boolean rounded, String text) {
        return "{\"center\":[" + r + "," + c + "],\"width\":" + size + ",\"height\":" + size + ",\"rounded\":" + rounded
                + ",\"backgroundColor\":\"" + background + "\",\"borderColor\":\"#000000\"" + (text == null ? "" : ",\"text\":\"" + text + "\"")
                + "}";
    }

    private static List<Element> elements(String json) throws Exception {
        JsonNode node = JSON.readTree(json);
        return SclDrawing.read(node, 9, 9);
    }

    private static Translation translate(String json) {
        return new SudokuPadImporter().translate(json, "t.json").get(0);
    }

    private static Translation translate(String json, String read) {
        return new SudokuPadImporter().translate(json, "t.json", ReadChoices.parse(read)).get(0);
    }

    private static Element only(List<Element> all, Shape shape) {
        List<Element> of = all.stream().filter(e -> e.shape() == shape).toList();
        assertEquals(1, of.size(), all::toString);
        return of.get(0);
    }

    @Test
    void aLineWithAMatchingCircleAtOneEndHasABulbAndStartsThere() throws Exception {
        String json = puzzle("", "\"lines\":[" + line(GREY, 19, p(0.5, 0.5), p(0.5, 2.5), p(2.5, 4.5)) + "],\"underlays\":["
                + circle(2.5, 4.5, 0.8, GREY, true, null) + "]");
        Element e = only(elements(json), Shape.LINE);
        assertEquals("grey line with a bulb", e.kind());
        assertEquals("[r3c5, r2c4, r1c3, r1c2, r1c1]", e.cells().toString(), "from the bulb, through every cell");
    }

    @Test
    void smallCirclesOnEdgesAreDotsAndLettersOnEdgesAreTheirLetters() throws Exception {
        String json = puzzle("", "\"overlays\":[" + circle(1, 0.5, 0.34, "#FFFFFF", true, "") + "," + circle(3.5, 4, 0.33, "#000000", true, "")
                + "," + circle(5.5, 7, 0.35, "#FFFFFF", true, "X") + "," + circle(4, 4, 0.3, "#FFFFFF", true, "") + "]");
        List<Element> all = elements(json);
        List<String> kinds = all.stream().map(Element::kind).toList();
        assertEquals(List.of("white dot", "black dot", "X", "white circle at a corner"), kinds);
        assertEquals("[r1c1, r2c1]", all.get(0).cells().toString());
        assertEquals("[r4c4, r4c5]", all.get(1).cells().toString());
        assertEquals("[r6c7, r6c8]", all.get(2).cells().toString());
        assertEquals(4, all.get(3).cells().size());
    }

    @Test
    void cellSizedShapesTextOutsideAndLinesOffTheCentres() throws Exception {
        String json = puzzle("", "\"underlays\":[" + circle(4.5, 4.5, 0.8, "#0003", false, null) + "," + circle(1.5, 7.5, 0.85, "#FFFFFF", true,
                null) + "],\"overlays\":[" + circle(2.5, -0.5, 0, "#FFFFFF", true, "12") + "," + circle(9.6, 3.5, 0, "#FFFFFF", true, "7")
                + "],\"lines\":[" + line("#000000", 2, p(1, 1), p(2, 1)) + "]");
        List<Element> all = elements(json);
        assertEquals("grey square", only(all, Shape.SQUARE).kind(), "black at 20% over the page is grey");
        assertEquals("white circle", only(all, Shape.CIRCLE).kind());
        List<Element> outside = all.stream().filter(e -> e.shape() == Shape.OUTSIDE_TEXT).toList();
        assertEquals("r3c1", outside.get(0).cells().get(0).toString(), "a clue left of row 3 reads from its first cell");
        assertEquals("r9c4", outside.get(1).cells().get(0).toString(), "a clue below column 4 reads from the bottom");
        assertEquals("line off the cell centres", only(all, Shape.OTHER).kind());
    }

    @Test
    void aThinLineFromACircleWithADrawnArrowheadIsAnArrow() throws Exception {
        String json = puzzle("", "\"lines\":[" + line("#bbbf", 3.2, p(0.5, 1.5), p(1.5, 0.5), p(2.5, 0.5)) + ","
                + line("#bbbf", 3.2, p(2.167, 0.25), p(2.5, 0.5), p(2.167, 0.75)) + "],\"overlays\":[" + circle(0.5, 1.5, 0.85, "#FFFFFF", true,
                null) + "]");
        Element arrow = only(elements(json), Shape.ARROW);
        assertEquals("[r1c2, r2c1, r3c1]", arrow.cells().toString(), "circle first, then the shaft");
    }

    @Test
    void arrowsStartInTheirCircleAndMayShareIt() throws Exception {
        String arrows = "\"arrows\":[{\"wayPoints\":[[3.5,2.101],[3.5,0.5]],\"color\":\"#aaaf\"},"
                + "{\"wayPoints\":[[3.782,2.782],[5.5,4.5]],\"color\":\"#aaaf\"}]";
        String json = puzzle("Digits along an arrow sum to the digit in the circle.", arrows + ",\"overlays\":["
                + circle(3.5, 2.5, 0.82, "#FFFFFF", true, null) + "]");
        Translation t = translate(json);
        assertEquals(List.of("arrow r4c3 | r4c2 r4c1", "arrow r4c3 | r5c4 r6c5"), rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
    }

    static List<String> rules(Translation t) {
        return t.statements().stream().filter(s -> !s.startsWith("size") && !s.startsWith("ruleset") && !s.startsWith("title")
                && !s.startsWith("author")).toList();
    }

    /** The same drawing, three setters' ways of saying what it means. */
    @Test
    void colourWordsBindLineKindsInSeveralPhrasings() {
        String lines = "\"lines\":[" + line(GREEN, 10, p(0.5, 0.5), p(0.5, 1.5), p(0.5, 2.5)) + "," + line(PURPLE, 10, p(4.5, 4.5), p(5.5, 4.5))
                + "],\"underlays\":[]";
        for (String rules : List.of(
                "Normal sudoku rules apply. Adjacent digits on a green line differ by at least 5. Digits on a purple line form a set of "
                        + "consecutive digits in any order.",
                "German whispers: adjacent digits along green lines have a difference of at least 5.\nRenban: each pink line contains a "
                        + "set of non-repeating consecutive digits.",
                "- Along purple Renban lines the digits are consecutive, non-repeating.\n- Green lines are German whisper lines.")) {
            Translation t = translate(puzzle(rules, lines));
            assertEquals(List.of("whisper r1c1 r1c2 r1c3" + (rules.contains("at least 5") ? " diff=5" : ""), "renban r5c5 r6c5"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
            assertTrue(t.warnings().get(0).startsWith("read as: 1 German whisper line"), t.warnings()::toString);
        }
    }

    /** An arrow from a pill (a rounded shape over two cells) sums to the number the pill's digits read in order. */
    @Test
    void anArrowFromAPillSumsToTheNumberItsCellsRead() {
        String pill = "{\"center\":[0.5,1],\"width\":1.7,\"height\":0.7,\"rounded\":true,\"backgroundColor\":\"#FFFFFF\","
                + "\"borderColor\":\"#CFCFCF\"}";
        String json = puzzle("Digits along an arrow sum to the number in its circle or oval; numbers in ovals read left to right.",
                "\"underlays\":[" + pill + "],\"arrows\":[{\"wayPoints\":[[0.81,1.5],[1.5,1.5],[3.5,1.5]],\"color\":\"#CFCFCF\"}]");
        Translation t = translate(json);
        assertEquals(List.of("arrow r1c1 r1c2 | r2c2 r3c2 r4c2"), rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
    }

    /** A line with a circle at each end, neither a bulb of its colour, is a between line when the text names one. */
    @Test
    void aLineBetweenTwoCirclesIsABetweenLine() {
        String parts = "\"lines\":[" + line("#D23BE7", 2, p(0.5, 0.81), p(0.5, 3.19)) + "],\"underlays\":[" + circle(0.5, 0.5, 0.7, "#CFCFCF", true,
                null) + "," + circle(0.5, 3.5, 0.7, "#CFCFCF", true, null) + "]";
        for (String rules : List.of("Digits along a between line lie strictly between the digits in its circles.",
                "Digits on a line connecting two circles must be strictly between the two circles' digits.")) {
            Translation t = translate(puzzle(rules, parts));
            assertEquals(List.of("between r1c1 r1c2 r1c3 r1c4"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation thermo = translate(puzzle("Digits along a thermometer increase from the bulb.", parts));
        assertEquals(List.of(), rules(thermo), "two circles are no bulb: the direction would be a guess");
        assertFalse(thermo.unread().isEmpty());
    }

    @Test
    void aThermometerIsTheLineWithABulbWhateverItsColourWord() {
        String json = puzzle("Digits along thermometers must increase from the bulb end.", "\"lines\":["
                + line(GREY, 19, p(0.5, 0.5), p(0.5, 2.5)) + "],\"underlays\":[" + circle(0.5, 2.5, 0.8, GREY, true, null) + "]");
        assertEquals(List.of("thermo r1c3 r1c2 r1c1"), rules(translate(json)));
    }

    @Test
    void dotsAndLettersTakeTheirMeaningAndTotalFromTheText() {
        String parts = "\"overlays\":[" + circle(1, 0.5, 0.34, "#FFFFFF", true, "") + "," + circle(3.5, 4, 0.33, "#000000", true, "") + ","
                + circle(5.5, 7, 0.35, "#FFFFFF", true, "X") + "," + circle(7.5, 2, 0.35, "#FFFFFF", true, "V") + "]";
        Translation t = translate(puzzle("Cells joined by a white dot are consecutive. Digits separated by a black dot are in a 1:2 ratio. "
                + "Digits separated by an X sum to 10. Digits separated by a V sum to 7. All possible dots are given.", parts));
        assertEquals(List.of("white r1c1 r2c1", "black r4c4 r4c5", "x r6c7 r6c8", "sum 7 r8c2 r8c3", "negative white black"), rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
    }

    /** Inequality signs on edges point at the lower digit; a V between two cells of a column does when the text gives V no total. */
    @Test
    void inequalitySignsPointAtTheLowerDigit() {
        String parts = "\"overlays\":[" + circle(0.5, 1, 0.3, "#FFFFFF", false, "<") + "," + circle(2.5, 4, 0.3, "#FFFFFF", false, ">") + ","
                + circle(5, 6.5, 0.3, "#FFFFFF", false, "^") + "," + circle(1, 0.5, 0.3, "#FFFFFF", false, "V") + "]";
        for (String rules : List.of("An inequality symbol points to the lower digit.", "Greater-than signs between cells point towards the "
                + "smaller digit.")) {
            Translation t = translate(puzzle(rules, parts));
            assertEquals(List.of("gt r1c2 r1c1", "gt r3c4 r3c5", "gt r6c7 r5c7", "gt r1c1 r2c1"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation xv = translate(puzzle("Digits separated by a V sum to 5.", parts));
        assertEquals(List.of("v r1c1 r2c1"), rules(xv), "a text that names no inequality leaves the signs unread and the V a V");
        assertTrue(xv.unread().get(0).startsWith("3 inequality signs (no rule"), xv.unread()::toString);
        Translation sideways = translate(puzzle("An inequality symbol points to the lower digit.", "\"overlays\":["
                + circle(0.5, 1, 0.3, "#FFFFFF", false, "^") + "]"));
        assertEquals(List.of(), rules(sideways), "a caret between two cells of a row points along neither");
        assertFalse(sideways.unread().isEmpty());
    }

    /** Numbered rooms, disjoint groups: read from the text that names them. */
    @Test
    void numberedRoomsAndDisjointGroups() {
        String parts = "\"overlays\":[" + circle(2.5, -0.5, 0, "#FFFFFF", true, "7") + "]";
        Translation rooms = translate(puzzle("Numbered rooms: a clue outside the grid gives the digit that must be placed in the Xth cell "
                + "in that direction, X being the digit nearest the clue.", parts));
        assertEquals(List.of("numberedroom 7 r3c0"), rules(rooms));
        assertTrue(rooms.unread().isEmpty(), rooms.unread()::toString);
        for (String rules : List.of("Disjoint groups: cells in the same relative position within each box cannot contain the same digit.",
                "Cells in the same position in every 3x3 box contain different digits.")) {
            Translation t = translate(puzzle(rules, ""));
            assertEquals(List.of("disjoint"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        assertEquals(List.of(), rules(translate(puzzle("The loops are disjoint and may not touch.", ""))), "disjoint loops are no disjoint groups");
    }

    /** Kropki dots carrying a number: a white one's digits differ by it, a black one's are in its ratio. */
    @Test
    void dotsWithANumberCarryTheirDifferenceOrRatio() {
        String parts = "\"overlays\":[" + circle(1, 0.5, 0.3, "#FFFFFF", true, "3") + "," + circle(3.5, 4, 0.3, "#000000", true, "4") + "]";
        Translation t = translate(puzzle("Digits separated by a white dot differ by the number shown in it. Digits separated by a black dot "
                + "are in the ratio given by its number.", parts));
        assertEquals(List.of("white r1c1 r2c1 diff=3", "black r4c4 r4c5 ratio=4"), rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
        Translation plain = translate(puzzle("Digits separated by a white dot are consecutive. Digits separated by a black dot are in a 1:2 "
                + "ratio.", parts));
        assertEquals(List.of(), rules(plain), "a text speaking of plain dots says nothing of numbered ones");
        assertEquals(2, plain.unread().stream().filter(u -> u.contains("dot with a number")).count(), plain.unread()::toString);
    }

    /** Numbers outside the grid: the clue the text names, read from the side they stand on. */
    @Test
    void outsideNumbersAreTheClueTheTextNames() {
        String parts = "\"overlays\":[" + circle(2.5, -0.5, 0, "#FFFFFF", true, "12") + "," + circle(9.6, 3.5, 0, "#FFFFFF", true, "3") + "]";
        for (String rules : List.of("Numbers outside the grid are X-sums: the sum of the first X digits in that direction, where X is the first digit.",
                "X-Sums: a clue outside the grid gives the sum of the first X cells seen from that clue, X being the digit nearest the clue.")) {
            Translation t = translate(puzzle(rules, parts));
            assertEquals(List.of("xsum 12 r3c0", "xsum 3 r10c4"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        for (String rules : List.of("Skyscrapers: clues outside the grid give how many digits are visible from that direction; higher digits "
                        + "block the view of lower ones.",
                "Each number outside the grid says how many skyscrapers can be seen from there, a taller one hiding every smaller one behind it.")) {
            Translation t = translate(puzzle(rules, parts.replace("12", "4")));
            assertEquals(List.of("skyscraper 4 r3c0", "skyscraper 3 r10c4"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation sandwich = translate(puzzle("Clues outside the grid give the sum of the digits sandwiched between 1 and 9.", parts));
        assertEquals(List.of("sandwich 12 r3", "sandwich 3 c4"), rules(sandwich));
    }

    private static String pointer(double r0, double c0, double r1, double c1) {
        return "{\"wayPoints\":[[" + r0 + "," + c0 + "],[" + r1 + "," + c1 + "]],\"color\":\"#000000\",\"thickness\":2}";
    }

    /** Numbers for diagonals: by a small arrow pointing into the grid, or set diagonally off a point of the grid's border. */
    @Test
    void numbersOutsideTheGridForADiagonalByTheirArrowOrTheirPlace() throws Exception {
        String parts = "\"overlays\":[" + circle(2.5, 9.5, 0.7, "#FFFFFF", true, "15") + "," + circle(-0.5, -0.5, 0.7, "#FFFFFF", true, "40")
                + "," + circle(-0.3, 2.7, 0.5, "#FFFFFF", true, "9") + "," + circle(9.5, 4.5, 0.7, "#FFFFFF", true, "21") + "],\"arrows\":["
                + pointer(2.734, 9.266, 2.932, 9.068) + "," + pointer(9.266, 4.266, 9.068, 4.068) + "," + pointer(5.5, -0.4, 5.7, -0.2) + ","
                + pointer(3.3, -0.2, 3.1, -0.4) + "]";
        List<Element> all = elements(puzzle("", parts));
        List<Element> diagonals = all.stream().filter(e -> e.shape() == Shape.DIAGONAL_TEXT).toList();
        assertEquals(List.of("[r4c9, r5c8, r6c7, r7c6, r8c5, r9c4]", "[r1c1, r2c2, r3c3, r4c4, r5c5, r6c6, r7c7, r8c8, r9c9]",
                "[r1c4, r2c5, r3c6, r4c7, r5c8, r6c9]", "[r9c4, r8c3, r7c2, r6c1]"), diagonals.stream().map(e -> e.cells().toString()).toList(),
                "the arrow decides over the column the number stands in line with");
        assertEquals(List.of("arrow off the cell centres", "diagonal arrow outside the grid without a number"),
                all.stream().filter(e -> e.shape() == Shape.OTHER).map(Element::kind).toList(), "an arrow pointing away is no pointer");
        Translation t = translate(puzzle("Little killer: clues outside the grid give the sum of the digits along the indicated diagonal; "
                + "digits may repeat if allowed by other rules.", parts));
        assertEquals(List.of("littlekiller 15 r3c10 dl", "littlekiller 40 r0c0 dr", "littlekiller 9 r0c3 dr", "littlekiller 21 r10c5 ul"),
                rules(t));
        assertEquals(List.of("1 arrow off the cell centres (satdoku has no reading for this shape)",
                "1 diagonal arrow outside the grid without a number (satdoku has no reading for this shape)"), t.unread());
        Translation sandwich = translate(puzzle("Numbers outside the grid are sandwich sums: the sum of the digits between 1 and 9.", parts));
        assertTrue(rules(sandwich).isEmpty(), rules(sandwich)::toString);
        assertTrue(sandwich.unread().stream().anyMatch(u -> u.startsWith("4 numbers on a diagonal outside the grid (no rule")),
                sandwich.unread()::toString);
    }

    /** A converted f-puzzles little killer: the number in the middle of its outside cell, an arrow from there to the cell's corner. */
    @Test
    void aLittleKillerArrowRunningToTheCornerOfTheNumbersCell() throws Exception {
        String parts = "\"overlays\":[" + circle(-0.5, 2.5, 0.5, "#FFFFFF", false, "23") + "],\"arrows\":[" + pointer(-0.45, 2.55, 0, 3) + "]";
        Element e = only(elements(puzzle("", parts)), Shape.DIAGONAL_TEXT);
        assertEquals("[r1c4, r2c5, r3c6, r4c7, r5c8, r6c9]", e.cells().toString());
    }

    @Test
    void outsideNumbersTheTextGivesSeveralMeaningsAreNotRead() {
        String parts = "\"overlays\":[" + circle(2.5, -0.5, 0, "#FFFFFF", true, "12") + "]";
        Translation t = translate(puzzle("Clues on the left are sandwich sums. Clues on the right are X-sums.", parts));
        assertEquals(List.of(), rules(t), "no outside clue is guessed");
        assertTrue(t.unread().stream().anyMatch(u -> u.contains("ambiguous")), t.unread()::toString);
        Translation none = translate(puzzle("Digits in cages sum to the total given.", parts));
        assertEquals(List.of(), rules(none), "a text naming no outside clue reads none");
        assertFalse(none.unread().isEmpty());
    }

    /** Digits where four cells meet are quadruples when the text says so; other marks there are not read. */
    @Test
    void digitsOnCornersAreQuadruplesTheTextNames() {
        String parts = "\"overlays\":[" + circle(2, 3, 0.6, "#FFFFFF", true, "1 2") + "," + circle(5, 5, 0.6, "#FFFFFF", true, "379") + "]";
        for (String rules : List.of("Quadruples: digits in a circle must appear in at least one of the four surrounding cells.",
                "Digits on an intersection of four cells must appear in those cells.")) {
            Translation t = translate(puzzle(rules, parts));
            assertEquals(List.of("quad r2c3 1 2", "quad r5c5 3 7 9"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation silent = translate(puzzle("Digits along a thermometer increase from the bulb.", parts));
        assertEquals(List.of(), rules(silent), "a text that names no quadruple reads none");
        assertFalse(silent.unread().isEmpty());
        String letters = "\"overlays\":[" + circle(2, 3, 0.6, "#FFFFFF", true, "A") + "]";
        Translation t = translate(puzzle("Quadruples: digits in a circle appear in the four surrounding cells.", letters));
        assertEquals(List.of(), rules(t), "a letter is no digit");
        assertFalse(t.unread().isEmpty());
    }

    /** "All V are given" forbids an unmarked pair adding up to 5, never one adding up to 10. */
    @Test
    void allVsGivenIsANegativeConstraintOnFivesOnly() {
        String v = "\"overlays\":[" + circle(7.5, 2, 0.35, "#FFFFFF", true, "V") + "]";
        for (String rules : List.of("Digits separated by a V sum to 5. All possible V's are given.",
                "Cells joined by a V add up to 5. All such pairs are marked.",
                "Two digits either side of a V sum to 5, and all Vs are shown.")) {
            Translation t = translate(puzzle(rules, v));
            assertEquals(List.of("v r8c2 r8c3", "negative v"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        String xv = "\"overlays\":[" + circle(7.5, 2, 0.35, "#FFFFFF", true, "V") + "," + circle(5.5, 7, 0.35, "#FFFFFF", true, "X") + "]";
        Translation onlyV = translate(puzzle("Digits separated by an X sum to 10. Digits separated by a V sum to 5. All V's are given.", xv));
        assertEquals(List.of("v r8c2 r8c3", "x r6c7 r6c8", "negative v"), rules(onlyV), "the text says nothing of unmarked tens");
        Translation both = translate(puzzle("Digits separated by an X sum to 10. Digits separated by a V sum to 5. All possible X's and "
                + "V's are given.", xv));
        assertEquals("negative xv", rules(both).get(rules(both).size() - 1));
        Translation notAll = translate(puzzle("Digits separated by a V sum to 5. Not all possible V's are given.", v));
        assertEquals(List.of("v r8c2 r8c3"), rules(notAll), "'not all' states no negative constraint");
        Translation notNecessarily = translate(puzzle("Digits separated by a V sum to 5. Not all possible Vs are necessarily given.", v));
        assertEquals(List.of("v r8c2 r8c3"), rules(notNecessarily));
        assertTrue(notNecessarily.unread().isEmpty(), () -> "no twist in 'necessarily' here: " + notNecessarily.unread());
    }

    @Test
    void shadedCellsSmallerThanTheirNeighboursAreOneMinimumRule() {
        String json = puzzle("Each digit in a shaded cell is less than its orthogonally adjacent neighbours in unshaded cells.",
                "\"underlays\":[" + circle(1.5, 1.5, 1, "#0003", false, null) + "," + circle(1.5, 2.5, 1, "#0003", false, null) + "]");
        assertEquals(List.of("minimum r2c2 r2c3"), rules(translate(json)), "one rule: shaded neighbours are not compared");
    }

    /** Chevrons drawn inside minimum cells are those cells' drawing; a stroke inside any other cell is not read. */
    @Test
    void strokesInsideMinimumCellsAreTheirDrawing() {
        String shaded = "\"underlays\":[" + circle(1.5, 1.5, 1, "#0003", false, null) + "]";
        String chevrons = line("#000000", 1.92, p(1.38, 1.06), p(1.5, 1.11), p(1.62, 1.06)) + ","
                + line("#000000", 1.92, p(1.06, 1.62), p(1.11, 1.5), p(1.06, 1.38));
        String rules = "Each digit in a shaded cell is less than its orthogonally adjacent neighbours.";
        Translation t = translate(puzzle(rules, shaded + ",\"lines\":[" + chevrons + "]"));
        assertEquals(List.of("minimum r2c2"), rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
        Translation stray = translate(puzzle(rules, shaded + ",\"lines\":[" + chevrons + "," + line("#000000", 1.92, p(4.38, 4.06), p(4.5, 4.11),
                p(4.62, 4.06)) + "]"));
        assertEquals(List.of("minimum r2c2"), rules(stray));
        assertTrue(stray.unread().get(0).startsWith("3 strokes inside a cell"), stray.unread()::toString);
    }

    @Test
    void aLineDrawnOverAThickerCopyIsOneLineWithAnOutline() throws Exception {
        String lines = "\"lines\":[" + line("#aaaf", 9.6, p(0.5, 0.5), p(0.5, 2.5)) + "," + line("#FFFFFF", 5, p(0.5, 0.5), p(0.5, 2.5)) + "]";
        List<Element> all = elements(puzzle("", lines));
        assertEquals(List.of("white line"), all.stream().map(Element::kind).toList());
        Translation t = translate(puzzle("Each white line can be divided into segments that each sum to 10.", lines));
        assertEquals(List.of("sumline 10 r1c1 r1c2 r1c3"), rules(t));
    }

    /** Lines of a drawn figure stop short of the corner cells they share; each end still names its cell. */
    @Test
    void aLineEndStoppingShortOfItsCellsCentreAlongTheLineStillNamesThatCell() throws Exception {
        String lines = "\"lines\":[" + line(GREEN, 10, p(0.5, 5.5), p(3.5, 5.5)) + "," + line(GREEN, 10, p(3.5, 5.75), p(3.5, 8.5)) + ","
                + line(GREEN, 10, p(0.75, 5.75), p(3.25, 8.25)) + "]";
        List<Element> all = elements(puzzle("", lines));
        assertEquals(List.of("[r1c6, r2c6, r3c6, r4c6]", "[r4c6, r4c7, r4c8, r4c9]", "[r1c6, r2c7, r3c8, r4c9]"),
                all.stream().map(e -> e.cells().toString()).toList());
        assertEquals(List.of("green line"), all.stream().map(Element::kind).distinct().toList());
    }

    /** Converted f-puzzles between lines start and end a third of a cell from their circles' centres, towards the line. */
    @Test
    void lineEndsMovedAThirdOfACellTowardsTheLineNameTheirCells() throws Exception {
        String lines = "\"lines\":[" + line("#D23BE7", 2, p(0.5, 0.81), p(0.5, 1.5), p(0.5, 2.19)) + "," + line("#D23BE7", 2, p(2.71, 2.71),
                p(4.29, 4.29)) + "]";
        assertEquals(List.of("[r1c1, r1c2, r1c3]", "[r3c3, r4c4, r5c5]"), elements(puzzle("", lines)).stream().map(e -> e.cells().toString())
                .toList());
    }

    @Test
    void strokesOffTheCentresThatAreNotShortenedLinesStayUnread() throws Exception {
        // a tick drawn inside one cell, a square drawn inside a cell, a border on the grid lines, an end pushed sideways
        String lines = "\"lines\":[" + line("#000000", 2, p(7.38, 7.06), p(7.5, 7.11), p(7.62, 7.06)) + ","
                + line("#4cdcffff", 4, p(8.125, 3.125), p(8.875, 3.125), p(8.875, 3.875), p(8.125, 3.875), p(8.125, 3.125)) + ","
                + line("#979e92ff", 3, p(1, 0), p(1, 3)) + "," + line(GREEN, 10, p(0.5, 0.75), p(3.5, 0.5)) + "]";
        List<Element> all = elements(puzzle("", lines));
        assertEquals(4, all.size(), all::toString);
        assertTrue(all.stream().allMatch(e -> e.shape() == Shape.OTHER), all::toString);
    }

    /** Lines of four cells whose first two digits add up to what the last two do, in two setters' words. */
    @Test
    void firstAndLastDigitsWithEqualSumsAreOneEqualSumPerLine() {
        String lines = "\"lines\":[" + line(GREEN, 10, p(0.5, 0.5), p(0.5, 3.5)) + "," + line(GREEN, 10, p(4.5, 4.5), p(7.5, 7.5)) + "]";
        for (String rules : List.of("Normal sudoku rules apply. In each line of four cells the sum of the first two digits equals the sum of "
                + "the last two digits.", "Along a green line, the total of the first 2 cells is the same as the total of the last 2 cells.")) {
            Translation t = translate(puzzle(rules, lines));
            assertEquals(List.of("equalsum r1c1 r1c2 | r1c3 r1c4", "equalsum r5c5 r6c6 | r7c7 r8c8"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        String shortLine = "\"lines\":[" + line(GREEN, 10, p(0.5, 0.5), p(0.5, 2.5)) + "]";
        Translation t = translate(puzzle("The sum of the first two digits on a green line equals the sum of the last two.", shortLine));
        assertEquals(List.of(), rules(t), "three cells have no first two and last two apart");
        assertFalse(t.unread().isEmpty());
    }

    /** Found while reading the code: a number too long for an int in the text threw NumberFormatException. */
    @Test
    void aNumberTooLongForATotalLeavesTheKindUnreadInsteadOfFailing() {
        String json = puzzle("Digits separated by an X sum to 99999999999.", "\"overlays\":[" + circle(5.5, 7, 0.35, "#FFFFFF", true, "X") + "]");
        Translation t = translate(json);
        assertEquals(List.of(), rules(t));
        assertTrue(t.unread().get(0).startsWith("1 X (no rule in the text gives their total)"), t.unread()::toString);
    }

    @Test
    void globalRulesComeFromTheTextAloneButOnlyAsProhibitions() {
        Translation anti = translate(puzzle("Cells a knight's move apart may not contain the same digit.", ""));
        assertEquals(List.of("antiknight"), rules(anti));
        Translation twist = translate(puzzle("A digit in a circle is in the same group as every cell a knight's move away from it.", ""));
        assertEquals(List.of(), rules(twist), "a knight's move that states no prohibition is not anti-knight");
        assertFalse(twist.unread().isEmpty(), "and the sentence is reported as not read");
    }

    /** Runs of one parity forbidden by the text alone: each row and column alternates runs shorter than the count. */
    @Test
    void runsOfOneParityTheTextForbidsInRowsAndColumns() {
        String pattern = "pattern=([2468]{1,2})?([13579]{1,2}[2468]{1,2})*([13579]{1,2})?";
        for (String rules : List.of("In every row and column, strings of 3 digits are never all even nor all odd.",
                "No three consecutive cells in a row or column may have the same parity.",
                "Three adjacent digits in a row or column are not all odd or all even.")) {
            Translation t = translate(puzzle(rules, ""));
            List<String> read = rules(t);
            assertEquals(18, read.size(), () -> rules + " -> " + read);
            assertEquals("regex r1c1-r1c9 " + pattern, read.get(0), rules);
            assertEquals("regex r1c9-r9c9 " + pattern, read.get(17), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation boxes = translate(puzzle("Strings of 3 digits in a box are never all even nor all odd.", ""));
        assertEquals(List.of(), rules(boxes), "a text that names no rows and columns states no such rule");
        assertFalse(boxes.unread().isEmpty());
        Translation allowed = translate(puzzle("In every row and column, strings of 3 digits are all even or all odd.", ""));
        assertEquals(List.of(), rules(allowed), "only a prohibition reads as one");
    }

    /** Marked diagonals: drawn corner to corner, or named by the text alone; lines whose digits do not repeat. */
    @Test
    void diagonalsAndLinesOfDistinctDigits() throws Exception {
        String diagonals = "\"lines\":[{\"wayPoints\":[[0,9],[9,0]],\"color\":\"#34BBE6\",\"thickness\":1},"
                + "{\"wayPoints\":[[0,0],[9,9]],\"color\":\"#34BBE6\",\"thickness\":1}]";
        List<Element> drawn = elements(puzzle("", diagonals));
        assertEquals(List.of("[r1c9, r2c8, r3c7, r4c6, r5c5, r6c4, r7c3, r8c2, r9c1]", "[r1c1, r2c2, r3c3, r4c4, r5c5, r6c6, r7c7, r8c8, r9c9]"),
                drawn.stream().map(e -> e.cells().toString()).toList());
        assertEquals("blue diagonal across the grid", drawn.get(0).kind());
        Translation t = translate(puzzle("Normal sudoku rules apply. Digits may not repeat along the marked diagonals.", diagonals));
        assertEquals(List.of("extraregion r1c9 r2c8 r3c7 r4c6 r5c5 r6c4 r7c3 r8c2 r9c1", "extraregion r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8 r9c9"),
                rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
        Translation text = translate(puzzle("Digits cannot repeat on either of the two main diagonals.", ""));
        assertEquals(List.of("diagonal both"), rules(text));
        Translation marked = translate(puzzle("Digits cannot repeat on the two marked diagonals.", ""));
        assertEquals(List.of(), rules(marked), "marked diagonals need not be the main ones: only their drawing says which");
        String green = "\"lines\":[" + line(GREEN, 10, p(0.5, 0.5), p(0.5, 3.5)) + "]";
        Translation line = translate(puzzle("Digits on a green line cannot repeat.", green));
        assertEquals(List.of("extraregion r1c1 r1c2 r1c3 r1c4"), rules(line));
        Translation renban = translate(puzzle("Green lines contain a set of consecutive digits in any order; digits cannot repeat on a line.",
                green));
        assertEquals(List.of("renban r1c1 r1c2 r1c3 r1c4"), rules(renban), "the repetition clause completes the renban rule");
    }

    @Test
    void nonConsecutiveNeighboursFromTheTextAlone() {
        for (String rules : List.of("Orthogonally adjacent cells cannot contain consecutive digits.", "Non-consecutive: neighbouring digits "
                + "in a row or column are never consecutive.")) {
            Translation t = translate(puzzle(rules, ""));
            assertEquals(List.of("nonconsecutive"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation diagonal = translate(puzzle("Diagonally adjacent cells cannot contain consecutive digits.", ""));
        assertEquals(List.of(), rules(diagonal), "a diagonal neighbourhood is another rule");
        assertFalse(diagonal.unread().isEmpty());
    }

    /** The puzzle without its regions, as SudokuPad stores a grid whose regions are to be found. */
    private static String withoutRegions(String json) {
        try {
            com.fasterxml.jackson.databind.node.ObjectNode node = (com.fasterxml.jackson.databind.node.ObjectNode) JSON.readTree(json);
            node.remove("regions");
            return node.toString();
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final String LIGHTHOUSES = "\"underlays\":[" + circle(0.5, 0.5, 0.7, "#ffffff", true, null) + ","
            + circle(4.5, 2.5, 0.7, "#ffffff", true, null) + "]";

    /** Regions to find and circles counting the region borders in their row and column, in three setters' words. */
    @ParameterizedTest
    @ValueSource(strings = {
        "Every digit from 1 to 9 must appear once in every row, column and region. Each region must be determined and each is a set "
                + "of nine orthogonally connected cells. A digit in a circle indicates the number of borders between regions it sees in "
                + "its row and column. Note that the edge of the grid does not count toward this total. Not all possible circles are "
                + "necessarily given.",
        "Divide the grid into nine orthogonally connected regions; each region contains the digits 1 to 9 once. Digits in circles "
                + "count how many region borders they see along their row and column (the grid's edge is not a border).",
        "Normal sudoku rules apply, but the regions must be found: they are irregular, of nine cells each. A number in a circle shows "
                + "the number of borders between different regions in its row and column."})
    void regionsToFindAndCirclesCountingTheirBordersInSeveralPhrasings(String text) {
        Translation t = translate(withoutRegions(puzzle(text, LIGHTHOUSES)));
        assertEquals(List.of("boxes none", "chaosborders r1c1 | r1c1-r1c9 | r1c1-r9c1", "chaosborders r5c3 | r5c1-r5c9 | r1c3-r9c3", "chaos"),
                rules(t).stream().filter(s -> !s.startsWith("givens")).toList());
        assertEquals(List.of(), t.unread());
        Puzzle p = PuzzleReader.readText(withoutRegions(puzzle(text, LIGHTHOUSES)), "t.json").get(0);
        assertTrue(p.rules().stream().anyMatch(r -> r instanceof dev.satdoku.rules.chaos.ChaosBorders), p.rules()::toString);
    }

    @Test
    void circlesCountingTheBordersOfGivenRegionsHoldTheCountTheyMake() {
        // Standard boxes: r1c1 sees the borders after columns 3 and 6 and after rows 3 and 6; r5c3 sees the same four.
        Translation t = translate(puzzle("A digit in a circle indicates the number of region borders it sees in its row and column.",
                LIGHTHOUSES));
        assertEquals(List.of("candidates r1c1 digits=4", "candidates r5c3 digits=4"), rules(t));
        assertEquals(List.of(), t.unread());
    }

    @Test
    void regionsToFindAreReadOnlyWhenTheyAreConnectedAndTheGridHasNoneOfItsOwn() {
        String counting = " A digit in a circle indicates the number of borders between regions it sees in its row and column.";
        Translation loose = translate(withoutRegions(puzzle("Divide the grid into nine regions." + counting, LIGHTHOUSES)));
        assertFalse(rules(loose).contains("chaos"), rules(loose)::toString);
        assertTrue(loose.unread().stream().anyMatch(u -> u.contains("does not say the regions are connected")), loose.unread()::toString);
        assertTrue(loose.unread().stream().anyMatch(u -> u.contains("no regions to count the borders of")), loose.unread()::toString);
        Translation drawn = translate(puzzle("Each region must be determined and is a set of nine orthogonally connected cells.", ""));
        assertFalse(rules(drawn).contains("chaos"), rules(drawn)::toString);
        assertTrue(drawn.unread().stream().anyMatch(u -> u.contains("draws regions of its own")), drawn.unread()::toString);
    }

    @Test
    void aBorderCountNoCircleCarriesOrWhoseCirclesTheTextBindsElsewhereIsNotRead() {
        String text = "Each region must be determined and each is a set of nine orthogonally connected cells. A digit in a circle "
                + "indicates the number of borders between regions it sees in its row and column.";
        Translation none = translate(withoutRegions(puzzle(text, "")));
        assertEquals(List.of("boxes none", "chaos"), rules(none).stream().filter(s -> !s.startsWith("givens")).toList());
        assertTrue(none.unread().stream().anyMatch(u -> u.contains("border-counting circles but no element reads as one")),
                none.unread()::toString);
        String blue = "\"underlays\":[" + circle(0.5, 0.5, 0.7, "#2ecbffff", true, null) + "]";
        Translation odd = translate(withoutRegions(puzzle("Digits in blue circles are odd. " + text, blue)));
        assertTrue(rules(odd).contains("odd r1c1"), rules(odd)::toString);
        assertFalse(rules(odd).stream().anyMatch(s -> s.startsWith("chaosborders")), rules(odd)::toString);
        assertFalse(odd.unread().isEmpty());
    }

    private static final String TWO_GREY_LINES = "\"lines\":[" + line(GREY, 10, p(0.5, 0.5), p(0.5, 1.5), p(0.5, 2.5)) + ","
            + line(GREY, 10, p(4.5, 4.5), p(5.5, 4.5), p(6.5, 4.5)) + "]";

    /** Lines whose kind the solver determines: an or per line, in two setters' words. */
    @ParameterizedTest
    @ValueSource(strings = {"Every grey line is one of the following: a renban line (a set of consecutive digits in any order) or a "
            + "German whisper (neighbours differ by at least 5). The solver must determine the type of each line.",
        "Each grey line is either a German whisper, whose adjacent digits differ by 5 or more, or a renban: consecutive digits in any order."})
    void linesOfOneOfSeveralKindsAreAnOrPerLine(String text) {
        Translation t = translate(puzzle(text, TWO_GREY_LINES));
        assertEquals(List.of("or { whisper r1c1 r1c2 r1c3 diff=5 } { renban r1c1 r1c2 r1c3 }",
                "or { whisper r5c5 r6c5 r7c5 diff=5 } { renban r5c5 r6c5 r7c5 }"), rules(t));
        assertEquals(List.of(), t.unread());
    }

    /** "Exactly k of each type": one or over the assignments of kinds to lines with those counts. */
    @Test
    void linesWithAStatedCountOfEachKindAreOneOrOverTheAssignments() {
        Translation two = translate(puzzle("Grey lines are either entropic lines or palindromes, and there is exactly one line of each kind.",
                TWO_GREY_LINES));
        assertEquals(List.of("or { entropic r1c1 r1c2 r1c3 ; palindrome r5c5 r6c5 r7c5 } { palindrome r1c1 r1c2 r1c3 ; entropic r5c5 r6c5 r7c5 }"),
                rules(two));
        assertEquals(List.of(), two.unread());
        StringBuilder six = new StringBuilder("\"lines\":[");
        for (int i = 0; i < 6; i++) {
            six.append(i > 0 ? "," : "").append(line(GREY, 10, p(i + 0.5, 0.5), p(i + 0.5, 1.5), p(i + 0.5, 2.5)));
        }
        Translation guess = translate(puzzle("Normal sudoku rules apply. In the grid, there are 6 grey lines. Each grey line is either a German "
                + "whisper (adjacent digits must differ by at least 3), a region sum line (digits must have an equal sum within each region it "
                + "passes through), or a renban (consists of a set of (non-repeating) consecutive digits). The solver has to determine the "
                + "nature of each line. However, there are exactly 2 lines of each type.", six + "]"));
        assertEquals(1, rules(guess).size(), rules(guess)::toString);
        String or = rules(guess).get(0);
        assertEquals(90, or.split(" \\{ ").length - 1, "6! / (2! 2! 2!) assignments");
        assertTrue(or.contains("{ whisper r1c1 r1c2 r1c3 diff=3 ; whisper r2c1 r2c2 r2c3 diff=3 ; regionsum r3c1 r3c2 r3c3 ; regionsum "
                + "r4c1 r4c2 r4c3 ; renban r5c1 r5c2 r5c3 ; renban r6c1 r6c2 r6c3 }"), or);
        assertEquals(List.of(), guess.unread());
    }

    @Test
    void countsOfEachKindThatCannotMakeTheLinesLeaveThemUnread() {
        Translation t = translate(puzzle("Each grey line is either a German whisper or a renban line. There are exactly 2 lines of each type.",
                TWO_GREY_LINES));
        assertEquals(List.of(), rules(t));
        assertTrue(t.unread().stream().anyMatch(u -> u.contains("2 of each of 2 kinds do not make 2 lines")), t.unread()::toString);
    }

    @Test
    void aRuleTheTextNamesThatNoElementCarriesMakesTheReadingIncomplete() {
        Translation t = translate(puzzle("Normal sudoku rules apply. Digits along an arrow sum to the digit in its circle.", ""));
        assertEquals(List.of(), rules(t));
        assertTrue(t.unread().stream().anyMatch(u -> u.contains("arrow")), t.unread()::toString);
    }

    @Test
    void twoLineKindsUnderOneColourWordAreAmbiguousAndNotRead() {
        String lines = "\"lines\":[" + line("#67f067ff", 10, p(0.5, 0.5), p(0.5, 1.5)) + "," + line("#2e8b2eff", 10, p(4.5, 4.5), p(5.5, 4.5))
                + "]";
        Translation t = translate(puzzle("Light green lines are German whispers: neighbours differ by at least 5. Dark green lines are "
                + "renban lines: a set of consecutive digits in any order.", lines));
        assertEquals(List.of(), rules(t));
        assertTrue(t.unread().get(0).startsWith("2 green lines (ambiguous"), t.unread()::toString);
    }

    @Test
    void aKindNoSentenceSpeaksOfIsNotReadAndSaysSo() {
        String json = puzzle("Normal sudoku rules apply.", "\"underlays\":[" + circle(4.5, 4.5, 0.8, "#2ecbffff", true, null) + ","
                + circle(1.5, 4.5, 0.8, "#2ecbffff", true, null) + "]");
        Translation t = translate(json);
        assertEquals(List.of("2 blue circles (no rule in the text mentions them)"), t.unread());
        assertTrue(t.warnings().get(0).contains("not read: 2 blue circles"), t.warnings()::toString);
    }

    @Test
    void cagesAreKillerCagesWhenTheTextSaysSoAndMayRepeatWhenItSaysThat() {
        String cages = "\"cages\":[{\"cells\":[[0,0],[0,1]],\"value\":\"9\"},{\"cells\":[[2,2],[2,3],[2,4]]}]";
        Translation killer = translate(puzzle("Digits in cages cannot repeat and sum to the small number in the corner.", cages));
        assertEquals(List.of("cage 9 r1c1 r1c2", "cage r3c3 r3c4 r3c5"), rules(killer));
        Translation roman = translate(puzzle("Numbers in cages connected by a C sum to 100.", cages));
        assertTrue(roman.unread().stream().anyMatch(u -> u.startsWith("1 cage without a total")), roman.unread()::toString);
        assertTrue(roman.unread().stream().anyMatch(u -> u.contains("Roman numeral signs")), roman.unread()::toString);
    }

    /** Cages without a total whose totals are primes (or squares), in three setters' phrasings; different when the text says so. */
    @Test
    void cagesWhoseTotalsTheTextTakesFromASetGetAVariableEach() {
        String cages = "\"cages\":[{\"cells\":[[0,0],[0,1]]},{\"cells\":[[2,2],[2,3],[2,4]]}]";
        for (String rules : List.of("Digits in a cage sum to a prime number but no two cages sum to the same prime. Digits in a cage MAY repeat.",
                "Each cage's digits add up to a prime, and all cage totals are different. Digits can repeat within a cage.",
                "Cages have prime totals. Different cages have different totals. Digits may repeat in cages.",
                "The sum of the digits in each cage is a prime number; no two cages have the same total. Digits can repeat in cages.",
                "Every cage sums to a prime. No two cages sum to the same prime. Digits may repeat within cages.")) {
            Translation t = translate(puzzle(rules, cages));
            assertEquals(List.of("var CAGE1 2..18", "candidates CAGE1 digits=2,3,5,7,11,13,17", "sum CAGE1 r1c1 r1c2",
                    "var CAGE2 3..27", "candidates CAGE2 digits=3,5,7,11,13,17,19,23", "sum CAGE2 r3c3 r3c4 r3c5",
                    "distinct CAGE1 CAGE2"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        // without a word on repeats they are killer cages of distinct digits; without "different" the totals may agree
        Translation squares = translate(puzzle("The digits in every cage sum to a square number.", cages));
        assertEquals(List.of("var CAGE1 3..17", "candidates CAGE1 digits=4,9,16", "cage CAGE1 r1c1 r1c2",
                "var CAGE2 6..24", "candidates CAGE2 digits=9,16", "cage CAGE2 r3c3 r3c4 r3c5"), rules(squares));
        assertTrue(squares.unread().isEmpty(), squares.unread()::toString);
    }

    /** "All cage totals are different" in a killer text is no set of totals: the cages with totals stay killer cages. */
    @Test
    void differentCageTotalsAloneLeaveKillerCagesAsTheyWere() {
        String cages = "\"cages\":[{\"cells\":[[0,0],[0,1]],\"value\":\"9\"}]";
        Translation t = translate(puzzle("Digits in cages cannot repeat and sum to the total given; all cage totals are different.", cages));
        assertEquals(List.of("cage 9 r1c1 r1c2"), rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
    }

    @Test
    void setTotalsTheTextNamesWithoutCagesOrCagesTooLargeForDistinctDigitsAreNotRead() {
        Translation none = translate(puzzle("Digits in a cage sum to a prime number.", ""));
        assertFalse(none.unread().isEmpty());
        assertTrue(none.unread().stream().anyMatch(u -> u.contains("set-total cages")), none.unread()::toString);
        // ten cells on a 9x9 grid must repeat a digit: without a text allowing it, no distinct-digit cage is made of them
        String big = "\"cages\":[{\"cells\":[[1,0],[1,1],[1,2],[1,3],[1,4],[1,5],[1,6],[1,7],[1,8],[2,8]]}]";
        Translation distinct = translate(puzzle("Digits in a cage sum to a prime number.", big));
        assertEquals(List.of(), rules(distinct));
        assertTrue(distinct.unread().stream().anyMatch(u -> u.startsWith("1 cage without a total, with more cells than digits")),
                distinct.unread()::toString);
        Translation repeating = translate(puzzle("Digits in a cage sum to a prime number. Digits may repeat in cages.", big));
        assertEquals("sum CAGE1 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9 r3c9", rules(repeating).get(2));
        // a sentence naming prime sums of something else is still a twist satdoku does not read
        Translation line = translate(puzzle("Digits on a line sum to a prime.", ""));
        assertTrue(line.unread().stream().anyMatch(u -> u.contains("a rule satdoku cannot state")), line.unread()::toString);
    }

    private static String letter(double r, double c, String text) {
        return "{\"center\":[" + r + "," + c + "],\"width\":0,\"height\":0.55,\"text\":\"" + text + "\",\"color\":\"#000000\"}";
    }

    /** Two-cell cages across the top row, and three-cell cages down the third column, joined by letters on a white plate. */
    private static String romanDrawing(String top, String down) {
        return "\"cages\":[{\"cells\":[[0,0],[0,1]]},{\"cells\":[[0,2],[0,3]]},{\"cells\":[[2,2],[3,2],[4,2]]},"
                + "{\"cells\":[[5,2],[6,2],[7,2]]}],\"overlays\":[" + circle(0.5, 2, 0.32, "#FFFFFF", true, null) + "," + letter(0.5, 2, top)
                + "," + circle(5, 2.5, 0.32, "#FFFFFF", true, null) + "," + letter(5, 2.5, down) + "]";
    }

    @Test
    void aPlateUnderALetterOnAnEdgeIsPartOfTheLetter() throws Exception {
        List<Element> all = elements(puzzle("", romanDrawing("C", "D")));
        assertEquals(List.of("text on an edge", "text on an edge"), all.stream().map(Element::kind).toList());
        // a number over a white circle is still a dot carrying its number
        List<Element> dot = elements(puzzle("", "\"overlays\":[" + circle(0.5, 2, 0.32, "#FFFFFF", true, "3") + "]"));
        assertEquals("white dot with a number", dot.get(0).kind());
    }

    /** Cages joined by a Roman numeral add up, as numbers read down or across, to its value: three phrasings. */
    @Test
    void romanNumeralsJoinTwoCagesNumbersToTheirValue() {
        String sum100 = "sum 100 r1c1 r1c2 r1c3 r1c4 weights=10,1,10,1";
        String sum500 = "sum 500 r3c3 r4c3 r5c3 r6c3 r7c3 r8c3 weights=100,10,1,100,10,1";
        for (String rules : List.of("Roman Numeral Cages: Numbers in cages connected by a C sum to 100. Numbers in cages connected by a D "
                        + "sum to 500. Cages are read top-to-bottom or left-to-right.",
                "Roman numerals: two cages joined by a numeral form numbers (read left to right or top to bottom) that add up to the "
                        + "numeral's value.",
                "Cages linked by a C total 100 and cages linked by a D total 500, each cage read as a number from left to right or "
                        + "top to bottom.")) {
            Translation t = translate(puzzle(rules, romanDrawing("C", "D")));
            assertEquals(List.of(sum100, sum500), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        String general = "Cages separated by a Roman numeral hold numbers, read left to right or top to bottom, that sum to the value "
                + "of that numeral.";
        Translation t = translate(puzzle(general, romanDrawing("L", "D")));
        assertEquals(List.of(sum100.replace("sum 100", "sum 50"), sum500), rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
        // an X joining two cages is a Roman ten, not an XV mark on the two cells beside it
        Translation x = translate(puzzle(general, romanDrawing("X", "D")));
        assertEquals(List.of(sum100.replace("sum 100", "sum 10"), sum500), rules(x));
        assertTrue(x.unread().isEmpty(), x.unread()::toString);
    }

    /** Letters the text binds to XV marks stay XV marks beside Roman numeral signs, whichever cells they lie between. */
    @Test
    void xvMarksBesideRomanNumeralSignsKeepTheirReading() {
        String drawing = romanDrawing("C", "D");
        String json = puzzle("Digits in cells separated by an X sum to 10. Numbers in cages connected by a C sum to 100. "
                + "Numbers in cages connected by a D sum to 500.", drawing.substring(0, drawing.length() - 1) + ","
                + circle(0.5, 1, 0.35, "#FFFFFF", true, "X") + "," + circle(8.5, 4, 0.35, "#FFFFFF", true, "X") + "]");
        Translation t = translate(json);
        assertEquals(List.of("x r9c4 r9c5", "x r1c1 r1c2", "sum 100 r1c1 r1c2 r1c3 r1c4 weights=10,1,10,1",
                "sum 500 r3c3 r4c3 r5c3 r6c3 r7c3 r8c3 weights=100,10,1,100,10,1").stream().sorted().toList(),
                rules(t).stream().sorted().toList());
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
    }

    @Test
    void romanLettersTheTextDoesNotDefineOrThatJoinNoTwoCagesAreNotRead() {
        Translation m = translate(puzzle("Numbers in cages connected by a C sum to 100.", romanDrawing("C", "M")));
        assertEquals(List.of("sum 100 r1c1 r1c2 r1c3 r1c4 weights=10,1,10,1"), rules(m));
        assertTrue(m.unread().stream().anyMatch(u -> u.contains("'M'") && u.contains("no value")), m.unread()::toString);
        String oneCage = "\"cages\":[{\"cells\":[[0,0],[0,1]]}],\"overlays\":[" + letter(0.5, 2, "C") + "]";
        Translation half = translate(puzzle("Numbers in cages connected by a C sum to 100.", oneCage));
        assertEquals(List.of(), rules(half));
        assertTrue(half.unread().stream().anyMatch(u -> u.contains("does not lie between two cages")), half.unread()::toString);
        Translation backwards = translate(puzzle("Numbers in cages connected by a C sum to 100. Cages are read right to left.",
                romanDrawing("C", "C")));
        assertEquals(List.of(), rules(backwards));
        assertFalse(backwards.unread().isEmpty());
        // "Roman numerals" naming something other than joined cages stays a twist
        Translation other = translate(puzzle("Roman numerals between cells give the sum of the two digits.", ""));
        assertTrue(other.unread().stream().anyMatch(u -> u.contains("a rule satdoku cannot state")), other.unread()::toString);
    }

    /** A text allowing repeats in cages makes cage totals plain sums; without it they are killer cages of distinct digits. */
    @Test
    void cagesWhoseDigitsTheTextLetRepeatAreSums() {
        String cages = "\"cages\":[{\"cells\":[[0,0],[0,1]],\"value\":\"4\"}]";
        for (String rules : List.of("Digits in cages sum to the small number in the corner. Digits may repeat in cages.",
                "Digits in a cage add up to its total; digits within a cage can repeat.")) {
            Translation t = translate(puzzle(rules, cages));
            assertEquals(List.of("sum 4 r1c1 r1c2"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation distinct = translate(puzzle("Digits in cages sum to the total. Digits may not repeat in cages.", cages));
        assertEquals(List.of("cage 4 r1c1 r1c2"), rules(distinct));
    }

    @Test
    void anXSudokuHasDistinctDigitsOnBothMainDiagonals() {
        Translation t = translate(puzzle("Normal X-Sudoku rules apply.", ""));
        assertEquals(List.of("diagonal both"), rules(t));
    }

    @Test
    void theOverrideReadsAKindAsTheSetterSays() {
        String lines = "\"lines\":[" + line(GREEN, 10, p(0.5, 0.5), p(0.5, 1.5)) + "]";
        String json = puzzle("Normal sudoku rules apply.", lines);
        assertFalse(translate(json).unread().isEmpty());
        Translation t = translate(json, "green=whisper");
        assertEquals(List.of("whisper r1c1 r1c2"), rules(t));
        assertTrue(t.unread().isEmpty());
        assertEquals("--read green=whisper", t.reading().get(0).because());
        assertEquals(List.of(), rules(translate(json, "green line=none")));
        InputException noKind = assertThrows(InputException.class, () -> translate(json, "blue=whisper"));
        assertTrue(noKind.getMessage().contains("no element kind 'blue'") && noKind.getMessage().contains("green line"), noKind.getMessage());
        InputException noReading = assertThrows(InputException.class, () -> translate(json, "green=wisper"));
        assertTrue(noReading.getMessage().contains("'wisper' is not a reading"), noReading.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ReadChoices.parse("green"));
    }

    @Test
    void anUnreadReadingReachesThePuzzleAndItsVerdictWords() {
        String json = puzzle("Normal sudoku rules apply.", "\"underlays\":[" + circle(4.5, 4.5, 0.8, "#2ecbffff", true, null) + "]");
        Puzzle p = PuzzleReader.readText(json, "t.json").get(0);
        assertFalse(p.metadata().complete());
        assertEquals(" of the rules read; 1 blue circle not read", p.metadata().verdictScope());
        assertEquals("underlays[0]", p.metadata().reading().get(0).element());
    }

    @Test
    void colourWordsAcceptTheShadesSettersCallByThem() {
        int[] renban = ColorWords.rgb(JSON.getNodeFactory().textNode("#f067f0ff"));
        assertTrue(ColorWords.matches("purple", renban) && ColorWords.matches("pink", renban));
        assertFalse(ColorWords.matches("green", renban));
        int[] faint = ColorWords.rgb(JSON.getNodeFactory().textNode("#46386c45"));
        assertEquals("grey", ColorWords.name(faint), "a translucent dark purple looks grey on the page");
        assertTrue(ColorWords.matches("grey", ColorWords.rgb(JSON.getNodeFactory().numberNode(383838))), "a colour that lost its '#'");
        assertEquals("orange", ColorWords.name(ColorWords.rgb(JSON.getNodeFactory().textNode("#fcaf"))), "peach");
        assertEquals("blue", ColorWords.name(ColorWords.rgb(JSON.getNodeFactory().textNode("34BBE6"))));
        assertEquals(null, ColorWords.rgb(JSON.getNodeFactory().textNode("none")));
    }

    /** Published puzzles: read completely, into rules their published solutions keep. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"vanderwaal, renban", "introduction-to-anti-knight, antiknight",
            "northwest-wind, even"})
    void publishedLinksReadCompletelyIntoRulesTheirSolutionsKeep(String name, String keyword) {
        String link = dev.satdoku.format.testing.Samples.text("sudokupad/" + name + ".txt").strip();
        String published = dev.satdoku.format.testing.Samples.text("sudokupad/" + name + ".solution.txt").strip();
        Puzzle p = PuzzleReader.readText(link, name).get(0);
        assertTrue(p.metadata().complete(), p.metadata().unread()::toString);
        assertTrue(p.rules().stream().anyMatch(r -> r.toNative().startsWith(keyword)), p.rules()::toString);
        dev.satdoku.model.Solution s = dev.satdoku.model.Solution.ofDigits(p.layout(), published.chars().map(ch -> ch - '0').toArray());
        for (var rule : p.rules()) {
            assertEquals(null, rule.violation(s), rule.toNative());
        }
    }
}
