"""docs/protocol.md stays true: its example messages are exact wire text and its error table quotes the
parser's actual messages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from protocol import ProtocolError, parse_defense, parse_notification, parse_play, to_wire


@pytest.fixture(scope="module")
def doc(project_root: Path) -> str:
    return (project_root / "docs" / "protocol.md").read_text()


def section(doc: str, title: str) -> str:
    start = doc.index(f"## {title}")
    end = doc.find("\n## ", start + 1)
    return doc[start : end if end >= 0 else len(doc)]


def test_example_notifications_are_exact_wire_text(doc: str) -> None:
    block = section(doc, "Examples of every message").split("```")[1]
    lines = [line for line in block.splitlines() if line.strip()]
    assert len(lines) == 10
    for line in lines:
        assert to_wire(parse_notification(line, 3)) == line


def test_example_plays_and_defenses_parse_in_their_version(doc: str) -> None:
    block = section(doc, "Examples of every message").split("```")[3]
    version = 0
    seen = 0
    for line in block.splitlines():
        if match := re.match(r"v(\d):", line):
            version = int(match.group(1))
        for play in re.findall(r"\([^()]*\)", line):
            assert to_wire(parse_play(play, version)) == play
            if version > 1:
                with pytest.raises(ProtocolError, match="not part of protocol"):
                    parse_play(play, version - 1)
            seen += 1
    assert seen == 15
    for defense in ("(moat)", "(discard estate copper)", "(discard)"):
        assert f"`{defense}`" in section(doc, "Examples of every message")
        assert to_wire(parse_defense(defense)) == defense


def test_error_table_quotes_the_parser(doc: str) -> None:
    rows = re.findall(
        r"^\| `([^`]+)`( \(v(\d)\))?( after `\w+`)? \| (.+) \|$", section(doc, "Error messages"), re.M
    )
    assert len(rows) >= 12
    for reply, _, version, after, documented in rows:
        parse = parse_defense if after == " after `attacked`" else parse_play
        with pytest.raises(ProtocolError) as caught:
            parse(reply, int(version or 3))
        documented = documented.replace("\\|", "|")
        if documented.endswith("...)"):
            assert str(caught.value).startswith(documented[:-4])
        else:
            assert str(caught.value) == documented


def _datums(text: str) -> list[str]:
    """The top-level parenthesised datums of `text`, in order."""
    found, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char == "(":
            if depth == 0:
                start = index
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                found.append(text[start : index + 1])
    return found


def test_v4_examples_are_exact_wire_text_of_every_new_message(doc: str) -> None:
    from protocol import Decide, Happened, parse_answer

    v4 = section(doc, "Version 4: the whole base game")
    examples = v4[v4.index("### Examples of every v4 message") :]
    blocks = examples.split("```")
    notes = [line for line in blocks[1].splitlines() if line.strip()]
    parsed = [parse_notification(line, 4) for line in notes]
    assert [to_wire(note) for note in parsed] == notes
    kinds = {type(note).__name__ for note in parsed}
    assert kinds == {"Move", "Moved", "Attacked", "Defended", "Decide", "Happened"}
    events = {note.kind for note in parsed if isinstance(note, Happened)}
    assert events == {"gain", "trash", "discard", "topdeck", "reveal", "shuffle", "play", "attack"}
    assert any(isinstance(note, Decide) and note.question.target for note in parsed)
    plays = _datums(blocks[3])
    assert len(plays) == 11
    for play in plays:
        assert to_wire(parse_play(play, 4)) == play
    for answer in ("(choose copper estate)", "(choose)", "(choose discard-deck)"):
        assert f"`{answer}`" in blocks[4]
        assert to_wire(parse_answer(answer, 4)) == answer


def test_v4_play_table_has_one_row_per_card_and_its_plays_parse(doc: str) -> None:

    from protocol.messages import BASE_GAME

    v4 = section(doc, "Version 4: the whole base game")
    table = v4[v4.index("| card | v4 play |") : v4.index("A Throne Room's nested play")]
    rows = [line.split(" | ") for line in table.splitlines()[2:] if line.startswith("| ")]
    named = [name.strip() for row in rows for name in row[0].strip("| ").split(",")]
    assert sorted(named) == sorted(card.value for card in BASE_GAME)
    for row in rows:
        for play in re.findall(r"`(\([^`]*\))`", " | ".join(row[1:])):
            assert to_wire(parse_play(play, 4)) == play


def test_v5_examples_are_exact_wire_text_of_every_new_message(doc: str) -> None:
    from protocol import EVENT_KINDS, EVENT_SHAPES_V5, Decide, Happened, parse_answer

    v5 = section(doc, "Version 5: every card of the catalogue")
    examples = v5[v5.index("### Examples of every v5 message") :]
    blocks = examples.split("```")
    notes = [line for line in blocks[1].splitlines() if line.strip()]
    parsed = [parse_notification(line, 5) for line in notes]
    assert [to_wire(note) for note in parsed] == notes
    assert {type(note).__name__ for note in parsed} == {
        "Move",
        "Moved",
        "Attacked",
        "Defended",
        "Decide",
        "Happened",
    }
    events = {note.kind for note in parsed if isinstance(note, Happened)}
    assert events == set(EVENT_SHAPES_V5) - set(EVENT_KINDS)
    kinds = {note.question.kind for note in parsed if isinstance(note, Decide)}
    assert {"choose", "name", "pay"} <= kinds
    listed = blocks[2][blocks[2].index("Plays (player to referee)") : blocks[2].index("Answers:")]
    plays = re.findall(r"`(\([^`]*\))`", listed)
    assert len(plays) == 7
    for play in plays:
        assert to_wire(parse_play(play, 5)) == play
    for answer in ("(choose +card +coin)", "(choose silver)", "(choose 2)"):
        assert f"`{answer}`" in blocks[2]
        assert to_wire(parse_answer(answer, 5)) == answer
    for defense in ("(reveal secret-chamber)", "(moat)", "(discard)"):
        assert f"`{defense}`" in blocks[2]
        assert to_wire(parse_defense(defense, 5)) == defense
