package dev.satdoku.cli;

import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.rules.RuleType;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "rules", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "List every rule the native format knows: keyword, syntax and meaning (docs/format.md has the details).")
final class RulesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int width = RuleCatalog.all().stream().mapToInt(t -> t.syntax().length()).max().orElse(10);
        for (RuleType t : RuleCatalog.all()) {
            out.printf("%-" + width + "s  %s%s%n", t.syntax(), t.summary(),
                    t.aliases().isEmpty() ? "" : " (also: " + String.join(", ", t.aliases()) + ")");
        }
        return ExitCodes.OK;
    }
}
