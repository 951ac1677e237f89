"""Lighthouse (Seaside, both editions): +1 action, +1 coin now and +1 coin at the start of your next turn;
until then (first edition: while it is in play) other players' attacks do not affect you.

Rulings (official FAQ, in our words): from the play of Lighthouse to the start of your next turn, attacks
played by the others do not affect you, even if you would like them to; you may still reveal reactions (a
Secret Chamber's draw); what counts is whether Lighthouse is in play when the attack is played (issue 29:
Lighthouse against attacks of every kind: a Curse, a discard, a card lost from the deck, a topdeck, a hand
swapped); a Throne Room on it gives +2 actions and +2 coins now and +2 coins next turn."""

from __future__ import annotations

import pytest

from referee import views


def _ann_plays_lighthouse(t):
    t.give("ann", hand=["lighthouse"], deck=["copper"] * 20)
    t.play("lighthouse")
    assert (t.game.actions, t.game.coins) == (1, 1)
    t.clean()
    assert t.game.player.name == "bob" and t.ann.plays == ["lighthouse"]


@pytest.mark.parametrize("edition", [1, 2])
def test_lighthouse_gives_a_coin_now_and_next_turn(table, edition):
    t = table("lighthouse", edition=edition)
    _ann_plays_lighthouse(t)
    t.clean()
    assert t.game.coins == 1 and t.ann.plays == ["lighthouse"]
    t.clean()
    assert t.ann.plays == []


@pytest.mark.parametrize(
    "attack, cards",
    [
        ("witch", ()),
        ("militia", ()),
        ("bureaucrat", ()),
        ("minion", ("discard",)),
        ("bandit", ()),
        ("cutpurse", ()),
        ("sea-hag", ()),
        ("ghost-ship", ()),
        ("sea-witch", ()),
        ("torturer", ()),
        ("goons", ()),
    ],
)
def test_attacks_of_every_kind_do_not_affect_the_lighthouse_owner(table, attack, cards):
    t = table("lighthouse", attack, edition=2 if attack == "sea-witch" else 1)
    _ann_plays_lighthouse(t)
    hand = list(t.ann.hand)
    deck = list(t.ann.deck)
    t.give("bob", hand=[attack], deck=["copper"] * 10)
    decision = t.play(attack)
    for answer in cards:
        decision = t.answer(answer)
    assert decision is None
    assert t.ann.hand == hand and t.ann.deck == deck and "curse" not in t.ann.discards


def test_pirate_ship_and_the_others_in_a_three_player_game(table):
    t = table("lighthouse", "pirate-ship", players=3, edition=1)
    _ann_plays_lighthouse(t)
    t.give("bob", hand=["pirate-ship"], deck=["copper"] * 10)
    t.give("cat", deck=["silver", "estate"])
    top = list(t.ann.deck[-2:])
    t.play("pirate-ship")
    decision = t.answer("attack")
    assert decision.target == "cat"  # ann is unaffected: nothing revealed
    t.answer("silver")
    assert t.ann.deck[-2:] == top


def test_a_reaction_may_still_be_revealed(table):
    t = table("lighthouse", "witch", "secret-chamber", edition=1)
    _ann_plays_lighthouse(t)
    t.give("ann", hand=["secret-chamber", "copper", "copper"], deck=["gold", "gold"] + ["copper"] * 5)
    t.give("bob", hand=["witch"], deck=["copper"] * 10)
    decision = t.play("witch")
    assert decision.player == "ann" and decision.kind == "reveal"
    decision = t.answer("secret-chamber")
    assert decision.kind == "topdeck"
    t.answer("copper", "copper")
    assert "gold" in t.ann.hand and "curse" not in t.ann.discards


def test_lighthouse_in_play_on_its_owner_turn_does_not_stop_its_own_attack(table):
    t = table("lighthouse", "witch")
    t.give("ann", hand=["lighthouse", "witch"], deck=["copper"] * 10)
    t.play("lighthouse")
    t.play("witch")
    assert "curse" in t.bob.discards


def test_after_the_next_turn_the_protection_is_gone(table):
    t = table("lighthouse", "witch")
    _ann_plays_lighthouse(t)
    t.clean()  # bob
    t.clean()  # ann: Lighthouse leaves play
    t.give("bob", hand=["witch"], deck=["copper"] * 10)
    t.play("witch")
    assert "curse" in t.ann.discards


def test_throne_room_on_lighthouse(table):
    t = table("lighthouse", "throne-room")
    t.give("ann", hand=["throne-room", "lighthouse"], deck=["copper"] * 20)
    t.play("throne-room")
    t.answer("lighthouse")
    assert (t.game.actions, t.game.coins) == (2, 2)
    t.clean()
    t.clean()
    assert t.game.coins == 2


def test_a_lighthouse_owner_may_answer_a_militia_with_no_discard():
    # Protocol v5: the defense against Militia lists the discards; a Lighthouse's owner is not affected, so
    # `(discard)` with no card is a legal defense for it (and would be refused without the Lighthouse).
    from protocol.messages import DiscardDefense
    from referee.rules.legality import check_defense
    from tests.rules.conftest import Table

    t = Table("lighthouse", "militia")
    t.give("ann", hand=["lighthouse"], deck=["copper"] * 20)
    t.play("lighthouse")
    t.clean()
    view = views.view(t.game, t.ann)
    assert view.seats[0].durations == ("lighthouse",) and len(view.hand) == 5
    assert check_defense(view, DiscardDefense(())) is None
    t.clean()  # bob
    t.clean()  # ann's turn: the Lighthouse leaves play at its clean-up
    assert views.view(t.game, t.ann).seats[0].durations == ()
    assert "must leave exactly 3 cards" in check_defense(views.view(t.game, t.ann), DiscardDefense(()))
