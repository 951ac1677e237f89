"""Vault: +2 cards; discard any number of cards for +1 coin each; every other player may discard 2 cards,
and if they do, draws a card."""


def test_vault(table):
    t = table("vault")
    t.give("ann", hand=["vault", "estate", "estate"], deck=["curse", "copper"])
    decision = t.play("vault")
    # Ruling: the cards are drawn first, so the ones just drawn may be discarded too.
    assert (decision.kind, decision.min, decision.max) == ("discard", 0, 4)
    assert decision.options == ("copper", "estate", "estate", "curse") and not decision.upfront
    t.answer("estate", "estate", "curse")
    assert t.game.coins == 3 and t.ann.hand == ["copper"]


def test_discarding_nothing_gives_nothing(table):
    """Ruling: "any number" includes none."""
    t = table("vault")
    t.give("ann", hand=["vault"], deck=["copper", "copper"])
    t.play("vault")
    t.give("bob", hand=[])
    assert t.answer() is None
    assert t.game.coins == 0 and len(t.ann.hand) == 2


def test_other_players_may_discard_two_to_draw_one(table):
    t = table("vault", players=3)
    t.give("ann", hand=["vault"], deck=["copper", "copper"])
    t.give("bob", hand=["estate", "estate", "gold"], deck=["silver"])
    t.give("cat", hand=["copper", "gold"], deck=["silver"])
    t.play("vault")
    decision = t.answer()
    assert (decision.player, decision.kind, decision.min, decision.max) == ("bob", "choose", 0, 1)
    decision = t.answer(*decision.options)
    assert (decision.player, decision.kind, decision.min, decision.max) == ("bob", "discard", 2, 2)
    decision = t.answer("estate", "estate")
    assert t.bob.hand == ["gold", "silver"]
    assert decision.player == "cat"
    assert t.answer() is None  # cat declines
    assert t.cat.hand == ["copper", "gold"]


def test_a_player_with_two_cards_discards_both(table):
    t = table("vault")
    t.give("ann", hand=["vault"], deck=["copper", "copper"])
    t.give("bob", hand=["copper", "estate"], deck=["gold"])
    t.play("vault")
    decision = t.answer()
    assert t.answer(*decision.options) is None
    assert t.bob.hand == ["gold"] and sorted(t.bob.discards) == ["copper", "estate"]


def test_a_player_with_one_card_may_discard_it_but_draws_nothing(table):
    """Ruling: with a single card in hand a player may discard it, and then draws no card."""
    t = table("vault")
    t.give("ann", hand=["vault"], deck=["copper", "copper"])
    t.give("bob", hand=["estate"], deck=["gold"])
    t.play("vault")
    decision = t.answer()
    assert decision.player == "bob"
    assert t.answer(*decision.options) is None
    assert t.bob.hand == [] and t.bob.discards == ["estate"] and t.bob.deck == ["gold"]


def test_a_player_with_no_card_is_not_asked(table):
    t = table("vault")
    t.give("ann", hand=["vault"], deck=["copper", "copper"])
    t.give("bob", hand=[])
    t.play("vault")
    assert t.answer() is None


def test_the_drawing_player_shuffles_the_discards_in(table):
    """Ruling: a player with an empty deck shuffles its discards (including the two just discarded) to
    draw."""
    t = table("vault")
    t.give("ann", hand=["vault"], deck=["copper", "copper"])
    t.give("bob", hand=["estate", "duchy"], deck=[], discards=[])
    t.play("vault")
    decision = t.answer()
    t.answer(*decision.options)
    assert len(t.bob.hand) == 1 and t.bob.hand[0] in ("estate", "duchy")


def test_vault_is_not_an_attack(table):
    t = table("vault", "moat")
    t.give("ann", hand=["vault"], deck=["copper", "copper"])
    t.give("bob", hand=["moat", "estate"])
    t.play("vault")
    decision = t.answer()
    assert (decision.player, decision.kind) == ("bob", "choose")
