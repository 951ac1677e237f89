"""Pirate Ship (Seaside first edition): an attack. Choose: +1 coin per coin token on your Pirate Ship mat; or
each other player reveals their top 2 cards and trashes one treasure of them that you choose, discarding
the rest, and if anything was trashed you add one token to your mat.

Rulings (official FAQ, in our words): the tokens are public and stay all game; only one token per play,
however many players lost a treasure; a player who revealed no treasure discards both cards; a Moat's
holder reveals nothing; reactions are revealed as the card is played, before its player chooses, so they
may be revealed even when the coins are chosen; Throne Room on Pirate Ship may take the token first and then
the coins."""

from __future__ import annotations

from referee import views
from referee.rules.game import count_cards


def test_pirate_ship_attack_trashes_a_treasure_and_takes_a_token(table):
    t = table("pirate-ship", players=3, edition=1)
    t.give("ann", hand=["pirate-ship"], deck=["copper"] * 10)
    t.give("bob", deck=["gold", "silver"] + ["copper"] * 5)
    t.give("cat", deck=["estate", "estate"] + ["copper"] * 5)
    total = count_cards(t.game)
    decision = t.play("pirate-ship")
    assert decision.options == ("coins", "attack")
    decision = t.answer("attack")
    assert decision.kind == "trash" and decision.options == ("silver", "gold") and decision.target == "bob"
    assert t.answer("gold") is None
    assert "gold" in t.game.trash and "silver" in t.bob.discards
    assert t.cat.discards[-2:] == ["estate", "estate"]
    assert t.ann.tokens["pirate-ship"] == 1
    assert sum(count_cards(t.game).values()) == sum(total.values())
    t.clean()
    seats = {seat.name: seat for seat in views.view(t.game, t.bob).seats}
    assert seats["ann"].pirate_ship == 1


def test_one_token_however_many_victims_lost_a_treasure(table):
    t = table("pirate-ship", players=3, edition=1)
    t.give("ann", hand=["pirate-ship"], deck=["copper"] * 10)
    t.give("bob", deck=["copper", "copper"])
    t.give("cat", deck=["silver", "estate"])
    t.play("pirate-ship")
    t.answer("attack")
    t.answer("copper")
    t.answer("silver")
    assert t.ann.tokens["pirate-ship"] == 1


def test_coins_count_the_tokens(table):
    t = table("pirate-ship", edition=1)
    t.ann.tokens["pirate-ship"] = 3
    t.give("ann", hand=["pirate-ship"], deck=["copper"] * 10)
    t.play("pirate-ship")
    t.answer("coins")
    assert t.game.coins == 3


def test_no_treasure_trashed_no_token(table):
    t = table("pirate-ship", edition=1)
    t.give("ann", hand=["pirate-ship"], deck=["copper"] * 10)
    t.give("bob", deck=["estate", "estate"])
    t.play("pirate-ship")
    assert t.answer("attack") is None
    assert t.ann.tokens.get("pirate-ship", 0) == 0


def test_a_moat_keeps_the_victims_cards(table):
    t = table("pirate-ship", "moat", edition=1)
    t.give("ann", hand=["pirate-ship"], deck=["copper"] * 10)
    t.give("bob", hand=["moat"], deck=["gold", "gold"])
    decision = t.play("pirate-ship")
    assert decision.kind == "reveal" and decision.player == "bob"  # as it is played, before the choice
    decision = t.answer("moat")
    assert decision.player == "ann" and decision.options == ("coins", "attack")
    assert t.answer("attack") is None
    assert t.bob.deck[-2:] == ["gold", "gold"] and t.ann.tokens.get("pirate-ship", 0) == 0


def test_reactions_come_before_the_choice_even_for_the_coins(table):
    t = table("pirate-ship", "secret-chamber", edition=1)
    t.give("ann", hand=["pirate-ship"], deck=["copper"] * 10)
    t.give("bob", hand=["secret-chamber", "estate", "estate"], deck=["gold", "gold"] + ["copper"] * 5)
    decision = t.play("pirate-ship")
    assert decision.kind == "reveal" and decision.player == "bob"
    t.answer("secret-chamber")
    t.answer("estate", "estate")
    decision = t.game.pending
    assert decision.player == "ann" and decision.card == "pirate-ship"
    assert t.answer("coins") is None and t.game.coins == 0


def test_throne_room_token_then_coins(table):
    t = table("pirate-ship", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "pirate-ship"], deck=["copper"] * 10)
    t.give("bob", deck=["silver", "estate"] + ["copper"] * 5)
    t.play("throne-room")
    t.answer("pirate-ship")
    t.answer("attack")
    t.answer("silver")
    t.answer("coins")
    assert t.game.coins == 1
