"""A remote client that floods `referee serve` (sends messages nothing asked for, in a lobby or during its
game) is closed with WebSocket code 1008 and the reason, and the server keeps no more of it than the bound
(`referee.network.link.UNREAD_MESSAGES`, `UNREAD_FACTOR`): docs/network.md, "Limits and safety"."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
from pathlib import Path

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from players import big_money
from protocol import dominai
from tests.cli import patience
from tests.network.conftest import GAME_TIMEOUT, ClientThread, serving, start_in_order

FLOODS_LOBBY = Path(__file__).resolve().parents[1] / "programs" / "floods_lobby.py"


def test_a_client_flooding_its_lobby_is_closed_with_1008_and_the_reason() -> None:
    with serving(players=2) as (server, url):
        run = subprocess.run(
            [sys.executable, str(FLOODS_LOBBY), f"{url}/?name=eve", "20"],
            capture_output=True,
            text=True,
            timeout=GAME_TIMEOUT,
        )
        assert run.returncode == 0, run.stderr
        assert run.stdout.startswith("closed 1008 sent more than"), run.stdout
        assert "that the server had not asked for" in run.stdout
        assert server.waiting() == 0
        assert server.results == {}


class Flooder(threading.Thread):
    """A client that answers `StartGame`, then at once sends `count` small notifications the server never
    asked for, and records how the server closed the connection."""

    def __init__(self, url: str, count: int) -> None:
        super().__init__(daemon=True)
        self.url = f"{url}/?name=flood"
        self.count = count
        self.close: tuple[int, str] | None = None

    def run(self) -> None:
        with connect(self.url, open_timeout=patience(60)) as socket:
            try:
                while True:
                    message = json.loads(socket.recv(timeout=GAME_TIMEOUT))
                    if message.get("method") == "StartGame":
                        socket.send(dominai.result(message["id"], {}))
                        for _ in range(self.count):
                            socket.send(dominai.notification("Chat", {"text": "hello"}))
            except ConnectionClosed as closed:
                self.close = (closed.rcvd.code, closed.rcvd.reason) if closed.rcvd else None


def test_a_client_flooding_during_its_game_is_ejected_and_closed_with_1008() -> None:
    # The flooder sits last: the server reads nothing of it until its first turn, after the others' turns.
    with serving(games=1, seed=21, players=3, turn_limit=10) as (server, url):
        good = [ClientThread(url, name, big_money.Strategy()) for name in ("ann", "bob")]
        flooder = Flooder(url, 200)  # far over the bound (`link.UNREAD_MESSAGES`)
        start_in_order(server, [*good, flooder])
        for thread in [*good, flooder]:
            thread.join(GAME_TIMEOUT)
    (result,) = server.results.values()
    (ejected,) = result.ejections
    assert ejected.name == "flood"
    assert ejected.ejection is not None and ejected.ejection.kind == "output-while-waiting"
    assert re.match(r"sent more than \d+ messages", ejected.ejection.message), ejected.ejection.message
    assert flooder.close is not None and flooder.close[0] == 1008, flooder.close
    assert "had not asked for" in flooder.close[1]
    assert all(isinstance(thread.outcome, list) and len(thread.outcome) == 1 for thread in good)
