"""Planet Unknown's text tones: its terrains and icons, for the grid and the side panel's
HotText (ui/widgets/hot_text.py), whose pieces can be pointed at."""

from __future__ import annotations

from typing import ClassVar

from ..widgets.hot_text import HotText, Piece, wrap_pieces

__all__ = ["TERRAIN_TONES", "HotText", "Piece", "TerrainText", "terrain_css", "wrap_pieces"]

TERRAIN_TONES = ("civ", "biomass", "rover", "tech", "energy", "ice", "pod", "meteor", "piece", "tracker", "struck",
                 *(f"{t}-icon" for t in ("civ", "water", "biomass", "rover", "tech", "energy")))
"""Planet Unknown's own tones (water is the shared one)."""


def terrain_css(prefix: str, widget: str) -> str:
    """The terrain tones of a widget with component classes `<prefix>--<tone>` (theme variables only)."""
    return f"""
    {widget} > .{prefix}--civ {{ color: $text-warning; }}
    {widget} > .{prefix}--biomass {{ color: $text-success; }}
    {widget} > .{prefix}--rover {{ color: $text-error; }}
    {widget} > .{prefix}--tech {{ color: $text-secondary; }}
    {widget} > .{prefix}--energy {{ color: $text-accent; text-style: italic; }}
    {widget} > .{prefix}--ice {{ color: $text-primary; }}
    {widget} > .{prefix}--pod {{ color: $foreground; text-style: bold; }}
    {widget} > .{prefix}--meteor {{ color: $text-error; text-style: bold; }}
    {widget} > .{prefix}--piece {{ color: $foreground; text-style: bold; }}
    {widget} > .{prefix}--icon {{ text-style: bold; }}
    {widget} > .{prefix}--tracker {{ text-style: reverse bold; }}
    {widget} > .{prefix}--struck {{ text-style: strike; }}
    {widget} > .{prefix}--civ-icon {{ color: $text-warning; text-style: bold; }}
    {widget} > .{prefix}--water-icon {{ color: $text-primary; text-style: bold; }}
    {widget} > .{prefix}--biomass-icon {{ color: $text-success; text-style: bold; }}
    {widget} > .{prefix}--rover-icon {{ color: $text-error; text-style: bold; }}
    {widget} > .{prefix}--tech-icon {{ color: $text-secondary; text-style: bold; }}
    {widget} > .{prefix}--energy-icon {{ color: $text-accent; text-style: bold italic; }}
    """


class TerrainText(HotText):
    """HotText with Planet Unknown's terrain and icon tones."""

    COMPONENT_CLASSES: ClassVar[set[str]] = HotText.COMPONENT_CLASSES | {f"hot-text--{n}" for n in (*TERRAIN_TONES, "icon")}
    DEFAULT_CSS = terrain_css("hot-text", "TerrainText")
