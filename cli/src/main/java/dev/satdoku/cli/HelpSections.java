package dev.satdoku.cli;

import dev.satdoku.encode.EncodingOption;
import dev.satdoku.encode.EncodingOptions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The shape of every command's help: a short synopsis ("satdoku solve [OPTIONS] PUZZLE"), the
 * command's own options first, the options many commands share after them, and the encoding options
 * (made from {@link EncodingOptions#ALL}) last, under a heading of their own, since a setter rarely
 * needs them and a researcher looks for them together.
 */
final class HelpSections {

    /** Options shared by many commands, listed after the command's own. */
    private static final Set<String> SHARED = Set.of("--read", "--solver", "--color", "--help", "--version", "--debug");

    private static final Set<String> ENCODING = encodingNames();

    private HelpSections() {
    }

    static void install(CommandLine command) {
        command.getCommandSpec().usageMessage().abbreviateSynopsis(true);
        command.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_OPTION_LIST, HelpSections::optionList);
    }

    private static String optionList(Help help) {
        List<OptionSpec> own = new ArrayList<>();
        List<OptionSpec> shared = new ArrayList<>();
        List<OptionSpec> encoding = new ArrayList<>();
        for (OptionSpec o : help.commandSpec().options()) {
            if (o.hidden()) {
                continue;
            }
            (ENCODING.contains(o.longestName()) ? encoding : SHARED.contains(o.longestName()) ? shared : own).add(o);
        }
        own.addAll(shared);
        String text = help.optionListExcludingGroups(own, help.createDefaultLayout(), null, help.parameterLabelRenderer());
        if (!encoding.isEmpty()) {
            text += String.format("%nEncoding options (how the rules become clauses; docs/encodings.md):%n")
                    + help.optionListExcludingGroups(encoding, help.createDefaultLayout(), null, help.parameterLabelRenderer());
        }
        return text;
    }

    private static Set<String> encodingNames() {
        Set<String> names = new HashSet<>();
        for (EncodingOption<?> option : EncodingOptions.ALL) {
            names.addAll(option.cli().names());
        }
        return names;
    }
}
