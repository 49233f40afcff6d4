package dev.satdoku.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code --color} for commands that print grids. */
public final class ColorMixin {

    @Option(names = "--color", paramLabel = "WHEN", defaultValue = "auto",
            description = "Grids with box-drawing characters and colour (givens bold, solved digits blue): auto (on a "
                    + "terminal; colour off when NO_COLOR is set or TERM=dumb), always, or never (no colour). Pipes and "
                    + "files get plain ASCII, which 'satdoku check' reads back (default: ${DEFAULT-VALUE}).")
    TerminalStyle.ColorMode color;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    TerminalStyle style() {
        Object root = mixee.root().userObject();
        boolean terminal = root instanceof Main m && m.stdoutIsTerminal;
        return TerminalStyle.decide(color, terminal, System.getenv());
    }
}
