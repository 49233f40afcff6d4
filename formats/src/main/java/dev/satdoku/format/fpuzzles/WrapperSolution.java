package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The solution stored in a test-data wrapper: {@code solutionRows} (unambiguous for any size), else a
 * {@code solution} string of one character per cell.
 */
final class WrapperSolution {

    private WrapperSolution() {
    }

    static int[] read(JsonNode wrapper) {
        int n = wrapper.path("puzzle").path("size").asInt(0);
        if (n <= 0) {
            return null;
        }
        JsonNode rows = wrapper.get("solutionRows");
        if (rows != null && rows.isArray() && rows.size() == n) {
            int[] digits = new int[n * n];
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    digits[r * n + c] = rows.get(r).path(c).asInt(0);
                }
            }
            return digits;
        }
        String s = wrapper.path("solution").asText("");
        if (s.length() == n * n && s.chars().allMatch(Character::isDigit)) {
            int[] digits = new int[n * n];
            for (int i = 0; i < digits.length; i++) {
                digits[i] = s.charAt(i) - '0';
            }
            return digits;
        }
        return null;
    }
}
