package dev.satdoku.encode;

import dev.satdoku.model.Puzzle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Sets of encoding combinations for the encoding laboratory ({@code satdoku stats --encodings}):
 * <ul>
 *   <li>{@code all}: the cartesian product of the lab dimensions cell x amo x houses x sum x simplify
 *       (3 x 5 x 2 x 6 x 2 = 360 combinations);</li>
 *   <li>{@code each}: the base options, then every single change of one dimension, lab or rule-specific
 *       (one factor at a time), the cheap way to see each choice's effect. Most rule-specific choices
 *       (renban, skyscraper, connectivity...) change nothing on a puzzle without that rule:
 *       {@link #changingCnf} drops such changes before anything is measured;</li>
 *   <li>{@code default}: the base options alone;</li>
 *   <li>a list {@code DIM=V1,V2;DIM=V3...}: the cartesian product of the listed values, every other
 *       dimension at its base value. A value may be {@code all}. Dimensions: cell, amo, houses, sum,
 *       simplify (on, off), renban, connectivity, implied-sums.</li>
 * </ul>
 */
public final class EncodingGrid {

    /** One axis of the grid: its name, its values by name, how to read and set it. */
    public record Dimension(String name, List<String> values, Function<EncodingOptions, String> get,
                            BiFunction<EncodingOptions, String, EncodingOptions> set, boolean lab) {

        /** The axis of one encoding option, all read and set through the option's declaration. */
        static <T> Dimension of(EncodingOption<T> option, boolean lab) {
            return new Dimension(option.name(), option.values().stream().map(option::label).toList(), option::labelIn,
                    (o, v) -> o.with(option, option.parse(v)), lab);
        }
    }

    /**
     * The lab's own dimensions (what {@code all} and {@code each} vary), in the order tables show them:
     * the choices worth measuring on every puzzle. The other options follow, in their declaration
     * order, and vary only when a specification names them.
     */
    private static final List<EncodingOption<?>> LAB = List.of(EncodingOptions.CELL, EncodingOptions.AMO, EncodingOptions.HOUSES,
            EncodingOptions.SUM, EncodingOptions.SIMPLIFY);

    /** Every dimension, lab dimensions first, in the order tables show them. */
    public static final List<Dimension> DIMENSIONS = Stream.concat(
            LAB.stream().map(o -> Dimension.of(o, true)),
            EncodingOptions.ALL.stream().filter(o -> !LAB.contains(o)).map(o -> Dimension.of(o, false))).toList();

    public static final String SYNTAX = "all | each | default | DIM=V1,V2[;DIM=V...] with DIM one of "
            + String.join(", ", DIMENSIONS.stream().map(Dimension::name).toList()) + " and V a name or 'all'";

    private EncodingGrid() {
    }

    public static List<Dimension> labDimensions() {
        return DIMENSIONS.stream().filter(Dimension::lab).toList();
    }

    public static Dimension dimension(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        return DIMENSIONS.stream().filter(d -> d.name().equals(n)).findFirst().orElseThrow(() -> new IllegalArgumentException(
                "unknown encoding dimension '" + name.trim() + "'; choose one of "
                        + String.join(", ", DIMENSIONS.stream().map(Dimension::name).toList())));
    }

    /**
     * The combinations a specification names, in a stable order (the first dimension varies slowest).
     *
     * @throws IllegalArgumentException with a message saying what is wrong and what is allowed
     */
    public static List<EncodingOptions> parse(String spec, EncodingOptions base) {
        String s = spec.trim().toLowerCase(Locale.ROOT);
        switch (s) {
            case "all":
                return product(base, labDimensions().stream().collect(LinkedHashMap::new, (m, d) -> m.put(d, d.values()), Map::putAll));
            case "default":
                return List.of(base);
            case "each":
                return each(base);
            default:
                break;
        }
        if (s.isEmpty()) {
            throw new IllegalArgumentException("empty encoding list; expected " + SYNTAX);
        }
        Map<Dimension, List<String>> chosen = new LinkedHashMap<>();
        for (String part : s.split(";")) {
            if (part.isBlank()) {
                continue;
            }
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("'" + part.trim() + "' is not DIM=V1,V2; expected " + SYNTAX);
            }
            Dimension d = dimension(part.substring(0, eq));
            if (chosen.containsKey(d)) {
                throw new IllegalArgumentException("dimension " + d.name() + " is listed twice");
            }
            Set<String> values = new LinkedHashSet<>();
            for (String v : part.substring(eq + 1).split(",")) {
                String value = v.trim();
                if (value.equals("all")) {
                    values.addAll(d.values());
                } else if (value.isEmpty()) {
                    throw new IllegalArgumentException("empty value in '" + part.trim() + "'");
                } else {
                    d.set().apply(base, value); // validates the name
                    values.add(value);
                }
            }
            chosen.put(d, List.copyOf(values));
        }
        // Dimensions are applied in table order whatever order the user wrote them in.
        Map<Dimension, List<String>> ordered = new LinkedHashMap<>();
        for (Dimension d : DIMENSIONS) {
            if (chosen.containsKey(d)) {
                ordered.put(d, chosen.get(d));
            }
        }
        return product(base, ordered);
    }

    private static List<EncodingOptions> product(EncodingOptions base, Map<Dimension, List<String>> axes) {
        List<EncodingOptions> out = new ArrayList<>(List.of(base));
        for (Map.Entry<Dimension, List<String>> axis : axes.entrySet()) {
            List<EncodingOptions> next = new ArrayList<>();
            for (EncodingOptions o : out) {
                for (String v : axis.getValue()) {
                    next.add(axis.getKey().set().apply(o, v));
                }
            }
            out = next;
        }
        return out;
    }

    /** The base, then each dimension's other values one at a time (lab dimensions first). */
    private static List<EncodingOptions> each(EncodingOptions base) {
        List<EncodingOptions> out = new ArrayList<>(List.of(base));
        for (Dimension d : DIMENSIONS) {
            for (String v : d.values()) {
                if (!v.equals(d.get().apply(base))) {
                    out.add(d.set().apply(base, v));
                }
            }
        }
        return out;
    }

    /**
     * The combinations without those that hand the solver the same CNF as the first (the base) on every
     * one of {@code puzzles} (same plain size, same variables and clauses in the same order, compared
     * by a SHA-256 digest so that a large set is not held in memory): measuring them would only
     * measure the base again. Only the base counts: two changes that happen to agree with each other
     * are both kept, so each is judged on every case it changes (docs/encodings.md relies on it).
     */
    public static List<EncodingOptions> changingCnf(List<EncodingOptions> combos, List<Puzzle> puzzles) {
        if (combos.isEmpty()) {
            return List.of();
        }
        List<String> base = puzzles.stream().map(p -> cnfDigest(PuzzleEncoder.encode(p, combos.get(0)))).toList();
        List<EncodingOptions> kept = new ArrayList<>(List.of(combos.get(0)));
        for (EncodingOptions options : combos.subList(1, combos.size())) {
            List<String> digests = puzzles.stream().map(p -> cnfDigest(PuzzleEncoder.encode(p, options))).toList();
            if (!digests.equals(base)) {
                kept.add(options);
            }
        }
        return kept;
    }

    /**
     * A digest of what the solver gets (the plain size, the variables, the clauses in order), equal for
     * two encodings exactly when {@link #changingCnf} treats them as the same CNF.
     */
    public static String cnfDigest(EncodedPuzzle encoded) {
        java.security.MessageDigest sha;
        try {
            sha = java.security.MessageDigest.getInstance("SHA-256");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
        java.nio.ByteBuffer buffer = java.nio.ByteBuffer.allocate(1 << 16);
        dev.satdoku.cnf.Cnf cnf = encoded.cnf();
        buffer.putLong(encoded.before().variables()).putLong(encoded.before().clauses()).putInt(cnf.numVars());
        for (int c = 0; c < cnf.clauseCount(); c++) {
            // Each clause as DIMACS writes it: its literals, then 0.
            for (int at = cnf.start(c); at <= cnf.end(c); at++) {
                if (buffer.remaining() < 4) {
                    sha.update(buffer.flip());
                    buffer.clear();
                }
                buffer.putInt(at < cnf.end(c) ? cnf.lit(at) : 0);
            }
        }
        sha.update(buffer.flip());
        return java.util.HexFormat.of().formatHex(sha.digest());
    }
}
