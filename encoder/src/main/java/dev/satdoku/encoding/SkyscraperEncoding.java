package dev.satdoku.encoding;

import java.util.function.Supplier;

/**
 * The selectable skyscraper encodings ({@code --skyscraper}), by the name used on the command line:
 * one {@link Visibility} class each, which the skyscraper rule reaches through the encoding context.
 * docs/speed.md ("Skyscrapers") has the measurements that chose linked as the default.
 */
public enum SkyscraperEncoding implements EncodingChoice {
    COUNTED(CountedVisibility::new, "running maximum as order literals, one visible literal per cell, and their number "
            + "by the cardinality encoding"),
    LINKED(LinkedVisibility::new, "as counted, with the visible count of every prefix as an order ladder tied to the "
            + "prefix's maximum: k visible means the maximum is at least the k-th value, and a maximum of v leaves room for "
            + "at most N - v more");

    private final Visibility algorithm;
    private final String summary;

    SkyscraperEncoding(Supplier<Visibility> factory, String summary) {
        this.algorithm = factory.get();
        this.summary = summary;
    }

    public Visibility algorithm() {
        return algorithm;
    }

    @Override
    public String summary() {
        return summary;
    }

    public static SkyscraperEncoding byName(String name) {
        return EncodingChoice.byName(SkyscraperEncoding.class, name, "skyscraper encoding");
    }

    @Override
    public String toString() {
        return cliName();
    }
}
