package dev.satdoku.spark;

import dev.satdoku.batch.BatchFormat;
import dev.satdoku.batch.BatchLine;
import dev.satdoku.batch.BatchResult;
import dev.satdoku.batch.BatchSolver;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.sat.Backends;
import java.io.Serializable;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import scala.Tuple2;

/**
 * {@code satdoku batch} on a Spark cluster: reads puzzle lines from any source the cluster's Spark
 * reads (local files, HDFS, object stores), solves each with the library's {@link BatchSolver} (one
 * solver set-up per partition) and writes the records {@code satdoku batch --format jsonl} writes,
 * one JSON object per puzzle with its input line number, or the same fields as Parquet.
 *
 * <pre>
 * spark-submit --class dev.satdoku.spark.SparkBatch satdoku-spark.jar IN OUT [--first | --count K]
 *              [--timeout S] [--format jsonl|parquet]
 * </pre>
 *
 * <p>A bad line becomes an error record and a puzzle that hits its time limit a {@code timeout}
 * record: the job never fails because of its input. Line numbers count every input line (blank and
 * comment lines too) in the order of the input, as {@code batch} counts them, so sorting the output by
 * {@code line} gives {@code batch}'s order.
 */
public final class SparkBatch {

    static final String USAGE = "usage: spark-submit --class dev.satdoku.spark.SparkBatch satdoku-spark.jar IN OUT "
            + "[--first | --count K] [--timeout S] [--format jsonl|parquet]";

    private SparkBatch() {
    }

    /** What the command line asked for. */
    record Job(String in, String out, long limit, Duration timeout, String format) implements Serializable {
    }

    public static void main(String[] args) {
        Job job;
        try {
            job = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("satdoku-spark: " + e.getMessage());
            System.err.println(USAGE);
            System.exit(2);
            return;
        }
        SparkSession spark = SparkSession.builder().appName("satdoku batch").getOrCreate();
        try {
            run(spark, job);
        } finally {
            spark.stop();
        }
    }

    /** Reads the arguments; every mistake is an {@link IllegalArgumentException} with a one-line message. */
    static Job parse(String[] args) {
        List<String> positional = new ArrayList<>();
        Long count = null;
        boolean first = false;
        Duration timeout = null;
        String format = "jsonl";
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--first" -> first = true;
                case "--count" -> count = positiveLong(a, value(args, ++i, a));
                case "--timeout" -> {
                    String v = value(args, ++i, a);
                    try {
                        double seconds = Double.parseDouble(v);
                        if (!(seconds > 0) || Double.isInfinite(seconds)) {
                            throw new NumberFormatException();
                        }
                        timeout = Duration.ofNanos((long) (seconds * 1e9));
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("--timeout takes a positive number of seconds, got '" + v + "'");
                    }
                }
                case "--format" -> {
                    format = value(args, ++i, a).toLowerCase(Locale.ROOT);
                    if (!format.equals("jsonl") && !format.equals("parquet")) {
                        throw new IllegalArgumentException("--format is jsonl or parquet, got '" + args[i] + "'");
                    }
                }
                default -> {
                    if (a.startsWith("--")) {
                        throw new IllegalArgumentException("unknown option " + a);
                    }
                    positional.add(a);
                }
            }
        }
        if (positional.size() != 2) {
            throw new IllegalArgumentException("expected IN and OUT, got " + positional.size() + " arguments");
        }
        if (first && count != null) {
            throw new IllegalArgumentException("--first and --count exclude each other");
        }
        long limit = first ? 1 : count != null ? count : 2;
        return new Job(positional.get(0), positional.get(1), limit, timeout, format);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    private static long positiveLong(String option, String v) {
        try {
            long k = Long.parseLong(v);
            if (k >= 1) {
                return k;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " must be a whole number of at least 1, got '" + v + "'");
    }

    /** The job: results as JSON lines (or Parquet rows), written to {@code job.out()}. */
    static void run(SparkSession spark, Job job) {
        JavaRDD<BatchResult> results = solve(spark, job);
        if (job.format().equals("parquet")) {
            JavaRDD<Row> rows = results.map(SparkBatch::row);
            Dataset<Row> table = spark.createDataFrame(rows, schema());
            table.write().mode(SaveMode.ErrorIfExists).parquet(job.out());
        } else {
            results.map(r -> stripNewline(BatchFormat.JSONL.render(r))).saveAsTextFile(job.out());
        }
    }

    /** Every puzzle line of the input with its result, in input order. */
    static JavaRDD<BatchResult> solve(SparkSession spark, Job job) {
        JavaPairRDD<String, Long> numbered = spark.sparkContext().textFile(job.in(), spark.sparkContext().defaultMinPartitions())
                .toJavaRDD().zipWithIndex();
        return numbered.mapPartitions(new SolvePartition(job));
    }

    /** One solver set-up per partition: the encoding options and backend factory are built once. */
    private static final class SolvePartition implements FlatMapFunction<Iterator<Tuple2<String, Long>>, BatchResult> {

        private static final long serialVersionUID = 1L;
        private final Job job;

        SolvePartition(Job job) {
            this.job = job;
        }

        @Override
        public Iterator<BatchResult> call(Iterator<Tuple2<String, Long>> lines) {
            Path baseDir = localParent(job.in());
            BatchSolver solver = new BatchSolver(EncodingOptions.DEFAULTS, Backends.named(Backends.DEFAULT), job.limit(),
                    job.timeout(), job.in(), baseDir, () -> false);
            return new Iterator<>() {
                private BatchResult next = advance();

                private BatchResult advance() {
                    while (lines.hasNext()) {
                        Tuple2<String, Long> t = lines.next();
                        BatchLine line = new BatchLine(t._2() + 1, t._1());
                        if (line.isPuzzle()) {
                            return solver.solve(line);
                        }
                    }
                    return null;
                }

                @Override
                public boolean hasNext() {
                    return next != null;
                }

                @Override
                public BatchResult next() {
                    if (next == null) {
                        throw new java.util.NoSuchElementException();
                    }
                    BatchResult r = next;
                    next = advance();
                    return r;
                }
            };
        }
    }

    /** Where relative puzzle-file paths in a local list are taken from, as batch does; null for remote inputs. */
    static Path localParent(String in) {
        if (in.contains("://") && !in.startsWith("file://")) {
            return null;
        }
        try {
            String local = in.startsWith("file://") ? in.substring("file://".length()) : in;
            Path parent = Path.of(local).toAbsolutePath().getParent();
            return parent;
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    static StructType schema() {
        return new StructType()
                .add("line", DataTypes.LongType, false)
                .add("puzzle", DataTypes.StringType, false)
                .add("status", DataTypes.StringType, false)
                .add("solution", DataTypes.StringType, true)
                .add("count", DataTypes.LongType, true)
                .add("variables", DataTypes.LongType, true)
                .add("clauses", DataTypes.LongType, true)
                .add("micros", DataTypes.LongType, false)
                .add("error", DataTypes.StringType, true)
                .add("warnings", DataTypes.createArrayType(DataTypes.StringType, false), false)
                .add("complete", DataTypes.BooleanType, true)
                .add("unread", DataTypes.createArrayType(DataTypes.StringType, false), false);
    }

    /** The Parquet row: the JSON record's fields, with nulls where the JSON record leaves a field out. */
    static Row row(BatchResult r) {
        boolean error = r.isError();
        return RowFactory.create(r.line(), r.puzzle(), r.status(), error ? null : r.solution(), error ? null : r.count(),
                error ? null : r.variables(), error ? null : r.clauses(), r.micros(), error ? r.error() : null,
                scala.jdk.javaapi.CollectionConverters.asScala(r.warnings()).toSeq(), error ? null : r.complete(),
                scala.jdk.javaapi.CollectionConverters.asScala(r.unread()).toSeq());
    }

    private static String stripNewline(String s) {
        return s.endsWith("\n") ? s.substring(0, s.length() - 1) : s;
    }
}
