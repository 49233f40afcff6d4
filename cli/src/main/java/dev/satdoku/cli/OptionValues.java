package dev.satdoku.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The one check of option and argument values: every numeric {@code @Option}, and every argument
 * naming a file or puzzle, names one of these converters, which reads the text and checks the range
 * at once. A value that fails is an {@link Expected}, which {@link UsageErrors} words as "--timeout
 * needs a number of seconds greater than 0, found 'abc'" (exit 2), the same in every command.
 * {@code OptionValuesTest} fails on a numeric option without one.
 */
final class OptionValues {

    private OptionValues() {
    }

    /** What an option's value should have been, in words that follow "--option needs". */
    static final class Expected extends TypeConversionException {
        private static final long serialVersionUID = 1L;
        final String what;

        Expected(String what) {
            super("needs " + what);
            this.what = what;
        }
    }

    /** Whole numbers in {@code min..max}. */
    abstract static class Whole<T> implements ITypeConverter<T> {
        private final long min;
        private final long max;
        private final String what;

        Whole(long min, long max, String what) {
            this.min = min;
            this.max = max;
            this.what = what;
        }

        Whole(long min, long max) {
            this(min, max, max == Integer.MAX_VALUE || max == Long.MAX_VALUE
                    ? "a whole number of at least " + min : "a whole number from " + min + " to " + max);
        }

        @Override
        public T convert(String text) {
            long value;
            try {
                value = Long.parseLong(text.trim());
            } catch (NumberFormatException e) {
                throw new Expected(what);
            }
            if (value < min || value > max) {
                throw new Expected(what);
            }
            return box(value);
        }

        abstract T box(long value);
    }

    /** Numbers (fractions allowed) in {@code (0, max]}. */
    abstract static class PositiveNumber implements ITypeConverter<Double> {
        private final double max;
        private final String what;

        PositiveNumber(double max, String what) {
            this.max = max;
            this.what = what;
        }

        @Override
        public Double convert(String text) {
            double value;
            try {
                value = Double.parseDouble(text.trim());
            } catch (NumberFormatException e) {
                throw new Expected(what);
            }
            if (!(value > 0) || value > max) {
                throw new Expected(what);
            }
            return value;
        }
    }

    /** Whole numbers held in an int. */
    abstract static class WholeInt extends Whole<Integer> {
        WholeInt(long min, long max) {
            super(min, max);
        }

        WholeInt(long min, long max, String what) {
            super(min, max, what);
        }

        @Override
        Integer box(long value) {
            return (int) value;
        }
    }

    /** Whole numbers held in a long. */
    abstract static class WholeLong extends Whole<Long> {
        WholeLong(long min, String what) {
            super(min, Long.MAX_VALUE, what);
        }

        @Override
        Long box(long value) {
            return value;
        }
    }

    /** A positional index, a count of runs, a cap on a list: 1 or more. */
    static final class AtLeastOne extends WholeInt {
        AtLeastOne() {
            super(1, Integer.MAX_VALUE);
        }
    }

    /** A count limit where 2 is the least that can tell unique from not. */
    static final class AtLeastTwo extends WholeInt {
        AtLeastTwo() {
            super(2, Integer.MAX_VALUE);
        }
    }

    /** A size where 0 turns the feature off. */
    static final class AtLeastZero extends WholeInt {
        AtLeastZero() {
            super(0, Integer.MAX_VALUE, "a whole number of at least 0 (0 for none)");
        }
    }

    /** Worker threads. */
    static final class Threads extends WholeInt {
        Threads() {
            super(1, 1024);
        }
    }

    /** A number of solutions to stop after. */
    static final class SolutionCount extends WholeLong {
        SolutionCount() {
            super(1, "a whole number of solutions of at least 1");
        }
    }

    /** A number of solutions to stop after, where 0 means all of them. */
    static final class SolutionLimit extends WholeLong {
        SolutionLimit() {
            super(0, "a whole number of solutions, 0 for all");
        }
    }

    /** A time limit; a billion seconds is past any run and keeps the nanoseconds in a long. */
    static final class Seconds extends PositiveNumber {
        Seconds() {
            super(1e9, "a number of seconds greater than 0");
        }
    }

    /** A picture's scale factor. */
    static final class Scale extends PositiveNumber {
        Scale() {
            super(20, "a number greater than 0 and at most 20");
        }
    }

    /** A file name, '-' or a puzzle given inline: anything but nothing, which names no file. */
    static final class NotEmpty implements ITypeConverter<String> {
        @Override
        public String convert(String text) {
            if (text.isBlank()) {
                throw new Expected("a file name, '-' for standard input, or a puzzle written out");
            }
            return text;
        }
    }
}
