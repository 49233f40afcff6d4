package dev.satdoku.cli;

/** Process exit statuses, shared by every command and listed in each command's help. */
public final class ExitCodes {

    /** The command did its job, including proving that a puzzle has no solution. */
    public static final int OK = 0;
    /** Bad input (puzzle, solution, model) or an I/O error; also a rejected solution in 'check'. */
    public static final int BAD_INPUT = 1;
    /** Wrong command line: unknown option, missing argument. */
    public static final int USAGE = 2;
    /** Internal error: a bug in satdoku (for example a solver grid the checker rejects). */
    public static final int INTERNAL = 3;
    /** Interrupted by Ctrl-C or SIGTERM (128 + SIGINT). */
    public static final int INTERRUPTED = 130;
    /** SAT-competition convention for 'solve --sat-exit-codes'. */
    public static final int SATISFIABLE = 10;
    public static final int UNSATISFIABLE = 20;

    static final String[] HELP_LIST = {
        "0:the command did its job (including proving there is no solution)",
        "1:bad input (puzzle, solution or model file) or an I/O error",
        "2:usage error (unknown option, missing argument)",
        "3:internal error (a satdoku bug; please report it)",
    };

    private ExitCodes() {
    }
}
