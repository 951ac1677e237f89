"""Red team of protocol v5's plays (issue 30): a hostile play is refused with one line that says what is
true of this game (docs/protocol.md, "Version 5": every treasure is played with `(add CARD)`; a mixed
pile is bought by its top card's name). Judged by `check_play` on a real game's v5 view, as the engine does.
"""

from __future__ import annotations

from protocol.messages import Add, Buy, DiscardDefense
from referee import views
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.legality import check_defense, check_play

BASE = ["village", "smithy", "market", "mine", "cellar", "chapel", "moat", "militia"]


def _view(kingdom: list[str]):
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=kingdom)
    game.arrange("ann", hand=["chancellor", "copper", "copper", "copper", "copper"])
    return views.view(game, game.players[0], version=5)


def test_adding_an_action_in_a_v5_game_does_not_say_only_copper_silver_and_gold_are_treasures() -> None:
    state = _view(["chancellor", "bank", *BASE])
    message = check_play(state, Add("chancellor"))
    assert message == "(add chancellor): chancellor is not a treasure; add plays a treasure card"


def test_buying_a_mixed_pile_this_game_does_not_have_is_not_called_empty() -> None:
    state = _view(["chancellor", "bank", *BASE])
    assert check_play(state, Buy("ruins")) == "(buy ruins): this game has no ruins pile"
    assert check_play(state, Buy("knights")) == "(buy knights): this game has no knights pile"


def test_buying_a_mixed_pile_by_its_name_names_its_top_card_and_an_emptied_one_is_empty() -> None:
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=["knights", "marauder", *BASE])
    top = game.pile_top("ruins")
    assert check_play(views.view(game, game.players[0], version=5), Buy("ruins")) == (
        f"(buy ruins): the ruins pile's cards are bought by the top card's name: (buy {top})"
    )
    while game.pile_top("ruins") is not None:
        game._take(game.pile_top("ruins"))
    assert (
        check_play(views.view(game, game.players[0], version=5), Buy("ruins"))
        == "(buy ruins): the ruins pile is empty"
    )


def test_a_v5_defense_listing_cards_against_urchin_says_its_discard_is_asked_with_decide() -> None:
    # Urchin makes each other player discard down to 4: in v5 that is a `decide` after the defense. The
    # message said "a urchin attack discards nothing", which is false and sends the student the wrong way.
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=["urchin", "witch", *BASE])
    game.arrange("bob", hand=["estate", "village", "chapel", "copper", "copper"])
    state = views.attack_view(game, game.players[1], version=5)
    message = check_defense(state, DiscardDefense(("estate", "village")), "urchin")
    assert message == (
        "(discard estate village): against an urchin the defense lists no cards (what it makes you discard "
        "is asked with decide); answer (discard), (moat) with a moat in your hand, or (reveal CARD) with "
        "another reaction"
    )
    assert check_defense(state, DiscardDefense(()), "urchin") is None
