"""What `referee standings` prints is readable at 80 columns: no figure, interval or ejection kind is cut,
and every ejection says what its player was answering. Rendered with rich exactly as the command does, on
a console 80 columns wide, from real standings (computed from a real SQLite store, or built whole for the
widest figures)."""

from __future__ import annotations

import io
import math
import re
from functools import partial
from pathlib import Path

import pytest
from rich.console import Console

from referee.errors import PlayerFault
from referee.output import ejection_summary, message_head
from referee.tournament.definition import Entrant, TournamentDefinition
from referee.tournament.report import ejection_line, elo_value, points_text, print_ejections, print_standings
from referee.tournament.schedule import ScheduledGame
from referee.tournament.standings import PairRecord, Standing, Standings, compute_standings
from referee.tournament.store import TournamentStore

WIDTH = 80
KINDS = sorted(cls.KIND for cls in PlayerFault.__subclasses__())
"""Every ejection kind (``crashed``, ``output-while-waiting``, ``reply-timeout``, ...)."""

LONG_NAMES = ("abcdefghijklmnop", "Bartholomewsmith", "carolinecarolina", "dd", "eveeveeveeveeve")
"""Student names up to 16 letters (the documented width)."""

ATTACKED = (
    "(attacked (act militia) mm ((players dave mm) (supply 8 province 8 duchy 8 estate) (trash) (actions 1)"
    " (buys 1) (coins 0) (deck 5) (hand copper copper estate copper copper) (plays) (discards)))"
)


def render(print_function, *args) -> str:
    """What `print_function(console, *args)` prints on an 80-column terminal-like console, as plain text."""
    out = io.StringIO()
    console = Console(file=out, width=WIDTH, color_system=None, highlight=False)
    print_function(console, *args)
    return out.getvalue()


def definition(names, *, seed: int = 2**63 - 1) -> TournamentDefinition:
    return TournamentDefinition(
        entrants=tuple(Entrant(n, (f"./{n}",)) for n in names),
        format="round-robin",
        games=1000,
        players_per_game=2,
        version=3,
        seed=seed,
        turn_limit=100,
        limits={"reply_timeout": 5.0},
    )


def wide_standings() -> Standings:
    """Five players with the widest figures a big course tournament gives: four-digit counts, 100.0% and
    0.0% rates, negative ratings, second-long replies, and every ejection kind for one player."""
    players = []
    for i, name in enumerate(LONG_NAMES):
        wins, losses, ties = (4000, 0, 0) if i == 0 else (1234 - i, 2345 + i, 321)
        games = wins + losses + ties
        players.append(
            Standing(
                name=name,
                games=games,
                wins=wins,
                losses=losses,
                ties=ties,
                points=wins + ties / 2,
                win_rate=1.0 if i == 0 else 0.0,
                ci_low=0.999 if i == 0 else 0.0,
                ci_high=1.0 if i == 0 else 0.001,
                mean_score=123.4,
                ejections={kind: 1000 + k for k, kind in enumerate(KINDS)} if i == 4 else {},
                reply_mean=4.999,
                reply_max=19.999,
                rating=-12.345 if i == 4 else 45.678,
                rating_sigma=8.333,
                rated_games=games,
                rated_wins=wins,
                rated_losses=losses,
                rated_ties=ties,
            )
        )
    crosstable = {
        (a, b): PairRecord(a, b, 1000, 1000, 1000) for a in LONG_NAMES for b in LONG_NAMES if a != b
    }
    return Standings(tuple(players), crosstable, games=10_000)


def test_the_standings_fit_80_columns_and_no_figure_is_cut() -> None:
    standings = wide_standings()
    text = render(print_standings, definition(LONG_NAMES), standings, 10_000, "course.sqlite")
    lines = text.splitlines()
    assert max(len(line) for line in lines) <= WIDTH, text
    assert "…" not in text, text  # rich's mark of a cut cell
    assert f"seed {2**63 - 1}" in text  # the whole 19-digit seed
    for s in standings.players:
        # Its whole record (W-L-T, win %), then its strength (rated W-L-T, interval, rating): all rated here.
        record, strength = [line for line in lines if f" {s.wins}-{s.losses}-{s.ties} " in line]
        assert s.name in record and s.name in strength
        rate = "100.0" if s.win_rate == 1.0 else "0.0"
        interval = "99.9-100.0" if s.win_rate == 1.0 else "0.0-0.1"
        assert f" {rate} " in record and f" {interval} " in strength, (record, strength)
        assert f"{s.rating:.1f}±{2 * s.rating_sigma:.1f}" in strength, strength
    total = sum(1000 + k for k in range(len(KINDS)))
    assert (
        f"Ejections: {total}, by kind with the first of each (every one in full: referee standings"
        in " ".join(text.split())
    )
    for k, kind in enumerate(KINDS):
        assert f"  {kind} {1000 + k} (eveeveeveeveeve {1000 + k})" in lines, kind
    assert "4999/19999" in text  # reply mean/max in ms


def test_the_heading_lines_do_not_break_mid_sentence() -> None:
    text = render(print_standings, definition(LONG_NAMES), wide_standings(), 10_000, "course.sqlite")
    heading = text.splitlines()[:3]
    assert heading == [
        "round-robin tournament: 10000 of 10000 games recorded in course.sqlite",
        "2 players per game, 1000 games per group, protocol 3, turn limit 100",
        f"seed {2**63 - 1}",
    ]


def test_a_crosstable_too_wide_for_the_console_becomes_one_line_per_player() -> None:
    names = [f"player{letter * 6}" for letter in "abcdefgh"]
    players = wide_standings().players
    standings = Standings(
        tuple(
            Standing(**{**{f: getattr(players[1], f) for f in Standing.__slots__}, "name": n}) for n in names
        ),
        {(a, b): PairRecord(a, b, 1234, 2345, 12) for a in names for b in names if a != b},
        games=5,
    )
    text = render(print_standings, definition(names), standings, 5, "t.sqlite")
    assert max(len(line) for line in text.splitlines()) <= WIDTH
    assert (
        "Crosstable: 8 players, too many for a table 80 columns wide: referee standings --details --db"
        in (" ".join(text.split()))
    )
    assert "playeraaaaaa:" not in text
    whole = render(partial(print_standings, full=True), definition(names), standings, 5, "t.sqlite")
    lines = whole.splitlines()
    assert max(len(line) for line in lines) <= WIDTH and "…" not in whole
    assert "one line per player" in whole
    start = lines.index("playeraaaaaa: playerbbbbbb 1234-2345-12, playercccccc 1234-2345-12,")
    # Each record stays whole on its line: a name and its wins-losses-ties are never parted.
    for line in lines[start : start + 3]:
        for item in line.removeprefix("playeraaaaaa:").strip().rstrip(",").split(", "):
            assert re.fullmatch(r"player[a-h]{6} 1234-2345-12", item), line


def test_points_and_elo_figures_are_rounded_for_people() -> None:
    assert [points_text(x) for x in (16.5, 34 / 3, 9.0, 59 / 6, 0.0)] == ["16.5", "11.33", "9", "9.83", "0"]
    assert [elo_value(x) for x in (-0.3, 0.4, -40.2, 191.0, math.inf, -math.inf)] == [
        "0", "0", "-40", "+191", "+inf", "-inf"
    ]  # fmt: skip


def test_a_live_ejection_line_fits_a_terminal_and_keeps_its_transcript_and_its_cause() -> None:
    summary = ejection_summary("reply-timeout", "no first reply within 5 s; " + "advice " * 40, ATTACKED, 3)
    path = "t-games/game-000012.jsonl"
    line = ejection_line(12, "neverflushes", summary, path, 100).plain
    assert line == f"game 12: neverflushes {summary}"[:99] + "…"
    # Cut, but never before the end of its cause (the message up to its first "; "): on 80 columns the
    # terminal wraps the rest of the cause rather than lose it.
    for width in (80, 40):
        assert ejection_line(12, "neverflushes", summary, path, width).plain == (
            "game 12: neverflushes ejected on game turn 3 (reply-timeout): no first reply within 5 s…"
        )
    short = ejection_summary("crashed", "exited with status 1", None, 3)
    assert ejection_line(12, "ann", short, path, 100).plain == f"game 12: ann {short}  {path}"
    # Off a terminal (a log file), the line is whole; either way it is one line.
    whole = ejection_line(12, "neverflushes", summary, path, None).plain
    assert whole == f"game 12: neverflushes {summary}  {path}" and "\n" not in whole


def test_a_small_crosstable_is_a_table() -> None:
    standings = wide_standings()
    names = [s.name for s in standings.players[:3]]
    small = Standings(
        standings.players[:3],
        {(a, b): PairRecord(a, b, 1, 2, 0) for a in names for b in names if a != b},
        games=3,
    )
    text = render(print_standings, definition(names), small, 3, "t.sqlite")
    assert "one line per player" not in text
    assert any(line.split()[:3] == [names[0], "·", "1-2-0"] for line in text.splitlines()), text


@pytest.mark.parametrize(
    ("wire", "head"),
    [
        ("(move ((players a b) (supply 8 province)))", "(move …)"),
        (ATTACKED, "(attacked (act militia) mm …)"),
        ("(moved ada (clean estate))", "(moved ada (clean estate))"),
        ("(defended bo (discard estate))", "(defended bo (discard estate))"),
        ("(moved ada (buy " + "x" * 200 + "))", "(moved ada (buy " + "x" * 63 + "… (218 characters in all)"),
    ],
)
def test_message_head_keeps_the_kind_of_message(wire: str, head: str) -> None:
    assert message_head(wire) == head


def test_ejection_summary_says_game_turn_and_what_was_answered() -> None:
    assert ejection_summary("reply-timeout", "no reply within 5 s", ATTACKED, 10) == (
        "ejected on game turn 10 (reply-timeout): no reply within 5 s, "
        "answering (attacked (act militia) mm …)"
    )
    assert ejection_summary("output-while-waiting", "wrote (ok)", "(moved ada (clean))", 4) == (
        "ejected on game turn 4 (output-while-waiting): wrote (ok), last sent (moved ada (clean))"
    )
    assert ejection_summary("crashed", "exited with status 1", None, 1) == (
        "ejected on game turn 1 (crashed): exited with status 1"
    )


def test_standings_list_each_ejection_with_the_message_it_went_unanswered(tmp_path: Path) -> None:
    def player(name: str, seat: int, rank: int, ejection: dict | None = None) -> dict:
        status = "ejected" if ejection else "finished"
        return {"name": name, "seat": seat, "score": 3, "turns": 5, "rank": rank, "ejection": ejection,
                "command": f"./{name}", "reply": None, "status": status}  # fmt: skip

    timeout = {"kind": "reply-timeout", "message": "no reply within 5 s", "text": None, "state": ATTACKED}
    result = {
        "seed": 77,
        "version": 3,
        "end": "last-player-standing",
        "turns": 10,
        "players": [player("dave", 0, 2, {**timeout, "turn": 10}), player("mm", 1, 1)],
        "winners": ["mm"],
    }
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", definition(["dave", "mm"])) as store:
        assert store.record(ScheduledGame(0, 0, 0, 0, 77, ("dave", "mm")), result, transcript="t.jsonl",
                            stderr_dir=None, duration=1.0)  # fmt: skip
        games = store.games()
    text = render(print_ejections, tuple(g for g in games if g.ejected))
    assert (
        "game 0 (seed 77, seats dave mm): dave ejected on game turn 10 (reply-timeout): no reply within 5 s, "
        "answering (attacked (act militia) mm …)"
    ) in " ".join(text.split())
    exported = compute_standings(["dave", "mm"], games).to_json()["ejections"]
    assert exported[0]["answering"] == ATTACKED


def seat(
    name: str, index: int, rank: int, ejected: bool = False, *, message: str = "crashed", turn: int = 1
) -> dict:
    """A player's record in a game's result, as `TournamentStore.record` takes it: `name` in seat `index`
    (0-based) ranked `rank`, ejected as ``crashed`` with `message` on game turn `turn` when `ejected`."""
    fault = {"kind": "crashed", "message": message, "text": None, "state": None, "turn": turn}
    return {
        "name": name,
        "seat": index,
        "score": 3,
        "turns": 1,
        "rank": rank,
        "ejection": fault if ejected else None,
        "command": f"./{name}",
        "reply": None,
        "status": "ejected" if ejected else "finished",
    }


def ejected_from_every_game(tmp_path: Path) -> Standings:
    """Standings of x, y, z from a real store: x beat y; z was ejected at once from each of its games."""
    games = [
        (("x", "y"), [seat("x", 0, 1), seat("y", 1, 2)], ["x"]),
        (("x", "z"), [seat("x", 0, 1), seat("z", 1, 2, ejected=True)], ["x"]),
        (("y", "z"), [seat("y", 0, 1), seat("z", 1, 2, ejected=True)], ["y"]),
    ]
    names = ("x", "y", "z")
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", definition(names)) as store:
        for index, (seats, players, winners) in enumerate(games):
            result = {"seed": 7, "version": 3, "end": "provinces", "turns": 2, "players": players}
            scheduled = ScheduledGame(index, 0, index, 0, 7, seats)
            assert store.record(
                scheduled, {**result, "winners": winners}, transcript=None, stderr_dir=None, duration=1.0
            )
        return compute_standings(list(names), store.games())


def test_a_player_ejected_from_every_game_shows_no_rating_rather_than_the_prior(tmp_path: Path) -> None:
    # Every game of z is a forfeit, none is rated, so its openskill rating would be the untouched prior
    # (25.0 ± 16.7), printed beside the ratings of players that played.
    standings = ejected_from_every_game(tmp_path)
    names = ("x", "y", "z")
    z = next(s for s in standings.players if s.name == "z")
    assert (z.games, z.rated_games) == (2, 0)
    text = render(print_standings, definition(names), standings, 3, "t.sqlite")
    rows: dict[str, list[str]] = {}
    strength = text[text.index("Strength over the rated games") :]
    for line in strength.splitlines():
        if re.match(r"\s*\d≈?\s+[xyz]\s", line):
            rows.setdefault(line.split()[1], line.split())  # the strength table: rating last
    assert rows["z"][-1] == "-" and rows["z"][2] == "0-0-0", text
    assert re.fullmatch(r"\d+\.\d±\d+\.\d", rows["x"][-1]), text


def test_the_seat_line_of_one_game_says_1_game(tmp_path: Path) -> None:
    seats = [
        {
            "name": n,
            "seat": i,
            "score": 30 - i,
            "turns": 20,
            "rank": i + 1,
            "ejection": None,
            "command": f"./{n}",
        }
        | {"reply": None, "status": "finished"}
        for i, n in enumerate("xy")
    ]
    result = {"seed": 7, "version": 3, "end": "provinces", "turns": 40, "players": seats, "winners": ["x"]}
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", definition("xy")) as store:
        assert store.record(
            ScheduledGame(0, 0, 0, 0, 7, ("x", "y")), result, transcript=None, stderr_dir=None, duration=1.0
        )
        standings = compute_standings(["x", "y"], store.games())
    text = " ".join(render(print_standings, definition("xy"), standings, 1, "t.sqlite").split())
    assert "for seat 1, 1 game)" in text, text


def test_details_say_the_ejections_follow_instead_of_naming_the_command_being_run(tmp_path: Path) -> None:
    standings = ejected_from_every_game(tmp_path)
    names = ("x", "y", "z")
    short = " ".join(render(print_standings, definition(names), standings, 3, "t.sqlite").split())
    assert "(every one in full: referee standings --details --db t.sqlite, or the report)" in short
    whole = " ".join(
        render(partial(print_standings, full=True), definition(names), standings, 3, "t.sqlite").split()
    )
    assert "(every one in full below)" in whole
    assert "referee standings --details" not in whole
