package dev.satdoku.format.fuzz;

import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.rules.RuleType;
import dev.satdoku.testing.Mutator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Native puzzles whose rule lines follow each catalogue entry's own syntax string ({@code cage [TOTAL]
 * CELLS}, {@code littlekiller TOTAL POS DIR}, ...), so every rule, including rules added later, is
 * fuzzed without edits: placeholders are filled with paths of touching cells, numbers around and far
 * beyond the grid's range, outside positions, directions and option values, on grids from 1x1 to
 * 10x10 (tiny grids test the defaults computed from the size). One word in five is then replaced or
 * dropped, so each rule's validation also sees the wrong number and kind of arguments.
 */
final class RuleLineGenerator {

    private final Random rnd;
    private final List<RuleType> types;
    private int n;
    private int[] last = {1, 1};

    RuleLineGenerator(Random rnd) {
        this.rnd = rnd;
        this.types = RuleCatalog.all();
    }

    String puzzle() {
        n = 1 + rnd.nextInt(rnd.nextInt(3) == 0 ? 4 : 10);
        StringBuilder sb = new StringBuilder("size " + n + "\n");
        if (rnd.nextInt(4) == 0) {
            sb.append("var A B 1..").append(n).append('\n');
        }
        int rules = 1 + rnd.nextInt(3);
        for (int i = 0; i < rules; i++) {
            sb.append(line(types.get(rnd.nextInt(types.size())).syntax(), 0)).append('\n');
        }
        return sb.toString();
    }

    private String line(String syntax, int depth) {
        List<String> out = new ArrayList<>();
        String[] words = syntax.split(" ");
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            if (w.startsWith("[")) {
                // an optional group, possibly of several words: take it or skip it whole
                StringBuilder group = new StringBuilder(w);
                while (!words[i].endsWith("]") && i + 1 < words.length) {
                    group.append(' ').append(words[++i]);
                }
                if (rnd.nextBoolean()) {
                    out.add(line(group.substring(1, group.length() - 1), depth));
                }
                continue;
            }
            if (w.equals("RULE")) {
                out.add(depth < 2 ? line(types.get(rnd.nextInt(types.size())).syntax(), depth + 1) : "antiking");
                continue;
            }
            out.add(fill(w));
        }
        List<String> mutated = new ArrayList<>();
        for (String w : String.join(" ", out).split(" ")) {
            int roll = rnd.nextInt(10);
            if (roll == 0 && depth == 0 && !mutated.isEmpty()) {
                continue;
            }
            mutated.add(roll == 1 && !mutated.isEmpty() ? junk() : w);
        }
        return String.join(" ", mutated);
    }

    private String fill(String w) {
        String colon = w.endsWith(":") ? ":" : "";
        String p = colon.isEmpty() ? w : w.substring(0, w.length() - 1);
        boolean repeated = p.endsWith("...");
        String base = repeated ? p.substring(0, p.length() - 3) : p;
        String filled = switch (base) {
            case "CELLS", "LINE", "SHAFT" -> path(1 + rnd.nextInt(Math.max(1, Math.min(7, n * n))));
            case "CIRCLE" -> path(1 + rnd.nextInt(2));
            case "A", "TOPLEFT" -> cell();
            case "B" -> neighbour();
            case "TOTAL", "COUNT" -> number();
            case "POS" -> outside();
            case "DIR" -> List.of("ul", "ur", "dl", "dr").get(rnd.nextInt(4));
            case "TERM" -> rnd.nextInt(4) == 0 ? "A" : cell();
            case "ITEM" -> String.valueOf(1 + rnd.nextInt(n + 1));
            case "KIND" -> List.of("white", "black", "kropki", "xv").get(rnd.nextInt(4));
            case "r3|c5" -> (rnd.nextBoolean() ? "r" : "c") + rnd.nextInt(n + 2);
            default -> other(base);
        };
        if (repeated && !base.equals("CELLS") && !base.equals("SHAFT") && rnd.nextBoolean()) {
            filled = filled + " " + fill(base);
        }
        return filled + colon;
    }

    private String other(String p) {
        if (p.contains("=")) {
            String name = p.substring(0, p.indexOf('='));
            return name + "=" + (rnd.nextBoolean() ? String.valueOf(rnd.nextInt(n + 3) - 1)
                    : rnd.nextInt(n + 2) + "," + rnd.nextInt(n + 2) + (rnd.nextBoolean() ? "," + rnd.nextInt(n + 2) : ""));
        }
        if (p.contains("|") && p.length() > 1) {
            String[] options = p.split("\\|");
            return options[rnd.nextInt(options.length)];
        }
        return p;
    }

    private String number() {
        return rnd.nextInt(5) == 0 ? Mutator.BOUNDARY_NUMBERS.get(rnd.nextInt(Mutator.BOUNDARY_NUMBERS.size()))
                : String.valueOf(rnd.nextInt(n * (n + 1) / 2 + 3));
    }

    private String junk() {
        return switch (rnd.nextInt(5)) {
            case 0 -> "r" + rnd.nextInt(n + 2) + "c" + rnd.nextInt(n + 2);
            case 1 -> number();
            case 2 -> "|";
            case 3 -> "x=" + rnd.nextInt(3);
            default -> "A";
        };
    }

    private String cell() {
        last = new int[] {1 + rnd.nextInt(n), 1 + rnd.nextInt(n)};
        return "r" + last[0] + "c" + last[1];
    }

    /** A cell touching the last one (sometimes not, or off the grid). */
    private String neighbour() {
        int r = last[0] + rnd.nextInt(3) - 1;
        int c = last[1] + rnd.nextInt(3) - 1;
        last = new int[] {r, c};
        return "r" + r + "c" + c;
    }

    private String path(int length) {
        StringBuilder sb = new StringBuilder(cell());
        for (int i = 1; i < length; i++) {
            sb.append(' ').append(neighbour());
        }
        return sb.toString();
    }

    /** A position outside the grid for clues read from the edge (row or column 0 or n+1, corners included). */
    private String outside() {
        int k = rnd.nextInt(n + 2);
        return switch (rnd.nextInt(4)) {
            case 0 -> "r0c" + k;
            case 1 -> "r" + (n + 1) + "c" + k;
            case 2 -> "r" + k + "c0";
            default -> "r" + k + "c" + (n + 1);
        };
    }
}
