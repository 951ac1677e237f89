"""`Game.cover_reactions` (issue 46; docs/sandbox.md, "A reaction's delay"): wherever a player holding a card
would be asked whether to use it, a player owning one but holding none is asked a question of no option
(`Game.cover_question`), so that whether a question comes tells only what is public. Each case: the owner
holds none; with the mode it gets one such question, without it none."""

from __future__ import annotations

import pytest


def _drive(t, prefer: frozenset[str]) -> list[tuple[str, str]]:
    """Answer every pending decision (an option of `prefer` when offered, else as few options as allowed)
    until none is left; return (player, card) of each question of no option."""
    covers = []
    decision = t.game.pending
    while decision is not None:
        if not decision.options and decision.max == 0:
            covers.append((decision.player, decision.card))
        chosen = [option for option in decision.options if option in prefer][: max(decision.max, 0)]
        decision = t.answer(*(chosen or decision.options[: decision.min]))
    return covers


def _witch(t):
    t.give("ann", hand=["witch", "copper"], deck=["copper"] * 3)
    t.play("witch")


def _province(t):
    t.give("ann", hand=["gold", "gold", "gold"], deck=["copper"] * 5)
    for _ in range(3):
        t.add("gold")
    t.game.coins = 8
    t.buy("province")


def _silver(t):
    t.give("ann", hand=["silver", "copper"], deck=["copper"] * 5)
    t.add("silver")
    t.add("copper")
    t.buy("silver")


def _chapel(t):
    t.give("ann", hand=["chapel", "copper"], deck=["copper"] * 5, discards=["market-square"])
    t.play("chapel")
    t.answer("copper")


def _militia(t):
    t.give("bob", hand=["moat", "copper", "copper", "copper", "copper"], discards=["secret-chamber"])
    t.give("ann", hand=["militia"], deck=["copper"] * 5)
    t.play("militia")


def _mountebank(t):
    t.give("bob", hand=["copper"] * 5, discards=["curse"])
    t.give("ann", hand=["mountebank"], deck=["copper"] * 5)
    t.play("mountebank")


def _young_witch(t):
    bane = t.game.bane
    t.give("bob", hand=["copper"] * 5, discards=[bane])
    t.give("ann", hand=["young-witch", "copper", "copper"], deck=["copper"] * 5)
    t.play("young-witch")


def _tournament(t):
    t.give("bob", hand=["copper"] * 5, discards=["province"])
    t.give("ann", hand=["tournament"], deck=["copper"] * 5, discards=["province"])
    t.play("tournament")


CASES = {
    "watchtower": (("witch", "watchtower"), "bob", _witch, [("bob", "watchtower")]),
    "trader": (("witch", "trader"), "bob", _witch, [("bob", "trader")]),
    "fools-gold": (("fools-gold",), "bob", _province, [("bob", "fools-gold")]),
    "pirate": (("pirate",), "bob", _silver, [("bob", "pirate")]),
    "market-square": (("chapel", "market-square"), None, _chapel, [("ann", "market-square")]),
    "secret-chamber": (("militia", "moat", "secret-chamber"), None, _militia, [("bob", "militia")]),
    "mountebank": (("mountebank",), None, _mountebank, [("bob", "mountebank")]),
    "young-witch": (("young-witch",), None, _young_witch, [("bob", "young-witch")]),
    "tournament": (("tournament",), None, _tournament, [("ann", "tournament"), ("bob", "tournament")]),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("cover", [True, False])
def test_an_owner_holding_none_is_asked_a_question_of_no_option(table, case: str, cover: bool) -> None:
    cards, owner, act, expected = CASES[case]
    t = table(*cards)
    t.game.cover_reactions = cover
    if owner is not None:
        t.give(owner, hand=["copper"] * 5, discards=[case])
    act(t)
    assert _drive(t, frozenset({"moat"})) == (expected if cover else [])


def test_a_holder_is_asked_the_real_question_and_no_other(table) -> None:
    t = table("witch", "watchtower")
    t.game.cover_reactions = True
    t.give("bob", hand=["watchtower", "copper"], discards=["watchtower"])
    _witch(t)
    decision = t.game.pending
    assert decision.player == "bob" and decision.card == "watchtower" and decision.options
    assert t.answer() is None


def test_a_player_who_owns_none_is_asked_nothing(table) -> None:
    t = table("witch", "watchtower")
    t.game.cover_reactions = True
    _witch(t)
    assert t.game.pending is None
