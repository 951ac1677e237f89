"""Seeds a player could guess would let it compute every shuffle (the engine's `random.Random` is public):
a game without `--seed` draws at least 53 random bits, and a player's own seed does not reveal the game's."""

from __future__ import annotations

import json
import subprocess
import sys

from referee.match import MAX_SEED, player_seed, random_seed


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
            timeout=120,
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
