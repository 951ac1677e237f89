"""The player's docs agree with the code: the protocol versions they list, the state fields they count and the
order in which they say the kit tries its grammars are read from `protocol.messages`, `protocol.parse` and
`players.kit`, not copied into the test (issue 41, "Docs that agree")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from players import kit
from protocol.parse import QUESTION_FIELDS, STATE_FIELDS, STATE_FIELDS_V4, STATE_FIELDS_V5, STATE_FIELDS_V6
from protocol.versions import VERSIONS

NUMBERS = dict(
    zip(
        "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split(),
        range(1, 21),
        strict=True,
    )
)
NUMBER = "|".join(NUMBERS)

STATE_OF = {
    1: STATE_FIELDS,
    2: STATE_FIELDS,
    3: STATE_FIELDS,
    4: STATE_FIELDS_V4,
    5: STATE_FIELDS_V5,
    6: STATE_FIELDS_V6,
}
"""Each version's state fields, from the parser."""

ADDED = {
    4: len(STATE_FIELDS_V4) - len(STATE_FIELDS),
    5: len(STATE_FIELDS_V5) - len(STATE_FIELDS_V4),
    6: len(STATE_FIELDS_V6) - len(STATE_FIELDS_V5),
}
"""How many state fields each version adds to the one before."""


@pytest.fixture(scope="module")
def texts(project_root: Path) -> dict[str, str]:
    """The texts that count fields or name the kit's grammars: two docs and the kit's own docstring."""
    return {
        "docs/writing-a-player.md": (project_root / "docs" / "writing-a-player.md").read_text(),
        "docs/protocol.md": (project_root / "docs" / "protocol.md").read_text(),
        "players/kit.py": kit.__doc__ or "",
    }


def _sentences(text: str) -> list[tuple[str, str]]:
    """(what comes before it, sentence) for every sentence of `text`, lines joined: before it, the heading
    above (a line starting with ``#``), then its paragraph up to the sentence."""
    found = []
    heading = ""
    for block in re.split(r"\n(?=#)|\n\s*\n", text):
        if block.startswith("#"):
            heading, _, block = block.partition("\n")
        before = heading
        for sentence in re.split(r"(?<=[.:;])\s+(?=[-A-Z*`(])", " ".join(block.split())):
            found.append((before, sentence))
            before += " " + sentence
    return found


def _versions(text: str) -> list[int]:
    return [int(v) for v in re.findall(r"\bv([1-9])\b|[Vv]ersion ([1-9])\b", text) for v in v if v]


def test_the_guide_opens_with_every_protocol_version(texts: dict[str, str]) -> None:
    opening = " ".join(texts["docs/writing-a-player.md"].split("\n## ")[0].split())
    listed = re.search(r"Dominion Protocol \(([^;)]*)", opening)
    assert listed, opening
    assert _versions(listed.group(1)) == list(VERSIONS), listed.group(1)


def test_every_count_of_added_state_fields_is_the_parsers(texts: dict[str, str]) -> None:
    # "seven more state fields", "followed by seven more", "grows by seven fields", "gains two fields"
    added = re.compile(
        rf"\b({NUMBER}) more (?:state )?fields|followed by ({NUMBER}) more"
        rf"|(?:grows|gains) (?:by )?({NUMBER}) fields",
        re.I,
    )
    seen = 0
    for where, text in texts.items():
        for before, sentence in _sentences(text):
            for match in added.finditer(sentence):
                word = next(w for w in match.groups() if w).lower()
                # The version the count is of: the newest named before it in the sentence, else in its
                # paragraph and heading.
                named = _versions(sentence[: match.start()]) or _versions(before)
                assert named, (where, sentence)
                version = max(named)
                assert NUMBERS[word] == ADDED[version], (
                    f"{where}: {word!r} fields added by v{version}, the parser has {ADDED[version]}: "
                    + sentence
                )
                seen += 1
    assert seen >= 6  # the guide's v4 and v5 sections, protocol.md's three, the kit's


def test_every_count_of_a_versions_fields_is_the_parsers(texts: dict[str, str]) -> None:
    # "v3's ten fields", "v4's twelve fields", "the twelve v4 fields", "a v5 one nineteen"; "the seven v5
    # fields" are those v5 adds, "v4's nine fields" those of its decision record
    whole = re.compile(
        rf"\bv([1-9])'s ({NUMBER}) fields|the ({NUMBER}) v([1-9]) fields|a v([1-9]) one ({NUMBER})"
    )
    seen = 0
    for where, text in texts.items():
        for match in whole.finditer(" ".join(text.split())):
            groups = [g for g in match.groups() if g]
            version = int(next(g for g in groups if g.isdigit()))
            count = NUMBERS[next(g for g in groups if not g.isdigit())]
            allowed = {len(STATE_OF[version]), ADDED.get(version)}
            allowed |= {len(QUESTION_FIELDS)} if version >= 4 else set()
            assert count in allowed, f"{where}: {match.group(0)!r}; the parser has {sorted(allowed)}"
            seen += 1
    assert seen >= 5


def test_the_kit_is_said_to_try_its_grammars_in_its_own_order(texts: dict[str, str]) -> None:
    order = list(kit.GRAMMARS)
    seen = 0
    for where in ("docs/writing-a-player.md", "players/kit.py"):
        for _, sentence in _sentences(texts[where]):
            if not re.search(r"\b(kit|notification)\b", sentence) or not re.search(
                r"\bread|failing that|first\b", sentence
            ):
                continue
            named = list(dict.fromkeys(_versions(sentence)))
            if len(named) < 2 or not re.search(r"grammar|failing that|first|refuses", sentence):
                continue
            assert named == order[: len(named)], f"{where}: {named}, the kit tries {order}: {sentence}"
            seen += 1
    assert seen >= 4


def test_the_documented_state_field_lists_are_the_parsers(texts: dict[str, str]) -> None:
    grammar = texts["docs/protocol.md"]
    v5 = grammar[grammar.index("### The v5 state") :]
    v5 = v5[: v5.index("\n### ")]
    documented = re.findall(r"^\| `\(([a-z-]+)", v5, re.M)
    assert documented == list(STATE_FIELDS_V5[len(STATE_FIELDS_V4) :])
