"""The protocol versions live in one table (`protocol.versions.VERSIONS`, issue 42): every other module asks
it (`knows`, its fields) instead of comparing version numbers, and a later version whose state record adds
fields to v5's is printed, parsed and viewed by the generic paths (docs/architecture.md, "A protocol
version")."""

from __future__ import annotations

import ast
from dataclasses import dataclass, fields
from pathlib import Path

import pytest

from protocol import to_wire, versions
from protocol.messages import Card, StateV5
from protocol.parse import parse_state
from protocol.versions import VERSIONS, WORDS

ROOT = Path(__file__).resolve().parent.parent.parent

SCHEMA_VERSIONS = {("referee/tournament/store.py", "_upgrade")}
"""Functions whose `version` is a database schema's, not a protocol version's."""


def _names(node: ast.AST) -> set[str]:
    found = set()
    for one in ast.walk(node):
        if isinstance(one, ast.Name):
            found.add(one.id)
        elif isinstance(one, ast.Attribute):
            found.add(one.attr)
    return found


def _numbers(node: ast.AST) -> bool:
    return any(
        isinstance(one, ast.Constant) and type(one.value) is int and not isinstance(one.value, bool)
        for one in ast.walk(node)
    )


def _version_comparisons(path: Path) -> list[str]:
    """Every comparison in `path` of something named like a protocol version with a number (``version >=
    4``, ``self.version in (4, 5)``, ``min_version == 3``), outside the functions of `SCHEMA_VERSIONS`."""
    relative = path.relative_to(ROOT).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and (relative, node.name) in SCHEMA_VERSIONS:
            skipped.update(id(inner) for inner in ast.walk(node))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare) or id(node) in skipped:
            continue
        sides = [node.left, *node.comparators]
        named = [side for side in sides if any("version" in name.lower() for name in _names(side))]
        numbered = [side for side in sides if side not in named and _numbers(side)]
        if named and numbered:
            found.append(f"{relative}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_version_number_is_compared_outside_the_table() -> None:
    sources = [
        path
        for folder in ("protocol", "referee", "players", "bench")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path != ROOT / "protocol" / "versions.py"
    ]
    found = [line for path in sources for line in _version_comparisons(path)]
    assert not found, "ask protocol.versions.VERSIONS instead:\n" + "\n".join(found)


def test_the_guard_sees_a_comparison() -> None:
    tree = ast.parse("if game.version >= 4:\n    pass\nif min_version in (4, 5):\n    pass\n")
    compares = [node for node in ast.walk(tree) if isinstance(node, ast.Compare)]
    assert all(_names(node) & {"version", "min_version"} and _numbers(node) for node in compares)


def test_no_version_constants_remain() -> None:
    for folder in ("protocol", "referee", "players", "bench", "tests"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("protocol"):
                    imported = {alias.name for alias in node.names}
                    assert not imported & {"V4", "V5", "ACTIONS_BY_VERSION", "cards_of_version"}, path


def test_the_table_holds_every_version_in_order() -> None:
    assert versions.NUMBERS == (1, 2, 3, 4, 5, 6)
    assert [v.number for v in VERSIONS.values()] == [1, 2, 3, 4, 5, 6]
    assert [v.number for v in versions.READERS] == [3, 4, 5, 6]
    assert versions.DEFAULT.number == 3
    for one in VERSIONS.values():
        assert one.words <= WORDS.keys()
        assert set(one.actions) <= one.cards
        assert one.attacks <= one.cards
        assert [older.number for older in one.older] == list(range(1, one.number))


def test_each_version_knows_what_it_adds() -> None:
    knowing = {word: versions.first_knowing(word).number for word in WORDS}
    assert knowing["attacked"] == 3
    assert knowing["decide"] == knowing["happened"] == knowing["nested-act"] == 4
    assert knowing["reveal"] == knowing["coffers"] == knowing["later-sets"] == 5
    for word, first in knowing.items():
        # What a version adds, every later version keeps.
        assert all(one.knows(word) == (one.number >= first) for one in VERSIONS.values()), word


def test_a_misspelt_word_is_refused() -> None:
    with pytest.raises(KeyError, match="no protocol word 'decides'"):
        VERSIONS[4].knows("decides")


@pytest.mark.parametrize("number", [0, 7, "4", True, None])
def test_an_unknown_version_is_refused_by_name(number: object) -> None:
    with pytest.raises(ValueError, match="unknown protocol version .*expected one of 1, 2, 3, 4, 5, 6"):
        versions.of(number)


def test_the_first_version_naming_a_card() -> None:
    assert versions.introducing(Card.MINE).number == 1
    assert versions.introducing(Card.MOAT).number == 3
    assert versions.introducing(Card.WITCH).number == 4
    assert versions.introducing(Card.KINGS_COURT).number == 5


@dataclass(frozen=True, slots=True)
class _StateLater(StateV5):
    """A state record of a later version: v5's nineteen fields, then two of its own (with defaults, as v5's
    last fields have)."""

    rounds: int = 0
    set_apart: tuple[Card, ...] = ()


def test_a_later_record_prints_its_own_fields_after_v5s() -> None:
    state = parse_state(
        "((players me you) (supply copper) (trash) (actions 1) (buys 1) (coins 0) (deck) (hand estate) "
        "(plays) (discards) (aside) (kingdom) (potions 0) (seats) (piles) (trade-route 0) (non-supply) "
        "(costs) (banned))",
        5,
    )
    later = _StateLater(*(getattr(state, field.name) for field in fields(StateV5)), 7, (Card.GOLD, Card.GOLD))
    assert to_wire(later) == to_wire(state)[:-1] + " (rounds 7) (set-apart gold gold))"
