"""Play across machines: a host holds the game, each seat joins from its own terminal or browser."""
