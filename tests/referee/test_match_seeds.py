"""Seeds a player could guess would let it compute every shuffle (the engine's `random.Random` is public):
a game without `--seed` draws at least 53 random bits, and a player's own seed does not reveal the game's."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from referee.match import MAX_SEED, MatchConfig, play_match, player_seed, random_seed
from tests.cli import patience


def test_a_random_game_seed_has_53_bits() -> None:
    seeds = [random_seed() for _ in range(200)]
    assert all(0 <= s < 2**53 for s in seeds)
    # 200 draws all below 2**52 would have a chance of 2**-200: the top bit is used.
    assert max(s.bit_length() for s in seeds) == 53
    assert len(set(seeds)) == len(seeds)


def test_a_game_without_seed_plays_with_a_fresh_53_bit_seed() -> None:
    passive = f"{sys.executable} -m players.passive"
    seeds = []
    for _ in range(2):
        done = subprocess.run(
            ["referee", "--json", "--turn-limit", "1", passive, f"other={passive}"],
            capture_output=True,
            text=True,
            timeout=patience(120),
            check=False,
        )
        assert done.returncode == 0, done.stderr
        seeds.append(json.loads(done.stdout)["seed"])
    assert seeds[0] != seeds[1]
    assert all(0 <= s < 2**53 for s in seeds)


def test_player_seeds_are_63_bit_one_way_hashes_of_the_game_seed_and_name() -> None:
    seed = 2**63 - 1
    assert player_seed(seed, "ada") != player_seed(seed, "bo")
    assert player_seed(seed, "ada") != seed
    assert all(0 <= player_seed(s, "ada") <= MAX_SEED for s in (0, 1, seed))


GUESSER = Path(__file__).resolve().parents[1] / "programs" / "guesses_seed.py"


def _guess(tmp_path: Path, seed: int, *extra: str) -> tuple[dict, dict]:
    """A game with --seed `seed` where player "spy" tries every game seed below 200,000 against its own
    `DOMINION_PLAYER_SEED`; its report and the game's JSON result."""
    done = subprocess.run(
        ["referee", "--json", "--seed", str(seed), "--turn-limit", "1", "--stderr-dir", str(tmp_path), *extra,
         f"spy={sys.executable} {GUESSER} spy 200000", f"other={sys.executable} -m players.passive"],
        capture_output=True, text=True, timeout=patience(120), check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    [line] = [
        line for line in (tmp_path / "spy.stderr").read_text().splitlines() if line.startswith("REPORT ")
    ]
    return json.loads(line[len("REPORT ") :]), json.loads(done.stdout)


def test_a_player_cannot_work_out_a_small_game_seed_from_its_own_seed(tmp_path: Path) -> None:
    report, result = _guess(tmp_path, 123457)
    assert report == {"found": None, "tried": 200000}
    key = result["player_seed_key"]
    assert re.fullmatch(r"[0-9a-f]{32}", key)
    assert "--seed 123457 " in result["replay"] and result["replay"].endswith(f" --player-seed-key {key}")


def test_the_player_seed_key_replays_the_players_seeds_and_the_seed_alone_the_cards(tmp_path: Path) -> None:
    key = "0123456789abcdef0123456789abcdef"
    assert player_seed(5, "ann", key) != player_seed(5, "ann", "f" * 32) != player_seed(5, "ann")
    digest = hmac.new(bytes.fromhex(key), b"5:ann", hashlib.sha256).digest()
    assert player_seed(5, "ann", key) == int.from_bytes(digest[:8], "big") >> 1
    first = play_match(_random_game(7, key))
    again = play_match(_random_game(7, key))
    other_key = play_match(_random_game(7, None))
    assert first.transcript.messages() == again.transcript.messages()
    assert first.result.player_seed_key == key and other_key.result.player_seed_key != key
    # The cards do not depend on the key: each player's first hand is the same.
    assert _first_hands(first) == _first_hands(other_key)


def _random_game(seed: int, key: str | None) -> MatchConfig:
    random = (sys.executable, "-m", "players.random_legal")
    return MatchConfig(
        players=(("ann", random), ("bob", random)), seed=seed, turn_limit=3, player_seed_key=key
    )


def _first_hands(record) -> dict[str, str]:
    hands: dict[str, str] = {}
    for direction, name, text in record.transcript.messages():
        if direction == "to" and text.startswith("(move ") and name not in hands:
            hands[name] = re.search(r"\(hand[^)]*\)", text).group()
    return hands


def test_a_tournament_keeps_its_player_seed_key_in_its_database(tmp_path: Path) -> None:
    from referee.tournament.definition import Entrant, TournamentDefinition
    from referee.tournament.store import DefinitionChanged, TournamentStore

    definition = TournamentDefinition(
        entrants=(Entrant("ann", ("./ann",)), Entrant("bob", ("./bob",))),
        format="round-robin",
        games=2,
        players_per_game=2,
        version=3,
        seed=1,
        turn_limit=100,
    )
    with TournamentStore.create_or_resume(tmp_path / "drawn.sqlite", definition) as store:
        drawn = store.player_seed_key()
    assert drawn is not None and re.fullmatch(r"[0-9a-f]{32}", drawn)
    with TournamentStore.create_or_resume(tmp_path / "drawn.sqlite", definition) as store:
        assert store.player_seed_key() == drawn  # resuming reuses it
    given = "ab" * 16
    with TournamentStore.create_or_resume(tmp_path / "given.sqlite", definition, given) as store:
        assert store.player_seed_key() == given
    with pytest.raises(DefinitionChanged, match="another player seed key"):
        TournamentStore.create_or_resume(tmp_path / "given.sqlite", definition, "cd" * 16)
    with pytest.raises(DefinitionChanged, match="another player seed key"):
        TournamentStore.create_or_resume(tmp_path / "drawn.sqlite", definition, given)
