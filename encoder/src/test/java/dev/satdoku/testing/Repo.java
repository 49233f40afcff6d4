package dev.satdoku.testing;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the repository root (where instances/ lives) from any module's test run. */
public final class Repo {

    private Repo() {
    }

    public static Path root() {
        String prop = System.getProperty("satdoku.root");
        if (prop != null && Files.isDirectory(Path.of(prop, "instances"))) {
            return Path.of(prop);
        }
        Path p = Path.of("").toAbsolutePath();
        while (p != null) {
            if (Files.isDirectory(p.resolve("instances")) && Files.exists(p.resolve("pom.xml"))) {
                return p;
            }
            p = p.getParent();
        }
        throw new IllegalStateException("cannot find the repository root (a folder with pom.xml and instances/)");
    }

    public static Path instances() {
        return root().resolve("instances");
    }
}
