package dev.satdoku.bench;

import java.nio.file.Path;

/**
 * The command line the setter-question benchmarks (RepairsBench, RedundancyBench) share:
 * {@code [INSTANCES_DIR] [--min-millis M]}, each bench with its own defaults.
 *
 * @param root the folder of instances to measure
 * @param minMillis how long each question is repeated at least, in milliseconds
 */
record SetterBenchArgs(Path root, long minMillis) {

    static SetterBenchArgs parse(String[] args, Path defaultRoot, long defaultMinMillis) {
        Path root = defaultRoot;
        long minMillis = defaultMinMillis;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--min-millis")) {
                minMillis = Long.parseLong(args[++i]);
            } else {
                root = Path.of(args[i]);
            }
        }
        return new SetterBenchArgs(root, minMillis);
    }
}
