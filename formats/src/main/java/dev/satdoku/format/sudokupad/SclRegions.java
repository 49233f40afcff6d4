package dev.satdoku.format.sudokupad;

import dev.satdoku.model.Cell;
import java.util.Locale;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Regions the solver must find, as SudokuPad puzzles state them in the rules text ("each region must be
 * determined", "divide the grid into nine regions of orthogonally connected cells"), read as the
 * catalogue's chaos construction; and the clues about their borders ("a digit in a circle indicates the
 * number of borders between regions it sees in its row and column", a lighthouse), read as
 * {@code chaosborders} over the clue's row and column, or, where the puzzle gives its regions, as the one
 * digit their borders make.
 */
final class SclRegions {

    /** One reading: the native line, or why there is none. */
    record Result(String line, String reason) {
    }

    /** A size in cells or regions, in digits or words. */
    private static final String NUMBER = "(\\d{1,2}|" + SclReading.COUNT_WORD.substring(1, SclReading.COUNT_WORD.length() - 1) + ")";
    private static final Pattern REGION_CELLS = Pattern.compile("\\b" + NUMBER + " (orthogonally |edge[- ]?)?(connected |contiguous |adjacent )?cells",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern REGION_COUNT = Pattern.compile("\\binto " + NUMBER + " (\\w+ ){0,2}regions", Pattern.CASE_INSENSITIVE);
    /** Words that say the regions found are connected, as the chaos construction's are. */
    private static final Pattern CONNECTED = Pattern.compile("connected|contiguous|jigsaw|irregular|chaos construction", Pattern.CASE_INSENSITIVE);
    /** "The edge of the grid does not count": the grid's outline is no border between regions. */
    static final Pattern EDGE_IS_NO_BORDER = Pattern.compile("(edges?|borders?|boundary|outline|perimeter) of the grid[^.]{0,40}"
            + "(not|n't|never)[^.]{0,10}(count|included|a border)|grid'?s (edges?|borders?|boundary|outline|perimeter)[^.]{0,40}"
            + "(not|n't|never)[^.]{0,10}(count|included|a border)", Pattern.CASE_INSENSITIVE);

    private SclRegions() {
    }

    /**
     * The chaos construction a rules text states, when the puzzle gives no regions of its own.
     *
     * @param text       the whole rules text (a region's size may be stated in another sentence)
     * @param hasRegions whether the puzzle defines regions, which the text would then contradict
     */
    static Result chaos(String text, int rows, int cols, int n, boolean hasRegions) {
        if (hasRegions) {
            return new Result(null, "the puzzle draws regions of its own, which the text says are to be found");
        }
        if (!CONNECTED.matcher(text).find()) {
            return new Result(null, "the text does not say the regions are connected, as satdoku's chaos regions are");
        }
        int cells = rows * cols;
        int size = n;
        Matcher m = REGION_CELLS.matcher(text);
        Matcher k = REGION_COUNT.matcher(text);
        if (m.find()) {
            size = number(m.group(1));
        } else if (k.find()) {
            int count = number(k.group(1));
            size = count > 0 && cells % count == 0 ? cells / count : 0;
        }
        if (size < 2 || cells % size != 0) {
            return new Result(null, "regions of the size the text states cannot divide the " + cells + " cells of the grid");
        }
        return new Result(size == n ? "chaos" : "chaos size=" + size, null);
    }

    /**
     * A circle that counts the region borders in its row and column: over regions found while solving,
     * {@code chaosborders}; over the puzzle's own regions, the count they make.
     *
     * @param region the puzzle's regions, or null when they are found while solving
     */
    static Result lighthouse(Cell c, int rows, int cols, ToIntFunction<Cell> region, int n) {
        String row = "r" + (c.row() + 1) + "c1-r" + (c.row() + 1) + "c" + cols;
        String column = "r1c" + (c.col() + 1) + "-r" + rows + "c" + (c.col() + 1);
        if (region == null) {
            StringBuilder line = new StringBuilder("chaosborders " + c);
            if (cols > 1) {
                line.append(" | ").append(row);
            }
            if (rows > 1) {
                line.append(" | ").append(column);
            }
            return new Result(line.toString(), null);
        }
        int borders = 0;
        for (int col = 1; col < cols; col++) {
            borders += region.applyAsInt(new Cell(c.row(), col - 1)) != region.applyAsInt(new Cell(c.row(), col)) ? 1 : 0;
        }
        for (int r = 1; r < rows; r++) {
            borders += region.applyAsInt(new Cell(r - 1, c.col())) != region.applyAsInt(new Cell(r, c.col())) ? 1 : 0;
        }
        if (borders < 1 || borders > n) {
            return new Result(null, "it sees " + borders + " region borders, which no digit 1.." + n + " can count");
        }
        return new Result("candidates " + c + " digits=" + borders, null);
    }

    private static int number(String word) {
        return word.matches("\\d{1,2}") ? Integer.parseInt(word) : SclReading.count(word.toLowerCase(Locale.ROOT));
    }
}
