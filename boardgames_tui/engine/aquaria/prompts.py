"""STEPS: every step of the task stack that asks -> its Step (steps.py, bonus_steps.py, automa.py),
by the step's own name (engine/steps.py's `by_name`)."""

from __future__ import annotations

from ..steps import by_name
from .automa import AutomaTurn
from .bonus_steps import ChooseBonus, Dials, Ency, FoodAny, FTokenStep, LineDialsStep, Lion, Pet, PetLowerStep, TakeCards
from .steps import Act, EndTurnStep, FeedStep, FreePlace, Micro4, Move, Place, SetupKeep, SetupTile

STEPS = by_name(
    SetupTile(), SetupKeep(), Move(), Act(), Place(), FreePlace(), LineDialsStep(), Dials(), FoodAny(), TakeCards(),
    Ency(), ChooseBonus(), FTokenStep(), Lion(), Pet(), PetLowerStep(), EndTurnStep(), Micro4(), FeedStep(),
    AutomaTurn(),
)
