"""`referee kingdom`: draw 10 kingdom cards from the chosen sets under constraints, reproducibly.

    referee kingdom --at-least village=1 --at-least plus-buy=1 --reaction-if-attack
    referee kingdom --sets base1,base2 --include witch --exclude chapel --at-most attack=2 --seed 7 --json

Argument parsing and printing only; the categories and the solver are `referee.kingdom`, and docs/kingdoms.md
explains both. The first line printed is the kingdom as a comma-separated list of card names; then a table of
its cards, how each constraint is met, the seed, and the command that draws the same kingdom again. Exit
status: 0 with a kingdom; 2 for bad use or constraints no kingdom satisfies (one line on stderr naming the
failing constraint and why).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Callable, Sequence

from referee import cliargs
from referee.kingdom import (
    AT_LEAST,
    AT_MOST,
    CATEGORIES,
    CATEGORY_TEXT,
    DEFAULT_SETS,
    INCLUDE,
    SET_TEXT,
    SETS,
    Constraint,
    DrawnKingdom,
    KingdomError,
    KingdomRequest,
    Unsatisfiable,
    card_name,
    card_sets,
    categories,
    category_name,
    random_kingdom,
    set_name,
)
from referee.rules.cards import COST

COMMAND = "kingdom"


def _names(parse: Callable[[str], str]) -> Callable[[str], tuple[str, ...]]:
    """Argument type: a comma-separated list of names, each checked by `parse`."""

    def parse_list(text: str) -> tuple[str, ...]:
        parts = text.split(",")
        if not all(part.strip() for part in parts):
            raise argparse.ArgumentTypeError(f"expected comma-separated names, got {text!r}")
        try:
            return tuple(parse(part) for part in parts)
        except KingdomError as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    parse_list.__name__ = "name_list"
    return parse_list


def category_count(text: str) -> tuple[str, int]:
    """Argument type of ``--at-least``/``--at-most``: ``CATEGORY=N`` -> (category, N), N a whole number >= 0.

    Raises `argparse.ArgumentTypeError` naming what was expected (and the closest category)."""
    category, equals, count = text.partition("=")
    if not equals:
        raise argparse.ArgumentTypeError(f"expected CATEGORY=N such as village=1, got {text!r}")
    try:
        name = category_name(category)
    except KingdomError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    try:
        value = int(count)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a whole number of cards after {category}=, got {text!r}"
        ) from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a count of 0 or more, got {text!r}")
    return name, value


def _epilog() -> str:
    lines = ["categories (a card may be in several; docs/kingdoms.md lists every card's):"]
    lines += [f"  {name:<17} {CATEGORY_TEXT[name]}" for name in CATEGORIES]
    lines += ["", "sets:"]
    lines += [f"  {name:<17} {text}" for name, text in SET_TEXT.items()]
    lines += [
        "",
        "examples:",
        "  referee kingdom",
        "  referee kingdom --at-least village=1 --at-least plus-buy=1 --at-most attack=2 \\",
        "                  --reaction-if-attack",
        "  referee kingdom --sets base1,base2 --include witch,moat --exclude chapel --seed 7",
        "  referee kingdom --at-least draw=2 --json",
        "",
        "Every kingdom that satisfies the constraints is equally likely. exit status: 0 a kingdom was drawn;",
        "2 bad use, or no kingdom satisfies the constraints (the message names which and why).",
        "Full documentation: docs/kingdoms.md",
    ]
    return "\n".join(lines)


def build_parser() -> cliargs.Parser:
    """The argument parser of `referee kingdom` (misuse raises `referee.errors.UsageError`)."""
    parser = cliargs.Parser(
        COMMAND,
        description="Draw 10 kingdom cards at random from the chosen sets, under constraints, and print\n"
        "them as a comma-separated list of card names, with the seed and the command that draws the\n"
        "same kingdom again.",
        epilog=_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--sets",
        type=_names(set_name),
        default=DEFAULT_SETS,
        metavar="SET[,SET]",
        help=f"the sets the cards come from: {', '.join(SETS)} (default {','.join(DEFAULT_SETS)}). "
        "Example: --sets base1,base2",
    )
    parser.add_argument(
        "--at-least",
        type=category_count,
        action="append",
        default=[],
        metavar="CATEGORY=N",
        help="at least N cards of CATEGORY, more if the draw brings them (repeatable). Example: "
        "--at-least village=1",
    )
    parser.add_argument(
        "--at-most",
        type=category_count,
        action="append",
        default=[],
        metavar="CATEGORY=N",
        help="at most N cards of CATEGORY (repeatable). Example: --at-most attack=2",
    )
    parser.add_argument(
        "--include",
        type=_names(card_name),
        action="append",
        default=[],
        metavar="CARD[,CARD]",
        help="cards the kingdom must hold, from any set (repeatable). Example: --include witch,moat",
    )
    parser.add_argument(
        "--exclude",
        type=_names(card_name),
        action="append",
        default=[],
        metavar="CARD[,CARD]",
        help="cards the kingdom must not hold (repeatable). Example: --exclude chapel",
    )
    parser.add_argument(
        "--reaction-if-attack",
        action="store_true",
        help="a kingdom with an attack also holds a reaction (Moat). Example: --reaction-if-attack",
    )
    parser.add_argument(
        "--seed",
        type=cliargs.seed,
        metavar="N",
        help="seed of the draw (default: random). Always printed; the same seed and options draw the same "
        "kingdom. Example: --seed 42",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object (kingdom, seed, cards, constraints, command) instead of text",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run `referee kingdom` with `argv` (the arguments after ``kingdom``) and return the exit status: 0 with
    a kingdom printed; 2 for bad use or unsatisfiable constraints (one line on stderr)."""
    return cliargs.run_command(build_parser(), list(sys.argv[1:] if argv is None else argv), _run)


def request_of(options: argparse.Namespace) -> KingdomRequest:
    """The `KingdomRequest` of parsed `options` (lists flattened, sets in their canonical order)."""
    return KingdomRequest(
        sets=tuple(name for name in SETS if name in options.sets),
        at_least=tuple(options.at_least),
        at_most=tuple(options.at_most),
        include=tuple(card for group in options.include for card in group),
        exclude=tuple(dict.fromkeys(card for group in options.exclude for card in group)),
        reaction_if_attack=options.reaction_if_attack,
    )


def command_line(request: KingdomRequest, seed: int) -> str:
    """The `referee kingdom` command that draws the same kingdom: every option of `request` (the sets too,
    so that a change of the default does not change the draw) and the seed, quoted for a POSIX shell."""
    words = ["referee", COMMAND, "--sets", ",".join(request.sets)]
    for option, pairs in (("--at-least", request.at_least), ("--at-most", request.at_most)):
        for category, count in pairs:
            words += [option, f"{category}={count}"]
    if request.include:
        words += ["--include", ",".join(dict.fromkeys(request.include))]
    if request.exclude:
        words += ["--exclude", ",".join(request.exclude)]
    if request.reaction_if_attack:
        words.append("--reaction-if-attack")
    words += ["--seed", str(seed)]
    return shlex.join(words)


def _run(options: argparse.Namespace) -> int:
    from referee.match import random_seed

    request = request_of(options)
    seed = random_seed() if options.seed is None else options.seed
    try:
        drawn = random_kingdom(request, seed)
    except Unsatisfiable as error:
        raise cliargs.AdvisedUsageError(f"no kingdom satisfies the constraints: {error}") from None
    except KingdomError as error:
        raise cliargs.UsageError(str(error)) from None
    command = command_line(request, seed)
    if options.json:
        print(json.dumps(to_json(drawn, request, command), indent=2))
    else:
        print_kingdom(drawn, request, command)
    return 0


def _met(constraint: Constraint, kingdom: Sequence[str]) -> str:
    """How `kingdom` meets `constraint`, in words: ``2 (festival, village)``."""
    if constraint.kind in (AT_LEAST, AT_MOST):
        cards = [card for card in kingdom if constraint.category in categories(card)]
        return f"{len(cards)}" + (f" ({', '.join(cards)})" if cards else "")
    if constraint.kind == INCLUDE:
        return "in"
    attacks = [card for card in kingdom if "attack" in categories(card)]
    reactions = [card for card in kingdom if "reaction" in categories(card)]
    if not attacks:
        return "no attack"
    return f"attack ({', '.join(attacks)}), reaction ({', '.join(reactions)})"


def to_json(drawn: DrawnKingdom, request: KingdomRequest, command: str) -> dict:
    """The ``--json`` object: ``kingdom`` (names), ``list`` (the comma-separated list), ``seed``, ``sets``,
    ``cards`` (name, cost, sets, categories), ``constraints`` (label, met: how), ``satisfying`` (kingdoms
    that satisfy the constraints, each equally likely), ``number`` (this one's), ``command``."""
    return {
        "kingdom": list(drawn.kingdom),
        "list": ",".join(drawn.kingdom),
        "seed": drawn.seed,
        "sets": list(request.sets),
        "cards": [
            {
                "name": card,
                "cost": COST[card],
                "sets": list(card_sets(card)),
                "categories": [c for c in CATEGORIES if c in categories(card)],
            }
            for card in drawn.kingdom
        ],
        "constraints": [{"label": c.label, "met": _met(c, drawn.kingdom)} for c in drawn.constraints],
        "satisfying": drawn.satisfying,
        "number": drawn.number,
        "command": command,
    }


def print_kingdom(drawn: DrawnKingdom, request: KingdomRequest, command: str, file=None) -> None:
    """Print `drawn` as text on `file` (default stdout): the comma-separated list alone on the first line
    (``referee kingdom | head -n 1`` gives it), a table of the cards (cost, sets, categories), how each
    constraint is met, how many kingdoms were possible, the seed and `command`."""
    from rich import box
    from rich.console import Console
    from rich.table import Table

    out = sys.stdout if file is None else file
    console = Console(file=out, highlight=False)
    if not console.is_terminal:
        console = Console(file=out, highlight=False, width=200)
    print(",".join(drawn.kingdom), file=out, flush=True)
    table = Table(box=box.SIMPLE_HEAD if console.is_terminal else None, pad_edge=False)
    table.add_column("card")
    table.add_column("cost", justify="right")
    table.add_column("sets")
    table.add_column("categories")
    for card in sorted(drawn.kingdom, key=lambda card: (COST[card], card)):
        table.add_row(
            card,
            str(COST[card]),
            " ".join(card_sets(card)),
            ", ".join(c for c in CATEGORIES if c in categories(card)) or "-",
        )
    console.print()
    console.print(table)
    if drawn.constraints:
        console.print()
        for constraint in drawn.constraints:
            console.print(f"{constraint.label}: {_met(constraint, drawn.kingdom)}", markup=False)
    console.print()
    among = "kingdoms that satisfy the constraints" if drawn.constraints else "kingdoms of these sets"
    sets = ",".join(request.sets)
    console.print(
        f"seed {drawn.seed}, sets {sets}: one of {drawn.satisfying:,} {among}, each as likely", markup=False
    )
    console.print(f"again: {command}", markup=False)
