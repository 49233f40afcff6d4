package dev.satdoku.serve;

import picocli.CommandLine;

/**
 * {@code satdoku serve} without the rest of the command line, for tests that need a server in a JVM
 * of its own: the JDK server's connection timers are read once per JVM.
 */
public final class ServeMain {

    private ServeMain() {
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new ServeCommand()).execute(args));
    }
}
