"""Gardens: 1 victory point per 10 cards owned, rounded down."""

from referee import views
from referee.rules.kingdoms import pile_size
from referee.rules.spec import score


def test_gardens_rounds_down():
    assert score(["gardens"] + ["copper"] * 8) == 0
    assert score(["gardens"] + ["copper"] * 9) == 1
    assert score(["gardens"] * 2 + ["copper"] * 27) == 4
    assert score(["gardens", "curse"] + ["copper"] * 18) == 2 - 1


def test_gardens_pile_is_a_victory_pile():
    assert [pile_size("gardens", n) for n in (2, 3, 4)] == [8, 12, 12]


def test_gardens_cannot_be_played(table):
    from protocol.messages import Act
    from referee.rules.legality import check_play

    t = table("gardens")
    t.give("ann", hand=["gardens"])
    assert "not an action" in check_play(views.view(t.game), Act("gardens"), arguments=False)
