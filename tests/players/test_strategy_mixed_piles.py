"""A strategy file naming a mixed pile (Dark Ages: `knights`, `ruins`) where a card is expected: players only
ever see the pile's top card (a Knight's, a Ruins' own name), so a list entry or a `count(knights)` naming
the pile would never match. The file is refused with one line naming the file, the key and what to write
instead (docs/simulate.md); `requires = ["knights"]` (the kingdom card) and the type words of conditions
(`count(knight)`, `count(ruins)`) are what a strategy writes, and they work."""

from __future__ import annotations

import pytest

from players.strategy import StrategyError, read_strategy
from protocol import Act
from referee.rules.cards import SPECS, mixed_pile_cards
from referee.rules.engine import Observer, play_game
from referee.seat import InProcessSeat


def _write(tmp_path, text: str):
    path = tmp_path / "knight-money.toml"
    path.write_text(text)
    return path


@pytest.mark.parametrize(
    ("text", "key", "instead"),
    [
        ('buy = ["knights", "gold"]\n', "buy[1].card", "sir-martin"),
        ('buy = [{ card = "ruins" }]\n', "buy[1].card", "abandoned-mine"),
        ('buy = [{ card = "gold", if = "count(knights) < 2" }]\n', "buy[1].if", "count(knight)"),
        ('buy = ["gold"]\nplay = ["knights"]\n', "play[1].card", "dame-anna"),
        ('buy = ["gold"]\n[death-cart]\ntrash = ["ruins"]\n', "death-cart.trash[1].card", "ruined-library"),
    ],
)
def test_a_mixed_pile_named_as_a_card_is_refused_saying_what_to_write(tmp_path, text, key, instead):
    with pytest.raises(StrategyError) as caught:
        read_strategy(_write(tmp_path, text))
    message = str(caught.value)
    assert "knight-money.toml" in message and f": {key}: " in message, message
    assert "mixed pile" in message and instead in message, message
    assert "\n" not in message


class _Plays(Observer):
    def __init__(self) -> None:
        self.knights = 0

    def played(self, name, play):
        if name == "ann" and type(play) is Act and "knight" in SPECS[play.card].types:
            self.knights += 1


def test_the_kingdom_card_and_the_type_words_work_in_a_game(tmp_path):
    knights = ", ".join(f'"{card}"' for card in mixed_pile_cards("knights"))
    strategy = read_strategy(
        _write(
            tmp_path,
            'requires = ["knights"]\n'
            f'buy = ["province", {{ card = "gold", if = "count(knight) >= 2" }}, {knights}, "silver"]\n'
            f"play = [{knights}]\n",
        )
    )
    kingdom = ["knights", "village", "smithy", "market", "cellar", "moat", "militia", "mine", "chapel"]
    kingdom.append("witch")
    strategy.check_kingdom(kingdom)
    watch = _Plays()
    for seed in range(3):
        seats = [InProcessSeat("ann", strategy.player()), InProcessSeat("bob", strategy.player())]
        result = play_game(seats, version=None, seed=seed, kingdom=kingdom, turn_limit=20, observer=watch)
        assert result.ejections == ()
    assert watch.knights > 0
