"""Rabble: +3 cards; every other player reveals the top 3 cards of their deck, discards the actions and the
treasures among them and puts the rest back in the order they choose."""


def test_rabble(table):
    t = table("rabble", "village")
    t.give("ann", hand=["rabble"], deck=["copper"] * 3)
    t.give("bob", deck=["silver", "estate", "duchy", "village"])
    decision = t.play("rabble")
    assert len(t.ann.hand) == 3
    assert t.bob.discards == ["silver"]
    # Two different cards are left: bob puts them back in the order he chooses (the first ends on top).
    assert (decision.player, decision.kind, decision.ordered, decision.target) == (
        "bob",
        "topdeck",
        True,
        "ann",
    )
    assert sorted(decision.options) == ["duchy", "estate"] and decision.min == decision.max == 2
    assert t.answer("estate", "duchy") is None
    assert t.bob.deck[::-1] == ["estate", "duchy", "village"]


def test_the_victim_chooses_the_order(table):
    t = table("rabble")
    t.give("ann", hand=["rabble"], deck=["copper"] * 3)
    t.give("bob", deck=["estate", "curse", "duchy"])
    t.play("rabble")
    t.answer("duchy", "curse", "estate")
    assert t.bob.deck[::-1] == ["duchy", "curse", "estate"]


def test_no_question_when_the_cards_left_are_alike(table):
    t = table("rabble")
    t.give("ann", hand=["rabble"], deck=["copper"] * 3)
    t.give("bob", deck=["estate", "gold", "estate"])
    assert t.play("rabble") is None
    assert t.bob.deck == ["estate", "estate"] and t.bob.discards == ["gold"]


def test_every_victim_in_turn_order(table):
    t = table("rabble", players=3)
    t.give("ann", hand=["rabble"], deck=["copper"] * 3)
    t.give("bob", deck=["copper", "copper", "copper"])
    t.give("cat", deck=["estate", "duchy", "province"])
    decision = t.play("rabble")
    assert t.bob.discards == ["copper"] * 3 and decision.player == "cat"
    t.answer("province", "duchy", "estate")
    assert t.cat.deck[::-1] == ["province", "duchy", "estate"]


def test_shuffles_for_three_and_reveals_what_there_is(table):
    """Ruling: a victim whose deck runs out shuffles its discards to reveal 3; with fewer in all it
    reveals what it has."""
    t = table("rabble")
    t.give("ann", hand=["rabble"], deck=["copper"] * 3)
    t.give("bob", deck=["estate"], discards=["silver"])
    assert t.play("rabble") is None
    assert t.bob.deck == ["estate"] and t.bob.discards == ["silver"]


def test_moat_blocks_it(table):
    t = table("rabble", "moat")
    t.give("ann", hand=["rabble"], deck=["copper"] * 3)
    t.give("bob", hand=["moat"], deck=["silver", "gold", "copper"])
    decision = t.play("rabble")
    assert decision.kind == "reveal"
    assert t.answer("moat") is None
    assert t.bob.discards == [] and len(t.bob.deck) == 3


def test_a_card_of_several_types_matches_each(table):
    """Ruling: a card with several types is each of them: an action-victory card (Nobles) and a
    treasure-victory card (Harem) are discarded."""
    t = table("rabble", "nobles", "harem")
    t.give("ann", hand=["rabble"], deck=["copper"] * 3)
    t.give("bob", deck=["nobles", "estate", "harem"])
    assert t.play("rabble") is None
    assert sorted(t.bob.discards) == ["harem", "nobles"] and t.bob.deck == ["estate"]


def test_a_charlatans_curse_is_discarded_as_a_treasure(table):
    """Ruling (Charlatan's FAQ): with Charlatan in the game a Curse is a treasure in every situation, so a
    Rabble's victim discards a revealed Curse."""
    t = table("rabble", "charlatan")
    t.give("ann", hand=["rabble"], deck=["copper"] * 3)
    t.give("bob", deck=["curse", "estate", "estate", "gold"])
    t.play("rabble")
    assert t.bob.discards == ["curse"] and t.bob.deck == ["gold", "estate", "estate"]
