"""Stash (promo): a treasure worth 2 coins; when you shuffle, you may place it anywhere in the new deck.

Rulings (official FAQ, in our words): Stash acts only when its owner shuffles its discard pile into a new deck
(nothing when gained, played or drawn, beyond its 2 coins); its owner chooses where each Stash goes, without
seeing the other cards (a Stash's back differs from the others', so the player knows where it is, not what is
around it); it can be placed only among the cards being shuffled, never moving a Stash still left in the
deck; with several Stashes, each is placed, together or apart; any shuffle counts: one in the middle of a draw
(the Stash is placed before the rest is drawn, so a Stash put on top is drawn at once), one at clean-up, one
made by another player's card (a Council Room making the owner draw). Our choices (docs/rules.md): each
placement is an `insert` decision of the owner asked at the shuffle, options the number of the other cards
above it; the kit's default, and an ejected player's, is on top."""

from __future__ import annotations

from referee import views
from referee.rules.game import count_cards
from referee.rules.legality import check_answer
from tests.cli import patience, referee_command

OTHERS = ["copper"] * 6 + ["estate", "silver"]


def test_stash_is_worth_two_coins(table):
    t = table("stash")
    t.give("ann", hand=["stash", "copper"])
    t.add("stash")
    assert t.game.coins == 2


def test_the_owner_is_asked_where_the_stash_goes_at_the_shuffle(table):
    t = table("stash", "smithy")
    t.give("ann", hand=["smithy"], deck=[], discards=[*OTHERS, "stash"])
    total = count_cards(t.game)
    decision = t.play("smithy")
    assert decision.player == "ann" and decision.card == "stash" and decision.kind == "insert"
    assert decision.source == "amount" and decision.min == decision.max == 1
    # the positions among the 8 other cards shuffled, from on top (0) to the bottom (8)
    assert decision.options == tuple(str(n) for n in range(9))
    assert t.ann.hand == []  # asked before anything is drawn from the new deck
    assert t.answer("2") is None
    assert "stash" in t.ann.hand and len(t.ann.hand) == 3  # the third card drawn
    assert t.ann.deck.count("stash") == 0 and count_cards(t.game) == total


def test_the_stash_can_go_to_the_bottom(table):
    t = table("stash", "smithy")
    t.give("ann", hand=["smithy"], deck=[], discards=[*OTHERS, "stash"])
    t.play("smithy")
    assert t.answer("8") is None
    assert "stash" not in t.ann.hand and t.ann.deck[0] == "stash"  # the deck's bottom is its first card


def test_the_question_tells_nothing_of_the_shuffled_order(table):
    prompts = []
    for seed in (1, 2, 3):
        t = table("stash", "smithy", seed=seed)
        t.give("ann", hand=["smithy"], deck=[], discards=[*OTHERS, "stash"])
        decision = t.play("smithy")
        prompts.append((decision.prompt, decision.options, views.view(t.game).deck))
    # the same question and the same view of the deck (its cards, not their order), whatever the shuffle
    assert prompts[0] == prompts[1] == prompts[2]
    assert "copper" not in prompts[0][0] and "silver" not in prompts[0][0]


def test_each_stash_is_placed_together_or_apart(table):
    t = table("stash", "smithy")
    t.give("ann", hand=["smithy"], deck=[], discards=[*OTHERS, "stash", "stash"])
    first = t.play("smithy")
    assert first.options == tuple(str(n) for n in range(9))
    second = t.answer("8")  # the first at the bottom
    assert second.card == "stash" and second.options == tuple(str(n) for n in range(10))  # the first counted
    assert t.answer("1") is None  # the second under one card: drawn third
    assert t.ann.hand.count("stash") == 1 and t.ann.deck[0] == "stash"


def test_a_shuffle_mid_draw_places_the_stash_before_the_rest_is_drawn(table):
    t = table("stash", "smithy")
    t.give("ann", hand=["smithy"], deck=["gold", "gold"], discards=["copper"] * 8 + ["stash"])
    decision = t.play("smithy")
    assert sorted(t.ann.hand) == ["gold", "gold"] and decision.options == tuple(str(n) for n in range(9))
    assert t.answer("0") is None
    assert sorted(t.ann.hand) == ["gold", "gold", "stash"]


def test_only_the_cards_shuffled_are_placed(table):
    t = table("stash", "smithy")
    # The deck still holds a Stash: no shuffle happens, and nothing moves it.
    t.give("ann", hand=["smithy"], deck=["copper", "copper", "copper", "stash"], discards=["stash"])
    assert t.play("smithy") is None
    assert t.ann.hand == ["copper", "copper", "copper"]
    assert t.ann.deck == ["stash"] and t.ann.discards == ["stash"]


def test_a_stash_left_in_the_deck_is_not_moved_by_a_later_shuffle(table):
    t = table("stash", "smithy")
    # Two cards left, a Stash second: the draw takes both, then shuffles the discards (another Stash).
    t.give("ann", hand=["smithy"], deck=["copper", "stash"], discards=[*OTHERS, "stash"])
    decision = t.play("smithy")
    assert sorted(t.ann.hand) == ["copper", "stash"] and decision.options[-1] == "8"
    assert t.answer("8") is None
    assert t.ann.deck[0] == "stash"


def test_a_deck_of_stashes_only_asks_nothing(table):
    t = table("stash", "smithy")
    t.give("ann", hand=["smithy"], deck=[], discards=["stash", "stash"])
    assert t.play("smithy") is None
    assert t.ann.hand == ["stash", "stash"]


def test_a_shuffle_at_clean_up_asks_too(table):
    t = table("stash")
    t.give("ann", hand=["copper"], deck=["copper"] * 3, discards=[*OTHERS, "stash"])
    t.clean()
    decision = t.game.pending
    assert decision is not None and decision.card == "stash" and decision.player == "ann"
    assert decision.options == tuple(str(n) for n in range(10))  # the clean-up's copper went in too
    assert t.answer("0") is None
    assert "stash" in t.ann.hand and len(t.ann.hand) == 5
    assert t.game.player.name == "bob"


def test_another_players_card_making_the_owner_shuffle_asks_the_owner(table):
    t = table("stash", "council-room")
    t.give("ann", hand=["council-room"], deck=["copper"] * 4)
    t.give("bob", deck=[], discards=[*OTHERS, "stash"])
    decision = t.play("council-room")
    assert decision.player == "bob" and decision.card == "stash"
    assert t.answer("0") is None
    assert "stash" in t.bob.hand


def test_an_answer_outside_the_positions_is_refused(table):
    t = table("stash", "smithy")
    t.give("ann", hand=["smithy"], deck=[], discards=[*OTHERS, "stash"])
    decision = t.play("smithy")
    assert check_answer(decision, ("9",)) is not None
    assert check_answer(decision, ()) is not None
    assert check_answer(decision, ("3",)) is None


def test_a_direct_draw_outside_any_effect_puts_the_stash_on_top(table):
    t = table("stash")
    t.give("ann", hand=[], deck=[], discards=[*OTHERS, "stash"])
    t.game.draw(t.ann, 1)  # a tool's draw: the game cannot stop here, so the default placement
    assert t.ann.hand == ["stash"] and t.game.pending is None


def test_no_stash_in_the_game_shuffles_as_always(table):
    same = []
    for cards in (("smithy",), ("smithy", "stash")):
        t = table(*cards, seed=7)
        t.give("ann", hand=["smithy"], deck=[], discards=["copper", "silver", "gold", "estate", "duchy"] * 2)
        t.play("smithy")
        same.append(list(t.ann.hand))
    assert same[0] == same[1]  # the Stash rule changes nothing without a Stash shuffled


def test_ejecting_the_owner_at_the_question_ends_its_turn_cleanly(table):
    t = table("stash", "smithy", players=3)
    t.give("ann", hand=["smithy"], deck=[], discards=[*OTHERS, "stash"])
    t.play("smithy")
    t.game.eject("ann")  # the draw stopped at the question is unwound; the next player's turn starts
    assert t.game.pending is None and t.game.player.name == "bob"
    assert t.bob.hand and not t.game.over


def test_ejecting_another_owner_at_the_question_goes_on_with_the_turn(table):
    t = table("stash", "council-room", players=3)
    t.give("ann", hand=["council-room"], deck=["copper"] * 4)
    t.give("bob", deck=[], discards=[*OTHERS, "stash"])
    t.give("cat", deck=["copper"] * 3)
    assert t.play("council-room").player == "bob"
    t.game.eject("bob")
    assert t.game.pending is None and t.game.player.name == "ann"
    assert len(t.ann.hand) == 4 and t.game.buys == 2 and len(t.cat.hand) == 6


STRATEGY = """name = "Stash two down"
description = "Stashes placed under two cards, then Gold and Provinces."
requires = ["stash"]
buy = [
    { card = "province", if = "money > 15" },
    "gold",
    { card = "stash", if = "count(stash) < 3" },
    "silver",
]
[stash]
insert = ["2", "0"]
"""


def test_a_v5_program_places_its_stashes_over_the_wire(tmp_path):
    import subprocess
    import sys

    strategy = tmp_path / "stash-two-down.toml"
    strategy.write_text(STRATEGY)
    command = referee_command()
    kingdom = "stash,smithy,council-room,cellar,village,market,laboratory,moat,militia,festival"
    done = subprocess.run(
        [
            *command,
            "-v",
            "--protocol",
            "5",
            "--kingdom",
            kingdom,
            "--seed",
            "3",
            "--timeout",
            "60",  # generous on a loaded machine: a slow reply must not eject the player
            f"stash={sys.executable} -m players.strategy {strategy}",
            f"rnd={sys.executable} -m players.random_legal",
        ],
        capture_output=True,
        text=True,
        timeout=patience(300),
    )
    assert done.returncode == 0, done.stderr
    placed = [line for line in done.stdout.splitlines() if "stash decides for stash: (choose 2)" in line]
    assert placed, done.stdout  # the program's own answer, asked over the wire at its shuffles
    assert "ejected" not in done.stdout


def test_inn_shuffling_the_deck_asks_too(table):
    t = table("stash", "inn")
    t.give("ann", hand=[], deck=["copper", "stash", "copper"], discards=["village"])
    decision = t.game.begin(t.game.gain(t.ann, "inn"))
    assert decision.card == "inn"
    decision = t.answer("inn", "village")
    # the whole deck is shuffled with the Inn and the Village: its Stash is placed among the 4 others
    assert decision.card == "stash" and decision.options == tuple(str(n) for n in range(5))
    assert t.answer("4") is None
    assert t.ann.deck[0] == "stash" and sorted(t.ann.deck[1:]) == ["copper", "copper", "inn", "village"]


def test_a_shuffle_while_looking_at_cards_asks_too(table):
    # Lookout sets each card it takes aside at once, so the game may stop at the shuffle's question.
    t = table("stash", "lookout")
    t.give("ann", hand=["lookout"], deck=["gold"], discards=[*OTHERS, "stash"])
    total = count_cards(t.game)
    decision = t.play("lookout")
    assert decision.card == "stash" and t.ann.aside == ["gold"]
    assert count_cards(t.game) == total  # the card taken before waits set aside
    decision = t.answer("1")  # under one card: the third card looked at
    assert decision.card == "lookout" and "stash" in decision.options and len(t.ann.aside) == 3


def test_a_take_of_the_top_card_outside_a_look_asks_nothing(table):
    t = table("stash")
    t.give("ann", hand=[], deck=[], discards=[*OTHERS, "stash"])
    taken = t.game.run(_take_top(t))
    assert taken == "stash"  # a caller that holds cards in no place: the default placement, on top


def _take_top(t):
    return t.game.take_top(t.ann)
    yield


def test_in_a_possessed_turn_the_possessor_places_the_stash(table):
    t = table("stash", "possession", "smithy")
    t.give("ann", hand=["possession"], deck=["copper"] * 10)
    t.play("possession")
    t.clean()
    assert t.game.player.name == "bob"
    t.give("bob", hand=["smithy"], deck=[], discards=[*OTHERS, "stash"])
    decision = t.play("smithy")
    assert decision.card == "stash" and decision.player == "bob" and t.game.decider("bob") == "ann"
    assert t.answer("0") is None
    assert "stash" in t.bob.hand
