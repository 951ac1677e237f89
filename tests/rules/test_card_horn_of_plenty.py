"""Horn of Plenty (Cornucopia, both editions): a treasure that adds no coin; played, it gains a card whose
cost is at most the number of names among its owner's cards in play (itself counted), and goes to the trash
when that card is a victory card.

Rulings (official FAQ, in our words): it gives no coin; it counts itself, the treasures and actions played,
and cards in play from an earlier turn (a Caravan); each name once; only the cards still in play (a Feast
trashed does not count); gaining a victory card trashes it, buying one while it is in play does not; a card
whose cost has a potion is never gained."""

from __future__ import annotations


def test_horn_of_plenty_counts_names_in_play(table):
    t = table("horn-of-plenty", "village")
    t.give("ann", hand=["horn-of-plenty", "copper", "copper", "silver"], plays=["village"])
    t.game.actions = 0
    t.add("copper")
    t.add("copper")
    t.add("silver")
    t.add("horn-of-plenty")
    decision = t.game.pending
    assert t.game.coins == 4  # the horn adds nothing
    assert decision.kind == "gain" and decision.max_cost == 4  # village, copper, silver, horn-of-plenty
    assert "horn-of-plenty" not in decision.options and "silver" in decision.options
    assert "at most 1 per differently named card" in t.illegal("gold")
    t.answer("silver")
    assert t.ann.discards == ["silver"] and "horn-of-plenty" in t.ann.plays


def test_horn_of_plenty_alone_gains_a_card_costing_up_to_1(table):
    t = table("horn-of-plenty")
    t.give("ann", hand=["horn-of-plenty"])
    t.add("horn-of-plenty")
    assert t.game.pending.max_cost == 1 and "copper" in t.game.pending.options
    assert "curse" in t.game.pending.options and "estate" not in t.game.pending.options


def test_horn_of_plenty_trashes_itself_for_a_victory_card(table):
    t = table("horn-of-plenty", "smithy", "village", "market")
    t.give("ann", hand=["horn-of-plenty", "copper"], plays=["smithy", "village", "market"])
    t.add("copper")
    t.add("horn-of-plenty")
    assert t.game.pending.max_cost == 5
    t.answer("duchy")
    assert "horn-of-plenty" not in t.ann.plays and t.game.trash == ["horn-of-plenty"]
    assert t.ann.discards == ["duchy"]


def test_buying_a_victory_card_keeps_the_horn(table):
    t = table("horn-of-plenty")
    t.give("ann", hand=["horn-of-plenty", "gold", "gold", "silver"])
    for card in ("gold", "gold", "silver"):
        t.add(card)
    t.add("horn-of-plenty")
    t.answer("silver")
    t.buy("province")
    assert "horn-of-plenty" in t.ann.plays and t.game.trash == []


def test_horn_of_plenty_counts_a_caravan_from_last_turn(table):
    t = table("horn-of-plenty", "caravan")
    t.give("ann", hand=["caravan", "estate"], deck=["copper"] * 6 + ["horn-of-plenty"] + ["copper"] * 6)
    t.play("caravan")
    t.clean()
    t.clean()  # bob's turn
    assert t.ann.plays == ["caravan"]
    t.game.actions = 0
    t.add("horn-of-plenty")
    assert t.game.pending.max_cost == 2


def test_horn_of_plenty_does_not_count_a_feast_trashed(table):
    t = table("horn-of-plenty", "feast")
    t.give("ann", hand=["feast", "horn-of-plenty"])
    t.play("feast")
    t.answer("silver")
    t.add("horn-of-plenty")
    assert t.game.pending.max_cost == 1


def test_horn_of_plenty_never_gains_a_prize(table):
    t = table("horn-of-plenty", "tournament")
    t.give("ann", hand=["horn-of-plenty"])
    t.add("horn-of-plenty")
    assert not set(t.game.pending.options) & {
        "bag-of-gold",
        "diadem",
        "followers",
        "princess",
        "trusty-steed",
    }


def test_horn_of_plenty_never_gains_a_card_costing_a_potion(table):
    t = table("horn-of-plenty", "familiar", "village", "smithy", "market")
    t.give("ann", hand=["horn-of-plenty", "copper"], plays=["village", "smithy", "market"])
    t.add("copper")
    t.add("horn-of-plenty")
    assert t.game.pending.max_cost == 5 and "familiar" not in t.game.pending.options
