"""HexBoard: any axial hex map (pointy-top, odd rows shifted), one glyph and tone per hex.

    board = HexBoard(hexgrid.spiral((0, 0), 2))
    board.set_cells({(0, 0): ("W", "water"), (1, 0): ("2", "p1")})   # glyph, tone
    board.highlight(legal_hexes)                                     # legal spots
    board.set_ghost({(0, 0): "T", (1, 0): "T"}, ok=True)             # piece being placed

Keys: arrows move the cursor over the map (up/down go to the nearest hex of the row above or
below), r rotates (0–5, 60° steps), f flips, Enter or a click on the cursor hex confirms.
Messages: `HexBoard.CursorMoved(coord, rotation, flip)` (redraw the ghost) and
`HexBoard.SpotChosen(coord, rotation, flip)` (make the move). Coordinates are axial (q, r)
as in boardgames_tui.engine.hexgrid; the screen position comes from hexgrid.to_offset.

Tones: empty muted strong water land good warn bad info p0..p5 (player colours); a
subclass may add `hex-board--<tone>` component classes in its DEFAULT_CSS with theme
variables. Highlight, ghost and cursor styles are `hex-board--legal/--ghost/--ghost-bad/
--cursor`. Each hex takes `cell_width` characters (4: glyphs of up to 3 characters).
"""

from __future__ import annotations

from typing import ClassVar

from ...engine.hexgrid import Hex, to_offset
from ._cells import MARKS, TONES, CellBoard, _tone_css


class HexBoard(CellBoard[Hex]):
    """An axial hex map with cursor, highlight and ghost (see module docstring)."""

    PREFIX: ClassVar[str] = "hex-board"
    ROTATIONS: ClassVar[int] = 6
    CELL_WIDTH: ClassVar[int] = 4
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        f"hex-board--{n}" for n in (*TONES, *MARKS)
    }
    class CursorMoved(CellBoard.CursorMoved):
        """The cursor, rotation or flip changed (coord, rotation, flip): redraw the ghost."""

    class SpotChosen(CellBoard.SpotChosen):
        """Enter or a click on the cursor cell: the player chose (coord, rotation, flip)."""

    DEFAULT_CSS = _tone_css("hex-board", "HexBoard")

    def _place(self, cell: Hex) -> tuple[int, int]:
        col, row = to_offset(cell)
        return col * self.cell_width + (row & 1) * (self.cell_width // 2), row
