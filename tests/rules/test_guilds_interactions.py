"""Guilds cards meeting the cards of other sets (each a ruling of the official FAQs, in our words): an overpay
in a possessed turn is decided by the possessor, paid with the possessed player's coins, and what it gains
goes to the possessor (Possession: whatever the possessed player would gain); a Watchtower may put a card
bought onto the deck after its overpay was resolved (the Silvers it gained react first)."""

from __future__ import annotations


def test_overpay_in_a_possessed_turn(table):
    t = table("masterpiece", "possession", edition=1)
    t.give("ann", hand=["possession"], deck=["copper"] * 10)
    t.play("possession")
    t.clean()
    assert t.game.player.name == "bob"
    t.give("bob", hand=["gold", "gold"], discards=[])
    t.give("ann", discards=[])
    t.add("gold")
    t.add("gold")
    t.buy("masterpiece")
    decision = t.game.pending
    assert decision.kind == "pay" and decision.options == ("0", "1", "2", "3")
    assert t.game.decider(decision.player) == "ann"
    t.answer("2")
    assert sorted(t.ann.discards) == ["masterpiece", "silver", "silver"] and t.bob.discards == []


def test_watchtower_topdecks_a_masterpiece_after_its_silvers(table):
    t = table("masterpiece", "watchtower", edition=1)
    t.give("ann", hand=["gold", "gold", "watchtower"])
    t.add("gold")
    t.add("gold")
    t.buy("masterpiece")
    decision = t.answer("1")  # a Silver, then the Watchtower's reactions: to the Silver, to the Masterpiece
    seen = []
    while decision is not None:
        assert decision.card == "watchtower"
        seen.append(decision)
        decision = t.answer("topdeck")
    assert len(seen) == 2 and t.ann.deck[-2:] == ["silver", "masterpiece"]
