"""Tournament (Cornucopia, first edition only): +1 action; the players, its player first, may each show a
Province; its player, having shown one, discards that Province and takes a Prize of the Prize pile or a Duchy
on top of the deck; unless another player showed one, +1 card and +1 coin. The Prizes (Bag of Gold, Diadem,
Followers, Princess, Trusty Steed) are a non-supply pile of five different cards, one copy each.

Rulings (official FAQ and the Prize rules, in our words): the player of the Tournament decides first, then
the others in turn order; revealing is optional; another player's revealed Province stays in their hand; the
gained card goes onto the deck, so the +1 card of an unanswered Tournament draws it; any Prize left may be
chosen, or a Duchy; with the Prize pile empty a Duchy may still be gained, and with both gone the Province is
still discarded for nothing; taking from an empty Prize pile or an empty Duchy pile is allowed and gains
nothing (so with one of them empty the choice may be left empty); Prizes cannot be bought, and an empty Prize
pile does not count towards the end of the game."""

from __future__ import annotations

from protocol.messages import Act, Buy
from referee import views
from referee.rules.game import Game
from referee.rules.legality import check_play

PRIZES = ("bag-of-gold", "diadem", "followers", "princess", "trusty-steed")


def test_the_prize_pile_is_set_up_once_each(table):
    t = table("tournament")
    assert t.game.non_supply == dict.fromkeys(PRIZES, 1)
    assert set(PRIZES) <= set(t.game.card_names())
    assert "bag-of-gold" not in t.game.piles


def test_revealing_a_province_gains_a_prize_onto_the_deck_then_draws_it(table):
    t = table("tournament")
    t.give("ann", hand=["tournament", "province", "copper"], deck=["estate"], discards=[])
    decision = t.play("tournament")
    assert decision.player == "ann" and decision.kind == "reveal" and decision.options == ("province",)
    assert decision.min == 0
    decision = t.answer("province")
    assert decision.kind == "gain" and decision.options == (*PRIZES, "duchy")
    assert "gold is not among the options" in t.illegal("gold")
    assert t.answer("followers") is None
    assert t.ann.discards == ["province"] and t.game.non_supply["followers"] == 0
    assert t.ann.hand == ["copper", "followers"]  # nobody else revealed: +1 card draws the Prize
    assert t.game.actions == 1 and t.game.coins == 1


def test_another_players_province_stops_the_card_and_coin_and_stays_in_hand(table):
    t = table("tournament", players=3)
    t.give("ann", hand=["tournament", "province"], deck=["estate"], discards=[])
    t.give("bob", hand=["copper"])
    t.give("cat", hand=["province", "gold"])
    t.play("tournament")
    decision = t.answer("province")
    assert decision.player == "cat" and decision.kind == "reveal" and decision.target == "ann"
    decision = t.answer("province")
    assert decision.player == "ann" and decision.kind == "gain"
    t.answer("duchy")
    assert t.cat.hand == ["province", "gold"]
    assert t.ann.deck == ["estate", "duchy"] and t.ann.hand == [] and t.game.coins == 0


def test_only_another_player_reveals(table):
    t = table("tournament")
    t.give("ann", hand=["tournament", "copper"], deck=["estate"], discards=[])
    t.give("bob", hand=["province"])
    decision = t.play("tournament")
    assert decision.player == "bob"
    assert t.answer("province") is None
    assert t.ann.hand == ["copper"] and t.game.coins == 0 and t.game.actions == 1


def test_nobody_reveals(table):
    t = table("tournament")
    t.give("ann", hand=["tournament", "province"], deck=["estate"], discards=[])
    t.play("tournament")
    assert t.answer() is None
    assert t.ann.hand == ["province", "estate"] and t.game.coins == 1


def test_tournament_with_the_prize_pile_empty(table):
    t = table("tournament")
    for prize in PRIZES:
        t.game.non_supply[prize] = 0
    t.give("ann", hand=["tournament", "province"], deck=["estate"], discards=[])
    t.play("tournament")
    decision = t.answer("province")
    assert decision.options == ("duchy",) and decision.min == 0  # a Prize from the empty pile: nothing
    t.answer("duchy")
    assert t.ann.hand == ["duchy"] and t.ann.discards == ["province"]


def test_tournament_may_take_the_duchy_of_an_empty_pile_for_nothing(table):
    t = table("tournament")
    t.game.piles["duchy"] = 0
    t.give("ann", hand=["tournament", "province"], deck=["estate"], discards=[])
    t.play("tournament")
    decision = t.answer("province")
    assert decision.options == PRIZES and decision.min == 0
    assert t.answer() is None
    assert t.game.non_supply == dict.fromkeys(PRIZES, 1) and t.ann.hand == ["estate"]


def test_tournament_with_prizes_and_duchies_gone_still_discards_the_province(table):
    t = table("tournament")
    for prize in PRIZES:
        t.game.non_supply[prize] = 0
    t.game.piles["duchy"] = 0
    t.give("ann", hand=["tournament", "province"], deck=["estate"], discards=[])
    t.play("tournament")
    assert t.answer("province") is None
    assert t.ann.discards == ["province"] and t.ann.hand == ["estate"] and t.game.coins == 1


def test_prizes_cannot_be_bought_and_do_not_end_the_game(table):
    t = table("tournament")
    for prize in PRIZES:
        t.game.non_supply[prize] = 0
    t.game.piles["estate"] = 0
    t.game.piles["curse"] = 0
    t.give("ann", hand=["gold"])
    t.add("gold")
    assert check_play(views.view(t.game), Buy("princess"), arguments=False) is not None
    t.clean()
    assert not t.game.over


def test_throne_room_tournament_asks_again_for_each_play(table):
    t = table("tournament", "throne-room")
    t.give(
        "ann", hand=["throne-room", "tournament", "province", "province"], deck=["estate"] * 3, discards=[]
    )
    t.play("throne-room")
    t.answer("tournament")
    t.answer("province")
    t.answer("princess")  # onto the deck, then drawn
    decision = t.game.pending
    assert decision.kind == "reveal" and decision.player == "ann"
    t.answer("province")
    assert t.game.pending.options == ("bag-of-gold", "diadem", "followers", "trusty-steed", "duchy")
    t.answer("duchy")
    assert t.ann.discards == ["province", "province"] and sorted(t.ann.hand) == ["duchy", "princess"]
    assert t.game.actions == 2 and t.game.coins == 2


def test_a_position_from_a_v5_view_keeps_the_prizes_left(table):
    """A game started from a view (a test-case file, a player's own look ahead) has the Prize pile the view
    lists in `non-supply`, no more."""
    t = table("tournament")
    t.game.non_supply["princess"] = 0
    t.give("ann", hand=["tournament", "province"], deck=["estate"])
    game = Game.at(views.view(t.game), seed=None)
    assert game.non_supply == {"bag-of-gold": 1, "diadem": 1, "followers": 1, "trusty-steed": 1}
    game.apply(Act("tournament"))
    game.answer(("province",))
    assert game.pending.options == ("bag-of-gold", "diadem", "followers", "trusty-steed", "duchy")
