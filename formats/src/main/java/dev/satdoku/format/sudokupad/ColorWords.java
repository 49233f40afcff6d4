package dev.satdoku.format.sudokupad;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Colours as setters name them. SudokuPad stores colours as hex text in several spellings ({@code #cccf},
 * {@code #f067f0ff}, {@code CFCFCF}, even bare numbers such as {@code 383838}); the rules text names
 * them with words ("grey lines", "a purple renban", "peach"). A colour is composited over the white
 * page (a translucent dark purple looks grey) and then matched to a word by hue and lightness with
 * tolerances, since setters pick shades freely: the renban colour #F067F0 is "purple" to some and
 * "pink" to others, so both words accept it.
 */
final class ColorWords {

    /** The families a colour is named by, in the order their names are preferred. */
    static final List<String> FAMILIES = List.of("white", "black", "grey", "red", "orange", "yellow", "green", "blue", "purple", "pink");

    /** Other words setters use, and the family each stands for. */
    private static final Map<String, String> SYNONYMS = Map.ofEntries(
            Map.entry("gray", "grey"), Map.entry("silver", "grey"), Map.entry("peach", "orange"), Map.entry("brown", "orange"),
            Map.entry("gold", "yellow"), Map.entry("lime", "green"), Map.entry("teal", "blue"), Map.entry("cyan", "blue"),
            Map.entry("turquoise", "blue"), Map.entry("aqua", "blue"), Map.entry("violet", "purple"), Map.entry("lilac", "purple"),
            Map.entry("lavender", "purple"), Map.entry("magenta", "pink"), Map.entry("rose", "pink"), Map.entry("salmon", "pink"));

    private ColorWords() {
    }

    /** An opaque colour as red, green, blue in 0..255, or null for none, transparent or unreadable. */
    static int[] rgb(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        String s = node.isNumber() ? node.asText() : node.asText("").strip();
        s = s.toLowerCase(Locale.ROOT);
        if (s.startsWith("#")) {
            s = s.substring(1);
        } else if (node.isNumber() && s.matches("\\d{1,6}")) {
            // A colour that lost its '#' and its quotes became a number: 070707 arrives as 70707.
            s = "0".repeat(6 - s.length()) + s;
        }
        if (!s.matches("[0-9a-f]+")) {
            return null;
        }
        int r;
        int g;
        int b;
        double a = 1;
        switch (s.length()) {
            case 3, 4 -> {
                r = 17 * Character.digit(s.charAt(0), 16);
                g = 17 * Character.digit(s.charAt(1), 16);
                b = 17 * Character.digit(s.charAt(2), 16);
                if (s.length() == 4) {
                    a = 17 * Character.digit(s.charAt(3), 16) / 255.0;
                }
            }
            case 6, 8 -> {
                r = Integer.parseInt(s.substring(0, 2), 16);
                g = Integer.parseInt(s.substring(2, 4), 16);
                b = Integer.parseInt(s.substring(4, 6), 16);
                if (s.length() == 8) {
                    a = Integer.parseInt(s.substring(6, 8), 16) / 255.0;
                }
            }
            default -> {
                return null;
            }
        }
        if (a < 0.04) {
            return null;
        }
        // Over the white page: what the solver sees.
        return new int[] {blend(r, a), blend(g, a), blend(b, a)};
    }

    private static int blend(int v, double alpha) {
        return (int) Math.round(v * alpha + 255 * (1 - alpha));
    }

    /** The family a colour is called by first (its nearest name), or "uncoloured" for null. */
    static String name(int[] rgb) {
        if (rgb == null) {
            return "uncoloured";
        }
        double[] hsl = hsl(rgb);
        // By chroma, not saturation: a faint tint of a light colour is still grey to the eye.
        if ((max(rgb) - min(rgb)) / 255.0 < 0.1) {
            return hsl[2] > 0.9 ? "white" : hsl[2] < 0.25 ? "black" : "grey";
        }
        double h = hsl[0];
        return h < 15 || h >= 345 ? "red" : h < 45 ? "orange" : h < 70 ? "yellow" : h < 165 ? "green" : h < 250 ? "blue"
                : h < 290 ? "purple" : "pink";
    }

    /** The family a colour word stands for, or null when the word names no colour. */
    static String family(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return FAMILIES.contains(w) ? w : SYNONYMS.get(w);
    }

    /** Every word that names a colour, for finding them in text. */
    static List<String> words() {
        var all = new java.util.ArrayList<>(FAMILIES);
        all.addAll(SYNONYMS.keySet());
        all.add("gray");
        return all.stream().distinct().toList();
    }

    /** Whether a setter could call this colour by the family's name: hue and lightness bands that overlap. */
    static boolean matches(String family, int[] rgb) {
        if (rgb == null || family == null) {
            return false;
        }
        double[] hsl = hsl(rgb);
        double h = hsl[0];
        double chroma = (max(rgb) - min(rgb)) / 255.0;
        double l = hsl[2];
        return switch (family) {
            case "white" -> l > 0.88 && chroma < 0.15;
            case "black" -> l < 0.3 && chroma < 0.2;
            case "grey" -> chroma < 0.2 && l >= 0.15 && l <= 0.93;
            case "red" -> chroma >= 0.2 && (h < 20 || h >= 340);
            case "orange" -> chroma >= 0.2 && h >= 12 && h < 50;
            case "yellow" -> chroma >= 0.2 && h >= 42 && h < 75;
            case "green" -> chroma >= 0.2 && h >= 70 && h < 170;
            case "blue" -> chroma >= 0.2 && h >= 160 && h < 250;
            case "purple" -> chroma >= 0.15 && h >= 245 && h < 325;
            case "pink" -> chroma >= 0.15 && (h >= 285 || h < 10 && l > 0.7);
            default -> false;
        };
    }

    private static int max(int[] c) {
        return Math.max(c[0], Math.max(c[1], c[2]));
    }

    private static int min(int[] c) {
        return Math.min(c[0], Math.min(c[1], c[2]));
    }

    /** Hue in degrees, saturation and lightness in 0..1. */
    private static double[] hsl(int[] c) {
        double r = c[0] / 255.0;
        double g = c[1] / 255.0;
        double b = c[2] / 255.0;
        double mx = Math.max(r, Math.max(g, b));
        double mn = Math.min(r, Math.min(g, b));
        double l = (mx + mn) / 2;
        double d = mx - mn;
        if (d < 1e-9) {
            return new double[] {0, 0, l};
        }
        double s = l > 0.5 ? d / (2 - mx - mn) : d / (mx + mn);
        double h;
        if (mx == r) {
            h = (g - b) / d + (g < b ? 6 : 0);
        } else if (mx == g) {
            h = (b - r) / d + 2;
        } else {
            h = (r - g) / d + 4;
        }
        return new double[] {h * 60, s, l};
    }
}
