"""Protocol 5 at the page of `referee serve`: a person plays cards of every set in headless Chromium
(issue 41, docs/browser.md). A real server, real Chromium clicks and keys (tests/chromium.py), real player
programs; the person (`tests.network.test_browser.Person`) picks only among what the page offers, so every
answer it gives is one the server computed as legal. Whole games on kingdoms that together raise every
decision kind protocol v5 speaks (`protocol.DECISION_KINDS_V5`), an ordered choice, Black Market
and a possessed turn.
"""

from __future__ import annotations

from pathlib import Path

from protocol import DECISION_KINDS_V5 as DECISION_KINDS
from tests.chromium import Chromium
from tests.network.test_browser import Person, browser, create_table, replay, serving, shots

__all__ = ["browser"]  # the Chromium fixture

GAMES = [
    (
        3,
        "reference:big_money",
        [
            "stash", "doctor", "library", "wishing-well", "black-market", "ambassador", "festival",
            "laboratory", "market", "smithy",
        ],
        ["stash", "doctor", "library", "wishing-well", "black-market", "ambassador", "stash", "doctor",
         "library", "laboratory", "stash"],
    ),
    (
        4,
        "reference:passive",
        [
            "possession", "masquerade", "island", "workshop", "laboratory", "market", "festival", "smithy",
            "mine", "library",
        ],
        ["potion", "potion", "potion", "possession", "possession", "library", "island", "workshop",
         "masquerade"],
    ),
    (
        5,
        "reference:militia_money",
        [
            "militia", "moat", "secret-chamber", "horse-traders", "watchtower", "tournament", "masterpiece",
            "cellar", "chapel", "sentry",
        ],
        ["moat", "secret-chamber", "horse-traders", "watchtower", "masterpiece", "tournament", "chapel",
         "sentry", "cellar", "moat", "horse-traders"],
    ),
]  # fmt: skip
"""(seed, the other seat, the kingdom ticked, the cards the person buys first, in order)."""


def test_whole_v5_games_raise_every_decision_kind_and_only_legal_answers_are_offered(
    tmp_path: Path, browser: Chromium
) -> None:
    kinds: set[str] = set()
    seen: list[dict] = []
    for at, (seed, other, kingdom, wanted) in enumerate(GAMES, 1):
        with serving(tmp_path / f"game-{at}", seed=seed) as (server, url):
            create_table(browser, url, [other], kingdom, version=5)
            person = Person(browser, wanted, decline=frozenset({"trash", "return"}))
            person.play()
            result = server.tables.tables[1].result
        assert result is not None and result.version == 5
        assert not result.ejections, [(p.name, p.ejection) for p in result.players if p.ejection]
        assert sorted(result.kingdom[:10]) == sorted(kingdom)
        shown = replay(tmp_path / f"game-{at}" / "table-1.jsonl")
        assert shown.returncode == 0, shown.stderr
        assert "protocol 5" in shown.stdout
        kinds |= person.kinds
        seen += person.seen
        shots(f"v5-turn-{at}.png", person.shot["turn"], tmp_path)
    missing = set(DECISION_KINDS) - kinds
    assert not missing, f"no question of kind {sorted(missing)} was asked"
    assert any(ask["ordered"] and ask["kind"] == "choose" for ask in seen), "no ordered choice"
    assert any(ask["card"] == "black-market" and ask["kind"] == "gain" for ask in seen), "no Black Market buy"
    assert any("(Possession)" in ask["title"] for ask in seen), "no possessed turn played"
