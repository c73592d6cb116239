"""Explore: the draw of 7 worlds, each seat's pick, the chooser's bonus pick, Explore powers, discards."""

from __future__ import annotations

from ..api import Prompt, without
from ..rng import Rng
from . import facts
from .actions import DISCARD, PASS, PICK, NFAction, Pick, shared
from .common import Step, ask, gain_colonists, gain_credits, order, seat_done, seat_name
from .content import tile
from .goals import GOALS
from .state import NFState
from ..text import plural

EXPLORE_DRAW = 7
"""Worlds drawn from the bag onto the display when Explore is selected."""


def start(state: NFState) -> None:
    """Explore was selected: draw the display (the one place Explore draws from the bag)."""
    k = min(EXPLORE_DRAW, len(state.bag))
    rng = Rng(state.rng)
    bag, display = state.bag, state.display
    for _ in range(k):
        display.append(bag.pop(rng.randbelow(len(bag))))
    state.rng = rng.state
    if k:
        state.reveals += 1
    state.say(f"Explore draws {k} worlds: " + ", ".join(tile(w).name for w in state.display))
    state.step = "explore"


def next_stage(state: NFState) -> bool:
    """After every seat picked: the chooser's bonus pick, then the display goes back, Explore
    powers, and discards. False once Explore is over (or for another action)."""
    if state.role != "explore":
        return False
    if state.step == "explore":
        state.step = "explore_bonus"
        state.queue = [state.chooser]
        return True
    if state.step == "explore_bonus":
        if state.display:
            state.say(f"{plural(len(state.display), 'world')} go{'es' if len(state.display) == 1 else ''} back into the bag")
        state.bag.extend(state.display)
        state.display = []
        after_explore(state)
        state.step = "discard"
        state.queue = order(state, state.chooser)
        return True
    return False


def after_explore(state: NFState) -> None:
    """Explore powers of every seat, in resolution order (extra worlds come from the bag)."""
    rng = Rng(state.rng)
    for s in order(state, state.chooser):
        who = seat_name(state, s)
        for tid, _, p in facts.powers(state, s, "explore"):
            eff = p["effect"]
            if eff == "extra_world":
                got = []
                for _ in range(min(p["amount"], len(state.bag))):
                    bag = state.bag
                    got.append(bag.pop(rng.randbelow(len(bag))))
                if got:
                    state.unsettled[s] = (*state.unsettled[s], *got)
                    state.reveals += 1
                    if state.explored_face_down:
                        state.say(f"{who} draws {len(got)} world from the bag ({tile(tid).name})", seat=s,
                                  private=f"You draw {', '.join(tile(w).name for w in got)} ({tile(tid).name})")
                    else:
                        state.say(f"{who} draws {', '.join(tile(w).name for w in got)} from the bag ({tile(tid).name})", seat=s)
            elif eff == "gain_colonists":
                gain_colonists(state, s, p["amount"])
                state.say(f"{who} gains {plural(p['amount'], 'colonist')} ({tile(tid).name})")
            elif eff == "gain_credits":
                gain_credits(state, s, p["amount"])
                state.say(f"{who} gains {p['amount']} credit ({tile(tid).name})")
    state.rng = rng.state


class ExplorePick(Step):
    """Each seat in turn takes a world from the display (or a Survey Archive world), or passes."""

    name = "explore"
    accepts = ("pick", "pass")
    what = "take a world from the display"

    def prompt(self, state: NFState, s: int) -> Prompt | None:
        if not state.display:
            return None
        return ask(f"{seat_name(state, s)}: {self.what}, or pass", "explore")

    def legal(self, state: NFState, s: int) -> list[NFAction]:
        if state.galaxy_goals and GOALS.can_archive(state, s):
            return [*(a for w in state.display for a in (PICK[w], shared(Pick, world=w, archive=True))), PASS]
        return [*map(PICK.__getitem__, state.display), PASS]

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        if isinstance(action, Pick):
            if action.world not in state.display:
                return "that world is not on the display"
            if action.archive and not (state.galaxy_goals and GOALS.can_archive(state, s)):
                if state.galaxy_goals and s in state.archived:
                    return "Survey Archive: you already put a world on your stockpile mat in this Explore action"
                return "Survey Archive is not face up, or your stockpile mat already holds 3 worlds"
        return None

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        who = seat_name(state, s)
        if isinstance(action, Pick):
            state.display.remove(action.world)
            if action.archive:
                state.stock_worlds[s] = (*state.stock_worlds[s], action.world)
                state.archived = (*state.archived, s)
                state.say(f"{who} takes {tile(action.world).name} onto the stockpile mat (Survey Archive)")
            else:
                state.unsettled[s] = (*state.unsettled[s], action.world)
                state.say(f"{who} takes {tile(action.world).name}")
        else:
            state.say(f"{who} passes")
        seat_done(state)


class ExploreBonus(ExplorePick):
    """The chooser's Explore bonus: one more world from what is left."""

    name = "explore_bonus"
    what = "take one more world (Explore bonus)"


class DiscardDown(Step):
    """A seat with more than 8 worlds on its mat discards unsettled worlds into the bag."""

    name = "discard"
    accepts = ("discard",)

    def prompt(self, state: NFState, s: int) -> Prompt | None:
        if facts.mat_worlds(state, s) > facts.WORLD_SLOTS:
            return ask(f"{seat_name(state, s)}: more than 8 worlds on your mat, discard an unsettled world", "discard")
        return None

    def legal(self, state: NFState, s: int) -> list[NFAction]:
        return list(map(DISCARD.__getitem__, state.unsettled[s]))

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        return None if action.world in state.unsettled[s] else "you can only discard one of your unsettled worlds"

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        who = seat_name(state, s)
        state.unsettled[s] = without(state.unsettled[s], action.world)
        state.bag.append(action.world)
        if state.explored_face_down:
            state.say(f"{who} discards an unsettled world into the bag", seat=s,
                      private=f"You discard {tile(action.world).name} into the bag")
        else:
            state.say(f"{who} discards {tile(action.world).name} into the bag", seat=s)
