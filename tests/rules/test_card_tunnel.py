"""Tunnel (Hinterlands, both editions): a victory card worth 2 VP and a reaction: discarded other than during
Clean-up, its owner may reveal it to gain a Gold.

Rulings (the official FAQ, in our words): it counts 2 VP at the end; it reacts however it is discarded, from
the hand, from the deck or from cards set aside or revealed, on its owner's turn or on another player's (a
Militia's victim gains the Gold on the attacker's turn); revealing is optional, even when the card was already
revealed; the Gold comes from the supply to the discard pile, and with none left nothing is gained (nor
asked); cards put into the discard pile without being discarded (a gain, a deck put there by Chancellor) and
Clean-up's discards do not trigger it."""

from __future__ import annotations

from referee.rules.spec import SPECS


def test_tunnel_is_worth_two_victory_points(table):
    t = table("tunnel")
    assert SPECS["tunnel"].vp == 2
    t.give("ann", hand=["tunnel"], deck=[], discards=["tunnel", "estate"])
    assert t.ann.score() == 5


def test_tunnel_discarded_from_the_hand_gains_a_gold(table):
    t = table("tunnel", "cellar")
    t.give("ann", hand=["cellar", "tunnel", "copper"], deck=["estate", "estate"])
    t.play("cellar")
    decision = t.answer("tunnel")
    assert (decision.player, decision.kind, decision.options, decision.min) == (
        "ann",
        "reveal",
        ("tunnel",),
        0,
    )
    assert t.answer("tunnel") is None
    assert sorted(t.ann.discards) == ["gold", "tunnel"]
    assert t.ann.hand == ["copper", "estate"]  # Cellar goes on: one card drawn


def test_revealing_tunnel_is_optional(table):
    t = table("tunnel", "cellar")
    t.give("ann", hand=["cellar", "tunnel"], deck=["estate"])
    t.play("cellar")
    t.answer("tunnel")
    assert t.answer() is None
    assert t.ann.discards == ["tunnel"] and t.game.piles["gold"] == 30


def test_tunnel_discarded_to_militia_gains_gold_on_the_attackers_turn(table):
    t = table("tunnel", "militia")
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["tunnel", "copper", "copper", "silver", "estate"])
    t.play("militia")
    decision = t.answer("tunnel", "estate")
    assert (decision.player, decision.kind) == ("bob", "reveal")
    assert t.answer("tunnel") is None
    assert t.game.player is t.ann
    assert sorted(t.bob.discards) == ["estate", "gold", "tunnel"]


def test_tunnel_discarded_from_the_deck_reacts(table):
    t = table("tunnel", "cartographer")
    t.give("ann", hand=["cartographer"], deck=["copper", "tunnel", "estate", "silver", "duchy"])
    t.play("cartographer")
    decision = t.answer("tunnel", "estate")
    assert (decision.kind, decision.source) == ("reveal", "discards")
    decision = t.answer("tunnel")
    assert "gold" in t.ann.discards
    assert decision.kind == "topdeck"  # Cartographer goes on with the card it kept


def test_tunnel_looked_at_by_lookout_and_discarded_reacts(table):
    t = table("tunnel", "lookout")
    t.give("ann", hand=["lookout"], deck=["copper", "estate", "tunnel"])
    decision = t.play("lookout")
    assert decision.kind == "trash"
    decision = t.answer("copper")
    assert decision.kind == "discard"
    decision = t.answer("tunnel")
    assert decision.kind == "reveal"
    assert t.answer("tunnel") is None
    assert "gold" in t.ann.discards


def test_tunnel_revealed_by_adventurer_and_discarded_reacts(table):
    t = table("tunnel", "adventurer")
    t.give("ann", hand=["adventurer"], deck=["copper", "tunnel", "copper"])
    decision = t.play("adventurer")
    assert decision.kind == "reveal"
    assert t.answer("tunnel") is None
    assert sorted(t.ann.discards) == ["gold", "tunnel"]
    assert t.ann.hand == ["copper", "copper"]


def test_tunnel_discarded_by_navigator_reacts(table):
    t = table("tunnel", "navigator")
    t.give("ann", hand=["navigator"], deck=["copper", "tunnel", "estate", "estate", "copper"])
    decision = t.play("navigator")
    assert decision.kind == "choose"
    decision = t.answer("discard-all")
    assert decision.kind == "reveal"
    assert t.answer("tunnel") is None
    assert "gold" in t.ann.discards


def test_tunnel_with_no_gold_left_asks_nothing(table):
    t = table("tunnel", "cellar")
    t.game.piles["gold"] = 0
    t.give("ann", hand=["cellar", "tunnel"], deck=["estate"])
    t.play("cellar")
    assert t.answer("tunnel") is None
    assert t.ann.discards == ["tunnel"]


def test_tunnel_in_clean_up_does_not_react(table):
    t = table("tunnel")
    t.give("ann", hand=["tunnel", "copper"], deck=["copper"] * 5)
    t.clean()
    assert t.game.pending is None
    assert "gold" not in t.ann.discards and "tunnel" in t.ann.discards


def test_tunnel_put_into_the_discards_by_chancellor_does_not_react(table):
    t = table("tunnel", "chancellor")
    t.give("ann", hand=["chancellor"], deck=["tunnel", "copper"])
    decision = t.play("chancellor")
    assert t.answer(*decision.options) is None
    assert sorted(t.ann.discards) == ["copper", "tunnel"]


def test_tunnel_gained_does_not_react(table):
    t = table("tunnel")
    t.game.run(t.game.gain(t.ann, "tunnel"))
    assert t.ann.discards == ["tunnel"] and t.game.pending is None


def test_tunnel_and_weaver_discarded_together_run_in_the_order_their_owner_picks(table):
    t = table("tunnel", "weaver", "cellar")
    t.give("ann", hand=["cellar", "tunnel", "weaver"], deck=["copper", "copper"])
    t.play("cellar")
    decision = t.answer("tunnel", "weaver")
    assert (decision.kind, decision.source, decision.ordered) == ("choose", "cards", True)
    assert sorted(decision.options) == ["tunnel", "weaver"] and decision.min == 2
    decision = t.answer("weaver", "tunnel")
    assert (decision.card, decision.kind) == ("weaver", "play")  # Weaver's first, as chosen
    t.answer("weaver")
    decision = t.answer("silvers")
    assert (decision.card, decision.kind) == ("tunnel", "reveal")
    assert t.answer("tunnel") is None
    assert sorted(t.ann.discards) == ["gold", "silver", "silver", "tunnel"]


def test_two_tunnels_discarded_together_ask_no_order(table):
    t = table("tunnel", "cellar")
    t.give("ann", hand=["cellar", "tunnel", "tunnel"], deck=["copper", "copper"])
    t.play("cellar")
    assert t.answer("tunnel", "tunnel").kind == "reveal"
    assert t.answer("tunnel").kind == "reveal"
    assert t.answer("tunnel") is None
    assert t.ann.discards.count("gold") == 2
