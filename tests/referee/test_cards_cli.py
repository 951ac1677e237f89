"""`referee cards`: every card of the catalogue, with its facts, as JSON, S-expressions and a table, run as a
student runs it; the facts are checked against `protocol.catalogue` and against domdiv's card database (the
same data tests/protocol/test_catalogue.py compares the catalogue with); the Node.js example of
docs/writing-a-player.md is run with node on the JSON the command wrote."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import sexpdata

from protocol.catalogue import CATALOGUE, LANDSCAPES, SETS, TYPE_ORDER
from tests.cli import patience, run_referee
from tests.protocol.test_catalogue import NOT_IN_DOMDIV, domdiv  # noqa: F401 (domdiv: a fixture)

EXAMPLE_MARKER = "<!-- example: cards.js"

FIELDS = [
    "name",
    "title",
    "set",
    "editions",
    "cost",
    "potion",
    "overpay",
    "types",
    "first_types",
    "supply",
    "kingdom",
    "pile",
    "part_of",
    "text",
    "debt",
    "landscape",
]


@pytest.fixture(scope="module")
def records() -> list[dict]:
    done = run_referee("cards", "--json", timeout=patience(120))
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return json.loads(done.stdout)


def test_every_card_is_there_once_in_catalogue_order_with_its_facts(records: list[dict]) -> None:
    assert [r["name"] for r in records] == [*CATALOGUE, *LANDSCAPES]
    for record in records[len(CATALOGUE) :]:
        facts = LANDSCAPES[record["name"]]
        assert list(record) == FIELDS
        assert (record["landscape"], record["types"]) == (facts.kind, [facts.kind])
        assert (record["cost"], record["debt"], record["text"]) == (facts.cost, facts.debt, facts.text)
        assert (record["set"], record["editions"]) == (facts.set, sorted(facts.editions))
        assert not (record["supply"] or record["kingdom"] or any(record["pile"]) or record["potion"])
    for record in records[: len(CATALOGUE)]:
        facts = CATALOGUE[record["name"]]
        assert list(record) == FIELDS
        assert record["title"] == facts.title and record["set"] == facts.set
        assert record["editions"] == sorted(facts.editions)
        assert (record["cost"], record["potion"], record["overpay"]) == (
            facts.cost,
            facts.potion,
            facts.overpay,
        )
        assert record["types"] == [t for t in TYPE_ORDER if t in facts.types]
        assert record["first_types"] == [t for t in TYPE_ORDER if t in facts.first_types]
        assert (record["supply"], record["kingdom"]) == (facts.supply, facts.kingdom)
        assert record["pile"] == list(facts.pile)
        assert record["part_of"] == (facts.part_of or None)
        assert record["text"] == facts.text
        assert (record["debt"], record["landscape"]) == (facts.debt, None)


def test_the_facts_are_domdivs(records: list[dict], domdiv: dict[str, dict]) -> None:  # noqa: F811
    checked = 0
    for record in records[: len(CATALOGUE)]:
        if record["name"] in NOT_IN_DOMDIV:  # one Knight, one Ruins: domdiv lists only their pile
            assert record["part_of"] == NOT_IN_DOMDIV[record["name"]]
            continue
        row = domdiv[record["title"]]
        cost = row.get("cost", "")
        assert record["cost"] == int(cost.rstrip("*+") or 0), record["name"]
        assert record["overpay"] == cost.endswith("+"), record["name"]
        assert record["potion"] == ("potcost" in row), record["name"]
        # domdiv lists a card's first printing: where an errata changed its types (Prince), those are
        # `first_types`.
        printed = record["first_types"] or record["types"]
        assert set(printed) == {kind.lower() for kind in row["types"]}, record["name"]
        assert {record["set"]} == {s for s, _ in row["sets"]} or row["basic"], record["name"]
        assert record["kingdom"] == row.get("randomizer", True), record["name"]
        checked += 1
    assert checked == len(CATALOGUE) - len(NOT_IN_DOMDIV)


def _sexp_record(line: str) -> dict:
    datum = sexpdata.loads(line, true=None, false=None, nil=None)
    assert datum[0] == sexpdata.Symbol("card"), line
    fields: dict = {"name": datum[1].value()}
    for field in datum[2:]:
        # A symbol is read as a Symbol, a "..." string as a str, a number as an int.
        values = [str(v.value()) if isinstance(v, sexpdata.Symbol) else v for v in field[1:]]
        fields[str(field[0].value()).replace("-", "_")] = values
    return fields


def test_the_s_expressions_say_the_same_one_card_per_line(records: list[dict]) -> None:
    done = run_referee("cards", "--sexp", timeout=patience(120))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == len(records)
    yes = {True: ["yes"], False: ["no"]}
    for line, record in zip(lines, records, strict=True):
        fields = _sexp_record(line)
        assert list(fields) == FIELDS
        assert fields["name"] == record["name"]
        assert fields["title"] == [record["title"]] and fields["text"] == [record["text"]]
        assert fields["set"] == [record["set"]] and fields["types"] == record["types"]
        assert fields["first_types"] == record["first_types"]
        assert fields["editions"] == record["editions"] and fields["pile"] == record["pile"]
        assert fields["cost"] == [record["cost"]]
        for flag in ("potion", "overpay", "supply", "kingdom"):
            assert fields[flag] == yes[record[flag]], (line, flag)
        assert fields["part_of"] == ([record["part_of"]] if record["part_of"] else [])
        assert fields["debt"] == [record["debt"]]
        assert fields["landscape"] == ([record["landscape"]] if record["landscape"] else [])


@pytest.mark.parametrize(
    ("option", "expected"),
    [
        ("dark-ages", lambda f: f.set == "dark-ages"),
        ("intrigue2", lambda f: f.set == "intrigue" and 2 in f.editions),
        ("seaside,Alchemy", lambda f: f.set in ("seaside", "alchemy")),
        ("empires", lambda f: f.set == "empires"),
    ],
)
def test_set_keeps_the_cards_of_those_sets(option: str, expected) -> None:
    done = run_referee("cards", "--json", "--set", option, timeout=patience(120))
    assert done.returncode == 0, done.stderr
    rows = (*CATALOGUE.items(), *LANDSCAPES.items())
    assert [r["name"] for r in json.loads(done.stdout)] == [n for n, f in rows if expected(f)]


def test_an_unknown_set_is_named_with_the_closest_and_every_set() -> None:
    done = run_referee("cards", "--set", "darkages", timeout=patience(120))
    assert done.returncode == 2 and done.stdout == ""
    assert "unknown set 'darkages': did you mean dark-ages?" in done.stderr
    assert all(name in done.stderr for name in SETS) and "Traceback" not in done.stderr


def test_the_table_for_people_has_a_line_per_card() -> None:
    done = run_referee("cards", timeout=patience(120))
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["name", "cost", "types", "set", "pile", "pile", "in"]
    assert [line.split()[0] for line in lines[1:]] == [*CATALOGUE, *LANDSCAPES]
    assert re.match(
        r"kings-court +7 +action +prosperity 1\+2 +10/10/10 +kingdom$",
        lines[1:][list(CATALOGUE).index("kings-court")],
    )
    assert re.match(r"vineyard +P +victory", lines[1:][list(CATALOGUE).index("vineyard")])
    # A landscape: its kind as its type, its cost in coins and debt, no pile.
    assert re.match(
        r"wedding +4\+3D +event +empires +- +landscape$",
        lines[1 + list(LANDSCAPES).index("wedding") + len(CATALOGUE)],
    )
    assert re.match(
        r"tomb +0 +landmark +empires +- +landscape$", lines[-len(LANDSCAPES) + list(LANDSCAPES).index("tomb")]
    )


def test_the_guides_node_example_reads_the_json(project_root: Path, tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node (Node.js) is not installed")
    page = (project_root / "docs" / "writing-a-player.md").read_text()
    match = re.search(r"```js\n(.*?)```", page[page.index(EXAMPLE_MARKER) :], re.DOTALL)
    assert match is not None
    assert len(match.group(1).splitlines()) == 10
    (tmp_path / "cards.js").write_text(match.group(1))
    (tmp_path / "cards.json").write_text(run_referee("cards", "--json", timeout=patience(120)).stdout)
    # Run from another directory: the example finds cards.json beside itself.
    script = (
        f"const c = require({json.dumps(str(tmp_path / 'cards.js'))});"
        "const out = [...c.byName.keys()].map((n) => [n, c.isAction(n), c.isTreasure(n), c.cost(n)]);"
        'const bridged = {"kings-court": 6};'
        'out.push(["bridged", c.cost("kings-court", bridged), c.cost("smithy", bridged)]);'
        "console.log(JSON.stringify(out));"
    )
    done = subprocess.run(
        [node, "-e", script], capture_output=True, text=True, timeout=patience(120), cwd=project_root
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out[-1] == ["bridged", 6, 4]
    assert out[:-1] == [
        *([n, "action" in f.types, "treasure" in f.types, f.cost] for n, f in CATALOGUE.items()),
        *([n, False, False, f.cost] for n, f in LANDSCAPES.items()),
    ]
