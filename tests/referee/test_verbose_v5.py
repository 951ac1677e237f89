"""`referee -v` on a v5 game: besides the plays, each decision answered and each public event (gains,
trashes, VP tokens, Coffers, mats...) gets a readable line, after the play that caused it."""

from __future__ import annotations

import io
import sys
from pathlib import Path

from referee.output import VerboseObserver
from referee.rules.decisions import Decision, Event
from tests.cli import verbose_v5_game

ROOT = Path(__file__).resolve().parents[2]
RANDOM = f"{sys.executable} -m players.random_legal"
KINGDOM = "bishop,monument,pawn,courtyard,masquerade,steward,workers-village,trade-route,baron,city"


def test_a_v5_game_shows_decisions_and_events_after_their_play() -> None:
    done = verbose_v5_game(KINGDOM, 2, 60, RANDOM, RANDOM)
    lines = done.stdout.splitlines()
    assert any(line.startswith("    randomlegal") and " gains " in line for line in lines), done.stdout
    assert any(" decides for " in line and "(choose" in line for line in lines), done.stdout
    assert any(line.startswith("    randomlegal") and " trashes " in line for line in lines), done.stdout
    # An event follows the play that caused it: a bought card's gain comes right after its (buy ...).
    for at, line in enumerate(lines):
        if line.startswith("  randomlegal: (buy "):
            card = line.split("(buy ")[1].rstrip(")")
            assert lines[at + 1] == f"    randomlegal gains {card}", lines[at : at + 3]
            break
    else:
        raise AssertionError(done.stdout)


def test_every_event_line_is_escaped() -> None:
    file = io.StringIO()
    observer = VerboseObserver(file, events=True)
    observer.decided("bob", Decision("bob", "courtyard\x07", "topdeck", ("copper",), 1, 1), ("copper",))
    observer.event(Event("gain", "ann", ("silver\x1b[2J",), "hand"))
    observer.event(Event("vp", "ann", ("2",)))
    observer.event(Event("mat", "ann", ("island", "estate")))
    observer.turn_started(2, "ann")
    text = file.getvalue()
    assert "\x1b" not in text and "\x07" not in text
    assert text.splitlines() == [
        "  bob decides for courtyard\\x07: (choose copper)",
        "turn 2: ann",  # the events heard since the last line are the turn's start (turn_events_follow)
        "    ann gains silver\\x1b[2J (to hand)",
        "    ann takes 2 VP tokens",
        "    ann puts estate on the island mat",
    ]


def test_a_v3_game_keeps_its_play_by_play_without_events() -> None:
    file = io.StringIO()
    observer = VerboseObserver(file)
    observer.event(Event("gain", "ann", ("silver",), "discards"))
    assert file.getvalue() == ""


def test_events_from_before_a_play_are_printed_before_its_line() -> None:
    """A Witch played twice by a Throne Room: the second Curse is gained after the last line the engine
    reported, so it is printed before the next play's line, not under it."""
    from protocol.messages import Add

    file = io.StringIO()
    observer = VerboseObserver(file, events=True)
    observer.event(Event("gain", "bob", ("curse",), "discards"))
    observer.event(Event("play", "ann", ("gold",)))
    observer.played("ann", Add("gold"))
    assert file.getvalue().splitlines() == ["    bob gains curse", "  ann: (add gold)"]


def test_a_trade_route_token_moving_to_the_mat_is_shown() -> None:
    kingdom = "bishop,monument,goons,trade-route,workers-village,city,pawn,courtyard,steward,baron"
    done = verbose_v5_game(kingdom, 1, 60, RANDOM, RANDOM)
    # The transcript of this game tells the players (happened NAME (trade-route 1)).
    assert any(
        line.startswith("    ") and "Trade Route mat now holds" in line for line in done.stdout.splitlines()
    )


def test_a_v5_happened_of_the_engine_is_said_too() -> None:
    """The token events the engine builds for the players (`protocol.Happened`) read as the game's own."""
    from protocol.messages import Happened
    from referee.output import event_text

    assert event_text(Happened("ann", "vp", amount=2)) == "ann takes 2 VP tokens"
    assert event_text(Happened("ann", "trade-route", amount=1)) == (
        "the Trade Route mat now holds 1 coin token"
    )
    assert event_text(Happened("ann", "token", ("estate",), "trade-route")) == (
        "a trade-route token is put on the estate pile"
    )
    assert event_text(Happened("ann", "token", ("silver",), "embargo")) == (
        "an embargo token is put on the silver pile"
    )
    assert (
        event_text(Happened("ann", "return", ("estate", "estate")))
        == "ann returns estate estate to the supply"
    )
    assert event_text(Happened("ann", "return", ("spoils",))) == (
        "ann returns spoils to its pile beside the supply"
    )


def test_a_card_put_into_the_deck_says_where_not_which() -> None:
    """Secret Passage's place is public, the card is not: `-v` says how many cards lie above it."""
    from protocol.messages import Happened
    from referee.output import event_text

    assert event_text(Event("insert", "ann", ("2",))) == "ann puts a card into the deck under 2 cards"
    assert event_text(Happened("ann", "insert", amount=1)) == "ann puts a card into the deck under 1 card"


SCRYING_POOL = """
name = "Scrying Pool money"
description = "A Potion, then Scrying Pools, then money."
requires = ["scrying-pool"]
buy = [
    { card = "province", if = "money > 15" },
    { card = "scrying-pool", if = "count(scrying-pool) < 3" },
    "gold",
    { card = "potion", if = "count(potion) < 2" },
    "silver",
]
play = ["scrying-pool"]
"""


def test_a_decision_comes_after_the_reveal_it_is_about(tmp_path) -> None:
    """Scrying Pool asks about each player's revealed card in turn: the other player's reveal (which follows
    its reaction answered by its defense) is printed before the decision about it, and the decision's line
    says what its answer meant (its prompt)."""
    strategy = tmp_path / "pool.toml"
    strategy.write_text(SCRYING_POOL)
    kingdom = "scrying-pool,village,smithy,market,moat,cellar,mine,gardens,chapel,festival"
    player = f"{sys.executable} -m players.strategy {strategy}"
    done = verbose_v5_game(kingdom, 4, 25, f"ann={player}", f"bob={player}")
    lines = done.stdout.splitlines()
    asked = [at for at, line in enumerate(lines) if " decides for scrying-pool: " in line]
    assert asked, done.stdout
    for at in asked:
        prompt = lines[at].split(" -- ", 1)[1]
        assert prompt.startswith("discard ") and prompt.endswith(", or leave it on the deck"), lines[at]
        whose, card = prompt.removeprefix("discard ").split(" revealed ")[0], prompt.split(" revealed ")[1]
        card = card.split(",")[0]
        name = lines[at].split()[0] if whose == "your" else whose.removesuffix("'s")
        back = at - 1
        while " defends: " in lines[back]:  # the other players' defenses against the attack
            back -= 1
        before = lines[back]
        assert before.startswith(f"    {name} reveals ") and before.endswith(card), lines[at - 3 : at + 1]


def test_a_run_of_reveals_is_one_line() -> None:
    file = io.StringIO()
    observer = VerboseObserver(file, events=True)
    for card in ("copper", "estate", "village"):
        observer.event(Event("reveal", "ann", (card,)))
    observer.event(Event("reveal", "bob", ("gold",)))
    observer.event(Event("discard", "ann", ("copper", "estate")))
    observer.turn_started(3, "bob")
    assert file.getvalue().splitlines() == [
        "turn 3: bob",
        "    ann reveals copper estate village",
        "    bob reveals gold",
        "    ann discards copper estate",
    ]


def test_a_pirate_ship_token_says_how_many_the_mat_holds() -> None:
    """The engine tells the players ``(happened ann (pirate-ship 2))``: `-v` says it in words (it read
    ``ann pirate-ship``, the count left out)."""
    from protocol.messages import Happened

    file = io.StringIO()
    observer = VerboseObserver(file, events=True)
    observer.event(Happened("ann", "pirate-ship", amount=1))
    observer.event(Happened("ann", "pirate-ship", amount=2))
    observer.turn_started(4, "bob")
    assert file.getvalue().splitlines() == [
        "turn 4: bob",
        "    ann's Pirate Ship mat now holds 1 coin token",
        "    ann's Pirate Ship mat now holds 2 coin tokens",
    ]


def test_an_empty_defense_says_no_reaction_was_revealed() -> None:
    """`(discard)` answering an attack with no card reads as "no reaction revealed", not as a discard."""
    from protocol.messages import DiscardDefense, RevealDefense

    out = io.StringIO()
    observer = VerboseObserver(out, events=True)
    observer.defended("bob", DiscardDefense())
    observer.defended("cat", DiscardDefense(("copper", "estate")))
    observer.defended("dan", RevealDefense("beggar"))
    assert out.getvalue().splitlines() == [
        "  bob defends: (discard) -- no reaction revealed",
        "  cat defends: (discard copper estate)",
        "  dan defends: (reveal beggar)",
    ]
