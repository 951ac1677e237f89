"""Landscapes in the rules core (docs/landscapes.md): events and landmarks set out with the kingdom, an event
bought with a buy and never gained, debt taken and paid off (nothing bought while any is left), VP tokens on
landmarks, and the landmarks' points in the score."""

from __future__ import annotations

from pathlib import Path

import pytest

from protocol.messages import Add, Buy
from referee import views
from referee.protocol_rules import game_rules
from referee.rules.costs import check_buy
from referee.rules.game import Game
from referee.rules.kingdoms import split_landscapes
from referee.rules.legality import check_play
from referee.rules.spec import LANDSCAPE_SPECS

TEN = "village smithy market festival laboratory cellar chapel moat militia witch".split()


def test_a_kingdom_names_landscapes_bare_or_after_their_kind():
    assert split_landscapes([*TEN, "event:delve", "wall"]) == (tuple(TEN), ("delve", "wall"))
    game = Game(["ann", "bob"], seed=1, kingdom=["landmark:wall", *TEN, "delve", "battlefield"])
    # The landscapes never count among the 10 kingdom cards; they are kept in the catalogue's order.
    assert len(game.kingdom) == 10
    assert (game.landscapes, game.events, game.landmarks) == (
        ("delve", "battlefield", "wall"),
        ("delve",),
        ("battlefield", "wall"),
    )


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("event:wall", "'event:wall': wall is a landmark, not an event"),
        ("event:delv", "unknown event or landmark 'delv': did you mean delve?"),
    ],
)
def test_a_wrong_kind_or_an_unknown_landscape_is_named(name, message):
    with pytest.raises(ValueError) as caught:
        split_landscapes([*TEN, name])
    assert str(caught.value) == message


def test_a_landscape_named_twice_or_not_built_is_refused(monkeypatch):
    with pytest.raises(ValueError, match="the landscapes name delve twice"):
        Game(["ann", "bob"], seed=1, kingdom=[*TEN, "delve", "event:delve"])
    # Every Empires landscape plays now: one whose spec is taken away stands for one not built.
    monkeypatch.delitem(LANDSCAPE_SPECS, "annex")
    with pytest.raises(ValueError, match="annex is an event whose rules the referee does not play yet"):
        Game(["ann", "bob"], seed=1, kingdom=[*TEN, "annex"])


@pytest.mark.parametrize("version", [4, 5])
def test_protocol_versions_before_landscapes_refuse_them(version):
    with pytest.raises(
        ValueError, match=f"the kingdom has delve, an event or landmark, which a protocol v{version} game"
    ):
        Game(["ann", "bob"], rules=game_rules(version), seed=1, kingdom=[*TEN, "delve"])


def test_a_game_without_landscapes_has_none_and_keeps_its_fast_paths():
    game = Game(["ann", "bob"], seed=1, kingdom=TEN)
    assert (game.landscapes, game.landscape_vp, game.pile_tokens) == ((), {}, {})
    assert game._plain


def test_a_landmark_holding_vp_tokens_gets_6_per_player(table):
    for players in (2, 3, 4):
        t = table("village", players=players, landscapes=("battlefield",))
        assert t.game.landscape_vp == {"battlefield": 6 * players}


def test_an_event_is_bought_with_a_buy_and_its_coins_and_is_never_gained(table):
    t = table("village", landscapes=("delve",))
    t.give("ann", hand=["silver", "copper"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    events = []
    t.game.listeners.append(events.append)
    assert t.buy_event("delve") is None
    # Delve: +1 buy and a Silver gained; the event itself goes nowhere (no card of that name anywhere).
    assert (t.game.buys, t.game.coins) == (1, 0)
    assert t.ann.discards == ["silver"]
    assert "delve" not in t.ann.cards() and "delve" not in t.game.piles
    assert [(e.kind, e.cards) for e in events][:2] == [("buy-event", ("delve",)), ("gain", ("silver",))]


def test_an_event_needs_a_buy_and_its_cost(table):
    t = table("village", landscapes=("delve", "dominate"))
    t.give("ann", hand=["copper"], deck=["copper"] * 5, discards=[])
    t.add("copper")
    assert check_buy(views.view(t.game), "delve") == "(buy delve) needs 2 coins, you have 1"
    assert (
        check_buy(views.view(t.game), "windfall") == "(buy windfall): windfall is not an event of this game"
    )
    t.game.buys = 0
    t.game.coins = 20
    assert check_buy(views.view(t.game), "delve") == "(buy delve) needs 1 buy; you have 0 (each buy uses one)"
    with pytest.raises(ValueError):
        t.game.apply(Buy("delve"))


def test_debt_of_an_events_cost_is_taken_then_paid_off_before_the_next_buy(table):
    # Wedding costs 4 coins and 3 debt.
    t = table("village", landscapes=("wedding",))
    t.give("ann", hand=["gold", "gold", "silver"], deck=["copper"] * 5, discards=[])
    for card in ("gold", "gold", "silver"):
        t.add(card)
    t.game.buys = 2
    t.buy_event("wedding")
    assert (t.ann.debt, t.game.coins) == (3, 4)
    # The debt is paid off first, with the coins: 4 - 3 = 1 left, too few for a Silver.
    assert (
        check_buy(views.view(t.game), "wedding")
        == "(buy wedding) needs 4 coins, you have 1 once your 3 debt is paid off"
    )
    t.buy("copper")
    assert (t.ann.debt, t.game.coins) == (0, 1)


def test_the_one_buy_rule_judges_a_card_with_the_debt_paid_off_first(table):
    # Wedding: 4 coins and 3 debt; 3 coins left pay the debt off, then a card costs what is left.
    t = table("village", landscapes=("wedding",))
    t.give("ann", hand=["gold", "gold", "gold"], deck=["copper"] * 5, discards=[])
    for card in ("gold", "gold", "gold"):
        t.add(card)
    t.game.buys = 3
    t.buy_event("wedding")
    assert (t.ann.debt, t.game.coins) == (3, 5)
    view = views.view(t.game)
    assert check_buy(view, "copper") is None
    assert check_buy(view, "silver") == "(buy silver) needs 3 coins, you have 2 once your 3 debt is paid off"
    t.game.coins = 2
    refusal = "(buy copper): you have 3 debt and 2 coins to pay it off with; nothing may be bought while debt"
    assert check_buy(views.view(t.game), "copper") == refusal + " is left"


def test_an_events_cost_is_never_lowered_by_card_cost_reductions(table):
    # Bridge: cards cost 1 less this turn; Delve (an event) still costs 2.
    t = table("bridge", landscapes=("delve",))
    t.give("ann", hand=["bridge", "copper"], deck=["copper"] * 5, discards=[])
    t.play("bridge")
    t.add("copper")
    assert t.game.coins == 2
    t.game.coins = 1
    view = views.view(t.game)
    assert check_buy(view, "estate") is None  # an Estate costs 1 this turn
    assert check_buy(view, "delve") == "(buy delve) needs 2 coins, you have 1"


def test_a_landmark_is_never_bought(table):
    t = table("village", landscapes=("wall",))
    t.game.coins = 10
    assert check_buy(views.view(t.game), "wall") == "(buy wall): wall is a landmark, which is never bought"


def test_no_treasure_is_played_after_a_buy_paid_off_debt(table):
    t = table("village", landscapes=("triumph",))
    t.give("ann", hand=["gold", "copper", "copper"], deck=["copper"] * 5, discards=[])
    t.ann.debt = 2
    t.add("gold")
    assert t.game.paid_off != t.game.turn
    t.game.buys = 2
    t.buy("copper")  # the Gold's 3 coins pay off the 2 debt first
    assert (t.ann.debt, t.game.coins, t.game.paid_off) == (0, 1, t.game.turn)
    view = views.view(t.game)
    assert check_play(view, Add("copper"), arguments=False, paid_off=True) == (
        "(add copper): no treasure may be played once debt is paid off (a buy paid it off this turn)"
    )
    # A buy that paid no debt leaves the treasures playable (the referee's v1-v5 rule).
    assert check_play(view, Add("copper"), arguments=False) is None


def test_no_card_is_bought_while_debt_is_left(table):
    t = table("village", landscapes=("triumph",))
    t.give("ann", hand=["silver"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.game.buys = 2
    t.buy_event("triumph")  # 5 debt
    assert t.ann.debt == 5
    with pytest.raises(ValueError, match="illegal buy of copper: 3 debt left"):
        t.game.apply(Buy("copper"))
    # The 2 coins paid 2 of the debt; nothing was bought.
    assert (t.ann.debt, t.game.coins, t.game.buys) == (3, 0, 1)
    assert "(buy triumph): you have 3 debt and 0 coins to pay it off with" in check_buy(
        views.view(t.game), "triumph"
    )


def test_debt_is_paid_off_as_the_buy_phase_ends_and_stays_across_turns(table):
    t = table("village", landscapes=("triumph",))
    t.give("ann", hand=["copper", "copper"], deck=["copper"] * 5, discards=[])
    t.buy_event("triumph")
    t.add("copper")
    t.add("copper")
    t.clean()
    # 2 coins left at the end of the buy phase paid 2 of the 5 debt; the rest stays with ann.
    assert t.ann.debt == 3
    t.clean()  # bob's turn
    assert t.ann.debt == 3


def test_landmarks_score_at_the_end_with_the_cards_and_tokens(table):
    t = table("village", landscapes=("wall", "fountain"))
    t.give("ann", hand=["copper"] * 5, deck=["copper"] * 5, discards=["estate"] * 6)
    t.ann.vp_tokens = 2
    # 16 cards: Wall -1; 10 Coppers: Fountain 15; 6 Estates 6; VP tokens 2.
    assert t.game.scores()["ann"] == 6 + 2 - 1 + 15


def test_every_landscape_built_has_its_tests_and_its_row_in_the_docs():
    root = Path(__file__).resolve().parents[2]
    doc = (root / "docs" / "landscapes.md").read_text()
    rulings = doc[doc.index("### The landscapes built so far") : doc.index("## 5.")]
    for name in LANDSCAPE_SPECS:
        assert f"`{name}`" in rulings, name
        row = next(line for line in rulings.splitlines() if f"`{name}`" in line)
        test = row.split("|")[2].strip()
        assert (root / test).is_file() and name.replace("-", "") in (root / test).read_text().replace(
            "-", ""
        ).lower()


def test_an_ejected_players_score_counts_the_landmarks(table):
    t = table("village", landscapes=("fountain",))
    t.give("bob", hand=[], deck=["copper"] * 10, discards=[])
    assert t.game.eject("bob") == 15


def test_the_game_counts_vp_tokens_on_landmarks_and_debt_among_its_tokens(table):
    t = table("village", landscapes=("battlefield", "triumph"))
    t.give("ann", hand=["copper"], deck=["copper"] * 5, discards=[])
    t.buy_event("triumph")
    tokens = t.game.tokens()
    # The Estate took 2 of Battlefield's 12; Triumph gave 1 VP per card gained (the Estate) and 5 debt.
    counted = (tokens["battlefield.vp"], tokens["ann.vp"], tokens["ann.debt"], tokens["bob.debt"])
    assert counted == (10, 3, 5, 0)
    assert "battlefield.vp" not in Game(["ann", "bob"], seed=1, kingdom=TEN).tokens()
