"""`referee validate FILE...`: the command line of the test-case judge (`referee.validate`): its arguments and
its report in words (`print_reports`) or JSON (`report_json`)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from protocol.errors import show
from protocol.messages import Attacked
from protocol.versions import NUMBERS
from referee.cli import options as cliargs
from referee.errors import UsageError
from referee.validate import CaseFileError, FileReport, Verdict, validate_file


def _bane_option(text: str) -> str:
    """``--bane CARD``: a kingdom card's name as `referee kingdom` spells it (`referee.kingdom.card_name`)."""
    from referee.kingdom import KingdomError, card_name

    try:
        return card_name(text)
    except KingdomError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def build_parser() -> cliargs.Parser:
    """The argument parser of `referee validate` (misuse raises `referee.errors.UsageError`)."""
    parser = cliargs.Parser(
        "validate",
        description=(
            "Judge course test-case files: each case is a (move state) notification, one or more plays and "
            "#t or #f (is the whole sequence legal, applied in order? in v4, a (choose ...) answers each "
            "decision a card asks on the way), or an (attacked (act attack) name state) notification, one "
            "defense and #t or #f; read by position, so (move) in play position is an illegal play. Prints "
            "one line per agreeing case, every disagreeing case in full (comments, expected and actual "
            "verdict, the rule that decided, the plays), each malformed case, and a summary. Exit status 0 "
            "only if every case agrees."
        ),
        epilog="examples: referee validate tests/data/validate/v1-plays.txt; "
        "referee validate tests/data/validate/v4-cards.txt (v4 cases, with (choose ...) answers); "
        "referee validate tests/data/validate/v5-cards.txt (v5 cases: Coffers, tokens, cards of other sets)",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="test-case files to judge")
    parser.add_argument(
        "--protocol",
        type=int,
        choices=NUMBERS,
        help="protocol version the plays must belong to (default: each case's own, 5 for a v5 state "
        "(ending with (potions ...) ... (banned ...)), 4 for a v4 state with (aside ...) and (kingdom ...), "
        "else 3: every card of v1-v3)",
    )
    cliargs.add_edition_option(parser)
    parser.add_argument(
        "--bane",
        metavar="CARD",
        type=_bane_option,
        help="Young Witch's Bane in the cases' states (a v5 state lists the Bane among its kingdom piles "
        "without saying which it is). Example: --bane cellar",
    )
    parser.add_argument("--json", action="store_true", help="print the verdicts as JSON instead of text")
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="print every case in full, the agreeing ones too"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run `referee validate` with `argv` (the arguments after ``validate``).

    Returns the exit status: 0 if every case of every file agrees with the rules engine, 1 if a case
    disagrees or is malformed or a file cannot be read, 2 for bad command-line use (one line on stderr).
    """
    return cliargs.run_command(build_parser(), list(sys.argv[1:] if argv is None else argv), _run)


def _run(args: argparse.Namespace) -> int:
    for path in args.files:
        _check_readable(path)
    reports = [
        validate_file(path, version=args.protocol, edition=args.edition, bane=args.bane)
        for path in args.files
    ]
    if args.json:
        print(json.dumps(report_json(reports), indent=2))
    else:
        print_reports(reports, verbose=args.verbose)
    return 0 if all(report.agrees for report in reports) else 1


def _check_readable(path: str) -> None:
    """Raise `UsageError` unless `path` names a file this process can read: a missing file is bad use of
    the command (exit 2), not a file that disagrees with the rules (exit 1)."""
    file = Path(path)
    if not file.exists():
        raise UsageError(f"{path!r}: no such file; give a test-case file")
    if file.is_dir():
        raise UsageError(f"{path!r} is a directory; give a test-case file")
    if not os.access(file, os.R_OK):
        raise UsageError(f"{path!r} cannot be read (permission denied)")


def _word(verdict: bool) -> str:
    return "#t" if verdict else "#f"


_LABEL = "{:<10}"
_INDENT = " " * 10


def print_reports(reports: Sequence[FileReport], *, verbose: bool = False, file=None) -> None:
    """Print `reports` as text on `file` (default stdout), one file after another, then a summary line.

    Each case in file order: an agreeing case on one line (``ok``, file:line, its first comment, ``->``
    its verdict); a disagreeing one in full (``DISAGREE``, file:line, every comment, the expected and the
    actual verdict, the rule that decided, and each play with its line, the deciding one marked); a
    malformed case on one line (``MALFORMED``, file:line, what is wrong). A file that cannot be read is one
    ``ERROR`` line. With `verbose`, agreeing cases are printed in full too.
    """
    out = sys.stdout if file is None else file
    for report in reports:
        if report.error is not None:
            print(_LABEL.format("ERROR") + report.error, file=out)
            continue
        items: list[Verdict | CaseFileError] = [*report.verdicts, *report.malformed]
        items.sort(key=lambda item: (item.case.line, 1) if isinstance(item, Verdict) else (item.line, 0))
        for item in items:
            if isinstance(item, CaseFileError):
                print(_LABEL.format("MALFORMED") + str(item), file=out)
            elif item.agrees and not verbose:
                case = item.case
                print(
                    f"{_LABEL.format('ok')}{case.path}:{case.line}: {case.title} -> {_word(item.got)}",
                    file=out,
                )
            else:
                _print_detail(item, out)
    print(summary(reports), file=out)


def _print_detail(verdict: Verdict, out) -> None:
    case = verdict.case
    label = "ok" if verdict.agrees else "DISAGREE"
    print(f"{_LABEL.format(label)}{case.path}:{case.line}: {case.title}", file=out)
    for comment in case.comments[1:]:
        print(f"{_INDENT}; {comment}", file=out)
    print(f"{_INDENT}expected {_word(case.expected)}, got {_word(verdict.got)}: {verdict.rule}", file=out)
    kind = "defense" if isinstance(case.notification, Attacked) else "play"
    many = len(case.answers) > 1
    for index, (line, text) in enumerate(case.answers):
        name = f"{kind} {index + 1}" if many else kind
        mark = "  <- decided #f" if index == verdict.decided_by else ""
        print(f"{_INDENT}{name} (line {line}): {show(text)}{mark}", file=out)


def summary(reports: Sequence[FileReport]) -> str:
    """The last line of the text report: how many cases agree, disagree, are malformed; unread files.

    A malformed case counts among the cases, as one that does not agree.
    """
    verdicts = [v for report in reports for v in report.verdicts]
    agree = sum(v.agrees for v in verdicts)
    disagree = len(verdicts) - agree
    malformed = sum(len(report.malformed) for report in reports)
    errors = sum(report.error is not None for report in reports)
    line = f"{agree} of {len(verdicts) + malformed} cases agree with the rules engine"
    if disagree:
        line += f", {disagree} disagree"
    if malformed:
        line += f", {malformed} malformed"
    if errors:
        line += f"; {errors} of {len(reports)} files could not be read"
    return line


def report_json(reports: Sequence[FileReport]) -> dict:
    """`reports` as the JSON object `referee validate --json` prints (docs/conformance.md gives its shape).

    Every case is there, agreeing or not, with its comments, notification text, plays (line and text),
    expected and actual verdict, the rule that decided and the index of the deciding play; every malformed
    case with its line and problem; and the counts (``cases`` includes the malformed ones).
    """
    files = []
    for report in reports:
        files.append(
            {
                "path": report.path,
                "error": report.error,
                "cases": [
                    {
                        "line": v.case.line,
                        "title": v.case.title,
                        "comments": list(v.case.comments),
                        "notification": v.case.notification_text,
                        "plays": [{"line": line, "text": text} for line, text in v.case.answers],
                        "expected": v.case.expected,
                        "got": v.got,
                        "agrees": v.agrees,
                        "rule": v.rule,
                        "decided_by": v.decided_by,
                    }
                    for v in report.verdicts
                ],
                "malformed": [{"line": e.line, "problem": e.problem} for e in report.malformed],
            }
        )
    verdicts = [v for report in reports for v in report.verdicts]
    malformed = sum(len(report.malformed) for report in reports)
    return {
        "files": files,
        "cases": len(verdicts) + malformed,
        "agree": sum(v.agrees for v in verdicts),
        "disagree": sum(not v.agrees for v in verdicts),
        "malformed": malformed,
        "errors": sum(report.error is not None for report in reports),
    }
