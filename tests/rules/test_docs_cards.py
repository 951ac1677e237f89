"""Adding a card is one spec, one test file, one docs row: every card of `SPECS` has the other two, and the
docs table says what the spec says (cost and types)."""

from __future__ import annotations

from pathlib import Path

from referee.rules.spec import SPECS

ROOT = Path(__file__).resolve().parents[2]


def _rows() -> dict[str, list[str]]:
    text = (ROOT / "docs" / "rules.md").read_text()
    table = text[text.index("## The cards") :]
    rows = {}
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 6 and cells[0] in SPECS:
            rows[cells[0]] = cells
    return rows


def test_every_card_has_a_docs_row_with_its_cost_and_types():
    rows = _rows()
    assert set(rows) == set(SPECS)
    for name, spec in SPECS.items():
        cost, types = rows[name][1], rows[name][2]
        assert cost == f"{spec.cost}{'P' if spec.potion else ''}", name  # a potion in the cost: "3P"
        assert set(types.split(", ")) == set(spec.types), name


def test_every_kingdom_card_has_its_test_file():
    for name, spec in SPECS.items():
        if spec.kingdom or name == "curse":
            path = ROOT / "tests" / "rules" / f"test_card_{name.replace('-', '_')}.py"
            assert path.exists(), f"{name}: expected {path.relative_to(ROOT)}"


UNDER_WAY = {"adventures", "empires"}
"""Sets whose catalogue rows came before their rules (issue 44): their cards get their specs one by one, and
until then no kingdom draws them (`referee.kingdom.KINGDOM_CARDS`) and no game accepts them. A set leaves this
set when its last card has its spec."""


def test_every_card_of_the_catalogue_has_a_spec_and_every_spec_a_card():
    from protocol.catalogue import CATALOGUE

    assert set(SPECS) <= set(CATALOGUE)
    unbuilt = {CATALOGUE[name].set for name in CATALOGUE if name not in SPECS}
    assert unbuilt <= UNDER_WAY
