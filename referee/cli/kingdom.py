"""`referee kingdom`: draw 10 kingdom cards from the chosen sets under constraints, reproducibly.

    referee kingdom --at-least village=1 --at-least plus-buy=1 --reaction-if-attack
    referee kingdom --sets intrigue2,seaside2,alchemy --potions 3-4 --at-most attack=2 --seed 7
    referee kingdom --sets all --set-restriction weak --at-least curser=1 --json

Argument parsing and printing only; the categories and the solver are `referee.kingdom`, and docs/kingdoms.md
explains both. The first line printed is the kingdom as a comma-separated list of card names (and
``bane=CARD`` when Young Witch has a Bane); then a table of its piles sorted by set and cost, what else to set
out, the set-up the kingdom decided (Platinum and Colony, Shelters), how each constraint is met, which cards
the referee plays, the seed, and the command that draws the same kingdom again. Exit status: 0 with a kingdom;
2 for bad use or constraints no kingdom satisfies (one line on stderr naming the failing constraint and why).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace

from protocol.catalogue import CATALOGUE, LANDSCAPES
from protocol.catalogue import SETS as BOXES
from referee.cli import options as cliargs
from referee.kingdom import (
    ALL,
    ANY,
    AT_LEAST,
    AT_MOST,
    BASIC,
    CATEGORIES,
    CATEGORY_TEXT,
    DEFAULT_POTIONS,
    DEFAULT_SETS,
    INCLUDE,
    POTIONS,
    SET_TEXT,
    SETS,
    Constraint,
    DrawnKingdom,
    KingdomError,
    KingdomRequest,
    SetUp,
    Unsatisfiable,
    card_name,
    card_sets,
    categories,
    category_name,
    cost_text,
    introduced_in,
    kingdom_text,
    other_piles,
    potion_default,
    random_kingdom,
    sets_option,
)

COMMAND = "kingdom"
STRONG = "strong"
WEAK = "weak"
CHOICES = {"yes": True, "no": False, ANY: ANY}
"""``--colony`` / ``--shelters`` words -> `KingdomRequest` values."""


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


def _sets(text: str) -> tuple[str, ...]:
    """Argument type of ``--sets``: `referee.kingdom.sets_option`."""
    try:
        return sets_option(text)
    except KingdomError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


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


def potion_bounds(text: str) -> tuple[int, int]:
    """Argument type of ``--potions``: ``MIN-MAX`` (``3-5``) -> (MIN, MAX), 0 <= MIN <= MAX <= 11.

    Raises `argparse.ArgumentTypeError` saying what was expected."""
    least, dash, most = text.partition("-")
    try:
        bounds = (int(least), int(most))
    except ValueError:
        bounds = (-1, -1)
    if not dash or not 0 <= bounds[0] <= bounds[1] <= 11:
        raise argparse.ArgumentTypeError(
            f"expected MIN-MAX potion-cost cards such as 3-5 (0 <= MIN <= MAX <= 11), got {text!r}"
        )
    return bounds


def _choice(text: str) -> bool | str:
    word = text.strip().lower()
    if word not in CHOICES:
        raise argparse.ArgumentTypeError(f"expected yes, no or {ANY}, got {text!r}")
    return CHOICES[word]


def _epilog() -> str:
    lines = ["categories (a card may be in several; docs/kingdoms.md lists every card's):"]
    lines += [f"  {name:<17} {CATEGORY_TEXT[name]}" for name in CATEGORIES]
    lines += ["", "sets (each edition a set of its own; all: every set):"]
    lines += [f"  {name:<17} {text}" for name, text in SET_TEXT.items()]
    lines += [
        "",
        "examples:",
        "  referee kingdom",
        "  referee kingdom --at-least village=1 --at-least plus-buy=1 --at-most attack=2 \\",
        "                  --reaction-if-attack",
        "  referee kingdom --sets intrigue2,seaside2,alchemy --potions 3-4 --seed 7",
        "  referee kingdom --sets base2 --set-restriction weak --at-least curser=2",
        "  referee kingdom --sets all --colony no --json",
        "",
        "Every kingdom that satisfies the constraints is as likely as dealing it from the randomizer cards.",
        "exit status: 0 a kingdom was drawn; 2 bad use, or no kingdom satisfies the constraints (the message",
        "names which and why). Full documentation: docs/kingdoms.md",
    ]
    return "\n".join(lines)


def build_parser() -> cliargs.Parser:
    """The argument parser of `referee kingdom` (misuse raises `referee.errors.UsageError`)."""
    parser = cliargs.Parser(
        COMMAND,
        description="Draw 10 kingdom cards at random from the chosen sets, under constraints, and print\n"
        "them as a comma-separated list of card names, with what to set out for a table game, the seed\n"
        "and the command that draws the same kingdom again.",
        epilog=_epilog(),
        formatter_class=cliargs.FittedRawDescription,
    )
    parser.add_argument(
        "--sets",
        type=_sets,
        default=DEFAULT_SETS,
        metavar="SET[,SET]",
        help=f"the sets the cards come from, or {ALL} (default {','.join(DEFAULT_SETS)}). "
        "Example: --sets intrigue2,prosperity1",
    )
    parser.add_argument(
        "--set-restriction",
        choices=(STRONG, WEAK),
        default=STRONG,
        help="strong (default): never a card of another set, even when a constraint then cannot be met; "
        "weak: as few cards of other sets as the constraints need, each named with why",
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
        help="a kingdom with an attack also holds a reaction. Example: --reaction-if-attack",
    )
    parser.add_argument(
        "--potions",
        type=potion_bounds,
        metavar="MIN-MAX",
        help="a kingdom with any potion-cost card holds MIN to MAX of them "
        f"(default {DEFAULT_POTIONS[0]}-{DEFAULT_POTIONS[1]}, dropped with a note when the chosen sets "
        "cannot meet it; 0-10: any). Example: --potions 2-4",
    )
    parser.add_argument(
        "--colony",
        type=_choice,
        default=ANY,
        metavar="yes|no|random",
        help="Platinum and Colony: yes, no, or random (default: by the official convention, the chance is "
        "the share of Prosperity cards in the kingdom)",
    )
    parser.add_argument(
        "--shelters",
        type=_choice,
        default=ANY,
        metavar="yes|no|random",
        help="Shelters instead of starting Estates: yes, no, or random (default: the chance is the share "
        "of Dark Ages cards in the kingdom)",
    )
    cliargs.add_seed_option(
        parser,
        "seed of the draw (default: random). Always printed; the same seed and options draw the same "
        "kingdom. Example: --seed 42",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object (kingdom, Bane, seed, cards, set-up, constraints, command), not text",
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
        potions=options.potions or DEFAULT_POTIONS,
        potions_asked=options.potions is not None,
        weak=options.set_restriction == WEAK,
        colony=options.colony,
        shelters=options.shelters,
    )


def _word(choice: bool | str) -> str:
    return {True: "yes", False: "no"}.get(choice, ANY) if isinstance(choice, bool) else ANY


def command_line(request: KingdomRequest, seed: int) -> str:
    """The `referee kingdom` command that draws the same kingdom: every option of `request` (the sets too,
    and the potion bounds when a potion card could be drawn, so that a change of a default does not change
    the draw) and the seed, quoted for a POSIX shell."""
    every = tuple(SETS)
    words = ["referee", COMMAND, "--sets", ALL if request.sets == every else ",".join(request.sets)]
    if request.weak:
        words += ["--set-restriction", WEAK]
    for option, pairs in (("--at-least", request.at_least), ("--at-most", request.at_most)):
        for category, count in pairs:
            words += [option, f"{category}={count}"]
    if request.include:
        words += ["--include", ",".join(dict.fromkeys(request.include))]
    if request.exclude:
        words += ["--exclude", ",".join(request.exclude)]
    if request.reaction_if_attack:
        words.append("--reaction-if-attack")
    if request.potions_matter() or request.potions != DEFAULT_POTIONS:
        words += ["--potions", f"{request.potions[0]}-{request.potions[1]}"]
    if request.colony != ANY:
        words += ["--colony", _word(request.colony)]
    if request.shelters != ANY:
        words += ["--shelters", _word(request.shelters)]
    words += ["--seed", str(seed)]
    return shlex.join(words)


def _run(options: argparse.Namespace) -> int:
    from referee.match import random_seed

    seed = random_seed() if options.seed is None else options.seed
    try:
        # The request drawn, default potion bounds dropped if need be: the command printed draws it again.
        request, note = potion_default(request_of(options))
    except KingdomError as error:
        raise cliargs.UsageError(str(error)) from None
    command = command_line(request, seed)
    try:
        drawn = replace(random_kingdom(request, seed), potions_note=note)
    except Unsatisfiable as error:
        raise cliargs.AdvisedUsageError(
            f"no kingdom satisfies the constraints: {error} (seed {seed}; the command: {command})"
        ) from None
    except KingdomError as error:
        raise cliargs.UsageError(str(error)) from None
    if options.json:
        print(json.dumps(to_json(drawn, request, command), indent=2))
    else:
        print_kingdom(drawn, request, command)
    return 0


def first_line(drawn: DrawnKingdom) -> str:
    """The kingdom as `--kingdom` spells it: the 10 cards, alphabetical, then ``bane=CARD`` if any, then the
    events and landmarks dealt (``event:delve``, ``landmark:wall``)."""
    return kingdom_text(drawn.names)


def landscape_rows(drawn: DrawnKingdom) -> list[dict]:
    """The events and landmarks dealt, each ``name``, ``kind`` (event, landmark), ``set``, ``cost`` (coins),
    ``debt`` and ``text`` (the catalogue's line), in `LANDSCAPES` order."""
    return [
        {
            "name": name,
            "kind": LANDSCAPES[name].kind,
            "set": LANDSCAPES[name].set,
            "cost": LANDSCAPES[name].cost,
            "debt": LANDSCAPES[name].debt,
            "text": LANDSCAPES[name].text,
        }
        for name in drawn.landscapes
    ]


def _shown(constraint: Constraint, request: KingdomRequest) -> bool:
    """Whether `constraint` is worth a line: the potion bounds only when a potion card could be drawn or
    the bounds were given."""
    return constraint.kind != POTIONS or request.potions_matter() or request.potions != DEFAULT_POTIONS


def _met(constraint: Constraint, piles: Sequence[str]) -> str:
    """How the kingdom's `piles` (Bane included) meet `constraint`, in words: ``2 (festival, village)``."""
    if constraint.kind in (AT_LEAST, AT_MOST):
        cards = [card for card in piles if constraint.category in categories(card)]
        return f"{len(cards)}" + (f" ({', '.join(cards)})" if cards else "")
    if constraint.kind == INCLUDE:
        return "in"
    if constraint.kind == POTIONS:
        cards = [card for card in piles if CATALOGUE[card].potion]
        return f"{len(cards)}" + (f" ({', '.join(cards)})" if cards else " (none)")
    attacks = [card for card in piles if "attack" in categories(card)]
    reactions = [card for card in piles if "reaction" in categories(card)]
    if not attacks:
        return "no attack"
    return f"attack ({', '.join(attacks)}), reaction ({', '.join(reactions)})"


def _set_order(card: str) -> tuple[int, int, bool, str]:
    """Table order: the catalogue's order of sets (both editions of a set together), cost, name."""
    facts = CATALOGUE[card]
    return (BOXES.index(facts.set), facts.cost, facts.potion, card)


def _set_up_text(choice: SetUp | None, option: str, box: str) -> str:
    """``yes (revealed bank, a Prosperity card; 3 of the 10 cards are)``, or forced by the option."""
    assert choice is not None
    word = "yes" if choice.used else "no"
    if choice.forced:
        return f"{word} ({option} {word})"
    return (
        f"{word} (revealed {choice.revealed}, {'a' if choice.used else 'not a'} {box} card; "
        f"{choice.share} of the 10 cards {'is' if choice.share == 1 else 'are'})"
    )


def set_out(drawn: DrawnKingdom) -> list[str]:
    """What a table-game player sets out, one line each: the kingdom piles (the Bane marked), the basic
    supply, and `referee.kingdom.other_piles` (Potion, Platinum and Colony, Shelters, what cards bring)."""
    bane = f", {drawn.bane} as Young Witch's Bane" if drawn.bane else ""
    lines = [f"kingdom piles: {len(drawn.piles)}{bane}"]
    lines.append("basic supply: " + ", ".join(BASIC))
    lines += other_piles(drawn)
    return lines


def to_json(drawn: DrawnKingdom, request: KingdomRequest, command: str) -> dict:
    """The ``--json`` object: ``kingdom`` (10 names), ``bane`` (a name or null), ``list`` (the first line of
       the text), ``seed``, ``sets``, ``set_restriction``, ``potions`` ([min, max]), ``cards`` (every pile:
       name, set, sets, cost, potion, categories, bane, outside), ``outside`` and ``outside_reason`` (cards a
       weak restriction took from other sets, and why), ``colony`` and ``shelters`` (used, forced, revealed,
       share), ``set_out`` (lines), ``constraints`` (label, met: how), ``notes`` (lines saying what was
       changed from the request: the default potion bounds dropped, `referee.kingdom.potion_default`),
       ``satisfying``
    (kingdoms that satisfy the
       constraints; a Bane makes a kingdom of its own), ``number`` (this one's), ``command``."""

    def set_up(choice: SetUp | None) -> dict:
        assert choice is not None
        return {
            "used": choice.used,
            "forced": choice.forced,
            "revealed": choice.revealed,
            "share": choice.share,
        }

    return {
        "kingdom": list(drawn.kingdom),
        "bane": drawn.bane,
        "list": first_line(drawn),
        "seed": drawn.seed,
        "sets": list(request.sets),
        "set_restriction": WEAK if request.weak else STRONG,
        "potions": list(request.potions),
        "cards": [
            {
                "name": card,
                "set": CATALOGUE[card].set,
                "sets": list(card_sets(card)),
                "cost": CATALOGUE[card].cost,
                "potion": CATALOGUE[card].potion,
                "categories": [c for c in CATEGORIES if c in categories(card)],
                "bane": card == drawn.bane,
                "outside": card in drawn.outside,
            }
            for card in sorted(drawn.piles, key=_set_order)
        ],
        "landscapes": landscape_rows(drawn),
        "outside": list(drawn.outside),
        "outside_reason": drawn.outside_reason,
        "colony": set_up(drawn.colony),
        "shelters": set_up(drawn.shelters),
        "set_out": set_out(drawn),
        "constraints": [
            {"label": c.label, "met": _met(c, drawn.piles)} for c in drawn.constraints if _shown(c, request)
        ],
        "notes": [drawn.potions_note] if drawn.potions_note else [],
        "satisfying": drawn.satisfying,
        "number": drawn.number,
        "command": command,
    }


def print_kingdom(drawn: DrawnKingdom, request: KingdomRequest, command: str, file=None) -> None:
    """Print `drawn` as text on `file` (default stdout): the first line alone (``referee kingdom | head -n
    1`` gives it), a table of the piles sorted by set and cost (cost, sets, categories), what to set out,
    Platinum and Colony and Shelters, how each constraint is met, the cards from other sets, the referee's
    options that play it, how many kingdoms were possible, the seed and `command`."""
    from rich import box
    from rich.console import Console
    from rich.table import Table

    out = sys.stdout if file is None else file
    console = Console(file=out, highlight=False)
    if not console.is_terminal:
        console = Console(file=out, highlight=False, width=200)
    print(first_line(drawn), file=out, flush=True)
    table = Table(box=box.SIMPLE_HEAD if console.is_terminal else None, pad_edge=False)
    for column, justify in (("card", "left"), ("cost", "right"), ("sets", "left")):
        table.add_column(column, justify=justify)
    table.add_column("categories")
    for card in sorted(drawn.piles, key=_set_order):
        name = card + (" (Bane)" if card == drawn.bane else "")
        sets = " ".join(card_sets(card)) + (" (other set)" if card in drawn.outside else "")
        listed = ", ".join(c for c in CATEGORIES if c in categories(card)) or "-"
        table.add_row(name, cost_text(card), sets, listed)
    console.print()
    console.print(table)
    if drawn.landscapes:
        console.print()
        for row in landscape_rows(drawn):
            shown = f", cost {cost_text(row['name'])}" if row["kind"] == "event" else ""
            console.print(f"{row['kind']} {row['name']} ({row['set']}{shown}): {row['text']}", markup=False)
    console.print()
    console.print("set out:", markup=False)
    for line in set_out(drawn):
        console.print(f"  {line}", markup=False)
    console.print(
        f"Platinum and Colony: {_set_up_text(drawn.colony, '--colony', 'Prosperity')}", markup=False
    )
    console.print(f"Shelters: {_set_up_text(drawn.shelters, '--shelters', 'Dark Ages')}", markup=False)
    shown = [c for c in drawn.constraints if _shown(c, request)]
    if shown:
        console.print()
        for constraint in shown:
            console.print(f"{constraint.label}: {_met(constraint, drawn.piles)}", markup=False)
    if drawn.potions_note:
        console.print(drawn.potions_note, markup=False, soft_wrap=True)
    if drawn.outside:
        console.print()
        console.print(
            f"from sets not chosen (weak set restriction): {', '.join(drawn.outside)}, because "
            f"{drawn.outside_reason}",
            markup=False,
            soft_wrap=True,
        )
    console.print()
    version = max(4, *(introduced_in(name) for name in drawn.names))
    options = f"--protocol {version} --kingdom {first_line(drawn)}"
    console.print(f"the referee: plays it ({options})", markup=False)
    among = "kingdoms that satisfy the constraints" if shown else "kingdoms of these sets"
    sets = ALL if request.sets == tuple(SETS) else ",".join(request.sets)
    likely = (
        "each as likely as dealing it (a Bane dealt after Young Witch)" if drawn.witch else "each as likely"
    )
    console.print(
        f"seed {drawn.seed}, sets {sets}: one of {drawn.satisfying:,} {among}, {likely}", markup=False
    )
    console.print(f"again: {command}", markup=False)
