"""`referee.kingdom`'s draws: over thousands of seeded random requests, every kingdom drawn satisfies its
request, and a request no kingdom satisfies always fails with a message naming constraints, never a kingdom.

Feasibility is checked against an independent oracle, a depth-first search over the cards one by one, and
the module's count against brute-force enumeration of small pools."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.kingdom import (
    CATEGORIES,
    SETS,
    KingdomError,
    KingdomRequest,
    Unsatisfiable,
    _Solver,
    categories,
    count_kingdoms,
    random_kingdom,
    satisfies,
    sets_cards,
)
from referee.rules.cards import KINGDOM_CARDS

CARDS = tuple(str(card) for card in KINGDOM_CARDS)
CHI_SQUARE_4_DF_999 = 18.467
"""The 0.999 quantile of the chi-square distribution with 4 degrees of freedom (5 outcomes)."""
DERANDOMIZED = settings(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _meets(kingdom: tuple[str, ...], request: KingdomRequest) -> bool:
    """The request, checked from scratch (not with the module's own `satisfies`)."""
    if len(kingdom) != 10 or len(set(kingdom)) != 10:
        return False
    allowed = set(sets_cards(request.sets)) - set(request.exclude) | set(request.include)
    if not set(kingdom) <= allowed or not set(request.include) <= set(kingdom):
        return False
    count = Counter(category for card in kingdom for category in categories(card))
    if any(count[category] < n for category, n in request.at_least):
        return False
    if any(count[category] > n for category, n in request.at_most):
        return False
    return not (request.reaction_if_attack and count["attack"] and not count["reaction"])


def _feasible(request: KingdomRequest) -> bool:
    """Whether some kingdom satisfies `request`, decided by a depth-first search over the cards themselves
    (not the module's counting over groups of alike cards): each card of the pool is taken or left, and a
    branch is cut as soon as an "at most" is exceeded, an included card is left, or an "at least" can no
    longer be met by the cards still to decide. Branches already refuted are remembered by position, cards
    taken and the counts of the constrained categories."""
    pool = sorted(set(sets_cards(request.sets)) - set(request.exclude) | set(request.include))
    at_least, at_most = dict(request.at_least), dict(request.at_most)
    watched = sorted({*at_least, *at_most, "attack", "reaction"})
    cats = [tuple(int(c in categories(card)) for c in watched) for card in pool]
    floor = tuple(at_least.get(c, 0) for c in watched)
    cap = tuple(at_most.get(c, 10) for c in watched)
    attack, reaction = watched.index("attack"), watched.index("reaction")
    # left[i][k]: cards of watched category k among pool[i:], still to decide at position i.
    left = [tuple(sum(row[k] for row in cats[i:]) for k in range(len(watched))) for i in range(len(pool) + 1)]
    refuted: set[tuple[int, int, tuple[int, ...]]] = set()

    def search(i: int, taken: int, count: tuple[int, ...]) -> bool:
        if any(n > most for n, most in zip(count, cap, strict=True)):
            return False
        if any(n + more < least for n, more, least in zip(count, left[i], floor, strict=True)):
            return False
        if taken == 10:
            moat_rule = not (request.reaction_if_attack and count[attack] and not count[reaction])
            floors_met = all(n >= least for n, least in zip(count, floor, strict=True))
            return moat_rule and floors_met and not any(card in request.include for card in pool[i:])
        if len(pool) - i < 10 - taken or (i, taken, count) in refuted:
            return False
        plus = tuple(n + k for n, k in zip(count, cats[i], strict=True))
        if search(i + 1, taken + 1, plus) or (pool[i] not in request.include and search(i + 1, taken, count)):
            return True
        refuted.add((i, taken, count))
        return False

    return search(0, 0, (0,) * len(watched))


@st.composite
def requests(draw, *, max_count: int = 4, max_excluded: int = 10) -> KingdomRequest:
    """Random well-formed requests: any sets, a few bounds, includes and excludes (disjoint)."""
    sets = draw(st.lists(st.sampled_from(list(SETS)), min_size=1, max_size=2, unique=True))
    at_least = draw(st.dictionaries(st.sampled_from(CATEGORIES), st.integers(0, max_count), max_size=4))
    at_most = draw(st.dictionaries(st.sampled_from(CATEGORIES), st.integers(0, max_count + 1), max_size=4))
    include = draw(st.lists(st.sampled_from(CARDS), max_size=3, unique=True))
    exclude = draw(
        st.lists(st.sampled_from([c for c in CARDS if c not in include]), max_size=max_excluded, unique=True)
    )
    return KingdomRequest(
        sets=tuple(name for name in SETS if name in sets),
        at_least=tuple(at_least.items()),
        at_most=tuple(at_most.items()),
        include=tuple(include),
        exclude=tuple(exclude),
        reaction_if_attack=draw(st.booleans()),
    )


def _labels(request: KingdomRequest) -> set[str]:
    return {constraint.label for constraint in request.constraints()}


@settings(DERANDOMIZED, max_examples=2000)
@given(request=requests(), seed=st.integers(0, 2**63 - 1))
def test_a_draw_satisfies_its_request_and_an_impossible_request_fails_with_its_reason(
    request: KingdomRequest, seed: int
) -> None:
    feasible = _feasible(request)
    try:
        drawn = random_kingdom(request, seed)
    except Unsatisfiable as error:
        assert not feasible, f"{request} has a kingdom, yet: {error}"
        message = str(error)
        assert message
        assert set(error.constraints) <= _labels(request)
        assert all(label in message for label in error.constraints)
        assert error.constraints or "a kingdom needs 10" in message
        return
    assert feasible, f"the oracle finds no kingdom for {request}, yet {drawn.kingdom} was drawn"
    assert _meets(drawn.kingdom, request), (request, drawn)
    assert satisfies(drawn.kingdom, request)
    assert drawn.kingdom == tuple(sorted(drawn.kingdom))
    assert 0 <= drawn.number < drawn.satisfying
    assert random_kingdom(request, seed) == drawn


@settings(DERANDOMIZED, max_examples=500)
@given(request=requests(max_count=6, max_excluded=3), seed=st.integers(0, 2**63 - 1))
def test_impossible_requests_never_give_a_kingdom(request: KingdomRequest, seed: int) -> None:
    """Larger counts than above, so that most requests are impossible."""
    try:
        drawn = random_kingdom(request, seed)
    except Unsatisfiable as error:
        assert not _feasible(request)
        assert set(error.constraints) <= _labels(request)
    else:
        assert _meets(drawn.kingdom, request) and _feasible(request)


@settings(DERANDOMIZED, max_examples=150)
@given(request=requests(max_count=3, max_excluded=0), data=st.data())
def test_the_count_is_exact_and_the_numbering_is_one_to_one(request: KingdomRequest, data) -> None:
    """On a pool of 11 to 14 cards, brute force lists the satisfying kingdoms: the count is theirs, and the
    kingdoms numbered 0 to count-1 are exactly them (so a uniform number is a uniform kingdom)."""
    pool = sorted(set(sets_cards(request.sets)) | set(request.include))
    size = data.draw(st.integers(11, 14))
    keep = set(data.draw(st.permutations(pool))[:size]) | set(request.include)
    small = KingdomRequest(
        sets=request.sets,
        at_least=request.at_least,
        at_most=request.at_most,
        include=request.include,
        exclude=tuple(c for c in pool if c not in keep),
        reaction_if_attack=request.reaction_if_attack,
    )
    expected = {k for k in itertools.combinations(sorted(keep), 10) if _meets(k, small)}
    assert count_kingdoms(small) == len(expected)
    constraints = small.constraints()
    solver = _Solver(sorted(keep), constraints)
    numbered = [solver.kingdom(n) for n in range(solver.total())]
    assert set(numbered) == expected and len(numbered) == len(expected)


def test_without_constraints_every_kingdom_of_the_set_counts() -> None:
    assert count_kingdoms(KingdomRequest()) == 5311735  # comb(26, 10)
    assert count_kingdoms(KingdomRequest(sets=("base1", "base2"))) == 64512240  # comb(32, 10)


def test_draws_are_uniform_among_satisfying_kingdoms() -> None:
    """8 free cards for 1 slot under a constraint that allows 5 of them: 5000 seeded draws hit each of the 5
    about equally (chi-square, fixed seeds: deterministic), and never another."""
    request = KingdomRequest(
        include=("cellar", "chapel", "moat", "village", "smithy", "market", "festival", "witch", "militia"),
        at_most=(("attack", 2),),
    )
    counts = Counter(random_kingdom(request, seed).kingdom for seed in range(5000))
    assert count_kingdoms(request) == len(counts) == 26 - 9 - 2  # not bandit nor bureaucrat
    expected = 5000 / len(counts)
    statistic = sum((observed - expected) ** 2 / expected for observed in counts.values())
    assert statistic < CHI_SQUARE_4_DF_999, counts  # p > 0.001


def test_an_at_least_is_a_floor_not_exactly() -> None:
    request = KingdomRequest(at_least=(("village", 1),))
    villages = Counter(
        sum("village" in categories(card) for card in random_kingdom(request, seed).kingdom)
        for seed in range(300)
    )
    assert set(villages) == {1, 2}


def test_a_card_of_two_categories_counts_for_both() -> None:
    """Base2's villages are Festival and Village, its plus-buys without draw Festival and Market: Festival
    fills both floors, so the three of them are enough and are in every kingdom."""
    request = KingdomRequest(at_least=(("village", 2), ("plus-buy", 2)), at_most=(("draw", 0),))
    for seed in range(50):
        kingdom = random_kingdom(request, seed).kingdom
        assert {"festival", "village", "market"} <= set(kingdom)


def test_the_same_seed_draws_the_same_kingdom_whatever_the_order_of_the_options() -> None:
    one = KingdomRequest(
        at_least=(("village", 1), ("draw", 2)), include=("witch", "moat"), exclude=("chapel",)
    )
    two = KingdomRequest(
        at_least=(("draw", 2), ("village", 1)), include=("moat", "witch"), exclude=("chapel",)
    )
    kingdoms = {random_kingdom(one, seed).kingdom for seed in range(20)}
    assert len(kingdoms) > 1
    for seed in range(20):
        assert random_kingdom(one, seed).kingdom == random_kingdom(two, seed).kingdom


def test_reaction_if_attack_puts_a_moat_beside_any_attack() -> None:
    request = KingdomRequest(sets=("base1", "base2"), reaction_if_attack=True)
    seen_without = False
    for seed in range(300):
        kingdom = random_kingdom(request, seed).kingdom
        if any("attack" in categories(card) for card in kingdom):
            assert "moat" in kingdom
        else:
            seen_without = True
    assert seen_without


_NOT_VILLAGE = [c for c in sets_cards(["base2"]) if c not in ("village", "festival")]
"""Base2's cards but its two villages: excluding 17 of them leaves 9, and an include makes 10."""
_OTHERS = [c for c in sets_cards(["base2"]) if "attack" not in categories(c) and c != "moat"]
"""Base2's 21 cards that are neither attacks nor Moat."""


@pytest.mark.parametrize(
    ("request_", "message", "labels"),
    [
        (
            KingdomRequest(at_least=(("curser", 3),)),
            "at least 3 curser: the chosen sets (base2) have 1 curser card (witch)",
            {"at least 3 curser"},
        ),
        (
            KingdomRequest(exclude=("chapel", "mine", "remodel", "sentry"), at_least=(("trasher", 2),)),
            "at least 2 trasher: the chosen sets (base2) have 1 trasher card (moneylender) once chapel, "
            "mine, remodel, sentry are excluded",
            {"at least 2 trasher"},
        ),
        (
            KingdomRequest(at_least=(("village", 2),), at_most=(("plus-buy", 0),)),
            "these constraints cannot all hold together, though each can alone: at least 2 village, at most "
            "0 plus-buy (cards of the chosen sets (base2) by category: village: festival, village; plus-buy: "
            "council-room, festival, market)",
            {"at least 2 village", "at most 0 plus-buy"},
        ),
        (
            KingdomRequest(include=("witch",), at_most=(("attack", 0),), at_least=(("draw", 1),)),
            "though each can alone: --include witch, at most 0 attack (",
            {"--include witch", "at most 0 attack"},
        ),
        (
            KingdomRequest(
                sets=("base1",), exclude=("moat",), at_least=(("attack", 1),), reaction_if_attack=True
            ),
            "at least 1 attack, --reaction-if-attack (cards of the chosen sets (base1) by category: attack: "
            "bureaucrat, militia, spy, thief, witch; reaction: none (moat excluded))",
            {"at least 1 attack", "--reaction-if-attack"},
        ),
        (
            KingdomRequest(at_least=(("draw", 3), ("attack", 3)), at_most=(("draw", 2),)),
            "though each can alone: at least 3 draw, at most 2 draw",
            {"at least 3 draw", "at most 2 draw"},
        ),
        (
            KingdomRequest(at_least=(("draw", 11),)),
            "at least 11 draw: a kingdom has only 10 cards",
            {"at least 11 draw"},
        ),
        (
            KingdomRequest(exclude=sets_cards(["base2"])[:17]),
            "the chosen sets (base2) have 26 kingdom cards; with 17 excluded, 9 remain, and a kingdom "
            "needs 10",
            set(),
        ),
        (
            KingdomRequest(include=sets_cards(["base2"])[:11]),
            "--include names 11 cards; a kingdom has 10",
            {f"--include {card}" for card in sets_cards(["base2"])[:11]},
        ),
        (
            KingdomRequest(at_most=(("draw", 0), ("economy", 0), ("gainer", 0))),
            "at most 0 draw, at most 0 economy, at most 0 gainer",
            {"at most 0 draw", "at most 0 economy", "at most 0 gainer"},
        ),
        (
            KingdomRequest(exclude=("moat", *_OTHERS[:13]), reaction_if_attack=True),
            "--reaction-if-attack: the chosen sets (base2) have no reaction card left and only 8 cards that "
            "are not attacks, so every kingdom holds an attack",
            {"--reaction-if-attack"},
        ),
        (
            KingdomRequest(
                exclude=tuple(_NOT_VILLAGE[:17]), include=("adventurer",), at_most=(("village", 0),)
            ),
            "at most 0 village: the chosen sets (base2) and the included adventurer have only 8 cards that "
            "are not village, so every kingdom holds at least 2 village cards",
            {"at most 0 village"},
        ),
    ],
)
def test_impossible_requests_name_the_failing_constraints(request_, message: str, labels: set[str]) -> None:
    with pytest.raises(Unsatisfiable) as error:
        random_kingdom(request_, 1)
    assert message in str(error.value)
    assert set(error.value.constraints) == labels


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (KingdomRequest(include=("witch",), exclude=("witch",)), "witch is both included and excluded"),
        (KingdomRequest(sets=()), "no set chosen"),
        (KingdomRequest(at_least=(("draw", 1), ("draw", 2))), "--at-least draw is given twice (1 and 2)"),
        (KingdomRequest(at_most=(("draw", -1),)), "expected a count of 0 or more"),
    ],
)
def test_contradictory_requests_are_refused(request_, message: str) -> None:
    with pytest.raises(KingdomError) as error:
        random_kingdom(request_, 1)
    assert not isinstance(error.value, Unsatisfiable)
    assert message in str(error.value)


def test_a_random_seed_reaches_any_number() -> None:
    """The number is `randrange` over the whole count: 64 million kingdoms, spread over the range."""
    request = KingdomRequest(sets=("base1", "base2"))
    numbers = [random_kingdom(request, seed).number for seed in random.Random(5).sample(range(10**9), 200)]
    assert min(numbers) < 64512240 // 10 and max(numbers) > 64512240 * 9 // 10
