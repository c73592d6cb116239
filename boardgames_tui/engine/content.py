"""Shared loading of game content from `rules/<game>/` (shipped as boardgames_tui.rules).

Each game's `content.py` validates the JSON with its own pydantic models and caches the
result (functools.cache), so content loads once, at first use.
"""

from __future__ import annotations

import json
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

Edition = Literal["official", "project"]
"""Where a component comes from: the published game, or our own design where no source gives it."""


class Component(BaseModel):
    """Base of content models: every component says which edition it is."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    edition: Edition


PROJECT_EDITION = "Project edition: numbers of our own"
"""The inspect pane's line on a component whose data is our own design, not the published
game's (issue 23 item 11): one line, short enough for the pane at 80 columns."""


def edition_note(*components: Any) -> tuple[str, ...]:
    """(PROJECT_EDITION,) when any of `components` (content models, or the dicts of games
    that keep their data as loaded JSON) is of the project's edition, else (): the line a
    describe function adds so that a fan knows which components are the published ones."""
    for c in components:
        edition = c.get("edition") if isinstance(c, dict) else getattr(c, "edition", None)
        if edition == "project":
            return (PROJECT_EDITION,)
    return ()


class ContentError(ValueError):
    """Game data that is missing or does not validate; the message names the file."""


def rules_dir(game_id: str) -> Traversable:
    return files("boardgames_tui.rules") / game_id


def load_json(game_id: str, name: str) -> Any:
    path = rules_dir(game_id) / name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(f"missing game data rules/{game_id}/{name}") from None
    except json.JSONDecodeError as err:
        raise ContentError(f"rules/{game_id}/{name} is not valid JSON: {err}") from None


def load_model(game_id: str, name: str, model: type[BaseModel]) -> Any:
    """Load rules/<game>/<name> and validate it as `model`."""
    try:
        return model.model_validate(load_json(game_id, name))
    except ValidationError as err:
        raise ContentError(f"rules/{game_id}/{name} does not validate: {err}") from None


def rules_text(game_id: str) -> str:
    """The game's rules.md, the in-app reference."""
    return (rules_dir(game_id) / "rules.md").read_text(encoding="utf-8")
