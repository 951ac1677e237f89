"""Dark Ages' `choose` decisions name each of their answer words in the prompt, as `(word)`, so that a student
reading a prompt (in `-v`, in a transcript, in the decision its program receives) knows which word does what.
"""

from __future__ import annotations

import pytest


def _assert_words_named(decision) -> None:
    assert decision is not None and decision.kind == "choose"
    for word in decision.options:
        assert f"({word})" in decision.prompt, (word, decision.prompt)


def _ironmonger(t):
    t.give("ann", hand=["ironmonger"], deck=["copper", "estate"])
    return t.play("ironmonger")


def _squire(t):
    t.give("ann", hand=["squire"])
    return t.play("squire")


def _survivors(t):
    t.give("ann", hand=["survivors"], deck=["copper", "estate"])
    return t.play("survivors")


def _mercenary(t):
    t.game.non_supply["mercenary"] -= 1
    t.give("ann", hand=["mercenary", "copper", "estate"])
    return t.play("mercenary")


def _urchin(t):
    t.give("ann", hand=["urchin", "urchin"], deck=["copper", "copper"])
    t.give("bob", hand=["copper"] * 3)
    t.play("urchin")
    return t.play("urchin")


def _death_cart(t):
    t.give("ann", hand=["death-cart", "copper"])
    return t.play("death-cart")


def _count(t):
    t.give("ann", hand=["count", "copper"])
    return t.play("count")


def _catacombs(t):
    t.give("ann", hand=["catacombs"], deck=["copper", "estate", "silver"])
    return t.play("catacombs")


def _graverobber(t):
    t.give("ann", hand=["graverobber"])
    return t.play("graverobber")


def _scavenger(t):
    t.give("ann", hand=["scavenger"], deck=["copper"], discards=["estate"])
    return t.play("scavenger")


CASES = {
    "ironmonger": ("ironmonger", _ironmonger),
    "squire": ("squire", _squire),
    "survivors": ("marauder", _survivors),
    "mercenary": ("urchin", _mercenary),
    "urchin": ("urchin", _urchin),
    "death-cart": ("death-cart", _death_cart),
    "count": ("count", _count),
    "catacombs": ("catacombs", _catacombs),
    "graverobber": ("graverobber", _graverobber),
    "scavenger": ("scavenger", _scavenger),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_choose_prompt_names_its_words(table, name):
    card, play = CASES[name]
    _assert_words_named(play(table(card)))
