"""Diplomat: +2 cards; +2 actions if you then hold 5 cards or fewer. When another player plays an attack, you
may first reveal it from a hand of 5 or more cards to draw 2 cards, then discard 3."""


def test_small_hand_gets_two_actions(table):
    """+2 cards, and +2 actions when the hand then holds 5 cards or fewer."""
    t = table("diplomat")
    t.give("ann", hand=["diplomat", "copper", "copper"], deck=["silver", "silver"])
    assert t.play("diplomat") is None
    assert len(t.ann.hand) == 4 and t.game.actions == 2


def test_counted_after_drawing(table):
    """Ruling: played from a hand of 5, it leaves 4, draws to 6: more than 5, no +2 actions."""
    t = table("diplomat")
    t.give("ann", hand=["diplomat", "copper", "copper", "copper", "copper"], deck=["silver", "silver"])
    t.play("diplomat")
    assert len(t.ann.hand) == 6 and t.game.actions == 0


def test_exactly_five_gets_the_actions(table):
    """Exactly 5 cards after drawing still gives +2 actions."""
    t = table("diplomat")
    t.give("ann", hand=["diplomat", "copper", "copper", "copper"], deck=["silver", "silver"])
    t.play("diplomat")
    assert len(t.ann.hand) == 5 and t.game.actions == 2


def test_reaction_draws_two_then_discards_three(table):
    """Ruling: revealed before the attack does anything: draw 2, discard 3, then the attack (Militia) goes
    on."""
    t = table("diplomat", "militia")
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["diplomat", "copper", "copper", "estate", "estate"], deck=["gold", "gold"])
    decision = t.play("militia")
    assert (decision.player, decision.kind, decision.options) == ("bob", "reveal", ("diplomat",))
    decision = t.answer("diplomat")
    assert len(t.bob.hand) == 7
    assert (decision.player, decision.kind, decision.min, decision.max) == ("bob", "discard", 3, 3)
    decision = t.answer("estate", "estate", "copper")
    # 4 cards left: Diplomat cannot be revealed again; Militia goes on: discard down to 3.
    assert (decision.player, decision.kind, decision.min) == ("bob", "discard", 1)
    t.answer("copper")
    assert t.bob.hand == ["diplomat", "gold", "gold"]


def test_the_discards_may_include_the_diplomat(table):
    """Ruling: the 3 cards discarded may include the Diplomat itself; Diplomat does not protect from the
    attack."""
    t = table("diplomat", "witch")
    t.give("ann", hand=["witch"], deck=["copper", "copper"])
    t.give("bob", hand=["diplomat", "copper", "copper", "estate", "estate"], deck=["gold", "gold"])
    t.play("witch")
    t.answer("diplomat")
    assert t.answer("diplomat", "estate", "estate") is None
    assert sorted(t.bob.discards) == ["curse", "diplomat", "estate", "estate"]  # it does not protect
    assert t.bob.hand == ["copper", "copper", "gold", "gold"]


def test_not_from_a_hand_of_four(table):
    """Ruling: it can be revealed only from a hand of 5 or more cards: with 4 it is not offered."""
    t = table("diplomat", "witch")
    t.give("ann", hand=["witch"], deck=["copper", "copper"])
    t.give("bob", hand=["diplomat", "copper", "copper", "estate"])
    assert t.play("witch") is None
    assert "curse" in t.bob.discards


def test_revealed_again_while_the_hand_holds_five(table):
    """Ruling: still holding 5 or more cards after resolving it, you may reveal it again."""
    t = table("diplomat", "witch")
    t.give("ann", hand=["witch"], deck=["copper", "copper"])
    t.give("bob", hand=["diplomat"] + ["copper"] * 5, deck=["gold"] * 4)
    t.play("witch")
    t.answer("diplomat")
    decision = t.answer("copper", "copper", "copper")
    assert len(t.bob.hand) == 5 and (decision.player, decision.kind, decision.options) == (
        "bob",
        "reveal",
        ("diplomat",),
    )
    t.answer("diplomat")
    assert t.answer("copper", "copper", "gold") is None  # 4 cards left: not again
    assert sorted(t.bob.hand) == ["diplomat", "gold", "gold", "gold"] and "curse" in t.bob.discards


def test_moat_after_diplomat(table):
    """Ruling: Moat may be revealed after Diplomat, even a Moat that Diplomat drew."""
    t = table("diplomat", "witch", "moat")
    t.give("ann", hand=["witch"], deck=["copper", "copper"])
    t.give("bob", hand=["diplomat", "copper", "copper", "estate", "estate"], deck=["moat", "gold"])
    t.play("witch")
    t.answer("diplomat")
    decision = t.answer("estate", "estate", "copper")
    assert decision.kind == "reveal" and "moat" in decision.options
    assert t.answer("moat") is None
    assert "curse" not in t.bob.discards


def test_throne_room_diplomat_counts_after_each_play(table):
    """Each play draws 2 and then looks at the hand: 3 cards (+2 actions), then 5 cards (+2 actions again)."""
    t = table("diplomat", "throne-room")
    t.give("ann", hand=["throne-room", "diplomat", "copper"], deck=["silver"] * 4)
    t.play("throne-room")
    assert t.answer("diplomat") is None
    assert len(t.ann.hand) == 5 and t.game.actions == 4


def test_moat_first_then_diplomat(table):
    """Reactions are revealed one at a time, in the order the victim likes: Moat, then Diplomat."""
    t = table("diplomat", "witch", "moat")
    t.give("ann", hand=["witch"], deck=["copper", "copper"])
    t.give("bob", hand=["diplomat", "moat", "copper", "estate", "estate"], deck=["gold", "gold"])
    decision = t.play("witch")
    assert decision.options == ("moat", "diplomat")
    decision = t.answer("moat")
    assert decision.options == ("diplomat",)
    t.answer("diplomat")
    assert t.answer("estate", "estate", "copper") is None
    assert "curse" not in t.bob.discards and sorted(t.bob.hand) == ["diplomat", "gold", "gold", "moat"]


def test_diplomat_against_minion_can_leave_fewer_than_five(table):
    """Revealed against a Minion, drawing 2 and discarding 3 leaves 4 cards: new hands spare its holder."""
    t = table("diplomat", "minion")
    t.give("ann", hand=["minion"], deck=["gold"] * 4)
    t.give("bob", hand=["diplomat", "copper", "copper", "estate", "estate"], deck=["silver", "silver"])
    assert t.play("minion").player == "bob"
    t.answer("diplomat")
    decision = t.answer("estate", "estate", "copper")
    assert (decision.player, decision.kind) == ("ann", "choose")
    t.answer("discard")
    assert sorted(t.bob.hand) == ["copper", "diplomat", "silver", "silver"]
