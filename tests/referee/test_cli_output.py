"""`referee.output`: how figures of the result table and ejection reports read."""

from __future__ import annotations

import io

import pytest

from referee.match import MatchConfig, MatchRecord
from referee.output import Report, ejection_summary, reply_times
from referee.result import Ejection, GameResult, PlayerResult, ReplyStats
from referee.transcript import Transcript


@pytest.mark.parametrize(
    ("mean", "max_", "shown"),
    [
        (0.00031, 0.0012, "0.31/1.2 ms"),
        (0.00004, 0.0009, "0.04/0.90 ms"),
        (0.0012, 0.0099, "1.2/9.9 ms"),
        (0.00999, 0.01, "10/10 ms"),
        (0.012, 0.47, "12/470 ms"),
        (0.8, 4.9, "800/4900 ms"),
    ],
)
def test_reply_times_keep_two_significant_digits(mean: float, max_: float, shown: str) -> None:
    assert reply_times(ReplyStats(count=10, mean=mean, max=max_)) == shown


def report_of(ejection: Ejection, stderr_tail: str) -> str:
    """The game report printed for a two-player game in which `bob` was ejected with `ejection`."""
    config = MatchConfig(players=(("ann", ("ann",)), ("bob", ("bob",))), seed=1)
    result = GameResult(
        seed=1,
        version=3,
        end="last-player-standing",
        turns=2,
        players=(
            PlayerResult("ann", 0, score=3, turns=1, rank=1),
            PlayerResult("bob", 1, score=3, turns=1, rank=2, ejection=ejection),
        ),
        winners=("ann",),
    )
    out = io.StringIO()
    Report(config, file=out).finish(MatchRecord(result, Transcript(), stderr_tails={"bob": stderr_tail}))
    return out.getvalue()


def test_a_crash_report_quotes_the_last_stderr_line_once() -> None:
    crash = Ejection(
        kind="crashed",
        message="exited with status 1; its last stderr line: ValueError: boom",
        text=None,
        state="(move ((players bob ann)))",
        turn=2,
    )
    shown = report_of(crash, "Traceback (most recent call last):\n  File x\nValueError: boom\n")
    assert shown.count("ValueError: boom") == 1, shown
    assert "its stderr before that: Traceback (most recent call last):" in shown
    assert "answering: (move ((players bob ann)))" in shown


def test_output_while_waiting_is_shown_after_the_last_message_even_a_move() -> None:
    # A player that wrote two plays for one move: the second arrived while it was waiting.
    extra = Ejection(
        kind="output-while-waiting",
        message="wrote while waiting",
        text="(add copper)",
        state="(move ((players bob ann)))",
        turn=2,
    )
    shown = report_of(extra, "")
    assert "last sent: (move ((players bob ann)))" in shown and "answering" not in shown
    assert "its stderr" not in shown
    assert ejection_summary(extra.kind, extra.message, extra.state, 2).endswith(", last sent (move …)")


def test_an_empty_state_prints_no_state_line() -> None:
    early = Ejection(kind="output-while-waiting", message="wrote before it was sent anything", text="hi",
                     state="", turn=1)  # fmt: skip
    shown = report_of(early, "")
    assert "after:" not in shown and "answering:" not in shown


def test_one_turn_is_singular_and_a_long_state_shows_the_hand_first_cut_between_words() -> None:
    supply = "copper silver " * 30  # no run of one card: counting runs does not make it short
    state = (
        f"(move ((players bob ann) (supply {supply}estate) (trash) (actions 1) (buys 1) (coins 0) "
        "(deck copper copper) (hand copper estate copper copper copper) (plays) (discards)))"
    )
    timeout = Ejection(kind="reply-timeout", message="no reply within 5 s", text=None, state=state, turn=1)
    shown = report_of(timeout, "")
    assert "Game over after 2 turns" in shown
    [line] = [line for line in shown.splitlines() if line.startswith("  answering: ")]
    kept, total = line.removeprefix("  answering: ").rsplit(" … ", 1)
    hand_first = (
        "(move ((hand copper estate copper×3) (plays) (actions 1) (buys 1) (coins 0) (players bob ann) "
    )
    assert kept.startswith(hand_first + "(supply copper silver "), line
    assert total == f"({len(state)} characters in all)" and kept.split()[-1] in ("copper", "silver"), line


def test_a_game_of_one_turn_says_turn() -> None:
    crash = Ejection(kind="crashed", message="exited with status 1", text=None, state="", turn=1)
    config = MatchConfig(players=(("ann", ("ann",)), ("bob", ("bob",))), seed=1)
    result = GameResult(
        seed=1,
        version=3,
        end="last-player-standing",
        turns=1,
        players=(
            PlayerResult("ann", 0, score=3, turns=0, rank=1),
            PlayerResult("bob", 1, score=3, turns=1, rank=2, ejection=crash),
        ),
        winners=("ann",),
    )
    out = io.StringIO()
    Report(config, file=out).finish(MatchRecord(result, Transcript(), stderr_tails={}))
    assert "Game over after 1 turn: every other player was ejected. Winner: ann." in out.getvalue()


def test_a_shared_win_with_unequal_turns_says_the_tiebreak_leaves_extra_turns_out() -> None:
    """bob's 56 turns include a possessed turn (Possession), which the tiebreak does not count: the report
    says why ann's 55 do not win alone; a tie of equal turns needs no such line."""

    def finished(turns: tuple[int, int]) -> str:
        config = MatchConfig(players=(("ann", ("ann",)), ("bob", ("bob",))), seed=1)
        result = GameResult(
            seed=1,
            version=5,
            end="provinces",
            turns=sum(turns),
            players=(
                PlayerResult("ann", 0, score=31, turns=turns[0], rank=1),
                PlayerResult("bob", 1, score=31, turns=turns[1], rank=1),
            ),
            winners=("ann", "bob"),
        )
        out = io.StringIO()
        Report(config, file=out).finish(MatchRecord(result, Transcript()))
        return out.getvalue()

    shown = finished((55, 56))
    assert (
        "ann and bob share rank 1 with 31 VP: the Turns column counts extra turns (Outpost's, a possessed "
        "turn), the tiebreak only their own turns, equal here." in shown.splitlines()
    ), shown
    assert "share rank" not in finished((55, 55))
