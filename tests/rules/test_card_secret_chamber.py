"""Secret Chamber (first edition): discard any number of cards for +1 coin each. Reaction: when another player
plays an attack, you may reveal it from your hand to draw 2 cards, then put 2 cards from your hand onto your
deck."""


def test_secret_chamber_discards_for_coins(table):
    """Each card discarded gives +1 coin."""
    t = table("secret-chamber")
    t.give("ann", hand=["secret-chamber", "estate", "estate", "copper"])
    decision = t.play("secret-chamber")
    assert (decision.kind, decision.min, decision.max) == ("discard", 0, 3)
    assert t.answer("estate", "estate") is None
    assert t.game.coins == 2 and t.ann.hand == ["copper"] and t.ann.discards == ["estate", "estate"]


def test_secret_chamber_may_discard_nothing(table):
    """Discarding no card is allowed, for no coin."""
    t = table("secret-chamber")
    t.give("ann", hand=["secret-chamber", "estate"])
    t.play("secret-chamber")
    assert t.answer() is None and t.game.coins == 0 and t.ann.hand == ["estate"]


def test_secret_chamber_reaction_draw_two_put_two_back(table):
    """Revealed against an attack: draw 2, then put any 2 cards of the hand onto the deck, in the order
    chosen; the attack then hits as usual."""
    t = table("secret-chamber", "militia")
    t.give("ann", hand=["militia"])
    t.give(
        "bob",
        hand=["secret-chamber", "estate", "copper", "copper", "silver"],
        deck=["gold", "estate", "curse"],
    )
    decision = t.play("militia")
    assert (decision.player, decision.kind, decision.options) == ("bob", "reveal", ("secret-chamber",))
    decision = t.answer("secret-chamber")
    assert sorted(t.bob.hand) == sorted(
        ["secret-chamber", "estate", "copper", "copper", "silver", "gold", "estate"]
    )
    assert (decision.player, decision.kind, decision.min, decision.max, decision.ordered) == (
        "bob",
        "topdeck",
        2,
        2,
        True,
    )
    decision = t.answer("estate", "estate")
    assert t.bob.deck == ["curse", "estate", "estate"]
    assert (decision.player, decision.kind) == ("bob", "discard")  # the militia still hits: down to 3
    t.answer("secret-chamber", "copper")
    assert sorted(t.bob.hand) == ["copper", "gold", "silver"]


def test_secret_chamber_may_put_itself_back(table):
    """The Secret Chamber is still in the hand after revealing it: it may be one of the 2 cards put back."""
    t = table("secret-chamber", "witch")
    t.give("ann", hand=["witch"])
    t.give("bob", hand=["secret-chamber", "copper"], deck=["gold", "silver"])
    t.play("witch")
    t.answer("secret-chamber")
    decision = t.answer("secret-chamber", "copper")
    assert decision is None
    assert t.bob.deck == ["copper", "secret-chamber"] and t.bob.discards == ["curse"]


def test_secret_chamber_then_moat(table):
    """Several reactions may be revealed against one attack: Secret Chamber first, then a Moat drawn by it (or
    held) makes the player unaffected."""
    t = table("secret-chamber", "witch", "moat")
    t.give("ann", hand=["witch"])
    t.give("bob", hand=["secret-chamber", "copper"], deck=["moat", "silver"])
    t.play("witch")
    t.answer("secret-chamber")
    decision = t.answer("copper", "silver")
    assert (decision.kind, decision.options) == ("reveal", ("moat",))
    assert t.answer("moat") is None
    assert t.bob.discards == [] and sorted(t.bob.hand) == ["moat", "secret-chamber"]


def test_secret_chamber_against_an_attack_that_would_not_hurt(table):
    """It may be revealed against any attack, even one that would not affect the player (a Militia against a
    hand of 3 cards)."""
    t = table("secret-chamber", "militia")
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["secret-chamber", "copper", "copper"], deck=["gold", "gold"])
    decision = t.play("militia")
    assert decision.kind == "reveal"
    t.answer("secret-chamber")
    assert t.answer("copper", "copper") is None  # 3 cards in hand again: the militia asks nothing
    assert sorted(t.bob.hand) == ["gold", "gold", "secret-chamber"] and t.bob.deck == ["copper", "copper"]
