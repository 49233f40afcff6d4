package dev.satdoku.cli;

import dev.satdoku.testing.Repo;
import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line in-process and keeps what it printed. */
record Cli(int code, String out, String err) {

    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Cli(code, out.toString(), err.toString());
    }

    /** Path of an instance, e.g. "classic/4x4.sudoku". */
    static String instance(String relative) {
        return Repo.instances().resolve(relative).toString();
    }

    @Override
    public String toString() {
        return "exit " + code + "\n--- out\n" + out + "--- err\n" + err;
    }
}
