"""Training (Adventures event): move your +coin token to an action supply pile (when you play a card from
that pile, you first get its bonus)."""


def test_the_token_goes_onto_the_pile_chosen_and_gives_its_bonus_first(table):
    t = table("smithy", "village", landscapes=("training",))
    t.give("ann", hand=["gold", "gold", "platinum"][:2], deck=["copper"] * 8, discards=[])
    t.add("gold")
    t.add("gold")
    t.game.coins = 10
    decision = t.buy_event("training")
    assert "smithy" in decision.options and "copper" not in decision.options
    t.answer("smithy")
    assert t.game.player_tokens["ann"]["+coin"] == "smithy"
    t.next_turn_of_ann()
    t.give("ann", hand=["smithy"], deck=["copper"] * 8, discards=[])
    before = (t.game.actions, t.game.coins, len(t.ann.hand))
    t.play("smithy")
    after = (t.game.actions, t.game.coins, len(t.ann.hand))
    # Smithy alone: -1 action (spent), +3 cards, less itself from the hand.
    plain = (before[0] - 1, before[1], before[2] + 2)
    bonus = {"+action": (1, 0, 0), "+coin": (0, 1, 0), "+card": (0, 0, 1)}["+coin"]
    assert after == tuple(p + b for p, b in zip(plain, bonus, strict=True))


def test_only_its_owners_plays_get_the_bonus(table):
    t = table("smithy", "village", landscapes=("training",))
    t.game.move_token(t.ann, "+coin", "smithy")
    t.clean()
    t.give("bob", hand=["smithy"], deck=["copper"] * 8, discards=[])
    t.play("smithy")
    assert (t.game.actions, t.game.coins, len(t.bob.hand)) == (0, 0, 3)
