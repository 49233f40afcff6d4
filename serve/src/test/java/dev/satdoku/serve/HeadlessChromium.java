package dev.satdoku.serve;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The headless Chromium the browser tests drive, found the same way for each of them: without a
 * browser the test is skipped with a message, except in CI, where that is a failure.
 */
final class HeadlessChromium {

    private HeadlessChromium() {
    }

    /** A WebDriver on a fresh headless Chromium of a fixed window size (screenshots compare); aborts or fails without one. */
    static WebDriver start(String testName) {
        Path chromium = find("SATDOKU_CHROMIUM", "chromium", "chromium-browser", "google-chrome");
        Path chromedriver = find("SATDOKU_CHROMEDRIVER", "chromedriver");
        if (chromium == null || chromedriver == null) {
            String why = "no headless browser: install the Debian packages chromium and chromium-driver (or set SATDOKU_CHROMIUM "
                    + "and SATDOKU_CHROMEDRIVER) to run the browser tests";
            if (System.getenv("CI") != null && !System.getenv("CI").isBlank() && !System.getenv("CI").equals("false")) {
                fail("CI: " + why);
            }
            System.err.println(testName + " skipped: " + why);
            Assumptions.abort(why);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1440,960",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--lang=en");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver.toFile())
                .usingAnyFreePort().build();
        return new ChromeDriver(service, options);
    }

    /** An executable named by the environment variable, else the first of the names found on PATH. */
    private static Path find(String variable, String... names) {
        String given = System.getenv(variable);
        if (given != null && Files.isExecutable(Path.of(given))) {
            return Path.of(given);
        }
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            for (String name : names) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return p;
                }
            }
        }
        return null;
    }
}
