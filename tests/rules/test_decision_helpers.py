"""The decision helpers card authors use (docs/rules-core.md): choose-one words, naming a card, amounts,
each judged by `check_answer`, the one judge of an answer."""

from __future__ import annotations

import pytest

from referee.rules.helpers import amount, choose, chosen_amount, name_a_card
from referee.rules.legality import check_answer, legal_answers


def test_choose_one_word(table):
    t = table("smithy")
    decision = choose(t.ann, "pawn", ("+card", "+action", "+buy", "+coin"), "choose two", count=2)
    assert (decision.kind, decision.source, decision.min, decision.max) == ("choose", "choice", 2, 2)
    assert check_answer(decision, ("+card", "+buy")) is None
    assert "+cards is not among the options" in check_answer(decision, ("+cards", "+buy"))
    assert "listed twice" in check_answer(decision, ("+card", "+card"))
    assert "pawn asks for 2 options (choose two), got 1" in check_answer(decision, ("+card",))
    assert ("+card", "+action") in legal_answers(decision)


def test_choose_refuses_bad_words(table):
    t = table("smithy")
    with pytest.raises(ValueError, match="option word 'Two Cards'"):
        choose(t.ann, "pawn", ("Two Cards",), "x")
    with pytest.raises(ValueError, match="repeat"):
        choose(t.ann, "pawn", ("+card", "+card"), "x")


def test_optional_choice_may_be_declined(table):
    t = table("smithy")
    decision = choose(t.ann, "watchtower", ("trash", "topdeck"), "x", optional=True)
    assert check_answer(decision, ()) is None and check_answer(decision, ("topdeck",)) is None


def test_name_a_card_offers_every_card_of_the_game(table):
    t = table("smithy", "witch")
    decision = name_a_card(t.game, t.ann, "wishing-well", "name a card")
    assert (decision.kind, decision.source, decision.min, decision.max) == ("name", "cards", 1, 1)
    assert {"copper", "curse", "province", "smithy", "witch"} <= set(decision.options)
    assert "bridge" not in decision.options
    assert check_answer(decision, ("witch",)) is None
    assert "bridge is not among the options" in check_answer(decision, ("bridge",))


def test_amount(table):
    t = table("smithy")
    decision = amount(t.ann, "masterpiece", 3, "overpay")
    assert decision.options == ("0", "1", "2", "3") and (decision.kind, decision.source) == ("pay", "amount")
    assert check_answer(decision, ("2",)) is None and chosen_amount(("2",)) == 2
    assert "4 is not among the options" in check_answer(decision, ("4",))
