package dev.satdoku.encode;

/** A solver model that does not describe a grid (missing or clashing cell digits). */
public class DecodeException extends RuntimeException {

    public DecodeException(String message) {
        super(message);
    }
}
