"""The shared widgets game screens are composed of; one widget per module."""

from .card_grid import Card, CardGrid
from .decision_panel import DecisionPanel
from .game_log import GameLog
from .hex_board import HexBoard
from .inspect_pane import InspectPane
from .item_board import Item, ItemBoard
from .keys_footer import KeysFooter
from .score_table import ScoreTable
from .square_grid import SquareGrid
from .track import Marker, Track

__all__ = ["Card", "CardGrid", "DecisionPanel", "GameLog", "HexBoard", "InspectPane", "Item", "ItemBoard", "KeysFooter", "Marker", "ScoreTable", "SquareGrid", "Track"]
