"""`referee.kingdom`'s draws over every set of the catalogue: over thousands of seeded random requests (any
sets, both set restrictions, potion bounds, Young Witch and its Bane), every kingdom drawn satisfies its
request, and a request no kingdom satisfies always fails with a message naming constraints, never a kingdom.

Feasibility, and the fewest cards a weak set restriction brings from other sets, are decided by an
independent oracle: a depth-first search over the cards one by one (not the module's counting over groups of
alike cards). The count and the numbering are checked against brute-force enumeration of small pools, and
the distribution (uniform, with a Bane as likely as dealing it) by chi-square tests on small pools."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st
from scipy.stats import chi2

from protocol.catalogue import CATALOGUE
from referee.kingdom import (
    CATEGORIES,
    KINGDOM_CARDS,
    SETS,
    KingdomError,
    KingdomRequest,
    RequestTooLarge,
    Unsatisfiable,
    _solvers,
    categories,
    count_kingdoms,
    random_kingdom,
    satisfies,
    sets_cards,
)

KINGDOM = sorted(KINGDOM_CARDS)  # the randomizer's pool: the catalogue's kingdom cards whose rules are built
BASE = tuple(sets_cards(["base1", "base2"]))
DERANDOMIZED = settings(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _bane_ok(card: str) -> bool:
    """Whether `card` may be Young Witch's Bane, from the catalogue's facts: 2 or 3 coins, no potion, not
    Moat."""
    facts = CATALOGUE[card]
    return facts.cost in (2, 3) and not facts.potion and card != "moat"


def _cats(card: str) -> set[str]:
    facts = CATALOGUE[card]
    return set(facts.categories)


def _count(piles: list[str]) -> Counter:
    return Counter(category for card in piles for category in _cats(card))


def _bounds_hold(count: Counter, request: KingdomRequest) -> bool:
    if any(count[category] < n for category, n in request.at_least):
        return False
    if any(count[category] > n for category, n in request.at_most):
        return False
    if request.reaction_if_attack and count["attack"] and not count["reaction"]:
        return False
    least, most = request.potions
    return count["potion"] == 0 or least <= count["potion"] <= most


def _meets(kingdom: tuple[str, ...], bane: str | None, request: KingdomRequest) -> bool:
    """The request, checked from scratch (not with the module's own `satisfies`), a weak restriction
    allowing any card."""
    if len(kingdom) != 10 or len(set(kingdom)) != 10:
        return False
    allowed = set(KINGDOM) if request.weak else set(sets_cards(request.sets))
    allowed = allowed - set(request.exclude) | set(request.include)
    if not set(kingdom) <= allowed or not set(request.include) <= set(kingdom):
        return False
    if ("young-witch" in kingdom) != (bane is not None):
        return False
    if bane is not None and (bane in kingdom or bane not in allowed or not _bane_ok(bane)):
        return False
    return _bounds_hold(_count([*kingdom, *([bane] if bane else [])]), request)


def _fewest_outside(request: KingdomRequest, deck: list[str], limit: int = 11) -> float:
    """The fewest cards from outside the chosen sets (includes not counted) in a kingdom of `deck` meeting
    `request`, or infinity when none does with `limit` or fewest: for 0, 1, 2... `limit` cards allowed from
    outside, a depth-first search
    over the cards in order (Young Witch first, then the chosen sets' cards, then the others), each left,
    put among the 10, or (after Young Witch) made the Bane. Counts are kept up to what the bounds can tell
    apart; states already refuted are remembered."""
    inside = set(sets_cards(request.sets)) | set(request.include)
    deck = sorted(deck, key=lambda card: (card != "young-witch", card not in inside, card))
    at_least, at_most = dict(request.at_least), dict(request.at_most)
    watched = sorted({*at_least, *at_most, "attack", "reaction", "potion"})
    cap = {c: max(at_least.get(c, 0), at_most.get(c, -1) + 1, 1) for c in watched}
    cap["potion"] = max(cap["potion"], request.potions[1] + 1)
    rows = [tuple(int(c in _cats(card)) for c in watched) for card in deck]
    outside = [card not in inside for card in deck]
    floor = tuple(at_least.get(c, 0) for c in watched)
    ceiling = tuple(at_most.get(c, 11) for c in watched)
    # left[i][k]: cards of watched category k among deck[i:], still to decide at position i.
    left = [tuple(sum(row[k] for row in rows[i:]) for k in range(len(watched))) for i in range(len(deck) + 1)]

    def final(count: tuple[int, ...]) -> bool:
        return _bounds_hold(Counter(dict(zip(watched, count, strict=True))), request)

    @cache
    def found(i: int, taken: int, count: tuple[int, ...], witch: bool, bane: bool, room: int) -> bool:
        """Whether a kingdom can be completed from position `i` with at most `room` more outside cards."""
        if taken == 10 and (bane or not witch):
            return final(count) and not any(card in request.include for card in deck[i:])
        if i == len(deck) or len(deck) - i < 10 - taken + (witch and not bane):
            return False
        if any(n > most for n, most in zip(count, ceiling, strict=True)):
            return False
        piles = 10 - taken + 1  # at most this many more piles: the 10 and a Bane
        if any(n + min(more, piles) < least for n, more, least in zip(count, left[i], floor, strict=True)):
            return False
        card = deck[i]
        rest = room - outside[i]
        plus = tuple(min(cap[c], n + k) for c, n, k in zip(watched, count, rows[i], strict=True))
        if (
            taken < 10
            and rest >= 0
            and found(i + 1, taken + 1, plus, witch or card == "young-witch", bane, rest)
        ):
            return True
        if card in request.include:
            return False
        if (
            witch
            and not bane
            and _bane_ok(card)
            and rest >= 0
            and found(i + 1, taken, plus, witch, True, rest)
        ):
            return True
        return found(i + 1, taken, count, witch, bane, room)

    try:
        for room in range(limit + 1):
            if found(0, 0, (0,) * len(watched), False, False, room):
                return room
        return float("inf")
    finally:
        found.cache_clear()


def _deck(request: KingdomRequest, weak: bool) -> list[str]:
    cards = set(KINGDOM) if weak else set(sets_cards(request.sets))
    return sorted(cards - set(request.exclude) | set(request.include))


SET_NAMES = list(SETS)


@st.composite
def requests(draw, *, max_count: int = 4, max_excluded: int = 10, weak: bool | None = None) -> KingdomRequest:
    """Random well-formed requests: one or two sets of any box, a few bounds, includes and excludes
    (disjoint, from the chosen sets mostly), potion bounds, either set restriction."""
    sets = draw(st.lists(st.sampled_from(SET_NAMES), min_size=1, max_size=2, unique=True))
    near = sorted(sets_cards(sets)) + ["young-witch"]
    at_least = draw(st.dictionaries(st.sampled_from(CATEGORIES), st.integers(0, max_count), max_size=3))
    at_most = draw(st.dictionaries(st.sampled_from(CATEGORIES), st.integers(0, max_count + 1), max_size=3))
    include = draw(st.lists(st.sampled_from(sorted({*near, *KINGDOM[::17]})), max_size=2, unique=True))
    exclude = draw(
        st.lists(st.sampled_from([c for c in near if c not in include]), max_size=max_excluded, unique=True)
    )
    least = draw(st.integers(0, 4))
    most = draw(st.integers(least, 6))
    return KingdomRequest(
        sets=tuple(name for name in SETS if name in sets),
        at_least=tuple(at_least.items()),
        at_most=tuple(at_most.items()),
        include=tuple(include),
        exclude=tuple(exclude),
        reaction_if_attack=draw(st.booleans()),
        potions=(least, most) if draw(st.booleans()) else (3, 5),
        weak=draw(st.booleans()) if weak is None else weak,
    )


def _labels(request: KingdomRequest) -> set[str]:
    return {constraint.label for constraint in request.constraints()}


def _check_failure(error: Unsatisfiable, request: KingdomRequest) -> None:
    message = str(error)
    assert message
    assert set(error.constraints) <= _labels(request)
    assert all(label in message for label in error.constraints)
    assert error.constraints or "a kingdom needs 10" in message


@settings(DERANDOMIZED, max_examples=2000)
@given(request=requests(weak=False), seed=st.integers(0, 2**63 - 1))
def test_a_strong_draw_satisfies_its_request_and_an_impossible_one_fails_with_its_reason(
    request: KingdomRequest, seed: int
) -> None:
    feasible = _fewest_outside(request, _deck(request, weak=False)) == 0
    try:
        drawn = random_kingdom(request, seed)
    except Unsatisfiable as error:
        assert not feasible, f"{request} has a kingdom, yet: {error}"
        _check_failure(error, request)
        return
    assert feasible, f"the oracle finds no kingdom for {request}, yet {drawn.kingdom} was drawn"
    assert _meets(drawn.kingdom, drawn.bane, request), (request, drawn)
    assert satisfies(drawn.kingdom, request, drawn.bane)
    assert not drawn.outside
    assert drawn.kingdom == tuple(sorted(drawn.kingdom))
    assert 0 <= drawn.number < drawn.satisfying
    assert random_kingdom(request, seed) == drawn


@settings(DERANDOMIZED, max_examples=100)
@given(request=requests(weak=True, max_count=3), seed=st.integers(0, 2**63 - 1))
def test_a_weak_restriction_brings_the_fewest_cards_from_other_sets(
    request: KingdomRequest, seed: int
) -> None:
    """With the chosen sets enough, the weak draw is the strong one; else it holds cards of other sets, each
    named with the reason, and the oracle finds no kingdom with fewer of them. (A weak request that fails
    must fail strongly too; proving it impossible over every set is too slow for the oracle.)"""
    strong = request.strong()
    try:
        expected = random_kingdom(strong, seed)
    except Unsatisfiable:
        expected = None
    try:
        drawn = random_kingdom(request, seed)
    except RequestTooLarge:
        # Counting over every set's cards would pass the memory limit: refused in one line
        # (tests/referee/test_kingdom_bounded.py), so there is no draw to judge here.
        reject()
    except Unsatisfiable as error:
        assert expected is None
        _check_failure(error, request)
        return
    assert _meets(drawn.kingdom, drawn.bane, request), (request, drawn)
    assert satisfies(drawn.kingdom, request, drawn.bane)
    if expected is not None:
        assert drawn.piles == expected.piles and not drawn.outside
        return
    inside = set(sets_cards(request.sets)) | set(request.include)
    outside = [card for card in drawn.piles if card not in inside]
    assert tuple(outside) == drawn.outside and outside, (request, drawn)
    fewer = len(outside) - 1
    if fewer <= 1:  # the oracle's search grows fast with the cards allowed from outside
        assert _fewest_outside(request, _deck(request, weak=True), limit=fewer) == float("inf"), (
            request,
            drawn,
        )
    assert drawn.outside_reason


@settings(DERANDOMIZED, max_examples=300)
@given(request=requests(max_count=6, max_excluded=3, weak=False), seed=st.integers(0, 2**63 - 1))
def test_impossible_requests_never_give_a_kingdom(request: KingdomRequest, seed: int) -> None:
    """Larger counts than above, so that most requests are impossible."""
    try:
        drawn = random_kingdom(request, seed)
    except Unsatisfiable as error:
        assert _fewest_outside(request, _deck(request, request.weak)) == float("inf")
        assert set(error.constraints) <= _labels(request)
    else:
        assert _meets(drawn.kingdom, drawn.bane, request)


def _small(pool: list[str], request: KingdomRequest) -> KingdomRequest:
    """`request` on `pool` alone: every set chosen, every other card excluded."""
    return KingdomRequest(
        sets=tuple(SETS),
        at_least=request.at_least,
        at_most=request.at_most,
        include=tuple(card for card in request.include if card in pool),
        exclude=tuple(card for card in KINGDOM if card not in pool),
        reaction_if_attack=request.reaction_if_attack,
        potions=request.potions,
    )


def _brute(request: KingdomRequest, pool: list[str]) -> dict[tuple[tuple[str, ...], str | None], Fraction]:
    """Every satisfying (kingdom, Bane) of `pool`, with its probability under dealing: each 10 cards equally
    likely, a Bane then dealt among the remaining candidates, conditioned on the request."""
    weights: dict[tuple[tuple[str, ...], str | None], Fraction] = {}
    for kingdom in itertools.combinations(sorted(pool), 10):
        if "young-witch" not in kingdom:
            if _meets(kingdom, None, request):
                weights[kingdom, None] = Fraction(1)
            continue
        banes = [card for card in pool if card not in kingdom and _bane_ok(card)]
        for bane in banes:
            if _meets(kingdom, bane, request):
                weights[kingdom, bane] = Fraction(1, len(banes))
    total = sum(weights.values())
    return {key: weight / total for key, weight in weights.items()}


CHEAP = [card for card in KINGDOM if _bane_ok(card)]


@settings(DERANDOMIZED, max_examples=100)
@given(request=requests(max_count=3, max_excluded=0, weak=False), data=st.data())
def test_the_count_is_exact_and_the_numbering_is_one_to_one(request: KingdomRequest, data) -> None:
    """On a pool of 11 to 13 cards (often with Young Witch and Bane candidates), brute force lists the
    satisfying kingdoms and Banes: the count is theirs, and the kingdoms numbered 0 to count-1 are exactly
    them (so a uniform number is a uniform kingdom)."""
    size = data.draw(st.integers(11, 13))
    witch = data.draw(st.booleans())
    pool = set(data.draw(st.permutations(KINGDOM))[: size - 3]) | set(request.include)
    pool |= set(data.draw(st.permutations(CHEAP))[:3])
    if witch:
        pool.add("young-witch")
    small = _small(sorted(pool), request)
    expected = {key for key in _brute(small, sorted(pool))}
    assert count_kingdoms(small) == len(expected)
    numbered = []
    for run in _solvers(sorted(pool), (), small.constraints(), 0):
        numbered += [run.kingdom(n) for n in range(run.total())]
    assert set(numbered) == expected and len(numbered) == len(expected)


def test_without_constraints_every_kingdom_of_the_set_counts() -> None:
    assert count_kingdoms(KingdomRequest()) == 5311735  # comb(26, 10)
    assert count_kingdoms(KingdomRequest(sets=("base1", "base2"))) == 64512240  # comb(32, 10)


def _chi_square(drawn: Counter, expected: dict, draws: int) -> None:
    assert set(drawn) <= set(expected), set(drawn) - set(expected)
    statistic = sum((drawn[key] - draws * p) ** 2 / (draws * p) for key, p in expected.items())
    limit = chi2.ppf(0.999, len(expected) - 1)
    assert statistic < limit, (statistic, limit, drawn)  # p > 0.001, with fixed seeds: deterministic


def test_draws_are_uniform_among_satisfying_kingdoms() -> None:
    """8 free cards for 1 slot under a constraint that allows 5 of them: 5000 seeded draws hit each of the 5
    about equally, and never another."""
    request = KingdomRequest(
        include=("cellar", "chapel", "moat", "village", "smithy", "market", "festival", "witch", "militia"),
        at_most=(("attack", 2),),
    )
    counts = Counter(random_kingdom(request, seed).kingdom for seed in range(5000))
    assert count_kingdoms(request) == len(counts) == 26 - 9 - 2  # not bandit nor bureaucrat
    _chi_square(counts, {kingdom: 1 / len(counts) for kingdom in counts}, 5000)


@pytest.mark.parametrize(
    ("pool", "request_"),
    [
        (
            # Young Witch, 4 Bane candidates and 8 others: a Bane dealt among those left.
            ["young-witch", "cellar", "chapel", "moat", "village", "pawn", "smithy", "market", "festival",
             "witch", "militia", "laboratory", "library"],
            KingdomRequest(at_least=(("village", 1),)),
        ),
        (
            # Potions 2-3 or none, an at-most on attacks, across Alchemy, Seaside and Prosperity.
            ["young-witch", "herbalist", "apothecary", "familiar", "transmute", "haven", "lighthouse",
             "bazaar", "sea-hag", "loan", "goons", "vault", "city"],
            KingdomRequest(at_most=(("attack", 2),), potions=(2, 3)),
        ),
    ],
)  # fmt: skip
def test_draws_follow_dealing_with_a_bane_and_potion_bounds(
    pool: list[str], request_: KingdomRequest
) -> None:
    """On 13-card pools, 6000 seeded draws against the exact distribution of dealing (brute force): each
    10 cards as likely, a Bane dealt among the candidates left."""
    small = _small(pool, request_)
    expected = _brute(small, pool)
    assert len(expected) > 5 and any(bane for _, bane in expected)
    drawn = Counter()
    for seed in range(6000):
        result = random_kingdom(small, seed)
        drawn[result.kingdom, result.bane] += 1
    _chi_square(drawn, {key: float(p) for key, p in expected.items()}, 6000)


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
        sets=("intrigue2", "seaside2"), at_least=(("village", 1), ("draw", 2)), include=("witch", "moat")
    )
    two = KingdomRequest(
        sets=("intrigue2", "seaside2"), at_least=(("draw", 2), ("village", 1)), include=("moat", "witch")
    )
    kingdoms = {random_kingdom(one, seed).kingdom for seed in range(20)}
    assert len(kingdoms) > 1
    for seed in range(20):
        assert random_kingdom(one, seed).kingdom == random_kingdom(two, seed).kingdom


def test_reaction_if_attack_puts_a_reaction_beside_any_attack() -> None:
    request = KingdomRequest(sets=tuple(SETS), reaction_if_attack=True)
    seen_without = False
    for seed in range(200):
        drawn = random_kingdom(request, seed)
        if any("attack" in categories(card) for card in drawn.piles):
            assert any("reaction" in categories(card) for card in drawn.piles)
        else:
            seen_without = True
    assert seen_without


def test_young_witch_gets_a_bane_costing_2_or_3_never_moat() -> None:
    request = KingdomRequest(sets=("base2", "cornucopia1"), include=("young-witch",))
    banes = Counter(random_kingdom(request, seed).bane for seed in range(400))
    assert None not in banes and "moat" not in banes
    assert all(CATALOGUE[bane].cost in (2, 3) for bane in banes)
    deck = sets_cards(["base2", "cornucopia1"])
    assert all(bane in deck and bane != "young-witch" for bane in banes)
    assert len(banes) >= 5


def test_the_bane_counts_in_the_constraints() -> None:
    """At most 0 trasher with Young Witch: the Bane is never Chapel; at least 1 trasher and no trasher
    among the 10 is met by a Chapel Bane."""
    pool = ["young-witch", "chapel", "cellar", "village", "smithy", "market", "festival", "library",
            "laboratory", "council-room", "gardens", "militia", "witch"]  # fmt: skip
    never = _small(pool, KingdomRequest(at_most=(("trasher", 0),)))
    banes = {random_kingdom(never, seed).bane for seed in range(80)} - {None}
    assert banes and banes <= {"cellar", "village"}
    needs = _small(pool, KingdomRequest(at_least=(("trasher", 1),)))
    drawn = {(random_kingdom(needs, seed).kingdom, random_kingdom(needs, seed).bane) for seed in range(80)}
    assert any(bane == "chapel" for _, bane in drawn)


def test_a_young_witch_without_a_possible_bane_is_never_drawn() -> None:
    """Base2 without its cards costing 2 or 3 (but Moat, which is never the Bane), and Young Witch: only
    kingdoms without Young Witch remain; including it is impossible, and says why."""
    cheap = [c for c in sets_cards(["base2", "cornucopia1"]) if _bane_ok(c)]
    request = KingdomRequest(sets=("base2", "cornucopia1"), exclude=tuple(cheap))
    assert all(random_kingdom(request, seed).bane is None for seed in range(100))
    pool = [c for c in sets_cards(["base2"]) if c not in cheap]
    assert "young-witch" in sets_cards(["cornucopia1"])
    with pytest.raises(Unsatisfiable) as error:
        random_kingdom(_small([*pool, "young-witch"], KingdomRequest(include=("young-witch",))), 1)
    assert "--include young-witch: Young Witch needs a Bane" in str(error.value)


def test_potion_bounds_hold_when_any_potion_card_is_drawn() -> None:
    request = KingdomRequest(sets=("alchemy", "base2"))
    seen = Counter()
    for seed in range(300):
        potions = sum(CATALOGUE[card].potion for card in random_kingdom(request, seed).kingdom)
        seen[potions] += 1
        assert potions == 0 or 3 <= potions <= 5
    assert seen[0] and sum(seen[n] for n in (3, 4, 5))
    wide = KingdomRequest(sets=("alchemy", "base2"), potions=(1, 1))
    assert {sum(CATALOGUE[c].potion for c in random_kingdom(wide, s).kingdom) for s in range(100)} == {0, 1}


def test_colony_and_shelters_follow_the_official_convention_or_the_option() -> None:
    """The chance of Colony is the share of Prosperity cards among the 10: about 3 in 10 draws of kingdoms
    holding 3 of them; forcing it changes neither the kingdom nor the Shelters."""
    request = KingdomRequest(sets=("prosperity2",), include=(), at_least=())
    for seed in range(20):
        drawn = random_kingdom(request, seed)
        assert drawn.colony is not None and drawn.colony.used and drawn.colony.share == 10
        assert drawn.shelters is not None and not drawn.shelters.used
    mixed = KingdomRequest(sets=("base2",), include=("bank", "city", "vault"))
    used = sum(random_kingdom(mixed, seed).colony.used for seed in range(2000))
    assert 500 < used < 700  # 3 in 10 of 2000
    forced = KingdomRequest(sets=("base2",), include=("bank", "city", "vault"), colony=False, shelters=True)
    for seed in range(20):
        one, two = random_kingdom(mixed, seed), random_kingdom(forced, seed)
        assert one.kingdom == two.kingdom and not two.colony.used and two.colony.forced
        assert two.shelters.used and two.shelters.forced


def test_a_weak_restriction_names_the_cards_from_other_sets_and_why() -> None:
    request = KingdomRequest(sets=("base2",), at_least=(("curser", 2),), weak=True)
    for seed in range(20):
        drawn = random_kingdom(request, seed)
        assert "witch" in drawn.kingdom and len(drawn.outside) == 1
        assert "curser" in categories(drawn.outside[0])
        assert "at least 2 curser: the chosen sets (base2) have 1 curser card (witch)" in drawn.outside_reason
    with pytest.raises(Unsatisfiable):
        random_kingdom(KingdomRequest(sets=("base2",), at_least=(("curser", 2),)), 1)
    assert _fewest_outside(request, _deck(request, weak=True)) == 1


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
            KingdomRequest(at_least=(("draw", 12),)),
            "at least 12 draw: a kingdom has only 10 cards (11 with a Bane)",
            {"at least 12 draw"},
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
            KingdomRequest(exclude=("moat", *_OTHERS[:13]), reaction_if_attack=True),
            "--reaction-if-attack: the chosen sets (base2) have no reaction card left and only 8 cards that "
            "are not attacks, so every kingdom holds an attack",
            {"--reaction-if-attack"},
        ),
        (
            KingdomRequest(sets=("alchemy",)),
            "--potions 3-5: the chosen sets (alchemy) have 10 potion cards",
            {"--potions 3-5"},
        ),
        (
            KingdomRequest(sets=("alchemy", "base2"), at_least=(("potion", 6),), potions=(3, 4)),
            "these constraints cannot all hold together, though each can alone: at least 6 potion, "
            "--potions 3-4",
            {"at least 6 potion", "--potions 3-4"},
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
        (KingdomRequest(potions=(4, 2)), "--potions 4-2: expected MIN-MAX with 0 <= MIN <= MAX"),
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
