"""Magnate (second edition only): reveal your hand; +1 card for each treasure in it."""


def test_draws_one_card_per_treasure(table):
    """Ruling: a hand of two Coppers and a Silver draws 3 cards."""
    t = table("magnate")
    t.give("ann", hand=["magnate", "copper", "copper", "silver", "estate"], deck=["gold"] * 4)
    assert t.play("magnate") is None
    assert t.ann.hand == ["copper", "copper", "silver", "estate", "gold", "gold", "gold"]


def test_magnate_itself_is_not_counted_and_no_treasure_draws_nothing(table):
    t = table("magnate")
    t.give("ann", hand=["magnate", "estate", "magnate"], deck=["gold"])
    t.play("magnate")
    assert t.ann.hand == ["estate", "magnate"] and t.ann.deck == ["gold"]


def test_the_hand_is_revealed(table):
    t = table("magnate")
    seen = []
    t.game.listeners.append(seen.append)
    t.give("ann", hand=["magnate", "copper", "estate"], deck=["gold"])
    t.play("magnate")
    reveals = [event for event in seen if event.kind == "reveal"]
    assert [sorted(event.cards) for event in reveals] == [["copper", "estate"]]


def test_kings_court_magnate_counts_the_hand_each_time(table):
    """Each play counts the treasures in the hand as it is then (the drawn ones too)."""
    t = table("magnate", "kings-court")
    t.give("ann", hand=["kings-court", "magnate", "copper"], deck=["silver", "estate", "estate", "gold"])
    t.play("kings-court")
    t.answer("magnate")
    # 1st: copper -> draws silver; 2nd: copper, silver -> draws 2; 3rd: copper, silver -> draws 2 (deck ends).
    assert sorted(t.ann.hand) == sorted(["copper", "silver", "estate", "estate", "gold"])


def test_a_treasure_of_several_types_counts(table):
    t = table("magnate", "harem")
    t.give("ann", hand=["magnate", "harem", "estate"], deck=["gold", "gold"])
    t.play("magnate")
    assert t.ann.hand == ["harem", "estate", "gold"]


def test_a_charlatans_curse_counts_as_a_treasure(table):
    """Ruling (Charlatan's FAQ): in a game with Charlatan every Curse is a treasure, so Magnate counts the
    Curses of the hand."""
    t = table("magnate", "charlatan")
    t.give("ann", hand=["magnate", "curse", "copper", "estate"], deck=["gold"] * 3)
    t.play("magnate")
    assert t.ann.hand == ["curse", "copper", "estate", "gold", "gold"]
