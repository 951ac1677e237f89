"""Quest (Adventures event, 0 coins): discard an attack card, two Curses or six cards; if you did, gain a
Gold."""


def test_discarding_an_attack_gains_a_gold(table):
    t = table("militia", landscapes=("quest",))
    t.give("ann", hand=["militia", "estate"], deck=["copper"] * 5, discards=[])
    decision = t.buy_event("quest")
    assert decision.options == ("attack",)
    t.answer("attack")
    t.answer("militia")
    assert (t.ann.hand, t.ann.discards) == (["estate"], ["militia", "gold"])


def test_discarding_two_curses_gains_a_gold(table):
    t = table("village", landscapes=("quest",))
    t.give("ann", hand=["curse", "curse", "estate"], deck=["copper"] * 5, discards=[])
    t.buy_event("quest")
    t.answer("two-curses")
    assert (t.ann.hand, sorted(t.ann.discards)) == (["estate"], ["curse", "curse", "gold"])


def test_discarding_six_cards_gains_a_gold(table):
    t = table("village", landscapes=("quest",))
    t.give("ann", hand=["estate"] * 3 + ["copper"] * 4, deck=["copper"] * 5, discards=[])
    t.buy_event("quest")
    t.answer("six-cards")
    t.answer(*["estate"] * 3, *["copper"] * 3)
    assert (t.ann.hand, t.ann.discards.count("gold")) == (["copper"], 1)


def test_discarding_nothing_gains_nothing(table):
    t = table("militia", landscapes=("quest",))
    t.give("ann", hand=["militia"], deck=["copper"] * 5, discards=[])
    t.buy_event("quest")
    t.answer()
    assert (t.ann.hand, t.ann.discards) == (["militia"], [])
    t.give("ann", hand=["estate"], deck=["copper"] * 5, discards=[])
    t.game.buys = 1
    assert t.buy_event("quest") is None  # nothing it could discard for the Gold: nothing asked
