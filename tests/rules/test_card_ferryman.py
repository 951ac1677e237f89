"""Ferryman (Cornucopia & Guilds, second edition only): +2 cards, +1 action, discard a card. Set-up: a kingdom
pile costing 3 or 4 that is not in the game is set aside; gaining a Ferryman gains one of it.

Rulings (official FAQ, in our words): each Ferryman gained brings a copy of the card set aside at set-up (a
Ferryman bought or gained any other way alike); the card set aside can be gained no other way (not bought,
not offered by a gain from the supply); its pile is beside the supply, so running out ends nothing."""

from __future__ import annotations

from protocol.messages import Buy
from referee import views
from referee.rules.game import count_cards
from referee.rules.kingdoms import pile_size
from referee.rules.legality import check_play


def test_play_draws_two_then_discards_one(table):
    t = table("ferryman")
    t.give("ann", hand=["ferryman", "estate"], deck=["copper", "silver"], discards=[])
    decision = t.play("ferryman")
    assert (decision.kind, decision.source, decision.min, decision.max) == ("discard", "hand", 1, 1)
    assert t.game.actions == 1 and sorted(t.ann.hand) == ["copper", "estate", "silver"]
    assert t.answer("estate") is None
    assert t.ann.discards == ["estate"] and len(t.ann.hand) == 2


def test_set_up_a_kingdom_pile_costing_3_or_4_set_aside(table):
    t = table("ferryman", players=3)
    aside = t.game.piles_aside["ferryman"]
    assert t.game.cost(aside) in (3, 4) and aside not in t.game.piles and aside not in t.game.kingdom
    assert t.game.non_supply == {aside: pile_size(aside, 3)}


def test_buying_a_ferryman_gains_one_of_the_card_set_aside(table):
    """Ruling: gaining a Ferryman also gains a copy of the card set aside."""
    t = table("ferryman")
    aside = t.game.piles_aside["ferryman"]
    left = t.game.non_supply[aside]
    t.give("ann", hand=["gold", "silver"], discards=[])
    total = count_cards(t.game)
    t.add("gold")
    t.add("silver")
    t.buy("ferryman")
    assert sorted(t.ann.discards) == sorted(["ferryman", aside])
    assert t.game.non_supply[aside] == left - 1 and count_cards(t.game) == total


def test_gained_otherwise_too(table):
    """Ruling: a Ferryman gained by another card (a Remodel) brings the card too."""
    t = table("ferryman", "remodel")
    aside = t.game.piles_aside["ferryman"]
    t.give("ann", hand=["remodel", "silver"], discards=[])
    t.play("remodel")
    t.answer("silver")
    t.answer("ferryman")
    assert sorted(t.ann.discards) == sorted(["ferryman", aside])


def test_none_left_gains_only_the_ferryman(table):
    t = table("ferryman")
    aside = t.game.piles_aside["ferryman"]
    t.game.non_supply[aside] = 0
    t.give("ann", hand=["gold", "silver"], discards=[])
    t.add("gold")
    t.add("silver")
    t.buy("ferryman")
    assert t.ann.discards == ["ferryman"]


def test_the_card_set_aside_cannot_be_bought_or_gained_otherwise(table):
    """Ruling: the card set aside comes only with a Ferryman: no buy, no gain from the supply."""
    t = table("ferryman", "workshop")
    aside = t.game.piles_aside["ferryman"]
    t.give("ann", hand=["workshop", "gold", "gold"])
    decision = t.play("workshop")
    assert aside not in decision.options
    t.answer("silver")
    t.add("gold")
    t.add("gold")
    assert check_play(views.view(t.game), Buy(aside), arguments=False) is not None
    t.game.non_supply[aside] = 0
    assert t.game.empty_piles() == 0


def _table_aside(table, card):
    for seed in range(2000):
        t = table("ferryman", seed=seed)
        if t.game.piles_aside["ferryman"] == card:
            return t
    raise AssertionError(f"no seed below 2000 sets {card} aside")


def test_the_card_set_aside_is_set_up(table):
    """Our ruling (as for a Black Market deck's cards): the card set aside is set up as a kingdom card would
    be: Trade Route's tokens go on the victory piles, Tournament's Prizes are beside the supply."""
    # The seeds whose pile set aside is Trade Route, then Tournament (which seed draws which changes as cards
    # are added: found, not fixed).
    t = _table_aside(table, "trade-route")
    assert all(t.game.pile_tokens[pile] == {"trade-route": 1} for pile in ("estate", "duchy", "province"))
    t = _table_aside(table, "tournament")
    prizes = ("bag-of-gold", "diadem", "followers", "princess", "trusty-steed")
    assert all(t.game.non_supply[prize] == 1 for prize in prizes)
