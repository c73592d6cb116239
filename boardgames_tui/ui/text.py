"""Outside text on screen: seat names, file names and messages are shown literally.

The UI half of the names policy (engine/text.py has the other half: a seat name holds no
control characters). Textual reads markup in many places (`Static.update` of a str,
`Content.from_markup`, border titles, notifications), and `textual.markup.escape` is not
enough: it leaves `[$accent]`, `[Bold]` and `[ bold]` alone, and a trailing backslash in a
name escapes the tag after it. So text we did not write goes on screen either as content
(`literal`), or into markup we wrote through `escape` below, or as a template variable
(`Content.from_markup("[b]$name", name=...)`, which Textual inserts after parsing, as
plain text). `literal` and `escape` also write any control character as a visible escape
(`printable`), so nothing but plain glyphs reaches the terminal; `Static(markup=False)` and
a rich `Text` show no markup either, but let control characters through, which is fine for
seat names (they have none) and not for file names or quoted saves. The app's `notify`
shows every message literally.
"""

from __future__ import annotations

from textual.content import Content

from ..engine.text import display_name, printable

__all__ = ["display_name", "escape", "fit", "literal", "printable", "unnamed"]

_WORD_JOINER = "\u2060"
"""Zero-width: keeps a trailing backslash from escaping the `[` of the markup after it."""


def escape(text: object) -> str:
    """`text` made safe to put inside a markup string we wrote (drop-in for textual's `escape`).

    Textual's markup has one escape, `\\[`, and no way to write a backslash before a tag, so
    every `[` is escaped and a trailing backslash gets an invisible word joiner after it.
    (`textual.markup.escape` escapes only tags that start with a-z, # / or @, so a name such
    as `[$accent]Ann` would still be styled.) Escape a name after cutting it, not before.
    """
    safe = printable(str(text)).replace("[", "\\[")
    return safe + _WORD_JOINER if safe.endswith("\\") else safe


def literal(text: object) -> Content:
    """`text` as content: shown exactly as it is, never read as markup."""
    return Content(printable(str(text)))



def fit(name: str, width: int) -> str:
    """A name in a column of `width` cells: whole when it fits, else cut with "…" so it
    never reads as another name or runs into the next word (bots' names are short)."""
    return name if len(name) <= width else name[: max(1, width - 1)].rstrip() + "…"


def unnamed(words: str, name: str | None) -> str:
    """A move's or prompt's words without the "<name>: " its game starts them with, where the
    place they are shown already says whose they are (the moves list of that seat's prompt,
    the "⏎" line of its board): never "You: you cannot …" nor "Ann: Ann: …"."""
    if not name or not words.startswith(f"{name}: "):
        return words
    rest = words[len(name) + 2:]
    return rest[:1].upper() + rest[1:] if rest else words
