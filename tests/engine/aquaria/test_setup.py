"""Setup: main board, tiles, colours, encyclopedia tokens, offers, start tiles, hands, markers."""

from boardgames_tui.engine.aquaria import actions as A
from boardgames_tui.engine.aquaria.content import content
from boardgames_tui.engine.aquaria.effects import tile_fields

from .builders import E, do, new, past_setup


def test_ring_is_a_random_order_of_the_five_circles():
    rings = {tuple(new(2, seed=i).ring) for i in range(12)}
    assert len(rings) > 3
    for r in rings:
        assert sorted(r) == sorted(content().board.outer_actions)


def test_bonus_tiles_side_by_player_count_and_arrows_on_start():
    s2, s3 = new(2), new(3)
    assert all(len(tile_fields(s2, i)) == 4 for i in range(5))
    assert all(len(tile_fields(s3, i)) == 5 for i in range(5))
    assert sorted(s2.btiles) == ["T1", "T2", "T3", "T4", "T5"]
    assert s2.arrows == [0] * 5


def test_four_active_colours_and_dials_opposite_round_one():
    s = new(2, seed=7)
    assert sorted(s.colours) == sorted(content().colours)
    first = content().colours.index(s.colours[0])
    for p in s.players:
        assert p.dials == ((first + 2) % 4,) * 8


def test_encyclopedia_tokens_by_border_and_side():
    c = content()
    s2, s4 = new(2), new(4)
    assert len(s2.ency_tokens) == 11 and len(s4.ency_tokens) == 15
    for s in (s2, s4):
        for node, tok in s.ency_tokens.items():
            want = "red" if c.nodes[node].border == "red" else "none"
            assert c.tokens[tok].border == want
    assert "QR5" not in s2.ency_tokens and "QR5" in s4.ency_tokens


def test_offer_lionfish_hands_and_markers():
    for n in (2, 3, 4):
        s = new(n)
        assert len([c for c in s.offer if c]) == 6
        assert len(s.lion_offer) == 2 * n
        for p in s.players:
            assert len(p.hand) == 5 and len(p.start_options) == 2
            assert (p.oxygen, p.vp, p.ency, p.pet) == (4, 0, "S", 0)


def test_start_tile_and_keep_three_cards_under_the_deck():
    s = new(2, seed=3)
    p = s.players[0]
    keep = p.start_options[1]
    assert E.why_illegal(s, A.StartTile(number=99)) is not None
    s = do(s, A.StartTile(number=keep))
    assert s.players[0].start_tile == keep
    a, b = s.players[0].hand[:2]
    s = do(s, A.ReturnCards(a=a, b=b))
    assert len(s.players[0].hand) == 3 and s.deck[-2:] == [a, b]


def test_hands_and_start_choice_are_private():
    s = new(2, seed=3)
    s = do(s, A.StartTile(number=s.players[0].start_options[0]))
    v = E.view(s, 1)
    assert v.players[0].hand == ["?"] * 5
    assert v.players[0].start_tile == -1
    assert all(d == "?" for d in v.deck)
    assert "start tile" not in " ".join(line.for_seat(1) for line in v.log if "keeps" in line.text and "tile " in line.text)


def test_turn_order_by_start_tile_and_start_resources():
    s = past_setup(3, seed=5)
    tiles = [s.players[i].start_tile for i in s.order]
    assert tiles == sorted(tiles)
    c = content()
    for i in s.order:
        gain = c.start_tiles[s.players[i].start_tile].gain
        pearls = sum(a[1] for a in gain if a[0] == "pearl")
        assert s.players[i].pearls == pearls


def _deal(s, seat, tiles):
    """Give `seat` exactly these two start tiles (swapping with whoever holds them)."""
    for q in s.players:
        q.start_options = tuple(n for n in q.start_options if n not in tiles)
    spare = [n for n in range(1, 9) if all(n not in q.start_options for q in s.players) and n not in tiles]
    for q in s.players:
        q.start_options = tuple(sorted([*q.start_options, *(spare.pop() for _ in range(2 - len(q.start_options)))]))
    s.players[seat].start_options = tuple(sorted(tiles))
    s.start_pool = tuple(n for n in range(1, 9) if all(n not in q.start_options for q in s.players))


def test_start_tile_3_of_the_seed_and_tile_4_card_from_the_offer():
    s = new(2, seed=3)
    _deal(s, 0, [3, 5])
    _deal(s, 1, [4, 6])
    s = do(s, A.StartTile(number=3))
    s = do(s, A.ReturnCards(a=s.players[0].hand[0], b=s.players[0].hand[1]))
    s = do(s, A.StartTile(number=4))
    s = do(s, A.ReturnCards(a=s.players[1].hand[0], b=s.players[1].hand[1]))
    assert s.order == (0, 1)
    p = s.players[0]
    assert (p.food, p.pearls, p.wool) == ([0, 0, 1], 1, 1)  # 1 blue food, 1 pearl, 1 wool
    # seat 1 (tile 4: 1 pearl, 1 card, 1 food): the card comes from the offer only
    assert s.active == [1] and s.prompt.kind == "take-card"
    assert A.TakeCard(slot=-1) not in E.legal_actions(s) and E.why_illegal(s, A.TakeCard(slot=-1))
    taken = s.offer[4]
    s = do(s, A.TakeCard(slot=4), A.FoodColour(color="green"))
    q = s.players[1]
    assert taken in q.hand and len(q.hand) == 4 and all(s.offer)
    assert (q.pearls, q.food) == (1, [0, 1, 0]) and s.phase == "Actions"
    assert all((x.oxygen, x.vp, x.ency, x.pet) == (4, 0, "S", 0) for x in s.players)
