"""The app's screens, one module each, imported lazily (start-up time)."""
