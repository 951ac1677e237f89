"""`players.kit.run` with the v4 messages: `decide` answered by `(choose ...)` (the strategy's, or the default
answer), `happened` only noted, `attacked` by any attack, v3 and v4 views read by the same player, v3
strategies (two-parameter `defend`, no `decide`) still answered, and strategy mistakes reported."""

from __future__ import annotations

import dataclasses
import io

import pytest

from players import kit
from players.tactics import clean_up, defend_with_moat_or_discard
from protocol import to_wire
from protocol.messages import (
    Act,
    Attacked,
    Card,
    Decide,
    Happened,
    Move,
    Question,
    State,
    StateV4,
)

C = Card


def v4(state: State, kingdom=(C.CHAPEL, C.WITCH)) -> StateV4:
    fields = {field.name: getattr(state, field.name) for field in dataclasses.fields(State)}
    return StateV4(**fields, aside=(), kingdom=tuple(kingdom))


def run(strategy, *messages, version=None) -> tuple[int, str]:
    data = "".join(to_wire(message) + "\n" for message in messages).encode()
    out = io.StringIO()
    status = kit.run(strategy, version, stdin=io.BytesIO(data), stdout=out)
    return status, out.getvalue()


class V3Strategy:
    """A strategy written for v3: two-parameter defend, no decide, records its calls."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def move(self, state):
        self.calls.append("move")
        return clean_up(state)

    def defend(self, attacker, state):
        self.calls.append(f"defend {attacker}")
        return defend_with_moat_or_discard(state)

    def notify(self, notification):
        self.calls.append(f"notify {type(notification).__name__}")


class V4Strategy(V3Strategy):
    """Three-parameter defend and a decide that trashes every estate a sentry looks at, else leaves the
    answer to the kit (None)."""

    def defend(self, attacker, state, card):
        self.calls.append(f"defend {attacker} {card}")
        return defend_with_moat_or_discard(state, card)

    def decide(self, question, state):
        self.calls.append(f"decide {question.card} {question.kind}")
        if question.card == C.SENTRY and question.kind == "trash":
            return [option for option in question.options if option == "estate"]
        return None


SENTRY_TRASH = Question("me", C.SENTRY, "trash", "revealed", None, (C.COPPER, C.ESTATE), 0, 2)
LIBRARY = Question("me", C.LIBRARY, "set-aside", "hand", None, (C.SMITHY,), 0, 1)
BANDIT = Question("me", C.BANDIT, "trash", "revealed", "other", (C.SILVER, C.GOLD), 1, 1)


def test_decide_is_answered_by_the_strategy_or_the_default(state):
    view = v4(state([C.COPPER, C.ESTATE], actions=0))
    strategy = V4Strategy()
    status, out = run(
        strategy,
        Decide("me", SENTRY_TRASH, view),
        Decide("me", LIBRARY, view),
        Decide("other", BANDIT, view),
    )
    assert status == 0
    assert out == "(choose estate)\n(choose smithy)\n(choose silver)\n"
    assert strategy.calls == ["decide sentry trash", "decide library set-aside", "decide bandit trash"]


def test_a_strategy_without_decide_gets_the_default_answers(state):
    view = v4(state([C.COPPER], actions=1))
    status, out = run(V3Strategy(), Decide("me", SENTRY_TRASH, view), Decide("me", LIBRARY, view))
    assert (status, out) == (0, "(choose)\n(choose)\n")


def test_happened_is_noted_and_never_answered(state):
    strategy = V4Strategy()
    status, out = run(
        strategy,
        Happened("other", "gain", (C.CURSE,), "discards"),
        Happened("me", "shuffle"),
        Move(v4(state([C.ESTATE]))),
    )
    assert (status, out) == (0, "(clean estate)\n")
    assert strategy.calls == ["notify Happened", "notify Happened", "move"]


@pytest.mark.parametrize(
    ("strategy", "card", "hand", "reply", "call"),
    [
        (V4Strategy(), C.WITCH, [C.COPPER] * 5, "(discard)", "defend other witch"),
        (
            V4Strategy(),
            C.MILITIA,
            [C.ESTATE, C.COPPER, C.COPPER, C.GOLD],
            "(discard estate)",
            "defend other militia",
        ),
        (V4Strategy(), C.BANDIT, [C.MOAT, C.COPPER], "(moat)", "defend other bandit"),
        # A v3 defend answers as for militia; only militia keeps the discards.
        (V3Strategy(), C.WITCH, [C.ESTATE, C.COPPER, C.COPPER, C.GOLD], "(discard)", "defend other"),
        (V3Strategy(), C.SPY, [C.MOAT, C.COPPER], "(moat)", "defend other"),
        (V3Strategy(), C.MILITIA, [C.ESTATE, C.COPPER, C.COPPER, C.GOLD], "(discard estate)", "defend other"),
    ],
)
def test_every_attack_is_answered_with_a_defense(strategy, card, hand, reply, call, state):
    view = v4(state(hand, actions=0, buys=0))
    status, out = run(strategy, Attacked(Act(card), "other", view))
    assert (status, out) == (0, reply + "\n")
    assert strategy.calls == [call]


def test_a_strategy_with_only_move_still_defends_and_decides(state):
    class OnlyMove:
        def move(self, state):
            return clean_up(state)

    view = v4(state([C.MOAT, C.COPPER], actions=0, buys=0))
    status, out = run(
        OnlyMove(),
        Happened("other", "attack", (C.WITCH,)),
        Attacked(Act(C.WITCH), "other", view),
        Decide("me", LIBRARY, view),
    )
    assert (status, out) == (0, "(moat)\n(choose smithy)\n")


def test_one_player_reads_v3_and_v4_views(state):
    strategy = V4Strategy()
    status, out = run(strategy, Move(state([C.ESTATE])), Move(v4(state([C.COPPER]))), Move(state([C.GOLD])))
    assert (status, out) == (0, "(clean estate)\n(clean copper)\n(clean gold)\n")


def test_asking_for_v3_refuses_a_v4_message(state, capsys):
    status, out = run(V4Strategy(), Decide("me", LIBRARY, v4(state([]))), version=3)
    assert (status, out) == (kit.EXIT_BAD_INPUT, "")
    assert "this notification could not be parsed" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        ("estate", "expected a tuple of options such as ('estate',)"),
        (("Dragon!",), "chose 'Dragon!', which is neither a card nor an option word"),
        ((-3,), "chose -3, which is neither a card nor an option word"),
        ((2.5,), "chose 2.5, which is neither a card nor an option word"),
    ],
)
def test_a_bad_answer_of_decide_is_reported(answer, message, state, capsys):
    class Bad(V3Strategy):
        def decide(self, question, state):
            return answer

    status, out = run(Bad(), Decide("me", LIBRARY, v4(state([]))))
    assert (status, out) == (kit.EXIT_STRATEGY_ERROR, "")
    err = capsys.readouterr().err
    assert "the strategy Bad failed" in err
    assert "while answering: (decide me ((player me) (card library)" in err
    assert message in err


def test_act_builds_a_play_from_the_strategy_decide(state):
    class TrashEstates:
        def decide(self, question, state):
            return tuple(card for card in question.options if card == C.ESTATE)

    view = state([C.CHAPEL, C.ESTATE, C.ESTATE, C.COPPER])
    assert kit.act(view, C.CHAPEL, TrashEstates()) == Act(C.CHAPEL, (C.ESTATE, C.ESTATE))
    assert kit.act(view, C.CHAPEL, object()) == Act(C.CHAPEL)


def test_v5_option_words_and_amounts_are_written_as_chosen(state):
    """A v5 answer may choose option words (``+card``) and amounts; an int amount is written as its digits.
    Whether they are among the options is the referee's to judge, as for cards."""

    class Words(V3Strategy):
        def decide(self, question, state):
            return ("+card", 2)

    status, out = run(Words(), Decide("me", LIBRARY, v4(state([]))))
    assert (status, out) == (kit.EXIT_OK, "(choose +card 2)\n")
