"""A strategy file naming a mixed pile (Dark Ages: `knights`, `ruins`): players only ever see the pile's top
card (a Knight's, a Ruins' own name). A list entry naming the pile where a card is bought, gained, played,
trashed or discarded means any card of the pile: the top card when it is offered from the supply, any of
them in the hand, the entry's limit counting them together (docs/simulate.md). What makes no sense is refused
with one line naming the file, the key and what to write instead: a condition counting the pile
(`count(knights)`: its cards are counted by their type, `count(knight)`), a decision naming one card
(`[rebuild] name`), a pile of actions in `treasures`."""

from __future__ import annotations

import tomllib

import pytest

from players.strategy import StrategyError, parse_strategy, read_strategy
from protocol import Act
from protocol.messages import Buy
from referee.rules.decisions import Decision
from referee.rules.spec import SPECS
from referee.seats.engine import Observer, play_game
from referee.seats.seat import InProcessSeat

from .conftest import make_state


def _write(tmp_path, text: str):
    path = tmp_path / "knight-money.toml"
    path.write_text(text)
    return path


@pytest.mark.parametrize(
    ("text", "key", "message"),
    [
        ('buy = [{ card = "gold", if = "count(knights) < 2" }]\n', "buy[1].if", "count(knight)"),
        ('buy = ["gold"]\n[rebuild]\nname = ["knights"]\n', "rebuild.name[1].card", "name one of its cards"),
        ('buy = ["gold"]\ntreasures = ["ruins"]\n', "treasures[1].card", "ruins is not a treasure card"),
        ('buy = ["gold"]\ncoffers = ["knights"]\n', "coffers[1].card", "knights is not in buy"),
        (
            'buy = ["gold"]\nplay = ["smithy", "ruins"]\ntreasures = ["gold", "knights"]\n',
            "treasures[2]",
            "knights",
        ),
    ],
)
def test_a_mixed_pile_where_it_makes_no_sense_is_refused_saying_why(tmp_path, text, key, message):
    with pytest.raises(StrategyError) as caught:
        read_strategy(_write(tmp_path, text))
    said = str(caught.value)
    assert "knight-money.toml" in said and f": {key}" in said and message in said, said
    assert "\n" not in said


def test_a_mixed_pile_in_a_list_means_any_of_its_cards():
    strategy = parse_strategy(
        tomllib.loads(
            'buy = ["province", "knights", "silver"]\nplay = ["ruins", "knights"]\n'
            '[chapel]\ntrash = [{ card = "ruins", limit = 2 }, "estate"]\n'
        ),
        "piles.toml",
    )
    player = strategy.player()
    # The supply shows the Knights pile's top card only: the buy takes it, whichever Knight it is.
    for top in ("sir-martin", "dame-anna"):
        supply = ("copper", "silver", "gold", "estate", "duchy", "province", top)
        assert player.move(make_state([], coins=5, supply=supply)) == Buy(top)
    assert player.move(make_state([], coins=3, supply=("silver", "sir-martin"))) == Buy("silver")  # 4 coins
    # Any Ruins in hand is played before any Knight.
    hand = ["copper", "dame-molly", "survivors", "estate"]
    assert player.move(make_state(hand, actions=1)) == Act("survivors")
    assert player.move(make_state(["dame-molly", "copper"], actions=1)) == Act("dame-molly")
    # The limit counts the pile's cards together: two Ruins of three, then the Estate.
    options = ("abandoned-mine", "ruined-market", "survivors", "estate", "copper")
    trash = Decision("me", "chapel", "trash", options, 0, 4)
    chosen = player.decide(trash, make_state(list(options)))
    assert len([card for card in chosen if "ruins" in SPECS[card].types]) == 2 and "estate" in chosen


def test_a_gain_list_naming_the_pile_gains_its_top_card():
    gain = Decision("me", "workshop", "gain", ("ruined-village", "silver"), 0, 1, source="supply")
    workshop = parse_strategy(tomllib.loads('buy = ["knights", "silver"]\n'), "w.toml").player()
    assert workshop.decide(gain, make_state([])) == ("silver",)
    top = Decision("me", "workshop", "gain", ("sir-bailey", "silver"), 0, 1, source="supply")
    assert workshop.decide(top, make_state([])) == ("sir-bailey",)


class _Plays(Observer):
    def __init__(self) -> None:
        self.knights = 0

    def played(self, name, play):
        if name == "ann" and type(play) is Act and "knight" in SPECS[play.card].types:
            self.knights += 1


def test_the_pile_in_the_lists_buys_and_plays_knights_in_real_games(tmp_path):
    strategy = read_strategy(
        _write(
            tmp_path,
            'requires = ["knights"]\n'
            'buy = ["province", { card = "gold", if = "count(knight) >= 2" }, "knights", "silver"]\n'
            'play = ["knights"]\n',
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
