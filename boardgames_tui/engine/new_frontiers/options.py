"""New Frontiers options: readings the brief leaves open and setup choices (see rules.md)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class NFOptions(BaseModel):
    """Readings the brief leaves open and setup choices (see rules.md)."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    development_sides: Literal["first_game", "random"] = "first_game"
    """Variable small stacks and large tiles: first-game sides (default), or a coin flip each."""
    home_sides: Literal["first_game", "random"] = "first_game"
    """Empire mats: side A (default), or a random side for each mat."""
    colonist_supply_formula: Literal["10n+4", "12n"] = "10n+4"
    """Colonist supply: 10 per player + 4 (default, BGA), or 12 per player (reviews)."""
    galaxy_goals: bool = False
    """Galaxy Goals option: the Retreat tile is turned to its Galaxy Goals side."""
    picks_per_player: int = Field(default=1, ge=1, le=2, json_schema_extra={"players": (2, 2)})
    """Action tiles each player selects per round (2 only with 2 players, snake order A B B A)."""
    explored_worlds: Literal["open", "face_down"] = "open"
    """Explored, unsettled worlds (and Survey Archive worlds): open to all (default), or hidden from rivals."""
