"""Square grids: (row, col) cells or square indices, orthogonal neighbours, rows of strings; and
the flood fill of every board (`reach`, `groups`: any cells with a neighbour function, hexes too)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from typing import TypeVar

Cell = tuple[int, int]

ORTHOGONAL: tuple[Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))
"""Up, right, down, left."""
DIAGONAL: tuple[Cell, ...] = ((-1, -1), (-1, 1), (1, 1), (1, -1))


def neighbours(cell: Cell, height: int, width: int, diagonal: bool = False) -> list[Cell]:
    """Orthogonal (and optionally diagonal) neighbours inside a height x width grid."""
    r, c = cell
    steps = ORTHOGONAL + DIAGONAL if diagonal else ORTHOGONAL
    return [(r + dr, c + dc) for dr, dc in steps if 0 <= r + dr < height and 0 <= c + dc < width]


def inside(cell: Cell, height: int, width: int) -> bool:
    return 0 <= cell[0] < height and 0 <= cell[1] < width


def on_edge(cell: Cell, height: int, width: int) -> bool:
    r, c = cell
    return r == 0 or c == 0 or r == height - 1 or c == width - 1


@lru_cache(maxsize=None)
def neighbour_table(height: int, width: int) -> tuple[tuple[int, ...], ...]:
    """For each square of a height x width grid by its index (r * width + c), the indices of its
    orthogonal neighbours inside the grid: up, right, down, left. Worked out once per size."""
    return tuple(
        tuple(r * width + c for r, c in neighbours(divmod(i, width), height, width)) for i in range(height * width)
    )


T = TypeVar("T")


def reach(starts: Iterable[T], allowed: Callable[[T], bool], step: Callable[[T], Iterable[T]]) -> set[T]:
    """Flood fill: `starts` and every cell reached from them by `step` (a cell's neighbours)
    through cells that are `allowed`."""
    seen = set(starts)
    todo = list(seen)
    while todo:
        for n in step(todo.pop()):
            if n not in seen and allowed(n):
                seen.add(n)
                todo.append(n)
    return seen


def groups(cells: Iterable[T], step: Callable[[T], Iterable[T]]) -> list[list[T]]:
    """`cells` split into connected groups (`step`: a cell's neighbours); each group sorted, the
    groups in the order of their first cells."""
    remaining = set(cells)
    out = []
    for start in sorted(remaining):
        if start in remaining:
            group = reach((start,), remaining.__contains__, step)
            remaining -= group
            out.append(sorted(group))
    return out


def _orthogonal(cell: Cell) -> Iterator[Cell]:
    r, c = cell
    for dr, dc in ORTHOGONAL:
        yield r + dr, c + dc


def connected_groups(cells: Iterable[Cell]) -> list[list[Cell]]:
    """Cells split into orthogonally connected groups; each group sorted, groups in order."""
    return groups(cells, _orthogonal)


def make_rows(height: int, width: int, fill: str = ".") -> list[str]:
    """A grid stored compactly as a list of strings, one character per cell."""
    return [fill * width for _ in range(height)]


def get(rows: Sequence[str], cell: Cell) -> str:
    return rows[cell[0]][cell[1]]


def set_cell(rows: list[str], cell: Cell, ch: str) -> None:
    """Set one character of a list-of-strings grid in place."""
    r, c = cell
    if len(ch) != 1:
        raise ValueError("a grid cell holds one character")
    rows[r] = rows[r][:c] + ch + rows[r][c + 1 :]
