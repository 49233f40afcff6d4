package dev.satdoku.sat;

import dev.satdoku.encode.EncodingOption;
import dev.satdoku.encode.EncodingOptions;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Every encoding choice, found in the options' one declaration ({@link EncodingOptions#ALL}): each
 * option ranges over its values. A new option (or a new value of one) is covered by the property and
 * differential tests without editing them.
 */
final class EncodingVariants {

    private EncodingVariants() {
    }

    /**
     * One-factor-at-a-time: the defaults, and every value of every option with the others at their
     * defaults, each also without simplification. Linear in the number of choices, so it stays cheap as
     * options are added.
     */
    static List<EncodingOptions> oneAtATime() {
        Set<EncodingOptions> out = new LinkedHashSet<>();
        for (EncodingOption<?> option : EncodingOptions.ALL) {
            for (EncodingOptions o : each(EncodingOptions.DEFAULTS, option)) {
                out.add(o);
                out.add(o.with(EncodingOptions.SIMPLIFY, false));
            }
        }
        return new ArrayList<>(out);
    }

    /** A random combination of every option: catches interactions the one-at-a-time list cannot. */
    static EncodingOptions random(Random rnd) {
        EncodingOptions o = EncodingOptions.DEFAULTS;
        for (EncodingOption<?> option : EncodingOptions.ALL) {
            List<EncodingOptions> values = each(o, option);
            o = values.get(rnd.nextInt(values.size()));
        }
        return o;
    }

    /** {@code base} with {@code option} set to each of its values in turn. */
    private static <T> List<EncodingOptions> each(EncodingOptions base, EncodingOption<T> option) {
        return option.values().stream().map(v -> base.with(option, v)).toList();
    }
}
