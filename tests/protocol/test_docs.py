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
