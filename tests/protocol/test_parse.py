"""What the parsers accept: every play shape of each version, liberal names, comments, odd spacing."""

from __future__ import annotations

import pytest

from protocol import (
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Clean,
    Defended,
    DiscardDefense,
    MoatDefense,
    Move,
    Moved,
    ProtocolError,
    State,
    parse_defense,
    parse_notification,
    parse_play,
    parse_state,
)

C, S, G, E = Card.COPPER, Card.SILVER, Card.GOLD, Card.ESTATE

PLAYS = [
    (1, "(act mine copper silver)", Act(Card.MINE, (C, S))),
    (1, "(act mine gold copper)", Act(Card.MINE, (G, C))),  # grammatical; legality is not the parser's
    (1, "(add gold)", Add(G)),
    (1, "(buy province)", Buy(Card.PROVINCE)),
    (1, "(buy mine)", Buy(Card.MINE)),
    (1, "(clean)", Clean()),
    (1, "(clean estate)", Clean(E)),
    (2, "(act cellar)", Act(Card.CELLAR)),
    (2, "(act cellar estate estate copper)", Act(Card.CELLAR, (E, E, C))),
    (2, "(act market)", Act(Card.MARKET)),
    (2, "(act remodel estate silver)", Act(Card.REMODEL, (E, S))),
    (2, "(act remodel remodel gold)", Act(Card.REMODEL, (Card.REMODEL, G))),
    (2, "(act smithy)", Act(Card.SMITHY)),
    (2, "(act village)", Act(Card.VILLAGE)),
    (2, "(act woodcutter)", Act(Card.WOODCUTTER)),
    (2, "(act workshop village)", Act(Card.WORKSHOP, (Card.VILLAGE,))),
    (3, "(act militia)", Act(Card.MILITIA)),
    (3, "(act moat)", Act(Card.MOAT)),
    (3, "(buy moat)", Buy(Card.MOAT)),
]


@pytest.mark.parametrize(("version", "text", "play"), PLAYS)
def test_every_play_shape_in_its_version_and_later(version: int, text: str, play) -> None:
    for later in range(version, 4):
        assert parse_play(text, later) == play


@pytest.mark.parametrize(
    "text",
    [
        "(act smithy )",
        "( act smithy)",
        "(act  smithy)",
        "(act\nsmithy)",
        "\t(act smithy)\r\n",
        "(act smithy) ; a comment after, with a . and a ) in it",
        "; a comment before\n(act smithy)",
        "(act ; a comment inside\n smithy)",
    ],
)
def test_spacing_and_comments(text: str) -> None:
    assert parse_play(text) == Act(Card.SMITHY)


def test_defenses() -> None:
    assert parse_defense("(moat)") == MoatDefense()
    assert parse_defense("(discard)") == DiscardDefense()
    assert parse_defense("( discard estate\n copper )") == DiscardDefense((E, C))


STATE_TEXT = (
    "((players 0-player p1 t nil) (supply copper silver gold) (trash estate) (actions 007) (buys 1) "
    "(coins 12) (deck copper) (hand estate copper) (plays gold) (discards silver copper))"
)
STATE = State(("0-player", "p1", "t", "nil"), (C, S, G), (E,), 7, 1, 12, (C,), (E, C), (G,), (S, C))


def test_state_with_liberal_names_and_leading_zeros() -> None:
    assert parse_state(STATE_TEXT) == STATE


def test_every_notification_kind() -> None:
    assert parse_notification(f"(move {STATE_TEXT})", 1) == Move(STATE)
    assert parse_notification("(moved 0-player (clean))", 1) == Moved("0-player", Clean())
    assert parse_notification(f"(attacked (act militia) p1 {STATE_TEXT})") == Attacked(
        Act(Card.MILITIA), "p1", STATE
    )
    assert parse_notification("(defended p1 (discard copper))") == Defended("p1", DiscardDefense((C,)))


def test_names_are_any_symbol_but_never_a_list_string_or_dot() -> None:
    for name in ("#t", "a-b", "ALICE", "42", "é"):
        assert parse_notification(f"(moved {name} (clean))").name == name
    for bad in ("(a)", '"a"', "."):
        with pytest.raises(ProtocolError):
            parse_notification(f"(moved {bad} (clean))")


def test_words_are_never_converted() -> None:
    # sexpdata by default reads t as True, nil as [], 1e3 as 1000.0: here they stay names.
    moved = parse_notification("(moved t (buy copper))")
    assert moved.name == "t" and type(moved.name) is str
    assert parse_notification("(moved nil (clean))").name == "nil"
    assert parse_notification("(moved 1e3 (clean))").name == "1e3"


@pytest.mark.parametrize("parse", [parse_play, parse_defense])
@pytest.mark.parametrize("word", ["got", "debug:", "42"])
def test_a_bare_word_is_explained_as_probable_debugging_output(parse, word) -> None:
    with pytest.raises(ProtocolError) as error:
        parse(word)
    assert f"got {word}; an answer is one parenthesised datum" in str(error.value)
    assert "write that to stderr" in str(error.value)


def test_a_list_answer_gets_no_bare_word_hint() -> None:
    with pytest.raises(ProtocolError) as error:
        parse_play("(by copper)")
    assert "stderr" not in str(error.value)
