"""The solo automa (design: Vladimír Suchý): one solo tile per turn, split into visible steps.

Each step is a prompt of the automa's seat (AutomaTurn) whose only action the engine's
`automa_action` takes, so the player sees every step in the log.
"""

from __future__ import annotations

from . import actions as A
from .actions import shared
from .effects import CENTRE, cx, name, refill_offer
from .moves import ACTION_NAMES, arrive, enter_node
from .state import AquariaState
from .steps import Step
from .tasks import AutomaStage, task


def describe_tile(tid: str) -> str:
    t = cx().solo_tiles[tid]
    if t.kind == "fixed":
        return f"go to {ACTION_NAMES[t.circle]}"
    if t.kind == "centre":
        return "go to the centre"
    return f"go to the {'clockwise' if t.kind == 'clockwise' else 'counter-clockwise'} neighbour"


def target(s: AquariaState, tid: str) -> tuple[str, dict | None]:
    """Where the automa's die goes for a tile, and the extra action it then resolves."""
    t = cx().solo_tiles[tid]
    die = s.players[s.automa].die
    if t.kind == "fixed":
        return t.circle, t.extra
    if t.kind == "centre":
        return CENTRE, t.extra
    if die in ("", CENTRE):
        circle = t.from_centre_goes_to
    else:
        step = 1 if t.kind == "clockwise" else -1
        circle = s.ring[(s.ring.index(die) + step) % 5]
    if circle == "encyclopedia":
        return circle, t.extra_if_encyclopedia
    if circle == "cards_food":
        return circle, t.extra_if_cards_food
    return circle, None


def automa_step(s: AquariaState, t: AutomaStage) -> None:
    seat = s.automa
    who = name(s, seat)
    stage = t.stage
    s.tasks.pop()
    if stage == "reveal":
        tid = s.solo_pile.pop(0)
        s.solo_used = (*s.solo_used, tid)
        s.automa_tile = tid
        s.reveals += 1
        s.say(f"{who} reveals solo tile {tid}: {describe_tile(tid)}.")
        s.tasks.append(task(AutomaStage, seat=seat, stage="move"))
    elif stage == "move":
        circle, extra = target(s, s.automa_tile)
        arrive(s, seat, circle, human=False)
        if circle != CENTRE:
            s.say(f"{who} turns the arrow of {ACTION_NAMES[circle]}.")
        if extra and extra.get("encyclopedia_steps"):
            s.tasks.append(task(AutomaStage, seat=seat, stage="encyclopedia", steps=extra["encyclopedia_steps"],
                                fork=extra["fork"]))
        elif extra and extra.get("offer_row_cycle"):
            s.tasks.append(task(AutomaStage, seat=seat, stage="offer"))
    elif stage == "encyclopedia":
        steps, fork = t.steps, t.fork
        p = s.players[seat]
        for _ in range(steps):
            if p.ency == "E":
                s.say(f"{who} has arrived; further steps do nothing.")
                break
            nxt = cx().nodes[p.ency].next
            enter_node(s, seat, nxt[0] if fork == "left" else nxt[-1], automa=True)
    elif stage == "offer":
        dropped = [c for c in s.offer[3:] if c]
        s.discard.extend(dropped)
        s.offer = ["", "", "", *s.offer[:3]]
        refill_offer(s)
        s.say(f"{who} discards the bottom offer row ({', '.join(dropped) or 'empty'}); "
              "the top row moves down and 3 new cards are dealt.")


class AutomaTurn(Step):
    name = "automa"
    prompt_kind, accepts = "automa", ("automa_step",)

    def text(self, s, t):
        return {"reveal": "The automa reveals its solo tile", "move": "The automa moves its die",
                "encyclopedia": "The automa moves its encyclopedia marker",
                "offer": "The automa cycles the card offer"}[t.stage]

    def legal(self, s, t):
        yield shared(A.AutomaStep, step=t.stage)

    def why(self, s, t, a):
        return None if a.step == t.stage else f"the automa's next step is {t.stage}"

    def apply(self, s, t, a):
        automa_step(s, t)
