"""Reading test-case files (`referee.validate.tokens`, `read_cases`), malformed files, and the positions
(`referee.game.Game.at`) in which `judge` makes the plays of a case with the engine's own transitions."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from protocol import Act, Add, Attacked, Buy, Card, Clean, Move, Play, State
from referee.game import Game
from referee.legality import check_play
from referee.validate import CaseFileError, judge, read_cases, tokens, validate_file

C = Card
STATE = (
    "((players p1 p2) (supply copper silver) (trash) (actions 1) (buys 1) (coins 0) (deck) (hand copper) "
    "(plays) (discards))"
)
MOVE = f"(move {STATE})"
ATTACKED = f"(attacked (act militia) p2 {STATE})"


def test_tokens_keep_datums_verbatim_and_count_lines() -> None:
    text = '; head\n(add copper ; inline ) comment\n )\n  #t (buy "a)b") word\n'
    assert [(t.kind, t.text, t.line) for t in tokens(text, "f")] == [
        ("comment", "head", 1),
        ("datum", "(add copper ; inline ) comment\n )", 2),
        ("word", "#t", 4),
        ("datum", '(buy "a)b")', 4),
        ("word", "word", 4),
    ]


def test_a_case_keeps_the_comment_block_just_before_it_and_comments_inside_it() -> None:
    text = (
        f";; file header\n;; more header\n\n; the case\n; second line\n{MOVE}\n; inside\n(add copper)\n#t\n"
    )
    [case] = read_cases(text, "f")
    assert case.comments == ("the case", "second line", "inside")
    assert case.title == "the case"
    assert case.line == 6
    assert case.answers == ((8, "(add copper)"),)
    assert case.expected is True
    assert isinstance(case.notification, Move)


def test_a_case_without_comment_is_named_by_its_place() -> None:
    [case] = read_cases(f"{MOVE} (add copper) #f", "cases.txt")
    assert case.title == "case at cases.txt:1"
    assert case.expected is False


def test_crlf_line_endings_and_racket_verdicts() -> None:
    text = f"; one\r\n{MOVE}\r\n(add copper)\r\n#true\r\n; two\r\n{ATTACKED}\r\n(discard)\r\n#false\r\n"
    cases = read_cases(text, "f")
    assert [(c.line, c.comments, c.expected) for c in cases] == [(2, ("one",), True), (6, ("two",), False)]
    assert isinstance(cases[1].notification, Attacked)
    assert [judge(c).got for c in cases] == [True, True]


def test_player_names_may_be_any_symbol() -> None:
    text = MOVE.replace("(players p1 p2)", "(players 0-player 1-player)") + " (add copper) #t"
    [case] = read_cases(text, "f")
    assert case.notification.state.players == ("0-player", "1-player")


@pytest.mark.parametrize(
    ("text", "line", "gist"),
    [
        (
            "(add copper)\n#t\n",
            1,
            "a case must start with (move state) or (attacked (act militia) name state)",
        ),
        ("#t\n", 1, "found a verdict"),
        ("hello\n", 1, "found the word hello"),
        ("(moved p1 (add copper))\n#t\n", 1, "a case must start with (move state)"),
        (
            f"{MOVE}\n(add copper)\n{MOVE}\n(add copper)\n#t\n",
            3,
            "the case at line 1 has no #t or #f before this",
        ),
        (f"\n{MOVE}\n(add copper)\n", 2, "this case has no #t or #f at its end"),
        (f"{MOVE}\n#t\n", 2, "the case at line 1 has no play before its verdict"),
        (f"{ATTACKED}\n#t\n", 2, "has no defense before its verdict"),
        (f"{ATTACKED}\n(discard)\n(moat)\n#t\n", 3, "takes one defense, then #t or #f"),
        (f"{MOVE}\n(add copper))\n#t\n", 2, "a ')' with no '(' before it"),
        (f"{MOVE}\n\n(add copper\n#t\n", 3, "this '(' is never closed"),
        ("(move ((players p1) (supply) (trash) (actions x)))\n(add copper)\n#t\n", 1, "(move state)"),
        ("; only a comment\n\n", 1, "no test case in the file"),
        ("", 1, "no test case in the file"),
    ],
)
def test_a_malformed_file_is_an_error_naming_the_file_and_line(text: str, line: int, gist: str) -> None:
    with pytest.raises(CaseFileError) as caught:
        read_cases(text, "course/t1.txt")
    assert caught.value.line == line
    assert str(caught.value).startswith(f"course/t1.txt:{line}: ")
    assert gist in str(caught.value)


def test_unreadable_files_are_reported_not_raised(tmp_path: Path) -> None:
    missing = validate_file(str(tmp_path / "missing.txt"))
    assert missing.error is not None and "missing.txt: cannot read the file" in missing.error
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe(move")
    assert "cannot read the file" in (validate_file(str(binary)).error or "")


def test_the_command_reports_a_malformed_file_and_still_judges_the_others(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text(f"; fine\n{MOVE}\n(add copper)\n#t\n\n{MOVE}\n(add copper)\n")
    good = tmp_path / "good.txt"
    good.write_text(f"{MOVE}\n(add copper)\n#t\n")
    done = subprocess.run(
        ["referee", "validate", str(bad), str(good)], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"ERROR {bad}:6: this case has no #t or #f at its end (the file ends first)",
        "1 of 1 cases agree with the rules engine; 1 of 2 files could not be read",
    ]


# ---- positions: the engine's transitions with the conventions of test-case files -----------------------


def view(**fields) -> State:
    base = dict(
        players=("p1", "p2"),
        supply=(C.COPPER, C.SILVER, C.GOLD, C.ESTATE),
        trash=(),
        actions=1,
        buys=1,
        coins=0,
        deck=(),
        hand=(),
        plays=(),
        discards=(),
    )
    base.update(fields)
    return State(**base)


def apply_play(state: State, *plays: Play, endless_supply: bool = False) -> State:
    """p1's view after making `plays` from `state` with the engine, as `judge` does (legality checked)."""
    game = Game.at(state, endless_supply=endless_supply)
    for play in plays:
        assert check_play(game.view(), play) is None, play
        game.apply(play)
    return game.view(game.find("p1"))


def test_draws_take_the_deck_in_listed_order_then_the_discards_in_listed_order() -> None:
    before = view(hand=(C.SMITHY,), deck=(C.GOLD,), discards=(C.SILVER, C.ESTATE, C.COPPER))
    after = apply_play(before, Act(C.SMITHY))
    assert after.hand == (C.GOLD, C.SILVER, C.ESTATE)
    assert (after.deck, after.discards, after.plays, after.actions) == ((C.COPPER,), (), (C.SMITHY,), 0)


def test_the_deck_is_drawn_in_listed_order_not_sorted() -> None:
    before = view(hand=(C.SMITHY,), deck=(C.ESTATE, C.GOLD, C.COPPER, C.SILVER))
    assert apply_play(before, Act(C.SMITHY)).hand == (C.ESTATE, C.GOLD, C.COPPER)


def test_a_draw_with_deck_and_discards_empty_gives_nothing() -> None:
    after = apply_play(view(hand=(C.MOAT,)), Act(C.MOAT))
    assert after.hand == ()


def test_gains_go_on_top_of_the_discards_and_the_supply_runs_out_unless_kept() -> None:
    before = view(coins=3, discards=(C.ESTATE,), supply=(C.COPPER, C.SILVER))
    assert apply_play(before, Buy(C.SILVER)).supply == (C.COPPER,)
    kept = apply_play(before, Buy(C.SILVER), endless_supply=True)
    assert kept.supply == (C.COPPER, C.SILVER)
    assert (kept.discards, kept.coins, kept.buys, kept.actions) == ((C.SILVER, C.ESTATE), 0, 0, 0)


def test_a_card_listed_once_never_runs_out_within_a_case() -> None:
    [case] = read_cases(
        "(move ((players p1 p2) (supply copper silver) (trash) (actions 1) (buys 1) (coins 0) (deck) "
        "(hand woodcutter gold gold) (plays) (discards)))\n"
        "(act woodcutter) (add gold) (add gold) (buy silver) (buy silver) #t\n",
        "f",
    )
    assert judge(case).got is True


def test_mine_trashes_on_top_and_gains_into_the_hand() -> None:
    before = view(hand=(C.MINE, C.COPPER, C.ESTATE), trash=(C.ESTATE,))
    after = apply_play(before, Act(C.MINE, (C.COPPER, C.SILVER)))
    assert (after.hand, after.trash, after.supply) == (
        (C.ESTATE, C.SILVER),
        (C.COPPER, C.ESTATE),
        (C.COPPER, C.GOLD, C.ESTATE),
    )


def test_cellar_discards_then_draws_as_many_and_keeps_an_action() -> None:
    before = view(hand=(C.CELLAR, C.ESTATE, C.ESTATE, C.COPPER), deck=(C.GOLD, C.SILVER, C.COPPER))
    after = apply_play(before, Act(C.CELLAR, (C.ESTATE, C.ESTATE)))
    assert (after.hand, after.discards, after.deck, after.actions) == (
        (C.COPPER, C.GOLD, C.SILVER),
        (C.ESTATE, C.ESTATE),
        (C.COPPER,),
        1,
    )


def test_add_and_the_counters_of_market_village_woodcutter_militia() -> None:
    before = view(hand=(C.MARKET, C.VILLAGE, C.WOODCUTTER, C.MILITIA, C.COPPER), deck=(C.ESTATE, C.ESTATE))
    actions = (Act(C.VILLAGE), Act(C.MARKET), Act(C.WOODCUTTER), Act(C.MILITIA))
    state = apply_play(before, *actions)
    assert (state.actions, state.buys, state.coins) == (0, 3, 5)
    state = apply_play(before, *actions, Add(C.COPPER))
    assert (state.coins, state.hand, state.plays[-1]) == (6, (C.ESTATE, C.ESTATE), C.COPPER)


def test_clean_up_puts_the_exposed_card_on_top_draws_five_and_ends_the_turn() -> None:
    before = view(
        hand=(C.ESTATE, C.GOLD),
        plays=(C.COPPER,),
        deck=(C.SILVER,) * 6,
        discards=(C.ESTATE,),
        coins=1,
        supply=(C.COPPER, C.SILVER, C.GOLD, C.ESTATE, C.DUCHY, C.PROVINCE, C.MINE),
    )
    game = Game.at(before, version=1)
    game.apply(Clean(C.GOLD))
    after = game.view(game.find("p1"))
    assert after.discards == (C.GOLD, C.ESTATE, C.COPPER, C.ESTATE)
    assert (after.hand, after.deck, after.plays) == ((C.SILVER,) * 5, (C.SILVER,), ())
    assert (after.actions, after.buys, after.coins) == (0, 0, 0)
    assert (game.over, game.player.name, game.turn) == (False, "p2", 2)


def test_the_supply_piles_of_a_position_are_the_listed_ones_and_the_version_s_empty_ones() -> None:
    game = Game.at(view(supply=(C.SILVER, C.COPPER, C.COPPER, C.SMITHY)), version=1)
    assert game.piles == {
        C.COPPER: 2,
        C.SILVER: 1,
        C.GOLD: 0,
        C.ESTATE: 0,
        C.DUCHY: 0,
        C.PROVINCE: 0,
        C.MINE: 0,
        C.SMITHY: 1,
    }
    assert game.view().supply == (C.COPPER, C.COPPER, C.SILVER, C.SMITHY)


def test_a_position_needs_a_first_player_and_distinct_names() -> None:
    with pytest.raises(ValueError, match="lists no player"):
        Game.at(view(players=()))
    with pytest.raises(ValueError, match="distinct"):
        Game.at(view(players=("p1", "p1")))
    bad = MOVE.replace("(players p1 p2)", "(players p1 p1)")
    with pytest.raises(CaseFileError, match="each player once, found \\(players p1 p1\\)"):
        read_cases(f"{bad}\n(add copper)\n#t\n", "f")


def test_an_illegal_play_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="not in list"):
        Game.at(view(hand=(C.COPPER,))).apply(Add(C.SILVER))
    with pytest.raises(ValueError, match="no gold in the supply"):
        Game.at(view(supply=(C.COPPER,), coins=6)).apply(Buy(C.GOLD))
