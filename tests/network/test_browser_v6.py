"""Protocol 6 at the page of `referee serve` (issue 44, docs/browser.md): a table's events and landmarks
shown beside the supply, an event bought by clicking it, the player's debt among the counters. A real
server, headless Chromium (tests/chromium.py) and a real reference player as a subprocess."""

from __future__ import annotations

from pathlib import Path

from protocol.catalogue import LANDSCAPES
from referee.kingdom import KingdomRequest, random_kingdom
from tests.chromium import Chromium
from tests.network.test_browser import Person, browser, replay, serving, shots

__all__ = ["browser"]  # the Chromium fixture

SETS = ("base2", "empires")
SEED = 5
"""The table's seed: its kingdom of `SETS` is dealt an event and a landmark (checked below)."""


class EventBuyer(Person):
    """A `Person` that, with 2 coins or more and a buy, first buys the table's event by clicking it
    (`bought` counts the clicks), and records what the page showed of the landscapes."""

    def __init__(self, browser: Chromium, event: str) -> None:
        super().__init__(browser)
        self.event = event
        self.bought = 0
        self.shown: list[str] = []

    def answer(self, seen):
        if seen["kind"] == "move" and not seen["treasures"] and not seen["actions"]:
            self.shown.append(self.browser.js("document.getElementById('landscapes').innerText"))
            live = self.browser.js(
                f"!!document.querySelector('#landscapes button.live[data-card={self.event}]')"
            )
            if live and self.bought < 6:
                self.bought += 1
                self.browser.click(f"#landscapes button.live[data-card={self.event}]")
                return
        super().answer(seen)


def _create(browser: Chromium, url: str) -> None:
    """The form as a person fills it: protocol 6, the sets `SETS` alone, Big Money in the other seat."""
    browser.go(url)
    browser.wait_for("!document.getElementById('create').hidden")
    browser.js(
        "(() => { const v = document.getElementById('version'); v.value = '6';"
        " v.dispatchEvent(new Event('change')); })()"
    )
    for box in browser.js("[...document.querySelectorAll('#sets input')].map((b) => b.value)"):
        if (box in SETS) != browser.js(f"document.querySelector('#sets input[value={box}]').checked"):
            browser.click(f"#sets input[value={box}]")
    browser.js("document.querySelectorAll('#seats select')[0].value = 'reference:big_money'")
    browser.click("#create-table")
    browser.wait_for("!document.getElementById('table').hidden")


def test_a_v6_table_shows_its_landscapes_and_the_person_buys_an_event(tmp_path: Path, browser: Chromium):
    drawn = random_kingdom(KingdomRequest(sets=SETS), SEED)
    event = next(name for name in drawn.landscapes if LANDSCAPES[name].kind == "event")
    landmark = next(name for name in drawn.landscapes if LANDSCAPES[name].kind == "landmark")
    with serving(tmp_path, seed=SEED) as (server, url):
        _create(browser, url)
        person = EventBuyer(browser, event)
        person.play()
        shots("v6-result.png", browser.screenshot(), tmp_path)
        result = server.tables.tables[1].result
    shots("v6-turn.png", person.shot["turn"], tmp_path)
    assert result is not None and result.version == 6
    assert not result.ejections, [(p.name, p.ejection) for p in result.players if p.ejection]
    assert result.kingdom[-len(drawn.landscapes) :] == drawn.landscapes
    assert person.bought > 0
    shown = person.shown[0]
    assert LANDSCAPES[event].title in shown and LANDSCAPES[landmark].title in shown
    text = replay(tmp_path / "table-1.jsonl")
    assert text.returncode == 0, text.stderr
    assert f"you buys the event {event}" in text.stdout or f"(buy {event})" in text.stdout
