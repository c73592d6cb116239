"""New Frontiers: role selection, worlds, developments and goods (rules in rules/new-frontiers/rules.md)."""

from .rules import NewFrontiersEngine

ENGINE = NewFrontiersEngine()

__all__ = ["ENGINE", "NewFrontiersEngine"]
