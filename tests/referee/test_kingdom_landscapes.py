"""Kingdoms with events and landmarks (docs/kingdoms.md, "Events and landmarks"): the landscapes'
randomizers shuffled in with the kingdom cards', each one dealt while dealing the 10 kingdom cards set aside,
at most two; a kingdom of sets without landscapes drawn exactly as before; the names a kingdom text gives
them (``event:delve``, ``landmark:wall``)."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest
from scipy.stats import chi2

from protocol.catalogue import LANDSCAPES
from protocol.versions import VERSIONS
from referee.kingdom import (
    KINGDOM_LANDSCAPES,
    KINGDOM_SIZE,
    LANDSCAPES_AT_MOST,
    RANDOM,
    KingdomError,
    KingdomRequest,
    deal_landscapes,
    game_kingdom,
    kingdom_text,
    named_landscapes,
    parse_kingdom,
    random_kingdom,
    sets_landscapes,
)
from referee.rules.game import Game
from referee.rules.spec import LANDSCAPE_SPECS

BUILT = tuple(name for name in LANDSCAPES if name in LANDSCAPE_SPECS)
"""The events and landmarks whose rules are built: what a game of the rules alone may be dealt."""


def _exact(cards: int, landscapes: tuple[str, ...]) -> dict[tuple[str, ...], Fraction]:
    """The chance of each set of landscapes set aside, by enumerating every order of the randomizer deck
    (landscapes labelled, kingdom cards alike): deal until 10 kingdom cards are out, keep the first two
    landscapes met."""
    size = cards + len(landscapes)
    found: Counter = Counter()
    total = 0
    for places in itertools.combinations(range(size), len(landscapes)):
        for labels in itertools.permutations(landscapes):
            at = dict(zip(places, labels, strict=True))
            dealt, taken = 0, []
            for index in range(size):
                if dealt == KINGDOM_SIZE:
                    break
                if index in at:
                    if len(taken) < LANDSCAPES_AT_MOST:
                        taken.append(at[index])
                else:
                    dealt += 1
            found[tuple(sorted(taken))] += 1
            total += 1
    return {key: Fraction(count, total) for key, count in found.items()}


def test_the_deal_is_as_likely_as_dealing_the_shuffled_randomizers():
    landscapes = ("a", "b", "c")
    exact = _exact(11, landscapes)
    assert sum(exact.values()) == 1 and max(len(key) for key in exact) == 2
    draws = 20_000
    seen = Counter(tuple(sorted(deal_one(random.Random(seed), 11, landscapes))) for seed in range(draws))
    assert set(seen) <= set(exact)
    statistic = sum((seen[key] - draws * p) ** 2 / (draws * p) for key, p in exact.items())
    assert statistic < chi2.ppf(0.999, len(exact) - 1)


def deal_one(rng: random.Random, cards: int, landscapes: tuple[str, ...]) -> tuple[str, ...]:
    """`deal_landscapes` over made-up names (its order is `LANDSCAPES`', so the names are sorted here)."""
    taken: list[str] = []
    left = list(landscapes)
    real = BUILT[: len(landscapes)]
    for name in deal_landscapes(rng, cards, real):
        taken.append(left[real.index(name)])
    return tuple(taken)


def test_no_landscape_no_draw_from_the_generator():
    rng = random.Random(5)
    before = rng.getstate()
    assert deal_landscapes(rng, 30, ()) == ()
    assert rng.getstate() == before


def test_a_kingdom_of_sets_without_landscapes_draws_as_before():
    for seed in range(40):
        request = KingdomRequest(sets=("base2", "intrigue2"), at_least=(("village", 1),))
        default = random_kingdom(request, seed)
        assert default.landscapes == ()
        assert default == random_kingdom(KingdomRequest(**{**request.__dict__, "landscapes": ()}), seed)


def test_a_game_of_the_rules_alone_is_dealt_the_built_landscapes():
    request = KingdomRequest(sets=("base2",), landscapes=BUILT)
    counts: Counter = Counter()
    for seed in range(300):
        drawn = random_kingdom(request, seed)
        plain = random_kingdom(KingdomRequest(sets=("base2",)), seed)
        assert (drawn.kingdom, drawn.bane, drawn.colony, drawn.shelters) == (
            plain.kingdom,
            plain.bane,
            plain.colony,
            plain.shelters,
        )
        assert len(drawn.landscapes) <= LANDSCAPES_AT_MOST and set(drawn.landscapes) <= set(BUILT)
        assert list(drawn.landscapes) == sorted(drawn.landscapes, key=list(LANDSCAPES).index)
        assert random_kingdom(request, seed) == drawn
        counts[len(drawn.landscapes)] += 1
        if seed < 20:
            game = Game(["ann", "bob"], seed=seed, kingdom=drawn.names)
            assert game.landscapes == drawn.landscapes
    # base2 has 26 cards, BUILT about 20 landscapes beside them: dealing 10 cards meets two most often.
    assert counts[1] and counts[2] > counts[1]
    few = Counter(
        len(random_kingdom(KingdomRequest(landscapes=BUILT[:1]), seed).landscapes) for seed in range(60)
    )
    assert few[0] > few[1] > 0 and not few[2]


def test_the_sets_landscapes_are_their_boxes():
    assert sets_landscapes(["base2"], BUILT) == ()
    assert set(KINGDOM_LANDSCAPES) <= set(BUILT)
    assert all(name in named_landscapes(VERSIONS[max(VERSIONS)]) for name in KINGDOM_LANDSCAPES)


def test_kingdom_text_names_landscapes_after_their_kind():
    cards = ("cellar", "chapel", "festival", "laboratory", "market", "militia", "moat", "smithy")
    cards += ("village", "witch")
    assert kingdom_text((*cards, "delve", "wall")) == ",".join(cards) + ",event:delve,landmark:wall"
    assert kingdom_text(cards) == ",".join(cards)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("event:wall", "wall is a landmark, not an event"),
        ("event:delv", "did you mean delve"),
        ("project:delve", "expected event:NAME or landmark:NAME"),
    ],
)
def test_a_wrong_landscape_is_refused_by_name(text, message):
    cards = "cellar,chapel,festival,laboratory,market,militia,moat,smithy,village,witch"
    with pytest.raises(KingdomError, match=message):
        parse_kingdom(f"{cards},{text}")


@pytest.mark.skipif(bool(KINGDOM_LANDSCAPES), reason="a protocol version names landscapes")
def test_before_v6_the_command_line_refuses_landscapes():
    cards = "cellar,chapel,festival,laboratory,market,militia,moat,smithy,village,witch"
    with pytest.raises(KingdomError, match="delve is an event of Empires, which protocol v6 will name"):
        parse_kingdom(f"{cards},event:delve")
    with pytest.raises(KingdomError, match="which protocol v5 does not name"):
        game_kingdom((*cards.split(","), "delve"), 5, 0)
    assert all(name not in LANDSCAPES for name in game_kingdom(RANDOM, 5, 0))
