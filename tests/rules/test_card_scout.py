"""Scout (first edition): +1 action; reveal your top 4 cards; put the victory cards into your hand and the
rest back on your deck in any order."""


def test_scout_takes_victory_cards(table):
    """+1 action; the revealed victory cards go to the hand, the others back on the deck in the order chosen
    (the first chosen on top), under the cards not revealed."""
    t = table("scout")
    t.give("ann", hand=["scout"], deck=["estate", "copper", "province", "silver", "gold"])
    decision = t.play("scout")
    assert t.game.actions == 1
    assert sorted(t.ann.hand) == ["estate", "province"]
    assert (decision.kind, decision.ordered, decision.min, decision.max) == ("topdeck", True, 2, 2)
    assert sorted(decision.options) == ["copper", "silver"]
    assert t.answer("silver", "copper") is None
    assert t.ann.deck == ["gold", "copper", "silver"]  # silver on top


def test_scout_takes_every_victory_card(table):
    """Every revealed victory card goes to the hand (none may be left on the deck); an action-victory card
    is a victory card; a Curse is not."""
    t = table("scout", "nobles")
    t.give("ann", hand=["scout"], deck=["nobles", "curse", "duchy", "duchy"])
    decision = t.play("scout")
    assert sorted(t.ann.hand) == ["duchy", "duchy", "nobles"]
    assert decision is None and t.ann.deck == ["curse"]


def test_scout_shuffles_for_the_rest(table):
    """With fewer than 4 cards in the deck, the discards (not the revealed cards) are shuffled to reveal the
    rest."""
    t = table("scout")
    t.give("ann", hand=["scout"], deck=["estate", "copper"], discards=["estate", "gold"])
    decision = t.play("scout")
    assert sorted(t.ann.hand) == ["estate", "estate"]
    assert sorted(decision.options) == ["copper", "gold"]
    t.answer("gold", "copper")
    assert t.ann.deck == ["copper", "gold"] and t.ann.discards == []


def test_scout_no_order_when_the_rest_is_alike(table):
    """Identical cards to put back: no order to ask."""
    t = table("scout")
    t.give("ann", hand=["scout"], deck=["copper", "copper", "estate", "copper"])
    assert t.play("scout") is None
    assert t.ann.hand == ["estate"] and t.ann.deck == ["copper", "copper", "copper"]


def test_scout_empty_deck(table):
    """With no card in deck or discards there is nothing to reveal."""
    t = table("scout")
    t.give("ann", hand=["scout"], deck=[], discards=[])
    assert t.play("scout") is None and t.ann.hand == []


def test_scout_order_put_back_stays_hidden(table):
    """The revealed victory cards are public; the order the others go back in is not told."""
    t = table("scout")
    t.give("ann", hand=["scout"], deck=["estate", "copper", "silver", "gold"])
    events = []
    t.game.listeners.append(events.append)
    t.play("scout")
    t.answer("copper", "gold", "silver")
    reveals = [e.cards for e in events if e.kind == "reveal"]
    assert sorted(c for cards in reveals for c in cards) == ["copper", "estate", "gold", "silver"]
    assert [e.cards for e in events if e.kind == "topdeck"] == [()]
