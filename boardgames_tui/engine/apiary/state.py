"""Apiary state: compact lists and dicts of ids (see rules/apiary/rules.md); `Engine.apply` copies
it by the shared copier (api.copier), which copies lists and dicts and shares tuples: what is set
once, or changes only now and then, is a tuple, replaced whole when it changes
(`p.frames = (*p.frames, slot)`, `p.wl = put(p.wl, w, "pool")`), so most copies share it: the five
players' workers are copied on no step, and the one seat that moves one makes a new tuple."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from ..api import GameState, quick_assign
from .tasks import AnyTask


@quick_assign
class Player(BaseModel):
    model_config = ConfigDict(extra="forbid")

    faction: str = ""
    upgraded: bool = False
    mat: str = ""
    ws: tuple[int, ...] = (0, 0, 0, 0)
    """Strength of each of the 4 workers (0 = in the general supply)."""
    wl: tuple[str, ...] = ("supply",) * 4
    """Where each worker is: supply, pool, landing, bumped or an action space id."""
    res: dict[str, int] = Field(default_factory=lambda: {r: 0 for r in ("pollen", "fibre", "water", "wax", "honey")})
    hive: dict[str, str] = Field(default_factory=dict)
    """hex id -> tile id (f:farm, r:recruit, d:development, c:carving)."""
    frames: tuple[str, ...] = ()
    reserve: tuple[str, ...] = ()
    hand: tuple[int, ...] = ()
    drawn: tuple[int, ...] = ()
    planted: tuple[int, ...] = ()
    tokens: tuple[int, ...] = ()
    vp: int = 0
    gained: int = 0
    """VP gained during play (the automa's end bonus reads it)."""
    qf: int = 0
    hib: int = 0
    """Hibernation tokens placed (7 at most)."""
    taught: str = ""
    herald: bool = False
    seeds_played: int = 0
    pile: tuple[str, ...] = ()
    """Automa: carvings she took."""




@quick_assign
class ApiaryState(GameState):
    side: str = "1-3"
    pods: tuple[str, ...] = ()
    spaces: dict[str, tuple[int, ...]] = Field(default_factory=dict)
    """space id -> slots, each seat*4+worker or -1 (board.py: `occupy`, `leave`)."""
    rows: int = 3
    cols: int = 4
    etok: tuple[int, ...] = ()
    """Explore token per grid cell (0 once taken)."""
    planet: tuple[int, ...] = ()
    """Planet per cell: 0 unexplored, -1 barren."""
    dots: tuple[str, ...] = ()
    """Tokens on each planet's dots, one letter each (p f w)."""
    ship: int = -1
    planet_stack: tuple[int, ...] = ()
    market: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    stacks: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    boxed: tuple[str, ...] = ()
    carvings: tuple[str, ...] = ()
    dances: tuple[str, ...] = ()
    teacher: tuple[int, ...] = ()
    dtok: tuple[tuple[str, ...], ...] = ()
    dance_supply: tuple[str, ...] = ()
    comb: dict[str, int] = Field(default_factory=dict)
    deck: list[int] = Field(default_factory=list)
    discard: list[int] = Field(default_factory=list)
    players: list[Player] = Field(default_factory=list)
    tasks: list[AnyTask] = Field(default_factory=list)
    """The pending steps, last on top (tasks.py: frozen values, shared by the copies)."""
    hibq: tuple[tuple[int, int], ...] = ()
    """Workers waiting to hibernate: (seat, worker)."""
    first: int = 0
    current: int = 0
    end_by: int = -1
    final_left: int = -1
    automa: int = -1
    automa_deck: tuple[int, ...] = ()
    automa_card: int = 0
    automa_support: int = 0
    automa_gain: int = 1
    difficulty: str = "standard"
    seed_limit: bool = False
    used: tuple[str, ...] = ()
    """Scratch list of the current step (farms that produced, ...)."""

    def __str__(self) -> str:
        lines = [f"Apiary turn {self.turn} current={self.current} tasks={self.tasks} hibq={self.hibq}"]
        for i, p in enumerate(self.players):
            lines.append(
                f"  {i} {self.seats[i].name}: vp {p.vp} qf {p.qf} res {p.res} ws {p.ws} wl {p.wl} hive {p.hive} hand {p.hand}"
            )
        lines.append(f"  spaces {self.spaces} ship {self.ship} comb {self.comb}")
        return "\n".join(lines)
