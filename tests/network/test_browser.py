"""The page of `referee serve` played by a person in headless Chromium (issue 32, docs/browser.md).

A real server on a loopback port, a real Chromium loading its page, real mouse clicks and key presses
(tests/chromium.py), real reference players as subprocesses. The "person" is this test reading
what the page shows and clicking, with no knowledge of the rules: it only picks among what the page offers.
With ``REFEREE_SCREENSHOTS=DIR`` the screenshots (a turn, a decision, the result) are also written there.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from referee.network.browser import TableConfig, Tables
from referee.network.server import ServeConfig, Server
from referee.rules.spec import SPECS
from referee.seats.process import Limits
from tests.chromium import Chromium
from tests.cli import patience

START_TIMEOUT = 30.0

SLOW = Limits(reply_timeout=60.0, first_reply_timeout=120.0)
"""The limits of the programs at a table: generous, so that a loaded machine never ejects one (these tests
are of the page, not of the programs)."""

ASKED = """(() => {
  if (!document.getElementById('result').hidden) return {result: true};
  const ask = document.getElementById('ask');
  if (ask.hidden || !ask.dataset.ask || ask.dataset.ask === LAST) return null;
  const cards = (selector) => [...document.querySelectorAll(selector)].map((b) => b.dataset.card);
  return {
    ask: ask.dataset.ask, kind: ask.dataset.kind, card: ask.dataset.card, mode: ask.dataset.mode,
    ordered: ask.dataset.ordered === 'true',
    title: document.getElementById('ask-title').textContent,
    buttons: [...document.querySelectorAll('#ask-buttons button')].map((b) => [b.dataset.key, b.disabled]),
    actions: cards('#hand button.live.action'),
    treasures: cards('#hand button.live.treasure'),
    buys: cards('#supply button.live'),
    options: document.querySelectorAll('#ask-options button').length,
  };
})()"""
"""What the person sees of the question asked (None while nothing new is asked), or the result."""

RESULT = """[...document.querySelectorAll('#result-table tbody tr')].map((r) =>
  [...r.cells].map((c) => c.textContent))"""


@contextmanager
def serving(tmp_path: Path, **table: Any) -> Iterator[tuple[Server, str]]:
    """`referee serve` on a free loopback port with the page's tables as `TableConfig(**table)` (the programs'
    limits `SLOW` unless given); yields the server and the page's URL."""
    table.setdefault("limits", SLOW)
    tables = Tables(TableConfig(log_dir=tmp_path, **table))
    server = Server(ServeConfig(port=0), tables=tables)
    ready = threading.Event()
    thread = threading.Thread(target=lambda: asyncio.run(server.run(lambda port: ready.set())), daemon=True)
    thread.start()
    assert ready.wait(START_TIMEOUT), "the server did not start listening"
    try:
        yield server, f"http://127.0.0.1:{server.port}/"
    finally:
        server.stop()
        thread.join(START_TIMEOUT)


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Chromium]:
    chromium = Chromium(tmp_path / "profile")
    try:
        yield chromium
    finally:
        chromium.close()


def shots(name: str, png: bytes, tmp_path: Path) -> None:
    assert png.startswith(b"\x89PNG") and len(png) > 10_000, "a blank screenshot"
    (tmp_path / name).write_bytes(png)
    directory = os.environ.get("REFEREE_SCREENSHOTS")
    if directory:
        Path(directory).mkdir(parents=True, exist_ok=True)
        (Path(directory) / name).write_bytes(png)


def create_table(
    browser: Chromium,
    url: str,
    seats: list[str],
    kingdom: list[str] | None = None,
    *,
    wait: bool = True,
    version: int | None = None,
) -> None:
    """Fill the page's form as a person does (the protocol `version` chosen if given, seats from the lists,
    cards ticked) and create the table (with `wait`, wait for the table to show)."""
    browser.go(url)
    browser.wait_for("!document.getElementById('create').hidden")
    if version is not None:
        browser.js(
            f"(() => {{ const v = document.getElementById('version'); v.value = '{version}';"
            " v.dispatchEvent(new Event('change')); })()"
        )
    for _ in seats[1:]:
        browser.click("#add-seat")
    for at, seat in enumerate(seats):
        browser.js(f"document.querySelectorAll('#seats select')[{at}].value = {json.dumps(seat)}")
    if kingdom:
        browser.click("input[name=kingdom][value=named]")
        for card in kingdom:
            browser.click(f"#kingdom-cards input[value={card}]")
    browser.click("#create-table")
    if wait:
        browser.wait_for("!document.getElementById('table').hidden")


class Person:
    """Plays the page by clicking what it offers: actions first, then all treasures (key t), then the
    best card to buy (`wanted`, then Province, Gold, Silver), else End turn (key e); in a choice of cards,
    the first cards offered until Done is allowed (Enter), or none when it may and the choice's kind is in
    `decline` (a Masquerade's trash, which would empty its deck); in a choice of buttons, the first (key
    1)."""

    def __init__(
        self, browser: Chromium, wanted: list[str] = (), decline: frozenset[str] = frozenset()
    ) -> None:
        self.browser = browser
        self.wanted = list(wanted)
        self.decline = decline
        self.kinds: set[str] = set()
        self.seen: list[dict[str, Any]] = []
        """Every question seen, as `ASKED` read it from the page."""
        self.asked = 0
        self.last = ""
        self.shot: dict[str, bytes] = {}

    def play(self, limit: int = 3000) -> list[list[str]]:
        """Answer every question until the result shows; its table's rows."""
        for _ in range(limit):
            seen = self.browser.wait_for(ASKED.replace("LAST", json.dumps(self.last)))
            if seen.get("result"):
                return self.browser.js(RESULT)
            self.last = seen["ask"]
            self.asked += 1
            self.kinds.add(seen["kind"])
            self.seen.append(seen)
            self.answer(seen)
        raise AssertionError(f"no result after {limit} questions")

    def answer(self, seen: dict[str, Any]) -> None:
        browser = self.browser
        keys = {key for key, disabled in seen["buttons"] if not disabled}
        if seen["kind"] == "move":
            if "turn" not in self.shot and self.asked > 40 and not seen["treasures"] and seen["buys"]:
                self.shot["turn"] = browser.screenshot()
            if seen["actions"]:
                browser.click(f"#hand button.live.action[data-card={seen['actions'][0]}]")
            elif "t" in keys:
                browser.key("t")
            elif seen["treasures"]:
                browser.click("#hand button.live.treasure")
            else:
                for card in [*self.wanted, "province", "gold", "silver"]:
                    if card in seen["buys"]:
                        if card in self.wanted:
                            self.wanted.remove(card)
                        browser.click(f"#supply button.live[data-card={card}]")
                        return
                browser.key("e")
            return
        if seen["mode"] == "pick":
            browser.key("1")
            return
        if "decision" not in self.shot:
            self.shot["decision"] = browser.screenshot()
        for index in range(seen["options"]):
            state = browser.js(
                "(() => { const d = [...document.querySelectorAll('#ask-buttons button')][0];"
                " return document.getElementById('ask').hidden || document.getElementById('ask').dataset.ask"
                f" !== {json.dumps(seen['ask'])} ? 'gone' : (d.disabled ? 'no' : 'yes') +"
                " document.querySelectorAll('#ask-options button.chosen').length; })()"
            )
            if state == "gone" or (state.startswith("yes") and state != "yes0"):
                break
            if state == "yes0" and seen["kind"] in self.decline:
                break
            browser.click(f"#ask-options button:nth-child({index + 1})")
        if browser.js(f"document.getElementById('ask').dataset.ask === {json.dumps(seen['ask'])}"):
            browser.key("Enter")


def replay(transcript: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "referee.cli", "replay", str(transcript)],
        capture_output=True,
        text=True,
        timeout=patience(120),
    )


def test_a_person_plays_a_whole_game_against_big_money_by_clicking(tmp_path: Path, browser: Chromium) -> None:
    with serving(tmp_path, seed=11) as (server, url):
        create_table(browser, url, ["reference:big_money"])
        person = Person(browser)
        rows = person.play()
        shots("result.png", browser.screenshot(), tmp_path)
        result = server.tables.tables[1].result
    shots("turn.png", person.shot["turn"], tmp_path)
    assert result is not None and result.end in ("provinces", "piles")
    assert {p.name for p in result.players} == {"you", "bigmoney"}
    assert all(p.ejection is None for p in result.players)
    assert sorted(row[1] for row in rows) == ["bigmoney", "you"]
    assert {row[1]: int(row[2]) for row in rows} == {p.name: p.score for p in result.players}
    you = next(p for p in result.players if p.name == "you")
    assert you.score > 3, "the person bought victory cards"
    assert you.command == "person (browser)" and you.reply.count >= person.asked
    shown = replay(tmp_path / "table-1.jsonl")
    assert shown.returncode == 0, shown.stderr
    assert "Game: you, bigmoney | protocol 4" in shown.stdout and "Game over" in shown.stdout


def test_attacks_and_every_kind_of_decision_of_the_base_game(tmp_path: Path, browser: Chromium) -> None:
    kingdom = [
        "cellar", "chapel", "workshop", "harbinger", "throne-room", "library", "moat", "militia",
        "bureaucrat", "sentry",
    ]  # fmt: skip
    with serving(tmp_path, seed=5) as (server, url):
        create_table(browser, url, ["reference:militia_money"], kingdom)
        wanted = ["moat", "library", "sentry", "throne-room", "chapel", "cellar", "harbinger", "workshop"] * 2
        person = Person(browser, wanted)
        person.play()
        result = server.tables.tables[1].result
    shots("decision.png", person.shot["decision"], tmp_path)
    assert result is not None and all(p.ejection is None for p in result.players)
    kinds = {"trash", "discard", "gain", "topdeck", "play", "set-aside", "reveal"}
    assert kinds <= person.kinds, person.kinds
    transcript = (tmp_path / "table-1.jsonl").read_text()
    assert '"(attacked (act militia) militiamoney' in transcript
    assert replay(tmp_path / "table-1.jsonl").returncode == 0


def test_a_closed_tab_is_ejected_after_the_limit_and_the_others_finish(
    tmp_path: Path, browser: Chromium
) -> None:
    with serving(tmp_path, seed=2, person_timeout=3.0) as (server, url):
        create_table(browser, url, ["reference:big_money", "reference:smithy_money"])
        browser.wait_for("!document.getElementById('ask').hidden")
        browser.close_tab()
        server.tables.join(300)
        result = server.tables.tables[1].result
    assert result is not None
    you = next(p for p in result.players if p.name == "you")
    assert you.ejection is not None and you.ejection.kind == "reply-timeout"
    assert "no answer from the page within the 3 s" in you.ejection.message
    others = [p for p in result.players if p.name != "you"]
    assert all(p.ejection is None for p in others) and result.end in ("provinces", "piles")
    assert set(result.winners) <= {"bigmoney", "smithymoney"} and result.winners
    assert replay(tmp_path / "table-1.jsonl").returncode == 0


def test_a_reloaded_tab_takes_its_seat_back_and_plays_on(tmp_path: Path, browser: Chromium) -> None:
    with serving(tmp_path, seed=6, person_timeout=120.0) as (server, url):
        create_table(browser, url, ["strategy:smithy-money"])
        browser.wait_for("!document.getElementById('ask').hidden")
        link = browser.js("location.href")
        assert "?seat=" in link and "token" not in link
        asked = browser.js("document.getElementById('ask').dataset.ask")
        browser.go(link)
        assert browser.wait_for("document.getElementById('ask').dataset.ask") == asked
        assert browser.js("document.getElementById('create').hidden")
        rows = Person(browser).play()
        result = server.tables.tables[1].result
    assert result is not None and not result.ejections
    assert sorted(row[1] for row in rows) == ["smithymoney", "you"]


VERSION_5 = """(() => { const v = document.getElementById('version'); v.value = '5';
  v.dispatchEvent(new Event('change')); })()"""
"""Choose protocol 5 in the form, as a person picking it from the list does."""

STRATEGY_OPTIONS = """[...document.querySelectorAll('#seats select optgroup')]
  .filter((g) => g.label === 'strategy files')
  .flatMap((g) => [...g.children].map((o) => [o.value, o.textContent]))"""


def test_the_form_offers_only_strategy_files_a_table_can_seat(tmp_path: Path, browser: Chromium) -> None:
    """The server sends each shipped file's `requires`: at a v4 table a strategy needing a card of another
    set is not offered (a note names it and its cards, and says v5 seats it), at a v5 table it is; one
    needing base-game cards is offered with them, a random kingdom is drawn holding them, and a kingdom of
    ticked cards without them is refused at once, saying which card is missing."""
    with serving(tmp_path, seed=7, person_timeout=120.0) as (server, url):
        browser.go(url)
        browser.wait_for("!document.getElementById('create').hidden")
        offered = dict(browser.js(STRATEGY_OPTIONS))
        assert offered["strategy:double-witch"] == "double-witch (needs witch)"
        assert offered["strategy:big-money"] == "big-money"
        assert "strategy:wharf-money" not in offered and "strategy:black-market-money" not in offered
        for text in offered.values():
            needs = text.removesuffix(")").partition(" (needs ")[2]
            assert all(SPECS[card].set == "base" for card in needs.split(", ") if card), text
        note = browser.js("document.getElementById('strategy-note').textContent")
        assert "wharf-money (needs wharf)" in note and "choose v5" in note
        browser.js(VERSION_5)
        offered = dict(browser.js(STRATEGY_OPTIONS))
        assert offered["strategy:wharf-money"] == "wharf-money (needs wharf)"
        assert offered["strategy:black-market-money"] == "black-market-money (needs black-market)"
        note = browser.js("document.getElementById('strategy-note').textContent")
        assert "delve-money (needs delve, dominate)" in note and "choose v6" in note and "wharf" not in note
        # Ticked cards without the Smithy a strategy needs: refused before any game starts.
        kingdom = ["cellar", "chapel", "moat", "village", "workshop", "bureaucrat", "gardens", "militia"]
        create_table(
            browser, url, ["strategy:smithy-money"], [*kingdom, "moneylender", "remodel"], wait=False
        )
        error = browser.wait_for("document.getElementById('create-error').textContent")
        assert error == (
            "players[2]: strategy smithy-money needs smithy, not in the kingdom: tick it, or seat another "
            "player"
        )
        assert not server.tables.tables
        # A random kingdom is drawn with the Witch that Double Witch buys.
        create_table(browser, url, ["strategy:double-witch"])
        browser.wait_for("document.querySelector('#supply [data-card=witch]') !== null")
        assert "witch" in server.tables.tables[1].kingdom


CATEGORIES_OFFERED = """[...document.querySelectorAll('#kingdom-draw input')]
  .map((i) => [i.dataset.category, Number(i.max)])"""


def test_the_form_offers_only_the_constraints_the_chosen_sets_can_meet(
    tmp_path: Path, browser: Chromium
) -> None:
    """A category no card of the ticked sets is in is not offered, and no count above the cards there are:
    a v4 table (the base game) has no duration nor potion; Seaside brings durations, Alchemy potions; a
    v5 kingdom drawn under the constraints of the sets ticked has them."""
    with serving(tmp_path, seed=3, person_timeout=120.0) as (server, url):
        browser.go(url)
        browser.wait_for("!document.getElementById('create').hidden")
        v4 = dict(browser.js(CATEGORIES_OFFERED))
        assert "duration" not in v4 and "potion" not in v4 and v4["village"] >= 1, v4
        browser.js(VERSION_5)
        every = dict(browser.js(CATEGORIES_OFFERED))
        assert every["duration"] == 10 and every["potion"] == 10, every
        for box in browser.js("[...document.querySelectorAll('#sets input')].map((b) => b.value)"):
            if box not in ("base2", "seaside2"):
                browser.click(f"#sets input[value={box}]")
        chosen = dict(browser.js(CATEGORIES_OFFERED))
        assert "potion" not in chosen and chosen["duration"] >= 1, chosen
        ticked = browser.js("[...document.querySelectorAll('#kingdom-cards input')].map((b) => b.value)")
        assert "wharf" in ticked and "possession" not in ticked and "witch" in ticked
        browser.click("input[name=kingdom][value=drawn]")
        browser.js(
            "(() => { const i = document.querySelector('#kingdom-draw input[data-category=duration]');"
            " i.value = '3'; })()"
        )
        browser.click("#create-table")
        browser.wait_for("!document.getElementById('table').hidden")
        kingdom = server.tables.tables[1].kingdom
    assert sum("duration" in SPECS[card].types for card in kingdom) >= 3, kingdom
    assert all(SPECS[card].set in ("base", "seaside") for card in kingdom), kingdom


def test_a_v3_table_from_the_form_plays_its_own_kingdom(tmp_path: Path, browser: Chromium) -> None:
    """Protocol 1-3 hides the sets and the kingdom's choices (its version's kingdom is the only one), and
    a kingdom way picked before choosing v3 is not sent."""
    with serving(tmp_path, seed=3, person_timeout=120.0) as (server, url):
        browser.go(url)
        browser.wait_for("!document.getElementById('create').hidden")
        browser.click("input[name=kingdom][value=named]")
        browser.js(VERSION_5.replace("'5'", "'3'"))
        assert browser.js("document.getElementById('kingdom-choice').hidden")
        browser.click("#create-table")
        browser.wait_for("!document.getElementById('table').hidden")
        table = server.tables.tables[1]
    assert table.version == 3 and table.kingdom is None
