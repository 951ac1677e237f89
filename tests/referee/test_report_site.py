"""`referee report` on a real tournament, every page opened in headless Chromium (screenshots and DOM).

Chromium is a system package: `.ci/run` installs it before the README's commands. On Linux (the machines
the README covers) a missing Chromium fails this module with the command that installs it; elsewhere the
module is skipped with that reason. The tests drive one Chromium through its DevTools protocol over a pipe
(``--remote-debugging-pipe``: JSON messages ended by a NUL byte on file descriptors 3 and 4), so each page
is loaded, inspected and photographed by the browser itself.
"""

from __future__ import annotations

import csv
import json
import re
import sqlite3
import subprocess
import sys
from collections import Counter, deque
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest

from referee.site import MARKER, RESULT_COLUMNS
from tests.chromium import Chromium
from tests.cli import patience, referee_command

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "programs"
PLAYERS = [
    f"{sys.executable} -m players.big_money",
    f"{sys.executable} -m players.smithy_money",
    f"ill={sys.executable} {PROGRAMS / 'illegal_play.py'}",
    f"junk={sys.executable} {PROGRAMS / 'garbage.py'}",
]
NAMES = ["bigmoney", "smithymoney", "ill", "junk"]
WIDTH, HEIGHT = 1200, 1600
"""The browser window, in CSS pixels: the size of every screenshot."""

INSPECT = """JSON.stringify({
  title: document.title,
  headings: [...document.querySelectorAll("h1, h2, h3")].map(h => h.textContent.trim()),
  links: [...document.querySelectorAll("a[href]")].map(a => a.getAttribute("href")),
  images: [...document.images].map(i => ({src: i.getAttribute("src"), alt: i.alt,
                                         decoded: i.complete && i.naturalWidth > 0})),
  ids: [...document.querySelectorAll("[id]")].map(e => e.id),
  scripts: document.scripts.length,
  tables: Object.fromEntries([...document.querySelectorAll("table[id]")].map(t => [t.id,
    [...t.rows].map(r => [...r.cells].map(c => c.textContent.trim()))])),
  text: document.body.innerText,
})"""
"""What the tests read from each page, as the browser built it (images: whether it could decode them; tables
with an id: their cells' text, row by row, the header first)."""


def inspect(browser: Chromium, page: Path) -> dict[str, Any]:
    """Load `page` in `browser` and return what `INSPECT` reads of it."""
    return json.loads(browser.open(page, INSPECT))


@dataclass
class Page:
    """A page as Chromium showed it."""

    title: str
    headings: list[str]
    links: list[str]
    images: list[dict[str, Any]]
    ids: set[str]
    scripts: int
    tables: dict[str, list[list[str]]]
    text: str
    screenshot: Path


def referee(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    command = referee_command()
    return subprocess.run([*command, *args], capture_output=True, text=True, timeout=patience(600), cwd=cwd)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real tournament (two reference players, one illegal player, one that writes garbage), reported."""
    directory = tmp_path_factory.mktemp("report")
    played = referee(
        "tournament", "--games", "2", "--turn-limit", "30", "--seed", "4", "--jobs", "2", "--skip-preflight",
        *PLAYERS,
        cwd=directory,
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    written = referee("report", "--db", "tournament.sqlite", "--out", "site", cwd=directory)
    assert written.returncode == 0, written.stderr
    assert written.stdout.startswith("report: site/index.html (")
    return directory / "site"


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Chromium]:
    chromium = Chromium(tmp_path_factory.mktemp("chromium-profile"), width=WIDTH, height=HEIGHT)
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.fixture(scope="module")
def dom(site: Path, browser: Chromium, tmp_path_factory: pytest.TempPathFactory) -> dict[Path, Page]:
    """Every page of the site as Chromium loaded it, with a screenshot of each."""
    shots = tmp_path_factory.mktemp("screenshots")
    pages: dict[Path, Page] = {}
    for number, page in enumerate(sorted(site.rglob("*.html"))):
        seen = inspect(browser, page)
        shot = shots / f"{number:03d}-{page.stem}.png"
        shot.write_bytes(browser.screenshot(whole=False))
        seen["ids"] = set(seen["ids"])
        pages[page] = Page(**seen, screenshot=shot)
    return pages


def test_every_page_renders_in_chromium_and_every_plot_is_decoded(site: Path, dom: dict[Path, Page]) -> None:
    names = {p.relative_to(site).as_posix() for p in dom}
    assert {"index.html", *(f"players/{n}.html" for n in NAMES)} <= names
    assert any(n.startswith("replays/") for n in names)
    for page, parsed in dom.items():
        assert parsed.title and parsed.headings and parsed.headings[0], f"{page}: no title or heading"
        assert parsed.scripts == 0, f"{page}: the report loads no script"
        for image in parsed.images:
            assert image["decoded"], f"{page}: Chromium could not show image {image['src']}"
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


def test_screenshots_of_every_page_are_not_blank(dom: dict[Path, Page]) -> None:
    from matplotlib.image import imread

    for page, parsed in dom.items():
        pixels = imread(parsed.screenshot)
        assert pixels.shape[:2] == (HEIGHT, WIDTH), f"{page}: screenshot of {pixels.shape}"
        assert pixels.std() > 0.02, f"{page}: the screenshot is blank"


def test_pages_say_what_the_database_holds(site: Path, dom: dict[Path, Page]) -> None:
    db = sqlite3.connect(site.parent / "tournament.sqlite")
    games = db.execute("SELECT count(*) FROM games").fetchone()[0]
    index_text = dom[site / "index.html"].text
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
        assert "Never ejected." in dom[site / "players" / f"{name}.html"].text
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


def test_a_tournament_without_games_gives_a_report_that_says_so(tmp_path: Path) -> None:
    from referee.site import write_site
    from referee.tournament.definition import Entrant, TournamentDefinition
    from referee.tournament.standings import compute_standings
    from referee.tournament.store import TournamentStore

    definition = TournamentDefinition(
        entrants=(Entrant("ann", ("./ann",)), Entrant("bob", ("./bob",))),
        format="round-robin",
        games=2,
        players_per_game=2,
        version=3,
        seed=1,
        turn_limit=100,
    )
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", definition) as store:
        games = store.games()
    summary = write_site(
        tmp_path / "site", definition, compute_standings(definition.names, games), games, 2, "t.sqlite"
    )
    assert summary.plots == ()
    assert "0 of 2 games recorded" in summary.index.read_text()
    assert "No game recorded yet." in (tmp_path / "site" / "players" / "ann.html").read_text()
    assert (tmp_path / "site" / "results.csv").read_text().splitlines() == [
        ",".join(name for name, _ in RESULT_COLUMNS)
    ]


def test_what_players_wrote_is_escaped_everywhere(tmp_path: Path) -> None:
    from referee.site import write_site
    from referee.tournament.definition import Entrant, TournamentDefinition
    from referee.tournament.standings import compute_standings
    from referee.tournament.store import TournamentStore

    definition = TournamentDefinition(
        entrants=(Entrant("ann", ("./ann",)), Entrant("bob", ("./bob",))),
        format="round-robin",
        games=2,
        players_per_game=2,
        version=3,
        seed=1,
        turn_limit=100,
    )
    game = definition.schedule()[0]
    evil = '<script>alert("x")</script>'
    transcript = tmp_path / "game.jsonl"
    stderr_dir = tmp_path / "game.stderr"
    stderr_dir.mkdir()
    (stderr_dir / f"{game.seats[1]}.stderr").write_text(evil)
    ejection = {"kind": "protocol-error", "message": f"expected a play, got {evil}", "text": evil,
                "state": f"(move {evil})", "turn": 2}  # fmt: skip
    result = {
        "seed": game.seed,
        "version": 3,
        "end": "last-player-standing",
        "turns": 2,
        "players": [
            {
                "name": name,
                "seat": seat,
                "score": 3,
                "turns": 1,
                "rank": seat + 1,
                "ejection": ejection if seat == 1 else None,
                "command": "./x",
                "reply": None,
                "status": "ejected" if seat == 1 else "finished",
            }
            for seat, name in enumerate(game.seats)
        ],  # fmt: skip
        "winners": [game.seats[0]],
    }
    records = [
        {"seq": 1, "time": 0.0, "dir": "to", "player": game.seats[1], "text": "(move ((players x)))"},
        {"seq": 2, "time": 0.1, "dir": "from", "player": game.seats[1], "text": evil},
    ]
    transcript.write_text("\n".join(json.dumps(r) for r in [*records, {"result": result}]) + "\n")
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", definition) as store:
        store.record(game, result, transcript=str(transcript), stderr_dir=str(stderr_dir), duration=1.0)
        games = store.games()
    write_site(tmp_path / "site", definition, compute_standings(definition.names, games), games, 2, "t")
    pages = list((tmp_path / "site").rglob("*.html"))
    assert len(pages) == 4  # index, two players, one replay
    for page in pages:
        text = page.read_text()
        assert "<script" not in text, page
    assert "&lt;script&gt;" in (tmp_path / "site" / "replays" / f"game-{game.index:06d}.html").read_text()
    assert "&lt;script&gt;" in (tmp_path / "site" / "players" / f"{game.seats[1]}.html").read_text()


def terminal_standings(directory: Path, db: str) -> tuple[dict[str, Any], str]:
    """`referee standings` of `db`: its JSON and what it printed (the figures the report must repeat)."""
    shown = referee("standings", "--db", db, "--json", "standings.json", cwd=directory)
    assert shown.returncode == 0, shown.stderr
    return json.loads((directory / "standings.json").read_text()), shown.stdout


def test_the_index_shows_the_statistics_of_the_terminal_standings(site: Path, dom: dict[Path, Page]) -> None:
    data, printed = terminal_standings(site.parent, "tournament.sqlite")
    index = dom[site / "index.html"]
    header, *rows = index.tables["standings"]
    assert header == ["place", "player", "games", "W-L-T", "forfeit wins", "win %", "rated W-L-T",
                      "95% interval", "Elo (95% interval)", "LOS↓ %", "rating ±2σ", "mean score",
                      "ejected"]  # fmt: skip
    assert [row[1] for row in rows] == [s["name"] for s in data["standings"]]
    lines: dict[str, str] = {}  # each player's row of the strength table: rated W-L-T, interval, Elo...
    for line in printed[printed.index("Strength over the rated games") :].splitlines():
        words = line.split()
        if len(words) > 1 and words[1] in NAMES:
            lines.setdefault(words[1], line)
    for row, s in zip(rows, data["standings"], strict=True):
        interval = "" if s["ci_low"] is None else f"{100 * s['ci_low']:.1f}–{100 * s['ci_high']:.1f}"
        assert row[6] == f"{s['rated_wins']}-{s['rated_losses']}-{s['rated_ties']}"
        assert f" {row[6]} " in lines[s["name"]]
        assert row[7] == interval  # the paired-seed interval
        assert row[8] in lines[s["name"]], f"Elo of {s['name']}: {row[8]!r} not in {lines[s['name']]!r}"
        assert row[9] == ("" if s["los_next"] is None else f"{100 * s['los_next']:.0f}")
        record = dom[site / "players" / f"{s['name']}.html"].tables["record"]
        assert dict(zip(*record, strict=True))["Elo (95% interval)"] == row[8]
        assert dict(zip(*record, strict=True))["rated W-L-T"] == row[6]
    # Two reference players that each won their games against the two misbehaving ones and split their two
    # games: the leaders are not separated, in the terminal and in the report alike.
    assert data["leaders_separated"] is False
    assert [row[0] for row in rows[:3]] == ["1≈", "2≈", "3"]
    explanation = next(line for line in printed.splitlines() if line.startswith("≈ "))
    assert "not-separated" in index.ids and explanation in index.text
    seat_line = next(line for line in printed.splitlines() if line.startswith("Points by seat"))
    assert "first-seat" in index.ids and seat_line in index.text
    _, *seat_rows = index.tables["seat-table"]
    assert [(r[0], r[1], r[2]) for r in seat_rows] == [
        (str(x["seat"] + 1), str(x["games"]), f"{100 * x['share']:.1f}") for x in data["seats"]
    ]


@pytest.fixture(scope="module", params=["swiss", "sampled"])
def scalable_site(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small swiss (3 rounds) or sampled round robin (3 games per player) tournament, reported."""
    directory = tmp_path_factory.mktemp(request.param)
    size = ["--format", "swiss", "--rounds", "3"] if request.param == "swiss" else ["--games-per-player", "3"]
    played = referee(
        "tournament", *size, "--turn-limit", "30", "--seed", "740316512", "--jobs", "2", "--yes",
        "--skip-preflight", *PLAYERS,
        cwd=directory,
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    written = referee("report", "--db", "tournament.sqlite", "--out", "site", cwd=directory)
    assert written.returncode == 0, written.stderr
    return directory / "site"


def test_swiss_and_sampled_tournaments_are_reported_whole(scalable_site: Path, browser: Chromium) -> None:
    data, printed = terminal_standings(scalable_site.parent, "tournament.sqlite")
    index = inspect(browser, scalable_site / "index.html")
    assert not [i["src"] for i in index["images"] if not i["decoded"]]
    games = data["games_recorded"]
    assert games == data["games_scheduled"] > 0
    assert f"{games} of {games} games recorded" in index["text"]
    # The heading of the terminal standings says how big the tournament is, and so does the report.
    size = printed.splitlines()[1].split(", ")[1]  # "3 rounds (each group ...)" or "3 games per player"
    assert size in index["text"]
    assert str(data["tournament"]["seed"]) not in index["text"]  # secret until published (docs/report.md)
    if data["tournament"]["format"] == "swiss":
        assert "swiss rounds played: 3 of 3" in index["text"]
    assert [row[1] for row in index["tables"]["standings"][1:]] == [s["name"] for s in data["standings"]]
    for name in NAMES:
        page = inspect(browser, scalable_site / "players" / f"{name}.html")
        assert page["tables"]["record"][1][1] == str(
            next(s["games"] for s in data["standings"] if s["name"] == name)
        )


def test_the_documented_grading_script_agrees_with_the_standings_on_forfeits(site: Path) -> None:
    """docs/report.md's Python example over results.csv gives each player the win % of the standings, whose
    default (--forfeit none) leaves forfeit wins out."""
    document = (ROOT / "docs" / "report.md").read_text(encoding="utf-8")
    script = document.split("per student with Python", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    script = script.replace('"course-report/results.csv"', repr(str(site / "results.csv")))
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=patience(60))
    assert run.returncode == 0, run.stderr
    printed = dict(re.findall(r"^(\w+): (\d+)% of games won", run.stdout, re.MULTILINE))
    shown = referee("standings", "--json", "grading.json", cwd=site.parent)
    assert shown.returncode == 0, shown.stderr
    standings = json.loads((site.parent / "grading.json").read_text())["standings"]
    assert printed == {s["name"]: f"{s['win_rate']:.0%}".rstrip("%") for s in standings}, run.stdout


def test_the_standings_table_fits_the_page_without_scrolling(site: Path, browser: Chromium) -> None:
    """Every column of the standings is seen at once in a 1200-pixel-wide window: the headings wrap
    between words ("forfeit wins", "Elo (95% interval)"), the figures never do."""
    inspect(browser, site / "index.html")
    fits = browser.send(
        "Runtime.evaluate",
        session=True,
        expression=(
            "(() => { const box = document.getElementById('standings').parentElement;"
            " return [box.scrollWidth, box.clientWidth]; })()"
        ),
        returnByValue=True,
    )["result"]["value"]
    assert fits[0] <= fits[1], f"the standings are {fits[0]} pixels wide in a box of {fits[1]}"


def test_forfeit_wins_are_shown_apart_in_standings_json_csv_and_the_report(
    site: Path, dom: dict[Path, Page]
) -> None:
    """ill and junk are ejected at their first move: every game of a reference player against either is a
    forfeit win (every opponent ejected), and so is the second seat's game between ill and junk (the first
    mover is ejected before the second moves). Forfeits are counted apart everywhere, and by default
    (--forfeit none) score nothing."""
    directory = site.parent
    shown = referee("standings", "--json", "forfeits.json", "--csv", "forfeits.csv", cwd=directory)
    assert shown.returncode == 0, shown.stderr
    data = json.loads((directory / "forfeits.json").read_text())
    expected = {"bigmoney": 4, "smithymoney": 4, "ill": 1, "junk": 1}
    assert {s["name"]: s["forfeit_wins"] for s in data["standings"]} == expected
    assert data["forfeit_scoring"] == "none"
    by_name = {s["name"]: s for s in data["standings"]}
    for name in ("bigmoney", "smithymoney"):
        s = by_name[name]
        # Only the two games between the reference players count: for the win rate, the interval, Elo.
        assert s["games"] == 6 and s["rated_games"] == 2 and s["wins"] + s["losses"] + s["ties"] == 2
        assert s["win_rate"] == pytest.approx(s["points"] / 2)
    assert by_name["ill"]["win_rate"] == 0 and by_name["ill"]["wins"] == 0 and by_name["ill"]["losses"] == 5
    forfeits = Counter(p["name"] for g in data["results"] for p in g["players"] if p["forfeit"])
    assert forfeits == expected
    # The terminal: an F column beside W-L-T in the table of the whole record, and the note that says how
    # forfeits scored.
    lines = shown.stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if line.split()[:3] == ["#", "player", "games"])
    assert lines[start].split()[3:5] == ["W-L-T", "F"]
    rows = {line.split()[1]: line.split() for line in lines[start + 2 : start + 6]}
    assert {name: rows[name][4] for name in expected} == {name: str(n) for name, n in expected.items()}
    said = " ".join(shown.stdout.split())  # the note is wrapped at the console's width
    assert "F = wins by forfeit (every opponent ejected), 10 in all" in said
    assert "--forfeit none" in said
    # --csv: a forfeit_wins column; results.csv: a forfeit column, 1 on each forfeit win.
    with open(directory / "forfeits.csv", newline="") as file:
        assert {row["name"]: int(row["forfeit_wins"]) for row in csv.DictReader(file)} == expected
    with open(site / "results.csv", newline="") as file:
        rows_csv = list(csv.DictReader(file))
    assert Counter(row["player"] for row in rows_csv if row["forfeit"] == "1") == expected
    assert {row["forfeit"] for row in rows_csv if row["status"] == "ejected"} == {"0"}
    # The report, as Chromium shows it.
    index = dom[site / "index.html"]
    header, *table = index.tables["standings"]
    column = header.index("forfeit wins")
    assert {row[1]: row[column] for row in table} == {name: str(n) for name, n in expected.items()}
    assert "forfeits" in index.ids and "Forfeit wins = wins by forfeit" in index.text
    assert "score nothing" in index.text
    page = dom[site / "players" / "bigmoney.html"]
    assert page.text.count("win by forfeit") == 4
    record = dict(zip(*page.tables["record"], strict=True))
    assert record["forfeit wins"] == "4"
    # --forfeit win scores them as chess does: a point each, every game counted.
    chess = referee("standings", "--forfeit", "win", "--json", "chess.json", cwd=directory)
    assert chess.returncode == 0, chess.stderr
    scored = {s["name"]: s for s in json.loads((directory / "chess.json").read_text())["standings"]}
    big = scored["bigmoney"]
    assert big["points"] == by_name["bigmoney"]["points"] + 4
    assert big["win_rate"] == pytest.approx(big["points"] / 6)
    assert (big["ci_low"], big["ci_high"], big["elo"]) == (
        by_name["bigmoney"]["ci_low"],
        by_name["bigmoney"]["ci_high"],
        by_name["bigmoney"]["elo"],
    )
    assert "(--forfeit win)" in " ".join(chess.stdout.split())


def test_the_crosstables_count_forfeits_as_the_standings_do(site: Path, dom: dict[Path, Page]) -> None:
    """bigmoney won its 2 games against ill and its 2 against junk by forfeit: its crosstable row, in the
    terminal, the JSON, the report's table, heat map and player page, adds up to the standings' W-L-T with
    those 4 games apart (issue: the row counted them as wins, 4-0-0 against junk, and the map 100)."""
    from referee.site import _Site
    from referee.tournament.standings import compute_standings
    from referee.tournament.store import TournamentStore

    directory = site.parent
    shown = referee("standings", "--details", "--json", "cross.json", cwd=directory)
    assert shown.returncode == 0, shown.stderr
    data = json.loads((directory / "cross.json").read_text())
    for s in data["standings"]:
        row = [r for r in data["crosstable"] if r["player"] == s["name"]]
        assert [sum(r[k] for r in row) for k in ("wins", "losses", "ties")] == [
            s["wins"],
            s["losses"],
            s["ties"],
        ], s["name"]
        assert sum(r["forfeits"] for r in row) == s["forfeit_wins"]
    said = " ".join(shown.stdout.split())
    assert "0-0-0 +2F" in said and "N wins by forfeit (every opponent ejected), not in W-L-T" in said
    assert "not scored (--forfeit none), as in the standings" in said
    # The report: the W-L-T table, bigmoney's page, and the heat map's figures.
    index = dom[site / "index.html"]
    header, *rows = index.tables["crosstable-table"]
    # Rows "1 bigmoney", "2 smithymoney"...; columns numbered by place, as the rows.
    places = dict(row[0].split() for row in rows)
    assert header[1:] == list(places)
    cells = {
        row[0].split()[1]: {places[n]: c for n, c in zip(header[1:], row[1:], strict=True)} for row in rows
    }
    assert cells["bigmoney"]["junk"] == "0-0-0 +2F" and cells["junk"]["bigmoney"] == "0-2-0"
    assert "not scored (--forfeit none)" in index.text and "F marks a pair" in index.text
    head, *against = dom[site / "players" / "bigmoney.html"].tables["head-to-head"]
    junk = dict(zip(head, next(r for r in against if r[0] == "junk"), strict=True))
    assert (junk["games together"], junk["finished above"], junk["won by forfeit"]) == ("2", "0", "2")
    with TournamentStore.open_existing(directory / "tournament.sqlite") as store:
        definition, games = store.definition(), store.games()
    for forfeit, shown_against_junk in (("none", "F"), ("win", "100")):
        standings = compute_standings(definition.names, games, forfeit)
        names = [s.name for s in standings.players]
        figure = _Site(site, definition, standings, games, len(games), "t.sqlite")._crosstable_figure(names)
        axes = figure.axes[0]
        at = {(round(t.get_position()[1]), round(t.get_position()[0])): t.get_text() for t in axes.texts}
        assert at[names.index("bigmoney"), names.index("junk")] == shown_against_junk
        assert at[names.index("junk"), names.index("bigmoney")] == "0"


def test_the_heat_maps_names_above_start_at_their_columns_and_do_not_overlap(tmp_path: Path) -> None:
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from referee.site import TABLE_PLAYERS, _Site
    from referee.tournament.standings import PairRecord, Standings

    # Sixteen names as a class has them (long and short side by side), more than the table shows.
    names = [f"{'student' if i % 2 else 'x'}{'abcdefghijklmnop'[i]}" * 2 for i in range(16)]
    assert len(names) > TABLE_PLAYERS
    crosstable = {(a, b): PairRecord(a, b, 1, 1, 0) for a in names for b in names if a != b}
    site = _Site(tmp_path, None, Standings((), crosstable, games=1), [], 0, "t.sqlite")  # type: ignore[arg-type]
    figure = site._crosstable_figure(names)
    FigureCanvasAgg(figure).draw()
    renderer = figure.canvas.get_renderer()
    axes = figure.axes[0]
    column = axes.transData.transform((1, 0))[0] - axes.transData.transform((0, 0))[0]
    top = [tick.label2 for tick in axes.xaxis.get_major_ticks()]
    assert [label.get_text() for label in top] == names
    for x, label in enumerate(top):
        box = label.get_window_extent(renderer)
        centre = axes.transData.transform((x, 0))[0]
        # Each name starts within its own column and rises to the right, away from its neighbours.
        assert centre - column / 2 <= box.x0 <= centre + column / 2, (label.get_text(), box, centre)
        assert box.x1 > centre


def test_the_report_says_how_far_it_is_off_a_terminal(site: Path) -> None:
    written = referee("report", "--db", "tournament.sqlite", "--out", "again", cwd=site.parent)
    assert written.returncode == 0, written.stderr
    pages = int(written.stdout.split("(")[1].split(" pages")[0])
    lines = written.stderr.splitlines()
    assert lines[0] == f"progress: 0 of {pages} pages (0.0%)"
    assert lines[-1].startswith(f"progress: {pages} of {pages} pages (100.0%), ")
    assert all(line.startswith("progress: ") for line in lines)
