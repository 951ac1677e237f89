"""Young Witch (Cornucopia, both editions): +2 cards, then discard 2 cards; each other player gains a Curse
unless they reveal a Bane from their hand. Set-up: an eleventh kingdom pile costing 2 or 3, the Bane.

Rulings (official FAQ, in our words): the Bane pile is a kingdom pile like the others (bought, gained,
counted for three piles); Young Witch draws 2 and discards 2 before attacking; its victims are hit in turn
order (which matters when the Curses run low); reactions to attacks (Moat) are revealed before the Bane; a
Secret Chamber that is the Bane may first be revealed as a reaction and then, still in hand, as the Bane. The
issue's interaction: with Moat in the kingdom (never the Bane the game draws), a Moat revealed blocks by
itself, and a Bane revealed blocks the Curse."""

from __future__ import annotations

import pytest

from referee.rules.game import Game

FILLER = [
    "village",
    "smithy",
    "market",
    "festival",
    "chapel",
    "militia",
    "witch",
    "laboratory",
    "gardens",
    "bandit",
]


def _table(table, bane: str, *cards: str, players: int = 2):
    """A table whose kingdom holds Young Witch and `cards`, with `bane` named as the Bane."""
    t = table("young-witch")
    kingdom = list(dict.fromkeys(["young-witch", *cards]))
    kingdom += [card for card in FILLER if card not in kingdom][: 10 - len(kingdom)]
    t.game = Game(("ann", "bob", "cat", "dan")[:players], seed=1, kingdom=[*kingdom, f"bane={bane}"])
    return t


def test_the_bane_is_an_eleventh_kingdom_pile(table):
    """Ruling: the Bane pile is a kingdom pile of the supply like the others."""
    t = _table(table, "cellar")
    assert t.game.bane == "cellar" and len(t.game.kingdom) == 11 and t.game.piles["cellar"] == 10
    t.give("ann", hand=["copper"] * 5)
    for _ in range(2):
        t.add("copper")
    t.buy("cellar")
    assert "cellar" in t.ann.discards


def test_the_bane_pile_counts_for_three_piles(table):
    """Ruling: the Bane pile counts for the end of the game like any other kingdom pile."""
    t = _table(table, "cellar")
    for card in ("cellar", "village"):
        t.game.set_pile(card, 0)
    assert t.game.empty_piles() == 2
    t.game.set_pile("smithy", 0)
    t.give("ann", hand=["copper"])
    t.clean()
    assert t.game.over and t.game.end == "three-piles"


def test_a_bane_is_drawn_when_none_is_named(table):
    t = table("young-witch")
    bane = t.game.bane
    assert bane is not None and bane in t.game.piles and t.game.cost(bane) in (2, 3) and bane != "moat"


def test_draw_two_discard_two_then_curse(table):
    """Ruling: +2 cards and the 2 discards come before the attack; a victim without the Bane gains a Curse."""
    t = _table(table, "cellar")
    t.give("ann", hand=["young-witch", "estate"], deck=["copper", "silver"], discards=[])
    t.give("bob", hand=["copper"] * 5)
    decision = t.play("young-witch")
    assert (decision.kind, decision.min, decision.max) == ("discard", 2, 2)
    assert sorted(t.ann.hand) == ["copper", "estate", "silver"]
    assert t.answer("copper", "estate") is None
    assert t.ann.hand == ["silver"] and sorted(t.ann.discards) == ["copper", "estate"]
    assert t.bob.discards == ["curse"]


def test_revealing_the_bane_blocks_the_curse(table):
    t = _table(table, "cellar")
    t.give("ann", hand=["young-witch", "estate", "estate"], deck=["copper", "copper"])
    t.give("bob", hand=["cellar", "copper", "copper"], discards=[])
    t.play("young-witch")
    decision = t.answer("estate", "estate")
    assert (decision.player, decision.kind, decision.options, decision.min, decision.max) == (
        "bob",
        "reveal",
        ("cellar",),
        0,
        1,
    )
    assert t.answer("cellar") is None
    assert t.bob.discards == [] and "cellar" in t.bob.hand


def test_not_revealing_the_bane_gains_the_curse(table):
    t = _table(table, "cellar")
    t.give("ann", hand=["young-witch", "estate", "estate"], deck=["copper", "copper"])
    t.give("bob", hand=["cellar"], discards=[])
    t.play("young-witch")
    t.answer("estate", "estate")
    assert t.answer() is None
    assert t.bob.discards == ["curse"]


def test_another_card_of_the_kingdom_does_not_block(table):
    """Only the Bane blocks: a Cellar held when the Bane is Pawn is no help."""
    t = _table(table, "pawn", "cellar")
    t.give("ann", hand=["young-witch", "estate", "estate"], deck=["copper", "copper"])
    t.give("bob", hand=["cellar"], discards=[])
    t.play("young-witch")
    assert t.answer("estate", "estate") is None
    assert t.bob.discards == ["curse"]


def test_moat_in_the_kingdom(table):
    """The issue's interaction, Young Witch's Bane with Moat in the kingdom: a Moat revealed blocks by its own
    reaction (then nothing about the Bane is asked); a victim holding both is asked the Moat first, and may
    decline it and still reveal the Bane."""
    t = _table(table, "cellar", "moat", players=3)
    t.give("ann", hand=["young-witch", "estate", "estate"], deck=["copper", "copper"])
    t.give("bob", hand=["moat", "cellar"], discards=[])
    t.give("cat", hand=["moat", "cellar"], discards=[])
    t.play("young-witch")
    decision = t.answer("estate", "estate")
    assert (decision.player, decision.kind, decision.options) == ("bob", "reveal", ("moat",))
    decision = t.answer("moat")
    assert (decision.player, decision.options) == ("cat", ("moat",))  # bob is safe: no Bane asked
    decision = t.answer()
    assert (decision.player, decision.options) == ("cat", ("cellar",))
    assert t.answer("cellar") is None
    assert t.bob.discards == [] and t.game.find("cat").discards == []


def test_moat_may_be_the_bane_when_named(table):
    """The official rule allows any kingdom card costing 2 or 3 as the Bane (Moat too, when named; the game
    never draws it): revealed as a reaction it blocks the attack, and as the Bane the Curse."""
    t = _table(table, "moat")
    t.give("ann", hand=["young-witch", "estate", "estate"], deck=["copper", "copper"])
    t.give("bob", hand=["moat"], discards=[])
    t.play("young-witch")
    t.answer("estate", "estate")
    assert t.answer() is not None  # declined as a reaction: then asked as the Bane
    assert t.answer("moat") is None
    assert t.bob.discards == []


def test_secret_chamber_as_the_bane(table):
    """Ruling: a Secret Chamber that is the Bane may be revealed as a reaction, then, still in hand, as the
    Bane."""
    t = _table(table, "secret-chamber")
    t.give("ann", hand=["young-witch", "estate", "estate"], deck=["copper", "copper"])
    t.give("bob", hand=["secret-chamber", "copper"], deck=["estate", "estate"], discards=[])
    t.play("young-witch")
    t.answer("estate", "estate")
    t.answer("secret-chamber")  # its reaction: draw 2, put 2 back
    decision = t.game.pending
    assert decision.player == "bob" and decision.kind == "topdeck"
    decision = t.answer("estate", "estate")
    assert (decision.player, decision.options) == ("bob", ("secret-chamber",))
    assert t.answer("secret-chamber") is None
    assert t.bob.discards == []


@pytest.mark.parametrize("players", [3, 4])
def test_curses_run_out_in_turn_order(table, players):
    """Ruling: victims are hit in turn order; with one Curse left only the next player gains it."""
    t = _table(table, "cellar", players=players)
    t.game.set_pile("curse", 1)
    t.give("ann", hand=["young-witch", "estate", "estate"], deck=["copper", "copper"])
    for name in ("bob", "cat", "dan")[: players - 1]:
        t.give(name, hand=["copper"], discards=[])
    t.play("young-witch")
    t.answer("estate", "estate")
    assert t.bob.discards == ["curse"] and t.game.find("cat").discards == []


def test_no_curse_left_asks_nothing(table):
    """Our choice: with no Curse left a victim holding the Bane is not asked (there is nothing to block)."""
    t = _table(table, "cellar")
    t.game.set_pile("curse", 0)
    t.give("ann", hand=["young-witch", "estate", "estate"], deck=["copper", "copper"])
    t.give("bob", hand=["cellar"], discards=[])
    t.play("young-witch")
    assert t.answer("estate", "estate") is None


def test_first_edition_plays_the_same(table):
    t = table("young-witch", edition=1)
    t.give("ann", hand=["young-witch", "estate", "estate"], deck=["copper", "copper"])
    t.give("bob", hand=["copper"], discards=[])
    t.play("young-witch")
    t.answer("estate", "estate")
    assert t.bob.discards == ["curse"]
