"""The report of a 12-program class fits a 1280-pixel-wide window in Chromium: every table of the index and of
each player's page is seen whole without scrolling sideways, with 16-letter names and forfeits in the W-L-T
crosstable (issue 41, item 9: the crosstable overflowed at 1280 px); the standings show the rated record
beside the rating with a line saying why it differs, and the win-rate plot labels each dot with the rated
games behind it (item 5: two players at 100 % with no word of how many games).

The tournament is recorded straight into a real SQLite store (playing 132 games would take minutes), then
`referee report` runs as a subprocess and Chromium opens its pages."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.site import TABLE_PLAYERS
from referee.tournament.schedule import ScheduledGame
from referee.tournament.store import TournamentStore
from tests.chromium import Chromium
from tests.cli import run_referee
from tests.referee.test_standings_rated import definition, seat

WIDTH = 1280

NAMES = tuple(
    f"{first}{last}"[:16]
    for first, last in zip(
        ("militia", "smithy", "village", "chapel", "witchy", "throne", "council", "festival", "gardens",
         "laboratory", "moneylender", "sentry"),
        ("moneymoneymoney", "moneyengineplus", "smithyengineplus", "laboratoryplus", "moneydoublewitch",
         "roomthroneroom", "roommoneyplus", "marketengine", "duchydancer", "marketmoneyplus", "moneymoney",
         "harbingerbot"),
        strict=True,
    )
)  # fmt: skip
"""Twelve students with names of 16 letters (`TABLE_PLAYERS`: the most the W-L-T crosstable is shown for)."""

CRASHER = NAMES[-1]
"""Ejected from every other game it plays: its opponents win those by forfeit (``+1F`` in the crosstable)."""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every pair plays twice (once in each seat); the player listed first in `NAMES` wins, but CRASHER is
    ejected from its first game against each opponent."""
    assert len(NAMES) == TABLE_PLAYERS and all(len(n) == 16 for n in NAMES)
    directory = tmp_path_factory.mktemp("wide-report")
    index = 0
    with TournamentStore.create_or_resume(directory / "class.sqlite", definition(NAMES)) as store:
        for group, (a, b) in enumerate(itertools.combinations(NAMES, 2)):
            for rotation, seats in enumerate(((a, b), (b, a))):
                ejected = {CRASHER} if CRASHER in seats and rotation == 0 else set()
                winner = next(n for n in (a, b) if n not in ejected)
                players = [seat(n, i, 1 if n == winner else 2, n in ejected) for i, n in enumerate(seats)]
                result = {
                    "seed": 100 + group,
                    "version": 3,
                    "end": "provinces",
                    "turns": 24,
                    "players": players,
                }
                scheduled = ScheduledGame(index, group, index, rotation, 100 + group, seats)
                assert store.record(
                    scheduled, {**result, "winners": [winner]}, transcript=None, stderr_dir=None, duration=1.0
                )
                index += 1
    written = run_referee("report", "--db", "class.sqlite", "--out", "site", cwd=directory)
    assert written.returncode == 0, written.stderr
    return directory / "site"


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Chromium]:
    chromium = Chromium(tmp_path_factory.mktemp("chromium-profile"), width=WIDTH, height=900)
    try:
        yield chromium
    finally:
        chromium.close()


OVERFLOW = """JSON.stringify([...document.querySelectorAll("table")].map(t => {
  const box = t.closest("div.wide") || t.parentElement;
  return {id: t.id, table: t.scrollWidth, box: box.clientWidth, page: document.documentElement.clientWidth,
          scrolled: box.scrollWidth};
}))"""


def test_every_table_of_every_page_fits_1280_pixels(site: Path, browser: Chromium) -> None:
    pages = [site / "index.html", *sorted((site / "players").glob("*.html"))]
    assert len(pages) == 1 + len(NAMES)
    for page in pages:
        tables = json.loads(browser.open(page, OVERFLOW))
        assert tables, page
        for table in tables:
            assert table["scrolled"] <= table["box"] <= table["page"] <= WIDTH, (page.name, table)
    crosstable = json.loads(browser.open(site / "index.html", INSPECT_CROSSTABLE))
    assert len(crosstable) == len(NAMES) + 1 and "+1F" in " ".join(map(" ".join, crosstable))


INSPECT_CROSSTABLE = """JSON.stringify([...document.getElementById("crosstable-table").rows].map(
  r => [...r.cells].map(c => c.textContent.trim())))"""


def test_the_standings_show_the_rated_record_beside_the_rating(site: Path, browser: Chromium) -> None:
    rows = json.loads(
        browser.open(
            site / "index.html",
            """JSON.stringify([...document.getElementById("standings").rows].map(
               r => [...r.cells].map(c => c.textContent.trim())))""",
        )
    )
    header, *body = rows
    rated = header.index("rated W-L-T")
    assert header[rated + 1 :][:1] == ["95% interval"] and "rating ±2σ" in header[rated:]
    crasher = next(row for row in body if row[1] == CRASHER)
    # 0-22-0 in its whole record, 0-11-0 in its rated games: the 11 games it was ejected from are not rated.
    assert crasher[header.index("W-L-T")] == "0-22-0" and crasher[rated] == "0-11-0"
    text = browser.js("document.body.innerText")
    assert re.search(rf"Rated W-L-T differs from W-L-T \({CRASHER} 0-22-0, rated 0-11-0\)", text), text


def test_each_dot_of_the_win_rate_plot_names_the_rated_games_behind_it(site: Path) -> None:
    from referee.site import standings_labels
    from referee.tournament.standings import compute_standings

    with TournamentStore.open_existing(site.parent / "class.sqlite") as store:
        standings = compute_standings(NAMES, store.games())
    labels = standings_labels(standings)
    # A win rate of 100%, and the 21 rated games it stands on (its 22nd, against CRASHER, a forfeit win).
    assert labels[0] == f"{NAMES[0]} (21-0-0)"
    assert labels[-1] == f"{CRASHER} (0-11-0)"
    assert len(labels) == len(NAMES)
