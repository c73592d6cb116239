"""New game: choose the game, the seats (name and kind), the game's options and the seed.

The options form is generated from the engine's `Options` pydantic model: bool → Switch,
Literal[...] → Select, int → Input with its bounds; each labelled with the field's description.
"""

from __future__ import annotations

import asyncio

import secrets
import typing
from typing import Any, ClassVar

from pydantic import BaseModel
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, OptionList, Select, Static, Switch
from textual.widgets.option_list import Option

from ...engine.text import NAME_INPUT_PATTERN, NAME_MAX, name_problem

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def bot_names() -> list[str]:
    try:
        from ...bots import BOTS
    except ImportError:
        return ["random", "greedy"]
    return list(BOTS)


def bot_choices() -> list[tuple[str, str]]:
    """(label, bot name) of the bots a seat may be, the search bot by strength (easy, normal, hard)."""
    try:
        from ...bots import SEAT_CHOICES
    except ImportError:
        return [(b, b) for b in bot_names()]
    return SEAT_CHOICES


def seat_kinds(engine) -> list[tuple[str, str]]:
    """(label, value) of the seat kinds a game allows."""
    kinds = [("human", "human")] + [(f"bot {label}", f"bot:{name}") for label, name in bot_choices()]
    if engine.has_automa:
        kinds.append(("automa", "automa"))
    kinds.append(("remote (joins by a link)", "remote"))  # a person on another machine (net/hosted.py)
    return kinds


def option_applies(options: type[BaseModel], name: str, count: int) -> bool:
    """Whether an option applies to a game of `count` players, as the game declares it
    (`Field(json_schema_extra={"players": (lo, hi)})`: the planet of seat 3, the solo deck); the
    form shows an option only for the counts it applies to."""
    extra = options.model_fields[name].json_schema_extra
    players = extra.get("players") if isinstance(extra, dict) else None
    return players is None or players[0] <= count <= players[1]


def option_fields(options: type[BaseModel]) -> list[tuple[str, str, Any, Any]]:
    """(name, label, kind, extra) per option: kind "bool", "choice" (extra: values) or "int" (extra: (lo, hi))."""
    out = []
    for name, field in options.model_fields.items():
        label = field.description or name.replace("_", " ")
        ann = field.annotation
        if ann is bool:
            out.append((name, label, "bool", None))
        elif typing.get_origin(ann) is typing.Literal:
            out.append((name, label, "choice", list(typing.get_args(ann))))
        elif ann is int:
            lo = hi = None
            for m in field.metadata:
                lo = getattr(m, "ge", lo) if getattr(m, "ge", None) is not None else lo
                lo = (m.gt + 1) if getattr(m, "gt", None) is not None else lo
                hi = getattr(m, "le", hi) if getattr(m, "le", None) is not None else hi
                hi = (m.lt - 1) if getattr(m, "lt", None) is not None else hi
            out.append((name, label, "int", (lo, hi)))
    return out


class NewGameScreen(Screen):
    """Set up a game (see module docstring)."""

    BINDINGS = [
        Binding("ctrl+s,f5", "start", "Start"),
        Binding("escape", "close", "Back"),
    ]

    random_seed: ClassVar = staticmethod(lambda: secrets.randbelow(1_000_000))
    """Where the default seed comes from (tests fix it)."""

    def __init__(self, games: list | None = None) -> None:
        super().__init__()
        if games is None:
            from ...engine.registry import GAMES

            games = sorted(GAMES.values(), key=lambda e: e.title)
        self.games = list(games)
        self.engine = self.games[0] if self.games else None
        self.seed = self.random_seed()
        self.form_lock = asyncio.Lock()
        """One form build at a time: a game highlighted while the first form is still being
        mounted must not interleave its removal and mounting with that one's."""
        self.form_engine = None
        """The game the form on screen was built for."""

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static("New game", classes="screen-title")
        if not self.games:
            yield Static("No games are installed yet: there is nothing to set up.", classes="empty-note")
            yield Footer()
            return
        with Horizontal(id="new-main"):
            with Vertical(id="game-list-box"):
                yield OptionList(*(self.game_option(e) for e in self.games), id="game-list")
            yield VerticalScroll(id="form")
        yield Footer()

    @staticmethod
    def game_option(engine) -> Option:
        players = (f"{engine.min_players} player" if engine.min_players == engine.max_players == 1
                   else f"{engine.min_players}–{engine.max_players} players")
        solo = " · solo vs automa" if engine.has_automa else ""
        return Option(f"{engine.title}\n  {players}{solo}", id=engine.id)

    async def on_mount(self) -> None:
        if self.engine is not None:
            await self.build_form()
            self.query_one("#game-list", OptionList).focus()

    async def build_form(self) -> None:
        async with self.form_lock:
            if self.engine is not self.form_engine:
                await self._build_form(self.engine)
                self.form_engine = self.engine

    async def _build_form(self, engine) -> None:
        form = self.query_one("#form", VerticalScroll)
        await form.remove_children()
        count = min(max(2, engine.min_players), engine.max_players)
        widgets = [
            Static(f"{engine.title}: {engine.description}", classes="form-heading", markup=False),
            Horizontal(
                Label("Players", classes="form-label"),
                Select([(str(n), n) for n in range(engine.min_players, engine.max_players + 1)],
                       value=count, allow_blank=False, id="player-count", classes="form-field", compact=True),
                classes="form-row",
            ),
        ]
        kinds = seat_kinds(engine)
        for i in range(engine.max_players):
            row = Horizontal(
                Label(f"Seat {i + 1}", classes="form-label"),
                Input(NAMES[i % len(NAMES)], max_length=NAME_MAX, restrict=NAME_INPUT_PATTERN,
                      id=f"seat-name-{i}", classes="seat-name", compact=True),
                Select([(label, value) for label, value in kinds], value="human", allow_blank=False,
                       id=f"seat-kind-{i}", classes="seat-kind", compact=True),
                classes="form-row seat-row", id=f"seat-row-{i}",
            )
            row.display = i < count
            widgets.append(row)
        fields = option_fields(engine.Options)
        if fields:
            widgets.append(Static("Options", classes="form-heading"))
        defaults = engine.Options()
        for name, label, kind, extra in fields:
            value = getattr(defaults, name)
            if kind == "bool":
                field = Switch(value=bool(value), id=f"opt-{name}", classes="form-field")
            elif kind == "choice":
                field = Select([(str(v), v) for v in extra], value=value, allow_blank=False, id=f"opt-{name}", classes="form-field", compact=True)
            else:
                lo, hi = extra
                bounds = f"{lo if lo is not None else ''}–{hi if hi is not None else ''}" if (lo, hi) != (None, None) else ""
                field = Input(str(value), type="integer", id=f"opt-{name}", classes="form-field",
                              tooltip=f"a whole number {bounds}".strip(), compact=True)
                if bounds:
                    label = f"{label} ({bounds})"
            row = Horizontal(Label(label, classes="form-label option-label"), field, classes="form-row option-row", id=f"opt-row-{name}")
            row.display = option_applies(engine.Options, name, count)
            widgets.append(row)
        widgets.append(Horizontal(
            Label("Seed", classes="form-label"),
            Input(str(self.seed), type="integer", id="seed", classes="form-field", tooltip="Same seed, same game", compact=True),
            classes="form-row",
        ))
        widgets.append(Horizontal(Button("Start", id="start", variant="primary", compact=True), classes="form-row"))
        await form.mount_all(widgets)

    # ------------------------------------------------------------ events

    @on(OptionList.OptionHighlighted, "#game-list")
    async def _game_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        engine = next((e for e in self.games if e.id == event.option_id), None)
        if engine is not None and engine is not self.engine:
            self.engine = engine
            await self.build_form()

    @on(OptionList.OptionSelected, "#game-list")
    def _game_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.query_one("#player-count", Select).focus()

    @on(Select.Changed, "#player-count")
    def _count_changed(self, event: Select.Changed) -> None:
        count = int(event.value) if isinstance(event.value, int) else 0
        for row in self.query(".seat-row"):
            row.display = int(row.id.rsplit("-", 1)[1]) < count
        for row in self.query(".option-row"):  # rows of self.engine: an old form is removed before a new one mounts
            row.display = option_applies(self.engine.Options, row.id.removeprefix("opt-row-"), count)

    @on(Button.Pressed, "#start")
    def _start_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_start()

    # ------------------------------------------------------------ starting

    def collect(self) -> tuple[list[dict], int, dict[str, Any]]:
        """Seats, seed and options from the form; ValueError with a readable message."""
        engine = self.engine
        count = self.query_one("#player-count", Select).value
        seats = []
        for i in range(int(count)):
            name = self.query_one(f"#seat-name-{i}", Input).value.strip()
            if not name:
                raise ValueError(f"seat {i + 1} needs a name")
            problem = name_problem(name)  # the one names policy (engine/text.py)
            if problem:
                raise ValueError(f"seat {i + 1}: {problem}")
            kind = self.query_one(f"#seat-kind-{i}", Select).value
            if isinstance(kind, str) and kind.startswith("bot:"):
                seats.append({"name": name, "kind": "bot", "bot": kind.removeprefix("bot:")})
            else:
                seats.append({"name": name, "kind": kind})
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(seed_text) if seed_text else self.random_seed()
        except ValueError:
            raise ValueError(f"the seed must be a whole number, not {seed_text!r}") from None
        options: dict[str, Any] = {}
        for name, label, kind, extra in option_fields(engine.Options):
            widget = self.query_one(f"#opt-{name}")
            if kind == "bool":
                options[name] = bool(widget.value)
            elif kind == "choice":
                options[name] = widget.value
            else:
                text = widget.value.strip()
                try:
                    value = int(text)
                except ValueError:
                    raise ValueError(f"{label}: a whole number, please (not {text!r})") from None
                lo, hi = extra
                if (lo is not None and value < lo) or (hi is not None and value > hi):
                    raise ValueError(f"{label}: between {lo} and {hi}, not {value}")
                options[name] = value
        return seats, seed, options

    def action_start(self) -> None:
        if self.engine is None:
            return
        try:
            seats, seed, options = self.collect()
        except ValueError as err:
            self.app.notify(str(err), title="Cannot start the game", severity="error")
            return
        self.app.new_game(self.engine.id, seats, seed, options)

    def action_close(self) -> None:
        self.app.pop_screen()
