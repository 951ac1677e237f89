"""A small DominAI server written from the DominAI server's documented behaviour (vrama628/dominai at
5c57dde), not from our server's code, for testing clients (`players.remote`) against what the real one does.

It plays 2-player games of a fixed kingdom (`KINGDOM`: Chapel, Laboratory, Militia, Mine, Moat, Smithy,
Throne Room, Vassal, Village, Witch; or `SECOND_KINGDOM`: Bandit, Bureaucrat, Cellar, Harbinger, Library,
Market, Poacher, Remodel, Sentry, Workshop), each card played as DominAI plays it, with DominAI's wire
behaviour:

- join at ``ws://HOST:PORT/join/KEY?name=NAME``; `StartGame {kingdom, order}` to both at once when the lobby
  holds 2, the order shuffled; request ids from one counter for the whole server, starting at 182;
- the player's `Play` params are exactly ``{"card"}`` or ``{"card", "data"}``, `Buy` exactly ``{"card"}``,
  `EndTurn` has no `params` member: anything else makes the real server's reader of that player die
  silently (the game hangs); here it is recorded in `violations` and the game is stopped;
- `StartTurn` and the answers to `Play` and `Buy` carry the turn state (hand and in play newest first); the
  answer to `EndTurn` only hand, discard, deck and supply; no `Played`, no `Shuffle`;
- a refused `Play` or `Buy` gets ``{"code": -32600, "message": TEXT}`` and the state as before it;
- `Attack {card, data: null}` to the other player for every attack, without `hand` (Bandit: `data` the
  cards revealed); `Harbinger {discard}` whose answer must name a card; `Library {card, hand}` with `hand`
  without the drawn card; `Sentry {hand, cards}` always; `Poacher`; `Vassal {card}`
  answered with both `play` and `data`; `ThroneRoom {card}` after the first play of every throned card,
  answered with a `data` member; a bad `Attack` answer gets `FatalError` and the disconnection;
- `GameOver {result, scores}` answered with exactly ``{"rematch": bool}``.
"""

from __future__ import annotations

import copy
import json
import random
import threading
from collections import Counter

from websockets.exceptions import ConnectionClosed
from websockets.sync.server import serve

from tests.cli import patience

KINGDOM = [
    "Chapel",
    "Laboratory",
    "Militia",
    "Mine",
    "Moat",
    "Smithy",
    "ThroneRoom",
    "Vassal",
    "Village",
    "Witch",
]
SECOND_KINGDOM = ["Bandit", "Bureaucrat", "Cellar", "Harbinger", "Library", "Market", "Poacher", "Remodel",
                  "Sentry", "Workshop"]  # fmt: skip
"""The other kingdom it plays: the cards with DominAI's other requests (`Harbinger`, `Poacher`, `Library`,
`Sentry`) and attacks (Bureaucrat, Bandit)."""
COST = {"Copper": 0, "Silver": 3, "Gold": 6, "Estate": 2, "Duchy": 5, "Province": 8, "Curse": 0, "Chapel": 2,
        "Laboratory": 5, "Militia": 4, "Mine": 5, "Moat": 2, "Smithy": 4, "ThroneRoom": 4, "Vassal": 3,
        "Village": 3, "Witch": 5, "Bandit": 5, "Bureaucrat": 4, "Cellar": 2, "Harbinger": 3, "Library": 5,
        "Market": 5, "Poacher": 4, "Remodel": 4, "Sentry": 5, "Workshop": 3}  # fmt: skip
TREASURE = {"Copper": 1, "Silver": 2, "Gold": 3}
VICTORY = {"Estate": 1, "Duchy": 3, "Province": 6, "Curse": -1}
ACTIONS = frozenset(COST) - set(TREASURE) - set(VICTORY)
WAIT = patience(120.0)
TURN_LIMIT = 200
"""Turns (of both players) after which the test server ends a game: DominAI has no limit."""


class Refused(Exception):
    """A refused request: the error answer's message."""


class Violation(Exception):
    """Something the real server would hang or die on."""


class Player:
    def __init__(self, name: str, socket, rng: random.Random) -> None:
        self.name = name
        self.socket = socket
        self.deck = ["Copper"] * 7 + ["Estate"] * 3
        rng.shuffle(self.deck)
        self.hand: list[str] = []
        self.discard: list[str] = []
        self.in_play: list[str] = []
        self.gone = False


class Game:
    """One game between the two players of a lobby, in the server's thread for it."""

    def __init__(self, server: DominaiServer, players: list[Player], seed: int) -> None:
        self.server = server
        self.rng = random.Random(seed)
        self.players = players
        self.rng.shuffle(self.players)
        self.supply = {"Copper": 106, "Silver": 80, "Gold": 60, "Estate": 8, "Duchy": 8, "Province": 8,
                       "Curse": 10, **dict.fromkeys(server.kingdom, 10)}  # fmt: skip
        self.trash: list[str] = []
        for player in self.players:
            self.draw(player, 5)

    # ---- wire ------------------------------------------------------------------------------------------

    def send(self, player: Player, message: dict) -> None:
        player.socket.send(json.dumps(message))

    def receive(self, player: Player) -> dict:
        return json.loads(player.socket.recv(timeout=WAIT))

    def request(self, player: Player, method: str, params) -> object:
        self.server.requests[method] += 1
        id = self.server.fresh_id()
        self.send(player, {"jsonrpc": "2.0", "id": id, "method": method, "params": params})
        message = self.receive(player)
        if message.get("id") != id or "result" not in message or message.get("jsonrpc") != "2.0":
            raise Violation(f"{player.name} answered {method} (id {id}) with {message}")
        return message["result"]

    # ---- cards -----------------------------------------------------------------------------------------

    def draw(self, player: Player, count: int) -> None:
        for _ in range(count):
            card = self.top(player)
            if card is None:
                return
            player.hand.append(card)

    def top(self, player: Player) -> str | None:
        if not player.deck:
            player.deck, player.discard = player.discard, []
            self.rng.shuffle(player.deck)
        return player.deck.pop() if player.deck else None

    def take(self, player: Player, card: str) -> None:
        if card not in player.hand:
            raise Refused(f"Your hand {player.hand} does not contain all of the cards [{card}]")
        player.hand.remove(card)

    def gain(self, player: Player, card: str, where: list[str]) -> None:
        if card not in self.supply:
            raise Refused(f"Card {card} not in kingdom.")
        if self.supply[card] < 1:
            raise Refused(f"No supply of {card} remaining.")
        self.supply[card] -= 1
        where.append(card)

    def state(self, player: Player, short: bool = False) -> dict:
        state = {
            "hand": list(reversed(player.hand)),
            "discard": len(player.discard),
            "deck": len(player.deck),
            "supply": dict(reversed(list(self.supply.items()))),
        }
        if not short:
            state.update(
                trash=list(reversed(self.trash)),
                buys=self.buys,
                actions=self.actions,
                treasure=self.treasure,
                in_play=list(reversed(player.in_play)),
                phase=[self.phase],
            )
        return state

    def play(self, player: Player, card: str, data, *, free: bool = False) -> None:
        """Play `card` (already taken from the hand) with `data`, as DominAI's `play_card` does."""
        if card not in COST:
            raise Violation(f"{player.name} played the unknown card {card!r}")
        if card in VICTORY:
            raise Refused("You cannot play victory cards.")
        if card in TREASURE:
            player.in_play.append(card)
            self.treasure += TREASURE[card]
            self.phase = "Buy"
            return
        if not free:
            if self.phase != "Action":
                raise Refused("Can't perform action in buy phase.")
            if self.actions < 1:
                raise Refused("No actions left.")
            self.actions -= 1
        player.in_play.append(card)
        other = next(p for p in self.players if p is not player)
        if card == "Chapel":
            if not isinstance(data, list):
                raise Refused("Invalid format of data field: Chapel takes a list of cards")
            for trashed in data:
                self.take(player, trashed)
                self.trash.append(trashed)
        elif card == "Moat":
            self.draw(player, 2)
        elif card == "Village":
            self.draw(player, 1)
            self.actions += 2
        elif card == "Smithy":
            self.draw(player, 3)
        elif card == "Laboratory":
            self.draw(player, 2)
            self.actions += 1
        elif card == "Militia":
            self.treasure += 2
            self.attack(other, "Militia")
        elif card == "Witch":
            self.draw(player, 2)
            self.attack(other, "Witch")
        elif card == "Mine":
            if not isinstance(data, dict) or "trash" not in data or "gain" not in data:
                raise Refused("Invalid format of data field: Mine takes {trash, gain}")
            trashed, gained = data["trash"], data["gain"]
            if trashed not in TREASURE or gained not in TREASURE:
                raise Refused("Mine trashes and gains treasures.")
            if COST[gained] > COST[trashed] + 3:
                raise Refused(f"Card {gained} costs more than {COST[trashed] + 3}.")
            self.take(player, trashed)
            self.trash.append(trashed)
            self.gain(player, gained, player.hand)
        elif card == "Vassal":
            self.treasure += 2
            revealed = self.top(player)
            if revealed is None:
                return
            if revealed in TREASURE or revealed in VICTORY:
                player.discard.append(revealed)
                return
            answer = self.request(player, "Vassal", {"card": revealed})
            if not isinstance(answer, dict) or "play" not in answer or "data" not in answer:
                raise Refused(f"Invalid format of data field: Vassal answer {answer}")
            if answer["play"] is True:
                self.play(player, revealed, answer["data"], free=True)
            else:
                player.discard.append(revealed)
        elif card == "Cellar":
            if not isinstance(data, list):
                raise Refused("Invalid format of data field: Cellar takes a list of cards")
            for gone in data:
                self.take(player, gone)
                player.discard.append(gone)
            self.draw(player, len(data))
            self.actions += 1
        elif card == "Workshop":
            if not isinstance(data, str):
                raise Refused("Invalid format of data field: Workshop takes a card")
            if COST.get(data, 99) > 4:
                raise Refused(f"Card {data} costs more than 4.")
            self.gain(player, data, player.discard)
        elif card == "Remodel":
            if (
                not isinstance(data, dict)
                or not isinstance(data.get("trash"), str)
                or not isinstance(data.get("gain"), str)
            ):
                raise Refused("Invalid format of data field: Remodel takes {trash, gain}")
            if COST.get(data["gain"], 99) > COST.get(data["trash"], 0) + 2:
                raise Refused(f"Card {data['gain']} costs more than {COST.get(data['trash'], 0) + 2}.")
            self.take(player, data["trash"])
            self.trash.append(data["trash"])
            self.gain(player, data["gain"], player.discard)
        elif card == "Market":
            self.draw(player, 1)
            self.actions += 1
            self.buys += 1
            self.treasure += 1
        elif card == "Harbinger":
            self.draw(player, 1)
            self.actions += 1
            if player.discard:
                answer = self.request(player, "Harbinger", {"discard": list(reversed(player.discard))})
                if not isinstance(answer, dict) or answer.get("card") not in player.discard:
                    raise Refused(f"Invalid format of data field: Harbinger answer {answer}")
                player.discard.remove(answer["card"])
                player.deck.append(answer["card"])
        elif card == "Poacher":
            self.draw(player, 1)
            self.actions += 1
            self.treasure += 1
            empty = sum(1 for count in self.supply.values() if count == 0)
            if empty:
                answer = self.request(
                    player, "Poacher", {"hand": list(reversed(player.hand)), "empty_supply_piles": empty}
                )
                if not isinstance(answer, dict) or not isinstance(answer.get("discard"), list):
                    raise Refused(f"Invalid format of data field: Poacher answer {answer}")
                if len(answer["discard"]) != empty:
                    raise Refused(f"Poacher discards exactly {empty} cards.")
                for gone in answer["discard"]:
                    self.take(player, gone)
                    player.discard.append(gone)
        elif card == "Library":
            aside = []
            while len(player.hand) < 7:
                drawn = self.top(player)
                if drawn is None:
                    break
                if drawn in ACTIONS:
                    params = {"card": drawn, "hand": list(reversed(player.hand))}
                    answer = self.request(player, "Library", params)
                    if not isinstance(answer, dict) or not isinstance(answer.get("skip"), bool):
                        raise Refused(f"Invalid format of data field: Library answer {answer}")
                    if answer["skip"]:
                        aside.append(drawn)
                        continue
                player.hand.append(drawn)
            player.discard.extend(aside)
        elif card == "Sentry":
            self.draw(player, 1)
            self.actions += 1
            looked = [c for c in (self.top(player), self.top(player)) if c is not None]
            answer = self.request(player, "Sentry", {"hand": list(reversed(player.hand)), "cards": looked})
            if not isinstance(answer, list) or sorted(a.get("card") for a in answer) != sorted(looked):
                raise Refused(f"Invalid format of data field: Sentry answer {answer}")
            for placement in answer:
                where = placement.get("placement")
                if where == "trash":
                    self.trash.append(placement["card"])
                elif where == "discard":
                    player.discard.append(placement["card"])
                elif where == "topdeck":
                    player.deck.append(placement["card"])
                else:
                    raise Refused(f"Invalid format of data field: placement {where!r}")
        elif card == "Bureaucrat":
            self.gain(player, "Silver", player.deck)
            self.attack(other, "Bureaucrat")
        elif card == "Bandit":
            self.gain(player, "Gold", player.discard)
            self.attack(other, "Bandit")
        elif card == "ThroneRoom":
            if not isinstance(data, dict) or "card" not in data or "data" not in data:
                raise Refused("Invalid format of data field: ThroneRoom takes {card, data}")
            throned = data["card"]
            self.take(player, throned)
            self.play(player, throned, data["data"], free=True)
            player.in_play.remove(throned)
            answer = self.request(player, "ThroneRoom", {"card": throned})
            if not isinstance(answer, dict) or "data" not in answer:
                raise Refused(f"Invalid format of data field: ThroneRoom answer {answer}")
            self.play(player, throned, answer["data"], free=True)

    def attack(self, victim: Player, card: str) -> None:
        if victim.gone:
            return
        revealed = []
        if card == "Bandit":
            revealed = [c for c in (self.top(victim), self.top(victim)) if c is not None]
        answer = self.request(
            victim, "Attack", {"card": card, "data": revealed if card == "Bandit" else None}
        )
        try:
            if not isinstance(answer, dict) or set(answer) - {"reaction", "data"}:
                raise Refused(f"bad Attack answer {answer}")
            if "reaction" in answer:
                if answer["reaction"] != "Moat" or "Moat" not in victim.hand:
                    raise Refused("You cannot react with that.")
                if card == "Witch" and "data" in answer:
                    raise Refused("Witch takes no data.")
                return  # (a Bandit's revealed cards are lost: DominAI's bug)
            if card == "Witch":
                if "data" in answer:
                    raise Refused("Witch takes no data.")
                if self.supply["Curse"] > 0:
                    self.supply["Curse"] -= 1
                    victim.discard.append("Curse")
                return
            if card == "Bureaucrat":
                chosen = answer.get("data")
                victories = [c for c in victim.hand if c in VICTORY and c != "Curse"]
                if chosen == "reveal" and not victories:
                    return
                if chosen not in victories:
                    raise Refused(f"Bureaucrat: {chosen!r} is not a victory card of your hand {victim.hand}")
                victim.hand.remove(chosen)
                victim.deck.append(chosen)
                return
            if card == "Bandit":
                if "data" not in answer:
                    raise Refused("Bandit needs data.")
                chosen = answer["data"]
                good = [c for c in revealed if c in ("Silver", "Gold")]
                if chosen is None and good or chosen is not None and chosen not in revealed:
                    raise Refused(f"Bandit: {chosen!r} for the revealed {revealed}")
                if chosen is not None:
                    revealed.remove(chosen)
                    self.trash.append(chosen)
                victim.discard.extend(revealed)
                return
            discarded = answer.get("data")
            if not isinstance(discarded, list):
                raise Refused("Militia needs a list of cards to discard.")
            hand = list(victim.hand)
            for gone in discarded:
                if gone not in hand:
                    raise Refused(f"{gone} is not in your hand.")
                hand.remove(gone)
            if len(hand) > 3:
                raise Refused("Discard down to 3 cards.")
            victim.hand = hand
            victim.discard.extend(discarded)
        except Refused as refused:
            self.send(victim, {"jsonrpc": "2.0", "method": "FatalError", "params": {"message": str(refused)}})
            victim.gone = True
            self.server.violations.append(f"{victim.name} was disconnected: {refused}")
            raise Violation(str(refused)) from None

    # ---- the game ---------------------------------------------------------------------------------------

    def run(self) -> None:
        order = [player.name for player in self.players]
        ids = []
        for player in self.players:
            ids.append(self.server.fresh_id())
            self.send(player, {"jsonrpc": "2.0", "id": ids[-1], "method": "StartGame",
                               "params": {"kingdom": self.server.kingdom, "order": order}})  # fmt: skip
        for player, id in zip(self.players, ids, strict=True):
            answer = self.receive(player)
            if answer.get("id") != id or "result" not in answer:
                raise Violation(f"{player.name} answered StartGame with {answer}")
        turn = 0
        while True:
            player = self.players[turn % 2]
            self.turn(player)
            turn += 1
            empty = sum(1 for count in self.supply.values() if count == 0)
            if self.supply["Province"] == 0 or empty >= 3:
                break
            if turn >= TURN_LIMIT:
                break  # the real server plays on; two strategies that never end a game end here
        scores = {p.name: sum(VICTORY.get(c, 0) for c in p.deck + p.hand + p.discard) for p in self.players}
        best = max(scores.values())
        ids = []
        for p in self.players:
            ids.append(self.server.fresh_id())
            params = {"result": "Win" if scores[p.name] == best else "Lose", "scores": scores}
            self.send(p, {"jsonrpc": "2.0", "id": ids[-1], "method": "GameOver", "params": params})
        for p, id in zip(self.players, ids, strict=True):
            answer = self.receive(p)
            result = answer.get("result")
            if answer.get("id") != id or not isinstance(result, dict) or set(result) != {"rematch"}:
                raise Violation(f"{p.name} answered GameOver with {answer}")
        self.server.scores.append(scores)

    def turn(self, player: Player) -> None:
        self.actions, self.buys, self.treasure, self.phase = 1, 1, 0, "Action"
        self.send(player, {"jsonrpc": "2.0", "method": "StartTurn", "params": self.state(player)})
        while True:
            message = self.receive(player)
            method, params, id = message.get("method"), message.get("params"), message.get("id")
            if message.get("jsonrpc") != "2.0" or id is None:
                raise Violation(f"{player.name} sent {message}")
            if method == "EndTurn":
                if "params" in message:
                    raise Violation(f"{player.name} sent EndTurn with a params member: {message}")
                player.discard += player.in_play + player.hand
                player.in_play, player.hand = [], []
                self.draw(player, 5)
                self.send(player, {"jsonrpc": "2.0", "id": id, "result": self.state(player, short=True)})
                return
            allowed = {"Play": ({"card"}, {"card", "data"}), "Buy": ({"card"},)}.get(method)
            if allowed is None or not isinstance(params, dict) or set(params) not in allowed:
                raise Violation(f"{player.name} sent {message}")
            saved = self.snapshot()
            try:
                if method == "Play":
                    self.server.plays[params["card"]] += 1
                    self.take(player, params["card"])
                    self.play(player, params["card"], params.get("data"))
                else:
                    self.buy(player, params["card"])
            except Refused as refused:
                self.server.refusals.append(str(refused))
                self.restore(saved)  # the whole request is undone, as DominAI undoes it
                error = {"code": -32600, "message": str(refused)}
                self.send(player, {"jsonrpc": "2.0", "id": id, "error": error})
                continue
            self.send(player, {"jsonrpc": "2.0", "id": id, "result": self.state(player)})

    def snapshot(self) -> tuple:
        cards = [copy.deepcopy((p.deck, p.hand, p.discard, p.in_play)) for p in self.players]
        return (
            cards,
            dict(self.supply),
            list(self.trash),
            (self.actions, self.buys, self.treasure, self.phase),
        )

    def restore(self, saved: tuple) -> None:
        cards, self.supply, self.trash, counters = saved
        for player, (deck, hand, discard, in_play) in zip(self.players, cards, strict=True):
            player.deck, player.hand, player.discard, player.in_play = deck, hand, discard, in_play
        self.actions, self.buys, self.treasure, self.phase = counters

    def buy(self, player: Player, card: str) -> None:
        if card not in COST:
            raise Violation(f"{player.name} bought the unknown card {card!r}")
        if card not in self.supply:
            raise Refused(f"Card {card} not in kingdom.")
        if self.supply[card] < 1:
            raise Refused(f"No supply of {card} remaining.")
        if self.buys < 1:
            raise Refused("No buys left.")
        if COST[card] > self.treasure:
            raise Refused("Not enough treasure.")
        self.buys -= 1
        self.treasure -= COST[card]
        self.phase = "Buy"
        self.gain(player, card, player.discard)


class DominaiServer:
    """The server on a free loopback port, in a thread (`start`, `stop`): every two players joining one key
    play a game. `violations` lists what the real server would have hung on, `scores` each finished game's,
    `refusals` the refused requests, `requests` the server's requests by method, `plays` the cards played by
    `Play` requests."""

    def __init__(self, seed: int = 1, kingdom: list[str] = KINGDOM) -> None:
        self.seed = seed
        self.kingdom = kingdom
        self.violations: list[str] = []
        self.scores: list[dict] = []
        self.refusals: list[str] = []
        self.requests: Counter[str] = Counter()
        self.plays: Counter[str] = Counter()
        self._id = 181
        self._lock = threading.Lock()
        self._lobbies: dict[str, list] = {}
        self._games = 0

    def fresh_id(self) -> int:
        with self._lock:
            self._id += 1
            return self._id

    def start(self) -> str:
        """Listen; return the URL to join a game at (add ``/join/KEY?name=NAME``)."""
        self._server = serve(self._handle, "127.0.0.1", 0, compression=None)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return f"ws://127.0.0.1:{self._server.socket.getsockname()[1]}"

    def stop(self) -> None:
        self._server.shutdown()
        self._thread.join(WAIT)

    def _handle(self, socket) -> None:
        path, _, query = socket.request.path.partition("?")
        name = dict(part.partition("=")[::2] for part in query.split("&") if part).get("name")
        if not path.startswith("/join/") or not name:
            return
        done = threading.Event()
        with self._lock:
            lobby = self._lobbies.setdefault(path, [])
            lobby.append((name, socket, done))
            if len(lobby) < 2:
                waiting = None
            else:
                waiting = list(lobby)
                lobby.clear()
                self._games += 1
                seed = self.seed + self._games
        if waiting is not None:
            rng = random.Random(seed)
            players = [Player(n, s, rng) for n, s, _ in sorted(waiting, key=lambda joined: joined[0])]
            try:
                Game(self, players, seed).run()
            except (Violation, ConnectionClosed, TimeoutError, OSError) as error:
                self.violations.append(f"{type(error).__name__}: {error}")
            finally:
                for _, s, event in waiting:
                    s.close()
                    event.set()
        done.wait(WAIT * 10)
