package dev.satdoku.serve;

import java.io.IOException;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One workbench for a whole test class, on a free loopback port with a 20 s limit per question, and a
 * client of it: started before the class's first test and closed after its last. Register it with
 * {@code @RegisterExtension static final RunningWorkbench WORKBENCH = new RunningWorkbench();}.
 */
final class RunningWorkbench implements BeforeAllCallback, AfterAllCallback {

    private Workbench bench;
    private WorkbenchClient client;

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        bench = Workbench.start(Workbench.Settings.loopback(0).withMaxSeconds(20), "test", System.err);
        client = new WorkbenchClient(bench);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (bench != null) {
            bench.close();
            bench = null;
            client = null;
        }
    }

    /** The port the running workbench listens on (for raw HTTP). */
    int port() {
        if (bench == null) {
            throw new IllegalStateException("the workbench runs only while its test class does");
        }
        return bench.port();
    }

    /** The client of the running workbench; only between the class's start and end. */
    WorkbenchClient client() {
        if (client == null) {
            throw new IllegalStateException("the workbench runs only while its test class does");
        }
        return client;
    }
}
