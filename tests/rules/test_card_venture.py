"""Venture (first edition only): a treasure worth 1 coin; when played, reveal cards from your deck until a
treasure turns up, discard the other revealed cards and play that treasure."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_venture_plays_the_treasure_found(table):
    t = table("venture")
    t.give("ann", hand=["venture"], deck=["estate", "village", "gold", "silver"])
    t.add("venture")
    assert t.game.pending is None
    assert t.game.coins == 1 + 3
    assert t.ann.plays == ["venture", "gold"]
    assert sorted(t.ann.discards) == ["estate", "village"] and t.ann.deck == ["silver"]


def test_venture_finding_venture_reveals_again(table):
    """Ruling: the treasure found is played, with what it does when played: a Venture reveals again."""
    t = table("venture")
    t.give("ann", hand=["venture"], deck=["estate", "venture", "duchy", "silver"])
    t.add("venture")
    assert t.game.coins == 1 + 1 + 2
    assert t.ann.plays == ["venture", "venture", "silver"]
    assert sorted(t.ann.discards) == ["duchy", "estate"]


def test_venture_finding_loan_asks_the_loan(table):
    t = table("venture", "loan")
    t.give("ann", hand=["venture"], deck=["loan", "copper"])
    t.add("venture")
    assert t.game.pending.card == "loan" and t.game.pending.options == ("copper",)
    t.answer("copper")
    assert t.game.coins == 2 and t.game.trash == ["copper"]


def test_no_treasure_found_discards_everything(table):
    """Ruling: shuffle the discards (not the revealed cards) in when the deck runs out; still none:
    discard all."""
    t = table("venture")
    t.give("ann", hand=["venture"], deck=["estate"], discards=["duchy"])
    t.add("venture")
    assert t.game.coins == 1 and sorted(t.ann.discards) == ["duchy", "estate"]


def test_playable_in_a_second_edition_game(table):
    t = table("venture", edition=2)
    t.give("ann", hand=["venture"], deck=["copper"])
    t.add("venture")
    assert t.game.coins == 2


def test_a_charlatans_curse_is_a_treasure_found_and_played(table):
    """Ruling (Charlatan's FAQ): in a game with Charlatan (a kingdom mixing the editions) a Curse is a
    treasure worth 1 in every situation, so Venture stops at it and plays it."""
    t = table("venture", "charlatan")
    t.give("ann", hand=["venture"], deck=["estate", "curse", "gold"])
    t.add("venture")
    assert t.game.coins == 2 and t.ann.plays == ["venture", "curse"]
    assert t.ann.discards == ["estate"] and t.ann.deck == ["gold"]


def test_the_treasure_found_stays_revealed_while_a_tunnel_discarded_reacts(table):
    """Venture discards a Tunnel it revealed before a Copper: while Tunnel's reaction is asked, the Copper is
    still among the revealed cards (it is in one place the whole time), and is played after it."""
    t = table("venture", "tunnel")
    t.give("ann", hand=["venture"], deck=["tunnel", "copper", "estate"])
    total = count_cards(t.game)
    t.add("venture")
    assert t.game.pending.card == "tunnel" and t.ann.aside == ["copper"]
    assert count_cards(t.game) == total
    assert t.answer("tunnel") is None
    assert t.ann.plays == ["venture", "copper"] and sorted(t.ann.discards) == ["gold", "tunnel"]
    assert t.game.coins == 2 and count_cards(t.game) == total
