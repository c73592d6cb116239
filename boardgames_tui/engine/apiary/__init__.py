"""Apiary: space bees, worker strength, hex hives and hibernation (rules in rules/apiary/rules.md)."""

from .rules import ApiaryEngine

ENGINE = ApiaryEngine()

__all__ = ["ENGINE", "ApiaryEngine"]
