"""The machinery of `referee check`: a dialogue with one fresh player process (`Dialogue`), a real game
arranged for a check (`Table`), the failures a check reports (`CheckFailed`, `ScriptError`) and the record
of one check (`Check`). The checks themselves are in one module per protocol version that introduced them
(`referee.conformance.v1` for v1-v3, `.v4`, `.v5`), listed in `referee.conformance.registry`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from protocol import (
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Clean,
    Decide,
    Defended,
    Defense,
    Happened,
    Move,
    Moved,
    Play,
    State,
    to_wire,
)
from protocol.errors import show as show_text
from protocol.versions import VERSIONS
from referee.errors import (
    IllegalPlay,
    OutputWhileWaiting,
    PlayerCrashed,
    PlayerFault,
    ProtocolViolation,
    ReplyTimeout,
    ReplyTooLarge,
    WriteTimeout,
)
from referee.protocol_rules import game_rules
from referee.rules.decisions import Decision, question
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
from referee.seats.engine import Driver

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
"""What `referee.seats.process` says in a reply timeout when the program never wrote a byte on its stdout."""

DEFAULT_FIRST_TIMEOUT = 20.0
"""`referee check`'s default first-reply limit in seconds: a game's (`referee.seats.process.Limits`). Checks
run `--jobs` at a time, so a program that starts in a second alone can take several on a busy machine: a
shorter limit failed reference players there. A program that never flushes still gets its verdict in one round
of checks (the early stop of `run_checks`)."""


DEFAULT_KINGDOM: tuple[Card, ...] = VERSIONS[3].actions
"""The kingdom of a v4 check's game unless the check names its own: v3's ten action cards, so every check of
v1-v3 runs in v4 with the cards it always had."""

SEED = 20120208
"""Seed of every check's game (the order of the scripted players' hidden starting decks): checks are
reproducible."""


WAITING = "a player in wait mode (after (moved ...), (defended ...) or its own clean-up) writes nothing"
WAITING_V4 = (
    "a player in wait mode (after (moved ...), (defended ...), (happened ...) or its own clean-up) writes "
    "nothing: only (move ...), (attacked ...) and (decide ...) take an answer"
)
"""What `WAITING` says in protocol v4."""


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
        limits: a `referee.seats.process.Limits` (reply and first-reply time limits, exit grace, ...).
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
        from referee.seats.process import SubprocessSeat

        self.name = name
        self._started = started
        self.version = version
        self.protocol = VERSIONS[version]
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
        if why == WAITING and self.protocol.knows("decide"):
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
                + (
                    ", (attacked ...) or (decide ...)"
                    if self.protocol.knows("decide")
                    else " or (attacked ...)"
                )
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
    ``(moved ...)``. Attacks are made by the engine's own step (`referee.seats.engine.Driver.resolve`):
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
        rules = game_rules(dialogue.version)
        if VERSIONS[dialogue.version].knows("chosen-kingdom"):
            self.game = Game(names, rules=rules, seed=SEED, kingdom=kingdom or DEFAULT_KINGDOM)
        else:
            self.game = Game(names, rules=rules, seed=SEED)
        self.defenses: dict[str, Defense] = {}
        self.answers: dict[str, list[tuple[Card, ...]]] = {}
        self.program = _ProgramSeat(dialogue, self)
        seats = [self.program if name == self.me else _ScriptedSeat(name, self) for name in names]
        # The engine's own step after a play (an attack's protocol, the decisions it asks): nothing of the
        # rules is written again here.
        self.driver = Driver(self.game, seats, None, dialogue.version)
        if VERSIONS[dialogue.version].knows("set-up-events"):
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
        return self.driver.viewer.view(player)

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
            play = plays.pop(0) if plays else _money_play(self.driver.viewer.view())
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
        reason = check_play(self.driver.viewer.view(), play)
        if reason is not None:
            raise ScriptError(f"scripted player {name}: {reason}")
        self.game.apply(play)
        self.defenses = defenses or {}
        self._made(name, play)

    def _made(self, name: str, play: Play) -> None:
        """After player `name`'s `play` was applied: the engine's own steps. The others are told
        ``(moved ...)`` (in v4 as the engine shows it: Artisan's card put back hidden), then an attack's
        protocol and the decisions the card asks (`referee.seats.engine.Driver.resolve`; in v4 with every
        ``(happened ...)`` on the way, all told before this returns)."""
        if VERSIONS[self.dialogue.version].knows("happened"):
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
