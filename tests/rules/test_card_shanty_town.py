"""Shanty Town: +2 actions; reveal your hand; if it holds no action card, +2 cards."""


def _heard(t):
    events = []
    t.game.listeners.append(events.append)
    return events


def test_shanty_town_draws_without_actions(table):
    """A hand without an action card is revealed to everyone and draws 2 cards; +2 actions."""
    t = table("shanty-town")
    t.give("ann", hand=["shanty-town", "copper", "estate"], deck=["silver", "gold", "copper"])
    events = _heard(t)
    assert t.play("shanty-town") is None
    assert t.game.actions == 2
    assert t.ann.hand == ["copper", "estate", "silver", "gold"]
    assert any(
        e.kind == "reveal" and e.player == "ann" and sorted(e.cards) == ["copper", "estate"] for e in events
    )


def test_shanty_town_no_draw_with_an_action(table):
    """The +2 actions come whatever happens; an action card in hand stops the draw."""
    t = table("shanty-town", "village")
    t.give("ann", hand=["shanty-town", "village"], deck=["silver", "gold"])
    t.play("shanty-town")
    assert t.game.actions == 2 and t.ann.hand == ["village"]


def test_shanty_town_action_victory_counts_as_action(table):
    """A card that is both an action and a victory card (Nobles) is an action card."""
    t = table("shanty-town", "nobles")
    t.give("ann", hand=["shanty-town", "nobles"], deck=["silver", "gold"])
    t.play("shanty-town")
    assert t.ann.hand == ["nobles"]


def test_shanty_town_draws_both_cards_even_if_the_first_is_an_action(table):
    """Drawing an action card with the first of the two cards does not stop the second."""
    t = table("shanty-town", "village")
    t.give("ann", hand=["shanty-town"], deck=["village", "gold", "copper"])
    t.play("shanty-town")
    assert t.ann.hand == ["village", "gold"]


def test_shanty_town_empty_hand_draws(table):
    """An empty hand holds no action card: +2 cards."""
    t = table("shanty-town")
    t.give("ann", hand=["shanty-town"], deck=["gold", "gold"])
    t.play("shanty-town")
    assert t.ann.hand == ["gold", "gold"]
