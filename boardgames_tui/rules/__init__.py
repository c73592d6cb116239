"""The content of each game: JSON data validated on load, and rules.md, the in-app reference."""
