"""`referee validate FILE...`: judge course test-case files of states and plays with the rules engine.

A test-case file (docs/conformance.md, "The file format") holds cases one after another:

    ; optional comment lines, which describe the case
    (move ((players p1 p2) (supply copper silver) (trash) (actions 1) (buys 1) (coins 0)
           (deck) (hand copper copper) (plays) (discards)))
    (add copper)
    (add copper)
    #t

A case is read positionally: a `(move state)` notification, one or more plays and a verdict, `#t` if the
whole sequence of plays is legal from that state when applied in order, else `#f`. A case may instead
start with `(attacked (act ATTACK) NAME state)` and hold exactly one defense. A play (or defense) that is
not grammatical, `(move)` included, is not legal: it makes the verdict `#f`, it is never an error of the
tool. Player names may be
any symbol (`p1`, `0-player`). A malformed case (`scan_cases`) is reported with its file and line, counts
as a case that does not agree, and reading goes on at the next case; only a file that cannot be read at
all (missing, not UTF-8, no case in it) is an error of the whole file.

The report (`referee.cli.validate`: `print_reports`, `report_json`) gives every case: an agreeing one in
one line, a disagreeing one in full (comments, expected and actual verdict, the rule that decided, the
plays) as docs/conformance.md describes ("reports each case (its comment, expected, got, and the rule that
decided)").

Legality comes only from `referee.rules.legality.check_play` / `check_defense`, and the state after each play
only from the engine's own transitions: the case's state becomes a `referee.rules.game.Game` positioned there
(`Game.at`) with the conventions of these files: the supply lists the cards that are *available* (a card
listed once never runs out within a case), the deck is listed in draw order (first listed is drawn first),
and a draw that finds the deck empty takes the discards in their listed order (a case has no shuffle).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from protocol import (
    Attacked,
    Clean,
    Move,
    ProtocolError,
    parse_answer,
    parse_defense,
    parse_notification,
    parse_play,
)
from protocol.errors import show
from protocol.versions import READERS, VERSIONS, first_knowing, sending
from referee import views
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.legality import check_answer, check_defense, check_play, legal_answers

VERDICTS: dict[str, bool] = {"#t": True, "#f": False, "#true": True, "#false": False}
"""The verdict words a case may end with (Racket spells them both ways)."""


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

    `kind` is ``"comment"``, ``"datum"``, ``"word"`` or ``"error"``; `text` is the exact text (a comment
    without its leading semicolons and surrounding blanks; for an error, what is wrong: a stray ``)`` or an
    unclosed ``(``); `line` is the 1-based line where it starts.
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

_CASE_HEAD = re.compile(r"\(\s*(move|attacked)(?=[\s()]|$)")
"""The head of a notification that starts a case: where reading goes on after a malformed case."""

_RESYNC_LINE = re.compile(r"^[ \t]*(;|\(\s*(move|attacked)(?=[\s()]|$))", re.MULTILINE)
"""A line where reading can go on after a '(' that is never closed: a comment or a case's notification."""


def tokens(text: str, path: str) -> Iterator[Token]:
    """Cut the text of a test-case file into comments, datums and bare words, in order.

    Datums are found by balancing parentheses outside strings (``"..."`` with backslash escapes) and `;`
    comments; their text is kept verbatim for the protocol parser. A ``)`` with no ``(`` and a ``(`` that
    is never closed are ``"error"`` tokens (their text says what is wrong, `line` where): after a stray
    ``)`` reading goes on with the next character. A ``(`` is never closed if the file ends first, or if a
    line inside its datum starts with ``(move`` or ``(attacked``: a case's notification (no state has such
    a line; an odd play such as ``(act (move))`` written on one line is read whole). Reading
    then goes on at the first line after the ``(`` line that starts with a ``;`` comment or such a
    notification, or at the notification found, whichever comes first.
    `path` is not read; it is kept for the callers' messages.
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
            yield Token("error", "a ')' with no '(' before it", line)
            at += 1
        elif char == "(":
            start, start_line, depth = at, line, 0
            while True:
                if at >= end:
                    break
                char = text[at]
                if char == "\n":
                    line += 1
                elif char == "(":
                    if depth and _CASE_HEAD.match(text, at) and _starts_line(text, at):
                        break  # a case starts inside this datum: the datum was never closed
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
            if depth == 0:
                yield Token("datum", text[start:at], start_line)
                continue
            # Reading goes on at the first comment or notification line after the '(' line, or at the case
            # found inside the datum, whichever comes first: the next case is read with its comments.
            eol = text.find("\n", start)
            resync = None if eol < 0 else _RESYNC_LINE.search(text, eol + 1)
            if resync is not None and resync.start() <= at:
                at = resync.start()
            if at >= end:
                yield Token("error", "this '(' is never closed (the file ends first)", start_line)
            else:
                line = start_line + text.count("\n", start, at)
                yield Token("error", f"this '(' is never closed (reading goes on at line {line})", start_line)
        else:
            start = at
            while at < end and not text[at].isspace() and text[at] not in "();":
                at += 1
            yield Token("word", text[start:at], line)


def _starts_line(text: str, at: int) -> bool:
    """True when only blank space comes before `at` on its line."""
    return not text[text.rfind("\n", 0, at) + 1 : at].strip()


def scan_cases(text: str, path: str) -> list[Case | CaseFileError]:
    """Read the cases of a test-case file's `text`, going past malformed ones (`path` is for messages).

    Reading is positional: a case is its notification, its answers and its verdict, in that order. After a
    verdict (or at the start of the file) the next datum is a case's notification; every datum or bare word
    after it up to `#t`/`#f` is an answer whatever it holds (``(move)``, ``(moved p1 (buy copper))`` and
    ``clean`` are ungrammatical plays, judged `#f` by `judge`). The one datum that cannot be an answer is a
    whole, valid case notification (a `(move STATE)` or `(attacked ...)` that parses, v3 or v4): it means
    the case lost its verdict, and it starts the next case.

    Returns, in file order, each well-formed `Case` and a `CaseFileError` (naming `path` and the line) for
    each malformed case: something other than a `(move ...)` or `(attacked ...)` notification where a case
    must start, a notification that does not parse (as v3, or as v4 with `(aside ...)` and `(kingdom ...)`;
    names any symbol) or whose `(players ...)` is empty or names a player twice, a case with no play, an
    attacked case with more than one defense, a case with no `#t`/`#f` before the next case notification
    or the end of the file, a ``)`` with no ``(``, a ``(`` never closed. After a malformed case, reading
    goes on after its verdict, or at the next valid case notification if that comes first (with the block
    of `;` comment lines just before it): what lies between is that case's rest and is not reported
    again. Answers are kept as text: judging them (grammar included) is `judge`'s job. Raises nothing; an
    empty list means the file holds no case at all.
    """
    reader = _CaseReader(path)
    for token in tokens(text, path):
        reader.read(token)
    return reader.finish()


def read_cases(text: str, path: str) -> list[Case]:
    """Read every case of a test-case file's `text`, strictly (`path` is used in messages only).

    As `scan_cases`, but raises `CaseFileError` for the first malformed case (see `scan_cases`), or for a
    file with no case at all.
    """
    found = scan_cases(text, path)
    for item in found:
        if isinstance(item, CaseFileError):
            raise item
    if not found:
        raise _no_case(path)
    return [item for item in found if isinstance(item, Case)]


def _no_case(path: str) -> CaseFileError:
    return CaseFileError(path, 1, "no test case in the file: a case starts with (move ...) or (attacked ...)")


class _CaseReader:
    """The state of `scan_cases` between tokens: between cases, in a case, or skipping a malformed one.

    Reading is positional: after a verdict (or at the start of the file) the next datum is a case's
    notification; in a case, every datum and bare word up to the verdict is an answer, whatever it holds
    (``(move)`` is an ungrammatical play, judged later); the verdict ends the case. The one exception is a
    datum that parses as a whole case notification (`_case_start`): no answer of any version has that
    shape, so it means the case lost its verdict, and it starts the next case.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self.found: list[Case | CaseFileError] = []
        # The block of consecutive `;` lines read last: the comments of the case that may start next.
        self.block: list[str] = []
        self.last_comment = 0
        self.start: Token | None = None
        self.notification: Move | Attacked | None = None
        self.comments: list[str] = []
        self.answers: list[tuple[int, str]] = []
        self.skipping = False

    def fail(self, line: int, problem: str) -> None:
        """Record a malformed case and skip its rest: up to its verdict or the next case notification."""
        self.found.append(CaseFileError(self.path, line, problem))
        self.start, self.notification, self.skipping = None, None, True

    def begin(self, token: Token, notification: Move | Attacked | None = None) -> None:
        """Start a case at `token` (already parsed as `notification`, if given), with the comment block
        just before it, or record why it cannot."""
        self.skipping = False
        comments, self.block = self.block, []
        if notification is None:
            try:
                notification = _notification(token, self.path)
            except CaseFileError as error:
                self.found.append(error)
                self.skipping = True
                return
        self.notification = notification
        self.start, self.comments, self.answers = token, comments, []

    def read(self, token: Token) -> None:
        """Take the next token of the file."""
        if token.kind == "comment":
            if token.line > self.last_comment + 1:
                # After a gap a new block starts: a case keeps only the block just before it.
                self.block = []
            self.block.append(token.text)
            self.last_comment = token.line
            if self.notification is not None:
                self.comments.append(token.text)
            return
        block, self.block = self.block, []
        verdict = token.kind == "word" and token.text in VERDICTS
        if token.kind == "error":
            if not self.skipping:
                self.fail(token.line, token.text)
            return
        if self.skipping:
            if verdict:
                self.skipping = False  # the malformed case ends with its verdict
                return
            notification = _case_start(token, self.path)
            if notification is not None:
                self.block = block
                self.begin(token, notification)
            return
        if self.notification is None:
            if token.kind == "word":
                what = "a verdict" if verdict else f"the word {show(token.text)}"
                self.fail(
                    token.line,
                    f"expected a case starting with (move state) or (attacked (act attack) name state), "
                    f"found {what}",
                )
                return
            self.block = block
            self.begin(token)
            return
        start = self.start
        assert start is not None
        if verdict:
            self.end_case(token)
            return
        notification = _case_start(token, self.path)
        if notification is not None:
            self.fail(start.line, f"this case has no #t or #f before the notification at line {token.line}")
            self.block = block
            self.begin(token, notification)
            return
        if isinstance(self.notification, Attacked) and self.answers:
            self.fail(
                token.line,
                f"the attacked case at line {start.line} takes one defense, then #t or #f; "
                f"found {show(token.text)}",
            )
            return
        self.answers.append((token.line, token.text))

    def end_case(self, token: Token) -> None:
        """The verdict `token` ends the case under way."""
        start, notification = self.start, self.notification
        assert start is not None and notification is not None
        if not self.answers:
            what = "defense" if isinstance(notification, Attacked) else "play"
            self.found.append(
                CaseFileError(
                    self.path, token.line, f"the case at line {start.line} has no {what} before its verdict"
                )
            )
        else:
            self.found.append(
                Case(
                    self.path,
                    start.line,
                    tuple(comment for comment in self.comments if comment),
                    notification,
                    start.text,
                    tuple(self.answers),
                    VERDICTS[token.text],
                )
            )
        self.start, self.notification = None, None

    def finish(self) -> list[Case | CaseFileError]:
        """The cases and errors found, once the file is over."""
        if self.start is not None:
            self.found.append(
                CaseFileError(
                    self.path, self.start.line, "this case has no #t or #f at its end (the file ends first)"
                )
            )
            self.start, self.notification = None, None
        return self.found


_EXPECTED_START = "a case must start with (move state) or (attacked (act attack) name state)"


def _case_start(token: Token, path: str) -> Move | Attacked | None:
    """The notification `token` is, if it is a whole, valid case notification (`_notification`), else None."""
    if token.kind != "datum" or _CASE_HEAD.match(token.text) is None:
        return None
    try:
        return _notification(token, path)
    except CaseFileError:
        return None


def _notification(token: Token, path: str) -> Move | Attacked:
    """Parse the notification that starts a case: a v3 one, a v4 one (its state ends with `(aside ...)` and
    `(kingdom ...)`) or a v5 one (then `(potions ...)` ... `(banned ...)`). Raises CaseFileError naming the
    line and what is wrong."""
    if token.kind != "datum":
        raise CaseFileError(path, token.line, f"{_EXPECTED_START}, found {show(token.text)}")
    notification = None
    problems = []
    for version in READERS:
        try:
            notification = parse_notification(token.text, version.number)
            break
        except ProtocolError as error:
            problems.append(error.message)
    if notification is None:
        # Say what is wrong for the version the author wrote: v5 or v4 if the state has a field of theirs.
        if _V5_FIELDS.search(token.text):
            problem = problems[2]
        else:
            problem = problems[1] if _V4_FIELDS.search(token.text) else problems[0]
        raise CaseFileError(path, token.line, f"{_EXPECTED_START}: {problem}")
    if not isinstance(notification, Move | Attacked):
        raise CaseFileError(path, token.line, f"{_EXPECTED_START}, found {show(token.text)}")
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


_V4_FIELDS = re.compile(r"\(\s*(aside|kingdom)(?=[\s()]|$)")
"""A field only a v4 state has: a notification holding one is read as v4 in error messages."""

_V5_FIELDS = re.compile(r"\(\s*(potions|seats|piles|trade-route|non-supply|costs|banned)(?=[\s()]|$)")
"""A field only a v5 state has: a notification holding one is read as v5 in error messages."""


# ---- judging ---------------------------------------------------------------------------------------------


def case_version(case: Case, version: int | None = None) -> int:
    """The protocol version a case's answers are parsed for: `version` if given (``--protocol``), else the
    case's own: 5 for a v5 state, 4 for a v4 state (with `(aside ...)` and `(kingdom ...)`), 3 otherwise."""
    if version is not None:
        return version
    return sending(case.notification.state).number


def judge(case: Case, *, version: int | None = None, edition: int = 2, bane: str | None = None) -> Verdict:
    """Judge `case` with `referee.rules.legality`: its plays in order from its state (or its one defense).

    The case's state becomes a `referee.rules.game.Game` positioned there (`Game.at`, with the conventions of
    these files: the deck listed in draw order, no shuffle, and an endless supply, so a card listed once
    never runs out within a case). Each play is parsed with `protocol.parse_play` for `version`
    (`case_version`; ungrammatical: not legal), judged with `check_play` in the game's current view and, if
    legal, made with the engine's own `Game.apply`, giving the view the next play is judged in. A play after
    a `(clean ...)` is not legal: a clean-up ends the turn, and a case is one turn.

    v4: while the card being played waits for a decision of the player (a Library's set-aside, a Sentry's
    choices, the second play of a Throne-Roomed card), the next answer of the case answers it: a
    `(choose OPTION ...)` (`protocol.parse_answer`), judged with `check_answer` and given to `Game.answer`;
    anything else there is not legal. A decision of another player (who holds no card in a case's position)
    is answered with its first legal answer. A defense answers `(attacked (act CARD) ...)` by
    `check_defense` for that attacking card. `edition` (1 or 2) is whose card texts are played; `bane` is
    Young Witch's Bane among the state's kingdom piles (``--bane``; a state does not say which). Raises
    nothing for what a case holds (ValueError only if `referee.rules.legality` accepted a play the engine
    cannot make: a bug of the referee).
    """
    version = case_version(case, version)
    # Answers are read with the grammar of the case's version, or of the first that has them (v4).
    answering = version if VERSIONS[version].knows("decide") else first_knowing("decide").number
    many = len(case.answers) > 1
    if isinstance(case.notification, Attacked):
        _, text = case.answers[0]
        try:
            defense = parse_defense(text, version)
        except ProtocolError as error:
            return Verdict(case, False, f"{show(text)} is not a defense: {error.message}", 0)
        reason = check_defense(case.notification.state, defense, case.notification.attack.card)
        if reason is not None:
            return Verdict(case, False, reason, 0)
        return Verdict(case, True, f"{show(text)} is a legal defense")
    record = sending(case.notification.state)
    if record.knows("landscapes") and not VERSIONS[version].knows("landscapes"):
        # Debt and events change which buys are legal: a v6 position judged by older rules would buy what
        # the debt forbids.
        rule = f"the case's state is a {record} state (events, debt): protocol v{version} cannot judge it"
        return Verdict(case, False, rule, 0)
    try:
        game = Game.at(
            case.notification.state,
            rules=game_rules(version),
            endless_supply=True,
            edition=edition,
            bane=bane,
        )
    except ValueError as error:
        return Verdict(case, False, f"--bane: {error}", 0)
    mover = game.player.name
    ended: str | None = None
    for index, (_, text) in enumerate(case.answers):
        number = index + 1
        where = f"play {number} of {len(case.answers)}, " if many else ""
        if ended is not None:
            rule = f"{where}{show(text)}: the turn already ended with {ended}; no play may follow it"
            return Verdict(case, False, rule, index)
        _settle_others(game, mover)
        decision = game.pending
        if decision is not None:
            try:
                chosen = tuple(parse_answer(text, answering).options)
            except ProtocolError as error:
                rule = f"{where}{show(text)} is not an answer to {_asked(decision)}: {error.message}"
                return Verdict(case, False, rule, index)
            reason = check_answer(decision, chosen, text=text)
            if reason is not None:
                return Verdict(case, False, f"{where}{reason}", index)
            game.answer(chosen)
            continue
        try:
            play = parse_play(text, version)
        except ProtocolError as error:
            return Verdict(case, False, f"{where}{show(text)} is not a play: {error.message}", index)
        reason = check_play(
            views.view(game, version=version), play, edition=edition, paid_off=game.paid_off == game.turn
        )
        if reason is not None:
            return Verdict(case, False, f"{where}{reason}", index)
        if isinstance(play, Clean):
            ended = show(text)
        else:
            game.apply(play)
    answers = " ".join(show(text) for _, text in case.answers)
    _settle_others(game, mover)
    waiting = "" if game.pending is None else f" (the case ends while {_asked(game.pending)} waits)"
    if many:
        return Verdict(case, True, f"every play is legal in turn: {answers}{waiting}")
    return Verdict(case, True, f"{answers} is legal{waiting}")


def _asked(decision) -> str:
    """A pending decision in words: ``library's set-aside decision``."""
    return f"{decision.card}'s {decision.kind} decision"


def _settle_others(game: Game, mover: str) -> None:
    """Answer every pending decision of a player other than `mover` with its first legal answer: in a
    case's position the other players hold no card, so such a decision has nothing to weigh."""
    while game.pending is not None and game.pending.player != mover:
        game.answer(legal_answers(game.pending)[0])


# ---- the command ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FileReport:
    """What `referee validate` found in one file.

    Fields:
        path: the file as given.
        verdicts: the verdict of each well-formed case, in file order.
        malformed: a `CaseFileError` (with file and line) for each malformed case, in file order; each
            counts as a case that does not agree.
        error: why the file could not be read at all (missing, not UTF-8, no case in it), else None.
    """

    path: str
    verdicts: tuple[Verdict, ...] = ()
    malformed: tuple[CaseFileError, ...] = ()
    error: str | None = None

    @property
    def agrees(self) -> bool:
        """True when the file was read, has no malformed case, and every case agrees."""
        return self.error is None and not self.malformed and all(v.agrees for v in self.verdicts)


def validate_file(
    path: str, *, version: int | None = None, edition: int = 2, bane: str | None = None
) -> FileReport:
    """Read and judge every case of the file at `path` (plays parsed for protocol `version`, default each
    case's own: `case_version`; card texts of `edition`).

    Never raises for the file's content or absence: a file that cannot be read (missing, not UTF-8) or
    holds no case gives a report with `error` set; a malformed case is one of `malformed` (`scan_cases`),
    and the other cases are still judged.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return FileReport(path, error=f"{path}: cannot read the file: {error}")
    found = scan_cases(text, path)
    if not found:
        return FileReport(path, error=str(_no_case(path)))
    return FileReport(
        path,
        tuple(
            judge(item, version=version, edition=edition, bane=bane)
            for item in found
            if isinstance(item, Case)
        ),
        tuple(item for item in found if isinstance(item, CaseFileError)),
    )
