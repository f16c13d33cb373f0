package dev.steward.store;

import java.nio.file.Path;

/**
 * The {@link WriteProbe} of the crash tests' child JVMs: prints {@code m <file>} in the middle of every write and
 * stops there for good at the {@code blockAt}-th one (counting from 0), so the parent's SIGKILL, sent when it
 * reads that line, lands inside the write. A negative {@code blockAt} never stops. With a file name, only writes of
 * files of that name are counted.
 */
public final class BlockingProbe implements WriteProbe {
    /** What the child prints in the middle of a write, before the file name. */
    public static final String MID_WRITE = "m ";

    private final int blockAt;
    private final String fileName;
    private int calls;

    public BlockingProbe(int blockAt) {
        this(blockAt, null);
    }

    /** Stops at the {@code blockAt}-th write of a file named {@code fileName}. */
    public BlockingProbe(int blockAt, String fileName) {
        this.blockAt = blockAt;
        this.fileName = fileName;
    }

    @Override
    public synchronized void midWrite(Path file) {
        System.out.println(MID_WRITE + file.toAbsolutePath());
        System.out.flush();
        if (fileName != null && !file.getFileName().toString().equals(fileName)) {
            return;
        }
        if (calls++ == blockAt) {
            while (true) {
                try {
                    Thread.sleep(60_000); // until the parent's SIGKILL
                } catch (InterruptedException e) {
                    // a kill is the only way out of here
                }
            }
        }
    }

    /** For the parent: whether a line the child printed is a mid-write line. */
    public static boolean isMidWrite(String line) {
        return line != null && line.startsWith(MID_WRITE);
    }

    /** For the parent: the file a mid-write line names. */
    public static Path file(String line) {
        return Path.of(line.substring(MID_WRITE.length()));
    }
}
