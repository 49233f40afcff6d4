package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Clues outside the grid: little killers, sandwiches, X-sums and skyscrapers. */
final class FOutside {

    private FOutside() {
    }

    /**
     * {@code {cell, direction, value, cells?}}: the diagonal walked from the outside cell. Newer exports
     * list the diagonal in {@code cells}; it must agree with the walk. Blank values are unfilled clues
     * and values of 0 or less are skipped, as Rangsk's solver does.
     */
    static void littleKiller(FContext ctx, JsonNode value, String key) {
        eachFilled(ctx, value, key, (at, e, total) -> {
            Cell start = ctx.outsideCell(e.get("cell"), at + ".cell");
            String dir = e.path("direction").asText("").toLowerCase(Locale.ROOT);
            int dr = dir.startsWith("u") ? -1 : dir.startsWith("d") ? 1 : 0;
            int dc = dir.endsWith("l") ? -1 : dir.endsWith("r") ? 1 : 0;
            if (dir.length() != 2 || dr == 0 || dc == 0) {
                throw ctx.error(at + ".direction", "expected UL, UR, DL or DR, found " + FContext.describe(e.get("direction")));
            }
            List<Cell> walk = new ArrayList<>();
            for (Cell c = start.plus(dr, dc); c.inside(ctx.size(), ctx.size()); c = c.plus(dr, dc)) {
                walk.add(c);
            }
            if (walk.isEmpty()) {
                throw ctx.error(at, "the diagonal from " + start + " going " + dir.toUpperCase(Locale.ROOT) + " never enters the grid");
            }
            if (e.has("cells") && !e.get("cells").isNull()) {
                List<Cell> listed = ctx.cells(e.get("cells"), at + ".cells");
                if (!listed.equals(walk)) {
                    throw ctx.error(at + ".cells", "lists " + FContext.cellList(listed) + " but the diagonal from " + start + " going "
                            + dir.toUpperCase(Locale.ROOT) + " is " + FContext.cellList(walk));
                }
            }
            if (total <= 0) {
                ctx.draft().warn(at + ": a little killer total of " + total + " was skipped");
                return;
            }
            ctx.line("littlekiller " + total + " " + start + " " + dir, at);
        });
    }

    /** {@code {cell, value}} with the clue above or below a column, or left or right of a row. */
    static void sandwich(FContext ctx, JsonNode value, String key) {
        eachFilled(ctx, value, key, (at, e, total) -> ctx.line("sandwich " + total + " " + line(ctx, e.get("cell"), at + ".cell"), at));
    }

    /** {@code {cell, value}} clues read from their side: X-sums and skyscrapers. */
    static FConstraints.Handler clue(String keyword) {
        return (ctx, value, key) -> eachFilled(ctx, value, key, (at, e, clue) -> {
            line(ctx, e.get("cell"), at + ".cell"); // refuses corners
            ctx.line(keyword + " " + clue + " " + ctx.outsideCell(e.get("cell"), at + ".cell"), at);
        });
    }

    /** What to do with one filled-in entry: its path for messages, the entry, and its value. */
    private interface FilledEntry {
        void accept(String at, JsonNode entry, int value);
    }

    /** Calls {@code action} for every entry of the list whose {@code value} is filled in, in order. */
    private static void eachFilled(FContext ctx, JsonNode value, String key, FilledEntry action) {
        List<JsonNode> entries = ctx.entries(value, key);
        for (int i = 0; i < entries.size(); i++) {
            String at = key + "[" + i + "]";
            JsonNode e = entries.get(i);
            if (!FContext.blank(e.get("value"))) {
                action.accept(at, e, ctx.integer(e.get("value"), at + ".value"));
            }
        }
    }

    /** The row ({@code r3}) or column ({@code c5}) an edge clue refers to; corners are refused. */
    private static String line(FContext ctx, JsonNode cellNode, String at) {
        Cell c = ctx.outsideCell(cellNode, at);
        int n = ctx.size();
        boolean rowOut = c.row() == -1 || c.row() == n;
        boolean colOut = c.col() == -1 || c.col() == n;
        if (rowOut && colOut) {
            throw ctx.error(at, "'" + cellNode.asText() + "' is a corner; the clue must sit beside a row or a column");
        }
        return rowOut ? "c" + (c.col() + 1) : "r" + (c.row() + 1);
    }
}
