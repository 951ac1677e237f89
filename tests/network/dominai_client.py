"""A DominAI client written from the DominAI server's documented behaviour, not from our server's code.

It speaks what a player written for DominAI (vrama628/dominai, 2022) sends and expects, in plain JSON over a
WebSocket, without `protocol.dominai`:

- requests `Play {"card": C}` (treasures without `data`), `Buy {"card": C}`, `EndTurn` with no `params`
  member at all; request ids of its own (strings);
- it answers `StartGame` with null, `GameOver` with exactly ``{"rematch": false}``;
- `Attack` params are ``{"card": C, "data": ...}`` (the `data` member always present, the revealed cards for
  Bandit), with no `hand`: it keeps its hand from the turn states (the `EndTurn` answer holds the next hand);
  Militia is answered with ``{"data": [cards]}`` even with 3 cards or fewer, Bureaucrat with ``"reveal"`` or a
  victory card, Bandit with the Silver or Gold revealed or null, Witch with ``{}``;
- `ThroneRoom {card}` after every throned card, answered ``{"data": null}``; `Vassal {card}` answered with
  both members, ``{"play": true, "data": {...}}`` (data a card that takes none ignores); `Harbinger` with a
  card of the discard pile; `Library`, `Sentry`, `Poacher` as the documentation shapes them;
- an error answer to its request (code -32600) means the request was refused and its state is unchanged.

Each turn it sends its `script` first (list of (method, params), params None for none), then plays all its
treasures, buys Province, Gold or Silver when it can, and ends its turn.
"""

from __future__ import annotations

import json
import threading
import time

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.cli import patience

TREASURES = {"Copper": 1, "Silver": 2, "Gold": 3}
VICTORY = ("Estate", "Duchy", "Province", "Gardens")
DOMINAI_CARDS = frozenset(
    "Artisan Bandit Bureaucrat Cellar Chapel CouncilRoom Festival Gardens Harbinger Laboratory Library "
    "Market Merchant Militia Mine Moat Moneylender Poacher Remodel Sentry Smithy ThroneRoom Vassal "
    "Village Witch Workshop".split()
)
"""DominAI's 26 kingdom cards, as it spells them (its `lib/card.ml`)."""

WAIT = patience(300.0)
"""Seconds to wait for any message (generous: the machine may be loaded)."""


class FactClient(threading.Thread):
    """One DominAI player (see the module docstring) in a thread.

    Attributes after it ends: `received` (every message, with the monotonic time it arrived), `asked`
    (method, params) of the server's requests, `answers` (request id -> result or error) of its own
    requests, `refused` (the error objects), `fatal` (FatalError messages), `over` (GameOver params),
    `error` (an exception that stopped it, None)."""

    def __init__(self, url: str, name: str, script=(), replies: dict | None = None) -> None:
        super().__init__(daemon=True, name=name)
        if url.count("/") < 3:
            url += "/"  # ws://HOST:PORT -> ws://HOST:PORT/
        self.url = f"{url}?name={name}" if "?" not in url else f"{url}&name={name}"
        self.script = list(script)
        self.replies = replies or {}
        self.hand: list[str] = []
        self.received: list[tuple[float, dict]] = []
        self.asked: list[tuple[str, dict]] = []
        self.answers: dict[str, dict] = {}
        self.refused: list[dict] = []
        self.fatal: list[str] = []
        self.over: dict | None = None
        self.error: BaseException | None = None
        self.answered_at: dict[str, float] = {}
        self._ids = 0

    def run(self) -> None:
        try:
            with connect(self.url, open_timeout=WAIT) as socket:
                self.socket = socket
                while self.over is None and not self.fatal:
                    self._handle(self._next())
        except ConnectionClosed:
            pass
        except BaseException as error:  # noqa: BLE001 - kept for the test to report
            self.error = error

    def _next(self) -> dict:
        message = json.loads(self.socket.recv(timeout=WAIT))
        self.received.append((time.monotonic(), message))
        return message

    def _handle(self, message: dict) -> None:
        method = message.get("method")
        if method is None and "error" in message:
            self.refused.append(message["error"])  # a request out of turn, refused
        elif method == "FatalError":
            self.fatal.append(message["params"]["message"])
        elif method == "StartTurn":
            self._turn(message["params"])
        elif method is not None and "id" in message:
            self.asked.append((method, message["params"]))
            result = self._reply(method, message["params"])
            # Stamped before the send: once it is sent, the server may ask the next player at once (a
            # stamp after the send could come later than that player's request on a loaded machine).
            self.answered_at[method] = time.monotonic()
            self.socket.send(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}))

    def _call(self, method: str, params) -> dict:
        """Send a request; serve the server's messages until its answer: {"result": ...} or {"error": ...}."""
        self._ids += 1
        id = f"{self.name}-{self._ids}"
        request = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            request["params"] = params
        self.socket.send(json.dumps(request))
        while True:
            message = self._next()
            if message.get("id") == id and "method" not in message:
                self.answers[id] = message
                if "error" in message:
                    self.refused.append(message["error"])
                return message
            self._handle(message)
            if self.fatal:
                return {"error": {"message": self.fatal[-1]}}

    def _turn(self, state: dict) -> None:
        self.hand = list(state["hand"])
        for method, params in self.script:
            answer = self._call(method, params)
            if "result" in answer:
                state = answer["result"]
                self.hand = list(state["hand"])
        self.script = []
        for card in [c for c in self.hand if c in TREASURES]:
            answer = self._call("Play", {"card": card})
            if "result" not in answer:
                return
            state = answer["result"]
        coins, buys = state["treasure"], state["buys"]
        for card, cost in (("Province", 8), ("Gold", 6), ("Silver", 3)):
            if buys and coins >= cost and state["supply"].get(card, 0) > 0:
                answer = self._call("Buy", {"card": card})
                if "result" not in answer:
                    return
                break
        answer = self._call("EndTurn", None)
        if "result" in answer:
            self.hand = list(answer["result"]["hand"])

    def _reply(self, method: str, params: dict):
        if method in self.replies:
            return self.replies[method](params)
        if method == "StartGame":
            return None
        if method == "GameOver":
            self.over = params
            return {"rematch": False}
        if method == "Attack":
            return self._attack(params)
        if method == "ThroneRoom":
            return {"data": None}
        if method == "Vassal":
            return {"play": True, "data": None}
        if method == "Harbinger":
            return {"card": params["discard"][0]}
        if method == "Library":
            return {"skip": False}
        if method == "Sentry":
            return [{"card": card, "placement": "discard"} for card in params["cards"]]
        if method == "Poacher":
            return {"discard": params["hand"][: params["empty_supply_piles"]]}
        raise ValueError(f"unknown request {method}")

    def _attack(self, params: dict) -> dict:
        card = params["card"]
        if card == "Militia":
            ordered = sorted(self.hand, key=lambda c: (c in TREASURES, TREASURES.get(c, 0)))
            discard = ordered[: max(0, len(self.hand) - 3)]
            for gone in discard:
                self.hand.remove(gone)
            return {"data": discard}
        if card == "Bureaucrat":
            victories = [c for c in self.hand if c in VICTORY]
            if victories:
                self.hand.remove(victories[0])
                return {"data": victories[0]}
            return {"data": "reveal"}
        if card == "Bandit":
            good = [c for c in params["data"] or [] if c in ("Silver", "Gold")]
            return {"data": good[0] if good else None}
        return {}

    def requests(self, method: str) -> list[dict]:
        """The params of every `method` request the server sent."""
        return [params for asked, params in self.asked if asked == method]
