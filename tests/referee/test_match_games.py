"""Full games between reference players as real subprocesses, through `referee.match.run_match`.

Every protocol version, 2, 3 and 4 players; the transcript holds only valid protocol; the same seed
and player seed key replay the same game message for message (random_legal seeds itself from
DOMINION_PLAYER_SEED).
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from protocol import parse_defense, parse_notification, parse_play
from referee.match import MatchConfig, play_match, run_match
from referee.result import END_REASONS, GameResult

ROOT = Path(__file__).resolve().parents[2]


def player(module: str) -> tuple[str, ...]:
    return (sys.executable, "-m", f"players.{module}")


def config(version: int, modules: list[str], seed: int, **extra) -> MatchConfig:
    names = "abcd"
    return MatchConfig(
        players=tuple((f"player{names[i]}", player(m)) for i, m in enumerate(modules)),
        seed=seed,
        version=version,
        cwd=ROOT,
        **extra,
    )


def children_alive() -> list[str]:
    """Command lines of live processes whose parent is this test process (players must all be gone)."""
    alive = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, ValueError, IndexError):
            continue
        if ppid == os.getpid() and "players." in cmdline:
            alive.append(cmdline)
    return alive


def check_transcript(records: list[dict], version: int, names: set[str]) -> None:
    """Every message is valid protocol of `version`; replies answer a move or an attack."""
    assert records, "empty transcript"
    waiting: dict[str, str | None] = {name: None for name in names}
    for seq, record in enumerate(records, start=1):
        assert record["seq"] == seq
        assert set(record) == {"seq", "time", "dir", "player", "text"}
        assert record["player"] in names
        text = record["text"]
        assert "\n" not in text
        if record["dir"] == "to":
            assert text == " ".join(text.split()), "notifications are single-spaced"
            notification = parse_notification(text, version)
            kind = type(notification).__name__
            if kind in ("Move", "Attacked"):
                waiting[record["player"]] = kind
        else:
            assert record["dir"] == "from"
            asked = waiting[record["player"]]
            assert asked is not None, f"reply #{seq} from {record['player']} that was not asked"
            (parse_play if asked == "Move" else parse_defense)(text, version)
            waiting[record["player"]] = None


def without_times(result: GameResult) -> GameResult:
    return replace(result, players=tuple(replace(p, reply=None) for p in result.players))


def check_result(result, cfg: MatchConfig) -> None:
    assert result.seed == cfg.seed and result.version == cfg.version
    assert result.end in END_REASONS and result.end != "last-player-standing"
    assert not result.ejections, [p.ejection for p in result.ejections]
    assert [p.name for p in result.players] == [name for name, _ in cfg.players]
    best = max(p.score for p in result.players)
    assert set(result.winners) <= {p.name for p in result.players if p.score == best}
    assert result.winners and all(p.rank == 1 for p in result.players if p.name in result.winners)
    for p, (_, command) in zip(result.players, cfg.players, strict=True):
        assert p.command == " ".join(command)
        assert p.reply is not None and p.reply.count >= p.turns > 0
        assert 0 <= p.reply.mean <= p.reply.max
    assert result.turns == sum(p.turns for p in result.players)


@pytest.mark.parametrize(
    ("version", "modules"),
    [
        (1, ["big_money", "mine_money"]),
        (2, ["smithy_money", "village_smithy"]),
        (3, ["militia_money", "big_money"]),
        (3, ["militia_money", "smithy_money", "random_legal"]),
        (3, ["militia_money", "village_smithy", "big_money", "militia_money"]),
        (2, ["random_legal", "big_money", "smithy_money", "mine_money"]),
    ],
)
def test_reference_players_play_a_full_game(version: int, modules: list[str], tmp_path: Path) -> None:
    cfg = config(version, modules, seed=7 + version + len(modules), log=tmp_path / "game.jsonl",
                 stderr_dir=tmp_path / "stderr")  # fmt: skip
    record = play_match(cfg)
    check_result(record.result, cfg)
    assert not children_alive()

    lines = [json.loads(line) for line in (tmp_path / "game.jsonl").read_text().splitlines()]
    assert lines[-1] == {"result": json.loads(json.dumps(record.result.to_json()))}
    assert lines[:-1] == record.transcript.records
    check_transcript(lines[:-1], version, {name for name, _ in cfg.players})
    if version == 3 and "militia_money" in modules:
        assert any(line.get("text", "").startswith("(attacked (act militia)") for line in lines)
    assert sorted(p.name for p in (tmp_path / "stderr").iterdir()) == sorted(
        f"{name}.stderr" for name, _ in cfg.players
    )


def test_the_same_seed_replays_the_same_game_message_for_message() -> None:
    # With the same player seed key (the result holds it): the random players get the same seeds.
    modules = ["random_legal", "militia_money", "random_legal"]
    first = play_match(config(3, modules, seed=2024))
    second = play_match(config(3, modules, seed=2024, player_seed_key=first.result.player_seed_key))
    assert first.transcript.messages() == second.transcript.messages()
    # Equal results but for the reply times, which are wall-clock measurements.
    assert without_times(first.result) == without_times(second.result)
    other = play_match(config(3, modules, seed=2025))
    assert other.transcript.messages() != first.transcript.messages()


def test_random_players_get_distinct_seeds_from_the_game_seed() -> None:
    # Two random_legal players in the same game are seeded differently (by name), so they play differently.
    record = play_match(config(1, ["random_legal", "random_legal"], seed=5, turn_limit=6))
    replies = {
        name: [m[2] for m in record.transcript.messages() if m[0] == "from" and m[1] == name]
        for name in ("playera", "playerb")
    }
    assert replies["playera"] != replies["playerb"]


def test_turn_limit_ends_a_game_that_would_never_end() -> None:
    cfg = config(1, ["passive", "passive"], seed=3, turn_limit=4)
    result = run_match(cfg)
    assert result.end == "turn-limit"
    assert [p.turns for p in result.players] == [4, 4]
    assert result.turns == 8
    assert set(result.winners) == {"playera", "playerb"}
