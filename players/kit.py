"""The Python player kit: the stdin/stdout loop that turns a `Strategy` into a player program.

A player program is a process that reads notifications from its stdin and writes plays, defenses and answers
to its stdout (Dominion Protocol v1-v5). `run` does all of the protocol work so that a strategy only decides:

    notification              what the kit does
    ------------------------  ------------------------------------------------------------------
    (move STATE)              writes `to_wire(strategy.move(state))` + newline, flushes
    (attacked (act CARD) NAME STATE)
                              writes `to_wire(strategy.defend(name, state, card))` + newline, flushes
                              (a v3 strategy's `defend(name, state)` is called without the card, see below;
                              v5: `(reveal CARD)` is a defense too, `RevealDefense`)
    (decide NAME QUESTION STATE)  (v4)
                              writes `(choose OPTION ...)` with `strategy.decide(question, state)`'s options,
                              or the default answer (`players.answers.DEFAULTS`) when the strategy has no
                              `decide` or it returns None (v5: options may be words and amounts, `str`s
                              such as ``"+card"`` and ``"2"``; an int amount is written as its digits)
    (moved NAME PLAY)         calls `strategy.notify(...)`, writes NOTHING (wait mode)
    (defended NAME DEFENSE)   calls `strategy.notify(...)`, writes NOTHING (wait mode)
    (happened NAME EVENT)     calls `strategy.notify(...)`, writes NOTHING (v4)
    end of input              returns 0: the referee closes stdin when the game is over

Notifications are cut into datums with `protocol.framing.DatumSplitter` (a datum may span lines or come
without a newline; lines are never assumed) and parsed with `protocol.parse_notification`, which is liberal
about player names (`0-player` is accepted) as other referees use such names. By default a notification is
read with the grammar of v6, failing that of v5, failing that of v4, failing that of v3 (`GRAMMARS`; a v6
state has seven more fields than a v5 one, which has seven more than a v4 one, which has two more than a v3
one), so one player program plays every version. A play may be any of v6's, `(coffers N)`
(`protocol.messages.Coffers`) and `(buy EVENT)` (`Buy("delve")`) included.

Defenses: a `defend` of three parameters gets the attacking card (``"witch"``); one of two parameters, written
for v3 where Militia was the only attack, is called without it, and against any other attack its `(discard
...)` becomes `(discard)` (only Militia makes a player discard; `(moat)` is kept). A strategy without `defend`
reveals a Moat when it holds one, else discards its worst cards to Militia (`players.tactics`).

v4 plays with arguments are built by `act(state, card, strategy)` (`players.answers.build_act`): the card's
up-front choices are put to the strategy's own `decide`, so that one method answers both.

Anything that goes wrong (a strategy that raises or returns something that is not a play, a notification
that does not parse, input cut in the middle of a datum) is reported on stderr with the message being
answered, what went wrong and the traceback, and `run` returns non-zero. Nothing but plays, defenses and
answers is ever written to stdout: while `run` writes to the real stdout, `print()` in a strategy goes to
stderr.

A reference player module is therefore just::

    class Strategy: ...

    if __name__ == "__main__":
        raise SystemExit(kit.main(Strategy))
"""

from __future__ import annotations

import argparse
import contextlib
import inspect
import os
import random
import re
import sys
import traceback
from collections.abc import Callable, Sequence
from typing import Any, BinaryIO, TextIO

from players.answers import DEFAULTS, answer_with, build_act, default_answer
from players.tactics import defend_with_moat_or_discard
from protocol import parse_notification, to_wire
from protocol.framing import DatumSplitter
from protocol.messages import (
    OPTION_WORD,
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Choice,
    Choose,
    Clean,
    Coffers,
    Decide,
    Defended,
    Defense,
    DiscardDefense,
    Happened,
    MoatDefense,
    Move,
    Moved,
    RevealDefense,
    State,
)
from protocol.versions import NUMBERS, READERS
from referee.rules import Strategy

__all__ = [
    "DEFAULTS",
    "EXIT_BAD_INPUT",
    "EXIT_OK",
    "EXIT_STRATEGY_ERROR",
    "GRAMMARS",
    "SEED_ENV",
    "act",
    "answer",
    "default_answer",
    "defense",
    "main",
    "run",
]

EXIT_OK = 0
"""End of input reached between notifications: the game is over."""
EXIT_STRATEGY_ERROR = 1
"""The strategy raised, or answered with something that is not a play / defense, or stdout is closed."""
EXIT_BAD_INPUT = 2
"""A notification could not be read or parsed (framing error, grammar error, input cut mid-datum)."""

GRAMMARS: tuple[int, ...] = tuple(version.number for version in reversed(READERS))
"""The grammars a notification is read with when no `--protocol` fixes one, in the order tried: each later
version only adds to the one before, and a player learns the game's version only from its first message."""

SEED_ENV = "DOMINION_PLAYER_SEED"
"""Environment variable the referee sets to a per-player seed (derived one-way from the game seed)."""

_READ_SIZE = 65536
_MAX_NOTIFICATION_BYTES = 1 << 20
"""Notifications come from the referee, not from an opponent, and a state can list a few hundred cards:
allow far more than the 64 KiB a reply may have."""
_QUOTE_LIMIT = 300

_PLAY_TYPES = (Act, Add, Buy, Clean, Coffers)
_DEFENSE_TYPES: tuple[type[Defense], ...] = (MoatDefense, DiscardDefense, RevealDefense)
_WORD = re.compile(OPTION_WORD)


def run(
    strategy: Strategy,
    version: int | None = None,
    stdin: BinaryIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Play one game: answer notifications from `stdin` with the strategy's plays on `stdout`.

    Arguments:
        strategy: the decisions: `move(state)`, and optionally `defend(attacker, state[, card])`,
            `decide(decision, state)` (v4) and `notify(notification)` (see the module docstring for what
            the kit does without them).
        version: protocol version (1 to 5) whose grammar the notifications are parsed with; None (the
            default) reads each notification as v5, else v4, else v3, which together accept every message
            of every version: what a player should do, since it learns the game's version only from the
            messages (a v1 player in a v3 game still receives `(attacked ...)` and must answer it).
        stdin: a binary stream to read notifications from (default `sys.stdin.buffer`). If it has a file
            descriptor it is read with `os.read`, so a notification is answered as soon as it arrives.
        stdout: a text stream for plays, defenses and answers (default `sys.stdout`); flushed after every
            reply. With the default, `sys.stdout` is redirected to stderr while the game runs, so that a
            debugging `print()` in the strategy cannot be taken for a play.

    Returns:
        `EXIT_OK` (0) at end of input; `EXIT_STRATEGY_ERROR` (1) if the strategy failed or stdout was
        closed; `EXIT_BAD_INPUT` (2) if a notification could not be read or parsed. Every non-zero return
        has first written a readable report to stderr.

    Protocol: v1 "move"/"wait" modes (a reply to every `move`, none to `moved`); v3 `attacked` answered with
    a defense, `defended` not answered; v4 `decide` answered with `(choose ...)`, `happened` not answered;
    framing per the referee's decisions (a message is one datum).
    """
    source = sys.stdin.buffer if stdin is None else stdin
    versions = list(GRAMMARS) if version is None else [version]
    if stdout is not None:
        return _loop(strategy, versions, source, stdout)
    # Replies go to the real stdout; a stray print() in a strategy goes to stderr instead of corrupting
    # the reply stream (output while waiting would get the player ejected).
    sink = sys.stdout
    with contextlib.redirect_stdout(sys.stderr):
        return _loop(strategy, versions, source, sink)


def _loop(strategy: Strategy, versions: list[int], source: BinaryIO, sink: TextIO) -> int:
    """The body of `run`: read, split, answer, until end of input or the first error."""
    read = _chunk_reader(source)
    splitter = DatumSplitter(max_bytes=_MAX_NOTIFICATION_BYTES)
    answerer = _Answerer(strategy, versions, sink)
    while True:
        try:
            data = read()
        except OSError as error:
            return _report("reading stdin failed", None, error)
        if not data:
            break
        try:
            datums = splitter.feed(data)
        except Exception as error:  # a ProtocolError, or a bug of the reader: report it, never crash raw
            return _report("the input is not a sequence of S-expression datums", None, error, EXIT_BAD_INPUT)
        for text in datums:
            status = answerer.answer(text)
            if status != EXIT_OK:
                return status
    try:
        last = splitter.finish()
    except Exception as error:  # a ProtocolError, or a bug of the reader: report it, never crash raw
        return _report("the input did not end cleanly after a notification", None, error, EXIT_BAD_INPUT)
    for text in last:
        status = answerer.answer(text)
        if status != EXIT_OK:
            return status
    return EXIT_OK


def main(
    make_strategy: Callable[..., Strategy],
    argv: Sequence[str] | None = None,
    *,
    seeded: bool = False,
    description: str | None = None,
) -> int:
    """Command-line entry of a player module: parse options, build the strategy, `run` it on stdin/stdout.

    Arguments:
        make_strategy: the strategy class (or any factory). Called with no argument, or with the seed
            (an int) as its only argument when `seeded` is true.
        argv: the arguments after the program name (default `sys.argv[1:]`).
        seeded: the player uses randomness: accept `--seed N`; without it use the environment variable
            `DOMINION_PLAYER_SEED` (the referee sets it per player), else a random seed.
        description: one line for `--help` (default: the first line of the factory's docstring).

    Options: `--protocol {1,2,3,4,5}` (grammar used to read notifications; by default v5, else v4, else
    v3: every version), `--seed N` (seeded players only).

    Returns the exit status of `run`, or 2 for a bad `DOMINION_PLAYER_SEED` value (argparse exits 2 itself
    for bad options).
    """
    if description is None:
        description = ((make_strategy.__doc__ or "").strip().splitlines() or [""])[0]
    module = sys.modules.get(make_strategy.__module__)
    module_name = getattr(getattr(module, "__spec__", None), "name", make_strategy.__module__)
    parser = argparse.ArgumentParser(prog=f"python -m {module_name}", description=description)
    parser.add_argument(
        "--protocol",
        type=int,
        choices=NUMBERS,
        default=None,
        help="protocol version whose grammar notifications are read with (default: v5, else v4, else v3, "
        "which together accept every version)",
    )
    if seeded:
        parser.add_argument(
            "--seed",
            type=int,
            default=None,
            help=f"seed of the player's random choices (default: ${SEED_ENV}, else random)",
        )
    options = parser.parse_args(argv)
    if not seeded:
        return run(make_strategy(), options.protocol)
    seed = options.seed
    if seed is None:
        from_env = os.environ.get(SEED_ENV)
        if from_env is not None:
            try:
                seed = int(from_env)
            except ValueError:
                print(f"{parser.prog}: {SEED_ENV} must be an integer, got {from_env!r}", file=sys.stderr)
                return EXIT_BAD_INPUT
        else:
            seed = random.SystemRandom().randrange(2**63)
    return run(make_strategy(seed), options.protocol)


def _chunk_reader(source: BinaryIO) -> Callable[[], bytes]:
    """A function returning the next bytes available from `source` (b"" at end of input).

    Uses `os.read` on the file descriptor when there is one: a buffered `read(n)` would wait for n bytes and
    deadlock with a referee waiting for our answer.
    """
    try:
        fd = source.fileno()
    except (AttributeError, OSError, ValueError):
        read1 = getattr(source, "read1", None)
        if read1 is not None:
            return lambda: read1(_READ_SIZE)
        return lambda: source.read(_READ_SIZE)
    return lambda: os.read(fd, _READ_SIZE)


def act(state: State, card: str, strategy: Any = None) -> Act:
    """The v4 play of action `card` from the hand of `state`, its up-front arguments (Remodel's card to trash
    and card to gain, a Throne Room's nested play, ...) chosen by `strategy.decide`, else by the default
    answers: `players.answers.build_act`. Raises ValueError for a card that cannot be played so, or an
    answer of the strategy that the rules refuse."""
    return build_act(state, card, getattr(strategy, "decide", None))


def answer(strategy: Any, decision: Any, state: State) -> tuple:
    """The strategy's answer to `decision` (`strategy.decide(decision, state)`), or the default answer
    (`players.answers.DEFAULTS`) when the strategy has no `decide` or it returns None."""
    return answer_with(getattr(strategy, "decide", None), decision, state)


def defense(strategy: Any, attacker: str, state: State, card: str = "militia") -> Any:
    """The strategy's defense against `attacker`'s attack `card` (see the module docstring: a two-parameter
    v3 `defend` is called without the card, and only Militia keeps its discards; no `defend` at all:
    `players.tactics.defend_with_moat_or_discard`)."""
    defend = getattr(strategy, "defend", None)
    if defend is None:
        return defend_with_moat_or_discard(state, card)
    if _takes_card(defend):
        return defend(attacker, state, card)
    reply = defend(attacker, state)
    if card != Card.MILITIA and isinstance(reply, DiscardDefense) and reply.cards:
        return DiscardDefense(())
    return reply


def _takes_card(defend: Callable[..., Any]) -> bool:
    """True when `defend` accepts a third positional argument (the attacking card)."""
    try:
        parameters = list(inspect.signature(defend).parameters.values())
    except (TypeError, ValueError):
        return False
    if any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in parameters):
        return True
    positional = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return sum(p.kind in positional for p in parameters) >= 3


class _Answerer:
    """Answers one notification at a time for `run`: parses it (trying `versions` in turn, the one that last
    worked first), asks the strategy, writes the reply."""

    def __init__(self, strategy: Any, versions: list[int], sink: TextIO) -> None:
        self.strategy = strategy
        self.versions = versions
        self.sink = sink
        self.notify = getattr(strategy, "notify", None)

    def parse(self, text: str):
        """The notification `text` in the first grammar of `versions` that reads it; raises the first
        grammar's error when none does."""
        first: Exception | None = None
        for index, version in enumerate(self.versions):
            try:
                notification = parse_notification(text, version)
            except Exception as error:  # a ProtocolError, or a bug of the parser: reported by the caller
                first = first or error
                continue
            if index:
                self.versions.insert(0, self.versions.pop(index))
            return notification
        assert first is not None
        raise first

    def answer(self, text: str) -> int:
        """Parse one notification, ask the strategy, write its reply if one is due. Returns an exit status."""
        strategy = self.strategy
        try:
            notification = self.parse(text)
        except Exception as error:
            return _report("this notification could not be parsed", text, error, EXIT_BAD_INPUT)
        try:
            if isinstance(notification, Move):
                reply = strategy.move(notification.state)
                if not isinstance(reply, _PLAY_TYPES):
                    raise TypeError(
                        f"strategy.move returned {reply!r}; expected a play (Act, Add, Buy, Clean or Coffers)"
                    )
            elif isinstance(notification, Attacked):
                reply = defense(strategy, notification.name, notification.state, notification.attack.card)
                if not isinstance(reply, _DEFENSE_TYPES):
                    raise TypeError(
                        f"strategy.defend returned {reply!r}; "
                        "expected a defense (MoatDefense, DiscardDefense or RevealDefense)"
                    )
            elif isinstance(notification, Decide):
                chosen = answer(strategy, notification.question, notification.state)
                offered = notification.question.options
                reply = Choose(tuple(_option(option, "strategy.decide", offered) for option in chosen))
            elif isinstance(notification, Moved | Defended | Happened):
                if self.notify is not None:
                    self.notify(notification)
                return EXIT_OK
            else:
                raise TypeError(
                    f"parse_notification returned {notification!r}, which the kit does not handle"
                )
            line = to_wire(reply) + "\n"
        except Exception as error:
            return _report(f"the strategy {type(strategy).__name__} failed", text, error)
        try:
            self.sink.write(line)
            self.sink.flush()
        except (ValueError, OSError) as error:
            _discard_further_output(self.sink)
            return _report("writing the reply to stdout failed (did the referee close it?)", text, error)
        return EXIT_OK


def _option(option: Any, who: str, offered: tuple = ()) -> Card | Choice | str:
    """`option` as a protocol option: a `Card`, a `Choice`, or (v5) an option word or amount as a `str`
    (``+card``, ``2``; an int amount becomes its digits; `offered`, the decision's options, is kept for the
    message); TypeError naming `who` and the options offered for anything else."""
    if isinstance(option, Card | Choice):
        return option
    if type(option) is int and option >= 0:
        return str(option)
    if isinstance(option, str):
        for kind in (Card, Choice):
            try:
                return kind(option)
            except ValueError:
                pass
        if _WORD.fullmatch(option):
            return option
    offer = f" (the decision offered: {' '.join(map(str, offered))})" if offered else ""
    raise TypeError(
        f"{who} chose {option!r}, which is neither a card nor an option word such as discard-deck, +card or 2"
        + offer
    )


def _discard_further_output(sink: TextIO) -> None:
    """After a failed write, point `sink`'s file descriptor at /dev/null, so that the flush Python does at
    exit does not fail a second time with an "Exception ignored" message that hides our report."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sink.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _report(what: str, text: str | None, error: BaseException, status: int = EXIT_STRATEGY_ERROR) -> int:
    """Write a readable error report to stderr and return `status`."""
    lines = [f"player error: {what}"]
    if text is not None:
        quoted = text if len(text) <= _QUOTE_LIMIT else text[:_QUOTE_LIMIT] + " ..."
        lines.append(f"  while answering: {quoted}")
    lines.append(f"  what went wrong: {type(error).__name__}: {error}")
    lines.append("".join(traceback.format_exception(error)).rstrip("\n"))
    try:
        print("\n".join(lines), file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass
    return status
