"""Planet B options: the project-edition readings where the brief leaves the rules open."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator


class PlanetBOptions(BaseModel):
    """Project-edition readings the brief leaves open (see rules.md)."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    @model_validator(mode="before")
    @classmethod
    def _drop_final_harvest(cls, data):
        """Saves written before the final harvest became the visible one (the source's rule) carry
        `final_harvest` ("printed" or "showing"); both now read as the one rule."""
        if isinstance(data, dict) and "final_harvest" in data:
            data = {k: v for k, v in data.items() if k != "final_harvest"}
        return data

    tree_water_yield: Literal["each_hex", "once_per_group"] = "each_hex"
    """Trees/water: each new hex pays its group size (default), or each group touched pays once."""
    sheep_habitat: Literal["triangle", "any_three"] = "triangle"
    """Sheep habitat: 3 fences in a triangle (default), or any 3 connected fences."""
    wheat_goal: Literal["random", "WHEAT_1", "WHEAT_2", "WHEAT_3"] = "random"
    """Wheat goal: random, or 1 largest field, 2 triangles, 3 pairs."""
    berry_goal: Literal["random", "BERRY_1", "BERRY_2", "BERRY_3"] = "random"
    """Berry goal: random, or 1 longest chain, 2 bent threes, 3 straight line."""
    apple_goal: Literal["random", "APPLE_1", "APPLE_2", "APPLE_3"] = "random"
    """Apple goal: random, or 1 orchards, 2 straight threes, 3 apples on the rim."""
    animal_goal: Literal["random", "ANIMAL_1", "ANIMAL_2", "ANIMAL_3"] = "random"
    """Animal goal: random, or 1 largest herd, 2 animal groups, 3 animals on the rim."""
