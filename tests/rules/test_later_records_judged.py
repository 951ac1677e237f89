"""A later version's state record (a subclass of `StateV5` adding fields, docs/architecture.md "A protocol
version") is judged as v5's: the judge reads the record's kind, never its exact type, so a new version is
its record and its row only. Before issue 42's last step a `(coffers N)` in such a view was refused as "a
play of protocol v5 only" (found playing `referee check` with a throwaway v7)."""

from dataclasses import dataclass, fields

from protocol.messages import Coffers, StateV5
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.legality import check_play
from referee.views import view

KINGDOM = ["baker", "village", "smithy", "militia", "moat", "witch", "cellar", "market", "mine", "remodel"]


@dataclass(frozen=True, slots=True)
class StateLater(StateV5):
    """A later version's record: v5's, then one field."""

    turn: int = 0


def _game() -> Game:
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=KINGDOM)
    assert game.players[0].coffers == 1  # Baker: every player starts with one Coffers
    return game


def _views() -> tuple[StateV5, StateLater]:
    v5 = view(_game(), version=5)
    return v5, StateLater(*(getattr(v5, one.name) for one in fields(StateV5)), turn=1)


def test_coffers_are_a_play_of_a_later_record_as_of_v5s() -> None:
    v5, later = _views()
    assert check_play(v5, Coffers(1)) is None
    assert check_play(later, Coffers(1)) is None
    assert check_play(later, Coffers(2)) == check_play(v5, Coffers(2)) is not None


def test_coffers_stay_refused_in_an_older_record() -> None:
    assert check_play(view(_game(), version=4), Coffers(1)) == "(coffers 1) is a play of protocol v5 only"
