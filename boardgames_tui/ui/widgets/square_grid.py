"""SquareGrid: a grid of (row, col) cells, one glyph and tone per cell; any shape of cells.

    grid = SquareGrid.rect(8, 10)                       # or SquareGrid([(0, 0), (0, 1), ...])
    grid.set_cells({(0, 0): ("~", "water")})
    grid.highlight(legal_cells)
    grid.set_ghost({(2, 3): "#", (2, 4): "#"}, ok=False) # an illegal placement, in $error

Keys: arrows move the cursor, r rotates (0–3, 90° steps), f flips, Enter or a click on the
cursor cell confirms. Messages: `SquareGrid.CursorMoved(coord, rotation, flip)` and
`SquareGrid.SpotChosen(coord, rotation, flip)`; coordinates as in engine/grid.py.
Tones and styles are the same as HexBoard's with the prefix `square-grid--`.
"""

from __future__ import annotations

from typing import ClassVar

from ...engine.grid import Cell
from ._cells import MARKS, TONES, CellBoard, _tone_css


class SquareGrid(CellBoard[Cell]):
    """A square grid with cursor, highlight and ghost (see module docstring)."""

    PREFIX: ClassVar[str] = "square-grid"
    ROTATIONS: ClassVar[int] = 4
    CELL_WIDTH: ClassVar[int] = 3
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        f"square-grid--{n}" for n in (*TONES, *MARKS)
    }
    class CursorMoved(CellBoard.CursorMoved):
        """The cursor, rotation or flip changed (coord, rotation, flip): redraw the ghost."""

    class SpotChosen(CellBoard.SpotChosen):
        """Enter or a click on the cursor cell: the player chose (coord, rotation, flip)."""

    DEFAULT_CSS = _tone_css("square-grid", "SquareGrid")

    @classmethod
    def rect(cls, height: int, width: int, **kwargs) -> SquareGrid:
        """A full height x width grid."""
        return cls([(r, c) for r in range(height) for c in range(width)], **kwargs)

    def _place(self, cell: Cell) -> tuple[int, int]:
        return cell[1] * self.cell_width, cell[0]
