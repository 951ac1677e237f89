"""Secret Passage: +2 cards, +1 action; put a card from your hand anywhere in your deck."""

from protocol.printer import to_wire
from referee.seats.engine import notification


def _heard(t):
    events = []
    t.game.listeners.append(events.append)
    return events


def test_secret_passage_on_top(table):
    """+2 cards, +1 action; the card chosen from the hand, then its place: 0 cards above it is on top."""
    t = table("secret-passage")
    t.give("ann", hand=["secret-passage", "estate"], deck=["copper", "silver", "gold", "province"])
    decision = t.play("secret-passage")
    assert t.game.actions == 1 and sorted(t.ann.hand) == ["copper", "estate", "silver"]
    assert (decision.kind, decision.min, decision.max) == ("topdeck", 1, 1)
    decision = t.answer("silver")
    assert decision.player == "ann" and decision.options == ("0", "1", "2")
    assert t.answer("0") is None
    assert t.ann.deck == ["province", "gold", "silver"]


def test_secret_passage_at_the_bottom_or_between(table):
    """Any place: on top, at the bottom, or a number of cards down."""
    t = table("secret-passage")
    t.give("ann", hand=["secret-passage", "estate"], deck=["copper", "silver", "gold", "province"])
    t.play("secret-passage")
    t.answer("estate")
    t.answer("2")
    assert t.ann.deck == ["estate", "province", "gold"]
    t2 = table("secret-passage")
    t2.give("ann", hand=["secret-passage", "estate"], deck=["copper", "silver", "gold", "province", "duchy"])
    t2.play("secret-passage")
    t2.answer("estate")
    t2.answer("1")
    assert t2.ann.deck == ["duchy", "province", "estate", "gold"]


def test_secret_passage_a_card_just_drawn(table):
    """The card put back may be one just drawn."""
    t = table("secret-passage")
    t.give("ann", hand=["secret-passage"], deck=["copper", "gold", "estate"])
    t.play("secret-passage")
    t.answer("gold")
    assert t.answer("1") is None
    assert t.ann.deck == ["gold", "estate"] and t.ann.hand == ["copper"]


def test_secret_passage_empty_deck(table):
    """With the deck empty the card becomes its only card: there is one place, no choice."""
    t = table("secret-passage")
    t.give("ann", hand=["secret-passage", "estate"], deck=[], discards=[])
    t.play("secret-passage")
    assert t.answer("estate") is None
    assert t.ann.deck == ["estate"] and t.ann.hand == []


def test_secret_passage_place_is_public(table):
    """Where the card goes is public; which card it is stays hidden."""
    t = table("secret-passage")
    t.give("ann", hand=["secret-passage", "estate"], deck=["copper", "silver", "gold", "province"])
    events = _heard(t)
    t.play("secret-passage")
    t.answer("estate")
    t.answer("1")
    placed = [e for e in events if e.kind in ("topdeck", "insert")]
    assert [(e.kind, e.cards) for e in placed] == [("insert", ("1",))]


def test_secret_passage_place_reaches_the_other_players_on_the_wire(table):
    """Ruling: where the card goes is public knowledge. What a v5 player is told (`(happened ann ...)`, the
    engine's `Happened` of the card's event, printed) must differ between a card put on top and one put 2
    cards down, or the others are told it is on top when it is not."""
    printed = []
    for depth in ("0", "2"):
        t = table("secret-passage")
        t.give("ann", hand=["secret-passage", "estate"], deck=["copper", "silver", "gold", "province"])
        events = _heard(t)
        t.play("secret-passage")
        t.answer("estate")
        t.answer(depth)
        placed = [e for e in events if e.kind in ("topdeck", "insert")][-1]
        printed.append(to_wire(notification(placed)))
    assert printed == ["(happened ann (topdeck))", "(happened ann (insert 2))"]
