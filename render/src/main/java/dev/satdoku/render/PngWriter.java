package dev.satdoku.render;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.PNGTranscoder;

/**
 * SVG to PNG with Apache Batik's transcoder, so the PNG is the SVG's own picture rather than a
 * second drawing of it. Batik draws through Java2D into an off-screen image and needs no display; AWT is
 * put in headless mode first (unless the caller chose otherwise) so that a DISPLAY variable pointing at
 * nothing cannot get in the way.
 */
public final class PngWriter {

    private PngWriter() {
    }

    /**
     * Writes {@code svg} as a PNG {@code scale} times its size in SVG units (1 = one pixel per unit).
     */
    public static void write(String svg, double scale, OutputStream out) throws IOException {
        if (!(scale > 0) || scale > 20) {
            throw new IllegalArgumentException("scale must be in (0, 20], got " + scale);
        }
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
        PNGTranscoder t = new PNGTranscoder();
        float width = (float) (widthOf(svg) * scale);
        t.addTranscodingHint(PNGTranscoder.KEY_WIDTH, width);
        try {
            t.transcode(new TranscoderInput(new StringReader(svg)), new TranscoderOutput(out));
        } catch (TranscoderException e) {
            throw new IOException("cannot draw the PNG: " + e.getMessage(), e);
        }
        out.flush();
    }

    /** The root element's width attribute (the renderer always writes one). */
    static double widthOf(String svg) {
        int root = svg.indexOf("<svg");
        int at = svg.indexOf(" width=\"", root);
        if (root < 0 || at < 0) {
            throw new IllegalArgumentException("not an SVG document with a width");
        }
        int from = at + 8;
        return Double.parseDouble(svg.substring(from, svg.indexOf('"', from)));
    }
}
