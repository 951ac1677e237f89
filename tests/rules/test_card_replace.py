"""Replace: trash a card from your hand and gain one costing up to 2 more; an action or treasure gained goes
onto your deck; a victory card gained makes each other player gain a Curse."""


def test_replace_treasure_onto_deck(table):
    """A treasure gained (Silver for a trashed Estate) goes onto the deck, and nobody is cursed; a card
    costing more than 2 above the trashed one is refused."""
    t = table("replace")
    t.give("ann", hand=["replace", "copper"], deck=["estate"])
    t.give("bob", deck=["copper"] * 5)
    decision = t.play("replace")
    assert (decision.kind, decision.min, decision.max, decision.options) == ("trash", 1, 1, ("copper",))
    decision = t.answer("copper")
    assert decision.kind == "gain" and all(t.game.cost(c) <= 2 for c in decision.options)
    assert t.illegal("silver")
    t2 = table("replace")
    t2.give("ann", hand=["replace", "estate"], deck=["estate"])
    t2.play("replace")
    decision = t2.answer("estate")
    assert "silver" in decision.options
    assert t2.answer("silver") is None
    assert t2.ann.deck == ["estate", "silver"] and t2.ann.discards == []
    assert "curse" not in t2.bob.discards


def test_replace_action_onto_deck(table):
    """An action card gained goes onto the deck."""
    t = table("replace", "village")
    t.give("ann", hand=["replace", "estate"], deck=["copper"])
    t.play("replace")
    t.answer("estate")
    t.answer("village")
    assert t.ann.deck == ["copper", "village"]


def test_replace_victory_curses_the_others(table):
    """A victory card gained goes to the discards, and each other player gains a Curse."""
    t = table("replace", players=3)
    t.give("ann", hand=["replace", "silver"])
    t.play("replace")
    t.answer("silver")
    assert t.answer("duchy") is None
    assert t.ann.discards == ["duchy"]
    assert t.bob.discards == ["curse"] and t.cat.discards == ["curse"]


def test_replace_action_victory_gets_both(table):
    """A card that is an action and a victory card (Nobles) goes onto the deck and curses the others."""
    t = table("replace", "nobles")
    t.give("ann", hand=["replace", "gold"], deck=["copper"])
    t.play("replace")
    t.answer("gold")
    assert t.answer("nobles") is None
    assert t.ann.deck == ["copper", "nobles"] and t.bob.discards == ["curse"]


def test_replace_moat_stops_the_curse(table):
    """A Moat's holder is unaffected: no Curse for it; the gain itself is not an attack and happens."""
    t = table("replace", "moat")
    t.give("ann", hand=["replace", "silver"])
    t.give("bob", hand=["moat"])
    decision = t.play("replace")
    while decision is not None:
        if decision.kind == "reveal":
            decision = t.answer("moat")
        elif decision.kind == "trash":
            decision = t.answer("silver")
        else:
            decision = t.answer("duchy")
    assert t.ann.discards == ["duchy"] and t.bob.discards == []


def test_replace_curse_gained_goes_to_the_discards(table):
    """A Curse is neither action, treasure nor victory: it stays in the discards, no bonus."""
    t = table("replace")
    t.give("ann", hand=["replace", "copper"])
    t.play("replace")
    t.answer("copper")
    t.answer("curse")
    assert t.ann.discards == ["curse"] and t.bob.discards == []


def test_replace_empty_hand(table):
    """With no card in hand nothing is trashed and nothing gained."""
    t = table("replace")
    t.give("ann", hand=["replace"])
    decision = t.play("replace")
    while decision is not None:
        assert decision.max == 0 or decision.kind == "reveal"
        decision = t.answer()
    assert t.game.trash == []


def test_replace_loses_track_of_a_card_moved_away(table):
    """A gained card that a reaction already moved (Watchtower trashing it) is no longer where Replace would
    take it from: Replace does not put it onto the deck."""
    t = table("replace", "watchtower")
    t.give("ann", hand=["replace", "watchtower", "estate"], deck=["copper"])
    t.play("replace")
    t.answer("estate")
    decision = t.answer("silver")
    assert (decision.card, decision.kind) == ("watchtower", "choose")
    assert t.answer("trash") is None
    assert t.game.trash == ["estate", "silver"] and t.ann.deck == ["copper"]


def test_replace_is_an_attack_whatever_it_gains(table):
    """Reactions are revealed as Replace is played, before anything is trashed, even when the card it then
    gains is no victory card."""
    t = table("replace", "moat")
    t.give("ann", hand=["replace", "estate"], deck=["copper"])
    t.give("bob", hand=["moat"])
    decision = t.play("replace")
    assert (decision.player, decision.kind) == ("bob", "reveal") and t.game.trash == []
    assert t.answer("moat").kind == "trash"
    t.answer("estate")
    assert t.answer("silver") is None
    assert t.ann.deck == ["copper", "silver"] and t.bob.discards == []


def test_replace_curse_in_a_charlatan_game_goes_onto_the_deck(table):
    """Ruling (Charlatan's FAQ): with Charlatan in the kingdom a Curse is also a treasure in every situation,
    so a Curse gained with Replace goes onto the deck (and, being no victory card, curses nobody)."""
    t = table("replace", "charlatan")
    t.give("ann", hand=["replace", "copper"], deck=["gold"])
    t.play("replace")
    t.answer("copper")
    assert t.answer("curse") is None
    assert t.ann.deck == ["gold", "curse"] and t.ann.discards == [] and t.bob.discards == []
