package dev.satdoku.encoding.connect;

import dev.satdoku.encoding.EncodingChoice;
import java.util.function.Supplier;

/**
 * The selectable connectivity encodings, by the name used on the command line
 * ({@code --connectivity}). Shading rules (yin-yang) state "these cells form one orthogonally
 * connected area" through the one chosen here.
 */
public enum ConnectivityEncoding implements EncodingChoice {
    LEVELS(LevelsConnectivity::new,
            "order-encoded distance from the root (its first member): reached within k steps means reached within k-1 "
                    + "or next to a node that was; quadratic size, strong propagation"),
    TREE(TreeConnectivity::new,
            "spanning tree: each member but the root has a member neighbour as parent, with a smaller binary depth; "
                    + "O(E log V) size"),
    HYBRID(HybridConnectivity::new,
            "levels for a set with fewer members allowed than the graph has nodes (chaos regions: a few rounds), tree "
                    + "for the others (yin-yang shading)");

    private final ConnectedSet algorithm;
    private final String summary;

    ConnectivityEncoding(Supplier<ConnectedSet> factory, String summary) {
        this.algorithm = factory.get();
        this.summary = summary;
    }

    public ConnectedSet algorithm() {
        return algorithm;
    }

    @Override
    public String summary() {
        return summary;
    }

    public static ConnectivityEncoding byName(String name) {
        return EncodingChoice.byName(ConnectivityEncoding.class, name, "connectivity encoding");
    }

    @Override
    public String toString() {
        return cliName();
    }
}
