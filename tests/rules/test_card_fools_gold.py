"""Fool's Gold (Hinterlands, both editions): a treasure worth 1 coin, or 4 when another Fool's Gold was
played earlier this turn. When another player gains a Province, you may trash it from your hand to gain a
Gold onto your deck.

Rulings (official FAQ, in our words): the first Fool's Gold of the turn is worth 1, each later one 4; the
reaction works for any Province another player gains, bought or not; several Fool's Golds may each be
trashed for a Gold; a player's own Province gain triggers nothing; with no Gold left the Fool's Gold may still
be trashed, gaining nothing."""

from __future__ import annotations


def test_first_is_one_then_four(table):
    t = table("fools-gold")
    t.give("ann", hand=["fools-gold", "fools-gold", "fools-gold"])
    t.add("fools-gold")
    assert t.game.coins == 1
    t.add("fools-gold")
    t.add("fools-gold")
    assert t.game.coins == 9


def test_another_players_province_lets_trash_for_a_gold_on_deck(table):
    t = table("fools-gold")
    t.give("ann", hand=["gold", "gold", "silver"])
    t.give("bob", hand=["fools-gold", "fools-gold", "copper"], deck=["estate"])
    t.add("gold")
    t.add("gold")
    t.add("silver")
    t.buy("province")
    decision = t.game.pending
    assert decision.player == "bob" and decision.max == 2 and decision.min == 0
    assert decision.prompt == (
        "ann gained a province: you may trash any of your 2 fools-golds from your hand, each for a gold onto "
        "your deck"
    )
    assert t.answer("fools-gold", "fools-gold") is None
    assert t.bob.deck[-2:] == ["gold", "gold"] and t.game.trash == ["fools-gold", "fools-gold"]


def test_own_province_triggers_nothing(table):
    t = table("fools-gold")
    t.give("ann", hand=["fools-gold"])
    assert t.game.begin(t.game.gain(t.ann, "province")) is None


def test_other_gains_trigger_nothing(table):
    t = table("fools-gold")
    t.give("bob", hand=["fools-gold"])
    assert t.game.begin(t.game.gain(t.ann, "duchy")) is None


def test_with_no_gold_left_it_may_still_be_trashed(table):
    """The Fool's Gold may be trashed with no Gold left in the supply: it is trashed and nothing is gained."""
    t = table("fools-gold")
    t.game.set_pile("gold", 0)
    t.give("ann", hand=["silver", "silver", "silver"])
    t.give("bob", hand=["fools-gold", "copper"], deck=["estate"])
    t.game.coins = 2
    for _ in range(3):
        t.add("silver")
    t.buy("province")
    decision = t.game.pending
    assert decision.player == "bob" and decision.max == 1
    assert t.answer("fools-gold") is None
    assert t.game.trash == ["fools-gold"] and t.bob.deck == ["estate"]


def test_a_gain_of_its_owner_never_lists_it_among_the_triggers_to_order(table):
    """Its reaction is to another player's Province only: its owner buying a Cache (whose own trigger gains
    2 Coppers) with a Fool's Gold in hand is asked nothing."""
    t = table("fools-gold", "cache")
    t.give("ann", hand=["fools-gold"], discards=[])
    t.game.coins = 5
    t.buy("cache")
    assert t.game.pending is None and t.ann.discards == ["cache", "copper", "copper"]
