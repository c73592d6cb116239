"""The game session: record, log, undo rules."""

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.session import GameSession
from toy_game import PlaceCard, PlayCard


def new(hexling, save_dir=None, bob="human"):
    bob_seat = Seat(name="Bob") if bob == "human" else Seat(name="Bob", kind="bot", bot="random")
    return GameSession.new(hexling, [Seat(name="Ann"), bob_seat], seed=21, save_dir=save_dir)


def test_undo_within_own_turn_restores_state_record_and_log(hexling, save_dir):
    s = new(hexling, save_dir)
    start = s.state.model_dump()
    card = s.state.hands[0][0]
    s.apply(PlayCard(card=card))
    assert s.can_undo()
    assert s.undo()
    assert s.state.model_dump() == start and s.record == [] and s.log_for(0) == ["Ann starts."]
    # the save follows the undo
    assert GameSession.load(s.path).record == []


def test_undo_stops_at_a_reveal(hexling):
    s = new(hexling)
    s.apply(PlayCard(card=s.state.hands[0][0]))
    place = s.legal_actions()[0]
    s.apply(place)  # places and draws a card: a reveal, and Bob's turn now
    assert not s.can_undo()
    assert s.undo_blocker() == "nothing to undo since the last reveal or another seat's move"
    assert s.undo() is False


def test_undo_not_across_seats(hexling):
    s = new(hexling)
    s.state = s.state.model_copy(update={"deck": []})  # no draws: no reveals at all
    s.apply(PlayCard(card=s.state.hands[0][0]))
    s.apply(s.legal_actions()[0])
    assert s.state.actor == 1
    assert not s.can_undo()  # Ann's moves are behind Bob's turn now
    s.apply(PlayCard(card=s.state.hands[1][0]))
    assert s.can_undo() and s.undo() and s.state.actor == 1 and not s.can_undo()


def test_log_is_per_viewer(hexling):
    s = new(hexling)
    s.apply(PlayCard(card=s.state.hands[0][0]))
    s.apply(s.legal_actions()[0])
    assert any(line.startswith("You draw a") for line in s.log_for(0))
    assert not any(line.startswith("You draw") for line in s.log_for(1))
    assert "Ann draws a card." in s.log_for(1)
    assert isinstance(s.legal_actions()[0], PlayCard) and not isinstance(s.legal_actions()[0], PlaceCard)


def test_a_bots_whole_turn_is_applied_as_one_move_at_a_time_and_saved_once(hexling, save_dir, monkeypatch):
    """apply_turn: the state, record and log are those of applying each action, and the save is
    written once, after the last (it was written and synced once per action, on the screen's
    thread); an illegal action stops the turn there, what came before applied and saved."""
    from boardgames_tui import saves
    from boardgames_tui.bots import play_turn
    from boardgames_tui.engine.api import IllegalAction

    def first_turn():
        s = new(hexling, save_dir, bob="bot")
        s.apply(PlayCard(card=s.state.hands[0][0]))
        s.apply(s.legal_actions()[0])  # Ann has played and placed: Bob's turn
        return s

    one_by_one, whole = first_turn(), first_turn()
    turn = play_turn(hexling, whole.state)
    assert len(turn) == 2
    for action in turn:
        one_by_one.apply(action)
    writes = []
    save = saves.save
    monkeypatch.setattr(saves, "save", lambda *args, **kwargs: (writes.append(args[0]), save(*args, **kwargs)))
    whole.apply_turn(turn)
    assert writes == [whole.path]
    assert whole.state.model_dump() == one_by_one.state.model_dump()
    assert whole.record == one_by_one.record and whole.log_for(0) == one_by_one.log_for(0)
    assert GameSession.load(whole.path).record == whole.record

    broken = first_turn()
    writes.clear()
    with pytest.raises(IllegalAction):
        broken.apply_turn([turn[0], turn[0]])  # a card played twice: the second is refused
    assert broken.record[-1] == turn[0] and writes == [broken.path]
    assert GameSession.load(broken.path).record == broken.record


def test_a_move_applied_with_save_false_is_written_by_save_pending_or_close(hexling, save_dir):
    """The screen applies with save=False and writes the save after the frame is drawn
    (`save_pending`): until then the file holds the game before the move; `save_pending` writes
    it once (then nothing is left to write), and `close` (leaving, quitting) writes it too."""
    from boardgames_tui import saves
    from boardgames_tui.bots import play_turn

    s = new(hexling, save_dir, bob="bot")
    s.apply(PlayCard(card=s.state.hands[0][0]), save=False)
    assert saves.load(s.path).actions == []
    assert s.save_pending() is True
    assert len(saves.load(s.path).actions) == 1 == len(s.record)
    before = s.path.stat().st_mtime_ns
    assert s.save_pending() is True and s.path.stat().st_mtime_ns == before  # nothing left to write

    s.apply(s.legal_actions()[0], save=False)
    s.apply_turn(play_turn(hexling, s.state), save=False)
    assert len(saves.load(s.path).actions) == 1
    s.close()
    assert GameSession.load(s.path).record == s.record
