"""Protocol v4 through real subprocess seats: whole games, `decide`/`choose`, and every way an answer to
`decide` gets its player ejected; a v3 program in a v4 game whose kingdom has only v3 cards.

The player programs are tests/programs/v4_random.py (a random legal v4 player) and `python -m
players.smithy_money` (a v3 reference player). Time limits that must not decide anything are seconds; the
one timeout test lets a program that never answers hit a 1.5 s limit.
"""

from __future__ import annotations

import re
import sys

import programs_harness as harness
import pytest

import protocol
from protocol.messages import Card, StateV4
from referee.errors import ProtocolViolation, ReplyTimeout
from referee.kingdom import WHOLE_GAME, KingdomRequest, random_kingdom
from referee.protocol_rules import game_rules
from referee.protocol_rules import version_kingdom as default_kingdom
from referee.rules.decisions import Decision
from referee.rules.game import Game
from referee.rules.kingdoms import check_kingdom
from referee.seats.engine import play_game, run_game
from referee.seats.process import Limits, SubprocessSeat
from referee.transcript import Transcript

program = harness.program
FAST = harness.FAST
V3_KINGDOM = default_kingdom(3)


def v4_seat(name: str, *args: object, limits: Limits = FAST, **kwargs) -> SubprocessSeat:
    return SubprocessSeat(name, program("v4_random", *args), version=4, limits=limits, **kwargs)


def test_two_v4_programs_play_a_random_kingdom_to_the_end():
    kingdom = random_kingdom(
        KingdomRequest(sets=WHOLE_GAME.sets, include=("throne-room", "witch", "moat")), 31
    )
    transcript = Transcript()
    seats = [v4_seat(name, index, transcript=transcript) for index, name in enumerate(("ann", "bob"))]
    result = play_game(seats, version=4, kingdom=kingdom.kingdom, seed=31, turn_limit=25)
    assert result.ejections == (), [p.ejection for p in result.ejections]
    sent = [text for way, _, text in transcript.messages() if way == "to"]
    heads = {text.split(" ", 1)[0] for text in sent}
    assert {"(move", "(moved", "(happened", "(attacked", "(defended", "(decide"} <= heads
    replies = [text for way, _, text in transcript.messages() if way == "from"]
    assert any(text.startswith("(choose") for text in replies)
    assert any(text.startswith("(act throne-room (act ") for text in replies)
    # Every state is a v4 state: the kingdom at its end.
    kingdom_field = "(kingdom " + " ".join(check_kingdom(kingdom.kingdom)) + ")"
    assert all(text.endswith(kingdom_field + "))") for text in sent if text.startswith("(move ("))


def decision(**fields) -> Decision:
    values = dict(
        player="me",
        card="harbinger",
        kind="topdeck",
        options=("copper", "estate"),
        min=0,
        max=1,
        source="discards",
        prompt="you may put a card from your discard pile onto your deck",
    )
    return Decision(**(values | fields))


def v4_state() -> StateV4:
    base = harness.state()
    return StateV4(*(getattr(base, f) for f in base.__slots__), aside=(), kingdom=V3_KINGDOM)


def test_decide_sends_the_question_and_returns_the_choice():
    transcript = Transcript()
    with v4_seat("me", 3, transcript=transcript) as seat:
        answer = seat.decide(decision(), v4_state(), mover="you")
        assert answer in ((), (Card.COPPER,), (Card.ESTATE,))
    sent = transcript.messages()[0][2]
    assert sent.startswith(
        "(decide you ((player me) (card harbinger) (kind topdeck) (source discards) (target) "
        "(options copper estate) (min 0) (max 1) (ordered no)) ((players me you)"
    )


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("play", "expected an answer (choose option ...), got (buy copper); (buy ...) is a play"),
        ("bad", "expected a card name, got (gold)"),
        ("garbage", "expected an answer (choose option ...), got ok"),
    ],
)
def test_an_answer_that_is_not_a_choose_is_a_protocol_error_naming_the_decision(mode, expected):
    with v4_seat("me", 0, mode) as seat, pytest.raises(ProtocolViolation) as caught:
        seat.decide(decision(), v4_state())
    assert expected in caught.value.message
    assert (
        "[answering the harbinger decision: you may put a card from your discard pile" in caught.value.message
    )
    assert caught.value.state.startswith("(decide me ((player me) (card harbinger)")


def test_no_answer_to_decide_is_a_reply_timeout():
    limits = Limits(reply_timeout=1.5, first_reply_timeout=1.5, write_timeout=5.0, exit_grace=1.0)
    with v4_seat("me", 0, "sleep", limits=limits) as seat, pytest.raises(ReplyTimeout):
        seat.decide(decision(), v4_state())


def harbinger_game() -> Game:
    """A v4 game whose first player holds a Harbinger and has a card in its discards: its first play is
    the Harbinger (a misbehaving v4_random plays the first legal action) and it is asked to decide at
    once."""
    cards = ["harbinger", *(card for card in V3_KINGDOM if card != "moat")]
    game = Game(["ann", "bob"], rules=game_rules(4), seed=5, kingdom=cards)
    game.arrange("ann", hand=["harbinger", "copper", "copper", "copper", "copper"], discards=["estate"])
    return game


@pytest.mark.parametrize(
    ("mode", "kind", "message"),
    [
        (
            "play",
            "protocol-error",
            "expected an answer (choose option ...), got (buy copper); (buy ...) is a play, the answer to "
            "(move ...) only [answering the harbinger decision: you may put a card from your discard pile "
            "onto your deck]",
        ),
        (
            "illegal",
            "illegal-play",
            "(choose province province province): province is not among the cards to choose from (estate) "
            "[the harbinger decision: you may put a card from your discard pile onto your deck]",
        ),
    ],
)
def test_a_bad_answer_to_decide_in_a_game_ejects_its_player(mode, kind, message):
    seats = [v4_seat("ann", 0, mode), v4_seat("bob", 1)]
    result = run_game(harbinger_game(), seats, version=4)
    ann = result.players[0]
    assert ann.ejection is not None and ann.ejection.kind == kind, ann.ejection
    assert ann.ejection.message == message
    assert ann.ejection.state.startswith("(decide ann ((player ann) (card harbinger) (kind topdeck)")
    assert result.winners == ("bob",)


# ---- a v3 program in a v4 game ---------------------------------------------------------------------------


def v3_seat(name: str, **kwargs) -> SubprocessSeat:
    command = [sys.executable, "-m", "players.smithy_money"]
    return SubprocessSeat(name, command, version=3, limits=FAST, **kwargs)


def test_a_v3_program_plays_a_v4_game_of_v3_cards_and_never_sees_a_v4_message():
    transcript = Transcript()
    seats = [v3_seat("old", transcript=transcript), v4_seat("new", 2, transcript=transcript)]
    result = play_game(seats, version=4, kingdom=V3_KINGDOM, seed=21, turn_limit=30)
    assert result.ejections == (), [p.ejection for p in result.ejections]
    to_old = [text for way, name, text in transcript.messages() if way == "to" and name == "old"]
    to_new = [text for way, name, text in transcript.messages() if way == "to" and name == "new"]
    assert to_old and any(text.startswith("(happened") for text in to_new)
    for text in to_old:
        # Each message parses as v3 (the curse pile, aside and kingdom left out; no decide, no happened).
        protocol.parse_notification(text, 3)
        assert "curse" not in text and "(aside" not in text and "(kingdom" not in text
    assert any(text.startswith("(moved new") for text in to_old)


def test_a_v3_program_is_refused_a_kingdom_with_a_v4_card():
    seats = [v3_seat("old"), v4_seat("new", 2)]
    try:
        with pytest.raises(ValueError, match=r"player old speaks protocol v3, but the kingdom has witch"):
            play_game(seats, version=4, kingdom=[*V3_KINGDOM[:9], "witch"], seed=1)
    finally:
        for seat in seats:
            seat.close(kill=True)


def test_a_match_declares_a_v3_program_in_a_v4_game():
    from referee.match import MatchConfig, replay_command, run_match

    players = (
        ("old", (sys.executable, "-m", "players.smithy_money")),
        ("new", tuple(program("v4_random", 5))),
    )
    config = MatchConfig(
        players=players, seed=8, version=4, kingdom=V3_KINGDOM, turn_limit=20, player_versions=(("old", 3),)
    )
    result = run_match(config)
    assert result.ejections == (), [p.ejection for p in result.ejections]
    assert result.version == 4
    assert "--player-protocol old=3" in replay_command(config)


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"kingdom": None}, "a protocol 4 game needs its kingdom"),
        (
            {"kingdom": (*V3_KINGDOM[:9], "witch")},
            "player old speaks protocol v3, but the kingdom has witch, which protocol v3 does not know "
            "(protocol v4 introduces it)",
        ),
        ({"player_versions": (("nobody", 3),)}, "there is no player 'nobody'"),
        ({"player_versions": (("old", 4),)}, "expected an older protocol version, one of 1, 2, 3"),
        ({"version": 3, "kingdom": None}, "only a protocol 4, 5 or 6 game takes players of an older version"),
        ({"edition": 3}, "unknown edition 3"),
    ],
)
def test_a_match_refuses_what_an_older_player_cannot_play(fields, message):
    from referee.errors import UsageError
    from referee.match import MatchConfig

    values = dict(
        players=(("old", ("a",)), ("new", ("b",))),
        seed=1,
        version=4,
        kingdom=V3_KINGDOM,
        player_versions=(("old", 3),),
    )
    with pytest.raises(UsageError, match=re.escape(message)):
        MatchConfig(**(values | fields))


def test_no_answer_to_decide_in_a_game_ejects_for_a_reply_timeout():
    limits = Limits(reply_timeout=1.5, first_reply_timeout=20.0, write_timeout=5.0, exit_grace=1.0)
    seats = [v4_seat("ann", 0, "sleep", limits=limits), v4_seat("bob", 1)]
    result = run_game(harbinger_game(), seats, version=4)
    ann = result.players[0].ejection
    assert ann is not None and ann.kind == "reply-timeout", ann
    assert ann.state.startswith("(decide ann ((player ann) (card harbinger)")
    assert result.winners == ("bob",)
