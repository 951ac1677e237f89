"""`referee replay`: step through a game's transcript (``--log`` JSON Lines) turn by turn.

A transcript (docs/referee.md, `referee.transcript`) holds every message the referee sent or received, then
the result. `read_replay` groups the messages into turns: a turn begins with the first ``(move STATE)`` sent
to a player after another player's turn (or after its own ``(clean ...)``), so turns are numbered as the
referee numbers them (every player's turns, from 1; `-v` and the ejection messages use the same numbers).
For each turn it keeps the mover's state at its start (hand, deck and discard sizes, actions, buys, coins,
and the public supply and trash), every reply in order (plays, and the defenses militia asks for, each
with the hand it was chosen from), text written while not asked (output while waiting), and the ejections
the result places on that turn.

`render_turn` prints a turn as plain lines; the terminal (`main`) and the HTML report's replay pages
(`referee.tournament.site`) both show those lines. Nothing here judges legality: it shows what happened.
A transcript holds what players wrote, and may itself come from anyone: every line shown on a terminal
passes `referee.output.printable` (control characters escaped), in `render` and `step` alike.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from referee import cliargs
from referee.errors import UsageError
from referee.output import END_TEXTS, counted, printable, setup_lines
from referee.result import kingdom_of
from referee.transcript import ASKING


@dataclass(frozen=True, slots=True)
class Reply:
    """One message a player wrote, with what it was answering.

    Fields:
        player: who wrote it.
        text: the text as recorded.
        kind: ``"play"`` (answering a move), ``"defense"`` (answering an attack), ``"answer"`` (v4:
            answering a ``(decide ...)``) or ``"unasked"`` (written while it should have waited).
        hand: the player's hand when it was asked (from the state it was sent), or None for ``"unasked"``
            or a state that could not be read.
        attacker: for a defense, the attacking player's name; else None.
        asked: for an answer, what was asked: ``sentry: trash, from revealed, options copper estate, 0-2``.
    """

    player: str
    text: str
    kind: str
    hand: tuple[str, ...] | None = None
    attacker: str | None = None
    asked: str | None = None


@dataclass(slots=True)
class Turn:
    """One turn of the game.

    Fields:
        number: the game turn, from 1, counting every player's turns.
        player: who moves.
        state: the first state the mover was sent this turn, as parsed fields (see `_state_fields`), or None
            if it could not be read (the raw text is then in `raw_state`).
        raw_state: the wire text of that state.
        replies: every reply and unasked text in order.
        ejections: (player, kind, message) of each ejection the result places on this turn.
        by: the player whose program made the plays when not the mover's (a possessed turn: Possession),
            else None.
    """

    number: int
    player: str
    state: dict[str, Any] | None
    raw_state: str
    replies: list[Reply] = field(default_factory=list)
    ejections: list[tuple[str, str, str]] = field(default_factory=list)
    by: str | None = None


@dataclass(frozen=True, slots=True)
class Replay:
    """A transcript read into turns.

    Fields:
        path: the transcript file.
        turns: the turns in order.
        result: the result line's `GameResult` JSON, or None when the transcript has none (the referee
            failed, or the file was cut).
        before: unasked text written before the first turn (player, text).
    """

    path: Path
    turns: tuple[Turn, ...]
    result: dict[str, Any] | None
    before: tuple[Reply, ...] = ()

    def header(self) -> list[str]:
        """Lines about the game: players in seat order, seed, protocol version (from the result); the kingdom
        and edition of a v4 game, or of a game played with the first edition's texts; a v5 game's set-up
        choices, Platinum and Colony and Shelters (`referee.output.setup_lines`), as the game's report says
        them."""
        if self.result is None:
            names = list(dict.fromkeys(t.player for t in self.turns))
            return [
                f"Game of {', '.join(names) or 'no player'} (no result line: the game did not finish)",
                counted(len(self.turns), "turn"),
            ]
        players = ", ".join(p["name"] for p in self.result["players"])
        lines = [f"Game: {players} | protocol {self.result['version']} | seed {self.result['seed']}"]
        edition = self.result.get("edition", 2)
        if self.result["version"] >= 4 or edition != 2:
            cards = [*kingdom_of(self.result)]
            cards[10:] = [f"{bane} (Bane)" for bane in cards[10:]]  # Young Witch's Bane, the eleventh
            lines.append(f"Kingdom: {', '.join(cards)} (edition {edition})")
            lines += setup_lines(
                self.result.get("colony"), self.result.get("shelters"), kingdom_of(self.result)
            )
        return [*lines, counted(len(self.turns), "turn")]

    def footer(self) -> list[str]:
        """Lines about the end: why it ended, then each player's rank, score, turns and status."""
        if self.result is None:
            return ["No result: the transcript ends here."]
        # The referee's own words (`referee.output.end_text`); at the turn limit every player played it.
        limit = max((p["turns"] for p in self.result["players"]), default=0)
        why = END_TEXTS.get(self.result["end"], self.result["end"]).format(limit=limit)
        lines = [f"Game over after {counted(self.result['turns'], 'turn')}: {why}."]
        for p in sorted(self.result["players"], key=lambda p: (p["rank"], p["seat"])):
            status = f"ejected: {p['ejection']['kind']}" if p.get("ejection") else "finished"
            if p["name"] in self.result["winners"]:
                status = "won" if len(self.result["winners"]) == 1 else "shared win"
            lines.append(
                f"  {p['rank']}. {p['name']}: {p['score']} points, {counted(p['turns'], 'turn')}, {status}"
            )
        return lines


def read_replay(path: str | Path) -> Replay:
    """Read transcript `path` into turns (see the module doc).

    Raises:
        UsageError: the file cannot be read, or a line is not a transcript record (naming the line).
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise UsageError(f"cannot read transcript {path}: {error.strerror or error}") from None
    if data.startswith(b"SQLite format 3\0"):
        games = path.with_name(path.stem + "-games")  # where a tournament keeps its transcripts
        raise UsageError(
            f"{path} is a tournament's database, not a game's transcript: referee standings --db {path} "
            f"shows its standings, referee report --db {path} its games; replay takes a game's transcript, "
            f"one of those it keeps in {games}/"
        )
    try:
        lines = data.decode("utf-8").splitlines()
    except UnicodeDecodeError as error:
        raise UsageError(
            f"{path} is not a transcript: byte {error.start} is not UTF-8 text (a transcript, as --log FILE "
            "writes it, is JSON Lines)"
        ) from None
    records: list[dict[str, Any]] = []
    result = None
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            raise UsageError(
                f"{path} line {number} is not JSON: a transcript (--log FILE) has one JSON object per line"
            ) from None
        if isinstance(record, dict) and isinstance(record.get("result"), dict):
            result = record["result"]
        elif isinstance(record, dict) and {"dir", "player", "text"} <= record.keys():
            records.append(record)
        else:
            raise UsageError(
                f"{path} line {number} is not a transcript record: expected "
                f'{{"seq", "time", "dir", "player", "text"}} or {{"result": ...}}'
            )
    if records and records[0]["text"].startswith("{"):
        raise UsageError(
            f"{path} is the transcript of a game served by referee serve (DominAI's JSON-RPC messages): "
            "replay shows S-expression games; read it with a JSON tool, e.g. jq -a .text FILE (-a keeps what "
            "remote players wrote escaped)"
        )
    return _group(path, records, result)


def _group(path: Path, records: Iterable[dict[str, Any]], result: dict[str, Any] | None) -> Replay:
    version = result["version"] if result else 3
    turns: list[Turn] = []
    before: list[Reply] = []
    asked: dict[str, tuple[str, tuple[str, ...] | None, str | None, str | None]] = {}
    turn_over = True
    for record in records:
        player, text = record["player"], record["text"]
        if record["dir"] == "to":
            if not text.startswith(ASKING):
                continue  # moved / defended: the others hear of a reply already shown
            state, attacker, question = _asked_state(text, version)
            hand = tuple(state["hand"]) if state else None
            if text.startswith("(move "):
                asked[player] = ("play", hand, None, None)
                # The mover is the view's first player: another than the program asked in a possessed turn.
                mover = state["players"][0] if state and state["players"] else player
                if turn_over or not turns or turns[-1].player != mover:
                    by = player if mover != player else None
                    turns.append(Turn(len(turns) + 1, mover, state, _inner(text), by=by))
                    turn_over = False
            elif text.startswith("(decide "):
                asked[player] = ("answer", hand, None, question)
            else:
                asked[player] = ("defense", hand, attacker, None)
            continue
        kind, hand, attacker, question = asked.pop(player, ("unasked", None, None, None))
        reply = Reply(player, text, kind, hand, attacker, question)
        if turns:
            turns[-1].replies.append(reply)
        else:
            before.append(reply)
        if kind == "play" and text.lstrip().startswith("(clean"):
            turn_over = True
    for p in (result or {}).get("players", []):
        ejection = p.get("ejection")
        if ejection and 1 <= ejection["turn"] <= len(turns):
            turns[ejection["turn"] - 1].ejections.append((p["name"], ejection["kind"], ejection["message"]))
        elif ejection and turns:
            turns[-1].ejections.append((p["name"], ejection["kind"], ejection["message"]))
    return Replay(path, tuple(turns), result, tuple(before))


def _inner(text: str) -> str:
    """The state part of ``(move STATE)``, or the whole text if it is not one."""
    return text[len("(move ") : -1] if text.startswith("(move ") and text.endswith(")") else text


def _asked_state(text: str, version: int) -> tuple[dict[str, Any] | None, str | None, str | None]:
    """The state in a ``(move ...)``, ``(attacked ...)`` or (v4) ``(decide ...)`` notification as fields,
    the attacker's name for an attack, and what a decision asks (``sentry: trash, from revealed, options
    copper estate, 0-2``; ``, in order`` after an ordered one of several cards: ``black-market: choose from
    revealed, cache militia, 2, in order``); Nones if the text is not a notification this version can
    read."""
    from protocol import Attacked, Decide, Move, ProtocolError, parse_notification

    try:
        message = parse_notification(text, version)
    except (ProtocolError, ValueError):
        return None, None, None
    if isinstance(message, Move):
        return _state_fields(message.state), None, None
    if isinstance(message, Attacked):
        return _state_fields(message.state), message.name, None
    if isinstance(message, Decide):
        q = message.question
        count = f"{q.min}" if q.min == q.max else f"{q.min}-{q.max}"
        options = " ".join(map(str, q.options)) or "none"
        whose = f" of {q.target}" if q.target else ""
        # The order of an answer of several counts only when the decision says so (Black Market's cards left).
        order = ", in order" if q.ordered and q.max > 1 else ""
        what = f"{q.card}: {q.kind}{whose} from {q.source}, {options}, {count}{order}"
        return _state_fields(message.state), None, what
    return None, None, None


def _state_fields(state: Any) -> dict[str, Any]:
    """A `protocol.State` as a dict of plain values (card names as strings)."""
    return {
        "players": list(state.players),
        "supply": [str(c) for c in state.supply],
        "trash": [str(c) for c in state.trash],
        "actions": state.actions,
        "buys": state.buys,
        "coins": state.coins,
        "deck": [str(c) for c in state.deck],
        "hand": [str(c) for c in state.hand],
        "plays": [str(c) for c in state.plays],
        "discards": [str(c) for c in state.discards],
        "tokens": v5_tokens(state),
    }


def v5_tokens(state: Any) -> str:
    """What a v5 state shows beside the cards (docs/protocol.md, "The v5 state"), in words for a replay's
    ``tokens:`` line: each seat's VP tokens, Coffers, Pirate Ship coins, cards in play from earlier turns and
    mats, the tokens on piles, the Trade Route mat, potions and the costs changed this turn, e.g. ``ann 3
    VP, 1 Coffers; bob island mat: estate | trade route 2``. Empty for a v1-v4 state or when nothing is
    there."""
    if not hasattr(state, "seats"):
        return ""
    seats = []
    for seat in state.seats:
        parts = [f"{seat.vp} VP"] if seat.vp else []
        parts += [f"{seat.coffers} Coffers"] if seat.coffers else []
        parts += [f"{seat.pirate_ship} Pirate Ship coins"] if seat.pirate_ship else []
        parts += [f"in play from earlier turns: {cards(map(str, seat.durations))}"] if seat.durations else []
        parts += [f"{mat} mat: {cards(map(str, held))}" for mat, held in seat.mats]
        if parts:
            seats.append(f"{seat.name} {', '.join(parts)}")
    groups = ["; ".join(seats)] if seats else []
    if state.piles:
        groups.append("pile tokens " + ", ".join(f"{card} {' '.join(kinds)}" for card, kinds in state.piles))
    if state.trade_route:
        groups.append(f"trade route {state.trade_route}")
    if state.potions:
        groups.append(f"potions {state.potions}")
    if state.costs:
        groups.append("costs now " + ", ".join(f"{card} {cost}" for card, cost in state.costs))
    return " | ".join(groups)


def cards(names: Iterable[str]) -> str:
    """Cards as counts in first-seen order: ``3 copper, 2 estate``; ``nothing`` when empty."""
    counts = Counter(names)
    return ", ".join(f"{n} {card}" if n > 1 else card for card, n in counts.items()) or "nothing"


def supply_line(supply: Sequence[str]) -> str:
    """The supply as ``copper 46, silver 40, ...`` (piles in the order the state lists them)."""
    return ", ".join(f"{card} {n}" for card, n in Counter(supply).items()) or "empty"


def render_turn(turn: Turn) -> list[str]:
    """The lines that show `turn`: its heading, the public state and the mover's cards at its start, each
    reply (with the hand it answered from) and each ejection."""
    by = f" (played by {turn.by}: a possessed turn)" if turn.by else ""
    lines = [f"turn {turn.number}: {turn.player}{by}"]
    state = turn.state
    if state is None:
        lines.append(f"  state (unreadable): {turn.raw_state}")
    else:
        lines += [
            f"  supply: {supply_line(state['supply'])}",
            f"  trash: {cards(state['trash'])}",
            f"  {turn.player}: hand {cards(state['hand'])} | deck {len(state['deck'])}, "
            f"discards {len(state['discards'])} | actions {state['actions']}, buys {state['buys']}, "
            f"coins {state['coins']}",
        ]
        if state.get("tokens"):
            lines.append(f"  tokens: {state['tokens']}")
    after_action = False
    for reply in turn.replies:
        if reply.kind == "play":
            if after_action and reply.hand is not None:
                lines.append(f"    (hand now {cards(reply.hand)})")
            lines.append(f"  {reply.player}: {reply.text}")
            after_action = reply.text.startswith("(act ")
        elif reply.kind == "defense":
            hand = "" if reply.hand is None else f" (hand {cards(reply.hand)})"
            lines.append(f"  {reply.player} defends against {reply.attacker}{hand}: {reply.text}")
        elif reply.kind == "answer":
            lines.append(f"  {reply.player} decides ({reply.asked or 'unreadable request'}): {reply.text}")
        else:
            lines.append(f"  {reply.player} wrote while waiting: {reply.text}")
    for player, kind, message in turn.ejections:
        lines.append(f"  EJECTED {player} ({kind}): {message}")
    return lines


def _shown(lines: Iterable[str]) -> str:
    """`lines` as one text for a terminal, each line passed through `printable` (nothing of a transcript
    reaches the terminal as a control character, a newline inside a line included)."""
    return "\n".join(printable(line) for line in lines)


def render(replay: Replay, only: int | None = None) -> list[str]:
    """Every line of `replay` (header, each turn, footer), or only turn `only` with the header; each line
    passed through `printable`."""
    lines = [*replay.header()]
    for unasked in replay.before:
        lines.append(f"  {unasked.player} wrote before its first turn: {unasked.text}")
    for turn in replay.turns:
        if only is None or turn.number == only:
            lines += render_turn(turn)
    if only is None:
        lines += replay.footer()
    return [printable(line) for line in lines]


def step(replay: Replay, start: int, out: IO[str], keys: IO[str]) -> None:
    """Show `replay` one turn at a time from turn `start`, reading a command line from `keys` after each:
    Enter (or ``n``) the next turn, ``p`` the previous one, a number that turn, ``q`` (or end of input)
    quit. The footer follows the last turn."""
    print(_shown(replay.header()), file=out)
    index = start - 1
    while 0 <= index < len(replay.turns):
        print(_shown(render_turn(replay.turns[index])), file=out)
        print(
            f"-- turn {index + 1} of {len(replay.turns)}: Enter next, p previous, NUMBER go to, q quit -- ",
            end="",
            file=out,
            flush=True,
        )
        answer = keys.readline()
        command = answer.strip().lower()
        if not answer or command == "q":
            print(file=out)
            return
        if command == "p":
            index = max(0, index - 1)
        elif command.isdigit() and 1 <= int(command) <= len(replay.turns):
            index = int(command) - 1
        else:
            index += 1
    print(_shown(replay.footer()), file=out)


def build_parser() -> cliargs.Parser:
    """The parser of `referee replay`; its errors raise `UsageError`."""
    parser = cliargs.Parser(
        "replay",
        description=textwrap.fill(
            "Show a game's transcript (written by referee --log FILE, or kept by a tournament) "
            "turn by turn: each turn's public state (supply, trash), the mover's hand, every play and "
            "defense, and the ejections. On a terminal it waits after each turn (Enter: next turn, p: "
            "previous, a number: that turn, q: quit); otherwise it prints every turn. "
            "Full documentation: docs/referee.md",
            width=100,
        ),
        epilog="examples:\n  referee replay game.jsonl\n  referee replay --turn 17 game.jsonl\n"
        "  referee replay --all game.jsonl | less",
        formatter_class=cliargs.FittedRawDescription,
    )
    parser.add_argument("transcript", metavar="FILE", help="the transcript (JSON Lines, as --log writes it)")
    parser.add_argument(
        "--turn",
        type=cliargs.positive_int("turn"),
        metavar="N",
        help="show only turn N (on a terminal: start stepping at turn N)",
    )
    parser.add_argument(
        "--all", action="store_true", help="print every turn without waiting, even on a terminal"
    )
    return parser


def main(argv: Sequence[str]) -> int:
    """``referee replay [--turn N] [--all] FILE``: 0 shown; 2 bad use (missing or unreadable file, a
    turn the game does not have)."""
    parser = build_parser()

    def body(options: argparse.Namespace) -> int:
        replay = read_replay(options.transcript)
        if options.turn is not None and options.turn > len(replay.turns):
            raise UsageError(
                f"--turn {options.turn}: the game in {options.transcript} has {len(replay.turns)} turns"
            )
        if sys.stdout.isatty() and sys.stdin.isatty() and not options.all:
            step(replay, options.turn or 1, sys.stdout, sys.stdin)
        else:
            print("\n".join(render(replay, options.turn)))
        return 0

    return cliargs.run_command(parser, argv, body)
