"""Property tests: for every message kind and protocol version, print-then-parse is the identity, the
printed text is one line with single spaces, and any spacing the grammar allows parses the same."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from protocol import (
    ACT_SHAPES,
    TREASURES,
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Clean,
    Defended,
    DiscardDefense,
    MoatDefense,
    Move,
    Moved,
    State,
    parse_defense,
    parse_notification,
    parse_play,
    parse_state,
    to_wire,
)
from protocol.versions import VERSIONS as TABLE

VERSIONS = (1, 2, 3)
SETTINGS = settings(max_examples=100, deadline=None, derandomize=True)


def cards(version: int) -> st.SearchStrategy[Card]:
    return st.sampled_from(sorted(TABLE[version].cards))


def card_tuples(version: int, max_size: int = 12) -> st.SearchStrategy[tuple[Card, ...]]:
    return st.lists(cards(version), max_size=max_size).map(tuple)


treasures = st.sampled_from(sorted(TREASURES))


def acts(version: int) -> st.SearchStrategy[Act]:
    def with_args(card: Card) -> st.SearchStrategy[Act]:
        shape = ACT_SHAPES[card]
        if shape is None:
            return card_tuples(version).map(lambda args: Act(card, args))
        parts = [treasures if kind == "treasure" else cards(version) for kind in shape]
        return st.tuples(*parts).map(lambda args: Act(card, args))

    return st.sampled_from(TABLE[version].actions).flatmap(with_args)


def plays(version: int) -> st.SearchStrategy:
    return st.one_of(
        acts(version),
        treasures.map(Add),
        cards(version).map(Buy),
        st.none().map(Clean),
        cards(version).map(Clean),
    )


def defenses(version: int) -> st.SearchStrategy:
    return st.one_of(st.just(MoatDefense()), card_tuples(version).map(DiscardDefense))


names = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=10)
numbers = st.one_of(st.integers(0, 20), st.integers(0, 10**18 - 1))


def states(version: int) -> st.SearchStrategy[State]:
    return st.builds(
        State,
        players=st.lists(names, min_size=1, max_size=4).map(tuple),
        supply=card_tuples(version, 40),
        trash=card_tuples(version),
        actions=numbers,
        buys=numbers,
        coins=numbers,
        deck=card_tuples(version),
        hand=card_tuples(version),
        plays=card_tuples(version),
        discards=card_tuples(version),
    )


def notifications(version: int) -> st.SearchStrategy:
    kinds = [
        states(version).map(Move),
        st.builds(Moved, names, plays(version)),
    ]
    if version >= 3:
        kinds.append(st.builds(Attacked, st.just(Act(Card.MILITIA)), names, states(version)))
        kinds.append(st.builds(Defended, names, defenses(version)))
    return st.one_of(kinds)


def assert_one_clean_line(wire: str) -> None:
    assert "\n" not in wire and "\r" not in wire
    assert "  " not in wire and "( " not in wire and " )" not in wire
    assert wire == wire.strip()


def messages(version: int) -> st.SearchStrategy:
    kinds = [
        plays(version).map(lambda m: (m, parse_play)),
        notifications(version).map(lambda m: (m, parse_notification)),
        states(version).map(lambda m: (m, parse_state)),
    ]
    if version >= 3:
        kinds.append(defenses(version).map(lambda m: (m, parse_defense)))
    return st.one_of(kinds)


def assert_round_trip(message, parse, version: int) -> None:
    wire = to_wire(message)
    assert_one_clean_line(wire)
    assert parse(wire, version) == message
    assert to_wire(parse(wire, version)) == wire


@pytest.mark.parametrize("version", VERSIONS)
@SETTINGS
@given(data=st.data())
def test_plays_round_trip(version: int, data: st.DataObject) -> None:
    assert_round_trip(data.draw(plays(version)), parse_play, version)


@SETTINGS
@given(defense=defenses(3))
def test_defenses_round_trip(defense) -> None:
    assert_round_trip(defense, parse_defense, 3)


@pytest.mark.parametrize("version", VERSIONS)
@SETTINGS
@given(data=st.data())
def test_notifications_round_trip(version: int, data: st.DataObject) -> None:
    assert_round_trip(data.draw(notifications(version)), parse_notification, version)


@pytest.mark.parametrize("version", VERSIONS)
@SETTINGS
@given(data=st.data())
def test_states_round_trip(version: int, data: st.DataObject) -> None:
    assert_round_trip(data.draw(states(version)), parse_state, version)


_TOKEN = re.compile(r"[()]|[^\s()]+")


@pytest.mark.parametrize("version", VERSIONS)
@SETTINGS
@given(data=st.data())
def test_any_spacing_parses_the_same(version: int, data: st.DataObject) -> None:
    """Extra blank space (spaces, tabs, newlines) between any parenthesis and word changes nothing."""
    message, parse = data.draw(messages(version))
    tokens = _TOKEN.findall(to_wire(message))
    rnd = data.draw(st.randoms(use_true_random=False))

    def blanks() -> str:
        return "".join(rnd.choice(" \t\n\r") for _ in range(rnd.choice((0, 0, 1, 3))))

    spaced = ""
    for index, token in enumerate(tokens):
        needs_gap = index > 0 and tokens[index - 1] not in "()" and token not in "()"
        spaced += blanks() + (" " if needs_gap else "") + token
    spaced += blanks()
    assert parse(spaced, version) == message


@pytest.mark.parametrize("version", VERSIONS)
def test_exact_spelling(version: int) -> None:
    state = State(("alice", "bob"), (Card.COPPER, Card.COPPER), (), 1, 1, 0, (Card.ESTATE,), (), (), ())
    assert to_wire(state) == (
        "((players alice bob) (supply copper copper) (trash) (actions 1) (buys 1) (coins 0) "
        "(deck estate) (hand) (plays) (discards))"
    )
    assert to_wire(Move(state)) == f"(move {to_wire(state)})"
    assert to_wire(Act(Card.MINE, (Card.COPPER, Card.SILVER))) == "(act mine copper silver)"
    assert to_wire(Clean()) == "(clean)"
    assert to_wire(Clean(Card.ESTATE)) == "(clean estate)"
    assert to_wire(Moved("bob", Add(Card.GOLD))) == "(moved bob (add gold))"
    attacked = f"(attacked (act militia) bob {to_wire(state)})"
    assert to_wire(Attacked(Act(Card.MILITIA), "bob", state)) == attacked
    assert to_wire(Defended("bob", DiscardDefense())) == "(defended bob (discard))"
    assert to_wire(Defended("bob", MoatDefense())) == "(defended bob (moat))"


def test_to_wire_rejects_what_cannot_round_trip() -> None:
    state = State(("two words",), (), (), 1, 1, 0, (), (), (), ())
    with pytest.raises(ValueError, match="player name"):
        to_wire(Move(state))
    with pytest.raises(ValueError, match="non-negative"):
        to_wire(State(("a",), (), (), -1, 1, 0, (), (), (), ()))
    with pytest.raises(TypeError, match="protocol message"):
        to_wire("(buy copper)")
