package dev.satdoku.cli;

import dev.satdoku.encode.SatdokuVersion;
import picocli.CommandLine;

/** The version for {@code --version}, from the one source the library and the workbench use too. */
public final class VersionProvider implements CommandLine.IVersionProvider {

    public static String version() {
        return SatdokuVersion.get();
    }

    @Override
    public String[] getVersion() {
        return new String[] {
            "satdoku " + version(),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")",
        };
    }
}
