"""`referee cards`: the card catalogue's facts for a player program in any language, the landscapes (events
and landmarks, docs/landscapes.md) after the cards.

    referee cards                       a table for people: name, cost, types, set and editions, pile
    referee cards --json > cards.json   one JSON array, one object per card (`card_record`)
    referee cards --sexp > cards.sexp   one S-expression per card and line (`card_sexp`)
    referee cards --set seaside,alchemy --json

The wire gives a card's name only (a v5 state's `(costs ...)` lists only costs that differ from the printed
ones), so a program deciding between `(act X)` and `(add X)`, or whether it can buy a card, needs these
facts: they are `protocol.catalogue`'s, printed as they are. Argument parsing and printing only;
docs/writing-a-player.md, "Card facts for any language", documents every field. Exit status: 0; 2 for bad
use (an unknown set).
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from collections.abc import Sequence
from typing import Any

from protocol.catalogue import (
    CATALOGUE,
    LANDSCAPE_KINDS,
    LANDSCAPES,
    SET_EDITIONS,
    SETS,
    TYPE_ORDER,
    CardFacts,
    LandscapeFacts,
)
from referee.cli import options as cliargs
from referee.kingdom import SETS as EDITION_SETS

COMMAND = "cards"

Selection = tuple[str, int | None]
"""One ``--set`` choice: a catalogue set and an edition of it (None: every card of the set)."""


def set_choices(text: str) -> tuple[Selection, ...]:
    """Argument type of ``--set``: comma-separated names, each a set of `protocol.catalogue.SETS` (every
    edition: ``base``, ``dark-ages``) or one edition as `referee kingdom` names it (``base2``,
    ``intrigue1``). Raises `argparse.ArgumentTypeError` naming the closest set for an unknown name."""
    choices = []
    for part in text.split(","):
        name = "-".join(part.strip().lower().replace("_", " ").split())
        if name in SETS:
            choices.append((name, None))
        elif name in EDITION_SETS:
            choices.append(EDITION_SETS[name])
        else:
            known = [*SETS, *(n for n in EDITION_SETS if n not in SETS)]
            close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
            hint = f"did you mean {close[0]}? " if close else ""
            raise argparse.ArgumentTypeError(
                f"unknown set {part.strip()!r}: {hint}the sets are {', '.join(SETS)}, or one edition of a "
                f"set: {', '.join(n for n in EDITION_SETS if n not in SETS)}"
            )
    return tuple(choices)


Facts = CardFacts | LandscapeFacts
"""A row `referee cards` prints: a card or a landscape."""


def selected(choices: Sequence[Selection] = ()) -> tuple[Facts, ...]:
    """The cards of `choices` (every card without any), in catalogue order (set, cost, potion, name), then
    their sets' landscapes in the order of `protocol.catalogue.LANDSCAPES`."""
    rows = (*CATALOGUE.values(), *LANDSCAPES.values())
    if not choices:
        return rows
    return tuple(
        f
        for f in rows
        if any(f.set == box and (edition is None or edition in f.editions) for box, edition in choices)
    )


def _card_like(facts: Facts) -> CardFacts:
    """`facts` as a card's row: a landscape's type is its kind, it has no pile and is in no supply."""
    if isinstance(facts, CardFacts):
        return facts
    kind = frozenset({facts.kind})
    return CardFacts(
        facts.name, facts.title, facts.set, facts.editions, facts.cost, False, kind, (0, 0, 0), False, False,
        frozenset(), facts.text,
    )  # fmt: skip


def _landscape(facts: Facts) -> str | None:
    return facts.kind if isinstance(facts, LandscapeFacts) else None


def _types(types: frozenset[str]) -> list[str]:
    return [kind for kind in (*TYPE_ORDER, *LANDSCAPE_KINDS) if kind in types]


def card_record(facts: Facts) -> dict[str, Any]:
    """One card as a JSON-ready dict, its keys in this order: ``name`` (the wire name), ``title``, ``set``,
    ``editions`` (list of ints), ``cost`` (coins, int), ``potion`` (bool: the cost also has a Potion),
    ``overpay`` (bool), ``types`` (lowercase, in `TYPE_ORDER`), ``first_types`` (the types a first-edition
    game plays it by where an errata changed them, as Prince's, else an empty list), ``supply`` (bool),
    ``kingdom`` (bool),
    ``pile`` (its own pile's size with 2, 3 and 4 players: three ints), ``part_of`` (the mixed pile holding
    it, or null), ``text`` (our own words), ``debt`` (the debt in its cost, int) and ``landscape`` (null
    for a card; ``"event"`` or ``"landmark"`` for a landscape, whose ``types`` are that kind, with no pile
    and in no supply)."""
    landscape, debt = _landscape(facts), facts.debt
    facts = _card_like(facts)
    return {
        "name": facts.name,
        "title": facts.title,
        "set": facts.set,
        "editions": sorted(facts.editions),
        "cost": facts.cost,
        "potion": facts.potion,
        "overpay": facts.overpay,
        "types": _types(facts.types),
        "first_types": _types(facts.first_types),
        "supply": facts.supply,
        "kingdom": facts.kingdom,
        "pile": list(facts.pile),
        "part_of": facts.part_of or None,
        "text": facts.text,
        "debt": debt,
        "landscape": landscape,
    }


def _string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def card_sexp(facts: Facts) -> str:
    """One card as one line of S-expression, the fields of `card_record` in its order, booleans as the
    protocol writes them (``yes``/``no``), the title and text as strings:
    ``(card kings-court (title "King's Court") (set prosperity) (editions 1 2) (cost 7) (potion no)
    (overpay no) (types action) (first-types) (supply yes) (kingdom yes) (pile 10 10 10) (part-of)
    (text "...") (debt 0) (landscape))``; a landscape's ends ``(landscape event)`` or ``(landscape
    landmark)``."""
    yes = {True: "yes", False: "no"}
    landscape, debt = _landscape(facts), facts.debt
    facts = _card_like(facts)
    fields = [
        f"(title {_string(facts.title)})",
        f"(set {facts.set})",
        "(editions " + " ".join(map(str, sorted(facts.editions))) + ")",
        f"(cost {facts.cost})",
        f"(potion {yes[facts.potion]})",
        f"(overpay {yes[facts.overpay]})",
        "(types " + " ".join(_types(facts.types)) + ")",
        "(first-types" + "".join(" " + kind for kind in _types(facts.first_types)) + ")",
        f"(supply {yes[facts.supply]})",
        f"(kingdom {yes[facts.kingdom]})",
        "(pile " + " ".join(map(str, facts.pile)) + ")",
        f"(part-of{' ' + facts.part_of if facts.part_of else ''})",
        f"(text {_string(facts.text)})",
        f"(debt {debt})",
        f"(landscape{' ' + landscape if landscape else ''})",
    ]
    return f"(card {facts.name} {' '.join(fields)})"


def _cost(facts: CardFacts, debt: int = 0) -> str:
    coins = f"{facts.cost}{'P' if facts.potion else ''}{'+' if facts.overpay else ''}"
    if debt:
        return f"{debt}D" if coins == "0" else f"{coins}+{debt}D"
    return "P" if coins == "0P" else coins


def table(cards: Sequence[Facts]) -> list[str]:
    """The lines of the table for people: name, cost (``2P``: and a Potion; ``4+``: may be overpaid; ``8D``:
    8 debt, ``4+3D``: 4 coins and 3 debt), types (a landscape's kind), set and editions, the pile with 2/3/4
    players (``-``: no pile of its own), kingdom, supply, non-supply or landscape."""
    rows = [("name", "cost", "types", "set", "pile", "pile in")]
    for row in cards:
        landscape, debt = _landscape(row), row.debt
        f = _card_like(row)
        editions = "" if len(SET_EDITIONS[f.set]) == 1 else f" {'+'.join(map(str, sorted(f.editions)))}"
        pile = "/".join(map(str, f.pile)) if any(f.pile) else f"- ({f.part_of})" if f.part_of else "-"
        where = (
            "landscape" if landscape else "kingdom" if f.kingdom else "supply" if f.supply else "non-supply"
        )
        rows.append(
            (
                f.name,
                _cost(f, debt),
                " ".join(_types(f.types))
                + (f" (1E: {' '.join(_types(f.first_types))})" if f.first_types else ""),
                f.set + editions,
                pile,
                where,
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        "  ".join(
            cell.rjust(w) if i == 1 else cell.ljust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in rows
    ]


def build_parser() -> cliargs.Parser:
    """The argument parser of `referee cards` (misuse raises `referee.errors.UsageError`)."""
    parser = cliargs.Parser(
        COMMAND,
        description="Print the facts of every card of the catalogue (name, title, set, editions, cost, "
        "potion, types, supply or not, kingdom or not, pile size, text, debt), then of every landscape "
        "(event or landmark), for a player program in any "
        'language. Full documentation: docs/writing-a-player.md, "Card facts for any language"',
    )
    form = parser.add_mutually_exclusive_group()
    form.add_argument(
        "--json",
        action="store_true",
        help="one JSON array, one object per card. Example: referee cards --json > cards.json",
    )
    form.add_argument(
        "--sexp",
        action="store_true",
        help='one S-expression per card and line, (card NAME (title "...") (set SET) ...). Example: '
        "referee cards --sexp > cards.sexp",
    )
    parser.add_argument(
        "--set",
        type=set_choices,
        action="append",
        default=[],
        metavar="SET[,SET]",
        help="only the cards and landscapes of these sets (repeatable): a set (base, intrigue, ..., "
        "dark-ages, guilds, promo, adventures, empires) or one edition (base2, intrigue1). Example: --set "
        "seaside,alchemy",
    )
    return parser


def main(argv: Sequence[str]) -> int:
    """Run `referee cards ARGV`; return the exit status (0, or 2 for bad use)."""

    def body(options: argparse.Namespace) -> int:
        cards = selected([choice for choices in options.set for choice in choices])
        if options.json:
            # One JSON document, one card per line: `JSON.parse` reads it whole, grep a card.
            text = "[\n" + ",\n".join(json.dumps(card_record(f)) for f in cards) + "\n]\n"
        else:
            text = "".join(line + "\n" for line in (map(card_sexp, cards) if options.sexp else table(cards)))
        sys.stdout.write(text)
        return 0

    return cliargs.run_command(build_parser(), argv, body)
