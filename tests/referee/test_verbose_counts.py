"""`referee -v` says how many hidden cards went back onto a deck (Navigator, Survivors, Doctor, Oracle put
back several, which the wire tells as a bare ``(topdeck)``) and tells an exchange as one (Hermit for a
Madman, a card for a Trader's Silver), never as a gain; the v5 wire keeps its shapes."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

from protocol import to_wire
from referee.output import VerboseObserver
from referee.rules.game import Game
from referee.seats.engine import notification
from tests.cli import verbose_v5_game

ROOT = Path(__file__).resolve().parents[2]
KINGDOM = "hermit,navigator,oracle,doctor,cultist,village,market,smithy,festival,laboratory"
STRATEGY = """
buy = [
    { card = "province", if = "money > 15" },
    "gold",
    { card = "hermit", if = "count(hermit) < 2" },
    { card = "navigator", if = "count(navigator) < 2" },
    { card = "silver", if = "money > 3" },
]
play = ["hermit", "navigator", "madman"]
"""


def test_a_v5_game_says_how_many_cards_go_back_and_tells_the_hermits_exchange(tmp_path) -> None:
    """Two strategies that play Hermit and Navigator (and buy nothing below 4 coins, so a Hermit in play is
    exchanged): the Navigator's put-back says its 5 cards; the exchange is one line, no gain of a Madman."""
    strategy = tmp_path / "hermit.toml"
    strategy.write_text(STRATEGY)
    player = f"{sys.executable} -m players.strategy {strategy}"
    done = verbose_v5_game(KINGDOM, 1, 40, f"ann={player}", f"bob={player}")
    lines = done.stdout.splitlines()
    put_back = [
        at for at, line in enumerate(lines) if "navigator: (choose" in line and "put-back" not in line
    ]
    assert put_back, done.stdout
    for at in put_back:  # the order chosen, then the line of the cards going back
        assert re.fullmatch(r"    (ann|bob) puts 5 cards onto the deck", lines[at + 1]), lines[at : at + 2]
    assert not any(line.endswith("puts a card onto the deck") for line in lines), done.stdout
    exchanges = [line for line in lines if re.fullmatch(r"    (ann|bob) exchanges hermit for madman", line)]
    assert exchanges, done.stdout
    assert not any(" gains madman" in line or " returns hermit" in line for line in lines), done.stdout


def _watched(game: Game) -> tuple[VerboseObserver, io.StringIO, list]:
    file = io.StringIO()
    observer = VerboseObserver(file, events=True)
    events: list = []
    game.listeners.append(observer.event)
    game.listeners.append(events.append)
    return observer, file, events


def test_survivors_put_back_says_two_cards_and_the_wire_keeps_a_bare_topdeck() -> None:
    game = Game(["ann", "bob"], seed=1, kingdom=KINGDOM.split(","), edition=2)
    observer, file, events = _watched(game)
    game.arrange("ann", hand=["survivors"], deck=["gold", "copper", "estate"])
    decision = game.begin(game.resolve(game.player, game.put_in_play(game.player, "survivors")))
    assert decision.options == ("discard-all", "put-back")
    decision = game.answer(("put-back",))
    assert decision.ordered
    assert game.answer(decision.options) is None
    observer.game_ended(None)  # prints the events heard
    assert file.getvalue().splitlines() == [
        "    ann plays survivors",
        "    ann puts 2 cards onto the deck",
    ]
    told = [to_wire(notification(event)) for event in events]
    assert told == ["(happened ann (play survivors))", "(happened ann (topdeck))"]


def test_a_traders_exchange_is_one_line_and_the_wire_keeps_return_and_gain() -> None:
    game = Game(["ann", "bob"], seed=1, kingdom=["trader", *KINGDOM.split(",")[:9]], edition=2)
    observer, file, events = _watched(game)
    game.arrange("ann", hand=["trader"], discards=[])
    decision = game.begin(game.gain(game.player, "village"))
    assert decision.card == "trader" and decision.options == ("exchange",)
    assert game.answer(("exchange",)) is None
    observer.game_ended(None)  # prints the events heard
    assert file.getvalue().splitlines() == [
        "    ann gains village",
        "    ann reveals trader",
        "    ann exchanges village for silver",
    ]
    told = [to_wire(notification(event)) for event in events]
    assert told == [
        "(happened ann (gain village discards))",
        "(happened ann (reveal trader))",
        "(happened ann (return village))",
        "(happened ann (gain silver discards))",
    ]


def test_a_chancellors_deck_to_the_discard_pile_says_how_many_cards_and_the_wire_names_none() -> None:
    """Chancellor puts the whole deck into the discard pile unseen: `-v` says how many cards went (the rules
    core counts them), the wire tells a bare ``(discard)`` as before."""
    kingdom = ["chancellor", *KINGDOM.split(",")[:9]]
    game = Game(["ann", "bob"], seed=1, kingdom=kingdom, edition=1)
    observer, file, events = _watched(game)
    game.arrange("ann", hand=["chancellor"], deck=["gold", "copper", "estate"])
    decision = game.begin(game.resolve(game.player, game.put_in_play(game.player, "chancellor")))
    assert decision.options == ("discard-deck",)
    assert game.answer(("discard-deck",)) is None
    observer.game_ended(None)  # prints the events heard
    assert file.getvalue().splitlines() == [
        "    ann plays chancellor",
        "    ann puts the deck (3 cards) into the discard pile",
    ]
    told = [to_wire(notification(event)) for event in events]
    assert told == ["(happened ann (play chancellor))", "(happened ann (discard))"]
