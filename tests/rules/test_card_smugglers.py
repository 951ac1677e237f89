"""Smugglers (Seaside, both editions): gain a copy of a card costing up to 6 that the player on your right
gained on their last turn.

Rulings (official FAQ, in our words): the cost counts when Smugglers is played, not when the other player
gained it (a Bridge now); it looks at that player's most recent turn; the card need not have been bought
(gained any way counts); among several you choose, with none you gain nothing; only cards of the supply can
be gained (an empty pile offers nothing); it is no attack (a Moat or Lighthouse does not stop it); the
player on your right is the one whose turn comes just before yours."""

from __future__ import annotations


def _bob_gains(t, *cards):
    assert t.game.player.name == "ann"
    t.clean()
    for card in cards:
        t.game.run(t.game.gain(t.bob, card))
    t.clean()
    assert t.game.player.name == "ann"


def test_smugglers_copies_a_card_the_player_on_the_right_gained(table):
    t = table("smugglers", "laboratory")
    t.give("ann", deck=["smugglers"] + ["copper"] * 20)
    _bob_gains(t, "gold", "laboratory", "province")
    t.give("ann", hand=["smugglers"])
    decision = t.play("smugglers")
    assert decision.kind == "gain" and set(decision.options) == {"gold", "laboratory"}
    assert "province" in t.illegal("province")
    t.answer("laboratory")
    assert "laboratory" in t.ann.discards


def test_nothing_gained_nothing_to_copy(table):
    t = table("smugglers")
    _bob_gains(t)
    t.give("ann", hand=["smugglers"], deck=["copper"] * 5, discards=[])
    assert t.play("smugglers") is None and t.ann.discards == []


def test_the_cost_counts_now_a_bridge_lets_a_dearer_card_through(table):
    t = table("smugglers", "bridge", "village")
    _bob_gains(t, "province")
    t.give("ann", hand=["village", "village", "bridge", "bridge", "smugglers"], deck=["copper"] * 10)
    t.play("village")
    t.play("village")
    t.play("bridge")
    t.play("bridge")
    decision = t.play("smugglers")
    assert decision.options == ("province",)


def test_an_empty_pile_offers_nothing(table):
    t = table("smugglers")
    _bob_gains(t, "silver")
    t.game.set_pile("silver", 0)
    t.give("ann", hand=["smugglers"], deck=["copper"] * 5)
    assert t.play("smugglers") is None


def test_the_player_on_the_right_with_three_players(table):
    t = table("smugglers", players=3)
    t.clean()  # ann
    t.game.run(t.game.gain(t.bob, "gold"))
    t.clean()  # bob
    t.game.run(t.game.gain(t.cat, "silver"))
    t.clean()  # cat
    t.give("ann", hand=["smugglers"], deck=["copper"] * 5)
    decision = t.play("smugglers")
    assert decision.options == ("silver",)  # cat sits on ann's right


def test_the_gains_of_its_most_recent_turn_only(table):
    t = table("smugglers")
    _bob_gains(t, "gold")
    _bob_gains(t, "silver")
    t.give("ann", hand=["smugglers"], deck=["copper"] * 5)
    assert t.play("smugglers").options == ("silver",)


def test_a_moat_does_not_stop_it(table):
    t = table("smugglers", "moat")
    _bob_gains(t, "silver")
    t.give("bob", hand=["moat"])
    t.give("ann", hand=["smugglers"], deck=["copper"] * 5)
    decision = t.play("smugglers")
    assert decision.player == "ann" and decision.kind == "gain"


def test_a_card_whose_cost_has_a_potion_is_never_up_to_6(table):
    """Ruling (review of issue 29): "costing up to 6" leaves out a cost with a potion (Familiar), while the
    Potion itself (4) may be copied."""
    t = table("smugglers", "familiar")
    _bob_gains(t, "familiar", "potion")
    t.give("ann", hand=["smugglers"], deck=["copper"] * 5)
    assert t.play("smugglers").options == ("potion",)


def test_only_a_card_whose_cost_has_a_potion_gains_nothing(table):
    t = table("smugglers", "familiar")
    _bob_gains(t, "familiar")
    t.give("ann", hand=["smugglers"], deck=["copper"] * 5, discards=[])
    assert t.play("smugglers") is None and t.ann.discards == []
