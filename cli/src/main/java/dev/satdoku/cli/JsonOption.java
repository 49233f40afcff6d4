package dev.satdoku.cli;

import picocli.CommandLine.Option;

/**
 * {@code --json}, declared once for every command that can answer in JSON. Each command's answer
 * has its own fields, so each command's help text for it is in {@link OptionDescriptions}; every
 * answer about a puzzle begins with {@link Json#answer}.
 */
final class JsonOption {

    @Option(names = "--json", descriptionKey = "json")
    boolean on;
}
