"""`referee check [NAME=]COMMAND`: does a player program speak the Dominion Protocol? (conformance)

The program is driven through scripted checks, each a short dialogue with a FRESH process (so a crash or
a hang in one check does not stop the others), a few checks at a time in threads. Every state sent is a
real view of a `referee.rules.game.Game` arranged for the check (the views a game would send), other players'
plays are legal plays of that game, and every answer is judged by `referee.rules.legality` (the project's one
legality decision), never here. Each check passes or fails; a failure says the message sent, the reply
received (or "no reply in 5 s", or how the program exited and its last stderr lines) and what was
expected, in words a student can act on.

    from referee.conformance import run_checks
    report = run_checks("me", ["python", "-m", "players.big_money"], version=3)
    report.passed          # True if every check passed

`CHECKS` lists every check with what it sends and what it expects (docs/conformance.md describes them).
Protocol v4's own checks (decide, happened, every attack with and without a Moat, Throne Room on every
action card) are in `referee.conformance_v4`, registered here after those of v1-v3.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace

from protocol import (
    ACTIONS_BY_VERSION,
    V4,
    V5,
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Clean,
    Decide,
    Defended,
    Defense,
    DiscardDefense,
    Happened,
    MoatDefense,
    Move,
    Moved,
    Play,
    State,
    to_wire,
)
from protocol.errors import show as show_text
from referee import cliargs
from referee.errors import (
    IllegalPlay,
    OutputWhileWaiting,
    PlayerCrashed,
    PlayerFault,
    ProtocolViolation,
    ReplyTimeout,
    ReplyTooLarge,
    UsageError,
    WriteTimeout,
)
from referee.output import compact_message, message_shape
from referee.rules.decisions import Decision, question
from referee.rules.engine import Driver
from referee.rules.game import Game
from referee.rules.kingdoms import STARTING_DECK
from referee.rules.legality import (
    check_answer,
    check_defense,
    check_play,
    legal_answers,
    legal_defenses,
    show,
    with_prompt,
)
from referee.rules.spec import COST

SILENCE_SECONDS = 0.25
"""How long a check watches a program's stdout for output it must not write (while waiting, before its
first message, after a clean-up). Output that comes later is still caught: by the next reply it reads."""

EXIT_SECONDS = 3.0
"""How long `exits-at-end-of-input` lets the program take to exit after its stdin is closed."""

MAX_MOVES = 60
"""A turn that has not ended with `(clean ...)` after this many moves fails its check (a legal turn of
these checks needs far fewer)."""

OPPONENTS = ("ada", "bo", "cy", "dot", "eve")
"""Names of the scripted other players (letters only; the program's own name is never reused)."""

NOTHING_ARRIVED = "nothing arrived on stdout"
"""What `referee.process` says in a reply timeout when the program never wrote a byte on its stdout."""

DEFAULT_FIRST_TIMEOUT = 20.0
"""`referee check`'s default first-reply limit in seconds: a game's (`referee.process.Limits`). Checks run
`--jobs` at a time, so a program that starts in a second alone can take several on a busy machine: a shorter
limit failed reference players there. A program that never flushes still gets its verdict in one round of
checks (the early stop of `run_checks`)."""

CHECKED_VERSIONS: tuple[int, ...] = (1, 2, 3, V4, V5)
"""The protocol versions `referee check` checks."""

DEFAULT_KINGDOM: tuple[Card, ...] = ACTIONS_BY_VERSION[3]
"""The kingdom of a v4 check's game unless the check names its own: v3's ten action cards, so every check of
v1-v3 runs in v4 with the cards it always had."""

SEED = 20120208
"""Seed of every check's game (the order of the scripted players' hidden starting decks): checks are
reproducible."""


# ---- failures ---------------------------------------------------------------------------------------------


class CheckFailed(Exception):
    """The program failed a check.

    Arguments:
        sent: wire text of the message the program was answering (or the last one before it misbehaved).
        received: what came back: the exact reply text, or a description ("no reply in 5 s", "it exited with
            status 1", ...).
        expected: what a conforming program does there, in words a student can act on.
        stderr: the last lines of the program's stderr when they help (a crash), else "".
        kind: the ejection kind a game would give (`referee.errors.PlayerFault.KIND`, e.g.
            ``"reply-timeout"``), ``"illegal-play"`` / ``"illegal-defense"`` for an illegal answer, or None.
        waited: for a reply timeout, the time limit in seconds that ran out; else None.
        silent: True for a reply timeout before which the program had written nothing at all on stdout
            (the sign of a program that does not flush its output).
        reason: the rule or limit broken, as a game's ejection message says it (the fault's message, or
            the legality verdict), or None; `failure_groups` compares it.
    """

    def __init__(
        self,
        sent: str,
        received: str,
        expected: str,
        stderr: str = "",
        *,
        kind: str | None = None,
        waited: float | None = None,
        silent: bool = False,
        reason: str | None = None,
    ) -> None:
        super().__init__(f"sent {sent!r}, received {received!r}, expected {expected}")
        self.reason = reason
        self.sent = sent
        self.received = received
        self.expected = expected
        self.stderr = stderr
        self.kind = kind
        self.waited = waited
        self.silent = silent


class ScriptError(RuntimeError):
    """A check's own script is wrong (a bug of the referee, never the program's fault)."""


# ---- the dialogue with one process ------------------------------------------------------------------------


class Dialogue:
    """One fresh player process for one check, with every answer judged.

    Arguments:
        name: the program's name in the game (letters).
        command: its argv.
        version: protocol version spoken (1 to 5).
        limits: a `referee.process.Limits` (reply and first-reply time limits, exit grace, ...).
        seed: the value given to the program as ``DOMINION_PLAYER_SEED``.
        silence: seconds `quiet` watches stdout.
        cwd: working directory of the program (None: the referee's).
        started: called once when the program's start-up is behind it: at its first answer, or its failure
            (`run_checks` then lets another program start; None: nothing to call).
    Raises:
        UsageError: the program is not found or not executable.

    `move`, `defend`, `decide`, `notify` and `quiet` raise `CheckFailed` when the program misbehaves or
    answers illegally.
    """

    def __init__(
        self,
        name: str,
        command: Sequence[str],
        *,
        version: int,
        limits,
        seed: int,
        silence: float = SILENCE_SECONDS,
        cwd: str | None = None,
        started: Callable[[], None] | None = None,
    ) -> None:
        from referee.process import SubprocessSeat

        self.name = name
        self._started = started
        self.version = version
        self.limits = limits
        self.silence = silence
        self.last_sent = "(nothing yet: the program was just started)"
        self.last_reply: str | None = None
        self._notified = False
        self.seat = SubprocessSeat(
            name,
            list(command),
            version=version,
            limits=limits,
            cwd=cwd,
            env_extra={"DOMINION_PLAYER_SEED": str(seed)},
        )

    def move(self, state: State, expected: str = "a legal play") -> Play:
        """Send ``(move state)``; return the play answered, which `referee.rules.legality.check_play` accepts.

        After a notification, first watches for output while waiting (`after_notifications`)."""
        self.after_notifications()
        sent = to_wire(Move(state))
        try:
            play = self.seat.move(state)
        except PlayerFault as fault:
            raise self._failure(fault, sent, expected) from None
        self._answered(sent)
        reason = check_play(state, play)
        if reason is not None:
            raise CheckFailed(
                sent,
                self.last_reply or show(play),
                f"{expected}; this play is illegal: {reason}",
                kind="illegal-play",
                reason=reason,
            )
        return play

    def defend(
        self, attacker: str, state: State, expected: str = "a legal defense", card: Card = Card.MILITIA
    ) -> Defense:
        """Send ``(attacked (act card) attacker state)``; return the defense answered, which
        `referee.rules.legality.check_defense` accepts against `card` (v4: any attack; v3: militia). After a
        notification, first watches for output while waiting (`after_notifications`)."""
        self.after_notifications()
        sent = to_wire(Attacked(Act(card), attacker, state))
        try:
            defense = self.seat.defend(attacker, state, card)
        except PlayerFault as fault:
            raise self._failure(fault, sent, expected) from None
        self._answered(sent)
        reason = check_defense(state, defense, card)
        if reason is not None:
            raise CheckFailed(
                sent,
                self.last_reply or show(defense),
                f"{expected}; this defense is illegal: {reason}",
                kind="illegal-defense",
                reason=reason,
            )
        return defense

    def decide(self, decision: Decision, state: State, mover: str, expected: str | None = None) -> tuple:
        """Send ``(decide MOVER QUESTION STATE)`` for `decision` (v4; `mover` is the player whose turn it is);
        return the options chosen, which `referee.rules.legality.check_answer` accepts. After a notification,
        first watches for output while waiting (`after_notifications`). `expected` defaults to the answers
        the decision allows, in words."""
        self.after_notifications()
        if expected is None:
            count = f"{decision.min}" if decision.min == decision.max else f"{decision.min} to {decision.max}"
            offered = " ".join(decision.options)
            # An amount (overpay, Stash's place) is a number, never a card; an ordered answer's order counts.
            what = "the numbers" if decision.source == "amount" else "the options"
            order = (
                ", in the order you choose (the first chosen first)"
                if decision.ordered and decision.max > 1
                else ""
            )
            expected = f"a legal answer: (choose ...) with {count} of {what} offered ({offered}){order}"
        sent = to_wire(Decide(mover, question(decision), state))
        try:
            answer = tuple(self.seat.decide(decision, state, mover))
        except PlayerFault as fault:
            raise self._failure(fault, sent, expected) from None
        self._answered(sent)
        text = self.last_reply or "(choose" + "".join(f" {option}" for option in answer) + ")"
        hand = state.hand if decision.source == "hand" else None
        reason = check_answer(decision, answer, text=text, hand=hand)
        if reason is not None:
            reason = with_prompt(reason, decision)
            raise CheckFailed(
                sent,
                text,
                f"{expected}; this answer is illegal: {reason}",
                kind=IllegalPlay.KIND,
                reason=reason,
            )
        return answer

    def notify(self, notification: Moved | Defended | Happened) -> None:
        """Send a notification that takes no answer."""
        sent = to_wire(notification)
        try:
            self.seat.notify(notification)
        except PlayerFault as fault:
            raise self._failure(fault, sent, "no output: notifications take no answer") from None
        self.last_sent, self.last_reply = sent, None
        self._notified = True

    def after_notifications(self) -> None:
        """Before a message that asks for an answer: if notifications were sent since the program's last
        answer, watch stdout for `silence` seconds first, so that output written after the last of them is
        reported as output while waiting after it (as a game does), not read as the answer to the next
        message. Raises `CheckFailed`."""
        if self._notified:
            self._notified = False
            self.quiet(WAITING)

    def quiet(self, why: str) -> None:
        """Watch stdout for `silence` seconds: the program must write nothing (`why` says why it must not)."""
        self._notified = False  # watched now: the next move need not watch again
        if why == WAITING and self.version >= V4:
            why = WAITING_V4
        text = self.seat.check_silence(self.silence)
        if text is not None:
            raise CheckFailed(
                self.last_sent, self._while_waiting(text), f"no output: {why}", kind=OutputWhileWaiting.KIND
            )

    def close(self) -> None:
        """Close the program's stdin and end it (and everything it started)."""
        self.seat.close()

    def kill(self) -> None:
        """End the program and everything it started at once, with no grace (a stopped check run)."""
        self.seat.close(kill=True)

    def _start_done(self) -> None:
        if self._started is not None:
            started, self._started = self._started, None
            started()

    def _answered(self, sent: str) -> None:
        self._start_done()
        self.last_sent, self.last_reply = sent, self.seat.last_reply_text
        self._notified = False

    def _while_waiting(self, text: str) -> str:
        """What the program wrote while waiting, saying after which answer if the last message had one."""
        if self.last_reply is None:
            return f"{text} (while waiting)"
        return f"{text} (written after its answer {show_text(self.last_reply)}, while waiting)"

    def _failure(self, fault: PlayerFault, sent: str, expected: str) -> CheckFailed:
        """Turn a fault the seat raised into a failure that says what was received and expected.

        `sent` is the message being sent when the fault was raised; a fault found before it was written
        (output while waiting) is reported against the message before it.
        """
        self._start_done()
        stderr = ""
        if isinstance(fault, OutputWhileWaiting):
            return CheckFailed(
                self.last_sent,
                self._while_waiting(fault.text or ""),
                "no output while waiting: a player writes only to answer (move ...)"
                + (", (attacked ...) or (decide ...)" if self.version >= V4 else " or (attacked ...)")
                + ", one datum per answer (debugging output goes to stderr)",
                kind=fault.KIND,
            )
        sent = fault.state or sent
        if isinstance(fault, ReplyTimeout):
            first = self.seat.reply_stats().count == 0
            return CheckFailed(
                sent,
                fault.message,
                expected,
                kind=fault.KIND,
                waited=self.limits.first_reply_timeout if first else self.limits.reply_timeout,
                silent=NOTHING_ARRIVED in fault.message,
                reason=fault.message,
            )
        elif isinstance(fault, PlayerCrashed):
            # A crash message reads "it exited ..." (after "NAME was ejected: "): the program is its subject.
            received = f"the program {fault.message.removeprefix('it ')}"
            stderr = self.seat.stderr_tail(5)
        elif isinstance(fault, ProtocolViolation):
            received = fault.text or "(nothing readable)"
            expected = f"{expected}, written as the protocol's grammar says; {fault.message}"
            stderr = self.seat.stderr_tail(5)
        elif isinstance(fault, ReplyTooLarge):
            received = fault.message
        elif isinstance(fault, WriteTimeout):
            received = f"nothing read: the program {fault.message}"
        else:
            received = f"{fault.text or ''} ({fault.message})".strip()
        return CheckFailed(sent, received, expected, stderr, kind=fault.KIND, reason=fault.message)


# ---- a game arranged for a check --------------------------------------------------------------------------


class Table:
    """A `referee.rules.game.Game` around the program under check, with scripted other players.

    Arguments:
        dialogue: the program's `Dialogue` (its name is the program's seat name).
        players: how many players (2-4).
        seat: the program's 0-based seat; the scripted players take the others, named from `OPPONENTS`.
        kingdom: the 10 kingdom cards of a v4 game (default `DEFAULT_KINGDOM`, v3's); v1-v3 games have
            their version's kingdom.

    The program's plays are judged by `Dialogue.move` and then applied; the scripted players' plays are
    checked with `referee.rules.legality` too (a failure there is a `ScriptError`) and shown to the program as
    ``(moved ...)``. Attacks are made by the engine's own step (`referee.rules.engine.Driver.resolve`):
    ``(moved ...)``, each defender in turn order answers ``(attacked ...)``, then ``(defended ...)`` to
    every player but the defender; in v4 the decisions a card asks while it resolves are asked of whoever
    decides (``(decide ...)`` for the program, `Table.answers` or the first legal answer for a scripted
    player), and every public event is told to the program with ``(happened ...)``.
    """

    def __init__(
        self,
        dialogue: Dialogue,
        *,
        players: int = 2,
        seat: int = 0,
        kingdom: Sequence[Card] | None = None,
    ) -> None:
        self.dialogue = dialogue
        self.me = dialogue.name
        others = [name for name in OPPONENTS if name != self.me][: players - 1]
        names = others[:seat] + [self.me] + others[seat:]
        self.names = tuple(names)
        if dialogue.version >= V4:
            self.game = Game(names, version=dialogue.version, seed=SEED, kingdom=kingdom or DEFAULT_KINGDOM)
        else:
            self.game = Game(names, version=dialogue.version, seed=SEED)
        self.defenses: dict[str, Defense] = {}
        self.answers: dict[str, list[tuple[Card, ...]]] = {}
        self.program = _ProgramSeat(dialogue, self)
        seats = [self.program if name == self.me else _ScriptedSeat(name, self) for name in names]
        # The engine's own step after a play (an attack's protocol, the decisions it asks): nothing of the
        # rules is written again here.
        self.driver = Driver(self.game, seats, None)
        if dialogue.version == V5:
            self.driver.begin_v5()  # the set-up's (happened ...), told before anything else
            self.driver.flush()

    def give(
        self,
        name: str | None = None,
        *,
        hand: Sequence[Card] | None = None,
        deck: Sequence[Card] | None = None,
        discards: Sequence[Card] | None = None,
    ) -> None:
        """Set player `name`'s (default: the program's) hand, deck (first drawn first) and discards, and take
        the cards beyond its 7 coppers and 3 estates out of their supply piles, so the supply stays true."""
        name = name or self.me
        player = self.game.find(name)
        assert player is not None
        before = Counter(player.cards())
        self.game.arrange(name, hand=hand, deck=deck, discards=discards)
        start = Counter(STARTING_DECK)
        gained = Counter(player.cards()) - start - (before - start)
        for card, count in gained.items():
            if card in self.game.piles:
                self.game.set_pile(card, max(0, self.game.piles[card] - count))

    def piles(self, **counts: int) -> None:
        """Set supply piles by card name: ``table.piles(gold=0, province=1)``."""
        for card, count in counts.items():
            self.game.set_pile(Card(card), count)

    def view(self) -> State:
        """The program's current view."""
        player = self.game.find(self.me)
        assert player is not None
        return self.game.view(player)

    def my_move(self, expected: str = "a legal play") -> Play:
        """Ask the program for one play in its turn; judge it and apply it (with a militia attack's
        defenses and notifications). Returns the play."""
        if self.game.player.name != self.me:
            raise ScriptError(f"it is {self.game.player.name}'s turn, not {self.me}'s")
        play = self.dialogue.move(self.view(), expected)
        self.game.apply(play)
        self._made(self.me, play)
        return play

    def play_for_me(self, play: Play) -> None:
        """Make `play` in the program's turn on its behalf, without asking it (a position "after it played
        CARD"), with what follows as after its own play: the decisions the card asks while it resolves are
        asked of the program (``(decide ...)``), an attack's defenses of the others. The play must be legal
        (else `ScriptError`); the program is told of it only by the ``(happened ...)`` it causes."""
        if self.game.player.name != self.me:
            raise ScriptError(f"it is {self.game.player.name}'s turn, not {self.me}'s")
        reason = check_play(self.view(), play)
        if reason is not None:
            raise ScriptError(f"the play made for the program: {reason}")
        self.game.apply(play)
        self._made(self.me, play)

    def my_turn(self, expected: str = "a legal play") -> list[Play]:
        """Ask the program for plays until it ends its turn with ``(clean ...)``; returns them."""
        plays: list[Play] = []
        while len(plays) < MAX_MOVES:
            play = self.my_move(expected)
            plays.append(play)
            if isinstance(play, Clean):
                return plays
        raise CheckFailed(
            self.dialogue.last_sent,
            f"{len(plays)} plays without a (clean ...): " + " ".join(show(p) for p in plays[-6:]) + " ...",
            f"a turn that ends with (clean ...) within {MAX_MOVES} moves",
        )

    def their_turn(self, script: Sequence[Play] = (), *, defenses: dict[str, Defense] | None = None) -> None:
        """Play the current scripted player's turn: the plays of `script`, then plays of its own (add every
        treasure, buy the best card it can afford, clean up), each shown to the program as ``(moved ...)``.
        A militia in the script attacks: `defenses` gives the other scripted players' answers (default: a
        moat if they have one, else discarding their first cards)."""
        name = self.game.player.name
        if name == self.me:
            raise ScriptError("their_turn called in the program's own turn")
        plays = list(script)
        while True:
            play = plays.pop(0) if plays else _money_play(self.game.view())
            self.their_play(play, defenses=defenses)
            if isinstance(play, Clean):
                return

    def their_play(self, play: Play, *, defenses: dict[str, Defense] | None = None) -> None:
        """The current scripted player makes `play` (checked with `referee.rules.legality`, else
        `ScriptError`),
        shown to the program as ``(moved ...)``; a militia attacks, with `defenses` as in `their_turn`."""
        name = self.game.player.name
        if name == self.me:
            raise ScriptError("their_play called in the program's own turn")
        reason = check_play(self.game.view(), play)
        if reason is not None:
            raise ScriptError(f"scripted player {name}: {reason}")
        self.game.apply(play)
        self.defenses = defenses or {}
        self._made(name, play)

    def _made(self, name: str, play: Play) -> None:
        """After player `name`'s `play` was applied: the engine's own steps. The others are told
        ``(moved ...)`` (in v4 as the engine shows it: Artisan's card put back hidden), then an attack's
        protocol and the decisions the card asks (`referee.rules.engine.Driver.resolve`; in v4 with every
        ``(happened ...)`` on the way, all told before this returns)."""
        if self.game.version >= V4:
            self.driver.tell_moved(name, play)
        elif name != self.me:
            self.dialogue.notify(Moved(name, play))
        self.driver.resolve(name, play)


class _ProgramSeat:
    """The program under check as the engine's seat: its defenses come from `Dialogue.defend` and its answers
    to decisions from `Dialogue.decide` (judged there; an illegal one fails the check), and it hears every
    notification. What it was asked and told is kept, so that a check can make sure its script did send
    what it is about: `attacks` (the attacking cards it defended against), `decided` (each decision with its
    answer), `heard` (every ``(happened ...)``)."""

    def __init__(self, dialogue: Dialogue, table: Table) -> None:
        self.name = dialogue.name
        self.dialogue = dialogue
        self.table = table
        self.last_reply_text: str | None = None
        self.attacks: list[Card] = []
        self.decided: list[tuple[Decision, tuple]] = []
        self.heard: list[Happened] = []

    def defend(self, attacker: str, state: State, card: Card = Card.MILITIA) -> Defense:
        defense = self.dialogue.defend(attacker, state, card=card)
        self.attacks.append(card)
        return defense

    def decide(self, decision: Decision, state: State) -> tuple:
        answer = self.dialogue.decide(decision, state, self.table.game.player.name)
        self.decided.append((decision, answer))
        return answer

    def notify(self, notification: Moved | Defended | Happened) -> None:
        self.dialogue.notify(notification)
        if isinstance(notification, Happened):
            self.heard.append(notification)

    def close(self, *, kill: bool = False) -> None:
        """The dialogue is closed by the check."""


class _ScriptedSeat:
    """A scripted player as the engine's seat: its defense is the one the script gives (`Table.defenses`),
    else a moat if it has one, else discarding its first cards; its answer to a decision is the next one the
    script gives (`Table.answers`), else the first legal answer. A defense or answer the rules refuse is a
    `ScriptError`. It hears nothing (a scripted player does not read)."""

    def __init__(self, name: str, table: Table) -> None:
        self.name = name
        self.table = table
        self.last_reply_text: str | None = None

    def defend(self, attacker: str, state: State, card: Card = Card.MILITIA) -> Defense:
        defense = self.table.defenses.get(self.name) or legal_defenses(state, card)[0]
        reason = check_defense(state, defense, card)
        if reason is not None:
            raise ScriptError(f"scripted defender {self.name}: {reason}")
        return defense

    def decide(self, decision: Decision, state: State) -> tuple:
        script = self.table.answers.get(self.name)
        answer = script.pop(0) if script else legal_answers(decision)[0]
        reason = check_answer(decision, answer)
        if reason is not None:
            raise ScriptError(f"scripted player {self.name}: {reason}")
        return answer

    def notify(self, notification: Moved | Defended | Happened) -> None:
        """A scripted player ignores notifications."""

    def close(self, *, kill: bool = False) -> None:
        """Nothing to release."""


def _money_play(state: State) -> Play:
    """The scripted players' default play: add a treasure, else buy the best affordable of province, gold,
    silver, else clean up exposing the first card."""
    for card in (Card.GOLD, Card.SILVER, Card.COPPER):
        if card in state.hand:
            return Add(card)
    if state.buys > 0:
        for card in (Card.PROVINCE, Card.GOLD, Card.SILVER):
            if COST[card] <= state.coins and card in state.supply:
                return Buy(card)
    return Clean(state.hand[0]) if state.hand else Clean()


# ---- the checks -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Check:
    """One conformance check.

    Fields:
        id: short stable name (``"empty-hand"``), used in reports and JSON.
        title: what a passing program does, in one line.
        sends: what the check sends, in words (for docs/conformance.md and ``--list``).
        expects: what it expects back.
        min_version: the first protocol version it applies to (it runs for that version and later ones).
        run: the dialogue: a function of a `Dialogue` that raises `CheckFailed` on a failure.
        exit_seconds: how long the program may take to exit at the end (the default exit grace is short,
            so that checks of a program that never exits stay quick).
    """

    id: str
    title: str
    sends: str
    expects: str
    min_version: int
    run: Callable[[Dialogue], None]
    exit_seconds: float = 0.5


CHECKS: list[Check] = []
"""Every check, in report order."""


def check(id: str, title: str, *, sends: str, expects: str, min_version: int = 1, exit_seconds: float = 0.5):
    """Decorator: register the decorated dialogue as a check (see `Check`)."""

    def register(run: Callable[[Dialogue], None]) -> Callable[[Dialogue], None]:
        CHECKS.append(Check(id, title, sends, expects, min_version, run, exit_seconds))
        return run

    return register


C = Card  # short, for the many hands written below
WAITING = "a player in wait mode (after (moved ...), (defended ...) or its own clean-up) writes nothing"
WAITING_V4 = (
    "a player in wait mode (after (moved ...), (defended ...), (happened ...) or its own clean-up) writes "
    "nothing: only (move ...), (attacked ...) and (decide ...) take an answer"
)
"""What `WAITING` says in protocol v4."""


def turn_check(
    id: str,
    title: str,
    *,
    sends: str,
    expects: str,
    hand: Sequence[Card],
    deck: Sequence[Card] | None = None,
    players: int = 2,
    piles: dict[str, int] | None = None,
    min_version: int = 1,
) -> None:
    """Register a check of one whole turn: the program, first of `players`, holds `hand` (and `deck`, first
    drawn first; default: what the seeded game dealt), with supply `piles` set by card name; each of its
    plays is judged until it ends the turn with ``(clean ...)``."""

    def run(d: Dialogue) -> None:
        table = Table(d, players=players)
        table.piles(**(piles or {}))
        table.give(hand=hand, deck=deck)
        table.my_turn()

    CHECKS.append(Check(id, title, sends, expects, min_version, run))


MILITIA_HAND = (C.MILITIA, C.COPPER, C.COPPER, C.COPPER, C.ESTATE)
"""The hand of a scripted attacker: a militia, and treasures to buy with after it."""


def attack_check(
    id: str,
    title: str,
    *,
    sends: str,
    expects: str,
    hand: Sequence[Card],
    deck: Sequence[Card] | None = None,
    discards: Sequence[Card] | None = None,
    then_move: bool = False,
) -> None:
    """Register a protocol-v3 check of one militia attack: the program, second of 2 players, holds `hand`
    (and `deck`, `discards`) when the first player opens its turn with ``(act militia)`` (see
    `_militia_attack`); with `then_move`, the program must then stay silent for the rest of that turn and
    play its own."""

    def run(d: Dialogue) -> None:
        table = Table(d, seat=1)
        table.give(hand=hand, deck=deck, discards=discards)
        _militia_attack(table)
        if then_move:
            d.quiet(WAITING)
            table.my_turn()

    CHECKS.append(Check(id, title, sends, expects, 3, run))


def _militia_attack(table: Table, *, defenses: dict[str, Defense] | None = None) -> None:
    """The current scripted player (whose turn it is) gets `MILITIA_HAND` and plays a turn opening with
    ``(act militia)``: the program answers ``(attacked ...)``, the others `defenses` (see `their_turn`)."""
    table.give(table.game.player.name, hand=MILITIA_HAND)
    table.their_turn([Act(C.MILITIA)], defenses=defenses)


@check(
    "first-move",
    "answers the first (move state) of a game with a legal play",
    sends="(move state) with a game's opening hand, as the first message",
    expects="a legal play within the first-reply limit",
)
def _first_move(d: Dialogue) -> None:
    Table(d).my_move()


@check(
    "quiet-at-start",
    "writes nothing before its first message",
    sends="nothing for a moment after start-up, then (move state)",
    expects="no output until asked, then a legal play",
)
def _quiet_at_start(d: Dialogue) -> None:
    table = Table(d)
    d.quiet("a player writes nothing before it is asked to move (no greeting on stdout; use stderr)")
    table.my_move()


turn_check(
    "only-treasures",
    "plays a hand of only treasures",
    sends="(move state) with hand (copper copper silver silver gold)",
    expects="a legal play at every move until (clean ...)",
    hand=[C.COPPER, C.COPPER, C.SILVER, C.SILVER, C.GOLD],
)


turn_check(
    "only-victory",
    "plays a hand of only victory cards",
    sends="(move state) with hand (estate estate duchy province estate) and 0 coins",
    expects="a legal play at every move until (clean ...) (nothing to add; only a copper is affordable)",
    hand=[C.ESTATE, C.ESTATE, C.DUCHY, C.PROVINCE, C.ESTATE],
)


@check(
    "empty-hand",
    "ends a turn with an empty hand and no buys with (clean)",
    sends="(move state) with an empty hand and 0 buys (after its (add copper) and (buy copper))",
    expects="(clean), the only legal play",
)
def _empty_hand(d: Dialogue) -> None:
    table = Table(d)
    table.give(hand=[C.COPPER], deck=[C.COPPER, C.COPPER, C.ESTATE, C.COPPER, C.ESTATE])
    for play in (Add(C.COPPER), Buy(C.COPPER)):
        table.game.apply(play)
    state = table.view()
    if state.hand or state.buys:
        raise ScriptError(f"empty-hand: the state is not an empty hand with 0 buys: {state}")
    d.move(state, "(clean), the only legal play with an empty hand and no buy left")


@check(
    "no-buys-left",
    "does not buy with 0 buys left",
    sends="(move state) with 0 buys and 5 coins left after adding its treasures and buying a copper",
    expects="a legal play (no buy) until (clean ...)",
)
def _no_buys_left(d: Dialogue) -> None:
    table = Table(d)
    table.give(hand=[C.GOLD, C.SILVER, C.ESTATE, C.ESTATE, C.COPPER])
    for play in (Add(C.GOLD), Add(C.SILVER), Buy(C.COPPER)):
        table.game.apply(play)
    table.my_turn("a legal play: with 0 buys left, no (buy ...)")


@check(
    "no-actions-left",
    "does not play an action with 0 actions left",
    sends="(move state) with an action card in hand and 0 actions (after its (add copper))",
    expects="a legal play (no (act ...)) until (clean ...)",
)
def _no_actions_left(d: Dialogue) -> None:
    table = Table(d)
    action = C.MINE if d.version == 1 else C.SMITHY
    table.give(hand=[C.COPPER, action, C.COPPER, C.SILVER, C.ESTATE], deck=[C.GOLD, C.GOLD, C.GOLD])
    table.game.apply(Add(C.COPPER))
    table.my_turn("a legal play: with 0 actions left (after an add or a buy), no (act ...)")


turn_check(
    "large-supply",
    "plays with the full supply of a 4-player game",
    sends="(move state) of a 4-player game with every pile full (about 250 cards in the supply)",
    expects="a legal play at every move until (clean ...)",
    hand=[C.GOLD, C.GOLD, C.SILVER, C.COPPER, C.ESTATE],
    players=4,
)


@check(
    "nearly-empty-supply",
    "buys only what the supply still holds",
    sends="(move state) with 8 coins in hand and a nearly empty supply: one card in most piles, no gold, "
    "no silver",
    expects="a legal play at every move until (clean ...) (no (buy gold), no (buy silver))",
)
def _nearly_empty_supply(d: Dialogue) -> None:
    table = Table(d)
    for card in list(table.game.piles):
        table.game.set_pile(card, 1)
    table.piles(gold=0, silver=0)
    table.give(hand=[C.GOLD, C.GOLD, C.COPPER, C.COPPER, C.ESTATE])
    table.my_turn()


turn_check(
    "whole-turn",
    "continues a turn over several moves",
    sends="(move state) again after each of its plays, with the state after that play",
    expects="a legal play at every move, ending the turn with (clean ...)",
    hand=[C.COPPER, C.COPPER, C.COPPER, C.COPPER, C.SILVER],
)


@check(
    "second-turn",
    "plays a second turn after another player's turn",
    sends="its first turn, the other player's turn as (moved ...), then (move state) for its second turn",
    expects="legal plays in both turns, silence in between",
)
def _second_turn(d: Dialogue) -> None:
    table = Table(d)
    table.my_turn()
    d.quiet(WAITING)
    table.their_turn()
    table.my_turn()


@check(
    "second-seat",
    "plays when it is not the first player",
    sends="the first player's whole turn as (moved ...) notifications, then (move state)",
    expects="no output during the other turn, then legal plays until (clean ...)",
)
def _second_seat(d: Dialogue) -> None:
    table = Table(d, seat=1)
    table.their_turn()
    d.quiet(WAITING)
    table.my_turn()


@check(
    "fourth-seat",
    "plays as the last of four players",
    sends="three other players' turns as (moved ...), then (move state) (4 names in players)",
    expects="no output during the other turns, then legal plays until (clean ...)",
)
def _fourth_seat(d: Dialogue) -> None:
    table = Table(d, players=4, seat=3)
    for _ in range(3):
        table.their_turn()
    d.quiet(WAITING)
    table.my_turn()


@check(
    "quiet-after-add",
    "stays silent after (moved NAME (add ...))",
    sends="(moved ada (add copper)) and (moved ada (add silver))",
    expects="no output",
)
def _quiet_after_add(d: Dialogue) -> None:
    table = Table(d, seat=1)
    table.give("ada", hand=[C.COPPER, C.SILVER, C.ESTATE, C.ESTATE, C.ESTATE])
    their_plays_then_quiet(table, [Add(C.COPPER), Add(C.SILVER)])


def their_plays_then_quiet(table: Table, plays: Sequence[Play]) -> None:
    """The scripted player makes `plays` (each shown to the program), the program must stay silent; then
    the scripted player ends its turn and the program plays its own turn."""
    name = table.game.player.name
    for play in plays:
        table.their_play(play)
        table.dialogue.quiet(WAITING)
    if table.game.player.name == name:
        table.their_turn()
    table.my_turn()


@check(
    "quiet-after-buy",
    "stays silent after (moved NAME (buy ...))",
    sends="(moved ada (buy silver))",
    expects="no output",
)
def _quiet_after_buy(d: Dialogue) -> None:
    table = Table(d, seat=1)
    table.give("ada", hand=[C.COPPER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE])
    their_plays_then_quiet(table, [Add(C.COPPER), Add(C.COPPER), Add(C.COPPER), Buy(C.SILVER)])


@check(
    "quiet-after-clean",
    "stays silent after (moved NAME (clean CARD)) and (moved NAME (clean))",
    sends="(moved ada (clean estate)), later (moved ada (clean))",
    expects="no output, then legal turns",
)
def _quiet_after_clean(d: Dialogue) -> None:
    table = Table(d, seat=1)
    table.give("ada", hand=[C.ESTATE, C.COPPER])
    their_plays_then_quiet(table, [Clean(C.ESTATE)])
    table.give("ada", hand=[C.COPPER])
    their_plays_then_quiet(table, [Add(C.COPPER), Clean()])


@check(
    "quiet-after-act",
    "stays silent after (moved NAME (act CARD ...)) for every action card of the version",
    sends="for each action card, a turn of ada's with (moved ada (act CARD ...)), then its own turn",
    expects="no output after each (moved ...), and legal turns",
)
def _quiet_after_act(d: Dialogue) -> None:
    table = Table(d, seat=1)
    for action in ACTIONS_BY_VERSION.get(d.version, DEFAULT_KINGDOM):
        if action == C.MILITIA:
            continue  # an attack asks for an answer: see the attacked-* checks
        hand, play = _ACT_SCRIPTS[action]
        table.give("ada", hand=hand, deck=[C.COPPER] * 5, discards=[])
        their_plays_then_quiet(table, [play])


_ACT_SCRIPTS: dict[Card, tuple[list[Card], Play]] = {
    C.MINE: ([C.MINE, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.MINE, (C.COPPER, C.SILVER))),
    C.CELLAR: ([C.CELLAR, C.ESTATE, C.ESTATE, C.COPPER, C.COPPER], Act(C.CELLAR, (C.ESTATE, C.ESTATE))),
    C.MARKET: ([C.MARKET, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.MARKET)),
    C.REMODEL: ([C.REMODEL, C.ESTATE, C.COPPER, C.COPPER, C.ESTATE], Act(C.REMODEL, (C.ESTATE, C.SILVER))),
    C.SMITHY: ([C.SMITHY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.SMITHY)),
    C.VILLAGE: ([C.VILLAGE, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.VILLAGE)),
    C.WOODCUTTER: ([C.WOODCUTTER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.WOODCUTTER)),
    C.WORKSHOP: ([C.WORKSHOP, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.WORKSHOP, (C.SMITHY,))),
    C.MILITIA: ([C.MILITIA, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.MILITIA)),
    C.MOAT: ([C.MOAT, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.MOAT)),
}
"""Action card -> (a hand holding it, a legal play of it from that hand) for scripted players."""


_ACT_HANDS: dict[Card, tuple[list[Card], list[Card]]] = {
    C.MINE: ([C.MINE, C.COPPER, C.SILVER, C.ESTATE, C.COPPER], [C.GOLD, C.ESTATE, C.COPPER]),
    C.CELLAR: ([C.CELLAR, C.ESTATE, C.ESTATE, C.COPPER, C.DUCHY], [C.SILVER, C.GOLD, C.COPPER]),
    C.MARKET: ([C.MARKET, C.COPPER, C.COPPER, C.SILVER, C.ESTATE], [C.SILVER, C.COPPER]),
    C.REMODEL: ([C.REMODEL, C.GOLD, C.ESTATE, C.COPPER, C.COPPER], [C.COPPER, C.ESTATE]),
    C.SMITHY: ([C.SMITHY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], [C.GOLD, C.SILVER, C.COPPER]),
    C.VILLAGE: ([C.VILLAGE, C.SMITHY, C.COPPER, C.ESTATE, C.COPPER], [C.SILVER, C.GOLD, C.COPPER]),
    C.WOODCUTTER: ([C.WOODCUTTER, C.COPPER, C.COPPER, C.SILVER, C.ESTATE], [C.COPPER]),
    C.WORKSHOP: ([C.WORKSHOP, C.COPPER, C.ESTATE, C.COPPER, C.ESTATE], [C.COPPER]),
    C.MILITIA: ([C.MILITIA, C.COPPER, C.SILVER, C.ESTATE, C.COPPER], [C.COPPER]),
    C.MOAT: ([C.MOAT, C.COPPER, C.ESTATE, C.ESTATE, C.COPPER], [C.GOLD, C.SILVER, C.COPPER]),
}
"""Action card -> (the program's hand, its deck (first drawn first)) for the act-* checks."""


def _register_act_checks() -> None:
    """One `act-CARD` check per action card, for the version that introduced the card and later ones."""
    for version, actions in ACTIONS_BY_VERSION.items():
        for action in actions:
            if any(existing.id == f"act-{action}" for existing in CHECKS):
                continue
            hand, deck = _ACT_HANDS[action]
            after = " (and (defended ...) from the others after its militia)" if action == C.MILITIA else ""
            turn_check(
                f"act-{action}",
                f"plays a turn with {action} in hand and an action to play it",
                sends=f"(move state) with 1 action and hand ({' '.join(hand)}), then the state after each "
                f"play{after}",
                expects=f"a legal play at every move until (clean ...) ({action} may be played or not)",
                hand=hand,
                deck=deck,
                players=3 if action == C.MILITIA else 2,
                min_version=version,
            )


_register_act_checks()


turn_check(
    "several-actions",
    "plays a turn with several action cards in hand",
    sends="(move state) with 1 action and hand (village smithy market woodcutter cellar)",
    expects="a legal play at every move until (clean ...) (only as many actions as it has actions left)",
    hand=[C.VILLAGE, C.SMITHY, C.MARKET, C.WOODCUTTER, C.CELLAR],
    deck=[C.VILLAGE, C.COPPER, C.GOLD, C.SILVER, C.COPPER, C.SMITHY, C.ESTATE, C.COPPER],
    min_version=2,
)


turn_check(
    "mine-no-gold",
    "does not mine into a treasure the supply lacks",
    sends="(move state) with (mine silver copper copper estate) in hand and no gold left in the supply",
    expects="a legal play at every move until (clean ...) (no (act mine silver gold))",
    hand=[C.MINE, C.SILVER, C.COPPER, C.COPPER, C.ESTATE],
    piles={"gold": 0},
)


attack_check(
    "attacked-first",
    "answers a militia attack that comes before its first turn",
    sends="(moved ada (act militia)) then (attacked (act militia) ada state) as its first messages, with "
    "5 cards and no moat in hand",
    expects="a legal (discard ...) of exactly 2 cards within the first-reply limit",
    hand=[C.COPPER, C.ESTATE, C.SILVER, C.ESTATE, C.COPPER],
)

attack_check(
    "attacked-with-moat",
    "answers a militia attack with a moat in hand",
    sends="(attacked (act militia) ada state) with (moat copper estate silver estate) in hand",
    expects="a legal defense: (moat), or a (discard ...) of exactly 2 cards",
    hand=[C.MOAT, C.COPPER, C.ESTATE, C.SILVER, C.ESTATE],
)


@check(
    "attacked-three-cards",
    "answers a second militia attack, with 3 cards left in hand, with (discard)",
    sends="in a 3-player game, two attacks in a row: (attacked ...) with 5 cards, then with the 3 left",
    expects="a (discard ...) of 2 cards, then (discard): with 3 or fewer cards nothing is discarded",
    min_version=3,
)
def _attacked_three_cards(d: Dialogue) -> None:
    table = Table(d, players=3, seat=2)
    table.give("bo", hand=[C.MILITIA, C.SILVER, C.COPPER, C.COPPER, C.ESTATE])  # its discard keeps a militia
    table.give(hand=[C.COPPER, C.ESTATE, C.SILVER, C.ESTATE, C.COPPER])
    _militia_attack(table, defenses={"bo": DiscardDefense((C.COPPER, C.ESTATE))})
    table.their_turn([Act(C.MILITIA)])
    table.my_turn()


attack_check(
    "attacked-two-cards",
    "answers a militia attack with fewer than 3 cards in hand with (discard)",
    sends="(attacked (act militia) ada state) with (copper estate) in hand and an empty deck",
    expects="(discard), the only legal defense",
    hand=[C.COPPER, C.ESTATE],
    deck=[],
    discards=[],
)

attack_check(
    "attacked-then-move",
    "plays its turn with the 3 cards left after an attack",
    sends="an attack, the rest of the attacker's turn as (moved ...), then (move state) with 3 cards in hand",
    expects="a legal defense, silence, then legal plays until (clean ...)",
    hand=[C.GOLD, C.ESTATE, C.SILVER, C.ESTATE, C.COPPER],
    then_move=True,
)


@check(
    "quiet-after-defended",
    "stays silent after (defended NAME (discard ...)), (defended NAME (discard)) and (defended NAME (moat))",
    sends="in a 3-player game, three attacks where the other defender discards 2 cards, then shows a moat, "
    "then discards none (it has 2 cards)",
    expects="legal defenses, no output after each (defended ...), then legal plays",
    min_version=3,
)
def _quiet_after_defended(d: Dialogue) -> None:
    table = Table(d, players=3, seat=1)
    table.give(hand=[C.SILVER, C.ESTATE, C.SILVER, C.ESTATE, C.COPPER])
    rounds = [
        (dict(hand=[C.ESTATE, C.COPPER, C.COPPER, C.ESTATE, C.COPPER]), DiscardDefense((C.ESTATE, C.ESTATE))),
        (dict(hand=[C.MOAT, C.COPPER, C.COPPER, C.ESTATE, C.COPPER]), MoatDefense()),
        (dict(hand=[C.COPPER, C.ESTATE], deck=[], discards=[]), DiscardDefense()),
    ]
    for bo_cards, bo_defense in rounds:
        if table.game.player.name != "ada":
            table.their_turn()  # bo's turn between two rounds
        table.give("bo", **bo_cards)
        _militia_attack(table, defenses={"bo": bo_defense})
        d.quiet(WAITING)
        table.my_turn()


@check(
    "quiet-after-turn",
    "writes nothing after its (clean ...)",
    sends="(move state) until it cleans up, then nothing for a moment",
    expects="no output after the play that ends its turn (one datum per move, nothing else on stdout)",
)
def _quiet_after_turn(d: Dialogue) -> None:
    table = Table(d)
    table.my_turn()
    d.quiet(WAITING)


@check(
    "exits-at-end-of-input",
    "exits when its stdin is closed",
    sends="a turn, then end of input (the referee closes the program's stdin at the end of a game)",
    expects=f"the program exits by itself within {EXIT_SECONDS:g} s (any exit status)",
    exit_seconds=EXIT_SECONDS,
)
def _exits_at_end_of_input(d: Dialogue) -> None:
    table = Table(d)
    table.my_turn()
    d.close()
    if not d.seat.exited_on_its_own:
        raise CheckFailed(
            "end of input (its stdin was closed)",
            f"the program was still running {EXIT_SECONDS:g} s later and was killed",
            "the program exits when it reads end of file on stdin (the protocol has no game-over message)",
            d.seat.stderr_tail(5),
        )


# The checks of protocol v4 live in their own module; importing it registers them, after every check above.
from referee import conformance_v4, conformance_v5  # noqa: E402,F401,I001  (register their checks, v4's first)


def checks_for(version: int) -> list[Check]:
    """The checks that apply to protocol `version` (1 to 5), in report order."""
    if version not in CHECKED_VERSIONS:
        raise ValueError(f"unknown protocol version {version!r}: expected 1, 2, 3, 4 or 5")
    return [c for c in CHECKS if c.min_version <= version]


# ---- running ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of one check.

    Fields:
        check: the check run.
        status: ``"pass"``, ``"fail"`` (the program's fault), ``"error"`` (the referee's fault) or
            ``"skipped"`` (not run: the run stopped early, see `CheckReport.stopped`).
        seconds: wall time of the check, start-up included.
        failure: the `CheckFailed` for a failure, else None.
        error: for ``"error"``, what went wrong in the referee, else None.
        replies: how many answers the program gave in the check.
        slowest_reply: the longest of their reply times in seconds (0.0 with no answer).
    """

    check: Check
    status: str
    seconds: float
    failure: CheckFailed | None = None
    error: str | None = None
    replies: int = 0
    slowest_reply: float = 0.0


@dataclass(frozen=True, slots=True)
class CheckReport:
    """The outcomes of every check of one program, in report order.

    Fields:
        name, command, version: the program checked and the protocol version.
        outcomes: one per selected check (``"skipped"`` for those not run).
        seconds: wall time of the whole run.
        stopped: why the run stopped before running every check (`--fail-fast`, or a program silent from
            the start), or None when every check ran.
    """

    name: str
    command: tuple[str, ...]
    version: int
    outcomes: tuple[Outcome, ...]
    seconds: float
    stopped: str | None = None

    @property
    def passed(self) -> bool:
        """True if every check passed."""
        return all(outcome.status == "pass" for outcome in self.outcomes)

    def count(self, status: str) -> int:
        """How many checks ended with `status`."""
        return sum(outcome.status == status for outcome in self.outcomes)

    @property
    def slowest_reply(self) -> float:
        """The longest reply time of all checks, in seconds (first replies, with start-up, included)."""
        return max((outcome.slowest_reply for outcome in self.outcomes), default=0.0)


def run_check(
    check: Check,
    name: str,
    command: Sequence[str],
    *,
    version: int,
    limits,
    seed: int,
    silence: float = SILENCE_SECONDS,
    running: set[Dialogue] | None = None,
    lock: threading.Lock | None = None,
    on_started: Callable[[], None] | None = None,
) -> Outcome:
    """Run one check against a fresh process of `command`; never raises for what the program does.

    Arguments are those of `run_checks`; `limits.exit_grace` is replaced by the check's `exit_seconds`.
    `running`, with its `lock`, holds the dialogue while its program runs, so that a stopped run
    (`run_checks`) can end it at once. `on_started` is the `Dialogue`'s `started` (called once the program's
    start-up is behind it).

    A `ScriptError` or another exception of the referee's own gives an ``"error"`` outcome.
    """
    started = time.monotonic()
    dialogue: Dialogue | None = None
    try:
        limits = replace(limits, exit_grace=check.exit_seconds)
        dialogue = Dialogue(
            name, command, version=version, limits=limits, seed=seed, silence=silence, started=on_started
        )
        if running is not None and lock is not None:
            with lock:
                running.add(dialogue)
        check.run(dialogue)
        status, failure, error = "pass", None, None
    except CheckFailed as failed:
        status, failure, error = "fail", failed, None
    except UsageError:
        raise
    except Exception as exception:  # the referee's own fault: report it, run the other checks
        status, failure = "error", None
        error = "".join(traceback.format_exception_only(exception)).strip()
    finally:
        if dialogue is not None:
            dialogue.close()
            if running is not None and lock is not None:
                with lock:
                    running.discard(dialogue)
    stats = dialogue.seat.reply_stats() if dialogue is not None else None
    return Outcome(
        check,
        status,
        time.monotonic() - started,
        failure,
        error,
        stats.count if stats else 0,
        stats.max if stats else 0.0,
    )


DEFAULT_JOBS = 16
"""`referee check`'s default number of checks run at once. A check mostly waits (its silence watches, the
program's exit): a v5 run of 107 checks waits about 3 minutes in all, which 4 checks at a time made a
minute on a 2-core machine; its CPU is the programs' start-ups, which `start_slots` keeps few at once."""


def start_slots() -> int:
    """How many programs `run_checks` lets start up at once by default: two per CPU core this process may
    use (`referee.tournament.cli.default_jobs`), at least 4 (the 4 checks at once of `referee check`
    before it ran more)."""
    from referee.tournament.cli import default_jobs

    return max(4, 2 * default_jobs())


class _StartSlot:
    """A start-up slot taken from `run_checks`'s gate, given back once (by the first of the check's
    `Dialogue` saying the start-up is behind it and the check's end)."""

    def __init__(self, gate: threading.BoundedSemaphore) -> None:
        self._gate: threading.BoundedSemaphore | None = gate

    def release(self) -> None:
        if self._gate is not None:
            gate, self._gate = self._gate, None
            gate.release()


def run_checks(
    name: str,
    command: Sequence[str],
    *,
    version: int = 3,
    limits=None,
    jobs: int = DEFAULT_JOBS,
    starts: int | None = None,
    seed: int = 0,
    only: Sequence[str] | None = None,
    silence: float = SILENCE_SECONDS,
    fail_fast: bool = False,
    on_start: Callable[[int], None] | None = None,
    on_end: Callable[[Outcome], None] | None = None,
) -> CheckReport:
    """Run every check of protocol `version` against `command`, `jobs` at a time, each in a fresh process.

    Most of a check's time is spent waiting (watching the program's silence, 0.25 s at a time), so many
    checks run at once; but at most `starts` programs are starting up at once (a start-up is the costly
    part of a check in CPU: a slot is held from the program's start to its first answer or its failure),
    so that start-ups never crowd each other out of their first-reply
    limit more than `starts` of them would.

    A stop signal (Ctrl-C, SIGTERM, SIGHUP: a `KeyboardInterrupt` raised in the calling thread) ends the
    program of every check under way at once and propagates. The run stops early (the checks not started
    yet are ``"skipped"``, those under way finish) after the
    first failure with `fail_fast`, and, always, when the first `starts` checks to end all failed on a reply
    timeout before which the program wrote nothing at all (more than `starts` checks selected): every other
    check would wait for the same limit in vain (a program that does not flush, or starts too slowly).

    Arguments:
        name: the program's name in the game (ASCII letters).
        command: argv of the program.
        version: protocol version 1 to 5.
        limits: a `referee.process.Limits` (None: the defaults: 5 s per reply, 20 s for the first).
        jobs: how many checks run at once (1 or more).
        starts: how many programs may be starting up at once (None: `start_slots()`); never more than
            `jobs`.
        seed: passed to the program as ``DOMINION_PLAYER_SEED`` (random players are reproducible).
        only: ids of the checks to run (None: all of the version).
        silence: seconds the checks watch stdout where the program must write nothing.
        fail_fast: stop after the first failed check.
        on_start: called with the number of checks selected, before the first starts (progress).
        on_end: called with each check's `Outcome` as it ends (or is skipped), from the checks' threads.
    Raises:
        UsageError: the program cannot be started, or `only` names an unknown check.
    """
    from referee.process import Limits, find_program

    problem = find_program(command)
    if problem is not None:
        raise UsageError(f"cannot check {shlex.join(command)}: {problem}")
    limits = limits or Limits()
    selected = checks_for(version)
    if only:
        known = {c.id for c in selected}
        unknown = [id for id in only if id not in known]
        if unknown:
            raise cliargs.AdvisedUsageError(
                f"no check called {', '.join(unknown)} for protocol v{version}; "
                f"referee check --protocol {version} --list names them"
            )
        selected = [c for c in selected if c.id in only]
    started = time.monotonic()
    if on_start is not None:
        on_start(len(selected))
    jobs = max(1, jobs)
    starts = min(jobs, max(1, start_slots() if starts is None else starts))
    first_round = starts if len(selected) > starts else 0
    ended: list[Outcome] = []
    stopped: list[str] = []
    lock = threading.Lock()
    gate = threading.BoundedSemaphore(starts)
    aborted = threading.Event()

    def run_one(c: Check) -> Outcome:
        outcome = run_and_count(c)
        if on_end is not None and not aborted.is_set():  # after a stop signal, nothing more is said
            on_end(outcome)
        return outcome

    def run_and_count(c: Check) -> Outcome:
        if stopped:
            return Outcome(c, "skipped", 0.0)
        gate.acquire()
        slot = _StartSlot(gate)
        try:
            if stopped:  # stopped while this check waited for its start
                return Outcome(c, "skipped", 0.0)
            outcome = run_check(
                c,
                name,
                command,
                version=version,
                limits=limits,
                seed=seed,
                silence=silence,
                running=running,
                lock=lock,
                on_started=slot.release,
            )
        finally:
            slot.release()
        with lock:
            ended.append(outcome)
            if stopped:
                pass
            elif fail_fast and outcome.status == "fail":
                stopped.append(f"--fail-fast: stopped after the first failure ({c.id})")
            elif len(ended) == first_round and all(o.failure is not None and o.failure.silent for o in ended):
                stopped.append(
                    f"the first {first_round} checks got no reply and not a byte on stdout; every other "
                    f"check would wait the same way, so they were not run"
                )
        return outcome

    running: set[Dialogue] = set()
    pool = ThreadPoolExecutor(max_workers=jobs, thread_name_prefix="check")
    try:
        futures = [pool.submit(run_one, c) for c in selected]
        outcomes = tuple(future.result() for future in futures)
    except BaseException:
        # Ctrl-C, SIGTERM or SIGHUP (raised in this thread) or a failure of the referee: the checks under
        # way would each wait for their program's reply; end every program now instead (docs/sandbox.md,
        # "Every exit path ends every player").
        aborted.set()
        stopped.append("stopped")
        pool.shutdown(wait=False, cancel_futures=True)
        with lock:
            programs = list(running)
        for dialogue in programs:
            dialogue.kill()
        raise
    pool.shutdown()
    return CheckReport(
        name, tuple(command), version, outcomes, time.monotonic() - started, stopped[0] if stopped else None
    )


# ---- the command ------------------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `referee check`."""
    parser = cliargs.Parser(
        "check",
        description=(
            "Check that a player program speaks the Dominion Protocol: scripted dialogues, each with a fresh "
            "process, every answer judged by the rules engine. Prints one line per check (PASS or FAIL, "
            "with what was sent, received and expected for each failure) and a summary. Exit status 0 only "
            "if every check passes."
        ),
        epilog='example: referee check --protocol 2 "python -m players.smithy_money"',
    )
    parser.add_argument(
        "player",
        metavar="[NAME=]COMMAND",
        nargs="?",
        help="the program to check, as one argument (quote it), split like a shell would",
    )
    parser.add_argument(
        "--protocol",
        type=int,
        choices=CHECKED_VERSIONS,
        default=3,
        help="protocol version (default 3; 4: the whole base game, with decide, happened and every attack; "
        "5: the v5 state, tokens, mats, Potion and Stash's insert decision too)",
    )
    cliargs.add_timeout_option(parser, "", default=cliargs.REPLY_TIMEOUT)
    parser.add_argument(
        "--first-timeout",
        type=cliargs.positive_seconds,
        default=DEFAULT_FIRST_TIMEOUT,
        metavar="SECONDS",
        help=f"seconds allowed for the first reply of each process, start-up included (default "
        f"{DEFAULT_FIRST_TIMEOUT:g}, as in a game; a program that writes nothing is stopped after the first "
        f"round of checks). Example: --first-timeout 60 for a slow JVM",
    )
    parser.add_argument(
        "--jobs",
        type=cliargs.positive_int("job"),
        default=DEFAULT_JOBS,
        metavar="J",
        help=f"checks run at once (default {DEFAULT_JOBS}; at most two programs per CPU core, and at least "
        f"4, start up at once)",
    )
    parser.add_argument(
        "--seed",
        type=cliargs.seed,
        default=0,
        metavar="N",
        help="DOMINION_PLAYER_SEED given to the program (default 0)",
    )
    parser.add_argument("--only", action="append", metavar="CHECK", help="run only this check (repeatable)")
    parser.add_argument(
        "--fail-fast",
        action="store_true",
        help="stop at the first failed check (the checks under way finish; the others are not run)",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--list", action="store_true", help="list the checks of the version and exit")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run `referee check` with `argv` (the arguments after ``check``).

    Returns the exit status: 0 if every check passes, 1 if one fails (or the referee failed in one), 2 for
    bad command-line use (one line on stderr).
    """
    return cliargs.run_command(build_parser(), list(sys.argv[1:] if argv is None else argv), _check)


def _check(args: argparse.Namespace) -> int:
    """Run the checks `args` (parsed by `build_parser`) ask for and print the report; raises `UsageError`."""
    from referee.match import name_from_command, parse_player
    from referee.process import Limits

    if args.list:
        checks = checks_for(args.protocol)
        width = _id_width(checks)
        for c in checks:
            print(f"{c.id:{width}} {c.title}")
        return 0
    if args.player is None:
        raise UsageError("give the program to check: referee check [NAME=]COMMAND")
    name, command = parse_player(args.player)
    name = name or name_from_command(command)
    # Exactly the limits given, as a game takes them: a first-reply limit below --timeout is honoured.
    limits = Limits(reply_timeout=args.timeout, first_reply_timeout=args.first_timeout)
    from rich.console import Console

    from referee.tournament.report import LiveProgress

    # Progress on stderr (stdout holds the report): a bar on a terminal, sparse lines off one.
    with LiveProgress(Console(stderr=True, highlight=False), unit="checks") as live:
        lock = threading.Lock()

        def ended(outcome: Outcome) -> None:
            with lock:
                if outcome.status == "skipped":
                    live.skip()  # not run: never counted as done
                else:
                    live.advance()

        report = run_checks(
            name,
            command,
            version=args.protocol,
            limits=limits,
            jobs=args.jobs,
            seed=args.seed,
            only=args.only,
            fail_fast=args.fail_fast,
            on_start=lambda total: live.start(total, 0),
            on_end=ended,
        )
    if args.json:
        print(json.dumps(report_json(report), indent=2))
    else:
        print_report(report)
    return 0 if report.passed else 1


def failure_groups(report: CheckReport) -> list[list[Outcome]]:
    """The failed checks grouped by root cause, in report order: two failures are alike when they have the
    same kind and break the same rule or limit in the same words once numbers and card names are set aside
    (``(buy gold) needs 6 coins, you have 3`` is like ``(buy province) needs 8 coins, you have 5``; ``card
    names are lowercase: got Copper`` is like ``... got Estate``; every "no first reply within 5 s" is
    alike). Without a reason (output while waiting), the received text is compared the same way. Each group
    lists its first failure first."""
    groups: dict[tuple[str | None, str], list[Outcome]] = {}
    for outcome in report.outcomes:
        failure = outcome.failure
        if failure is None:
            continue
        key = (failure.kind, message_shape(failure.reason or failure.received))
        groups.setdefault(key, []).append(outcome)
    return list(groups.values())


def report_json(report: CheckReport) -> dict:
    """The report as a JSON-ready dict: the program, the version, one object per check, the counts, the
    failures grouped by root cause (`failure_groups`) and why the run stopped early (or null)."""
    groups = failure_groups(report)
    first_of = {o.check.id: group[0].check.id for group in groups for o in group}
    checks = []
    for outcome in report.outcomes:
        entry: dict = {
            "id": outcome.check.id,
            "title": outcome.check.title,
            "status": outcome.status,
            "seconds": round(outcome.seconds, 3),
            "replies": outcome.replies,
            "slowest_reply": round(outcome.slowest_reply, 4),
        }
        failure = outcome.failure
        if failure is not None:
            entry.update(
                sent=failure.sent,
                received=failure.received,
                expected=failure.expected,
                stderr=failure.stderr,
                kind=failure.kind,
                waited=failure.waited,
                silent=failure.silent,
                like=None if first_of[outcome.check.id] == outcome.check.id else first_of[outcome.check.id],
            )
        if outcome.error is not None:
            entry["error"] = outcome.error
        checks.append(entry)
    return {
        "name": report.name,
        "command": list(report.command),
        "protocol": report.version,
        "checks": checks,
        "passed": report.count("pass"),
        "failed": report.count("fail"),
        "errors": report.count("error"),
        "skipped": report.count("skipped"),
        "ok": report.passed,
        "seconds": round(report.seconds, 3),
        "slowest_reply": round(report.slowest_reply, 4),
        "failure_groups": [
            {
                "checks": [o.check.id for o in group],
                "kind": group[0].failure.kind,
                "received": group[0].failure.received,
                "expected": group[0].failure.expected,
            }
            for group in groups
            if group[0].failure is not None
        ],
        "stopped": report.stopped,
    }


def _id_width(checks: Sequence[Check]) -> int:
    """The width of the column of check ids: 24, or the longest id if longer (some of v4's)."""
    return max([24, *(len(c.id) for c in checks)])


def _count(number: int, word: str) -> str:
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def _flushing_hint(failure: CheckFailed) -> str | None:
    """The line for a reply timeout before which the program wrote nothing at all, else None."""
    if not failure.silent or failure.waited is None:
        return None
    return (
        f"this check waited {failure.waited:g} s and not a byte came: is your program flushing its output "
        f"after each reply, and reading its input line by line? (for a slow start-up, allow more with "
        f"--first-timeout S)"
    )


def print_report(report: CheckReport, file=None) -> None:
    """Print the report as text: one line per passed check, one block per group of alike failures (the
    first failure in full, the others named: "and 27 more like it"), then why the run stopped early, if it
    did, and a summary line. Long messages are shortened (`compact_message`, then cut in the middle);
    ``--json`` has every text whole."""
    from referee.output import printable

    out = file or sys.stdout
    groups = {group[0].check.id: group for group in failure_groups(report)}
    alike = {o.check.id for group in groups.values() for o in group[1:]}
    width = _id_width([outcome.check for outcome in report.outcomes])
    print(
        f"referee check: {report.name} = {shlex.join(report.command)} (protocol v{report.version}, "
        f"{_count(len(report.outcomes), 'check')})",
        file=out,
    )
    for outcome in report.outcomes:
        if outcome.status == "skipped" or outcome.check.id in alike:
            continue
        word = {"pass": "PASS", "fail": "FAIL", "error": "ERROR"}[outcome.status]
        print(f"{word:5} {outcome.check.id:{width}} {outcome.check.title}", file=out)
        failure = outcome.failure
        if failure is not None:
            print(f"      sent:     {printable(compact_message(failure.sent), 400, keep_end=250)}", file=out)
            print(f"      received: {printable(failure.received, 600)}", file=out)
            print(f"      expected: {failure.expected}", file=out)
            for line in failure.stderr.splitlines():
                print(f"      stderr:   {printable(line, 200)}", file=out)
            others = [o.check.id for o in groups[outcome.check.id][1:]]
            if others:
                print(
                    f"      and {len(others)} more like it: {', '.join(others)} (--json has each in full)",
                    file=out,
                )
            hint = _flushing_hint(failure)
            if hint:
                print(f"      {hint}", file=out)
        if outcome.error is not None:
            print(
                f"      the referee failed in this check (not the program's fault): {outcome.error}", file=out
            )
    passed, failed, errors = report.count("pass"), report.count("fail"), report.count("error")
    skipped = report.count("skipped")
    if report.stopped:
        print(f"stopped early: {report.stopped} ({_count(skipped, 'check')} not run)", file=out)
    summary = f"{passed} of {_count(len(report.outcomes), 'check')} passed"
    if failed:
        summary += f", {failed} failed"
        if len(groups) < failed:
            summary += f" ({_count(len(groups), 'different failure')})"
    if errors:
        summary += f", {errors} could not run (a referee error)"
    if skipped:
        summary += f", {skipped} not run"
    replies = sum(outcome.replies for outcome in report.outcomes)
    print(
        f"{summary} ({report.seconds:.1f} s); slowest of {_count(replies, 'answer')}: "
        f"{report.slowest_reply:.3f} s",
        file=out,
    )
