package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code satdoku render}: files, formats, solutions and the errors around them. */
class RenderCommandTest {

    @Test
    void writesAnSvgThatParsesAndAPngThatDecodes(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("blitz.svg");
        Cli r = Cli.run("render", Cli.instance("fpuzzles/blitz.sudoku"), "-o", svg.toString());
        assertEquals(0, r.code(), r.err());
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", doc.getDocumentElement().getTagName());
        String text = Files.readString(svg);
        assertTrue(text.contains("class=\"rule cage\"") && text.contains("class=\"rule littlekiller\""), "cages and little killers drawn");
        assertFalse(text.contains("class=\"solved\""), "no solution unless asked");

        Path png = dir.resolve("blitz.png");
        Cli solved = Cli.run("render", Cli.instance("fpuzzles/blitz.sudoku"), "--solution", "-o", png.toString(), "--scale", "0.5");
        assertEquals(0, solved.code(), solved.err());
        BufferedImage image = ImageIO.read(png.toFile());
        assertNotNull(image);
        assertEquals(330, image.getWidth(), "660 units at scale 0.5");

        Cli again = Cli.run("render", Cli.instance("fpuzzles/blitz.sudoku"), "-o", svg.toString());
        assertEquals(1, again.code());
        assertTrue(again.err().contains("already exists; use --force"), again.err());
        assertEquals(0, Cli.run("render", Cli.instance("fpuzzles/blitz.sudoku"), "-o", svg.toString(), "--force", "--solution").code());
        assertTrue(Files.readString(svg).contains("class=\"solved\""));
    }

    @Test
    void outputFilesAreReadableLikeAnyOtherFileNotPrivateTemporaryFiles(@TempDir Path dir) throws Exception {
        if (!dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            return; // permissions are a POSIX matter
        }
        Path svg = dir.resolve("p.svg");
        assertEquals(0, Cli.run("render", Cli.instance("classic/4x4.sudoku"), "-o", svg.toString()).code());
        // A file made the ordinary way gets 0666 less the umask; the picture gets the same read bits, not 0600.
        Path reference = Files.createFile(dir.resolve("reference"));
        assertEquals(reads(reference), reads(svg));
        assertTrue(reads(svg).contains(PosixFilePermission.OWNER_READ));
    }

    private static Set<PosixFilePermission> reads(Path p) throws Exception {
        return Files.getPosixFilePermissions(p).stream().filter(x -> x.name().endsWith("_READ")).collect(Collectors.toSet());
    }

    @Test
    void svgGoesToStandardOutputWithADash() {
        Cli r = Cli.run("render", Cli.instance("classic/4x4.sudoku"), "-o", "-");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("<?xml") && r.out().strip().endsWith("</svg>"), r.out());
    }

    @Test
    void badOutputNamesAndUnsolvablePuzzlesAreErrorsWithoutAFile(@TempDir Path dir) {
        Cli bad = Cli.run("render", Cli.instance("classic/4x4.sudoku"), "-o", dir.resolve("x.jpg").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("must end in .svg or .png"), bad.err());
        Path out = dir.resolve("none.png");
        Cli none = Cli.run("render", Cli.instance("classic/no-solution.sudoku"), "--solution", "-o", out.toString());
        assertEquals(1, none.code());
        assertTrue(none.err().contains("has no solution, so there is no solution to draw"), none.err());
        assertFalse(Files.exists(out));
        assertEquals(0, Cli.run("render", Cli.instance("classic/no-solution.sudoku"), "-o", out.toString()).code(),
                "without --solution it draws");
    }

    @Test
    void aPuzzleWithSeveralSolutionsShowsOneAndSaysSo(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("several.svg");
        Cli r = Cli.run("render", Cli.instance("classic/several-solutions.sudoku"), "--solution", "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("warning") && r.err().contains("multiple solutions"), r.err());
        assertTrue(Files.readString(out).contains("multiple solutions"), "the picture says so too");
    }
}
