"""The kit's default answers to the decisions of Seaside's section A cards: legal, and sensible where a card's
choice depends on the view (Native Village's mat, Pirate Ship's tokens, Embargo's pile, the treasure a
Pirate Ship trashes)."""

from __future__ import annotations

from players.answers import default_answer
from referee import views
from referee.rules.legality import check_answer
from referee.rules.spec import SPECS
from tests.rules.conftest import Table


def _default(t: Table) -> tuple:
    decision = t.game.pending
    answer = default_answer(decision, views.view(t.game, t.game.find(decision.player)))
    assert check_answer(decision, answer) is None
    return answer


def test_native_village_adds_until_the_mat_holds_two_then_takes():
    for held, expected in ((["gold"], ("mat",)), (["gold", "gold"], ("take",))):
        t = Table("native-village")
        t.ann.mats["native-village"] = list(held)
        t.give("ann", hand=["native-village"], deck=["copper"] * 10)
        t.play("native-village")
        assert _default(t) == expected


def test_pirate_ship_attacks_then_takes_the_coins():
    t = Table("pirate-ship", edition=1)
    t.give("ann", hand=["pirate-ship"], deck=["copper"] * 10)
    t.give("bob", deck=["copper", "gold"])
    t.play("pirate-ship")
    assert _default(t) == ("attack",)
    t.answer("attack")
    assert _default(t) == ("gold",)  # the victim's dearest treasure
    t2 = Table("pirate-ship", edition=1)
    t2.ann.tokens["pirate-ship"] = 4
    t2.give("ann", hand=["pirate-ship"], deck=["copper"] * 10)
    t2.play("pirate-ship")
    assert _default(t2) == ("coins",)


def test_embargo_puts_its_token_on_the_dearest_pile_the_others_want_as_money_or_action():
    """Not a victory pile nor the Curses: a token there would tax the player's own greening too."""
    t = Table("embargo", edition=1)
    t.give("ann", hand=["embargo"], deck=["copper"] * 10)
    t.play("embargo")
    (pile,) = _default(t)
    others = [c for c in t.game.piles if not {"victory", "curse"} & set(SPECS[c].types)]
    assert pile in others and t.game.cost(pile) == max(t.game.cost(c) for c in others)
