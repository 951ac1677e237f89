"""What `referee` prints for one game: a start line, the play-by-play (`-v`), the result, or `--json`.

Printing only: no decisions are made here. Text a player wrote is shown with control characters escaped
and cut to a readable length (the full text is in the result's JSON and in the `--log` transcript).
The result table is drawn with `rich`: boxed on a terminal, plain aligned columns otherwise.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from protocol import to_wire
from protocol.errors import ProtocolError, head
from protocol.messages import Card, Defense, DiscardDefense, Play
from protocol.sexp import read_sexp, render
from protocol.versions import VERSIONS
from referee.errors import OutputWhileWaiting, PlayerCrashed, PlayerFault
from referee.result import GameResult, PlayerResult, ReplyStats
from referee.rules.decisions import Decision, Event
from referee.seats.crashes import ERROR_LABEL
from referee.seats.engine import Observer

if TYPE_CHECKING:
    from referee.match import MatchConfig, MatchRecord

END_TEXTS = {
    "provinces": "the province pile is empty",
    "three-piles": "three supply piles are empty",
    "turn-limit": "the turn limit was reached ({limit} turns per player)",
    "last-player-standing": "every other player was ejected",
    "colonies": "the colony pile is empty",
}
"""Why the game ended, in words, by `referee.result.END_REASONS` value."""

MESSAGE_CUT = 600
"""Characters of an ejection's message shown in a game's result (the advice of a reply timeout is long)."""

TEXT_CUT = 120
"""Characters of a player's offending text shown in the report."""

STATE_CUT = 300
"""Characters of the message an ejected player was answering shown in a game's result (`excerpt`: the hand
and play area first)."""


def printable(text: str, limit: int | None = None, *, keep_end: int = 0) -> str:
    """`text` made safe for a terminal and fit for one line: the one function that every text a player, a
    remote client, a strategy file or a transcript contributes passes before any command prints it
    (docs/sandbox.md, "Text that others wrote").

    Every character that is not printable (`str.isprintable`: control characters C0 and C1, so ESC, BEL and
    U+009B that start terminal escapes; format characters such as the BiDi overrides and isolates U+202A-E,
    U+2066-9; line and paragraph separators; unassigned and surrogate code points) is written as its
    Python escape (``\\n``, ``\\x1b``, ``\\u202e``), so that nothing reaches the terminal as a command. Cut to
    `limit` characters (None: no cut) with the total length noted when it was longer. With `keep_end`, the
    cut is in the middle and the last `keep_end` characters at most are kept (the end of a state holds the
    hand, plays and discards), both sides of the cut ending between words where there are spaces."""
    escaped = "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)
    if limit is None or len(escaped) <= limit:
        return escaped
    if keep_end:
        return cut_in_the_middle(escaped, limit - keep_end, keep_end, total=len(text))
    return f"{escaped[: limit - 1]}… ({len(text)} characters in all)"


def cut_in_the_middle(text: str, head: int, tail: int, *, total: int | None = None) -> str:
    """`text` cut in the middle: its first `head` and last `tail` characters at most, both sides of the cut
    ending between words where there are spaces (no ``copp … er``, no ``and copper`` for ``(hand copper``),
    and the length in characters (`total`, default ``len(text)``) noted. Used where a long state is shown in
    part: the terminal (`printable`) and the report."""
    first, last = text[:head], text[-tail:] if tail else ""
    space = first.rfind(" ")
    if space > len(first) // 2:
        first = first[:space]
    space = last.find(" ")
    if 0 <= space < len(last) // 2:
        last = last[space + 1 :]
    return f"{first} … {last} ({len(text) if total is None else total} characters in all)"


_REPEATED = re.compile(r"(?<![\w-])([a-z][a-z-]*)((?: \1(?![\w-])){2,})")
"""A run of three or more equal words of lowercase letters and hyphens (card names)."""


def compact_message(text: str) -> str:
    """A message with runs of three or more equal card names counted: ``copper copper copper`` ->
    ``copper×3``, ``ghost-ship ghost-ship ghost-ship`` -> ``ghost-ship×3`` (a full supply shrinks from
    about 1,800 characters to 250). For people only: the exact text is in ``--json`` and the transcript."""
    return _REPEATED.sub(lambda m: f"{m.group(1)}×{m.group(2).count(' ') + 1}", text)


EXCERPT_FIRST = ("hand", "plays", "actions", "buys", "coins", "potions")
"""The fields of a state an excerpt shows first, in this order: the hand and the play area, then what is
left to spend."""


def excerpt(wire: str, limit: int) -> str:
    """A message a player was sent (`wire`, one message's wire text), shown for people in at most about
    `limit` characters: its state's hand and play area first (`EXCERPT_FIRST`), then its other fields in the
    wire's order; runs of a card counted (`compact_message`: ``copper×46``); escaped (`printable`); cut at
    the end, between words, with the whole length noted. So nothing comes before the hand but the message's
    head (``(move``, ``(attacked (act militia) mm``, ``(decide ann QUESTION``), whatever the limit.

    A text that is not one message with a state (an old record cut in the middle of its state) keeps its
    order and is cut in the middle instead (`cut_in_the_middle`: the end of a state holds the hand)."""
    try:
        datum = read_sexp(wire)
    except ProtocolError:
        datum = None
    state = datum[-1] if isinstance(datum, list) and len(datum) > 1 else None
    fields = state if isinstance(state, list) and state else None
    if fields is None or not all(isinstance(f, list) and f and isinstance(f[0], str) for f in fields):
        text = printable(compact_message(wire))
        if len(text) <= limit:
            return text
        return cut_in_the_middle(text, limit // 3, limit - limit // 3, total=len(wire))
    rank = {name: index for index, name in enumerate(EXCERPT_FIRST)}
    first = sorted((f for f in fields if f[0] in rank), key=lambda f: rank[f[0]])
    text = printable(compact_message(render([*datum[:-1], first + [f for f in fields if f[0] not in rank]])))
    if len(text) <= limit:
        return text
    cut = text[:limit]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return f"{cut} … ({len(wire)} characters in all)"


_NUMBER_OR_CARD = re.compile(r"\d+|\b(?:" + "|".join(c.value for c in Card) + r")\b", re.IGNORECASE)


def message_shape(text: str) -> str:
    """`text` with every number and card name (any case) replaced by ``#``: what two reports of the same
    fault share (``(buy gold) needs 6 coins, you have 3`` and ``(buy province) needs 8 coins, you have 5``;
    ``card names are lowercase: got Copper`` and ``... got Estate``). Used to group alike failures and
    ejections."""
    return _NUMBER_OR_CARD.sub("#", text)


def cause_shape(kind: str, message: str) -> str:
    """What two ejections of one cause share: the `message_shape` of their message, for output while waiting
    without the messages it can have followed (how many the referee sent before it saw the output is
    timing, not the player's fault). Ejections are grouped by (kind, this)."""
    if kind == OutputWhileWaiting.KIND:
        message = re.sub(re.escape(OutputWhileWaiting.FOLLOWED) + r".*?; ", "; ", message, count=1)
    return message_shape(message)


HEAD_CUT = 80
"""Characters of a short notification (``(moved ...)``, ``(defended ...)``) shown in one-line summaries."""


def message_head(wire: str) -> str:
    """The kind of message `wire` is, short enough for a one-line summary of an ejection.

    ``(move ((players ...) ...))`` -> ``(move …)``; ``(attacked (act militia) mm ((players ...) ...))`` ->
    ``(attacked (act militia) mm …)`` (the state is long and in the transcript); a notification such as
    ``(moved ada (clean estate))`` is shown whole, cut at `HEAD_CUT` characters.
    """
    return printable(head(wire), HEAD_CUT)


def state_label(kind: str, state: str) -> str:
    """How an ejection names the message in `state`: ``"answering"`` for the `move`/`attacked` a player was
    answering, ``"last sent"`` for output while waiting (the player was answering nothing; `state` is the
    last message it had been sent, possibly a move it had already answered, and not necessarily the one its
    output followed: its message names those), ``"after"`` for anything else."""
    if kind == OutputWhileWaiting.KIND:
        return "last sent"
    if state.lstrip().startswith(("(move ", "(attacked ")):
        return "answering"
    return "after"


def ejection_summary(kind: str, message: str, state: str | None, turn: int) -> str:
    """One line about an ejection, for tournaments: ``ejected on game turn 10 (reply-timeout): no reply
    within 5 s, answering (attacked (act militia) mm …)``.

    `turn` is the game's turn (counting every player's turns), said so, as a player's own turn count is
    shown beside it. `state` is the message answered (``answering``) or, for output while waiting, the last
    one received (``after``), shown by `message_head`; None omits it.
    """
    line = f"ejected on game turn {turn} ({kind}): {printable(message, MESSAGE_CUT)}"
    if state:
        line += f", {state_label(kind, state)} {message_head(state)}"
    return line


def counted(number: int, word: str) -> str:
    """``1 turn``, ``2 turns``, ``0 turns``: `number` and `word`, in the plural unless `number` is 1."""
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def end_text(result: GameResult, turn_limit: int) -> str:
    """Why the game ended, as a phrase (``"the province pile is empty"``)."""
    return END_TEXTS.get(result.end, result.end).format(limit=turn_limit)


def reply_times(reply: ReplyStats) -> str:
    """A player's mean and slowest reply as ``MEAN/MAX ms``, e.g. ``0.31/1.2 ms`` or ``12/470 ms``.

    Each figure keeps two significant digits or more (no decimals from 10 ms, one below, two below 1 ms),
    so that fast players do not all show ``0/0 ms``. `reply` times are in seconds.
    """
    return f"{_milliseconds(reply.mean)}/{_milliseconds(reply.max)} ms"


def _milliseconds(seconds: float) -> str:
    ms = seconds * 1000
    if ms >= 9.95:  # what would round to 10.0 shows as 10
        return f"{ms:.0f}"
    if ms >= 0.995:
        return f"{ms:.1f}"
    return f"{ms:.2f}"


def status_text(player: PlayerResult, winners: tuple[str, ...]) -> str:
    """``won``, ``shared win``, ``finished`` or ``ejected: KIND``."""
    if player.ejection is not None:
        return f"ejected: {player.ejection.kind}"
    if player.name in winners:
        return "won" if len(winners) == 1 else "shared win"
    return "finished"


def kingdom_line(config: MatchConfig) -> str:
    """``Kingdom: artisan, bandit, ... (edition 2)``: the game's kingdom cards in supply order (a v1-v3
    game's are its version's; an eleventh, Young Witch's Bane, marked ``(Bane)``; then a v6 game's events
    and landmarks, ``delve (event)``) and the edition whose
    card texts are played; ``; Potion pile in the supply`` when a kingdom card's cost has a potion
    (Alchemy)."""
    from protocol.catalogue import CATALOGUE, LANDSCAPES
    from referee.result import kingdom_of

    names = config.kingdom or kingdom_of({"version": config.version})
    cards = [card for card in names if card not in LANDSCAPES]
    potion = any(card in CATALOGUE and CATALOGUE[card].potion for card in cards)
    extra = "; Potion pile in the supply" if potion else ""
    cards[10:] = [f"{bane} (Bane)" for bane in cards[10:]]  # Young Witch's Bane, the eleventh
    # A v6 game's events and landmarks, each with its kind.
    cards += [f"{name} ({LANDSCAPES[name].kind})" for name in names if name in LANDSCAPES]
    return f"Kingdom: {', '.join(cards)} (edition {config.edition}){extra}"


def result_json(record: MatchRecord, config: MatchConfig) -> dict:
    """`GameResult.to_json()` plus ``"replay"``: the command line that replays the game."""
    from referee.match import replay_command

    return {**record.result.to_json(), "replay": replay_command(config)}


class Report:
    """Prints one game for a person (or, with `json_only`, prints only the JSON result).

    Arguments:
        config: the game being played.
        json_only: print nothing but the result as one JSON object (`--json`).
        file: where to print (default `sys.stdout`).
    """

    def __init__(self, config: MatchConfig, *, json_only: bool = False, file: TextIO | None = None) -> None:
        self.config = config
        self.json_only = json_only
        self.file = file if file is not None else sys.stdout

    def _line(self, text: str = "") -> None:
        print(text, file=self.file, flush=True)

    def start(self) -> None:
        """One line: the players (name and command), the protocol version, the seed and the turn limit."""
        if self.json_only:
            return
        from shlex import join

        players = ", ".join(f"{name} ({join(command)})" for name, command in self.config.players)
        self._line(
            f"Game: {players} | protocol {self.config.version} | seed {self.config.seed}"
            f" | turn limit {self.config.turn_limit}"
        )
        if self.config.kingdom is not None or self.config.edition != 2:
            self._line(kingdom_line(self.config))

    def observer(self) -> VerboseObserver:
        """An engine observer printing the play-by-play (`-v`), after one line saying which containment of
        player processes is in force. It prints where the report does, or on stderr with `json_only`
        (stdout then holds nothing but the JSON result)."""
        from referee.seats.sandbox import describe

        file = sys.stderr if self.json_only else self.file
        print(describe(), file=file, flush=True)
        return VerboseObserver(file, events=VERSIONS[self.config.version].knows("happened"))

    def finish(self, record: MatchRecord) -> None:
        """The result: JSON only, or the table, the end reason, ejection details, seed, replay and files."""
        if self.json_only:
            self._line(json.dumps(result_json(record, self.config)))
            return
        from referee.match import replay_command

        result = record.result
        self._table(result)
        winners = " and ".join(result.winners) if result.winners else "nobody"
        self._line(
            f"Game over after {counted(result.turns, 'turn')}: {end_text(result, self.config.turn_limit)}. "
            f"{'Winners' if len(result.winners) > 1 else 'Winner'}: {winners}."
        )
        note = tie_note(result)
        if note:
            self._line(note)
        for line in setup_lines(result.colony, result.shelters, result.kingdom):
            self._line(line)
        if result.bane is not None:
            self._line(f"Young Witch's Bane: {result.bane} (an eleventh kingdom pile).")
        for player in result.ejections:
            self._ejection(player, record)
        self._line(f"Seed {result.seed}. Replay: {replay_command(self.config)}")
        if self.config.log is not None:
            self._line(f"Transcript (JSON Lines): {self.config.log}")
        if record.stderr_paths:
            paths = ", ".join(str(path) for path in record.stderr_paths.values())
            self._line(f"Players' stderr: {paths}")

    def _table(self, result: GameResult) -> None:
        console = Console(file=self.file, highlight=False, markup=False, emoji=False)
        table = Table(box=box.SIMPLE_HEAD if console.is_terminal else None, pad_edge=False)
        for header, justify in (
            ("Rank", "right"),
            ("Player", "left"),
            ("Score", "right"),
            ("Turns", "right"),
            ("Reply mean/max", "right"),
            ("Status", "left"),
        ):
            table.add_column(header, justify=justify, no_wrap=header != "Status")
        for player in sorted(result.players, key=lambda p: (p.rank, p.seat)):
            reply = reply_times(player.reply) if player.reply is not None and player.reply.count else "-"
            table.add_row(
                Text(str(player.rank)),
                Text(player.name),
                Text(str(player.score)),
                Text(str(player.turns)),
                Text(reply),
                Text(status_text(player, result.winners)),
            )
        if console.is_terminal:
            console.print(table)
            return
        # Plain text for pipes and files: no colours, no trailing padding.
        with console.capture() as captured:
            console.print(table)
        for line in captured.get().splitlines():
            self._line(line.rstrip())

    def _ejection(self, player: PlayerResult, record: MatchRecord) -> None:
        ejection = player.ejection
        assert ejection is not None
        self._line(f"{player.name} was ejected on game turn {ejection.turn} ({ejection.kind}): "
                   f"{printable(ejection.message, MESSAGE_CUT)}")  # fmt: skip
        if ejection.text is not None:
            self._line(f"  received:  {printable(ejection.text, TEXT_CUT)}")
        if ejection.state:
            label = f"{state_label(ejection.kind, ejection.state) + ':':<10}"
            self._line(f"  {label} {excerpt(ejection.state, STATE_CUT)}")
        lines = record.stderr_tails.get(player.name, "").strip().splitlines()[-5:]
        heading = "its stderr ended with:"
        if ERROR_LABEL in ejection.message:
            lines = []  # the message states its error: a runtime's frames and footer add nothing
        elif lines and lines[-1].strip() and lines[-1].strip() in ejection.message:
            # The message already quotes the last line (a crash): show only what came before it, as context.
            lines.pop()
            heading = "its stderr before that:"
        if lines:
            self._line(f"  {heading} {printable(lines[0], TEXT_CUT)}")
            for line in lines[1:]:
                self._line(f"    {printable(line, TEXT_CUT)}")
        path = record.stderr_paths.get(player.name)
        if path is not None and path.is_file() and path.stat().st_size:
            self._line(f"  its whole stderr: {printable(str(path))}")
        elif ejection.kind == PlayerCrashed.KIND and record.stderr_tails.get(player.name):
            self._line("  its whole stderr was not kept: --stderr-dir DIR keeps it in DIR/NAME.stderr")


class VerboseObserver(Observer):
    """Prints the game as it goes (`-v`): one line per turn start, play, defense and ejection; with `events`
    (a v4 or v5 game, whose players are told of decisions and `happened`) also one line per decision answered
    and per public event, each event after the play or answer that caused it (docs/referee.md, "-v").

    A turn's heading comes before everything of that turn: the events of its start (a duration's, Prince's
    play), which happen inside the clean-up that ends the turn before, are printed under it
    (`Observer.turn_events_follow`: they are heard just before `turn_started`); an extra turn's heading
    says so, a possessed turn's names the player who makes its plays and decisions (Possession).

    Example lines::

        turn 3: bigmoney
          bigmoney: (add silver)
          ann defends: (discard copper estate)
          ann: (act bishop)
            ann takes 1 VP token
          bob decides for courtyard: (choose copper)
            bob gains silver (to hand)
          EJECTED cheat (illegal-play): cannot buy province: ... | received: (buy province)

    Every card name, prompt and text passes `printable` (a strategy or catalogue never writes a control
    character, but nothing reaches the terminal unescaped).
    """

    turn_events_follow = True

    def __init__(self, file: TextIO, *, events: bool = False) -> None:
        self.file = file
        self.events = events
        self._heard: list[Event] = []

    def _line(self, text: str) -> None:
        print(printable(text, None), file=self.file, flush=True)

    def _flush(self) -> None:
        heard, self._heard = self._heard, []
        for line in event_lines(heard):
            self._line(f"    {line}")

    def turn_started(self, turn: int, name: str) -> None:
        """``turn 5: ann``, ``turn 6: ann (extra turn)``, ``turn 7: bob (possessed: ann makes its plays and
        decisions)``, then the events heard since the last line: those of the turn's start. The
        ``extra-turn`` event that opens an extra or possessed turn is said by the heading, not by a line of
        its own."""
        heard = self._heard
        how = ""
        if heard and heard[0].kind == "extra-turn" and _who(heard[0]) == name:
            possessor = getattr(heard.pop(0), "to", None)
            how = f" (possessed: {possessor} makes its plays and decisions)" if possessor else " (extra turn)"
        self._line(f"turn {turn}: {name}{how}")
        self._flush()

    def played(self, name: str, play: Play) -> None:
        """``  ann: (buy silver)``, then the events it caused (its own ``play`` event left out). The events
        kept from before it (what ended the previous step after its line, a Witch's second Curse) are
        printed first: the play's own events start at its ``play`` event (an action or a treasure) or the
        gain of the bought card (a buy)."""
        card = getattr(play, "card", None)
        kind = "gain" if type(play).__name__ == "Buy" else "play"
        heard = self._heard
        start = next(
            (at for at, e in enumerate(heard) if e.kind == kind and e.player == name and e.cards == (card,)),
            None,
        )
        if start is not None:
            if kind == "play":
                del heard[start]
            self._heard = heard[:start]
            self._flush()
            self._heard = heard[start:]
        self._line(f"  {name}: {to_wire(play)}")
        self._flush()

    def defended(self, name: str, defense: Defense) -> None:
        """``  bob defends: (discard estate copper)`` (the whole defense, as the referee saw it); an empty
        ``(discard)`` says what it means: ``-- no reaction revealed``."""
        said = f"  {name} defends: {to_wire(defense)}"
        if isinstance(defense, DiscardDefense) and not defense.cards:
            said += " -- no reaction revealed"
        self._line(said)
        self._flush()

    def asking(self, name: str, decision: Decision) -> None:
        """Before a decision is asked: the events that led to it (a card revealed that it is about) are
        printed first, never under the decision's line."""
        self._flush()

    def decided(self, name: str, decision: Decision, answer: tuple) -> None:
        """``  bob decides for courtyard: (choose copper) -- PROMPT`` (with `events`; the decision's prompt
        says what the answer meant), then the events it caused."""
        if not self.events:
            return
        said = f"  {name} decides for {decision.card}: (choose{''.join(f' {card}' for card in answer)})"
        prompt = getattr(decision, "prompt", "")
        self._line(f"{said} -- {prompt}" if prompt else said)
        self._flush()

    def event(self, event: Event) -> None:
        """Keep a public event (with `events`) to print after the line of what caused it."""
        if self.events:
            self._heard.append(event)

    def ejected(self, name: str, fault: PlayerFault) -> None:
        """``  EJECTED bob (reply-timeout): no reply within 5 s``, with the text received if any."""
        self._flush()
        received = "" if fault.text is None else f" | received: {printable(fault.text, TEXT_CUT)}"
        self._line(f"  EJECTED {name} ({fault.kind}): {printable(fault.message, MESSAGE_CUT)}{received}")

    def game_ended(self, result: GameResult) -> None:
        """Print the events of the game's last step."""
        self._flush()


def event_lines(heard: Sequence[Event]) -> list[str]:
    """Public events in words, one line each (`event_text`), as `-v` prints them under the play or answer
    that caused them and `referee replay` shows them: a run of one player's reveals is one line (Golem,
    Scrying Pool, Fortune Teller...), an exchange one line (``ann exchanges hermit for madman``: its
    ``return`` and the ``gain`` that takes the other card). `heard` holds rules-core `Event`s or protocol
    `Happened`s (v4, v5). Not yet escaped: print through `printable`."""
    lines = []
    at = 0
    while at < len(heard):
        event = heard[at]
        at += 1
        if event.kind == "reveal" and event.cards:
            who = _who(event)
            cards = list(event.cards)
            while at < len(heard) and heard[at].kind == "reveal" and heard[at].cards:
                other = heard[at]
                if _who(other) != who:
                    break
                cards += other.cards
                at += 1
            lines.append(f"{who} reveals {' '.join(map(str, cards))}")
            continue
        if event.kind == "return" and at < len(heard) and _exchanged(event, heard[at]):
            taken = heard[at]
            at += 1
            lines.append(f"{_who(taken)} exchanges {event.cards[0]} for {' '.join(taken.cards)}")
            continue
        lines.append(event_text(event))
    return lines


def _who(event: Event) -> str:
    """The player an event is about: an `Event`'s ``player`` or a v5 `Happened`'s ``name``."""
    return getattr(event, "player", None) or getattr(event, "name", "")


def _exchanged(returned: Event, taken: Event) -> bool:
    """Whether `taken` is the card an exchange took for the one `returned` told just before it (a ``gain``
    event whose `exchange` names that card, of the same player)."""
    return (
        getattr(taken, "exchange", "") != ""
        and taken.kind == "gain"
        and _who(taken) == _who(returned)
        and returned.cards == (taken.exchange,)
    )


GAIN_PLACES = {"hand": " (to hand)", "deck": " (onto the deck)"}
"""How a gain's destination is said after the card (a gain to the discards says nothing)."""


def tie_note(result: GameResult) -> str | None:
    """A line for finishers who share a rank though the table's Turns differ (they count extra turns:
    Outpost's, a possessed turn; the tiebreak leaves those out, docs/referee.md), else None: ``ann and bob
    share rank 1 with 31 VP: the Turns column counts extra turns (Outpost's, a possessed turn), the tiebreak
    only their own turns, equal here``."""
    ranks: dict[int, list[PlayerResult]] = {}
    for player in result.players:
        if player.ejection is None:
            ranks.setdefault(player.rank, []).append(player)
    for rank, tied in sorted(ranks.items()):
        if len(tied) > 1 and len({player.turns for player in tied}) > 1:
            names = ", ".join(player.name for player in tied[:-1]) + f" and {tied[-1].name}"
            return (
                f"{names} share rank {rank} with {tied[0].score} VP: the Turns column counts extra turns "
                "(Outpost's, a possessed turn), the tiebreak only their own turns, equal here."
            )
    return None


def event_text(event: Event) -> str:
    """One public event in words, for `-v`: ``ann gains silver (to hand)``, ``ann takes 2 VP tokens``,
    ``ann puts estate on the island mat``, ``bob trashes copper estate``, ``ann puts 5 cards onto the deck``
    (hidden cards: the rules core's `Event.count`, which a v5 `Happened` lacks: ``puts cards``), ``ann
    takes silver in exchange for village`` (an exchange's card taken, when not folded with its ``return``
    into ``exchanges``: `VerboseObserver`); unknown kinds as ``ann KIND CARDS``. Not yet escaped:
    `VerboseObserver` prints it through `printable`."""
    who = _who(event)
    cards = " ".join(map(str, event.cards))
    kind = event.kind
    amount = getattr(event, "amount", None)
    if kind == "gain":
        if getattr(event, "exchange", ""):
            return f"{who} takes {cards} in exchange for {event.exchange}{GAIN_PLACES.get(event.to, '')}"
        return f"{who} gains {cards}{GAIN_PLACES.get(event.to, '')}"
    if kind in ("vp", "coffers", "spend-coffers") and (event.cards or amount is not None):
        count = str(amount) if amount is not None else event.cards[0]
        if kind == "vp":
            return f"{who} takes {count} VP token{'' if count == '1' else 's'}"
        return f"{who} {'takes' if kind == 'coffers' else 'spends'} {count} Coffers"
    if kind in ("mat", "from-mat") and event.cards:
        mat, shown = event.cards[0], " ".join(event.cards[1:]) or "a card"
        if kind == "mat":
            return f"{who} puts {shown} on the {mat} mat"
        return f"{who} takes {shown} from the {mat} mat"
    if kind == "pirate-ship" and amount is not None:
        return f"{who}'s Pirate Ship mat now holds {amount} coin token{'' if amount == 1 else 's'}"
    if kind == "trade-route" and amount is not None:
        return f"the Trade Route mat now holds {amount} coin token{'' if amount == 1 else 's'}"
    if kind == "token" and event.cards:
        article = "an" if event.to[:1] in ("a", "e", "i", "o", "u") else "a"
        return f"{article} {event.to} token is put on the {cards} pile"
    if kind == "duration":
        return f"{who} keeps {cards} in play"
    if kind == "topdeck":
        if cards:
            return f"{who} puts {cards} onto the deck"
        count = getattr(event, "count", 0)  # hidden cards: how many the rules core said (the wire does not)
        if count == 1:
            return f"{who} puts a card onto the deck"
        return f"{who} puts {count} cards onto the deck" if count else f"{who} puts cards onto the deck"
    if kind == "discard" and not cards:  # a whole deck, unseen (Chancellor, Scavenger, Trusty Steed)
        count = getattr(event, "count", 0)  # the rules core's count (the wire does not carry it)
        if count:
            return f"{who} puts the deck ({count} card{'' if count == 1 else 's'}) into the discard pile"
        return f"{who} puts the deck into the discard pile"
    if kind == "insert" and (event.cards or amount is not None):
        count = str(amount) if amount is not None else event.cards[0]
        return f"{who} puts a card into the deck under {count} card{'' if count == '1' else 's'}"

    if kind == "return" and cards:
        from protocol.catalogue import CATALOGUE

        if all(card not in CATALOGUE or CATALOGUE[card].supply for card in map(str, event.cards)):
            return f"{who} returns {cards} to the supply"
        return f"{who} returns {cards} to its pile beside the supply"  # Spoils, Madman: non-supply piles
    if kind == "extra-turn" and event.to:
        # A possessed turn (Possession): `to` names the player whose program plays it.
        return f"{who} takes an extra turn, played by {event.to} (possessed)"
    words = {
        "play": "plays",
        "trash": "trashes",
        "discard": "discards",
        "reveal": "reveals",
        "attack": "attacks with",
        "shuffle": "shuffles",
        "extra-turn": "takes an extra turn",
        "pass": "passes a card to the left",
    }
    text = f"{who} {words.get(kind, kind)}"
    return f"{text} {cards}" if cards else text


def setup_lines(colony: bool | None, shelters: bool | None, kingdom: Sequence[str] | None) -> list[str]:
    """The set-up choices of a v5 game, one line each (``Platinum and Colony: in the supply.``, ``Shelters:
    ...``), as the game's result records them (None: a v1-v4 game, which makes neither). Each choice is told
    when the game made it (a card of its set, Prosperity or Dark Ages, in `kingdom`) or used it; the game's
    report and its replay (`referee replay`, the report's game pages) say the same lines."""
    lines = []
    if colony or (colony is not None and _has_set(kingdom, "prosperity")):
        lines.append(f"Platinum and Colony: {'in the supply' if colony else 'not in this game'}.")
    if shelters:
        lines.append("Shelters: each player started with Hovel, Necropolis, Overgrown Estate, not 3 Estates.")
    elif shelters is not None and _has_set(kingdom, "dark-ages"):
        lines.append("Shelters: not in this game (each player started with 3 Estates).")
    return lines


def _has_set(kingdom: Sequence[str] | None, set_name: str) -> bool:
    """Whether a kingdom (card names, the Bane among them; None: not recorded) holds a card of `set_name` (a
    catalogue set name: ``prosperity``, ``dark-ages``)."""
    from protocol.catalogue import CATALOGUE

    return any(card in CATALOGUE and CATALOGUE[card].set == set_name for card in kingdom or ())
