"""Courtier: reveal a card from your hand; for each of its types choose a different one of +1 action, +1 buy,
+3 coins, gain a Gold."""

ACTION = "+action"
BUY = "+buy"
COINS = "+coins"
GOLD = "gold"


def test_one_type_one_choice(table):
    """A card of one type (Copper) gives one choice among the four."""
    t = table("courtier")
    t.give("ann", hand=["courtier", "copper", "estate"])
    decision = t.play("courtier")
    assert (decision.kind, decision.source, decision.options, decision.min, decision.max) == (
        "reveal",
        "hand",
        ("copper", "estate"),
        1,
        1,
    )
    decision = t.answer("copper")
    assert (decision.kind, decision.options, decision.min, decision.max) == (
        "choose",
        (ACTION, BUY, COINS, GOLD),
        1,
        1,
    )
    assert decision.prompt.startswith("copper has 1 type: choose one of +1 action (+action), +1 buy")
    assert t.answer(COINS) is None
    assert (t.game.actions, t.game.buys, t.game.coins) == (0, 1, 3)
    assert t.ann.hand == ["copper", "estate"]


def test_two_types_two_different_choices(table):
    """Ruling: revealing a card of two types (Mill: action and victory) gives two different choices."""
    t = table("courtier", "mill")
    t.give("ann", hand=["courtier", "mill"])
    t.play("courtier")
    decision = t.answer("mill")
    assert (decision.min, decision.max) == (2, 2)
    assert decision.prompt.startswith("mill has 2 types: choose 2 different ones of +1 action (+action)")
    t.illegal(ACTION, ACTION)
    assert t.answer(ACTION, GOLD) is None
    assert t.game.actions == 1 and t.ann.discards == ["gold"]


def test_gold_goes_to_the_discards(table):
    """Ruling: a Gold chosen goes to the discard pile."""
    t = table("courtier")
    t.give("ann", hand=["courtier", "estate"])
    t.play("courtier")
    t.answer("estate")
    t.answer(GOLD)
    assert t.ann.discards == ["gold"] and t.ann.hand == ["estate"]


def test_gold_may_be_chosen_with_none_left(table):
    """Gaining a Gold may be chosen with the Gold pile empty; nothing is gained."""
    t = table("courtier")
    t.game.set_pile("gold", 0)
    t.give("ann", hand=["courtier", "estate"])
    t.play("courtier")
    decision = t.answer("estate")
    assert GOLD in decision.options
    assert t.answer(GOLD) is None and t.ann.discards == []


def test_nothing_in_hand_no_bonus(table):
    """Ruling: with no card in hand to reveal, no bonus at all."""
    t = table("courtier")
    t.give("ann", hand=["courtier"])
    assert t.play("courtier") is None
    assert (t.game.actions, t.game.buys, t.game.coins) == (0, 1, 0)


def test_throne_room_may_reveal_the_same_card_twice(table):
    """Ruling: played twice, it may reveal the same card again and take the same bonus again."""
    t = table("courtier", "throne-room")
    t.give("ann", hand=["throne-room", "courtier", "copper"])
    t.play("throne-room")
    t.answer("courtier")
    t.answer("copper")
    t.answer(COINS)
    t.answer("copper")
    t.answer(COINS)
    assert t.game.coins == 6


def test_an_action_attack_gives_two(table):
    """Action and attack are two types: two different choices."""
    t = table("courtier", "militia")
    t.give("ann", hand=["courtier", "militia"])
    t.play("courtier")
    decision = t.answer("militia")
    assert decision.max == 2
    t.answer(BUY, COINS)
    assert (t.game.buys, t.game.coins) == (2, 3)


def test_a_curse_in_a_charlatan_game_has_two_types(table):
    """Ruling (Charlatan's FAQ): in a game whose kingdom has Charlatan, Curse is a treasure as well as a
    curse in every situation, so a Curse revealed to Courtier gives two different choices; without
    Charlatan it gives one."""
    t = table("courtier", "charlatan")
    t.give("ann", hand=["courtier", "curse"])
    t.play("courtier")
    decision = t.answer("curse")
    assert (decision.min, decision.max) == (2, 2)
    assert "2 types" in decision.prompt
    assert t.answer(COINS, BUY) is None
    assert (t.game.buys, t.game.coins) == (2, 3)

    t = table("courtier")
    t.give("ann", hand=["courtier", "curse"])
    t.play("courtier")
    assert (t.answer("curse").min, t.game.pending.max) == (1, 1)
