"""The interactions issue 29 names, gathered by its outside review: where each is tested, and the cases the
card files left out, tested here (rulings of the Seaside rulebook's durations section and each card's FAQ,
in our words).

Already tested elsewhere (each passes on main):
- Throne Room and King's Court on durations: test_card_wharf.py (King's Court on Wharf stays until the
  clean-up of the turn after), test_card_kings_court.py (on Caravan), test_card_tactician.py (Throne Room on
  Tactician: the second play finds the hand empty, one bonus, both stay), test_card_lighthouse.py (Throne
  Room on Lighthouse), test_seaside_a_interactions.py (King's Court on Fishing Village; a Throne Room on a
  non-duration is discarded while a duration stays);
- Possession with gains, trashing and reactions: test_card_possession.py;
- Outpost after Outpost: test_card_outpost.py (second edition, both in one turn and on the extra turn; first
  edition on the extra turn), test_seaside_a_interactions.py (with a Merchant Ship);
- Haven under King's Court: test_card_haven.py;
- Lighthouse against attacks: test_card_lighthouse.py, test_seaside_b_interactions.py;
- Young Witch's Bane with Moat in the kingdom: test_card_young_witch.py;
- Tournament when the Prize pile is empty: test_card_tournament.py.

Tested here: Throne Room on Haven when the second play finds the hand empty (a duration that did nothing the
second time: both still stay, the one card comes back), Throne Room and King's Court on Outpost (one extra
turn; both stay until its clean-up), two Outposts in one first-edition turn, Haven under King's Court with
every card of the game conserved and the three cards back in hand only at the start of the next turn, a
Wharf played in a possessed turn (its next turn is its owner's own turn right after)."""

from __future__ import annotations

import pytest

from referee.rules.game import count_cards


def test_throne_room_on_haven_the_second_play_finds_no_card(table):
    t = table("haven", "throne-room")
    t.give("ann", hand=["throne-room", "haven"], deck=["gold"] + ["copper"] * 20)
    total = count_cards(t.game)
    t.play("throne-room")
    t.answer("haven")
    # the first play draws the gold and must set it aside; the second play draws a copper and sets it aside
    t.answer("gold")
    t.answer("copper")
    assert sorted(t.ann.mats["haven"]) == ["copper", "gold"] and t.ann.hand == []
    t.clean()
    assert sorted(t.ann.plays) == ["haven", "throne-room"]
    t.clean()  # bob
    assert {"gold", "copper"} <= set(t.ann.hand) and len(t.ann.hand) == 7
    t.clean()
    assert t.ann.plays == [] and count_cards(t.game) == total


def test_throne_room_on_haven_with_nothing_to_set_aside_the_second_time(table):
    """The second play draws nothing (deck and discards empty) and finds the hand empty: it sets nothing
    aside; the first play's card still comes back, and Haven and the Throne Room stay in play until then."""
    t = table("haven", "throne-room")
    t.give("ann", hand=["throne-room", "haven"], deck=["gold"], discards=[])
    t.play("throne-room")
    t.answer("haven")
    assert t.answer("gold") is None  # nothing asked of the second play
    assert t.ann.mats["haven"] == ["gold"]
    t.give("ann", deck=["copper"] * 10)
    t.clean()
    assert sorted(t.ann.plays) == ["haven", "throne-room"]
    t.clean()  # bob
    assert "gold" in t.ann.hand and len(t.ann.hand) == 6
    t.clean()
    assert t.ann.plays == []


@pytest.mark.parametrize("edition", [1, 2])
@pytest.mark.parametrize("doubler", ["throne-room", "kings-court"])
def test_a_doubled_outpost_gives_one_extra_turn_and_both_stay_for_it(table, doubler, edition):
    t = table("outpost", doubler, edition=edition)
    t.give("ann", hand=[doubler, "outpost"], deck=["copper"] * 20)
    t.play(doubler)
    t.answer("outpost")
    assert t.game.extra_turns == ["ann"]
    t.clean()
    assert t.game.player.name == "ann" and t.game.extra and len(t.ann.hand) == 3
    assert sorted(t.ann.plays) == sorted(["outpost", doubler])
    t.clean()  # the extra turn's clean-up
    assert t.game.player.name == "bob" and t.ann.plays == [] and len(t.ann.hand) == 5


def test_two_outposts_in_one_first_edition_turn_give_one_extra_turn(table):
    t = table("outpost", "village", edition=1)
    t.give("ann", hand=["village", "outpost", "outpost"], deck=["copper"] * 20)
    t.play("village")
    t.play("outpost")
    t.play("outpost")
    assert t.game.extra_turns == ["ann"]
    t.clean()
    assert t.game.player.name == "ann" and t.game.extra and len(t.ann.hand) == 3
    t.clean()
    assert t.game.player.name == "bob" and t.ann.plays == []


def test_haven_under_kings_court_every_card_conserved(table):
    t = table("haven", "kings-court")
    t.give("ann", hand=["kings-court", "haven", "gold", "silver"], deck=["province"] + ["copper"] * 20)
    total = count_cards(t.game)
    t.play("kings-court")
    t.answer("haven")  # each play draws one: province, copper, copper
    t.answer("gold")
    t.answer("silver")
    t.answer("province")
    assert sorted(t.ann.mats["haven"]) == ["gold", "province", "silver"]
    assert sorted(t.ann.hand) == ["copper", "copper"]
    assert count_cards(t.game) == total
    t.clean()
    assert sorted(t.ann.hand) == ["copper"] * 5  # the three stay aside through this clean-up
    t.clean()  # bob
    assert sorted(t.ann.hand) == ["copper"] * 5 + ["gold", "province", "silver"]
    assert not t.ann.mats.get("haven") and count_cards(t.game) == total
    t.clean()
    assert t.ann.plays == [] and t.ann.durations == []


def test_a_wharf_played_in_a_possessed_turn_pays_at_its_owners_own_next_turn(table):
    """Possession with a duration: the possessed player's Wharf, played by its possessor, is the possessed
    player's card; its next turn is its own turn right after the possessed one."""
    t = table("possession", "wharf")
    t.give("ann", hand=["possession"], deck=["copper"] * 10)
    t.play("possession")
    t.clean()
    deck = ["silver"] * 2 + ["estate"] * 5 + ["gold"] * 2 + ["copper"] * 10
    t.give("bob", hand=["wharf"], deck=deck, discards=[])
    total = count_cards(t.game)
    t.play("wharf")
    assert t.bob.hand == ["silver", "silver"] and t.game.buys == 2
    t.clean()  # the possessed turn ends; bob's own turn starts with the Wharf's second half
    assert t.game.player.name == "bob" and t.game.possession is None and t.bob.plays == ["wharf"]
    assert len(t.bob.hand) == 7 and t.bob.hand[-2:] == ["gold", "gold"] and t.game.buys == 2
    t.clean()
    assert t.bob.plays == [] and "wharf" in t.bob.discards and count_cards(t.game) == total
