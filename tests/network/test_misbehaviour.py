"""A remote player misbehaving in each way the issue lists is ejected with the right reason: it gets the
JSON-RPC error object and a `FatalError` saying why before its connection closes, the result records the
fault, and the other players finish the game."""

from __future__ import annotations

import json
import threading

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from players import big_money
from protocol import dominai
from referee.network.seat import REFUSALS, NetworkLimits
from tests.network.conftest import GAME_TIMEOUT, ClientThread, serving, start_in_order


class Misbehaver(threading.Thread):
    """A scripted client: answers `StartGame`, then at its first `StartTurn` calls `fault(socket)`, then
    records every message until the server closes the connection."""

    def __init__(self, url: str, fault, *, answer_start=lambda socket, message: None) -> None:
        super().__init__(daemon=True)
        self.url = f"{url}/?name=bad"
        self.fault = fault
        self.answer_start = answer_start
        self.received: list[dict] = []
        self.close_code: int | None = None

    def run(self) -> None:
        with connect(self.url) as socket:
            try:
                while True:
                    message = json.loads(socket.recv(timeout=GAME_TIMEOUT))
                    self.received.append(message)
                    if message.get("method") == "StartGame":
                        if self.answer_start(socket, message) is None:
                            socket.send(dominai.result(message["id"], {}))
                    elif message.get("method") == "StartTurn":
                        if self.fault(socket) == "stop":
                            return
            except ConnectionClosed as closed:
                self.close_code = closed.rcvd.code if closed.rcvd else None

    def errors(self) -> list[dict]:
        return [message["error"] for message in self.received if "error" in message]

    def fatal(self) -> str:
        (fatal,) = [m["params"]["message"] for m in self.received if m.get("method") == "FatalError"]
        return fatal


def _play_with_misbehaver(fault, *, limits=None, answer_start=None):
    """A 3-player game: the misbehaver joins first, then two Big Money clients. Returns (misbehaver, result,
    the good clients' outcomes)."""
    fields = {"games": 1, "seed": 21, "players": 3, "turn_limit": 15}
    if limits is not None:
        fields["limits"] = limits
    with serving(**fields) as (server, url):
        kwargs = {} if answer_start is None else {"answer_start": answer_start}
        bad = Misbehaver(url, fault, **kwargs)
        good = [ClientThread(url, name, big_money.Strategy()) for name in ("ann", "bob")]
        start_in_order(server, [bad, *good])
        for thread in [bad, *good]:
            thread.join(GAME_TIMEOUT)
    (result,) = server.results.values()
    (ejected,) = result.ejections
    assert ejected.name == "bad"
    assert result.end in ("provinces", "three-piles", "turn-limit"), result.end
    assert all(isinstance(thread.outcome, list) and len(thread.outcome) == 1 for thread in good)
    assert {p.name for p in result.players if p.ejection is None} == {"ann", "bob"}
    return bad, ejected.ejection


def _send(text: str, times: int = 1):
    def fault(socket):
        for _ in range(times):
            socket.send(text)

    return fault


def test_malformed_json():
    bad, ejection = _play_with_misbehaver(_send('{"jsonrpc": "2.0", "id": 1, "method": "Play", '))
    assert [e["code"] for e in bad.errors()] == [dominai.PARSE_ERROR]
    assert ejection.kind == "protocol-error" and "not JSON" in ejection.message
    assert "not JSON" in bad.fatal() and "out of this game" in bad.fatal()
    assert bad.close_code == 1008


def test_a_wrong_method():
    bad, ejection = _play_with_misbehaver(_send(dominai.request("x7", "Pass", {})))
    (error,) = bad.errors()
    assert error["code"] == dominai.METHOD_NOT_FOUND
    assert [m["id"] for m in bad.received if "error" in m] == ["x7"]  # the request's own (string) id
    assert ejection.kind == "protocol-error" and "unknown method 'Pass'" in ejection.message
    assert "Play, Buy or EndTurn" in bad.fatal()


@pytest.mark.parametrize(
    "params,expected",
    [
        ({"card": "Estates"}, "not a card"),
        ({"card": "throne-room"}, "DominAI spells the card 'throne-room' as 'ThroneRoom'"),
        ({"card": "Workshop", "data": 7}, "Workshop's data is Card"),
        ("Copper", "expected an object"),
    ],
)
def test_invalid_params_are_refused_then_eject(params, expected):
    bad, ejection = _play_with_misbehaver(_send(dominai.request(5, "Play", params), times=REFUSALS + 1))
    *refusals, error = bad.errors()
    assert len(refusals) == REFUSALS
    assert all(r["code"] == dominai.INVALID_REQUEST and expected in r["message"] for r in refusals)
    assert error["code"] == dominai.INVALID_PARAMS and expected in error["data"]
    assert ejection.kind == "protocol-error" and expected in ejection.message
    assert f"refused {REFUSALS + 1} times in a row" in bad.fatal()


def test_an_illegal_play_is_refused_then_ejects():
    bad, ejection = _play_with_misbehaver(
        _send(dominai.request(9, "Buy", {"card": "Province"}), times=REFUSALS + 1)
    )
    *refusals, error = bad.errors()
    assert [r["code"] for r in refusals] == [dominai.INVALID_REQUEST] * REFUSALS
    assert "(buy Province) needs 8 coins, you have 0" in refusals[0]["message"]
    assert error["code"] == dominai.ILLEGAL_PLAY
    assert [m["id"] for m in bad.received if "error" in m] == [9] * (REFUSALS + 1)
    assert ejection.kind == "illegal-play" and "needs 8 coins, you have 0" in ejection.message
    assert "(buy Province) needs 8 coins" in bad.fatal()  # told in DominAI's spelling


def test_a_reply_too_late():
    bad, ejection = _play_with_misbehaver(lambda socket: None, limits=NetworkLimits(reply_timeout=4.0))
    (error,) = bad.errors()
    assert error["code"] == dominai.REPLY_TIMEOUT
    assert ejection.kind == "reply-timeout" and "4 s" in ejection.message
    assert "reply time limit" in bad.fatal()


def test_a_message_over_the_size_limit():
    huge = dominai.request(1, "Play", {"card": "Copper", "pad": "x" * 5000})
    bad, ejection = _play_with_misbehaver(_send(huge), limits=NetworkLimits(max_message_bytes=2048))
    (error,) = bad.errors()
    assert error["code"] == dominai.MESSAGE_TOO_LARGE
    assert ejection.kind == "reply-too-large" and "the limit is 2048 bytes" in ejection.message


def test_a_closed_connection():
    def leave(socket):
        socket.close()
        return "stop"

    bad, ejection = _play_with_misbehaver(leave)
    assert ejection.kind == "crashed" and "closed the connection" in ejection.message


def test_an_error_object_for_an_answer_to_the_server():
    def refuse(socket, message):
        socket.send(
            json.dumps({"jsonrpc": "2.0", "id": message["id"], "error": {"code": 1, "message": "no"}})
        )
        return "answered"

    bad, ejection = _play_with_misbehaver(lambda socket: None, answer_start=refuse)
    assert ejection.kind == "protocol-error" and "answered StartGame with an error object" in ejection.message
    assert "StartGame" in bad.fatal()
