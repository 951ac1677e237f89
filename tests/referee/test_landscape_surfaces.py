"""What the surfaces show of a game's events and landmarks (issue 44): the kingdom line of a game, a
tournament and the report (``delve (event)``, ``battlefield (landmark)``, never a Bane), the words of the v6
events in `-v` and `referee replay`, and a replay's ``landscapes:`` line from the v6 state (the events, each
landmark's VP tokens, each player's debt and the VP tokens on piles), in a real v6 game between reference
players run as subprocesses."""

from __future__ import annotations

from protocol.messages import Happened
from referee.kingdom import kingdom_words
from referee.output import event_text
from referee.rules.decisions import Event
from referee.tournament.definition import Entrant, TournamentDefinition
from tests.cli import run_referee

CARDS = (
    "cellar",
    "chapel",
    "festival",
    "laboratory",
    "market",
    "militia",
    "moat",
    "smithy",
    "village",
    "witch",
)


def test_the_kingdom_words_mark_the_bane_the_events_and_the_landmarks():
    words = kingdom_words((*CARDS[:9], "young-witch", "moat", "delve", "battlefield"))
    assert words[9:] == ["young-witch", "moat (Bane)", "delve (event)", "battlefield (landmark)"]
    assert kingdom_words(CARDS) == list(CARDS)


def test_a_tournament_names_its_events_and_landmarks():
    definition = TournamentDefinition(
        entrants=(Entrant("a", ("a",)), Entrant("b", ("b",))),
        format="round-robin",
        games=2,
        players_per_game=2,
        version=6,
        seed=1,
        turn_limit=100,
        kingdom=(*CARDS, "delve", "battlefield"),
    )
    assert definition.kingdom_text == f", kingdom {', '.join(CARDS)}, delve (event), battlefield (landmark)"


def test_the_v6_events_are_said_in_words():
    assert event_text(Event("buy-event", "ann", ("delve",))) == "ann buys the event delve"
    assert event_text(Happened("ann", "debt", amount=3)) == "ann takes 3 debt"
    assert event_text(Event("pay-debt", "ann", ("2",))) == "ann pays off 2 debt"
    assert event_text(Event("vp-from", "bob", ("battlefield", "2"))) == "bob takes 2 VP from battlefield"
    assert event_text(Event("vp-to", "bob", ("aqueduct", "1"))) == "bob puts 1 VP on aqueduct"


def test_a_replay_shows_the_landscapes_and_what_the_players_own_of_them(tmp_path):
    log = tmp_path / "game.log"
    kingdom = ",".join((*CARDS, "event:delve", "landmark:battlefield"))
    played = run_referee(
        "--protocol",
        "6",
        "--seed",
        "3",
        "--log",
        str(log),
        "--kingdom",
        kingdom,
        "python -m players.random_legal",
        "python -m players.big_money",
    )
    assert played.returncode == 0, played.stderr
    assert "delve (event), battlefield (landmark)" in played.stdout
    shown = run_referee("replay", str(log))
    assert shown.returncode == 0, shown.stderr
    text = shown.stdout
    assert "Kingdom: " in text and "delve (event), battlefield (landmark) (edition 2)" in text
    assert "  landscapes: events delve | landmarks battlefield 12 VP" in text
    assert "takes 2 VP from battlefield" in text
    # Battlefield's tokens leave it 2 at a time: a later turn shows fewer on it.
    assert "landmarks battlefield 10 VP" in text
