package dev.satdoku.format.lz;

/** lz-string data that cannot be decompressed: empty, corrupt or cut short. */
public class LzStringException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public LzStringException(String message) {
        super(message);
    }
}
