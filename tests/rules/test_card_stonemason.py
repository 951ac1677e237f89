"""Stonemason (Guilds, both editions): trash a card from your hand and gain 2 cards, each costing less than
it; when you buy it you may overpay, to gain 2 action cards each costing exactly what you overpaid.

Rulings (official FAQ, in our words): the trash is compulsory (with a card in hand); the 2 cards may differ;
nothing costs less than a Copper, so trashing one gains nothing; overpaying 0 gains no action costing 0; with
no action at that cost nothing is gained; the cards are gained one at a time; costs with a potion compare both
parts (a Smithy costs less than a Golem, a Copper less than a Transmute); a potion may be overpaid too
(Alchemy), and then the action cards cost exactly the coins overpaid and a potion (a potion alone: cards
costing just a potion)."""

from __future__ import annotations


def test_stonemason_trashes_and_gains_two_cheaper_cards(table):
    t = table("stonemason")
    t.give("ann", hand=["stonemason", "gold"])
    decision = t.play("stonemason")
    assert decision.kind == "trash" and decision.min == 1
    decision = t.answer("gold")
    assert decision.kind == "gain" and decision.max_cost == 5 and decision.min == 1
    assert "costing less" in t.illegal("gold")
    decision = t.answer("duchy")
    assert decision.max_cost == 5
    t.answer("silver")
    assert sorted(t.ann.discards) == ["duchy", "silver"] and t.game.trash == ["gold"]


def test_trashing_a_copper_gains_nothing(table):
    t = table("stonemason")
    t.give("ann", hand=["stonemason", "copper"])
    t.play("stonemason")
    assert t.answer("copper") is None
    assert t.ann.discards == [] and t.game.trash == ["copper"]


def test_an_empty_hand_trashes_and_gains_nothing(table):
    t = table("stonemason")
    t.give("ann", hand=["stonemason"])
    assert t.play("stonemason") is None


def test_overpay_gains_two_actions_costing_exactly_that(table):
    t = table("stonemason", "village", "smithy")
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("stonemason")
    decision = t.answer("3")
    assert decision.kind == "gain" and "village" in decision.options and "smithy" not in decision.options
    assert "silver" not in decision.options  # actions only
    decision = t.answer("village")
    t.answer("village")
    assert sorted(t.ann.discards) == ["stonemason", "village", "village"] and t.game.coins == 1


def test_overpaying_nothing_gains_nothing(table):
    t = table("stonemason")
    t.give("ann", hand=["gold"])
    t.add("gold")
    t.buy("stonemason")
    assert t.answer("0") is None
    assert t.ann.discards == ["stonemason"]


def test_cheaper_than_a_card_with_a_potion_in_its_cost(table):
    """Costs compare coins and potions (the rule of Alchemy's costs): a Golem (4 coins and a potion) is dearer
    than a Smithy (4 coins) and a Silver; a Transmute (a potion) is dearer than a Copper."""
    t = table("stonemason", "golem", "transmute", "smithy")
    t.give("ann", hand=["stonemason", "golem"])
    t.play("stonemason")
    decision = t.answer("golem")
    assert {"smithy", "silver", "transmute"} <= set(decision.options)
    assert "golem" not in decision.options and "gold" not in decision.options
    t = table("stonemason", "golem", "transmute", "smithy")
    t.give("ann", hand=["stonemason", "transmute"])
    t.play("stonemason")
    decision = t.answer("transmute")
    assert set(decision.options) == {"copper", "curse"}


def test_a_potion_overpaid_gains_actions_costing_a_potion(table):
    t = table("stonemason", "transmute", "apothecary", "alchemist", "village")
    t.give("ann", hand=["gold", "gold", "potion"], discards=[])
    for card in ("gold", "gold", "potion"):
        t.add(card)
    t.buy("stonemason")
    assert t.answer("2").card == "stonemason"  # 4 coins left: 2 overpaid
    decision = t.game.pending
    assert decision.kind == "choose" and decision.options == ("potion",) and decision.min == 0
    decision = t.answer("potion")
    assert decision.kind == "gain" and decision.options == ("apothecary",)  # costs 2 and a potion
    assert "2 and a potion" in t.illegal("village")
    t.answer("apothecary")
    t.answer("apothecary")
    assert sorted(t.ann.discards) == ["apothecary", "apothecary", "stonemason"]
    assert t.game.potions == 0 and t.game.coins == 2


def test_a_potion_alone_overpaid_gains_actions_costing_just_a_potion(table):
    t = table("stonemason", "transmute", "apothecary", "alchemist")
    t.give("ann", hand=["silver", "potion"], discards=[])
    t.add("silver")
    t.add("potion")
    t.buy("stonemason")
    assert t.game.pending.kind == "choose"  # no coin left to overpay: only the potion is asked
    decision = t.answer("potion")
    assert decision.options == ("transmute",)
    t.answer("transmute")
    assert t.answer("transmute") is None
    assert sorted(t.ann.discards) == ["stonemason", "transmute", "transmute"]


def test_a_potion_kept_gains_actions_without_a_potion(table):
    t = table("stonemason", "transmute", "village")
    t.give("ann", hand=["gold", "gold", "potion"], discards=[])
    for card in ("gold", "gold", "potion"):
        t.add(card)
    t.buy("stonemason")
    t.answer("3")
    decision = t.answer()  # the potion declined
    assert decision.kind == "gain" and "village" in decision.options and t.game.potions == 1


def test_no_potion_question_without_a_potion_left(table):
    t = table("stonemason", "transmute")
    t.give("ann", hand=["gold"], discards=[])
    t.add("gold")
    t.buy("stonemason")
    assert t.game.pending.kind == "pay"
    assert t.answer("0") is None
