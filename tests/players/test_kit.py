"""`players.kit.run` in-process over in-memory streams: routing of each message kind, framing, errors.

The same behaviour over real pipes is tested in test_player_processes.py; here the streams have no file
descriptor, so the kit's `read1` path is used and the output can be compared exactly.
"""

from __future__ import annotations

import io

from players import kit
from players.tactics import clean_up, discard_down_to_three
from protocol import to_wire
from protocol.messages import Act, Attacked, Buy, Card, Defended, DiscardDefense, Move, Moved

C = Card


class Recorder:
    """A strategy that cleans up, discards down to three, and records every call."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def move(self, state):
        self.calls.append("move")
        return clean_up(state)

    def defend(self, attacker, state):
        self.calls.append(f"defend {attacker}")
        return discard_down_to_three(state.hand)

    def notify(self, notification):
        self.calls.append(f"notify {type(notification).__name__}")


def run(strategy, data: bytes) -> tuple[int, str]:
    out = io.StringIO()
    status = kit.run(strategy, stdin=io.BytesIO(data), stdout=out)
    return status, out.getvalue()


def test_replies_to_move_and_attacked_only(state):
    view = state([C.ESTATE, C.COPPER, C.GOLD, C.SILVER, C.ESTATE])
    messages = [
        Moved("0-player", Buy(C.SILVER)),
        Attacked(Act(C.MILITIA), "0-player", view),
        Defended("third", DiscardDefense((C.COPPER,))),
        Move(view),
    ]
    data = "".join(to_wire(message) + "\n" for message in messages).encode()
    strategy = Recorder()
    status, out = run(strategy, data)
    assert status == 0
    assert out == "(discard estate estate)\n(clean estate)\n"
    assert strategy.calls == ["notify Moved", "defend 0-player", "notify Defended", "move"]


def test_a_notification_over_several_lines_and_without_a_final_newline(state):
    text = to_wire(Move(state([C.COPPER]))).replace(" ", "\n  ")
    status, out = run(Recorder(), text.encode())
    assert (status, out) == (0, "(clean copper)\n")


def test_empty_input_is_a_game_with_no_message():
    assert run(Recorder(), b"") == (0, "")
    assert run(Recorder(), b"\n  \n") == (0, "")


def test_a_strategy_error_stops_the_loop_with_status_1(state, capsys):
    class Raises(Recorder):
        def notify(self, notification):
            raise KeyError("who")

    data = (to_wire(Moved("other", Buy(C.GOLD))) + "\n" + to_wire(Move(state([C.COPPER]))) + "\n").encode()
    status, out = run(Raises(), data)
    assert (status, out) == (kit.EXIT_STRATEGY_ERROR, "")
    err = capsys.readouterr().err
    assert "the strategy Raises failed" in err
    assert "while answering: (moved other (buy gold))" in err
    assert "KeyError: 'who'" in err


def test_a_move_answered_with_a_defense_is_reported(state, capsys):
    class Confused(Recorder):
        def move(self, state):
            return discard_down_to_three(state.hand)

    status, out = run(Confused(), (to_wire(Move(state([C.COPPER]))) + "\n").encode())
    assert (status, out) == (kit.EXIT_STRATEGY_ERROR, "")
    assert "strategy.move returned DiscardDefense(cards=()); expected a play" in capsys.readouterr().err


def test_a_notification_of_a_later_version_is_refused_when_asked_for_v1(state, capsys):
    data = (to_wire(Attacked(Act(C.MILITIA), "other", state([C.COPPER] * 5))) + "\n").encode()
    status = kit.run(Recorder(), 1, stdin=io.BytesIO(data), stdout=io.StringIO())
    assert status == kit.EXIT_BAD_INPUT
    assert "this notification could not be parsed" in capsys.readouterr().err


class Trickle(io.RawIOBase):
    """A stream without a file descriptor that hands out its bytes `size` at a time."""

    def __init__(self, data: bytes, size: int) -> None:
        self.data = data
        self.size = size

    def readable(self) -> bool:
        return True

    def read1(self, limit: int = -1) -> bytes:
        piece, self.data = self.data[: self.size], self.data[self.size :]
        return piece


def test_notifications_back_to_back_and_in_one_byte_pieces(state):
    view = state([C.SILVER, C.ESTATE])
    text = to_wire(Moved("other", Buy(C.GOLD))) + to_wire(Move(view)) + "  " + to_wire(Move(view))
    for size in (1, 7, len(text)):
        strategy = Recorder()
        out = io.StringIO()
        assert kit.run(strategy, stdin=Trickle(text.encode(), size), stdout=out) == 0
        assert out.getvalue() == "(clean estate)\n(clean estate)\n"
        assert strategy.calls == ["notify Moved", "move", "move"]
