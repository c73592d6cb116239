"""Helpers for the Pilot tests: the screen as plain text, waiting for bots."""

from __future__ import annotations

from textual.app import App
from textual.worker import WorkerCancelled


def screen_text(app: App) -> str:
    """What the terminal shows now, as plain text lines (every layer composited)."""
    strips = app.screen._compositor.render_strips()
    return "\n".join("".join(seg.text for seg in strip) for strip in strips)


async def settle(pilot, rounds: int = 3) -> None:
    """Let workers finish and messages be handled."""
    for _ in range(rounds):
        try:
            await pilot.app.workers.wait_for_complete()
        except WorkerCancelled:  # an exclusive bot worker replaced by the next one: fine
            pass
        await pilot.pause()
