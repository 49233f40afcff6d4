package dev.satdoku.format.fpuzzles;

import dev.satdoku.format.foreign.JsonText;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.format.lz.LzStringException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Some chat programs and link handlers collapse {@code //} into {@code /}, which breaks lz-string
 * data. As SudokuPad does, this tries doubling subsets of the slashes (fewest first; at most 16
 * slashes and 3000 tries) until the data decompresses to a JSON object. A wrong repair would need to
 * decompress to valid JSON by chance, which garbage practically never does.
 */
final class SlashRepair {

    private static final int MAX_SLASHES = 16;
    private static final int MAX_TRIES = 3000;

    private SlashRepair() {
    }

    /** The decompressed JSON text of the repaired payload, when a repair works. */
    static Optional<String> repair(String payload) {
        List<Integer> slashes = new ArrayList<>();
        for (int i = 0; i < payload.length(); i++) {
            if (payload.charAt(i) == '/') {
                slashes.add(i);
            }
        }
        if (slashes.isEmpty() || slashes.size() > MAX_SLASHES) {
            return Optional.empty();
        }
        int[] budget = {MAX_TRIES};
        for (int k = 1; k <= slashes.size(); k++) {
            Optional<String> found = choose(payload, slashes, k, 0, new ArrayList<>(), budget);
            if (found.isPresent() || budget[0] <= 0) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> choose(String payload, List<Integer> slashes, int k, int from, List<Integer> chosen, int[] budget) {
        if (chosen.size() == k) {
            budget[0]--;
            return attempt(payload, chosen);
        }
        for (int i = from; i < slashes.size() && budget[0] > 0; i++) {
            chosen.add(slashes.get(i));
            Optional<String> found = choose(payload, slashes, k, i + 1, chosen, budget);
            chosen.remove(chosen.size() - 1);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> attempt(String payload, List<Integer> doubled) {
        StringBuilder sb = new StringBuilder(payload.length() + doubled.size());
        for (int i = 0; i < payload.length(); i++) {
            sb.append(payload.charAt(i));
            if (doubled.contains(i)) {
                sb.append('/');
            }
        }
        try {
            String text = LzString.decompressFromBase64(sb.toString());
            return text.strip().startsWith("{") && JsonText.tryParse(text).filter(n -> n.isObject()).isPresent()
                    ? Optional.of(text) : Optional.empty();
        } catch (LzStringException e) {
            return Optional.empty();
        }
    }
}
