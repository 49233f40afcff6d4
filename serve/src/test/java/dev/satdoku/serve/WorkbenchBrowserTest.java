package dev.satdoku.serve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInfo;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedCondition;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What every browser test of the page shares: one headless Chromium ({@link HeadlessChromium}: skipped
 * without one outside CI) and one workbench (30 s per question) per test class, a fresh page before
 * each test, and what a setter does on it (paste, click a cell, type) and reads back (the verdict, the
 * marks by cell). Test classes run one after another, so the fields are the running class's.
 */
abstract class WorkbenchBrowserTest {

    static Workbench bench;
    static WebDriver driver;
    static WorkbenchClient client;
    static String address;

    @BeforeAll
    static void startBrowserAndWorkbench(TestInfo test) throws IOException {
        driver = HeadlessChromium.start(test.getTestClass().map(Class::getSimpleName).orElse("browser test"));
        bench = Workbench.start(Workbench.Settings.loopback(0).withMaxSeconds(30), "test", System.err);
        client = new WorkbenchClient(bench);
        address = "http://127.0.0.1:" + bench.port() + "/";
    }

    @AfterAll
    static void stopBrowserAndWorkbench() {
        if (driver != null) {
            driver.quit();
            driver = null;
        }
        if (bench != null) {
            bench.close();
            bench = null;
        }
    }

    @BeforeEach
    void freshPage() {
        driver.get(address);
        waitFor(ExpectedConditions.elementToBeClickable(By.id("check")));
    }

    /**
     * Waits for a condition. The page rebuilds its lists (the rules, the checklist) whenever the puzzle or
     * its verdict changes, so an element found a moment ago may be gone: a condition that meets a stale
     * element is asked again.
     */
    static <T> T waitFor(ExpectedCondition<T> condition) {
        return new WebDriverWait(driver, Duration.ofSeconds(30)).ignoring(StaleElementReferenceException.class).until(condition);
    }

    /** Clicks the element the selector finds, finding it again if the page rebuilt it between finding and clicking. */
    static void clickOn(By selector) {
        waitFor(d -> {
            d.findElement(selector).click();
            return true;
        });
    }

    static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Puts the text in the puzzle box as a paste would (typing a 2 KB link key by key would only slow the test) and checks it. */
    static void paste(String text) {
        WebElement input = driver.findElement(By.id("puzzle-input"));
        js("arguments[0].value = arguments[1];", input, text);
        input.sendKeys(Keys.chord(Keys.CONTROL, Keys.ENTER));
    }

    /** {@link #paste}, then waits until the grid is drawn. */
    static void pasteAndDraw(String text) {
        paste(text);
        waitFor(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board svg rect.border")));
    }

    static String verdict() {
        return driver.findElement(By.id("verdict")).getText();
    }

    /**
     * Waits for a verdict. A key that makes a given replaces the verdict with "Reading…" before its
     * handler returns, so the verdict waited for is never the one of the question before.
     */
    static void awaitVerdict(String word) {
        waitFor(d -> verdict().contains(word));
    }

    static int count(String css) {
        return driver.findElements(By.cssSelector(css)).size();
    }

    /**
     * Where a cell's centre (1-based row and column) is, as an offset from the centre of the grid picture's
     * part inside the window: WebDriver measures an element's offsets from there, so a picture taller than
     * the window (a 4x4 grid with its legend) is not measured from its own centre.
     */
    static int[] cellOffset(int row, int col) {
        @SuppressWarnings("unchecked")
        List<Number> offset = (List<Number>) js(
                "const svg = document.querySelector('#board svg'), b = svg.querySelector('rect.border');"
                        + "const cell = b.width.baseVal.value / state.puzzle.cols;"
                        + "const p = svg.createSVGPoint();"
                        + "p.x = b.x.baseVal.value + (arguments[1] - 0.5) * cell; p.y = b.y.baseVal.value + (arguments[0] - 0.5) * cell;"
                        + "const s = p.matrixTransform(svg.getScreenCTM()); const r = svg.getBoundingClientRect();"
                        + "const left = Math.max(r.left, 0), right = Math.min(r.right, window.innerWidth);"
                        + "const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, window.innerHeight);"
                        + "return [s.x - (left + right) / 2, s.y - (top + bottom) / 2];", row, col);
        return new int[] {offset.get(0).intValue(), offset.get(1).intValue()};
    }

    /** Clicks a cell (1-based row and column) in the middle of its square, on any grid shape, and waits until it is selected. */
    static void clickCell(int row, int col) {
        waitFor(d -> {
            int[] at = cellOffset(row, col);
            new Actions(driver).moveToElement(driver.findElement(By.cssSelector("#board svg")), at[0], at[1]).click().perform();
            return true;
        });
        int index = (row - 1) * ((Number) js("return state.puzzle.cols;")).intValue() + col - 1;
        waitFor(d -> ((Number) js("return state.selected;")).intValue() == index);
    }

    static void type(CharSequence... keys) {
        new Actions(driver).sendKeys(keys).perform();
    }

    /**
     * The marks matching a selector, each as "rRcC=text" for the cell its centre lies in (from its SVG
     * coordinates and the grid's border), so a test checks where a mark is drawn, not only that it is. The
     * text is the element's own (a candidate's tooltip title left out), a group's all of it.
     */
    @SuppressWarnings("unchecked")
    static List<String> marks(String css) {
        return (List<String>) js(
                "const svg = document.querySelector('#board svg'), b = svg.querySelector('rect.border');"
                        + "const bx = b.x.baseVal.value, by = b.y.baseVal.value, cell = b.width.baseVal.value / state.puzzle.cols;"
                        + "return [...svg.querySelectorAll(arguments[0])].map(e => { const r = e.getBBox();"
                        + "  const col = Math.floor((r.x + r.width / 2 - bx) / cell) + 1, row = Math.floor((r.y + r.height / 2 - by) / cell) + 1;"
                        + "  const own = [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.nodeValue).join('');"
                        + "  return 'r' + row + 'c' + col + '=' + (e.tagName === 'g' ? e.textContent : own); });", css);
    }

    /** With SATDOKU_SCREENSHOTS=1 (or -Dsatdoku.screenshots=true), the window as docs/images/NAME.png. */
    static void screenshot(String name) throws IOException {
        if (!"1".equals(System.getenv("SATDOKU_SCREENSHOTS")) && !Boolean.getBoolean("satdoku.screenshots")) {
            return;
        }
        Path out = WorkbenchClient.ROOT.resolve("docs/images/" + name + ".png");
        Files.createDirectories(out.getParent());
        Files.write(out, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
    }
}
