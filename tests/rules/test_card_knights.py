"""The Knights (Dark Ages): one kingdom pile of ten different Knights, shuffled, the top one face up; each
Knight makes the Knight attack after its own part: every other player reveals 2 top cards, trashes one
costing 3 to 6 of its choice and discards the rest; if a Knight is trashed that way, the attacking Knight is
trashed too.

Rulings (official FAQ, in our words): the victim, not the attacker, picks which card in range to trash; a
victim with no card costing 3 to 6 (a Copper, a Province) discards both; Knights trashing Knights: the
attacking Knight goes to the trash when it trashes a Knight, even when several victims reveal Knights it is
trashed once; a Knight played twice by a Throne Room and trashed by its first attack is not trashed again
(it has left play) but still attacks the second time; a Moat keeps its owner out of the attack; a cost with a
potion is not in range; the victim with two cards in range that trashes the one that is not a Knight does not
take the attacking Knight to the trash; Sir Martin on top is gained by a gainer of cards costing up to 4; the
Knights pile is no victory pile, even with Dame Josephine on top (no Trade Route token)."""

from __future__ import annotations

from referee import views
from referee.rules.game import Game


def test_the_knight_attack_victim_chooses(table):
    t = table("knights")
    t.give("ann", hand=["dame-sylvia"])
    t.give("bob", deck=["silver", "gold", "copper"])
    decision = t.play("dame-sylvia")
    assert t.game.coins == 2
    assert decision.player == "bob" and decision.kind == "trash" and decision.options == ("silver", "gold")
    assert t.answer("silver") is None
    assert t.game.trash == ["silver"] and t.bob.discards == ["gold"]


def test_the_knight_attack_nothing_in_range(table):
    t = table("knights")
    t.give("ann", hand=["dame-sylvia"])
    t.give("bob", deck=["copper", "province"])
    assert t.play("dame-sylvia") is None
    assert sorted(t.bob.discards) == ["copper", "province"] and t.game.trash == []


def test_knights_trashing_knights(table):
    t = table("knights")
    t.give("ann", hand=["dame-molly"])
    t.give("bob", deck=["sir-martin", "copper"])
    assert t.play("dame-molly") is None
    assert t.game.actions == 2
    assert t.game.trash == ["sir-martin", "dame-molly"] and t.ann.plays == []


def test_knights_trashing_knights_of_two_victims_trash_the_attacker_once(table):
    t = table("knights", players=3)
    t.give("ann", hand=["dame-molly"])
    t.give("bob", deck=["sir-martin", "copper"])
    t.give("cat", deck=["dame-anna", "copper"])
    assert t.play("dame-molly") is None
    assert sorted(t.game.trash) == ["dame-anna", "dame-molly", "sir-martin"]


def test_a_throne_roomed_knight_trashed_once_attacks_twice(table):
    t = table("knights", "throne-room")
    t.give("ann", hand=["throne-room", "sir-bailey"], deck=["copper", "copper"])
    t.give("bob", deck=["sir-martin", "copper", "silver", "copper"])
    t.play("throne-room")
    assert t.answer("sir-bailey") is None
    assert sorted(t.game.trash) == ["silver", "sir-bailey", "sir-martin"]
    assert t.ann.plays == ["throne-room"]


def test_moat_blocks_the_knight(table):
    t = table("knights", "moat")
    t.give("ann", hand=["sir-destry"], deck=["copper", "copper"])
    t.give("bob", hand=["moat"], deck=["gold", "silver"])
    decision = t.play("sir-destry")
    assert decision.kind == "reveal"
    assert t.answer("moat") is None
    assert t.bob.deck == ["silver", "gold"] and len(t.ann.hand) == 2


def test_the_knights_pile_buys_its_top_card():
    kingdom = ("village", "smithy", "market", "festival", "laboratory", "mine", "remodel", "moat", "gardens")
    game = Game(["ann", "bob"], seed=3, kingdom=(*kingdom, "knights"), shelters=False)
    top = game.pile_top("knights")
    assert top in game.piles and game.piles[top] == 10


def test_a_ruins_or_knight_exchanged_by_trader_goes_back_on_its_pile(table):
    t = table("knights", "trader", "cultist")
    t.give("ann", hand=["cultist"], deck=["copper", "copper"])
    t.give("bob", hand=["trader"])
    top = t.game.pile_top("ruins")
    size = t.game.piles[top]
    decision = t.play("cultist")
    assert decision.player == "bob" and decision.card == "trader"
    decision = t.answer("exchange")
    assert t.game.pile_top("ruins") == top and t.game.piles[top] == size
    assert "silver" in t.bob.discards and top not in t.bob.discards


def test_trashing_the_card_that_is_not_a_knight_keeps_the_attacking_knight(table):
    t = table("knights")
    t.give("ann", hand=["dame-sylvia"])
    t.give("bob", deck=["sir-bailey", "silver"])
    decision = t.play("dame-sylvia")
    assert decision.player == "bob" and set(decision.options) == {"silver", "sir-bailey"}
    assert t.answer("silver") is None
    assert t.game.trash == ["silver"] and t.ann.plays == ["dame-sylvia"] and t.bob.discards == ["sir-bailey"]


def _table_with_top(table, knight, *cards):
    """The first seeded table whose Knights pile has `knight` on top (seeds tried in order: deterministic)."""
    for seed in range(1, 500):
        t = table("knights", *cards, seed=seed)
        if t.game.pile_top("knights") == knight:
            return t
    raise AssertionError(f"no seed below 500 puts {knight} on top")


def test_sir_martin_on_top_is_gained_by_a_gainer_of_cards_costing_up_to_4(table):
    t = _table_with_top(table, "sir-martin", "workshop")
    t.give("ann", hand=["workshop"], discards=[])
    decision = t.play("workshop")
    assert "sir-martin" in decision.options
    assert t.answer("sir-martin") is None
    assert t.ann.discards == ["sir-martin"] and t.game.pile_top("knights") != "sir-martin"


def test_the_knights_pile_gets_no_trade_route_token_with_dame_josephine_on_top(table):
    t = _table_with_top(table, "dame-josephine", "trade-route")
    tokens = t.game.pile_tokens
    assert "dame-josephine" not in tokens and "knights" not in tokens
    assert tokens["province"] == {"trade-route": 1}


def test_buying_the_pile_by_its_name_says_to_name_the_top_knight(table):
    """The Knights pile is bought by its top card (only that one can be bought): `(buy knights)` is refused
    with the name to use instead."""
    from protocol.messages import Buy
    from referee.rules.legality import check_play

    t = table("knights")
    t.game.coins = 5
    top = t.game.pile_top("knights")
    message = check_play(views.view(t.game), Buy("knights"), arguments=False)
    expected = f"(buy knights): the knights pile's cards are bought by the top card's name: (buy {top})"
    assert message == expected
