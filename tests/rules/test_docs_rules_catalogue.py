"""docs/rules.md against the card catalogue: every card of the catalogue (the rules core plays them all) has
its row in the card tables of docs/rules.md ("## The cards"), with its decisions and its edition
differences, and every row names a card of the catalogue.

The shape of a row (every table of that section has this header):

    | card | cost | types | text (2nd edition) | decisions asked | 1st edition |

- `card`: the wire name; `cost` and `types` as the catalogue has them (a potion cost written ``3P``,
  types comma-separated in any order);
- `text`: what the card does, in our own words; `decisions asked`: who decides what, or ``-``;
- `1st edition`: for a card of a set with two editions, ``first edition only`` exactly when only the first
  edition's box holds it, ``second edition only`` exactly when only the second's does, else ``same`` or what
  the first edition's text changes.

The cards are read from `protocol.catalogue`, so a card added without its row, or a row left for a card
that is no more, fails here with the card's name.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from protocol.catalogue import CATALOGUE, SET_EDITIONS, CardFacts
from referee.rules import SPECS

ROOT = Path(__file__).resolve().parents[2]
HEADER = ("card", "cost", "types", "text (2nd edition)", "decisions asked", "1st edition")
FIRST_ONLY = "first edition only"
SECOND_ONLY = "second edition only"


@dataclass(frozen=True)
class Row:
    line: int
    """1-based line of docs/rules.md."""
    card: str
    cost: str
    types: str
    text: str
    decisions: str
    first_edition: str


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def card_rows(text: str) -> list[Row]:
    """Every row of every table in the section "## The cards" of `text` (docs/rules.md), in order.

    Raises AssertionError naming the line for a table whose header is not `HEADER` or a row that does not have
    its six cells."""
    lines = text.splitlines()
    start = lines.index("## The cards")
    rows = []
    header = False
    for number, line in enumerate(lines[start + 1 :], start=start + 2):
        if line.startswith("## "):
            break
        if not line.startswith("|"):
            header = False
            continue
        cells = _cells(line)
        if not header:
            assert tuple(cells) == HEADER, f"docs/rules.md:{number}: a card table's header is {HEADER}"
            header = True
            continue
        if set("".join(cells)) <= set("-: "):
            continue  # the header's rule
        assert len(cells) == len(HEADER), f"docs/rules.md:{number}: expected {len(HEADER)} cells: {line}"
        rows.append(Row(number, *cells))
    return rows


def _rows() -> list[Row]:
    return card_rows((ROOT / "docs" / "rules.md").read_text())


def _cost(facts: CardFacts) -> str:
    return f"{facts.cost}{'P' if facts.potion else ''}"


def edition_problem(facts: CardFacts, cell: str) -> str | None:
    """What is wrong with the `1st edition` cell `cell` of the card `facts`, or None."""
    if len(SET_EDITIONS[facts.set]) == 1:
        return None if cell else "empty (write `-` or `same`)"
    if facts.editions == {1}:
        expected = FIRST_ONLY
    elif facts.editions == {2}:
        expected = SECOND_ONLY
    else:
        if not cell or cell in (FIRST_ONLY, SECOND_ONLY, "-"):
            return f"{cell!r}: both editions hold it (write `same` or what the first edition changes)"
        return None
    return None if cell == expected else f"{cell!r}: expected {expected!r}"


def test_every_card_has_one_row_and_every_row_a_card() -> None:
    rows = _rows()
    named = [row.card for row in rows]
    twice = sorted({name for name in named if named.count(name) > 1})
    assert not twice, f"docs/rules.md: cards with two rows: {twice}"
    unknown = [f"{row.card} (line {row.line})" for row in rows if row.card not in CATALOGUE]
    assert not unknown, f"docs/rules.md: rows naming no card of the catalogue: {unknown}"
    # The table is of the cards the rules core plays: a card whose rules are not built yet has no row.
    missing = sorted(set(SPECS) - set(named))
    assert not missing, f"docs/rules.md: cards without a row in '## The cards': {missing}"


def test_every_row_has_the_catalogue_cost_and_types() -> None:
    wrong = []
    for row in _rows():
        facts = CATALOGUE.get(row.card)
        if facts is None:
            continue  # the test above names it
        if row.cost != _cost(facts):
            wrong.append(f"{row.card} (line {row.line}): cost {row.cost!r}, the catalogue's {_cost(facts)!r}")
        types = {kind.strip() for kind in row.types.split(",")}
        if types != set(facts.types):
            wrong.append(
                f"{row.card} (line {row.line}): types {row.types!r}, the catalogue's {sorted(facts.types)}"
            )
    assert not wrong, "docs/rules.md:\n" + "\n".join(wrong)


def test_every_row_says_its_text_decisions_and_edition_difference() -> None:
    wrong = []
    for row in _rows():
        facts = CATALOGUE.get(row.card)
        if facts is None:
            continue
        if not row.text or row.text == "-":
            wrong.append(f"{row.card} (line {row.line}): no text")
        if not row.decisions:
            wrong.append(f"{row.card} (line {row.line}): decisions asked: empty (`-`: it asks none)")
        problem = edition_problem(facts, row.first_edition)
        if problem:
            wrong.append(f"{row.card} (line {row.line}): 1st edition: {problem}")
    assert not wrong, "docs/rules.md:\n" + "\n".join(wrong)


def test_the_checks_catch_what_they_should() -> None:
    """The parser and the edition rule on made-up tables: a missing cell, a wrong header, each edition."""
    good = "\n".join(
        [
            "## The cards",
            "",
            "| card | cost | types | text (2nd edition) | decisions asked | 1st edition |",
            "| --- | --- | --- | --- | --- | --- |",
            "| copper | 0 | treasure | +1 coin | - | same |",
            "",
            "## Turn flow",
            "| play | legal when | effect |",
        ]
    )
    assert [row.card for row in card_rows(good)] == ["copper"]
    short = good.replace("| - | same |", "| same |")
    for bad in (short, good.replace("decisions asked", "decisions")):
        try:
            card_rows(bad)
        except AssertionError:
            continue
        raise AssertionError(f"not caught:\n{bad}")
    assert edition_problem(CATALOGUE["adventurer"], FIRST_ONLY) is None
    assert edition_problem(CATALOGUE["adventurer"], "same") is not None
    assert edition_problem(CATALOGUE["artisan"], SECOND_ONLY) is None
    assert edition_problem(CATALOGUE["artisan"], FIRST_ONLY) is not None
    assert edition_problem(CATALOGUE["smithy"], "same") is None
    assert edition_problem(CATALOGUE["smithy"], SECOND_ONLY) is not None
