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


CARDS = "cellar,chapel,festival,laboratory,market,militia,moat,smithy,village,witch"


def test_the_command_line_names_landscapes_for_a_version_that_knows_them():
    given = parse_kingdom(f"landmark:wall,{CARDS},Delve")
    assert set(given[:10]) == set(CARDS.split(",")) and given[10:] == ("delve", "wall")
    assert game_kingdom(given, 6, 0) == given
    with pytest.raises(
        KingdomError, match="delve is an event of Empires: events and landmarks need --protocol 6"
    ):
        game_kingdom(given, 5, 0)
    with pytest.raises(KingdomError, match="which a player of protocol v5 does not know"):
        game_kingdom(given, 6, 0, oldest=5)
    with pytest.raises(KingdomError, match="delve is given twice"):
        parse_kingdom(f"{CARDS},delve,event:delve")
    # A v5 game, even beside v6, is drawn from v5's own sets, without landscapes.
    assert all(name not in LANDSCAPES for name in game_kingdom(RANDOM, 5, 0))


def test_referee_kingdom_prints_the_landscapes_dealt(capsys):
    from referee.cli.kingdom import print_kingdom, to_json

    request = KingdomRequest(sets=("base2",), landscapes=("delve", "wall", "triumph"))
    drawn = next(d for seed in range(50) if len((d := random_kingdom(request, seed)).landscapes) == 2)
    print_kingdom(drawn, request, "referee kingdom")
    out = capsys.readouterr().out
    first = out.splitlines()[0]
    assert first == kingdom_text(drawn.names) and first.count(":") == 2
    for name in drawn.landscapes:
        facts = LANDSCAPES[name]
        assert f"{facts.kind} {name} (empires" in out
    assert "--protocol 6 --kingdom " + first in out
    rows = to_json(drawn, request, "referee kingdom")["landscapes"]
    assert [row["name"] for row in rows] == list(drawn.landscapes)
    assert {row["kind"] for row in rows} <= {"event", "landmark"}
