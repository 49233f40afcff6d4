package dev.satdoku.sat;

import dev.satdoku.encode.EncodingOptions;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Every encoding choice, found by reflection over {@link EncodingOptions}' record components: each
 * enum component ranges over its {@code values()} and each boolean over both values. A new option
 * (a new enum constant or a new component) is covered by the property and differential tests without
 * editing them.
 */
final class EncodingVariants {

    private EncodingVariants() {
    }

    /** The values a component can take, or an empty list for a component of another type (left at its default). */
    private static List<Object> valuesOf(RecordComponent c) {
        Class<?> type = c.getType();
        if (type.isEnum()) {
            return List.of(type.getEnumConstants());
        }
        if (type == boolean.class) {
            return List.of(true, false);
        }
        return List.of();
    }

    /**
     * One-factor-at-a-time: the defaults, and every value of every component with the others at their
     * defaults, each also without simplification. Linear in the number of choices, so it stays cheap as
     * options are added.
     */
    static List<EncodingOptions> oneAtATime() {
        Set<EncodingOptions> out = new LinkedHashSet<>();
        RecordComponent[] components = EncodingOptions.class.getRecordComponents();
        for (int i = 0; i < components.length; i++) {
            for (Object value : valuesOf(components[i])) {
                EncodingOptions o = with(EncodingOptions.DEFAULTS, i, value);
                out.add(o);
                out.add(o.withSimplify(false));
            }
        }
        return new ArrayList<>(out);
    }

    /** A random combination of every component: catches interactions the one-at-a-time list cannot. */
    static EncodingOptions random(Random rnd) {
        EncodingOptions o = EncodingOptions.DEFAULTS;
        RecordComponent[] components = EncodingOptions.class.getRecordComponents();
        for (int i = 0; i < components.length; i++) {
            List<Object> values = valuesOf(components[i]);
            if (!values.isEmpty()) {
                o = with(o, i, values.get(rnd.nextInt(values.size())));
            }
        }
        return o;
    }

    /** The options with component {@code index} replaced, through the canonical constructor. */
    private static EncodingOptions with(EncodingOptions base, int index, Object value) {
        RecordComponent[] components = EncodingOptions.class.getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                args[i] = i == index ? value : components[i].getAccessor().invoke(base);
            }
            Constructor<EncodingOptions> canonical = EncodingOptions.class.getDeclaredConstructor(types);
            return canonical.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build EncodingOptions by reflection", e);
        }
    }
}
