"""Reading test-case files (`referee.validate.tokens`, `read_cases`), malformed files, and the positions
(`referee.rules.game.Game.at`) in which `judge` makes the plays of a case with the engine's own
transitions."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from protocol import Act, Add, Attacked, Buy, Card, Clean, Move, Play, State
from referee import views
from referee.cli import validate
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.legality import check_play
from referee.validate import CaseFileError, judge, read_cases, scan_cases, tokens, validate_file
from tests.cli import patience

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
            "a case must start with (move state) or (attacked (act attack) name state)",
        ),
        ("#t\n", 1, "found a verdict"),
        ("hello\n", 1, "found the word hello"),
        ("(moved p1 (add copper))\n#t\n", 1, "a case must start with (move state)"),
        (
            f"{MOVE}\n(add copper)\n{MOVE}\n(add copper)\n#t\n",
            1,
            "this case has no #t or #f before the notification at line 3",
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


def test_a_file_that_cannot_be_read_at_all_is_a_file_error(tmp_path: Path) -> None:
    """Missing, not UTF-8, empty or without any case: the file's `error`, not a malformed case."""
    missing = validate_file(str(tmp_path / "missing.txt"))
    assert missing.error is not None and "missing.txt: cannot read the file" in missing.error
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe(move")
    assert "cannot read the file" in (validate_file(str(binary)).error or "")
    for name, text in (("empty.txt", ""), ("comments.txt", "; only a comment\n")):
        (tmp_path / name).write_text(text)
        report = validate_file(str(tmp_path / name))
        no_case = "no test case in the file: a case starts with (move ...) or (attacked ...)"
        assert report.error == f"{tmp_path / name}:1: {no_case}"
        assert (report.verdicts, report.malformed, report.agrees) == ((), (), False)


GOOD = f"{MOVE}\n(add copper)\n#t\n"
"""A well-formed case that agrees."""


def test_a_malformed_case_is_reported_and_the_next_case_still_judged() -> None:
    """The brief's example: one good case, then a case with (players a a), then another good case."""
    bad = MOVE.replace("(players p1 p2)", "(players a a)")
    text = f"; good\n{GOOD}\n; twice a\n{bad}\n(add copper)\n#t\n\n; good again\n{GOOD}"
    found = scan_cases(text, "t.txt")
    assert [type(item).__name__ for item in found] == ["Case", "CaseFileError", "Case"]
    first, error, last = found
    assert (first.line, first.title, last.line, last.title) == (2, "good", 12, "good again")
    assert (error.line, error.problem) == (
        7,
        "the state's (players ...) must name the player to move first and each player once, "
        "found (players a a)",
    )


@pytest.mark.parametrize(
    ("broken", "line", "gist"),
    [
        # the rest of the broken case (a comment, a play, a verdict) is skipped, not reported again
        (f"{MOVE.replace('p1 p2', 'a a')}\n; inside\n(add copper)\n#t\n", 6, "(players a a)"),
        ("(add copper)\n#t\n", 6, "a case must start with (move state)"),
        ("hello (add copper) #f\n", 6, "found the word hello"),
        ("#t\n", 6, "found a verdict"),
        (f"{MOVE}\n#t\n", 7, "the case at line 6 has no play before its verdict"),
        (f"{ATTACKED}\n(discard)\n(moat)\n#t\n", 8, "takes one defense, then #t or #f"),
        (f"{MOVE}\n(add copper))\n#t\n", 7, "a ')' with no '(' before it"),
        (f"{MOVE}\n(add copper\n#t\n", 7, "this '(' is never closed (reading goes on at line 9)"),
        (f"{MOVE}\n(add copper\n; inside\n(add copper)\n#t\n", 7, "never closed (reading goes on at line 8)"),
        (f"{MOVE}\n(add copper)\n\n", 6, "this case has no #t or #f before the notification at line 10"),
    ],
)
def test_reading_goes_on_after_a_malformed_case(broken: str, line: int, gist: str) -> None:
    text = f"; first\n{GOOD}\n{broken}; last\n{GOOD}"
    found = scan_cases(text, "t.txt")
    errors = [item for item in found if isinstance(item, CaseFileError)]
    cases = [item for item in found if not isinstance(item, CaseFileError)]
    assert len(errors) == 1, [str(e) for e in errors]
    assert errors[0].line == line and gist in errors[0].problem, str(errors[0])
    assert [(case.title, judge(case).agrees) for case in cases] == [("first", True), ("last", True)]


@pytest.mark.parametrize(
    "play",
    [
        "(move)",
        "(move copper)",
        "(moved p1 (add copper))",
        "(attacked)",
        "(defended p2 (moat))",
        "(decide)",
        "(happened p1 (shuffle))",
        "(choose)",
        "(act (move))",
        "(move (add copper))",
        MOVE.replace("(players p1 p2)", "(players p1 p1)"),
    ],
)
def test_a_case_is_read_positionally_so_any_datum_in_play_position_is_a_play(play: str) -> None:
    """The issue's example: `(move)` in a case is an ungrammatical play judged #f, never the start of the
    next case; the case and the one after it are both read."""
    text = f"; odd\n{MOVE}\n(add copper)\n{play}\n#f\n; next\n{GOOD}"
    found = scan_cases(text, "t.txt")
    assert [type(item).__name__ for item in found] == ["Case", "Case"], [str(item) for item in found]
    odd, following = found
    assert [text for _, text in odd.answers] == ["(add copper)", play]
    verdict = judge(odd)
    assert (verdict.got, verdict.agrees, verdict.decided_by) == (False, True, 1)
    assert "is not a play" in verdict.rule
    assert following.title == "next" and judge(following).agrees


def test_a_notification_in_play_position_that_starts_a_line_of_an_open_datum_ends_it() -> None:
    """A `(move` at the start of a line inside a datum is where an unclosed play ran into the next case; on
    the play's own line it is part of the play."""
    found = scan_cases(f"{MOVE}\n(act mine (move\n{GOOD}", "t.txt")
    assert [type(item).__name__ for item in found] == ["CaseFileError", "Case"]
    assert found[0].line == 2 and "never closed" in found[0].problem


def test_after_a_malformed_case_reading_goes_on_after_its_verdict() -> None:
    """A case whose notification is broken is skipped up to its verdict, its plays such as `(move)`
    included; the next datum starts the next case, even one whose notification is broken too."""
    broken = MOVE.replace("(actions 1)", "(actions x)")
    text = f"{broken}\n(move)\n#t\n{broken}\n(add copper)\n#f\n{GOOD}"
    found = scan_cases(text, "t.txt")
    assert [(type(item).__name__, item.line) for item in found] == [
        ("CaseFileError", 1),
        ("CaseFileError", 4),
        ("Case", 7),
    ]


def test_an_unclosed_paren_at_the_end_of_the_file_ends_the_reading() -> None:
    found = scan_cases(f"{GOOD}{MOVE}\n(add copper\n#t\n", "t.txt")
    assert [type(item).__name__ for item in found] == ["Case", "CaseFileError"]
    assert found[1].line == 5 and found[1].problem == "this '(' is never closed (the file ends first)"


def test_the_command_reports_malformed_cases_and_judges_the_rest(tmp_path: Path) -> None:
    """A malformed case is one line with file and line, counts as a case that does not agree (exit 1)."""
    bad = tmp_path / "bad.txt"
    bad.write_text(f"; fine\n{GOOD}\n(add copper)\n#t\n; missing verdict\n{MOVE}\n(add copper)\n")
    good = tmp_path / "good.txt"
    good.write_text(GOOD)
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe not UTF-8\n")
    done = subprocess.run(
        ["referee", "validate", str(bad), str(good), str(binary)],
        capture_output=True,
        text=True,
        timeout=patience(60),
        check=False,
    )
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert lines[:4] == [
        f"ok        {bad}:2: fine -> #t",
        f"MALFORMED {bad}:6: a case must start with (move state) or (attacked (act attack) name state): "
        "expected a notification such as (move state), got (add copper)",
        f"MALFORMED {bad}:9: this case has no #t or #f at its end (the file ends first)",
        f"ok        {good}:1: case at {good}:1 -> #t",
    ]
    assert lines[4].startswith(f"ERROR     {binary}: cannot read the file: ")
    assert lines[5:] == [
        "2 of 4 cases agree with the rules engine, 2 malformed; 1 of 3 files could not be read"
    ]


@pytest.mark.parametrize("kind", ["missing", "directory"])
def test_a_missing_file_is_bad_use_exit_2(tmp_path: Path, kind: str) -> None:
    """A FILE that does not exist (or is a directory) is a mistake on the command line, not a failed case:
    exit 2 and one line naming it, before any other file is judged."""
    good = tmp_path / "good.txt"
    good.write_text(GOOD)
    target = tmp_path / "missing.txt"
    if kind == "directory":
        target.mkdir()
    done = subprocess.run(
        ["referee", "validate", str(good), str(target)], capture_output=True, text=True, timeout=patience(60)
    )
    assert done.returncode == 2
    assert done.stdout == ""
    [line] = done.stderr.splitlines()
    assert line.startswith(f"referee validate: error: '{target}'")
    assert ("no such file" if kind == "missing" else "is a directory") in line


def test_only_malformed_cases_still_fail_the_command(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text(MOVE.replace("p1 p2", "a a") + "\n(add copper)\n#t\n")
    assert validate.main([str(bad)]) == 1
    report = validate_file(str(bad))
    assert (report.error, len(report.verdicts), len(report.malformed), report.agrees) == (None, 0, 1, False)


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
        assert check_play(views.view(game), play) is None, play
        game.apply(play)
    return views.view(game, game.find("p1"))


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
    game = Game.at(before, rules=game_rules(1))
    game.apply(Clean(C.GOLD))
    after = views.view(game, game.find("p1"))
    assert after.discards == (C.GOLD, C.ESTATE, C.COPPER, C.ESTATE)
    assert (after.hand, after.deck, after.plays) == ((C.SILVER,) * 5, (C.SILVER,), ())
    assert (after.actions, after.buys, after.coins) == (0, 0, 0)
    assert (game.over, game.player.name, game.turn) == (False, "p2", 2)


def test_the_supply_piles_of_a_position_are_the_listed_ones_and_the_version_s_empty_ones() -> None:
    game = Game.at(view(supply=(C.SILVER, C.COPPER, C.COPPER, C.SMITHY)), rules=game_rules(1))
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
    assert views.view(game).supply == (C.COPPER, C.COPPER, C.SILVER, C.SMITHY)


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
