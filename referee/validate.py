"""`referee validate FILE...`: judge course test-case files of states and plays with the rules engine.

A test-case file (referee-decisions.md, "Test-case files") holds cases one after another:

    ; optional comment lines, which describe the case
    (move ((players p1 p2) (supply copper silver) (trash) (actions 1) (buys 1) (coins 0)
           (deck) (hand copper copper) (plays) (discards)))
    (add copper)
    (add copper)
    #t

A case is a `(move state)` notification, one or more plays and a verdict, `#t` if the whole sequence of
plays is legal from that state when applied in order, else `#f`. A case may instead start with
`(attacked (act militia) NAME state)` and hold exactly one defense. A play (or defense) that is not
grammatical is not legal: it makes the verdict `#f`, it is never an error of the tool. Player names may be
any symbol (`p1`, `0-player`).

Legality comes only from `referee.legality.check_play` / `check_defense`, and the state after each play
only from the engine's own transitions: the case's state becomes a `referee.game.Game` positioned there
(`Game.at`) with the conventions of these files: the supply lists the cards that are *available* (a card
listed once never runs out within a case), the deck is listed in draw order (first listed is drawn first),
and a draw that finds the deck empty takes the discards in their listed order (a case has no shuffle).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from protocol import (
    Attacked,
    Clean,
    Move,
    ProtocolError,
    parse_defense,
    parse_notification,
    parse_play,
)
from protocol.errors import show
from referee import cliargs
from referee.game import Game
from referee.legality import check_defense, check_play

VERDICTS: dict[str, bool] = {"#t": True, "#f": False, "#true": True, "#false": False}
"""The verdict words a case may end with (Racket spells them both ways)."""

_NOTIFICATION_HEAD = re.compile(r"\(\s*(move|moved|attacked|defended)(?=[\s()]|$)")


class CaseFileError(ValueError):
    """A test-case file that cannot be read as cases: the message names the file and the line.

    Arguments:
        path: the file as given on the command line.
        line: 1-based line number where the problem is.
        problem: what was expected and what was found.
    """

    def __init__(self, path: str, line: int, problem: str) -> None:
        super().__init__(f"{path}:{line}: {problem}")
        self.path = path
        self.line = line
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Token:
    """One piece of a test-case file: a `;` comment, a parenthesised datum, or a bare word (`#t`, `#f`...).

    `kind` is ``"comment"``, ``"datum"`` or ``"word"``; `text` is the exact text (a comment without its
    leading semicolons and surrounding blanks); `line` is the 1-based line where it starts.
    """

    kind: str
    text: str
    line: int


@dataclass(frozen=True, slots=True)
class Case:
    """One test case read from a file.

    Fields:
        path: the file it comes from; line: the 1-based line of its notification.
        comments: its `;` comment lines, without the semicolons: the block of consecutive comment lines
            before it (an earlier block, separated by a blank line, is a file header) and any inside it.
        notification: the parsed `Move` or `Attacked` it starts with; notification_text: its exact text.
        answers: (line, exact text) of each play, or of the one defense of an `Attacked` case.
        expected: the verdict the file gives (True for `#t`).
    """

    path: str
    line: int
    comments: tuple[str, ...]
    notification: Move | Attacked
    notification_text: str
    answers: tuple[tuple[int, str], ...]
    expected: bool

    @property
    def title(self) -> str:
        """The case's first comment line, or ``"case at FILE:LINE"``."""
        return self.comments[0] if self.comments else f"case at {self.path}:{self.line}"


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the rules engine says about a case.

    Fields:
        case: the case judged.
        got: True if every answer is legal in turn.
        rule: why: the rule the first illegal answer breaks (and which answer), or that all are legal.
        decided_by: 0-based index in `case.answers` of the answer that made the verdict #f (None for #t).
    """

    case: Case
    got: bool
    rule: str
    decided_by: int | None = None

    @property
    def agrees(self) -> bool:
        """True when the engine's verdict is the file's."""
        return self.got == self.case.expected


# ---- reading files --------------------------------------------------------------------------------------


def tokens(text: str, path: str) -> Iterator[Token]:
    """Cut the text of a test-case file into comments, datums and bare words, in order.

    Datums are found by balancing parentheses outside strings (``"..."`` with backslash escapes) and `;`
    comments; their text is kept verbatim for the protocol parser. Raises `CaseFileError` (naming `path` and
    the line) for a `)` with no `(` or a datum left open at the end of the file.
    """
    at, end, line = 0, len(text), 1
    while at < end:
        char = text[at]
        if char == "\n":
            line += 1
            at += 1
        elif char.isspace():
            at += 1
        elif char == ";":
            stop = text.find("\n", at)
            stop = end if stop < 0 else stop
            yield Token("comment", text[at:stop].lstrip(";").strip(), line)
            at = stop
        elif char == ")":
            raise CaseFileError(path, line, "a ')' with no '(' before it")
        elif char == "(":
            start, start_line, depth = at, line, 0
            while True:
                if at >= end:
                    raise CaseFileError(path, start_line, "this '(' is never closed (the file ends first)")
                char = text[at]
                if char == "\n":
                    line += 1
                elif char == "(":
                    depth += 1
                elif char == ")":
                    depth -= 1
                    if depth == 0:
                        at += 1
                        break
                elif char == ";":
                    stop = text.find("\n", at)
                    at = (end if stop < 0 else stop) - 1
                elif char == '"':
                    at += 1
                    while at < end and text[at] != '"':
                        if text[at] == "\\":
                            at += 1
                        elif text[at] == "\n":
                            line += 1
                        at += 1
                at += 1
            yield Token("datum", text[start:at], start_line)
        else:
            start = at
            while at < end and not text[at].isspace() and text[at] not in "();":
                at += 1
            yield Token("word", text[start:at], line)


def read_cases(text: str, path: str) -> list[Case]:
    """Read every case of a test-case file's `text` (`path` is used in messages only).

    Notifications are parsed with `protocol.parse_notification` for protocol v3, whatever version the
    answers are judged under (the state is the file author's, not under test; names may be any symbol).
    Answers are kept as text: judging them (grammar included) is `judge`'s job. Raises
    `CaseFileError` for a malformed file: no case at all, something other than a `(move ...)` or
    `(attacked ...)` notification where a case must start, a state whose `(players ...)` is empty or names
    a player twice, a case with no play, an attacked case with more than one defense, or a case with no
    `#t`/`#f` before the next notification or the end of the file.
    """
    cases: list[Case] = []
    comments: list[str] = []
    start: Token | None = None
    notification: Move | Attacked | None = None
    answers: list[tuple[int, str]] = []
    last_comment = 0
    for token in tokens(text, path):
        if token.kind == "comment":
            if notification is None and token.line > last_comment + 1:
                # After a gap a new block starts: a case keeps only the block just before it.
                comments = []
            comments.append(token.text)
            last_comment = token.line
            continue
        if notification is None:
            if token.kind == "word":
                what = "a verdict" if token.text in VERDICTS else f"the word {show(token.text)}"
                raise CaseFileError(
                    path,
                    token.line,
                    f"expected a case starting with (move state) or (attacked (act militia) name state), "
                    f"found {what}",
                )
            notification = _notification(token, path)
            start, answers = token, []
            continue
        assert start is not None
        if token.kind == "word" and token.text in VERDICTS:
            if not answers:
                raise CaseFileError(
                    path,
                    token.line,
                    f"the case at line {start.line} has no "
                    f"{'defense' if isinstance(notification, Attacked) else 'play'} before its verdict",
                )
            cases.append(
                Case(
                    path,
                    start.line,
                    tuple(comment for comment in comments if comment),
                    notification,
                    start.text,
                    tuple(answers),
                    VERDICTS[token.text],
                )
            )
            comments, notification, start = [], None, None
            continue
        if token.kind == "datum" and _NOTIFICATION_HEAD.match(token.text):
            raise CaseFileError(
                path,
                token.line,
                f"the case at line {start.line} has no #t or #f before this notification",
            )
        if isinstance(notification, Attacked) and answers:
            raise CaseFileError(
                path,
                token.line,
                f"the attacked case at line {start.line} takes one defense, then #t or #f; "
                f"found {show(token.text)}",
            )
        answers.append((token.line, token.text))
    if start is not None:
        raise CaseFileError(path, start.line, "this case has no #t or #f at its end (the file ends first)")
    if not cases:
        raise CaseFileError(
            path, 1, "no test case in the file: a case starts with (move ...) or (attacked ...)"
        )
    return cases


def _notification(token: Token, path: str) -> Move | Attacked:
    expected = "a case must start with (move state) or (attacked (act militia) name state)"
    if token.kind != "datum":
        raise CaseFileError(path, token.line, f"{expected}, found {show(token.text)}")
    try:
        notification = parse_notification(token.text, 3)
    except ProtocolError as error:
        raise CaseFileError(path, token.line, f"{expected}: {error.message}") from None
    if not isinstance(notification, Move | Attacked):
        raise CaseFileError(path, token.line, f"{expected}, found {show(token.text)}")
    players = notification.state.players
    if not players or len(set(players)) != len(players):
        # The engine plays the case from this state: it needs a first (current) player and distinct names.
        raise CaseFileError(
            path,
            token.line,
            f"the state's (players ...) must name the player to move first and each player once, "
            f"found {show('(players ' + ' '.join(players) + ')')}",
        )
    return notification


# ---- judging ---------------------------------------------------------------------------------------------


def judge(case: Case, *, version: int = 3) -> Verdict:
    """Judge `case` with `referee.legality`: its plays in order from its state (or its one defense).

    The case's state becomes a `referee.game.Game` positioned there (`Game.at`, with the conventions of
    these files: the deck listed in draw order, no shuffle, and an endless supply, so a card listed once
    never runs out within a case). Each play is parsed with `protocol.parse_play` for `version`
    (ungrammatical: not legal), judged with `check_play` in the game's current view and, if legal, made with
    the engine's own `Game.apply`, giving the view the next play is judged in. A play after a
    `(clean ...)` is not legal: a clean-up ends the turn, and a case is one turn. Raises nothing for what a
    case holds (ValueError only if `referee.legality` accepted a play the engine cannot make: a bug of the
    referee).
    """
    many = len(case.answers) > 1
    if isinstance(case.notification, Attacked):
        _, text = case.answers[0]
        try:
            defense = parse_defense(text, version)
        except ProtocolError as error:
            return Verdict(case, False, f"{show(text)} is not a defense: {error.message}", 0)
        reason = check_defense(case.notification.state, defense)
        if reason is not None:
            return Verdict(case, False, reason, 0)
        return Verdict(case, True, f"{show(text)} is a legal defense")
    game = Game.at(case.notification.state, version=version, endless_supply=True)
    state = game.view()
    ended: str | None = None
    for index, (_, text) in enumerate(case.answers):
        number = index + 1
        where = f"play {number} of {len(case.answers)}, " if many else ""
        if ended is not None:
            rule = f"{where}{show(text)}: the turn already ended with {ended}; no play may follow it"
            return Verdict(case, False, rule, index)
        try:
            play = parse_play(text, version)
        except ProtocolError as error:
            return Verdict(case, False, f"{where}{show(text)} is not a play: {error.message}", index)
        reason = check_play(state, play)
        if reason is not None:
            return Verdict(case, False, f"{where}{reason}", index)
        if isinstance(play, Clean):
            ended = show(text)
        else:
            game.apply(play)
            state = game.view()
    plays = " ".join(show(text) for _, text in case.answers)
    return Verdict(case, True, f"every play is legal in turn: {plays}" if many else f"{plays} is legal")


# ---- the command ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FileReport:
    """The verdicts of one file, or why it could not be read (`error`, with file and line)."""

    path: str
    verdicts: tuple[Verdict, ...] = ()
    error: str | None = None


def validate_file(path: str, *, version: int = 3) -> FileReport:
    """Read and judge every case of the file at `path`. Never raises for the file's content or absence:
    an unreadable or malformed file gives a report with `error` set (naming the file and the line)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return FileReport(path, error=f"{path}: cannot read the file: {error}")
    try:
        cases = read_cases(text, path)
    except CaseFileError as error:
        return FileReport(path, error=str(error))
    return FileReport(path, tuple(judge(case, version=version) for case in cases))


def build_parser() -> cliargs.Parser:
    """The argument parser of `referee validate` (misuse raises `referee.errors.UsageError`)."""
    parser = cliargs.Parser(
        "validate",
        description=(
            "Judge course test-case files: each case is a (move state) notification, one or more plays and "
            "#t or #f (is the whole sequence legal, applied in order?), or an (attacked (act militia) name "
            "state) notification, one defense and #t or #f. Prints every case where the rules engine "
            "disagrees with the file, and a summary. Exit status 0 only if every case agrees."
        ),
        epilog="example: referee validate tests/data/validate/v1-plays.txt",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="test-case files to judge")
    parser.add_argument(
        "--protocol",
        type=int,
        choices=(1, 2, 3),
        default=3,
        help="protocol version the plays must belong to (default 3: every card of v1-v3)",
    )
    parser.add_argument("--json", action="store_true", help="print the verdicts as JSON instead of text")
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="print every case, not only the disagreeing ones"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run `referee validate` with `argv` (the arguments after ``validate``).

    Returns the exit status: 0 if every case of every file agrees with the rules engine, 1 if a case
    disagrees or a file is malformed or unreadable, 2 for bad command-line use (one line on stderr).
    """
    return cliargs.run_command(build_parser(), list(sys.argv[1:] if argv is None else argv), _run)


def _run(args: argparse.Namespace) -> int:
    reports = [validate_file(path, version=args.protocol) for path in args.files]
    if args.json:
        print(json.dumps(_json(reports), indent=2))
    else:
        _print(reports, verbose=args.verbose)
    ok = all(report.error is None and all(v.agrees for v in report.verdicts) for report in reports)
    return 0 if ok else 1


def _word(verdict: bool) -> str:
    return "#t" if verdict else "#f"


def _print(reports: list[FileReport], *, verbose: bool) -> None:
    cases = agree = errors = 0
    for report in reports:
        if report.error is not None:
            errors += 1
            print(f"ERROR {report.error}")
            continue
        for verdict in report.verdicts:
            case = verdict.case
            cases += 1
            agree += verdict.agrees
            if verdict.agrees and not verbose:
                continue
            status = "ok      " if verdict.agrees else "DISAGREE"
            print(f"{status} {case.path}:{case.line}: {case.title}")
            for comment in case.comments[1:]:
                print(f"         ; {comment}")
            print(f"         expected {_word(case.expected)}, got {_word(verdict.got)}: {verdict.rule}")
    summary = f"{agree} of {cases} cases agree with the rules engine"
    if cases - agree:
        summary += f", {cases - agree} disagree"
    if errors:
        summary += f"; {errors} of {len(reports)} files could not be read"
    print(summary)


def _json(reports: list[FileReport]) -> dict:
    files = []
    for report in reports:
        files.append(
            {
                "path": report.path,
                "error": report.error,
                "cases": [
                    {
                        "line": v.case.line,
                        "comments": list(v.case.comments),
                        "expected": v.case.expected,
                        "got": v.got,
                        "agrees": v.agrees,
                        "rule": v.rule,
                    }
                    for v in report.verdicts
                ],
            }
        )
    verdicts = [v for report in reports for v in report.verdicts]
    return {
        "files": files,
        "cases": len(verdicts),
        "agree": sum(v.agrees for v in verdicts),
        "disagree": sum(not v.agrees for v in verdicts),
        "errors": sum(report.error is not None for report in reports),
    }
