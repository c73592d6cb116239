"""Text that comes from outside the program: seat names, file names, error messages.

The policy (README, "Names"): a seat name is one line of printable text, 1–24 characters
with at least one visible one. It may hold any printable character, markup-looking ones
included (`[bold red]x[/]` is a fine name, shown exactly so), but no control characters:
no C0/C1 controls (newline, tab, ESC and so ANSI sequences), no format characters such as
bidi overrides or zero-width spaces (the zero-width joiner of emoji sequences is allowed),
no line or paragraph separators and no lone surrogates. `name_problem` is the one check;
the Seat model, `--players`, the new-game form and save loading all go through it.

Other outside text (a file name, a message quoting a save's content) is shown through
`printable`, which writes each control character as a visible escape, so nothing but
plain glyphs ever reaches a terminal and a message stays on one line. Displaying text
literally (no markup) is the UI's half of the policy: `boardgames_tui.ui.text`.
"""

from __future__ import annotations

import re
import unicodedata

NAME_MAX = 24
"""The longest seat name (the boards have room for about this much)."""

NAME_INPUT_PATTERN = (
    "[^\x00-\x1f\x7f-\x9f\u00ad\u061c\u180e\u200b\u200c\u200e\u200f\u2028-\u202e"
    "\u2060-\u206f\ufeff\ufff9-\ufffb\ud800-\udfff]*"
)
"""A regex for a text input that takes a name: keeps out (as they are typed or pasted) the
control characters a terminal could act on; `name_problem` stays the full check."""

_ALLOWED_FORMAT = frozenset({"\u200d"})
"""Format characters a name may hold: the zero-width joiner of emoji sequences."""
_CONTROL_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


def is_control(ch: str) -> bool:
    """True for a character that must never reach the terminal raw (see module docstring)."""
    if " " <= ch <= "~":  # printable ASCII: the common case, decided without a table
        return False
    return unicodedata.category(ch) in _CONTROL_CATEGORIES and ch not in _ALLOWED_FORMAT


def control_characters(text: str) -> list[str]:
    """The distinct control characters of `text`, in order of appearance."""
    found: list[str] = []
    for ch in text:
        if is_control(ch) and ch not in found:
            found.append(ch)
    return found


_SHORT_ESCAPES = {"\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _escape(ch: str) -> str:
    if ch in _SHORT_ESCAPES:
        return _SHORT_ESCAPES[ch]
    code = ord(ch)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def printable(text: str, keep: str = "") -> str:
    """`text` with every control character written as an escape (`\\x1b`, `\\n`, `\\u202e`).

    The result is one line of plain glyphs, safe to print to a terminal; characters in
    `keep` (say "\\n" for a multi-line notification) are left as they are.
    """
    if text.isprintable():  # fast path; isprintable is stricter than is_control, never looser
        return text
    return "".join(_escape(ch) if is_control(ch) and ch not in keep else ch for ch in text)


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a seat name, in a player's words (None when it can)."""
    if not name.strip():
        return "a name needs at least one visible character"
    if len(name) > NAME_MAX:
        return f"a name has at most {NAME_MAX} characters, not {len(name)}"
    bad = control_characters(name)
    if bad:
        shown = " ".join(_escape(ch) for ch in bad[:3])
        return f"a name may not contain control characters (it has {shown})"
    return None


# ---------------------------------------------------------------- words


def plural(n: int, word: str, many: str | None = None) -> str:
    """A count with its noun, as a player writes it: "1 credit", "2 credits", "0 credits";
    `many` for a plural that is not word + "s" ("1 colony", "3 colonies")."""
    return f"{n} {word if n == 1 else many or word + 's'}"


def is_you(name: str) -> bool:
    """A seat named "You" (any case): its sentences take "you" grammar ("You take", "Your")."""
    return name.strip().casefold() == "you"


def possessive(name: str, *, capital: bool = True) -> str:
    """"Ann's", "James's", and "Your" for a seat named "You" ("your" within a sentence: `capital`
    False): the one possessive of a name."""
    if is_you(name):
        return "Your" if capital else "your"
    return f"{name}'s"


_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}


def base_verb(verb: str) -> str:
    """The verb after "you" for a verb after a name: takes → take, passes → pass, carries → carry."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def agrees(name: str, verb: str) -> str:
    """`name` with a third-person verb that agrees with it: "Ann wins", "You win"."""
    return f"{name} {base_verb(verb) if is_you(name) else verb}"


_AND_VERBS = frozenset(
    "keeps gains pays takes scores places draws discards moves puts builds plays returns loses "
    "chooses gets passes refreshes raises collects swaps makes uses teaches retrieves".split()
)
"""Second verbs of a sentence about a seat ("draws 3 cards and keeps 1") that `addressed`
turns too; other words after "and" may be nouns ("and tokens")."""


def addressed(text: str, name: str) -> str:
    """A log line about the seat called `name` as that seat reads it, in the second person:
    "Ann takes 2 cards" → "You take 2 cards", "Ann's hive" → "your hive", "from Ann" →
    "from you". The engines write every public line in the third person; the UI shows the
    seat at the keyboard its own moves so (and a seat named "You" gets "you" grammar)."""
    if not name or name not in text:
        return text
    you = rf"(?P<start>^|(?<=[.:!?] ))?(?<![\w\[\]]){re.escape(name)}(?![\w\]])"
    pattern = rf"{you}(?:(?P<poss>'s\b)|(?: (?P<verb>[a-z]+s)\b(?P<tail>[^.;:!?]*))?)"

    def turn(m: re.Match) -> str:
        pronoun = "You" if m["start"] is not None else "you"
        if m["poss"]:
            return "Your" if m["start"] is not None else "your"
        if not m["verb"]:
            return pronoun
        tail = re.sub(r"\band ([a-z]+)\b", lambda w: f"and {base_verb(w[1]) if w[1] in _AND_VERBS else w[1]}", m["tail"])
        return f"{pronoun} {base_verb(m['verb'])}{tail}"

    return re.sub(pattern, turn, text)


def read_as(text: str, reader: str | None, names: list[str]) -> str:
    """A line of the game as the seat called `reader` reads it: about itself in the second
    person (`addressed`), about the others in the third; a seat named "You" takes "you"
    grammar whoever reads ("You take", never "You takes")."""
    for name in names:
        if name == reader or is_you(name):
            text = addressed(text, name)
    return text


# ---------------------------------------------------------------- words about seats


def bot_label(bot: str | None) -> str:
    """A bot as a player calls it: "greedy", "random", "mcts normal", "mcts 2.5 s"."""
    kind, _, level = (bot or "bot").partition(":")
    if not level:
        return kind
    try:
        return f"{kind} {float(level):g} s"
    except ValueError:
        return f"{kind} {level}"


def display_name(seat) -> str:
    """A seat as every list of seats shows it (score tables, players panels, the replay): its
    name, and for a bot what plays it, "Hal (greedy)". Sentences use the plain name."""
    if getattr(seat, "kind", "human") == "bot":
        return f"{seat.name} ({bot_label(seat.bot)})"
    return seat.name
