"""A card of the catalogue whose rules are not built yet is refused by name: "X is not playable yet (set S)",
by `referee --kingdom`, `referee tournament --kingdom`, `referee simulate --kingdom` and `referee serve
--kingdom` (real commands, as a user types them); a name in no set is still an unknown card, with the
closest card suggested."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from protocol.catalogue import CATALOGUE, PLAYABLE, NotPlayable
from referee.rules.cards import SPECS, check_kingdom, check_playable

ROOT = Path(__file__).resolve().parents[2]
RANDOM_LEGAL = f"{sys.executable} -m players.random_legal"
NINE = "smithy,village,market,cellar,chapel,moat,witch,mine,festival"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["referee", *args], capture_output=True, text=True, timeout=300, cwd=ROOT)


COMMANDS = {
    "referee": ("--protocol", "4", "--kingdom", "{k}", RANDOM_LEGAL, RANDOM_LEGAL),
    "tournament": ("tournament", "--protocol", "4", "--kingdom", "{k}", RANDOM_LEGAL, RANDOM_LEGAL),
    "simulate": ("simulate", "--kingdom", "{k}", "big-money", "smithy-money"),
    "serve": ("serve", "--kingdom", "{k}"),
}


@pytest.mark.parametrize("command", COMMANDS)
def test_a_card_without_rules_is_not_playable_yet(command: str) -> None:
    args = [arg.replace("{k}", f"Band of Misfits,{NINE}") for arg in COMMANDS[command]]
    done = run(*args)
    assert done.returncode == 2, done
    assert "band-of-misfits is not playable yet (set Dark Ages)" in done.stderr
    assert "unknown card" not in done.stderr


@pytest.mark.parametrize("command", COMMANDS)
def test_a_name_in_no_set_is_an_unknown_card(command: str) -> None:
    args = [arg.replace("{k}", f"smithyy,{NINE}") for arg in COMMANDS[command]]
    done = run(*args)
    assert done.returncode == 2, done
    assert "unknown card 'smithyy': did you mean smithy?" in done.stderr


def test_check_kingdom_names_the_set_of_a_card_without_rules() -> None:
    with pytest.raises(NotPlayable, match=r"^band-of-misfits is not playable yet \(set Dark Ages\)$"):
        check_kingdom(["band-of-misfits", *NINE.split(",")])
    with pytest.raises(ValueError, match=r"^unknown card 'smithyy': did you mean smithy\?$"):
        check_kingdom(["smithyy", *NINE.split(",")])
    assert len(check_kingdom(["gardens", *NINE.split(",")])) == 10


def test_every_card_of_the_catalogue_is_playable_or_refused_by_name() -> None:
    assert PLAYABLE == set(SPECS)
    for name, facts in CATALOGUE.items():
        if facts.playable:
            check_playable([name, facts.title])
            continue
        with pytest.raises(NotPlayable) as caught:
            check_playable([facts.title])
        assert str(caught.value) == f"{name} is not playable yet (set {facts.set_title})"


def test_a_strategy_file_buying_a_card_without_rules_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "band-of-misfits.toml"
    path.write_text('name = "cr"\nbuy = ["province", "band-of-misfits", "gold", "silver"]\n')
    done = run("simulate", str(path), "big-money")
    assert done.returncode == 2, done
    assert "buy[2].card: band-of-misfits is not playable yet (set Dark Ages)" in done.stderr
    path.write_text('name = "typo"\nbuy = ["province", "smithyy"]\n')
    done = run("simulate", str(path), "big-money")
    assert done.returncode == 2 and "unknown card 'smithyy' (did you mean smithy?)" in done.stderr, done
