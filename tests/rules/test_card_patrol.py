"""Patrol: +3 cards; reveal your top 4 cards; put the victory cards and Curses into your hand and the rest
back on your deck in any order."""


def test_patrol_draws_then_reveals(table):
    """The 3 cards are drawn first; then the top 4 are revealed, the victory card and the Curse go to the
    hand and the rest back in the order chosen."""
    t = table("patrol")
    t.give(
        "ann",
        hand=["patrol"],
        deck=["copper", "copper", "copper", "estate", "curse", "silver", "gold", "province"],
    )
    decision = t.play("patrol")
    assert sorted(t.ann.hand) == ["copper", "copper", "copper", "curse", "estate"]
    assert (decision.kind, decision.ordered, sorted(decision.options)) == (
        "topdeck",
        True,
        ["gold", "silver"],
    )
    t.answer("gold", "silver")
    assert t.ann.deck == ["province", "silver", "gold"]


def test_patrol_takes_every_victory_card_and_curse(table):
    """All of them go to the hand: none may be left on the deck. An action-victory card is a victory card."""
    t = table("patrol", "nobles")
    t.give("ann", hand=["patrol"], deck=["copper"] * 3 + ["nobles", "curse", "estate", "duchy"])
    assert t.play("patrol") is None
    assert sorted(t.ann.hand) == sorted(["copper"] * 3 + ["nobles", "curse", "estate", "duchy"])
    assert t.ann.deck == []


def test_patrol_shuffles_for_the_reveal(table):
    """Short of cards to reveal, the discards are shuffled (not the revealed ones) to reveal the rest."""
    t = table("patrol")
    t.give("ann", hand=["patrol"], deck=["copper"] * 4, discards=["estate", "estate"])
    assert t.play("patrol") is None
    assert sorted(t.ann.hand) == ["copper"] * 3 + ["estate", "estate"]
    assert t.ann.deck == ["copper"] and t.ann.discards == []
