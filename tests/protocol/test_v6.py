"""Protocol v6 (docs/protocol.md, "Version 6"): v5 plus events and landmarks, debt, VP tokens on piles and
landmarks, the players' tokens and the Tavern mat; parse and print round-trip, v5 is unchanged, hostile input
gets a clear `ProtocolError`."""

from __future__ import annotations

import pytest

from protocol import (
    Buy,
    Card,
    Happened,
    ProtocolError,
    SeatRecord,
    StateV5,
    StateV6,
    parse_notification,
    parse_play,
    parse_state,
    to_wire,
)
from protocol.catalogue import CATALOGUE, LANDSCAPES, LATER_SETS
from protocol.parse import STATE_FIELDS_V5, STATE_FIELDS_V6
from protocol.versions import VERSIONS

V6_STATE = StateV6(
    ("ann", "bob"),
    (Card.COPPER, Card.SILVER),
    (),
    1,
    1,
    0,
    (),
    (Card.COPPER,),
    (),
    (),
    (),
    (Card.SMITHY,),
    0,
    (SeatRecord("ann"), SeatRecord("bob")),
    (),
    0,
    (),
    (),
    (),
    ("delve", "wedding"),
    (("arena", 12), ("wall", 0)),
    (("ann", 0), ("bob", 3)),
    ((Card.SILVER, 2),),
    (("ann", (("+card", Card.SMITHY),)), ("bob", ())),
    ((Card.COPPER, 1),),
    (("ann", ()), ("bob", (Card.RATCATCHER,))),
)

V6_TEXT = (
    "((players ann bob) (supply copper silver) (trash) (actions 1) (buys 1) (coins 0) (deck) (hand copper) "
    "(plays) (discards) (aside) (kingdom smithy) (potions 0) (seats (ann (vp 0) (coffers 0) (pirate-ship 0) "
    "(durations) (mats)) (bob (vp 0) (coffers 0) (pirate-ship 0) (durations) (mats))) (piles) "
    "(trade-route 0) (non-supply) (costs) (banned) (events delve wedding) (landmarks (arena 12) (wall 0)) "
    "(debt (ann 0) (bob 3)) (vp-piles (silver 2)) (player-tokens (ann (+card smithy)) (bob)) "
    "(debt-piles (copper 1)) (tavern (ann) (bob ratcatcher)))"
)


def test_the_v6_state_prints_its_seven_fields_after_v5s_and_reads_back() -> None:
    assert STATE_FIELDS_V6 == (
        *STATE_FIELDS_V5,
        "events",
        "landmarks",
        "debt",
        "vp-piles",
        "player-tokens",
        "debt-piles",
        "tavern",
    )
    assert to_wire(V6_STATE) == V6_TEXT
    assert parse_state(V6_TEXT, 6) == V6_STATE
    move = f"(move {V6_TEXT})"
    assert to_wire(parse_notification(move, 6)) == move


def test_a_v5_state_is_unchanged_and_is_no_v6_state() -> None:
    v5 = StateV5(*(getattr(V6_STATE, name) for name in StateV5.__dataclass_fields__))
    text = to_wire(v5)
    assert text.endswith("(costs) (banned))")
    assert parse_state(text, 5) == v5
    with pytest.raises(ProtocolError, match=r"the state ends after 19 fields: expected \(events ...\)"):
        parse_state(text, 6)


@pytest.mark.parametrize(
    ("event", "happened"),
    [
        ("(buy-event delve)", Happened("ann", "buy-event", ("delve",))),
        ("(debt 3)", Happened("ann", "debt", amount=3)),
        ("(pay-debt 2)", Happened("ann", "pay-debt", amount=2)),
        ("(vp-from wall 2)", Happened("ann", "vp-from", ("wall",), amount=2)),
        ("(vp-to silver 1)", Happened("ann", "vp-to", (Card.SILVER,), amount=1)),
        ("(landscapes delve wall)", Happened("ann", "landscapes", ("delve", "wall"))),
        ("(tavern ratcatcher)", Happened("ann", "tavern", (Card.RATCATCHER,))),
        ("(call ratcatcher)", Happened("ann", "call", (Card.RATCATCHER,))),
        ("(token smithy +card)", Happened("ann", "token", (Card.SMITHY,), "+card")),
        ("(token smithy embargo)", Happened("ann", "token", (Card.SMITHY,), "embargo")),
    ],
)
def test_every_v6_event_reads_and_prints(event: str, happened: Happened) -> None:
    text = f"(happened ann {event})"
    assert parse_notification(text, 6) == happened
    assert to_wire(happened) == text


@pytest.mark.parametrize(
    "event", ["(buy-event delve)", "(debt 3)", "(call ratcatcher)", "(token smithy +card)"]
)
def test_v5_knows_no_v6_event(event: str) -> None:
    with pytest.raises(ProtocolError):
        parse_notification(f"(happened ann {event})", 5)


def test_an_event_is_bought_with_buy_and_a_landmark_never() -> None:
    assert parse_play("(buy delve)", 6) == Buy("delve")
    assert to_wire(Buy("delve")) == "(buy delve)"
    assert parse_play("(buy smithy)", 6) == Buy(Card.SMITHY)
    with pytest.raises(ProtocolError, match="wall is a landmark, not an event: only an event is bought"):
        parse_play("(buy wall)", 6)
    with pytest.raises(
        ProtocolError, match="delve is an event of Empires, not a card: events and landmarks come with v6"
    ):
        parse_play("(buy delve)", 5)
    with pytest.raises(ProtocolError, match="delve is an event of Empires, not a card"):
        parse_play("(add delve)", 6)


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ("(landmarks (wall x))", r"\(wall number\) takes a non-negative decimal integer, got x"),
        ("(landmarks (delve 1))", "delve is an event, not a landmark"),
        ("(debt ann)", r"expected \(name number\), got ann"),
        ("(player-tokens (ann (+cards smithy)))", r"expected a token \(\+card"),
        ("(tavern (ann delve))", "delve is an event of Empires, not a card"),
    ],
)
def test_a_bad_v6_field_is_refused_naming_it(bad: str, message: str) -> None:
    field = bad[1 : bad.index(" ")]
    good = next(part for part in _fields(V6_TEXT) if part.startswith(f"({field} "))
    with pytest.raises(ProtocolError, match=message):
        parse_state(V6_TEXT.replace(good, bad), 6)


def _fields(text: str) -> list[str]:
    """The top-level fields of a state's text."""
    parts, depth, start = [], 0, 0
    for at, char in enumerate(text[1:-1], 1):
        if char == "(":
            depth += 1
            if depth == 1:
                start = at
        elif char == ")":
            depth -= 1
            if depth == 0:
                parts.append(text[start : at + 1])
    return parts


def test_v6_names_every_card_and_landscape_and_v5_only_the_cards_up_to_guilds() -> None:
    v5, v6 = VERSIONS[5], VERSIONS[6]
    assert v6.cards == frozenset(Card)
    assert v5.cards == frozenset(card for card in Card if CATALOGUE[card].set not in LATER_SETS)
    assert not v5.knows("landscapes") and v6.knows("landscapes")
    assert "call" in v6.decision_kinds and "call" not in v5.decision_kinds
    assert set(v6.sets) - set(v5.sets) == set(LATER_SETS) & {CATALOGUE[c].set for c in Card}
    every = f"(happened ann (landscapes {' '.join(LANDSCAPES)}))"
    assert parse_notification(every, 6).cards == tuple(LANDSCAPES)
