package dev.satdoku.encode;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The satdoku version, as Maven wrote it into this module's jar. The one source of the version string:
 * {@code satdoku --version}, the DIMACS headers of the command line and of the library, and the
 * workbench all ask here, so they cannot disagree.
 */
public final class SatdokuVersion {

    private static final String VERSION = load();

    private SatdokuVersion() {
    }

    /** The version, e.g. {@code 0.1.0-SNAPSHOT}; {@code dev} when the classes run unpackaged and unfiltered. */
    public static String get() {
        return VERSION;
    }

    private static String load() {
        // Looked up beside this class, so it is this module's file also on the module path (a named
        // module's resources are searched in that module only).
        try (InputStream in = SatdokuVersion.class.getResourceAsStream("/satdoku-version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            String v = p.getProperty("version", "dev");
            // An unfiltered copy (an IDE copying resources itself) holds the Maven expression.
            return v.isBlank() || v.startsWith("${") ? "dev" : v;
        } catch (IOException e) {
            return "dev"; // as before: a version line is never worth failing a run
        }
    }
}
