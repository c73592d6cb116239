"""Pure rules engines: pydantic and the standard library only (never textual or rich)."""
