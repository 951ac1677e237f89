"""The checks of protocol v6 for `referee check --protocol 6` (docs/conformance.md, "The checks of v6").

They are listed in this module's `CHECKS`, which `referee.conformance.registry` puts after every check of
v1-v5 (which run for v6 too). Each check is a dialogue with a fresh process in a real
`referee.rules.game.Game` of protocol v6 arranged for it:

- ``v6-state``: a turn whose state has every v6 field filled: the game's events and landmarks (VP tokens on
  Battlefield), both players' debt (its own 1), VP and debt tokens on supply piles, ada's Tavern mat; every
  play is judged with `check_play` (an event's buy included: the debt is paid off first).
- ``quiet-after-v6-happened``: one ``(happened ...)`` of each event kind v6 adds, each taking no answer.
- ``decide-call``: a Ratcatcher on its Tavern mat as its turn starts: a ``(decide ...)`` of kind ``call``
  (source ``mat``), answered with the card or nothing.

A check whose script did not send what it is about is a `referee.conformance.ScriptError`: the referee's
fault, never the program's.
"""

from __future__ import annotations

from protocol import Card, Happened
from referee.conformance.dialogue import WAITING, Check, Dialogue, Table
from referee.conformance.v4 import kingdom_of, require_asked

C = Card

CHECKS: list[Check] = []
"""The checks this version adds, in report order."""


def _register(id: str, title: str, sends: str, expects: str, run) -> None:
    if any(existing.id == id for existing in CHECKS):
        raise ValueError(f"two checks called {id}")
    CHECKS.append(Check(id, title, sends, expects, 6, run))


def _v6_state(d: Dialogue) -> None:
    table = Table(d, kingdom=(*kingdom_of(C.SMITHY), "delve", "battlefield"))
    game = table.game
    me, ada = game.find(d.name), game.find("ada")
    table.give(hand=[C.COPPER, C.COPPER, C.COPPER, C.SILVER, C.ESTATE], deck=[C.COPPER] * 5)
    me.debt, ada.debt = 1, 2
    ada.mats["tavern"] = [C.RATCATCHER]
    game.pile_tokens[C.SILVER] = {"vp": 2}
    game.pile_tokens[C.SMITHY] = {"debt": 1}
    table.driver.flush()
    table.my_turn()


_register(
    "v6-state",
    "plays a turn from a v6 state with every field filled",
    "(move state) whose (events delve) (landmarks (battlefield 12)) (debt (NAME 1) (ada 2)) (vp-piles "
    "(silver 2)) (player-tokens (NAME) (ada)) (debt-piles (smithy 1)) (tavern (NAME) (ada ratcatcher)) "
    "follow v5's fields",
    "legal plays until (clean ...): a buy, of a card or of the event delve, only with the debt paid off "
    "first",
    _v6_state,
)

_V6_EVENTS = (
    Happened("ada", "landscapes", ("delve", "battlefield")),
    Happened("ada", "buy-event", ("delve",)),
    Happened("ada", "debt", amount=3),
    Happened("ada", "pay-debt", amount=2),
    Happened("ada", "vp-to", (C.SILVER,), amount=1),
    Happened("ada", "vp-from", ("battlefield",), amount=2),
    Happened("ada", "tavern", (C.RATCATCHER,)),
    Happened("ada", "call", (C.RATCATCHER,)),
    Happened("ada", "token", (C.SMITHY,), "+card"),
)
"""One event of each kind v6 adds, as the engine prints them (docs/protocol.md, "Version 6")."""


def _quiet_after_v6_happened(d: Dialogue) -> None:
    table = Table(d)
    table.my_turn()
    d.quiet(WAITING)
    for event in _V6_EVENTS:
        d.notify(event)
        d.quiet(WAITING)
    table.their_turn()
    table.my_turn()


_register(
    "quiet-after-v6-happened",
    "stays silent after every kind of (happened ...) v6 adds",
    "its turn, then (happened ada (landscapes delve battlefield)) (happened ada (buy-event delve)) ... one "
    "of each kind: landscapes buy-event debt pay-debt vp-to vp-from tavern call, and a token of a player",
    "no output after each notification (happened takes no answer), then legal plays",
    _quiet_after_v6_happened,
)


def _decide_call(d: Dialogue) -> None:
    table = Table(d, seat=1, kingdom=kingdom_of(C.RATCATCHER, C.SMITHY))
    me = table.game.find(d.name)
    me.mats["tavern"] = [C.RATCATCHER]
    table.give(hand=[C.COPPER, C.COPPER, C.ESTATE, C.ESTATE, C.ESTATE], deck=[C.COPPER] * 5)
    table.driver.flush()
    table.their_turn()  # its turn starts: the Ratcatcher on its Tavern mat may be called
    require_asked(table, C.RATCATCHER, kind="call")
    table.my_turn()


_register(
    "decide-call",
    "answers a (decide ...) of kind call: a Reserve card called from its Tavern mat (Adventures)",
    "ada's turn, then as its own starts with a Ratcatcher on its Tavern mat: (decide NAME ((player NAME) "
    "(card ratcatcher) (kind call) (source mat) (target) (options ratcatcher) (min 0) (max 1) (ordered no)) "
    "state)",
    "(choose ratcatcher) or (choose); then legal plays",
    _decide_call,
)
