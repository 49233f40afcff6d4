package dev.satdoku.format.lz;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * lz-string's Base64 form ({@code compressToBase64} / {@code decompressFromBase64}), as used by
 * f-puzzles and SudokuPad links. Written here because no maintained lz-string exists on Maven Central;
 * the output must match the JavaScript library (1.4/1.5) bit for bit, since payloads made by it are
 * decoded here and ours are pasted into those sites.
 *
 * <p>The algorithm is LZW over UTF-16 code units with a growing code width:
 * <ul>
 *   <li>The dictionary starts with three reserved codes: 0 = "a new 8-bit character follows",
 *       1 = "a new 16-bit character follows", 2 = "end of stream". Every character not seen before is
 *       announced with code 0 or 1 followed by its code unit, and then gets the next code.</li>
 *   <li>As in LZW, the longest known prefix {@code w} of the remaining input is emitted as its code and
 *       {@code w + next character} becomes a new code.</li>
 *   <li>Codes are written with {@code numBits} bits, least significant bit first; {@code numBits}
 *       starts at 2 and grows by one whenever the dictionary outgrows it ({@code enlargeIn} counts the
 *       codes left before that). The decoder mirrors the same schedule, one step behind.</li>
 *   <li>The bit stream is packed 6 bits per output character, most significant bit first within each
 *       character, into the alphabet {@code A-Z a-z 0-9 + /}, and padded with {@code =} to a multiple of
 *       four characters.</li>
 * </ul>
 */
public final class LzString {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
    private static final int[] VALUE_OF = new int[128];
    private static final int BITS_PER_CHAR = 6;

    static {
        java.util.Arrays.fill(VALUE_OF, -1);
        for (int i = 0; i < ALPHABET.length(); i++) {
            VALUE_OF[ALPHABET.charAt(i)] = i;
        }
    }

    private LzString() {
    }

    /** Compresses text to lz-string Base64, exactly as the JavaScript {@code LZString.compressToBase64}. */
    public static String compressToBase64(String input) {
        BitWriter out = new BitWriter();
        Map<String, Integer> dictionary = new HashMap<>();
        Set<String> toAnnounce = new HashSet<>();
        String w = "";
        int dictSize = 3;
        Width width = new Width();
        for (int i = 0; i < input.length(); i++) {
            String c = String.valueOf(input.charAt(i));
            if (!dictionary.containsKey(c)) {
                dictionary.put(c, dictSize++);
                toAnnounce.add(c);
            }
            String wc = w + c;
            if (dictionary.containsKey(wc)) {
                w = wc;
                continue;
            }
            emit(w, dictionary, toAnnounce, out, width);
            dictionary.put(wc, dictSize++);
            w = c;
        }
        if (!w.isEmpty()) {
            emit(w, dictionary, toAnnounce, out, width);
        }
        out.write(2, width.numBits);
        String packed = out.finish();
        return packed + "=".repeat((4 - packed.length() % 4) % 4);
    }

    /**
     * Writes the code for {@code w}; a first occurrence is announced as a new character (which uses up
     * a code of its own, hence the extra width step).
     */
    private static void emit(String w, Map<String, Integer> dictionary, Set<String> toAnnounce, BitWriter out, Width width) {
        if (toAnnounce.remove(w)) {
            char ch = w.charAt(0);
            if (ch < 256) {
                out.write(0, width.numBits);
                out.write(ch, 8);
            } else {
                out.write(1, width.numBits);
                out.write(ch, 16);
            }
            width.step();
        } else {
            out.write(dictionary.get(w), width.numBits);
        }
        width.step();
    }

    /**
     * Decompresses lz-string Base64. Characters outside the alphabet count as zero bits and missing
     * padding is harmless, as in the JavaScript library; anything after the end-of-stream code is
     * ignored.
     *
     * @throws LzStringException when the data is empty, corrupt (a code that does not exist yet) or
     *                           ends before its end-of-stream code
     */
    public static String decompressFromBase64(String input) {
        if (input.isEmpty()) {
            throw new LzStringException("no data");
        }
        BitReader in = new BitReader(input);
        List<String> dictionary = new ArrayList<>(List.of("", "", ""));
        int enlargeIn = 4;
        int numBits = 3;
        String c = switch (in.read(2)) {
            case 0 -> String.valueOf((char) in.read(8));
            case 1 -> String.valueOf((char) in.read(16));
            default -> null;
        };
        if (c == null) {
            return "";
        }
        dictionary.add(c);
        String w = c;
        StringBuilder result = new StringBuilder(c);
        while (true) {
            if (in.exhausted()) {
                throw new LzStringException("data ends without an end-of-stream code (truncated?)");
            }
            int code = in.read(numBits);
            if (code == 0 || code == 1) {
                dictionary.add(String.valueOf((char) in.read(code == 0 ? 8 : 16)));
                code = dictionary.size() - 1;
                enlargeIn--;
            } else if (code == 2) {
                return result.toString();
            }
            if (enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
            String entry;
            if (code < dictionary.size()) {
                entry = dictionary.get(code);
            } else if (code == dictionary.size()) {
                // The one case LZW decoders special-case: the code being defined by this very step.
                entry = w + w.charAt(0);
            } else {
                throw new LzStringException("corrupt data: code " + code + " used before it exists (dictionary has " + dictionary.size() + ")");
            }
            result.append(entry);
            dictionary.add(w + entry.charAt(0));
            enlargeIn--;
            w = entry;
            if (enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
        }
    }

    /** True when every character is in the Base64 alphabet (padding included). */
    public static boolean isBase64Text(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch >= 128 || VALUE_OF[ch] < 0) {
                return false;
            }
        }
        return true;
    }

    /** The compressor's code width schedule. */
    private static final class Width {
        int numBits = 2;
        int enlargeIn = 2;

        void step() {
            if (--enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
        }
    }

    /** Packs values LSB first into 6-bit characters (filled MSB first). */
    private static final class BitWriter {
        private final StringBuilder out = new StringBuilder();
        private int value;
        private int position;

        void write(int v, int bits) {
            for (int i = 0; i < bits; i++) {
                value = (value << 1) | (v & 1);
                v >>= 1;
                advance();
            }
        }

        private boolean advance() {
            if (position == BITS_PER_CHAR - 1) {
                out.append(ALPHABET.charAt(value));
                position = 0;
                value = 0;
                return true;
            }
            position++;
            return false;
        }

        /** Shifts the last character full with zero bits. */
        String finish() {
            while (true) {
                value <<= 1;
                if (advance()) {
                    return out.toString();
                }
            }
        }
    }

    /** Reads bits back in the order {@link BitWriter} wrote them. */
    private static final class BitReader {
        private final String input;
        private int index;
        private int value;
        private int position;

        BitReader(String input) {
            this.input = input;
            this.value = charValue(0);
            this.position = 1 << (BITS_PER_CHAR - 1);
            this.index = 1;
        }

        private int charValue(int i) {
            if (i >= input.length()) {
                return 0;
            }
            char ch = input.charAt(i);
            // The JavaScript decoder treats unknown characters as undefined, i.e. zero bits.
            int v = ch < 128 ? VALUE_OF[ch] : -1;
            return v < 0 ? 0 : v;
        }

        /** True once every input character was consumed, as the JavaScript decoder's length check. */
        boolean exhausted() {
            return index > input.length();
        }

        int read(int bits) {
            int result = 0;
            for (int power = 0; power < bits; power++) {
                boolean bit = (value & position) != 0;
                position >>= 1;
                if (position == 0) {
                    position = 1 << (BITS_PER_CHAR - 1);
                    value = charValue(index++);
                }
                if (bit) {
                    result |= 1 << power;
                }
            }
            return result;
        }
    }
}
