package dev.satdoku.encode;

/** A solver model that does not describe a grid (missing or clashing cell digits). */
public class DecodeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public DecodeException(String message) {
        super(message);
    }
}
