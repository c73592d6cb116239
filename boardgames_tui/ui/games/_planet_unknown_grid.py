"""Planet Unknown's planet grid: the 12x12 box with its row and column medals and the planet
corner, drawn fast (style and line caches, only changed lines repainted), and the glyph and
tone of each square of a seat's planet (`planet_cells`)."""

from __future__ import annotations

from typing import ClassVar

from rich.style import Style
from textual.geometry import Region
from textual.strip import Strip

from ...engine.planet_unknown import content as puc
from ...engine.planet_unknown.scoring import line_medals
from ..widgets import SquareGrid
from ..widgets._cells import MARKS, TONES, _tone_css
from ._planet_unknown_text import TERRAIN_TONES, terrain_css

SIZE = puc.SIZE
PLANET = (SIZE, SIZE)
"""The grid's corner cell: the planet itself (its name, rule and medals)."""
TERRAIN_TONE = {"c": "civ", "w": "water", "b": "biomass", "p": "biomass", "r": "rover", "t": "tech", "e": "energy"}


class PlanetGrid(SquareGrid):
    """The 12x12 planet box, a column of row medals, a row of column medals and the planet corner.

    Drawn as SquareGrid draws, with two caches so a cursor key costs little: the style of each
    combination of tones, and each line's strip, kept while what its cells show is the same.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {f"square-grid--{n}" for n in (*TONES, *MARKS, *TERRAIN_TONES)}
    DEFAULT_CSS = _tone_css("square-grid", "PlanetGrid") + terrain_css("square-grid", "PlanetGrid")

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.on_cursor = None
        """Called before the repaint when the cursor, rotation or flip changed (the board moves its
        ghost there), so the cursor and the ghost reach the screen in the same frame."""
        self._styles: dict[tuple[str, ...], Style] = {}
        self._lines: dict[int, tuple[tuple, Strip]] = {}
        self._theme = None

    def _style(self, *names: str) -> Style:
        style = self._styles.get(names)
        if style is None:
            style = self._styles[names] = super()._style(*names)
        return style

    def _line_key(self, y: int) -> tuple:
        focus = self.has_focus
        return (self.size.width, focus, self.cell_width, tuple(
            (self.glyphs.get(c), self.tones.get(c), c in self.changed, c in self.highlighted, self.ghost.get(c),
             c == self.cursor) for _, c in self._rows.get(y, ())), self.ghost_ok)

    def _moved(self) -> None:
        if self.on_cursor is not None:
            self.on_cursor()
        super()._moved()

    def refresh(self, *regions, repaint: bool = True, layout: bool = False, recompose: bool = False):
        """A plain repaint redraws only the lines whose cells show something new (a cursor key:
        the lines of the old and new ghost); anything else as Widget.refresh."""
        if (regions or layout or recompose or not repaint or not self._lines or not self.is_mounted
                or self._theme is None or self._theme[0] != self.app.theme):
            return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)
        width = self.size.width
        dirty = [Region(0, y, width, 1) for y in range(self._extent.height)
                 if (hit := self._lines.get(y)) is None or hit[0] != self._line_key(y)]
        if dirty:
            super().refresh(*dirty)
        return self

    def render_line(self, y: int) -> Strip:
        theme = (self.app.theme, self.rich_style)
        if theme != self._theme:
            self._theme = theme
            self._styles.clear()
            self._lines.clear()
        key = self._line_key(y)
        hit = self._lines.get(y)
        if hit is not None and hit[0] == key:
            return hit[1]
        strip = super().render_line(y)
        self._lines[y] = (key, strip)
        return strip


def planet_cells(p) -> dict[tuple[int, int], tuple[str, str]]:
    """Glyph and tone of every cell of a seat's planet (medals and corner included)."""
    geo = puc.geometry(p.planet)
    pl = puc.planets()[p.planet]
    rovers = {r for r in p.rovers if r >= 0}
    loaded = {r for k, r in enumerate(p.rovers) if r >= 0 and k < len(p.carrying) and p.carrying[k]}
    met = set(p.meteorites)
    pods = set(p.lifepods)
    _, rows_ok, cols_ok = line_medals(p)
    cells = {}
    for i, ch in enumerate(p.terrain):
        rc = divmod(i, SIZE)
        if i not in geo.playable:
            cells[rc] = (" ", "empty")
            continue
        if ch == "-":
            glyph, tone = ("~", "ice") if i in geo.ice else ("·", "muted")
        elif ch == "p":
            glyph, tone = "♣", "biomass"
        else:
            glyph, tone = ch, TERRAIN_TONE[ch.lower()] + ("-icon" if ch.isupper() else "")
        if i in pods:
            glyph, tone = "o", "pod"
        if i in met:
            glyph, tone = "*", "meteor"
        if i in rovers:
            glyph, tone = ("&" if i in loaded else "@"), "piece"
        cells[rc] = (glyph, tone)
    met_rows = {m // SIZE for m in met}
    met_cols = {m % SIZE for m in met}
    for r in range(SIZE):
        cells[(r, SIZE)] = (str(pl.row_medals[r]), "good" if r in rows_ok else ("bad" if r in met_rows else "muted"))
    for c in range(SIZE):
        cells[(SIZE, c)] = (str(pl.column_medals[c]), "good" if c in cols_ok else ("bad" if c in met_cols else "muted"))
    cells[PLANET] = ("Σ", "strong")
    return cells
