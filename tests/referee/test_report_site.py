"""`referee report` on a real tournament, every page opened in headless Chromium (screenshots and DOM).

Chromium is a system package: `.ci/run` installs it before the README's commands. On Linux (the machines
the README covers) a missing Chromium fails this module with the command that installs it; elsewhere the
module is skipped with that reason.
"""

from __future__ import annotations

import csv
import json
import re
import shutil
import sqlite3
import subprocess
import sys
from collections import Counter, deque
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from referee.tournament.site import MARKER, RESULT_COLUMNS

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "programs"
PLAYERS = [
    f"{sys.executable} -m players.big_money",
    f"{sys.executable} -m players.smithy_money",
    f"ill={sys.executable} {PROGRAMS / 'illegal_play.py'}",
    f"junk={sys.executable} {PROGRAMS / 'garbage.py'}",
]
NAMES = ["bigmoney", "smithymoney", "ill", "junk"]
# After the page has loaded, mark every image with whether the browser could decode it.
PROBE = (
    '<script>window.addEventListener("load", () => { for (const image of document.images) '
    'image.setAttribute("data-loaded", String(image.complete && image.naturalWidth > 0)); '
    'document.body.setAttribute("data-probed", "yes"); });</script>'
)


def find_chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        program = shutil.which(name)
        if program:
            return program
    if sys.platform.startswith("linux"):
        pytest.fail("the report tests need Chromium: apt-get install -y chromium (.ci/run installs it)")
    pytest.skip(f"no Chromium on {sys.platform}; the README covers Linux, where .ci/run installs it")


def chromium(*args: str) -> subprocess.CompletedProcess[str]:
    command = [find_chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def referee(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    program = shutil.which("referee")
    command = [program] if program else [sys.executable, "-m", "referee.cli"]
    return subprocess.run([*command, *args], capture_output=True, text=True, timeout=600, cwd=cwd)


class Page(HTMLParser):
    """What the tests look at in a DOM: links, images, ids, headings, text."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.links: list[str] = []
        self.images: list[dict[str, str | None]] = []
        self.ids: set[str] = set()
        self.headings: list[str] = []
        self.text: list[str] = []
        self.body: dict[str, str | None] = {}
        self._heading = False
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if attributes.get("id"):
            self.ids.add(attributes["id"])
        if tag == "a" and attributes.get("href"):
            self.links.append(attributes["href"])
        elif tag == "img":
            self.images.append(attributes)
        elif tag == "body":
            self.body = attributes
        self._heading = tag in ("h1", "h2", "h3")
        if self._heading:
            self.headings.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("h1", "h2", "h3"):
            self._heading = False

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._heading:
            self.headings[-1] += data


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real tournament (two reference players, one illegal player, one that writes garbage), reported."""
    directory = tmp_path_factory.mktemp("report")
    played = referee(
        "tournament", "--games", "2", "--turn-limit", "30", "--seed", "4", "--jobs", "2", *PLAYERS,
        cwd=directory,
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    written = referee("report", "--db", "tournament.sqlite", "--out", "site", cwd=directory)
    assert written.returncode == 0, written.stderr
    assert written.stdout.startswith("report: site/index.html (")
    return directory / "site"


@pytest.fixture(scope="module")
def dom(site: Path) -> dict[Path, Page]:
    """Every page of the site as Chromium loaded it (with a probe that marks each image it decoded)."""
    pages: dict[Path, Page] = {}
    for page in sorted(site.rglob("*.html")):
        probe = page.with_name(f"probe-{page.name}")
        probe.write_text(page.read_text(encoding="utf-8").replace("</body>", PROBE + "</body>"))
        try:
            shown = chromium("--virtual-time-budget=10000", "--dump-dom", probe.as_uri())
        finally:
            probe.unlink()
        assert shown.returncode == 0, shown.stderr[-2000:]
        pages[page] = Page(shown.stdout)
    return pages


def test_every_page_renders_in_chromium_and_every_plot_is_decoded(site: Path, dom: dict[Path, Page]) -> None:
    names = {p.relative_to(site).as_posix() for p in dom}
    assert {"index.html", *(f"players/{n}.html" for n in NAMES)} <= names
    assert any(n.startswith("replays/") for n in names)
    for page, parsed in dom.items():
        assert parsed.body.get("data-probed") == "yes", f"{page}: the page did not finish loading"
        assert parsed.headings and parsed.headings[0].strip(), f"{page}: no heading"
        for image in parsed.images:
            assert image.get("data-loaded") == "true", f"{page}: image {image.get('src')} not shown"
            file = (page.parent / str(image["src"])).resolve()
            assert file.is_relative_to(site.resolve()) and file.read_bytes().startswith(b"\x89PNG")
            assert image.get("alt"), f"{page}: image {image['src']} has no alt text"
    index = dom[site / "index.html"]
    assert len(index.images) == 4  # standings intervals, crosstable heat map, scores, seat advantage
    for name in NAMES:
        assert len(dom[site / "players" / f"{name}.html"].images) == 1  # its reply times


def test_every_link_resolves_to_a_file_of_the_site_and_every_page_is_reachable(
    site: Path, dom: dict[Path, Page]
) -> None:
    reached = {site / "index.html"}
    queue = deque(reached)
    while queue:
        page = queue.popleft()
        for link in dom[page].links:
            parts = urlsplit(link)
            assert not parts.scheme and not parts.netloc, f"{page}: link out of the site: {link}"
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            assert target.is_relative_to(site.resolve()) and target.is_file(), f"{page}: broken link {link}"
            if parts.fragment:
                assert parts.fragment in dom[target].ids, f"{page}: {link}: no #{parts.fragment} there"
            if target.suffix == ".html" and target not in reached:
                reached.add(target)
                queue.append(target)
    assert reached == set(dom), f"pages no link reaches: {set(dom) - reached}"


def test_screenshots_of_every_page_are_not_blank(site: Path, dom: dict[Path, Page], tmp_path: Path) -> None:
    from matplotlib.image import imread

    for number, page in enumerate(sorted(dom)):
        shot = tmp_path / f"{number:03d}.png"
        taken = chromium("--window-size=1200,1600", f"--screenshot={shot}", page.as_uri())
        assert taken.returncode == 0 and shot.is_file(), taken.stderr[-2000:]
        pixels = imread(shot)
        assert pixels.shape[:2] == (1600, 1200)
        assert pixels.std() > 0.02, f"{page}: the screenshot is blank"


def test_pages_say_what_the_database_holds(site: Path, dom: dict[Path, Page]) -> None:
    db = sqlite3.connect(site.parent / "tournament.sqlite")
    games = db.execute("SELECT count(*) FROM games").fetchone()[0]
    index_text = " ".join(dom[site / "index.html"].text)
    assert f"{games} of {games} games recorded" in index_text
    for heading in ("Standings", "Crosstable", "Scores", "Seat advantage", "Ejections"):
        assert heading in dom[site / "index.html"].headings
    ejections = Counter(
        db.execute(
            "SELECT name || ' ' || ejection_kind FROM game_players WHERE ejection_kind IS NOT NULL"
        ).fetchall()
    )
    assert ejections  # the illegal player and the garbage writer were ejected
    for (key,), count in ejections.items():
        name, kind = key.split()
        page = dom[site / "players" / f"{name}.html"]
        # Grouped by reason: the groups of one kind add up to its ejections.
        shown = [re.fullmatch(rf"{kind}: (\d+) games?", h) for h in page.headings]
        assert sum(int(m.group(1)) for m in shown if m) == count
        # The first ejection links to its replay page, at the turn of the ejection.
        first_game, turn = db.execute(
            "SELECT schedule_index, ejection_turn FROM game_players WHERE name = ? AND ejection_kind = ?"
            " ORDER BY schedule_index LIMIT 1",
            (name, kind),
        ).fetchone()
        assert f"../replays/game-{first_game:06d}.html#turn-{turn}" in page.links
    for name in ("bigmoney", "smithymoney"):
        assert "Never ejected." in " ".join(dom[site / "players" / f"{name}.html"].text)
        # Every player has at least one kept transcript, so one game to replay.
        assert any(link.startswith("../replays/") for link in dom[site / "players" / f"{name}.html"].links)


def test_results_csv_has_one_row_per_game_and_seat(site: Path) -> None:
    db = sqlite3.connect(site.parent / "tournament.sqlite")
    rows = list(csv.DictReader((site / "results.csv").open(encoding="utf-8")))
    assert list(rows[0]) == [name for name, _ in RESULT_COLUMNS]
    assert len(rows) == db.execute("SELECT count(*) FROM game_players").fetchone()[0]
    by_game: dict[str, list[dict[str, str]]] = {}
    for row in rows:
        by_game.setdefault(row["game"], []).append(row)
    for game, seats in by_game.items():
        assert sum(float(r["points"]) for r in seats) == pytest.approx(1.0)
        assert [int(r["seat"]) for r in seats] == list(range(len(seats)))
        result = json.loads(
            db.execute("SELECT result FROM games WHERE schedule_index = ?", (game,)).fetchone()[0]
        )
        for row, player in zip(seats, result["players"], strict=True):
            assert (row["player"], int(row["score"]), int(row["rank"])) == (
                player["name"],
                player["score"],
                player["rank"],
            )
            assert row["status"] == player["status"]
            assert row["ejection_kind"] == (player["ejection"] or {}).get("kind", "")


def test_the_report_replaces_its_own_directory_and_refuses_others(site: Path, tmp_path: Path) -> None:
    directory = site.parent
    again = referee("report", "--out", "site", cwd=directory)  # the default --db
    assert again.returncode == 0, again.stderr
    assert (site / MARKER).is_file()
    other = tmp_path / "notes"
    other.mkdir()
    (other / "mine.txt").write_text("keep me")
    refused = referee("report", "--out", str(other), cwd=directory)
    assert refused.returncode == 2 and "holds other files" in refused.stderr
    assert (other / "mine.txt").read_text() == "keep me"
    missing = referee("report", "--db", "nothing.sqlite", cwd=directory)
    assert missing.returncode == 2 and "no tournament database at nothing.sqlite" in missing.stderr


def test_every_results_column_is_documented() -> None:
    documented = (ROOT / "docs" / "report.md").read_text(encoding="utf-8")
    for name, _ in RESULT_COLUMNS:
        assert f"| `{name}` |" in documented, f"docs/report.md does not document the column {name}"
