"""Speed of the wire language: microseconds per operation, on one core.

    python bench/protocol_bench.py [--quick]

Measures parsing a play, parsing a defense, printing the `move` notification of a 4-player v3 game with
the full supply listed, parsing it back, and splitting a reply off a byte stream; for v4, parsing a nested
Throne Room play and printing and parsing a `decide` request of a 4-player game with a full supply. Each
figure is the best of several timed runs (CPU time), next to a baseline measured in the same run (plain
`sexpdata`, the library the parser is built on) and the target of issue 2 (< 30 us to parse a play, < 30 us
to print such a state). Prints figures only; asserts nothing.
"""

from __future__ import annotations

import sys
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sexpdata  # noqa: E402

from protocol import (  # noqa: E402
    V4_KINGDOM,
    Card,
    Decide,
    Move,
    Question,
    State,
    StateV4,
    parse_defense,
    parse_notification,
    parse_play,
    to_wire,
)
from protocol.framing import DatumSplitter  # noqa: E402
from protocol.versions import VERSIONS  # noqa: E402


def full_supply_state() -> State:
    """The view of the first player of a 4-player v3 game at its start: every pile full."""
    piles = [(Card.COPPER, 60 - 7 * 4), (Card.SILVER, 40), (Card.GOLD, 30)]
    piles += [(Card.ESTATE, 12), (Card.DUCHY, 12), (Card.PROVINCE, 12)]
    piles += [(card, 10) for card in VERSIONS[3].actions]
    supply = tuple(card for card, count in piles for _ in range(count))
    return State(
        players=("alice", "bob", "carol", "dave"),
        supply=supply,
        trash=(),
        actions=1,
        buys=1,
        coins=0,
        deck=(Card.COPPER, Card.COPPER, Card.COPPER, Card.COPPER, Card.ESTATE),
        hand=(Card.COPPER, Card.COPPER, Card.COPPER, Card.ESTATE, Card.ESTATE),
        plays=(),
        discards=(),
    )


def full_supply_decide() -> Decide:
    """A Sentry's `decide` in a 4-player v4 game at its start: every pile full, curses, 10 kingdom piles."""
    kingdom = V4_KINGDOM[-10:]
    v3 = full_supply_state()
    base = tuple(card for card in v3.supply if card not in VERSIONS[3].actions)
    supply = base + (Card.CURSE,) * 30 + tuple(card for card in kingdom for _ in range(10))
    aside = (Card.COPPER, Card.ESTATE)
    fields = {name: getattr(v3, name) for name in State.__slots__}
    state = StateV4(**(fields | {"supply": supply}), aside=aside, kingdom=kingdom)
    question = Question("alice", Card.SENTRY, "trash", "revealed", None, aside, 0, 2)
    return Decide("alice", question, state)


def per_op_us(func, number: int, repeat: int) -> float:
    # CPU time of this process, not wall time: on a machine busy with other work the figure stays what one
    # core spends on the operation.
    return min(timeit.repeat(func, number=number, repeat=repeat, timer=time.process_time)) / number * 1e6


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    scale = 10 if quick else 1
    repeat = 3 if quick else 7
    move = Move(full_supply_state())
    wire = to_wire(move)
    play = "(act mine copper silver)"
    defense = "(discard copper estate)"
    stream = (play + "\n").encode()
    nested = sexpdata.loads(wire, true=None, nil=None)
    decide_nested = sexpdata.loads(to_wire(full_supply_decide()), true=None, nil=None)

    supply = len(move.state.supply)
    decide = full_supply_decide()
    decide_wire = to_wire(decide)
    nested_play = "(act throne-room (act remodel estate silver))"

    def split() -> None:
        DatumSplitter().feed(stream)

    rows = [
        ("parse a play (act mine copper silver)", lambda: parse_play(play), 20000, 30.0,
         "sexpdata.loads", lambda: sexpdata.loads(play)),
        ("parse a defense (discard copper estate)", lambda: parse_defense(defense), 20000, None,
         "sexpdata.loads", lambda: sexpdata.loads(defense)),
        (f"print the 4-player move state ({supply} supply cards)", lambda: to_wire(move), 20000, 30.0,
         "sexpdata.dumps", lambda: sexpdata.dumps(nested)),
        ("parse that move state back", lambda: parse_notification(wire), 300, None,
         "sexpdata.loads", lambda: sexpdata.loads(wire)),
        ("split a play off a byte stream (framing)", split, 20000, None,
         "lines (split)", lambda: stream.decode().split("\n")),
        ("v4: parse (act throne-room (act remodel estate silver))", lambda: parse_play(nested_play, 4),
         20000, None, "sexpdata.loads", lambda: sexpdata.loads(nested_play)),
        (f"v4: print a 4-player decide ({len(decide.state.supply)} supply cards)", lambda: to_wire(decide),
         20000, None, "sexpdata.dumps", lambda: sexpdata.dumps(decide_nested)),
        ("v4: parse that decide back", lambda: parse_notification(decide_wire, 4), 300, None,
         "sexpdata.loads", lambda: sexpdata.loads(decide_wire)),
    ]  # fmt: skip
    print(
        f"protocol bench, Python {sys.version.split()[0]}, CPU microseconds per operation; "
        f"{len(wire)} characters in the move notification"
    )
    print(f"{'operation':58} {'us/op':>8} {'baseline':>16} {'us/op':>8} {'ratio':>6}  target")
    for label, func, number, target, base_label, base in rows:
        n = max(1, number // scale)
        ours = per_op_us(func, n, repeat)
        theirs = per_op_us(base, n, repeat)
        verdict = "" if target is None else f"< {target:g} us: {'met' if ours < target else 'MISSED'}"
        print(f"{label:58} {ours:8.1f} {base_label:>16} {theirs:8.1f} {ours / theirs:6.2f}  {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
