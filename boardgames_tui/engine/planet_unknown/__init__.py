"""Planet Unknown (Adam's Apple Games, 2022): 1–6 players, solo with events and a target score."""

from .rules import PlanetUnknownEngine

ENGINE = PlanetUnknownEngine()

__all__ = ["ENGINE", "PlanetUnknownEngine"]
