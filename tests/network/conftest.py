"""Helpers of the network tests: a real `referee serve` server on a loopback port, real clients in threads."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from players.remote import Client, join_url
from referee.network.server import ServeConfig, Server
from tests.cli import patience

START_TIMEOUT = 30.0
GAME_TIMEOUT = patience(300.0)
"""Generous: the machine may be loaded."""


@contextmanager
def serving(arrange=None, **fields) -> Iterator[tuple[Server, str]]:
    """A `Server` with `ServeConfig(port=0, **fields)` (and `arrange`) listening in a thread of its own;
    yields it and its ``ws://`` URL, and stops it (and waits for its games) afterwards."""
    server = Server(ServeConfig(port=0, **fields), arrange=arrange)
    ready = threading.Event()
    thread = threading.Thread(target=lambda: asyncio.run(server.run(lambda port: ready.set())), daemon=True)
    thread.start()
    assert ready.wait(START_TIMEOUT), "the server did not start listening"
    try:
        yield server, f"ws://127.0.0.1:{server.port}"
    finally:
        server.stop()
        thread.join(START_TIMEOUT)
        server.join(GAME_TIMEOUT)


class ClientThread(threading.Thread):
    """`players.remote.Client` playing `strategy` as `name` in a thread; `outcome` is its list of `GameOver`
    params, or the exception that stopped it."""

    def __init__(self, url: str, name: str, strategy, *, games: int = 1, path: str = "") -> None:
        super().__init__(daemon=True, name=f"client-{name}")
        self.client = Client(join_url(url + path, name, None), strategy, games=games, timeout=GAME_TIMEOUT)
        self.outcome = None

    def run(self) -> None:
        try:
            self.outcome = self.client.run()
        except Exception as error:  # noqa: BLE001 - recorded for the test to assert on
            self.outcome = error


def start_in_order(server: Server, threads: list[threading.Thread], lobby: str = "") -> None:
    """Start the client `threads` one at a time, each once the one before waits in `lobby`: the seats of
    the game are in this order, so a seeded game plays the same every time."""
    for at, thread in enumerate(threads):
        thread.start()
        if at < len(threads) - 1:
            deadline = time.monotonic() + START_TIMEOUT
            while server.waiting(lobby) < at + 1:
                assert time.monotonic() < deadline, "a client did not join its lobby"
                time.sleep(0.01)


def play_clients(server: Server, url: str, players: list[tuple[str, object]], *, lobby: str = "") -> list:
    """Connect one client per (name, strategy), in seat order, to `lobby`; return each one's outcome once all
    are done."""
    path = f"/join/{lobby}" if lobby else ""
    threads = [ClientThread(url, name, strategy, path=path) for name, strategy in players]
    start_in_order(server, threads, lobby)
    for thread in threads:
        thread.join(GAME_TIMEOUT)
        assert not thread.is_alive(), f"{thread.name} did not finish"
    return [thread.outcome for thread in threads]


class Eager:
    """A test player that plays every action it can and buys kingdom cards: over a few games it plays every
    card of its kingdom, with random legal choices (seeded), so every request and attack of the cards comes
    up. Plays are taken from `legal_plays` (the rules' own list), so they are legal by construction."""

    def __init__(self, seed: int) -> None:
        import random

        self.rng = random.Random(seed)

    def move(self, state):
        from protocol.messages import Act, Add, Buy, Clean
        from referee.rules.legality import legal_plays
        from referee.rules.spec import SPECS

        plays = legal_plays(state)
        acts = [play for play in plays if isinstance(play, Act)]
        if acts:
            return self.rng.choice(acts)
        adds = [play for play in plays if isinstance(play, Add)]
        if adds:
            return adds[0]
        buys = [play for play in plays if isinstance(play, Buy)]
        kingdom = [play for play in buys if SPECS[play.card].kingdom]
        if kingdom and self.rng.random() < 0.8:
            if self.rng.random() < 0.5:
                return max(kingdom, key=lambda play: (SPECS[play.card].cost, self.rng.random()))
            return self.rng.choice(kingdom)
        money = [play for play in buys if play.card in ("gold", "silver", "province")]
        if money:
            return max(money, key=lambda play: SPECS[play.card].cost)
        return next(play for play in plays if isinstance(play, Clean))

    def defend(self, attacker, state):
        from referee.rules.legality import legal_defenses

        return self.rng.choice(legal_defenses(state))

    def notify(self, notification) -> None:
        pass
