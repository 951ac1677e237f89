"""The network seat: a remote DominAI player in a game of the rules alone, as a `referee.seats.seat.Seat`.

The engine (`referee.seats.engine.Driver`) runs the game and judges every answer; this seat only translates
between the rules core's questions and DominAI's JSON-RPC messages (docs/network.md):

- `move(state)`: the player's turn is a series of its own requests. The seat sends `StartTurn` (a
  notification) at the start of a turn, answers the previous `Play`/`Buy` with the turn state the engine
  gives at the next `move`, and turns the player's next request into a play: `Play` of a treasure -> `Add`,
  of an action -> `Act` (see `act_of`), `Buy` -> `Buy`, `EndTurn` -> `Clean` (the `EndTurn` answer is sent
  by `turn_ended` once the clean-up has drawn the next hand).
- `decide(decision, state)`: answers a `referee.rules.decisions.Decision` from the data the player already
  gave (a `Play`'s data, a `Vassal` or `ThroneRoom` answer, an `Attack` answer), or asks it with the one
  request `REQUESTS` names for it.
- A `Play`, `Buy` or `EndTurn` the rules forbid, or with malformed params, is refused with DominAI's error
  answer (`protocol.dominai.refusal`) and the player may send another, up to `REFUSALS` in a row.
- `notify(Moved)`: a `Played` notification for a card played; `shuffled` sends `Shuffle`.
- Any fault (bad JSON, a wrong method or id, params of the wrong shape, a late reply, a message over the
  size limit, a closed connection) gets the JSON-RPC error object and a `FatalError` with the reason, the
  connection is closed, and the seat raises the `referee.errors.PlayerFault`: the engine ejects the player
  and the game goes on. A play or answer the rules refuse is judged by the engine, which tells the server's
  observer, which calls `ejected` to tell the player the same way.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from protocol import dominai
from protocol.dominai import Card
from protocol.messages import CARDS_BY_NAME, Act, Add, Buy, Clean, Defended, Moved, Play, State, StateV4
from referee.errors import (
    IllegalPlay,
    OutputWhileWaiting,
    PlayerCrashed,
    PlayerFault,
    ProtocolViolation,
    RefereeError,
    ReplyTimeout,
    ReplyTooLarge,
    WriteTimeout,
)
from referee.network.link import Closed, Incoming, Link, TooLarge
from referee.result import ReplyStats
from referee.rules.decisions import Decision
from referee.rules.legality import check_play
from referee.rules.spec import ARGUMENTS, ATTACK, SPECS, TREASURE
from referee.transcript import Transcript

log = logging.getLogger("referee.network")

REQUESTS: dict[tuple[str, str], str] = {
    ("harbinger", "topdeck"): "Harbinger",
    ("vassal", "play"): "Vassal",
    ("poacher", "discard"): "Poacher",
    ("library", "set-aside"): "Library",
    ("sentry", "trash"): "Sentry",
}
"""(card, decision kind) of a decision of the player whose turn it is -> the DominAI request that asks it.
Sentry's one request answers its three decisions (trash, discard, the order to put back). Besides these:
the second play of every throned card is a `ThroneRoom` request (`NetworkSeat.play_again`, between the two
plays), whose data answers that play's up-front decisions; every victim's reveal decision of every attack
(`Game.ask_every_victim`) is an `Attack` request, whose answer covers the attack's decisions of that player
(against Bandit, a victim without a Moat is asked once its cards are revealed, with them). Any other
decision with nothing to choose (`max` 0) is answered empty without a message.
"""

REFUSALS = 3
"""Refused requests in a row a player may make on its turn: an illegal or malformed `Play`, `Buy` or
`EndTurn` gets DominAI's error answer (`protocol.dominai.refusal`) and the player may send another, all
within one reply time limit; the next refused request ejects it (docs/network.md, "Refused plays")."""

ATTACK_DECISIONS: dict[str, str] = {"militia": "discard", "bureaucrat": "topdeck", "bandit": "trash"}
"""Attacking card -> the kind of the decision its victim answers with an `Attack` result's `data`."""


@dataclass(frozen=True, slots=True)
class NetworkLimits:
    """Limits of one remote player.

    Raises ValueError on construction if a field is not a positive number.
    """

    reply_timeout: float = 30.0
    """Seconds the player may take for each reply: the answer to a request of the server, or its next
    request during its turn (network round trips are slower than a pipe, hence more than a subprocess's)."""

    write_timeout: float = 10.0
    """Seconds an outgoing message may wait for the player to read."""

    max_message_bytes: int = 65536
    """Largest message accepted from the player, in bytes."""

    def __post_init__(self) -> None:
        for name in ("reply_timeout", "write_timeout", "max_message_bytes"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not value > 0:
                raise ValueError(f"NetworkLimits.{name} must be a positive number, got {value!r}")


def act_of(card: Card, answers: dominai.Answers) -> tuple[Act, dominai.Answers]:
    """The play `Act` for a `Play` of action `card` whose data gave `answers`, and the answers left for the
    decisions the engine will ask.

    The answers of the card's own up-front decisions become the play's arguments when they fit the card's
    argument shape exactly (``Remodel {trash: Estate, gain: Silver}`` -> ``(act remodel estate silver)``), so
    `referee.rules.legality.check_play` judges them with the play and other seats are told the play as the
    S-expression protocol writes it; the rest (a throned card's own data) and answers that do not fit
    (Remodel with nothing to trash) are answered one by one when the engine asks.
    """
    shape = ARGUMENTS[card]
    count = len(shape)
    own = answers[:count]
    if (
        count
        and len(own) == count
        and all(
            of == card and (want is None or len(answer) == want)
            for (of, answer), want in zip(own, shape, strict=True)
        )
    ):
        args = tuple(chosen for _, answer in own for chosen in answer)
        if args:
            return Act(card, args), answers[count:]
    return Act(card), answers


def nested_play(card: str, answers: dominai.Answers) -> Act | None:
    """The protocol v4 play of `card` whose up-front decisions `answers` answer (``(card, cards)`` pairs in
    order, as `protocol.dominai.play_answers` gives them): a Throne Room's is the nested play of its card.
    None when they cannot be written as v4 arguments (a decision answered with no card before one answered
    with a card: v4's arguments are positional)."""
    if card == Card.THRONE_ROOM:
        if not answers or not answers[0][1]:
            return Act(card)
        inner = nested_play(answers[0][1][0], answers[1:])
        return None if inner is None else Act(card, (inner,))
    args: list[str] = []
    skipped = False
    for _, answer in answers:
        if not answer:
            skipped = True
        elif skipped:
            return None
        else:
            args.extend(answer)
    return Act(card, tuple(args))


class NetworkSeat:
    """One remote DominAI player in one game (see the module docstring).

    Arguments:
        name: the player's name in the engine (ASCII letters, unique in the game).
        wire_name: the player's name as it joined (`?name=`), used in every DominAI message.
        link: its connection.
        limits: its `NetworkLimits`.
        transcript: the game's transcript (every message in and out is recorded), or None.
    """

    def __init__(
        self,
        name: str,
        wire_name: str,
        link: Link,
        limits: NetworkLimits,
        transcript: Transcript | None = None,
    ) -> None:
        self.name = name
        self.wire_name = wire_name
        self.link = link
        self.limits = limits
        self.transcript = transcript
        self.last_reply_text: str | None = None
        self.piles: tuple[str, ...] = ()
        self.kingdom: tuple[str, ...] = ()
        self.edition = 2
        self.wire_names: dict[str, str] = {}
        self.fault: PlayerFault | None = None
        """The fault the player was ejected for (after `FatalError` was sent), or None."""
        self._told = False
        self._next_id = 0
        self._answering: Any = None  # id of the player's Play/Buy/EndTurn waiting for the turn state
        self._in_turn = False
        self._phase = "Action"
        self._plan: list[tuple[str, str, tuple]] = []
        self._replies: list[float] = []
        self._revealed: list[str] = []  # the cards this player revealed since a Bandit attacked it
        self._bandit = False  # a Bandit's Attack is owed, to be sent with the revealed cards

    # ---- sending and receiving --------------------------------------------------------------------------

    def _send(self, text: str) -> None:
        if self.transcript is not None:
            self.transcript.record("to", self.name, text)
        self.link.send(text)

    def _receive(self, deadline: float, waiting_for: str) -> Incoming:
        """The next well-formed message, or raise the fault that stops the player."""
        started = time.monotonic()
        try:
            item = self.link.receive(max(0.0, deadline - started))
        except TimeoutError:
            timeout = self.limits.reply_timeout
            raise self._fail(
                ReplyTimeout(
                    f"sent nothing within the reply time limit of {timeout:g} s (the server waited for "
                    f"{waiting_for})"
                ),
                dominai.REPLY_TIMEOUT,
            ) from None
        self._replies.append(time.monotonic() - started)
        if isinstance(item, Closed):
            if self.link.write_failure is not None:
                raise self._fail(WriteTimeout(self.link.write_failure))
            if self.link.flood is not None:
                raise self._fail(OutputWhileWaiting(self.link.flood))
            if item.code == 1009:  # the WebSocket layer's own cap, server.MESSAGE_CAP_FACTOR x the limit
                limit = self.limits.max_message_bytes
                raise self._fail(ReplyTooLarge(f"sent a message far over the limit of {limit} bytes"))
            how = f" (close code {item.code}{': ' + item.reason if item.reason else ''})" if item.code else ""
            raise self._fail(
                PlayerCrashed(f"closed the connection while the server waited for {waiting_for}{how}")
            )
        if isinstance(item, TooLarge):
            limit = self.limits.max_message_bytes
            raise self._fail(
                ReplyTooLarge(f"sent a message of {item.size} bytes; the limit is {limit} bytes"),
                dominai.MESSAGE_TOO_LARGE,
            )
        self.last_reply_text = item.text
        if self.transcript is not None:
            self.transcript.record("from", self.name, item.text)
        if item.problem is not None:
            problem = item.problem
            raise self._fail(ProtocolViolation(problem.message, text=item.text), problem.code, problem.id)
        return item

    def _fail(self, fault: PlayerFault, code: int | None = None, id: Any = None) -> PlayerFault:
        """Tell the player why it is ejected (the error object, then `FatalError`), close, and return
        `fault` for the caller to raise."""
        if (
            fault.text is None
            and self.last_reply_text is not None
            and code not in (None, dominai.REPLY_TIMEOUT)
        ):
            fault.text = self.last_reply_text
        self._tell(fault, code, id)
        self.fault = fault
        return fault

    def _tell(self, fault: PlayerFault, code: int | None, id: Any, *, judged: bool = False) -> None:
        """Send the error object (with `code`, answering `id`) and `FatalError`, then close; once. A fault
        `judged` by the rules core speaks our card names: they are told in DominAI's spelling."""
        if self._told:
            return
        self._told = True
        if not self.link.is_closed():
            message = dominai.in_dominai_words(fault.message) if judged else fault.message
            if code is not None:
                self._send(dominai.error(id, code, message))
            reason = f"{message} ({fault.kind}): you are out of this game; the other players play on"
            self._send(dominai.notification("FatalError", {"message": reason}))
            self.link.close(1008, fault.kind)

    def _check(self) -> None:
        if self.fault is not None:
            raise self.fault
        if self.link.is_closed():
            if self.link.write_failure is not None:
                raise self._fail(WriteTimeout(self.link.write_failure))
            if self.link.flood is not None:
                raise self._fail(OutputWhileWaiting(self.link.flood))
            raise self._fail(PlayerCrashed("closed the connection during the game"))

    def request(self, method: str, params: Any) -> Any:
        """Send request `method` and return the player's result. Raises `PlayerFault` (after telling the
        player) for an error reply, another message, a late reply, a closed connection."""
        self._check()
        self._next_id += 1
        id = self._next_id
        self._send(dominai.request(id, method, params))
        deadline = time.monotonic() + self.limits.reply_timeout
        item = self._receive(deadline, f"the answer to {method} (request id {id})")
        message = item.message
        refused = 0
        while (
            isinstance(message, dominai.Request)
            and message.method in ("Play", "Buy", "EndTurn")
            and refused < REFUSALS
        ):
            # DominAI answers a request out of turn with an error and goes on waiting.
            refused += 1
            text = f"It is not your turn: the server waits for your answer to {method} (request id {id})"
            self._send(dominai.refusal(message.id, text))
            item = self._receive(deadline, f"the answer to {method} (request id {id})")
            message = item.message
        if isinstance(message, dominai.Response) and message.id == id:
            if message.error is not None:
                raise self._fail(
                    ProtocolViolation(
                        f"answered {method} with an error object: {message.error}", text=item.text
                    )
                )
            return message.result
        if isinstance(message, dominai.Response):
            raise self._fail(
                ProtocolViolation(
                    f"answered with id {message.id!r}, but the server's {method} request has id {id}"
                ),
                dominai.INVALID_REQUEST,
            )
        if isinstance(message, dominai.Request):
            raise self._fail(
                ProtocolViolation(
                    f"sent a {message.method} request while the server waited for its answer to {method}"
                ),
                dominai.OUT_OF_TURN,
                message.id,
            )
        raise self._fail(
            ProtocolViolation(
                f"sent a {message.method} notification; the server waited for its answer to {method}"
            ),
            dominai.METHOD_NOT_FOUND,
        )

    def _params(self, parse, *args) -> Any:
        try:
            return parse(*args)
        except dominai.RpcError as problem:
            raise self._fail(ProtocolViolation(problem.message), problem.code) from None

    # ---- the game's start and end -------------------------------------------------------------------------

    def start_game(
        self,
        kingdom: tuple[str, ...],
        piles: tuple[str, ...],
        order: list[tuple[str, str]],
        edition: int = 2,
    ) -> None:
        """Send `StartGame {kingdom, order}` and wait for the answer. A fault is kept (the player was told)
        and raised by the engine's first call, which ejects the player.

        `piles` are the game's supply piles (the turn state lists each, empty ones with 0); `order` is
        (engine name, wire name) of every player in turn order; `edition` whose card texts are played."""
        self.piles = piles
        self.kingdom = tuple(kingdom)
        self.edition = edition
        self.wire_names = dict(order)
        try:
            self.request(
                "StartGame", {"kingdom": dominai.cards_to_wire(kingdom), "order": [wire for _, wire in order]}
            )
        except PlayerFault:
            pass

    def game_over(self, won: bool, scores: dict[str, int], state: State | None) -> bool:
        """Answer a request still waiting (with the final `state`), send `GameOver {result, scores}` and
        return whether the player asks for a rematch (False after any fault)."""
        if self.fault is not None or self.link.is_closed():
            return False
        try:
            if self._answering is not None and state is not None:
                self._reply_state(state)
            value = self.request(
                "GameOver",
                {
                    "result": "Win" if won else "Lose",
                    "scores": {self.wire_names.get(n, n): s for n, s in scores.items()},
                },
            )
            return self._params(dominai.parse_game_over, value)
        except PlayerFault:
            return False

    def reset(self) -> None:
        """Forget everything of the last game (a rematch on the same connection)."""
        self._answering = None
        self._in_turn = False
        self._plan.clear()
        self._replies.clear()

    def ejected(self, fault: PlayerFault) -> None:
        """The engine ejected this player for `fault` (an illegal play or answer): send the error object (to
        the request waiting, if any) and `FatalError`, then close. Nothing more if the player was told."""
        code = dominai.ILLEGAL_PLAY if isinstance(fault, IllegalPlay) else None
        self._tell(fault, code, self._answering, judged=True)
        self.fault = self.fault or fault

    def reply_stats(self) -> ReplyStats:
        """Count, mean and max of the player's reply times (seconds: from the server's message, or the start
        of its turn, to the player's message)."""
        times = self._replies
        if not times:
            return ReplyStats(0, 0.0, 0.0)
        return ReplyStats(len(times), sum(times) / len(times), max(times))

    # ---- the turn state ---------------------------------------------------------------------------------

    def turn_state(self, state: State, phase: str | None = None) -> dict[str, Any]:
        """The DominAI turn state of `state`: the README's fields and the later server's `trash`, `in_play`
        and `phase` (a one-element list)."""
        supply = Counter(state.supply)
        return {
            "hand": dominai.cards_to_wire(state.hand),
            "discard": len(state.discards),
            "deck": len(state.deck),
            "supply": {dominai.card_to_wire(pile): supply[pile] for pile in self.piles},
            "buys": state.buys,
            "actions": state.actions,
            "treasure": state.coins,
            "trash": dominai.cards_to_wire(state.trash),
            "in_play": dominai.cards_to_wire(state.plays),
            "phase": [phase or self._phase],
        }

    def _reply_state(self, state: State, phase: str | None = None) -> None:
        self._send(dominai.result(self._answering, self.turn_state(state, phase)))
        self._answering = None

    def turn_ended(self, state: State) -> None:
        """The clean-up of this player's turn is done: answer its `EndTurn` with `state` (its next hand)."""
        if self._answering is not None and self.fault is None:
            self._reply_state(state, "Action")

    # ---- the Seat interface -----------------------------------------------------------------------------

    def move(self, state: State) -> Play:
        """The player's next play of its turn (see the module docstring). Raises `PlayerFault`."""
        self._check()
        self._plan.clear()
        if self._answering is not None:
            self._reply_state(state)
        elif not self._in_turn:
            self._in_turn = True
            self._phase = "Action"
            self._send(dominai.notification("StartTurn", self.turn_state(state)))
        deadline = time.monotonic() + self.limits.reply_timeout
        refused = 0
        while True:
            item = self._receive(deadline, "a Play, Buy or EndTurn request")
            message = item.message
            if not isinstance(message, dominai.Request):
                if isinstance(message, dominai.Response):
                    raise self._fail(
                        ProtocolViolation(
                            f"sent a response (id {message.id!r}) but the server asked nothing"
                        ),
                        dominai.INVALID_REQUEST,
                    )
                raise self._fail(
                    ProtocolViolation(
                        f"sent a {message.method} notification; on its turn the server expects a request"
                    ),
                    dominai.METHOD_NOT_FOUND,
                )
            if message.method not in ("Play", "Buy", "EndTurn"):
                method = message.method
                known = "StartGame, StartTurn" if method in ("StartGame", "StartTurn") else ""
                hint = f" ({known} are sent by the server, not to it)" if known else ""
                raise self._fail(
                    ProtocolViolation(
                        f"unknown method {method!r}: on its turn a player sends Play, Buy or EndTurn{hint}"
                    ),
                    dominai.METHOD_NOT_FOUND,
                    message.id,
                )
            malformed = False
            try:
                play, plan = self._play_of(message, state)
                problem = check_play(state, play, arguments=False) or self._judge_nested(state, play, plan)
            except dominai.RpcError as error:
                problem, malformed = error.message, True
            if problem is None:
                break
            refused += 1
            if refused > REFUSALS:
                told = (
                    f"{problem} (refused {refused} times in a row: at most {REFUSALS} refusals are answered)"
                )
                if malformed:
                    raise self._fail(ProtocolViolation(told), dominai.INVALID_PARAMS, message.id)
                raise self._fail(
                    IllegalPlay(dominai.in_dominai_words(told), text=item.text),
                    dominai.ILLEGAL_PLAY,
                    message.id,
                )
            words = problem if malformed else dominai.in_dominai_words(problem)
            self._send(dominai.refusal(message.id, f"{words} (refused: your state is unchanged; try again)"))
        self._answering = message.id
        self._plan = plan
        if type(play) is Add or type(play) is Buy:
            self._phase = "Buy"
        elif type(play) is Clean:
            self._in_turn = False
        return play

    def _judge_nested(self, state: State, play: Play, plan: list) -> str | None:
        """The rule a Throne Room `Play`'s data breaks for the throned card's first play (`plan`), judged
        before the play as protocol v4 judges a nested play (`check_play` with a v4 view), so that it is
        refused rather than found illegal half-way; None if none, or if the data cannot be written as v4
        arguments (then each answer is judged as its decision arises)."""
        if type(play) is not Act or play.card != Card.THRONE_ROOM or not play.args or not self.kingdom:
            return None
        nested = nested_play(play.args[0], [(card, answer) for card, _, answer in plan])
        if nested is None:
            return None
        view = StateV4(*(getattr(state, f) for f in State.__slots__), aside=(), kingdom=self.kingdom)
        return check_play(view, Act(play.card, (nested,)), edition=self.edition)

    def _play_of(self, message: dominai.Request, state: State) -> tuple[Play, list]:
        """The play a `Play`, `Buy` or `EndTurn` request stands for, and the answers its data gives to the
        decisions the engine will ask (see `act_of`). Raises `dominai.RpcError` for params of the wrong
        shape."""
        if message.method == "Play":
            card, data = dominai.parse_play(message.params)
            answers = dominai.play_answers(card, data, "params.data")
            if TREASURE in SPECS[card].types:
                return Add(card), []
            if not SPECS[card].is_action:
                return Act(card), []  # refused by the rules: not an action card
            play, rest = act_of(card, answers)
            return play, [(of, "", answer) for of, answer in rest]
        if message.method == "Buy":
            return Buy(dominai.parse_buy(message.params)), []
        dominai.parse_empty(message.params, "EndTurn")
        return (Clean(state.hand[0]) if state.hand else Clean()), []

    def defend(self, attacker: str, state: State, card: str = "militia"):
        """Not used: in a game of the rules alone every attack is asked through `decide`."""
        raise RefereeError("a network seat plays games of the rules alone: attacks are decisions")

    def notify(self, notification: Moved | Defended) -> None:
        """`Played {player, card}` for a card another player played (a treasure or an action); nothing for a
        buy or an end of turn."""
        self._check()
        if isinstance(notification, Moved) and isinstance(notification.play, Add | Act):
            who = self.wire_names.get(notification.name, notification.name)
            params = {"player": who, "card": dominai.card_to_wire(notification.play.card)}
            self._send(dominai.notification("Played", params))

    def shuffled(self) -> None:
        """The player's discards were shuffled into its deck: `Shuffle {}`."""
        if self.fault is None and not self.link.is_closed():
            self._send(dominai.notification("Shuffle", {}))

    def decide(self, decision: Decision, state: State) -> tuple:
        """The answer to `decision`: from the data given so far, or asked (see `REQUESTS`)."""
        self._check()
        card, kind = decision.card, decision.kind
        plan = self._plan
        while plan and not (plan[0][0] == card and plan[0][1] in ("", kind)):
            plan.pop(0)  # answers of decisions the game did not ask (Remodel with nothing to trash)
        if plan:
            return plan.pop(0)[2]
        if kind == "reveal":
            if card == "bandit":
                self._revealed = []
                if decision.max == 0:  # no Moat: asked once the cards are revealed, with them (DominAI)
                    self._bandit = True
                    return ()
            return self._attack(decision, state)  # every victim of every attack, as DominAI asks
        if card == "bandit" and kind == "trash" and decision.target:
            if self._bandit or len(set(decision.options)) > 1:
                self._bandit = False
                return self._attack(decision, state)
            return decision.options[: decision.min]  # a Moat holder asked already: nothing to choose
        if decision.max == 0:
            return ()
        if decision.player != state.players[0]:
            raise RefereeError(f"decision of {decision.player} asked of {self.name}: {decision.prompt}")
        if card in ATTACK_DECISIONS and ATTACK in SPECS[card].types and decision.target:
            return self._attack(decision, state)
        method = REQUESTS.get((card, kind))
        if method == "Harbinger":
            value = self.request(method, {"discard": dominai.cards_to_wire(state.discards)})
            return self._params(dominai.parse_harbinger, value)
        if method == "Vassal":
            played = decision.options[0]
            hand = dominai.cards_to_wire(state.hand)  # `hand`: our addition, as for ThroneRoom
            value = self.request(method, {"card": dominai.card_to_wire(played), "hand": hand})
            play, answers = self._params(dominai.parse_vassal, value, played)
            self._plan = [(of, "", answer) for of, answer in answers]
            return (played,) if play else ()
        if method == "Poacher":
            value = self.request(
                method, {"hand": dominai.cards_to_wire(state.hand), "empty_supply_piles": decision.min}
            )
            return self._params(dominai.parse_poacher, value)
        if method == "Library":
            drawn = decision.options[0]
            value = self.request(
                method, {"card": dominai.card_to_wire(drawn), "hand": dominai.cards_to_wire(state.hand)}
            )
            return (drawn,) if self._params(dominai.parse_library, value) else ()
        if method == "Sentry":
            return self._sentry(decision, state)
        if decision.upfront:
            # `hand` is our addition to DominAI's params: the hand changed since the first play.
            params = {"card": dominai.card_to_wire(card), "hand": dominai.cards_to_wire(state.hand)}
            value = self.request("ThroneRoom", params)
            answers = self._params(dominai.parse_throne_room, value, card)
            self._plan = [(of, "", answer) for of, answer in answers]
            return self._plan.pop(0)[2] if self._plan else ()
        raise RefereeError(f"no DominAI request asks {card}'s {kind} decision ({decision.prompt})")

    def _attack(self, decision: Decision, state: State) -> tuple:
        card = decision.card
        params: dict[str, Any] = {"card": dominai.card_to_wire(card), "data": None}
        if card == "bandit" and decision.kind == "trash":
            params["data"] = dominai.cards_to_wire(self._revealed or decision.options)
        params["hand"] = dominai.cards_to_wire(state.hand)  # our addition: a Council Room changed it unseen
        value = self.request("Attack", params)
        reaction, answer = self._params(dominai.parse_attack, value, card)
        plan = []
        if decision.kind == "reveal":
            plan.append((card, "reveal", decision.options[:1] if reaction else ()))
        elif reaction:
            raise self._fail(
                IllegalPlay(
                    f"answered the Attack by {dominai.card_to_wire(card)} with the Moat reaction, "
                    "but has no Moat in hand"
                ),
                dominai.ILLEGAL_PLAY,
            )
        if answer is None and card == "bandit" and decision.kind == "trash":
            answer = ()  # `"data": null`: no treasure to trash among the revealed cards
        if answer is not None:
            plan.append((card, ATTACK_DECISIONS.get(card, "?"), answer))
        if not plan or plan[0][1] != decision.kind:
            what = dominai.ATTACK_DATA.get(card, "no data")
            raise self._fail(
                IllegalPlay(
                    f"answered the Attack by {dominai.card_to_wire(card)} without the data it asks: {what}"
                ),
                dominai.ILLEGAL_PLAY,
            )
        self._plan = plan
        return self._plan.pop(0)[2]

    def revealed(self, cards: tuple[str, ...]) -> None:
        """This player revealed `cards` (a game event): a Bandit's `Attack` lists them."""
        self._revealed.extend(cards)

    def play_again(self, card: str, hand: tuple[str, ...]) -> None:
        """A Throne Room of this player plays `card` a second time (`Game.again_listeners`, called in the
        game's thread between the two plays): send `ThroneRoom {card, hand}` as DominAI does for every
        throned card, and keep the answer's data for the second play's decisions. A fault is kept (the
        player was told) and raised by the seat's next call, which ejects the player."""
        if self.fault is not None or self.link.is_closed():
            return
        try:
            value = self.request(
                "ThroneRoom", {"card": dominai.card_to_wire(card), "hand": dominai.cards_to_wire(hand)}
            )
            answers = self._params(dominai.parse_throne_room, value, CARDS_BY_NAME[card])
        except PlayerFault:
            return
        self._plan = [(of, "", answer) for of, answer in answers]

    def _sentry(self, decision: Decision, state: State) -> tuple:
        looked = decision.options
        value = self.request(
            "Sentry", {"hand": dominai.cards_to_wire(state.hand), "cards": dominai.cards_to_wire(looked)}
        )
        placements = self._params(dominai.parse_sentry, value)
        if Counter(card for card, _ in placements) != Counter(looked):
            raise self._fail(
                IllegalPlay(
                    f"the Sentry answer places {dominai.cards_to_wire(c for c, _ in placements)}, "
                    f"but the cards looked at are {dominai.cards_to_wire(looked)}: place each exactly once"
                ),
                dominai.ILLEGAL_PLAY,
            )
        trash = tuple(card for card, where in placements if where == "trash")
        discard = tuple(card for card, where in placements if where == "discard")
        # DominAI carries the placements out in order: the last card put onto the deck ends on top; the
        # rules core's order decision lists the top card first.
        topdeck = tuple(reversed([card for card, where in placements if where == "topdeck"]))
        self._plan = [("sentry", "discard", discard), ("sentry", "topdeck", topdeck)]
        return trash

    def close(self, *, kill: bool = False) -> None:
        """At the end of the game nothing: `GameOver` comes after. An ejection (`kill`) is told by `ejected`
        (or was told when the seat raised); the connection closes after that message."""

    def __repr__(self) -> str:
        return f"NetworkSeat({self.name!r}, {self.link.remote})"
