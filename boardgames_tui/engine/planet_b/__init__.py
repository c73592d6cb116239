"""Planet B: a dome ecosystem on hex tiles (rules in rules/planet-b/rules.md)."""

from .rules import PlanetBEngine

ENGINE = PlanetBEngine()

__all__ = ["ENGINE", "PlanetBEngine"]
