"""ScoreTable: a ScoreSheet as a table, categories down, seats across, totals last.

    table.show(engine.scores(state), [seat.name for seat in seats])

Winners get a ★ after their name once the sheet is final (during play the leader gets no
star: live scores are a summary, not a verdict). `compact=True` shows only the totals, one
row, for the live score summary of the game screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import DataTable

from ...engine.api import ScoreSheet


class ScoreTable(DataTable):
    """The score breakdown of every seat (see module docstring)."""

    DEFAULT_CSS = """
    ScoreTable { height: auto; max-height: 100%; }
    """

    def __init__(self, *, compact: bool = False, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        super().__init__(show_cursor=False, cursor_type="none", zebra_stripes=True, name=name, id=id, classes=classes)
        self.compact = compact
        self.can_focus = not compact  # the live summary is no Tab stop
        self.sheet: ScoreSheet | None = None
        self.names: list[str] = []

    def show(self, sheet: ScoreSheet, names: Sequence[str]) -> None:
        if sheet == self.sheet and list(names) == self.names:
            return  # the same scores: the table is not rebuilt (the game screen shows them after every move)
        self.sheet = sheet
        self.names = list(names)
        self.clear(columns=True)
        by_seat = {row.seat: row for row in sheet.seats}
        seats = [s for s in range(len(names)) if s in by_seat]
        headers = []
        for s in seats:
            star = " ★" if sheet.final and s in sheet.winners else ""
            headers.append(Text(f"{names[s]}{star}", style="bold", justify="right"))
        # explicit widths: DataTable sizes columns lazily, and a frame drawn before that
        # showed the table shifted, without its first column
        cats = [] if self.compact else list(sheet.categories)
        self.add_column("", key="category", width=max(len(c) for c in [*cats, "Total"]))
        for s, header in zip(seats, headers):
            numbers = [str(by_seat[s].total), *(str(by_seat[s].breakdown.get(c, 0)) for c in cats)]
            self.add_column(header, key=f"seat-{s}", width=max(header.cell_len, *map(len, numbers)))
        for cat in cats:
            self.add_row(cat, *(Text(str(by_seat[s].breakdown.get(cat, 0)), justify="right") for s in seats), key=cat)
        self.add_row(
            Text("Total", style="bold"),
            *(Text(str(by_seat[s].total), style="bold", justify="right") for s in seats),
            key="__total__",
        )

    def cell_text(self, row: str, seat: int) -> str:
        """The text in a row (category or "__total__") for a seat (tests)."""
        return str(self.get_cell(row, f"seat-{seat}"))
