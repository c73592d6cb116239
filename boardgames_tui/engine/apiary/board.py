"""The action board: which action a space is, who sits in its slots, and the worker codes stored there."""

from __future__ import annotations

from functools import cache

from .state import ApiaryState


@cache
def action_of(space: str) -> str:
    """The action of a space: advance_a -> advance."""
    return space.split("_")[0]


@cache
def space_actions(spaces: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """(space, its action) for each space of a board side, in board order."""
    return tuple((space, action_of(space)) for space in spaces)


def code(seat: int, w: int) -> int:
    return seat * 4 + w


def shifted(s: ApiaryState, space: str) -> int:
    """The code of the worker that would sit in the second slot after a placement (-1 none)."""
    slots = s.spaces[space]
    return slots[0] if len(slots) == 2 else -1


def strength_of(s: ApiaryState, c: int) -> int:
    return s.players[c // 4].ws[c % 4]


def occupy(s: ApiaryState, space: str, c: int) -> int:
    """Worker `c` takes the first slot of `space`: on a double space the worker there shifts to
    the second slot (bumping the one in it); on a single space it is bumped. The bumped code, or -1."""
    slots = s.spaces[space]
    if len(slots) == 2:
        first, second = slots
        s.spaces[space] = (c, first if first >= 0 else second)
        return second if first >= 0 else -1
    s.spaces[space] = (c,)
    return slots[0]


def leave(s: ApiaryState, space: str, c: int) -> None:
    """Worker `c` leaves `space`: a worker behind it moves up into the first slot."""
    slots = s.spaces[space]
    staying = tuple(x for x in slots if x != c and x >= 0)
    s.spaces[space] = staying + (-1,) * (len(slots) - len(staying))
