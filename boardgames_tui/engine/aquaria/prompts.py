"""STEPS: every prompt verb of the task stack -> its Step (steps.py, bonus_steps.py, automa.py)."""

from __future__ import annotations

from .automa import AutomaTurn
from .bonus_steps import ChooseBonus, Dials, Ency, FoodAny, FTokenStep, Lion, Pet, PetLowerStep, TakeCards
from .steps import Act, EndTurnStep, FeedStep, FreePlace, Micro4, Move, Place, SetupKeep, SetupTile, Step

STEPS: dict[str, Step] = {
    "setup_tile": SetupTile(), "setup_keep": SetupKeep(), "move": Move(), "act": Act(), "place": Place(),
    "free_place": FreePlace(), "md_line": Dials(), "md_any": Dials(), "food_any": FoodAny(), "card": TakeCards(),
    "ency": Ency(), "choose": ChooseBonus(), "ftoken": FTokenStep(), "lionfish": Lion(), "pet": Pet(),
    "pet_lower": PetLowerStep(), "endturn": EndTurnStep(), "micro4": Micro4(), "feed": FeedStep(),
    "automa": AutomaTurn(),
}
