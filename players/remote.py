"""Play a reference player on a DominAI server: `python -m players.remote URL --strategy NAME`.

    python -m players.remote ws://127.0.0.1:8080 --strategy big_money
    python -m players.remote ws://host:8080/join/lab?name=alice --strategy militia_money --games 5

The client connects a WebSocket (``http://`` URLs are taken as ``ws://``; a URL without ``name=`` gets
``--name``, without ``token=`` gets ``--token``), answers `StartGame`, plays each turn with the strategy's
`move` (`Play`, `Buy`, `EndTurn` requests built from its plays; a v4 nested play ``(act throne-room (act
smithy))`` becomes ``{card: ThroneRoom, data: {card: Smithy, data: null}}``), answers the server's requests
(`Attack` with the strategy's `defend`; `Harbinger`, `Vassal`, `Poacher`, `ThroneRoom`, `Library`, `Sentry`
as the decisions the rules core asks, put to the strategy's `decide` when it has one, else with the simple
defaults of `Defaults`), and answers `GameOver` with a rematch until it has played `--games` games.
It prints one line per game (result and scores) and exits 0, or 1 after a `FatalError` (printed).

The strategy sees a `protocol.messages.State` built from the turn state: its hand, in play, trash, supply,
actions, buys and coins exactly; its deck and discards from a count of the cards it owns that the client
keeps (starting cards, buys, the gains and trashes its own plays name), since DominAI sends only their sizes.
docs/network.md, "The client", says more.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import sys
from collections import Counter
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

from websockets.exceptions import InvalidHandshake, InvalidStatus
from websockets.sync.client import connect

from players import REFERENCE, kit
from players.worth import keep, worst_first
from protocol import dominai
from protocol.catalogue import ATTACK, TREASURE, VICTORY
from protocol.messages import (
    CARDS_BY_NAME,
    Act,
    Add,
    Buy,
    Card,
    Clean,
    DiscardDefense,
    MoatDefense,
    Play,
    State,
)
from referee.rules import (
    ARGUMENTS,
    COST,
    ORDER,
    SPECS,
    STARTING_DECK,
    Decision,
    legal_plays,
    sort_cards,
    split_arguments,
)


class FatalError(Exception):
    """The server ejected this player (its `FatalError` message) or broke the protocol."""


class GameEnded(Exception):
    """`GameOver` came while our request waited for its answer: the turn is over with the game."""


class Refused(Exception):
    """The server answered our request with an error object: the request was refused, the game goes on
    (DominAI's answer to an illegal `Play` or `Buy`)."""


class Defaults:
    """Answers to the requests a v1-v3 strategy has no method for: simple, legal where the request leaves a
    legal choice (each takes the request's params, returns the result)."""

    @staticmethod
    def harbinger(params: dict) -> dict:
        """Put back the best card of the discards (DominAI asks only with a discard pile, and refuses an
        answer without a card)."""
        cards = [CARDS_BY_NAME[dominai.CARD_FROM_WIRE[c]] for c in params.get("discard", [])]
        best = max(cards, key=keep, default=None)
        return {"card": dominai.card_to_wire(best) if best is not None else None}

    @staticmethod
    def poacher(params: dict) -> dict:
        """Discard the worst cards."""
        hand = [dominai.CARD_FROM_WIRE[c] for c in params["hand"]]
        count = params["empty_supply_piles"]
        return {"discard": dominai.cards_to_wire(worst_first(hand)[:count])}

    @staticmethod
    def library(params: dict) -> dict:
        """Skip every action drawn (a money player wants treasures)."""
        return {"skip": True}

    @staticmethod
    def sentry(params: dict) -> list:
        """Trash curses and estates, discard coppers and other victory cards, put the rest back."""
        placements = []
        for wire in params["cards"]:
            card = dominai.CARD_FROM_WIRE[wire]
            if card in (Card.CURSE, Card.ESTATE):
                where = "trash"
            elif card == Card.COPPER or VICTORY in SPECS[card].types:
                where = "discard"
            else:
                where = "topdeck"
            placements.append({"card": wire, "placement": where})
        return placements


class Client:
    """One connection to a DominAI server playing `strategy` (a `referee.rules.decisions.Strategy`).

    Arguments:
        url: the server's WebSocket URL (with the player's name and token in the query, see `join_url`).
        strategy: the player's decisions.
        games: games to play on this connection (the client asks for a rematch until then).
        timeout: seconds to wait for any message before giving up (a server that went silent).
    """

    def __init__(self, url: str, strategy: Any, *, games: int = 1, timeout: float = 600.0) -> None:
        self.url = url
        self.strategy = strategy
        self.games = games
        self.timeout = timeout
        self.name = parse_qs(urlsplit(url).query).get("name", [""])[0]
        self.order: list[str] = []
        self.owned: Counter[str] = Counter()
        self.hand: tuple[str, ...] = ()
        self.results: list[dict] = []
        self.messages = 0
        """Messages sent and received so far."""
        self._ids = 0
        self._socket = None
        self.deciding = callable(getattr(strategy, "decide", None))
        """The strategy answers decisions itself (a v4 strategy's `decide`): the server's mid-card requests
        and attacks become decisions put to it (see `_ask`)."""
        self.attacker = ""
        """Wire name of the last other player seen playing an attack (the `attacker` given to `defend`)."""
        self.last_state = State((), (), (), 0, 0, 0, (), (), (), ())

    def run(self) -> list[dict]:
        """Play until the last `GameOver`; return each game's `GameOver` params. Raises `FatalError`."""
        with connect(self.url, max_size=2**22, open_timeout=30, compression=None) as socket:
            self._socket = socket
            while len(self.results) < self.games:
                self._serve(self._receive())
        return self.results

    # ---- messages ----------------------------------------------------------------------------------------

    def _receive(self) -> dominai.Message:
        try:
            text = self._socket.recv(timeout=self.timeout)
            self.messages += 1
        except TimeoutError:
            raise FatalError(f"no message from the server for {self.timeout:g} s") from None
        except Exception as error:  # the connection closed
            raise FatalError(f"the server closed the connection: {error}") from None
        return dominai.decode(text)

    def _send(self, text: str) -> None:
        self.messages += 1
        self._socket.send(text)

    def _serve(self, message: dominai.Message) -> Any:
        """Handle one message from the server; return a `Response` (to our request), else None."""
        if isinstance(message, dominai.Response):
            return message
        if isinstance(message, dominai.Notification):
            if message.method == "FatalError":
                raise FatalError(
                    message.params.get("message", "") if isinstance(message.params, dict) else ""
                )
            if message.method == "StartTurn":
                try:
                    self._turn(message.params)
                except GameEnded:
                    pass
            elif message.method == "Played" and isinstance(message.params, dict):
                card, who = message.params.get("card"), message.params.get("player")
                card = dominai.CARD_FROM_WIRE.get(card) if isinstance(card, str) else None
                if card in SPECS and ATTACK in SPECS[card].types and who != self.name:
                    self.attacker = str(who)
            return None
        answer = self._answer(message.method, message.params or {})
        self._send(dominai.result(message.id, answer))
        return None

    def _answer(self, method: str, params: Any) -> Any:
        if method == "StartGame":
            self.order = list(params.get("order", []))
            self.owned = Counter(STARTING_DECK)
            return {}
        if method == "GameOver":
            self.results.append(params)
            return {"rematch": len(self.results) < self.games}
        if method == "Attack":
            return self._attack(params)
        if self.deciding:
            asked = {
                "Harbinger": self._harbinger,
                "Vassal": self._vassal,
                "Poacher": self._poacher,
                "ThroneRoom": self._throne_room,
                "Library": self._library,
                "Sentry": self._sentry,
            }.get(method)
            if asked is not None:
                return asked(params)
        if method == "Vassal":
            card = CARDS_BY_NAME[dominai.CARD_FROM_WIRE[params["card"]]]
            return {"play": True, "data": self.data_for(card, self._hand(params))}
        if method == "ThroneRoom":
            card = CARDS_BY_NAME[dominai.CARD_FROM_WIRE[params["card"]]]
            return {"data": self.data_for(card, self._hand(params))}
        handler = {
            "Harbinger": Defaults.harbinger,
            "Poacher": Defaults.poacher,
            "Library": Defaults.library,
            "Sentry": Defaults.sentry,
        }.get(method)
        if handler is None:
            raise FatalError(f"the server sent an unknown request {method!r}")
        return handler(params)

    def _call(self, method: str, params: Any) -> Any:
        """Send our request; serve the server's messages until its response; return the result."""
        self._ids += 1
        id = self._ids
        self._send(dominai.request(id, method, params))
        games = len(self.results)
        while True:
            response = self._serve(self._receive())
            if len(self.results) > games:
                raise GameEnded  # the game ended during our turn (the other players left)
            if isinstance(response, dominai.Response) and response.id == id:
                if response.error is not None:
                    raise Refused(f"{method} refused: {response.error.get('message')}")
                return response.result

    def _hand(self, params: dict) -> tuple[Card, ...]:
        """The hand a server's request gives (`hand`: our server's addition), else the hand the client
        keeps: DominAI's `Attack`, `Vassal` and `ThroneRoom` carry none."""
        if isinstance(params.get("hand"), list):
            return _cards(params["hand"])
        return self.hand

    # ---- the turn ----------------------------------------------------------------------------------------

    def state(self, turn: dict) -> State:
        """The strategy's view of the DominAI turn state `turn` (the answer to `EndTurn` may hold only
        `hand`, `discard`, `deck` and `supply`, as DominAI's does: the counters are then 0)."""
        hand = tuple(CARDS_BY_NAME[dominai.CARD_FROM_WIRE[c]] for c in turn["hand"])
        plays = tuple(CARDS_BY_NAME[dominai.CARD_FROM_WIRE[c]] for c in turn.get("in_play", []))
        self.hand = hand
        rest = sorted((self.owned - Counter(hand) - Counter(plays)).elements(), key=ORDER.__getitem__)
        deck = tuple(rest[: turn["deck"]])
        supply = tuple(
            card
            for wire, count in turn["supply"].items()
            for card in [CARDS_BY_NAME[dominai.CARD_FROM_WIRE[wire]]] * count
        )
        me = self.name if self.name in self.order else (self.order[0] if self.order else "me")
        at = self.order.index(me) if me in self.order else 0
        players = tuple(self.order[at:] + self.order[:at]) or (me,)
        trash = tuple(CARDS_BY_NAME[dominai.CARD_FROM_WIRE[c]] for c in turn.get("trash", []))
        discards = tuple(rest[turn["deck"] :])
        state = State(
            players,
            supply,
            trash,
            turn.get("actions", 0),
            turn.get("buys", 0),
            turn.get("treasure", 0),
            deck,
            hand,
            plays,
            discards,
        )
        self.last_state = state
        return state

    def _turn(self, turn: dict) -> None:
        refused_action = False
        while True:
            state = self.state(turn)
            if refused_action:
                state = dataclasses.replace(state, actions=0)
            play = self.strategy.move(state)
            method, params = self.request_of(play)
            if (
                isinstance(play, Act)
                and play.card == Card.THRONE_ROOM
                and play.args
                and not isinstance(play.args[0], Act)  # a v4 nested play carries its own data
            ):
                throned = play.args[0]
                hand = list(state.hand)
                hand.remove(Card.THRONE_ROOM)
                hand.remove(throned)
                params["data"]["data"] = self.data_for(throned, tuple(hand))
            if isinstance(play, Act):
                # For DominAI's requests during the play, which carry no hand.
                self.hand = _hand_after(state.hand, play.card, params.get("data"))
            try:
                turn = self._call(method, params)
            except Refused as refused:
                if method == "EndTurn":
                    raise FatalError(str(refused)) from None
                # The server's state is as before the request. A refused action (DominAI refuses a Throne
                # Room with nothing to play, which the rules allow): the turn goes on without actions;
                # anything else: the turn ends rather than guess again.
                if isinstance(play, Act) and not refused_action:
                    print(f"players.remote: {refused}; playing on without actions", file=sys.stderr)
                    refused_action = True
                    continue
                print(f"players.remote: {refused}; ending the turn", file=sys.stderr)
                method, turn = "EndTurn", self._call("EndTurn", None)
            if method == "EndTurn":
                self.state(turn)
                return
            self._owned_after(play)

    def data_for(self, card: Card, hand: tuple[Card, ...]) -> Any:
        """`Play` data for `card` played with `hand` (the card itself not in it): the answers of one of its
        legal plays as `referee.rules.legality.legal_plays` lists them (the strategy's `rng` picks one, if it
        has one; else the first)."""
        if card not in dominai.PLAY_DATA:
            return None
        state = dataclasses.replace(self.last_state, hand=(*hand, card), actions=1, plays=())
        plays = [play for play in legal_plays(state) if isinstance(play, Act) and play.card == card]
        if not plays:
            return dominai.play_data(card, [])
        rng = getattr(self.strategy, "rng", None)
        play = rng.choice(plays) if rng is not None else plays[0]
        data = dominai.play_data(card, split_arguments(ARGUMENTS[card], play.args))
        if card == Card.THRONE_ROOM and data is not None:
            throned = play.args[0]
            rest = list(hand)
            rest.remove(throned)
            data["data"] = self.data_for(throned, tuple(rest))
        return data

    @staticmethod
    def act_data(play: Act) -> Any:
        """The DominAI `Play` data of the play `play`: its arguments as the card's data; a v4 nested Throne
        Room play ``(act throne-room (act smithy))`` becomes ``{"card": "Smithy", "data": null}`` (the
        nested play's own data, recursively); a v1-v3 ``(act throne-room smithy)`` gets null data for the
        throned card."""
        if play.card == Card.THRONE_ROOM and play.args and isinstance(play.args[0], Act):
            throned = play.args[0]
            return {"card": dominai.card_to_wire(throned.card), "data": Client.act_data(throned)}
        return dominai.play_data(play.card, split_arguments(ARGUMENTS[play.card], play.args))

    @staticmethod
    def request_of(play: Play) -> tuple[str, Any]:
        """The DominAI request for a strategy's play: (method, params)."""
        if isinstance(play, Add):
            return "Play", {"card": dominai.card_to_wire(play.card), "data": None}
        if isinstance(play, Act):
            return "Play", {"card": dominai.card_to_wire(play.card), "data": Client.act_data(play)}
        if isinstance(play, Buy):
            return "Buy", {"card": dominai.card_to_wire(play.card)}
        if isinstance(play, Clean):
            return "EndTurn", None  # no params member: DominAI refuses any
        raise TypeError(f"not a play: {play!r}")

    def _owned_after(self, play: Play) -> None:
        """Keep the count of owned cards: a buy gains; a play's named trashes and gains change it."""
        owned = self.owned
        if isinstance(play, Buy):
            owned[play.card] += 1
        elif isinstance(play, Act) and play.args and isinstance(play.args[0], Act):
            self._owned_after(play.args[0])  # a nested play: its first play's named trashes and gains
        elif isinstance(play, Act) and play.args:
            answers = split_arguments(ARGUMENTS[play.card], play.args)
            if play.card in ("remodel", "mine"):
                owned.subtract(answers[0])
                owned.update(answers[1] if len(answers) > 1 else ())
            elif play.card in ("chapel", "moneylender"):
                owned.subtract(answers[0])
            elif play.card in ("workshop", "artisan"):
                owned.update(answers[0])
            owned += Counter()  # drop counts at zero or below

    def _attack(self, params: dict) -> dict:
        card = dominai.CARD_FROM_WIRE[params["card"]]
        hand = self._hand(params)
        answer = (
            self._attack_decided(card, hand, params)
            if self.deciding
            else self._attack_default(card, hand, params)
        )
        if "reaction" not in answer and card in (Card.MILITIA, Card.BUREAUCRAT):
            data = answer.get("data")
            left = list(hand)
            for gone in _cards(
                data if isinstance(data, list) else [data] if data not in (None, "reveal") else []
            ):
                if gone in left:
                    left.remove(gone)
            self.hand = tuple(left)  # what the attack leaves in hand, for the next request without one
        return answer

    def _attack_default(self, card: str, hand: tuple[Card, ...], params: dict) -> dict:
        if Card.MOAT in hand:
            return {"reaction": "Moat"}
        if card == Card.MILITIA:
            me = self.name or "me"
            view = State((me,), (), (), 0, 0, 0, (), hand, (), ())
            defense = self.strategy.defend("", view)
            if isinstance(defense, MoatDefense):
                return {"reaction": "Moat"}
            return {"data": dominai.cards_to_wire(defense.cards)}
        if card == Card.BUREAUCRAT:
            victories = sorted((c for c in hand if VICTORY in SPECS[c].types), key=COST.__getitem__)
            return {"data": dominai.card_to_wire(victories[0]) if victories else "reveal"}
        if card == Card.BANDIT:
            revealed = [dominai.CARD_FROM_WIRE[c] for c in params.get("data") or []]
            treasures = sorted(
                (c for c in revealed if c != Card.COPPER and TREASURE in SPECS[c].types), key=COST.__getitem__
            )
            return {"data": dominai.card_to_wire(treasures[0]) if treasures else None}
        return {}

    # ---- the server's requests put to a v4 strategy's `decide` -------------------------------------------

    def _view(self, hand: tuple[Card, ...] | None = None, **fields: Any) -> State:
        """The strategy's view now: the last turn state's, with the request's `hand` and other `fields`."""
        if hand is not None:
            fields["hand"] = hand
        return dataclasses.replace(self.last_state, **fields)

    def _ask(
        self,
        view: State,
        card: str,
        kind: str,
        options: tuple[str, ...],
        low: int,
        high: int,
        source: str,
        prompt: str,
        **fields: Any,
    ) -> tuple:
        """The strategy's answer (`players.kit.answer`: its `decide`, or the kit's default for None) to the
        decision the rules core asks for the same request (`referee.rules.cards`: same card, kind, options,
        bounds and source), in the view `view`."""
        me = view.players[0] if view.players else self.name
        decision = Decision(me, card, kind, tuple(options), low, high, source, prompt, **fields)
        return kit.answer(self.strategy, decision, view)

    def _harbinger(self, params: dict) -> dict:
        discards = _cards(params.get("discard", []))
        if not discards:
            return {"card": None}
        prompt = "you may put a card from your discard pile onto your deck"
        view = self._view(discards=discards)
        chosen = self._ask(view, "harbinger", "topdeck", sort_cards(discards), 0, 1, "discards", prompt)
        if not chosen:  # DominAI refuses a Harbinger answer without a card: the best one goes back
            chosen = (max(discards, key=keep),)
        return {"card": dominai.card_to_wire(chosen[0])}

    def _vassal(self, params: dict) -> dict:
        card = _cards([params["card"]])[0]
        view = self._view(self._hand(params))
        prompt = f"you may play the discarded {card}"
        if not self._ask(view, "vassal", "play", (card,), 0, 1, "discards", prompt):
            return {"play": False, "data": None}  # DominAI requires both members
        play = kit.act(dataclasses.replace(view, hand=(*view.hand, card)), card, self.strategy)
        return {"play": True, "data": self.act_data(play)}

    def _poacher(self, params: dict) -> dict:
        hand = _cards(params["hand"])
        count = min(int(params["empty_supply_piles"]), len(hand))
        prompt = f"discard {count} card{'' if count == 1 else 's'}, one per empty supply pile"
        view = self._view(hand)
        chosen = self._ask(view, "poacher", "discard", sort_cards(hand), count, count, "hand", prompt)
        return {"discard": dominai.cards_to_wire(chosen)}

    def _throne_room(self, params: dict) -> dict:
        """The second play of a throned card: its up-front choices built by `players.kit.act` (the
        strategy's `decide`), as `Play` data."""
        card = _cards([params["card"]])[0]
        view = self._view((*self._hand(params), card))
        return {"data": self.act_data(kit.act(view, card, self.strategy))}

    def _library(self, params: dict) -> dict:
        card = _cards([params["card"]])[0]
        view = self._view(self._hand(params), actions=max(0, self.last_state.actions - 1))
        prompt = f"you may set the {card} you drew aside (it is discarded after drawing)"
        return {"skip": bool(self._ask(view, "library", "set-aside", (card,), 0, 1, "hand", prompt))}

    def _sentry(self, params: dict) -> list:
        """Sentry's three decisions in the rules core's order (trash, discard, the order to put back), as
        one list of placements; DominAI puts back in list order, so the card the strategy wants on top
        comes last."""
        looked = list(_cards(params["cards"]))
        view = self._view(self._hand(params))
        n = len(looked)
        trashed = self._ask(view, "sentry", "trash", sort_cards(looked), 0, n, "revealed", "trash any")
        rest = list(looked)
        for card in trashed:
            rest.remove(card)
        discarded: tuple = ()
        if rest:
            options = sort_cards(rest)
            discarded = self._ask(view, "sentry", "discard", options, 0, len(rest), "revealed", "discard any")
            for card in discarded:
                rest.remove(card)
        order = tuple(rest)
        if len(rest) > 1 and rest[0] != rest[1]:
            prompt = "put the rest back onto your deck in any order (the first chosen ends on top)"
            options = sort_cards(rest)
            order = self._ask(view, "sentry", "topdeck", options, 2, 2, "revealed", prompt, ordered=True)
        places = [*((c, "trash") for c in trashed), *((c, "discard") for c in discarded)]
        places += [(c, "topdeck") for c in reversed(order)]
        return [{"card": dominai.card_to_wire(c), "placement": where} for c, where in places]

    def _attack_decided(self, card: str, hand: tuple[Card, ...], params: dict) -> dict:
        """An `Attack` for a v4 strategy: its defense (`players.kit.defense`: ``defend(attacker, state,
        card)``, or a v3 ``defend(attacker, state)``) reveals the Moat or gives Militia's discards, as the
        engine asks an in-process player; Bureaucrat's and Bandit's choices are decisions put to `decide`."""
        view = self._view(hand)
        defense = kit.defense(self.strategy, self.attacker, view, card)
        if isinstance(defense, MoatDefense) and Card.MOAT in hand:
            return {"reaction": "Moat"}
        if card == Card.MILITIA:
            cards = defense.cards if isinstance(defense, DiscardDefense) else ()
            return {"data": dominai.cards_to_wire(cards)}
        target = {"target": self.attacker or None}
        if card == Card.BUREAUCRAT:
            victories = sort_cards({c for c in hand if VICTORY in SPECS[c].types})
            if len(victories) > 1:
                prompt = "reveal a victory card from your hand and put it onto your deck"
                victories = self._ask(view, card, "topdeck", victories, 1, 1, "hand", prompt, **target)
            return {"data": dominai.card_to_wire(victories[0]) if victories else "reveal"}
        if card == Card.BANDIT:
            revealed = _cards(params.get("data") or [])
            good = sort_cards(c for c in revealed if TREASURE in SPECS[c].types and c != Card.COPPER)
            if len(set(good)) > 1:
                prompt = "trash one of your revealed treasures other than copper"
                good = self._ask(view, card, "trash", good, 1, 1, "revealed", prompt, **target)
            return {"data": dominai.card_to_wire(good[0]) if good else None}
        return {}


def _hand_after(hand: tuple[Card, ...], card: Card, data: Any) -> tuple[Card, ...]:
    """`hand` once the first play of action `card` with `Play` data `data` is over, as far as the data
    tells: the card itself leaves, a Throne Room's card too (its data followed for a Throne Room on a
    Throne Room), and the cards the data names to trash, discard or put back leave (a gain to the hand
    joins). Cards the play draws are not known: DominAI's requests during a play carry no hand."""
    left = list(hand)

    def drop(wires: Any) -> None:
        for gone in _cards(wires if isinstance(wires, list) else [wires] if isinstance(wires, str) else []):
            if gone in left:
                left.remove(gone)

    while True:
        if card in left:
            left.remove(card)
        if card == Card.THRONE_ROOM and isinstance(data, dict) and isinstance(data.get("card"), str):
            card, data = _cards([data["card"]])[0], data.get("data")
            continue
        if card in (Card.CELLAR, Card.CHAPEL):
            drop(data)
        elif card in (Card.REMODEL, Card.MINE) and isinstance(data, dict):
            drop(data.get("trash"))
            if card == Card.MINE and isinstance(data.get("gain"), str):
                left.extend(_cards([data["gain"]]))
        elif card == Card.ARTISAN and isinstance(data, dict):
            if isinstance(data.get("gain"), str):
                left.extend(_cards([data["gain"]]))
            drop(data.get("topdeck"))
        elif card == Card.MONEYLENDER and data is True:
            drop("Copper")
        return tuple(left)


def _cards(wire: Any) -> tuple[Card, ...]:
    """Cards named in DominAI's spelling, as `Card`s."""
    return tuple(CARDS_BY_NAME[dominai.CARD_FROM_WIRE[c]] for c in wire)


def join_url(url: str, name: str | None, token: str | None) -> str:
    """`url` as a WebSocket URL: ``http``/``https`` become ``ws``/``wss``; `name` and `token` are added to
    the query unless it has them."""
    parts = urlsplit(url)
    scheme = {"http": "ws", "https": "wss"}.get(parts.scheme, parts.scheme)
    if scheme not in ("ws", "wss"):
        raise ValueError(f"{url!r} is not a WebSocket URL: expected ws://HOST:PORT (or http://HOST:PORT)")
    query = parse_qs(parts.query)
    if name and "name" not in query:
        query["name"] = [name]
    if token and "token" not in query:
        query["token"] = [token]
    return urlunsplit((scheme, parts.netloc, parts.path or "/", urlencode(query, doseq=True), ""))


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring). Exit status 0 after the last game, 1 after a
    `FatalError` or a lost connection, 2 for bad use."""
    parser = argparse.ArgumentParser(
        prog="python -m players.remote",
        description="Play a reference player on a DominAI server (referee serve) over the network.",
        epilog="example: python -m players.remote ws://127.0.0.1:8080 --strategy big_money --name alice",
    )
    parser.add_argument("url", help="the server, e.g. ws://127.0.0.1:8080 or ws://HOST:PORT/join/GAME")
    parser.add_argument("--strategy", default="big_money", choices=sorted(REFERENCE), help="reference player")
    parser.add_argument(
        "--name", help="player name sent as ?name= (default: the strategy's name, letters only)"
    )
    parser.add_argument("--token", help="the server's token, if it asks one (sent as ?token=)")
    parser.add_argument("--games", type=int, default=1, help="games to play on the connection (default 1)")
    parser.add_argument("--seed", type=int, default=None, help="seed of a random player (random_legal)")
    options = parser.parse_args(argv)
    if options.games < 1:
        parser.error(f"--games must be at least 1, got {options.games}")
    module = importlib.import_module(REFERENCE[options.strategy].module)
    try:
        strategy = module.Strategy(options.seed) if options.strategy == "random_legal" else module.Strategy()
        name = options.name or "".join(ch for ch in options.strategy if ch.isalpha())
        client = Client(join_url(options.url, name, options.token), strategy, games=options.games)
    except ValueError as error:
        parser.error(str(error))
    try:
        results = client.run()
    except FatalError as error:
        print(f"players.remote: ejected or disconnected: {error}", file=sys.stderr)
        return 1
    except InvalidStatus as refused:
        response = refused.response
        body = response.body.decode(errors="replace").strip() if response.body else ""
        print(
            f"players.remote: {options.url} refused the connection: HTTP {response.status_code} {body}",
            file=sys.stderr,
        )
        return 1
    except (OSError, InvalidHandshake) as error:
        print(f"players.remote: cannot connect to {options.url}: {error}", file=sys.stderr)
        return 1
    for number, over in enumerate(results, start=1):
        print(f"game {number}: {over.get('result')} {json.dumps(over.get('scores', {}), sort_keys=True)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
