"""Square grids: (row, col) cells, orthogonal neighbours, rows of strings."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

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


def connected_groups(cells: Iterable[Cell]) -> list[list[Cell]]:
    """Cells split into orthogonally connected groups; each group sorted, groups in order."""
    remaining = set(cells)
    groups = []
    for start in sorted(remaining):
        if start not in remaining:
            continue
        remaining.discard(start)
        group, todo = [], [start]
        while todo:
            r, c = todo.pop()
            group.append((r, c))
            for dr, dc in ORTHOGONAL:
                n = (r + dr, c + dc)
                if n in remaining:
                    remaining.discard(n)
                    todo.append(n)
        groups.append(sorted(group))
    return groups


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
