"""referee.rules.legality: every rule of check_play / check_defense, and the enumerations agree with them."""

from __future__ import annotations

import random

import pytest

from protocol.messages import Act, Add, Buy, Card, Clean, DiscardDefense, MoatDefense, State
from referee.rules.cards import SUPPLY_ORDER
from referee.rules.kingdoms import pile_size
from referee.rules.legality import check_defense, check_play, legal_defenses, legal_plays

C = Card
FULL_SUPPLY = tuple(card for card in SUPPLY_ORDER for _ in range(pile_size(card, 2)))


def view(*, hand=(), supply=FULL_SUPPLY, actions=1, buys=1, coins=0, plays=(), deck=(), discards=()) -> State:
    return State(
        players=("me", "you"),
        supply=tuple(supply),
        trash=(),
        actions=actions,
        buys=buys,
        coins=coins,
        deck=tuple(deck),
        hand=tuple(hand),
        plays=tuple(plays),
        discards=tuple(discards),
    )


def without(card: Card) -> tuple[Card, ...]:
    return tuple(c for c in FULL_SUPPLY if c != card)


# ---- add --------------------------------------------------------------------------------------------


def test_add_needs_the_treasure_in_hand():
    assert check_play(view(hand=[C.COPPER, C.ESTATE]), Add(C.COPPER)) is None
    message = check_play(view(hand=[C.COPPER, C.ESTATE]), Add(C.GOLD))
    assert message == "(add gold) needs gold in your hand; your hand is (copper estate)"


def test_add_of_a_non_treasure_is_illegal():
    assert "estate is not a treasure" in check_play(view(hand=[C.ESTATE]), Add(C.ESTATE))


def test_add_after_buy_with_zero_buys_is_legal():
    state = view(hand=[C.SILVER], actions=0, buys=0, coins=3, plays=[C.COPPER])
    assert check_play(state, Add(C.SILVER)) is None


# ---- buy --------------------------------------------------------------------------------------------


def test_buy_with_too_few_coins():
    assert check_play(view(coins=5), Buy(C.PROVINCE)) == "(buy province) needs 8 coins, you have 5"
    assert check_play(view(coins=8), Buy(C.PROVINCE)) is None


def test_buy_with_no_buys_left():
    message = check_play(view(coins=8, buys=0, actions=0), Buy(C.SILVER))
    assert message.startswith("(buy silver) needs 1 buy; you have 0")


def test_buy_from_an_empty_pile():
    message = check_play(view(coins=8, supply=without(C.DUCHY)), Buy(C.DUCHY))
    assert message.startswith("(buy duchy): there is no duchy left in the supply")


def test_buy_copper_with_zero_coins_is_legal():
    assert check_play(view(coins=0), Buy(C.COPPER)) is None


def test_buy_works_with_a_supply_listing_each_card_once():
    # validate test files may list a supply card once to mean "available"
    assert check_play(view(coins=6, supply=[C.GOLD]), Buy(C.GOLD)) is None
    assert check_play(view(coins=6, supply=[C.GOLD]), Buy(C.SILVER)) is not None


# ---- clean ------------------------------------------------------------------------------------------


def test_clean_with_a_card_not_in_hand():
    message = check_play(view(hand=[C.COPPER]), Clean(C.GOLD))
    assert message == "(clean gold) needs gold in your hand to expose; your hand is (copper)"


def test_clean_without_card_needs_an_empty_hand():
    assert check_play(view(hand=[]), Clean()) is None
    message = check_play(view(hand=[C.COPPER, C.ESTATE, C.GOLD]), Clean())
    assert message == "(clean) is only for an empty hand; your hand has 3 cards: play (clean CARD)"


def test_clean_with_a_card_and_an_empty_hand():
    assert "your hand is empty" in check_play(view(hand=[]), Clean(C.COPPER))


def test_clean_is_legal_at_any_point_of_the_turn():
    assert check_play(view(hand=[C.SMITHY], actions=1), Clean(C.SMITHY)) is None


# ---- act: common rules ------------------------------------------------------------------------------


def test_act_after_add_is_illegal():
    state = view(hand=[C.SMITHY, C.COPPER], actions=0, plays=[C.COPPER], coins=1)
    assert check_play(state, Act(C.SMITHY)) == (
        "(act smithy) needs 1 action; you have 0 (no actions after an add or buy)"
    )


def test_act_with_no_action_left_after_an_action():
    state = view(hand=[C.SMITHY], actions=0, plays=[C.SMITHY])
    assert check_play(state, Act(C.SMITHY)) == (
        "(act smithy) needs 1 action; you have 0 "
        "(each action card played uses one, and none are left after a buy)"
    )


def test_act_needs_the_card_in_hand():
    assert "needs a village in your hand" in check_play(view(hand=[C.SMITHY]), Act(C.VILLAGE))


def test_act_of_a_non_action():
    assert "copper is not an action card" in check_play(view(hand=[C.COPPER]), Act(C.COPPER))


def test_act_with_wrong_argument_count():
    assert "takes no cards" in check_play(view(hand=[C.SMITHY, C.COPPER]), Act(C.SMITHY, (C.COPPER,)))
    assert "takes 2 cards, not 1" in check_play(view(hand=[C.MINE, C.COPPER]), Act(C.MINE, (C.COPPER,)))


@pytest.mark.parametrize("card", [C.MARKET, C.SMITHY, C.VILLAGE, C.WOODCUTTER, C.MILITIA, C.MOAT])
def test_simple_actions_are_legal_with_an_action_and_the_card(card):
    assert check_play(view(hand=[card, C.ESTATE]), Act(card)) is None


# ---- mine -------------------------------------------------------------------------------------------


def test_mine_copper_into_copper_is_legal():
    assert check_play(view(hand=[C.MINE, C.COPPER]), Act(C.MINE, (C.COPPER, C.COPPER))) is None


def test_mine_copper_into_silver_is_legal():
    assert check_play(view(hand=[C.MINE, C.COPPER]), Act(C.MINE, (C.COPPER, C.SILVER))) is None


def test_mine_silver_into_gold_is_legal():
    assert check_play(view(hand=[C.MINE, C.SILVER]), Act(C.MINE, (C.SILVER, C.GOLD))) is None


def test_mine_copper_into_gold_is_illegal():
    message = check_play(view(hand=[C.MINE, C.COPPER]), Act(C.MINE, (C.COPPER, C.GOLD)))
    assert message.startswith("(act mine copper gold): mine gains a treasure costing at most 3 more")


def test_mine_needs_treasures_on_both_sides():
    assert "estate is not one" in check_play(view(hand=[C.MINE, C.ESTATE]), Act(C.MINE, (C.ESTATE, C.SILVER)))
    assert "duchy is not one" in check_play(view(hand=[C.MINE, C.SILVER]), Act(C.MINE, (C.SILVER, C.DUCHY)))


def test_mine_needs_the_treasure_in_hand_and_the_gain_in_supply():
    assert "needs silver in your hand" in check_play(view(hand=[C.MINE]), Act(C.MINE, (C.SILVER, C.GOLD)))
    state = view(hand=[C.MINE, C.SILVER], supply=without(C.GOLD))
    assert "no gold left in the supply" in check_play(state, Act(C.MINE, (C.SILVER, C.GOLD)))


# ---- remodel ----------------------------------------------------------------------------------------


def test_remodel_gains_up_to_two_more():
    hand = [C.REMODEL, C.ESTATE]
    assert check_play(view(hand=hand), Act(C.REMODEL, (C.ESTATE, C.SMITHY))) is None
    assert "at most 2 more" in check_play(view(hand=hand), Act(C.REMODEL, (C.ESTATE, C.MARKET)))


def test_remodel_cannot_trash_itself():
    message = check_play(view(hand=[C.REMODEL, C.ESTATE]), Act(C.REMODEL, (C.REMODEL, C.ESTATE)))
    assert message == (
        "(act remodel remodel estate) needs a second remodel in your hand: "
        "the remodel being played is no longer in the hand"
    )
    assert check_play(view(hand=[C.REMODEL, C.REMODEL]), Act(C.REMODEL, (C.REMODEL, C.ESTATE))) is None


def test_remodel_into_an_empty_pile():
    state = view(hand=[C.REMODEL, C.ESTATE], supply=without(C.SILVER))
    assert "no silver left" in check_play(state, Act(C.REMODEL, (C.ESTATE, C.SILVER)))


# ---- workshop ---------------------------------------------------------------------------------------


def test_workshop_gains_up_to_four():
    assert check_play(view(hand=[C.WORKSHOP]), Act(C.WORKSHOP, (C.SMITHY,))) is None
    assert "at most 4" in check_play(view(hand=[C.WORKSHOP]), Act(C.WORKSHOP, (C.MINE,)))
    state = view(hand=[C.WORKSHOP], supply=without(C.SMITHY))
    assert "no smithy left" in check_play(state, Act(C.WORKSHOP, (C.SMITHY,)))


# ---- cellar -----------------------------------------------------------------------------------------


def test_cellar_with_duplicate_cards():
    hand = [C.CELLAR, C.ESTATE, C.ESTATE, C.COPPER]
    assert check_play(view(hand=hand), Act(C.CELLAR, (C.ESTATE, C.ESTATE))) is None
    assert "more estate than your hand holds" in check_play(
        view(hand=hand), Act(C.CELLAR, (C.ESTATE, C.ESTATE, C.ESTATE))
    )


def test_cellar_discarding_the_whole_rest_of_the_hand_and_nothing():
    hand = [C.CELLAR, C.ESTATE, C.COPPER]
    assert check_play(view(hand=hand), Act(C.CELLAR, (C.COPPER, C.ESTATE))) is None
    assert check_play(view(hand=hand), Act(C.CELLAR)) is None


def test_cellar_cannot_discard_itself():
    message = check_play(view(hand=[C.CELLAR, C.ESTATE]), Act(C.CELLAR, (C.CELLAR,)))
    assert "the cellar being played is no longer in the hand" in message
    assert check_play(view(hand=[C.CELLAR, C.CELLAR]), Act(C.CELLAR, (C.CELLAR,))) is None


# ---- defenses ---------------------------------------------------------------------------------------


def test_moat_defense_needs_a_moat():
    assert check_defense(view(hand=[C.MOAT, C.COPPER]), MoatDefense()) is None
    assert "needs a moat in your hand" in check_defense(view(hand=[C.COPPER]), MoatDefense())


@pytest.mark.parametrize(
    ("hand", "legal", "illegal"),
    [
        (
            [C.COPPER, C.COPPER, C.ESTATE, C.GOLD, C.SILVER],
            [(C.ESTATE, C.COPPER)],
            [(C.ESTATE,), (C.GOLD, C.GOLD)],
        ),
        ([C.COPPER, C.COPPER, C.ESTATE, C.GOLD], [(C.ESTATE,)], [(), (C.COPPER, C.ESTATE), (C.SILVER,)]),
        ([C.COPPER, C.COPPER, C.ESTATE], [()], [(C.ESTATE,)]),
        ([C.COPPER, C.ESTATE], [()], [(C.COPPER,)]),
    ],
    ids=["hand5", "hand4", "hand3", "hand2"],
)
def test_discard_defense_leaves_exactly_three(hand, legal, illegal):
    for cards in legal:
        assert check_defense(view(hand=hand, actions=0, buys=0), DiscardDefense(cards)) is None
    for cards in illegal:
        assert check_defense(view(hand=hand, actions=0, buys=0), DiscardDefense(cards)) is not None


def test_legal_defenses_enumerate_distinct_sub_multisets():
    hand = [C.COPPER, C.COPPER, C.COPPER, C.ESTATE, C.MOAT]
    defenses = legal_defenses(view(hand=hand))
    assert defenses[0] == MoatDefense()
    discards = [d.cards for d in defenses[1:]]
    assert len(discards) == len(set(discards))
    assert set(discards) == {
        (C.COPPER, C.COPPER),
        (C.COPPER, C.ESTATE),
        (C.COPPER, C.MOAT),
        (C.ESTATE, C.MOAT),
    }
    assert legal_defenses(view(hand=[C.COPPER, C.COPPER])) == [DiscardDefense(())]


# ---- enumeration agrees with the checks -------------------------------------------------------------


def test_legal_plays_for_cellar_are_distinct_sub_multisets():
    plays = legal_plays(view(hand=[C.CELLAR, C.ESTATE, C.ESTATE, C.COPPER]))
    cellars = [p.args for p in plays if isinstance(p, Act)]
    assert len(cellars) == len(set(cellars)) == 6  # 3 choices of estates x 2 of copper


def test_legal_plays_with_an_empty_hand_is_just_clean():
    assert legal_plays(view(hand=[], buys=0)) == [Clean()]


def _random_view(rng: random.Random) -> State:
    hand = [rng.choice(SUPPLY_ORDER) for _ in range(rng.randint(0, 7))]
    supply = [c for c in SUPPLY_ORDER if rng.random() < 0.8]
    return view(
        hand=hand, supply=supply, actions=rng.randint(0, 2), buys=rng.randint(0, 2), coins=rng.randint(0, 9)
    )


def _candidate_plays(state: State):
    cards = SUPPLY_ORDER
    yield Clean()
    for card in cards:
        yield Add(card)
        yield Buy(card)
        yield Clean(card)
        yield Act(card)
        for other in cards:
            yield Act(card, (other,))
            for third in cards:
                if card in (Card.MINE, Card.REMODEL):
                    yield Act(card, (other, third))
    for length in range(4):
        for _ in range(10):
            yield Act(
                C.CELLAR, tuple(random.Random(length).choice(state.hand or [C.COPPER]) for _ in range(length))
            )


def test_legal_plays_is_exactly_the_set_check_play_accepts():
    rng = random.Random(7)
    for _ in range(150):
        state = _random_view(rng)
        listed = legal_plays(state)
        assert len(listed) == len(set(listed))
        for play in listed:
            assert check_play(state, play) is None, (state, play)
        listed_set = set(listed)
        for play in _candidate_plays(state):
            if check_play(state, play) is None and not (isinstance(play, Act) and play.card == C.CELLAR):
                assert play in listed_set, (state, play)


def test_legal_defenses_is_exactly_the_set_check_defense_accepts():
    rng = random.Random(11)
    for _ in range(200):
        state = _random_view(rng)
        listed = legal_defenses(state)
        assert len(listed) == len(set(listed))
        for defense in listed:
            assert check_defense(state, defense) is None
        for size in range(len(state.hand) + 1):
            cards = tuple(rng.sample(state.hand, size))
            if check_defense(state, DiscardDefense(cards)) is None:
                assert any(isinstance(d, DiscardDefense) and sorted(d.cards) == sorted(cards) for d in listed)
