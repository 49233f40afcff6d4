package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * An embedded {@code solution}: N*N numbers (or digit strings), or one string, comma-separated or one
 * character per cell. Blank or out-of-range entries are unknown (0): solutions are often partial.
 */
final class FSolution {

    private FSolution() {
    }

    static int[] read(FContext ctx, JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        int n = ctx.size();
        String[] items;
        if (node.isArray()) {
            items = new String[node.size()];
            for (int i = 0; i < node.size(); i++) {
                items[i] = node.get(i).isNull() ? "" : node.get(i).asText();
            }
        } else if (node.isTextual()) {
            String s = node.asText().strip();
            items = s.contains(",") ? s.split(",", -1) : s.length() == n * n ? s.split("") : new String[0];
        } else {
            items = new String[0];
        }
        if (items.length != n * n) {
            ctx.draft().warn("the embedded solution does not have " + n * n + " cells; ignored");
            return null;
        }
        int[] digits = new int[n * n];
        for (int i = 0; i < items.length; i++) {
            String t = items[i].strip();
            if (t.matches("\\d{1,2}")) {
                int d = Integer.parseInt(t);
                digits[i] = d >= 1 && d <= n ? d : 0;
            }
        }
        return digits;
    }
}
