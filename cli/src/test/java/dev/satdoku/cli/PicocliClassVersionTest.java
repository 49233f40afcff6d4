package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * picocli on the class path is the copy compiled from its sources with satdoku's own release (module
 * picocli), not the published jar: the JVM's class-data sharing archive leaves out classes of the
 * jar's class-file version 49 and every command class that implements their interfaces.
 */
class PicocliClassVersionTest {

    private static int majorVersion(Class<?> type) throws IOException {
        try (InputStream in = type.getResourceAsStream(type.getSimpleName() + ".class")) {
            DataInputStream data = new DataInputStream(in);
            assertEquals(0xCAFEBABE, data.readInt(), type.getName());
            data.readUnsignedShort();
            return data.readUnsignedShort();
        }
    }

    @Test
    void picocliIsCompiledForTheSameReleaseAsTheCommands() throws IOException {
        assertEquals(majorVersion(Main.class), majorVersion(CommandLine.class));
    }
}
