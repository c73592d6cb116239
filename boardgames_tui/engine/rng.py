"""Deterministic PRNG whose whole state is one int stored in the game state.

SplitMix64: tiny, fast in pure Python, and good enough for shuffling cards. The state is a
64-bit int, so a game state (and a save) carries it as a plain field; the same seed and the
same actions always give the same game, byte for byte.

    rng = Rng(state.rng)
    rng.shuffle(deck)
    state.rng = rng.state
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_TWO64 = 1 << 64

SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1
"""Seeds are 64-bit signed integers: the rng folds a seed into 64 bits, so a wider one would
only alias a narrower one (saves and `new_game` refuse seeds outside this range)."""
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The initial rng state for a seed (any int, negative ones included)."""
    return (seed * 0x2545F4914F6CDD1D + 0x1234567) & _MASK


class Rng:
    """A SplitMix64 generator. `state` is the whole of it."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        if state < 0:
            raise ValueError("the rng of a view is hidden; determinize the view first")
        self.state = state & _MASK

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(seed_state(seed))

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Uniform int in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = _TWO64 - (_TWO64 % n)
        state = self.state
        while True:  # next64 inlined (as in shuffle): every playout step of every bot draws here
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def randint(self, a: int, b: int) -> int:
        """Uniform int in [a, b], both ends included."""
        return a + self.randbelow(b - a + 1)

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randbelow(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher–Yates in place: the draws of randbelow(i + 1) for i from the top down, inlined
        (a game's setup shuffles every deck and stack this way)."""
        state = self.state
        for i in range(len(seq) - 1, 0, -1):
            n = i + 1
            limit = _TWO64 - (_TWO64 % n)
            while True:
                state = (state + _GOLDEN) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            seq[i], seq[j] = seq[j], seq[i]
        self.state = state

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def fork(self) -> Rng:
        """An independent generator derived from this one (advances this one once)."""
        return Rng(self.next64())
