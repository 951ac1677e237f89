"""The checks of protocol v5 for `referee check --protocol 5` (docs/conformance.md, "The checks of v5").

They are listed in this module's `CHECKS`, which `referee.conformance.registry` puts after every check of
v1-v4 (which run for v5 too, in a v5 game whose kingdom is v3's ten cards unless a check names its own). Each
check is a dialogue with a fresh process in a real `referee.rules.game.Game` of protocol v5 arranged for it:

- ``v5-state``: a turn whose state has every v5 field filled: potions, VP tokens, Coffers and mats of both
  players (its own Native Village mat, the other's Island), tokens on piles, the Trade Route mat, costs
  lowered by a Bridge; every play is judged with `check_play`, a `(coffers N)` included.
- ``quiet-after-v5-happened``: one ``(happened ...)`` of each event kind v5 adds, each taking no answer.
- ``quiet-after-coffers``: another player's ``(moved ada (coffers 1))`` and its ``(happened ada
  (spend-coffers 1))``.
- ``decide-watchtower-victim``: a Witch's Curse gained in another player's turn, with a Watchtower in hand:
  a ``(decide ...)`` of option words (``trash``, ``topdeck``), answered in that turn.
- ``v5-potion``: a turn with a Potion and three Coppers in hand in a kingdom with Familiar (costing 3 and a
  potion): the state's ``(potions N)`` counts the Potion played, and a buy of a card whose cost has a potion
  is legal only with one (`check_play` judges each play).
- ``decide-stash-insert``: a clean-up that shuffles a Stash into a new deck: a ``(decide ...)`` of kind
  ``insert`` whose options are numbers (how many cards go above the Stash), answered with one of them.
- ``decide-no-option``: a Witch's Curse gained in another player's turn by a program that owns a Watchtower
  but holds none, with `Game.cover_reactions` (a tournament's default): a ``(decide ...)`` of no option,
  answered ``(choose)``.

A check whose script did not send what it is about is a `referee.conformance.ScriptError`: the referee's
fault, never the program's.
"""

from __future__ import annotations

from protocol import Act, Add, Buy, Card, Coffers, Happened
from referee.conformance.dialogue import WAITING, Check, Dialogue, ScriptError, Table
from referee.conformance.v4 import kingdom_of, require_asked

C = Card


CHECKS: list[Check] = []
"""The checks this version adds, in report order."""


def _register(id: str, title: str, sends: str, expects: str, run) -> None:
    if any(existing.id == id for existing in CHECKS):
        raise ValueError(f"two checks called {id}")
    CHECKS.append(Check(id, title, sends, expects, 5, run))


def _v5_state(d: Dialogue) -> None:
    table = Table(d, kingdom=kingdom_of(C.BRIDGE, C.SMITHY))
    game = table.game
    me, ada = game.find(d.name), game.find("ada")
    table.give(hand=[C.COPPER, C.COPPER, C.COPPER, C.ESTATE, C.SILVER], deck=[C.COPPER] * 5)
    me.vp_tokens, me.coffers, me.mats["native-village"] = 2, 2, [C.GOLD]
    ada.vp_tokens, ada.coffers, ada.mats["island"] = 1, 3, [C.ESTATE]
    game.pile_tokens[C.SMITHY] = {"embargo": 1}
    game.pile_tokens[C.SILVER] = {"trade-route": 1}
    game.trade_route = 1
    game.reduce_costs(1)
    table.driver.flush()
    table.my_turn()


_register(
    "v5-state",
    "plays a turn from a v5 state with every field filled",
    "(move state) whose (potions 0) (seats ...) hold VP tokens, 2 Coffers, its Native Village mat and ada's "
    "Island mat, (piles (silver trade-route) (smithy embargo)), (trade-route 1) and (costs ...) lowered by a "
    "Bridge",
    "legal plays until (clean ...): (coffers 1) or (coffers 2) may add coins; buys at the state's costs",
    _v5_state,
)

_V5_EVENTS = (
    Happened("ada", "vp", amount=2),
    Happened("ada", "coffers", amount=1),
    Happened("ada", "spend-coffers", amount=1),
    Happened("ada", "pirate-ship", amount=1),
    Happened("ada", "insert", amount=2),
    Happened("ada", "token", (C.SMITHY,), "embargo"),
    Happened("ada", "trade-route", amount=2),
    Happened("ada", "mat", (C.ESTATE,), "island"),
    Happened("ada", "mat", (), "native-village"),
    Happened("ada", "from-mat", (), "native-village"),
    Happened("ada", "return", (C.ESTATE, C.ESTATE)),
    Happened("ada", "pass"),
    Happened("ada", "duration", (C.SMITHY,)),
    Happened("ada", "extra-turn"),
    Happened("ada", "bane", (C.SMITHY,)),
    Happened("ada", "setup", (C.COPPER, C.SILVER, C.GOLD, C.SMITHY)),
    Happened("ada", "start", (C.COPPER,) * 7 + (C.ESTATE,) * 3),
)
"""One event of each kind v5 adds, as the engine prints them (docs/protocol.md, "Events")."""


def _quiet_after_v5_happened(d: Dialogue) -> None:
    table = Table(d)
    table.my_turn()
    d.quiet(WAITING)
    for event in _V5_EVENTS:
        d.notify(event)
        d.quiet(WAITING)
    table.their_turn()
    table.my_turn()


_register(
    "quiet-after-v5-happened",
    "stays silent after every kind of (happened ...) v5 adds",
    "its turn, then "
    + " ".join(f"(happened ada ({e.kind} ...))" for e in _V5_EVENTS[:4])
    + " ... one of each "
    "kind: vp coffers spend-coffers pirate-ship token trade-route mat from-mat return pass duration "
    "extra-turn bane setup start",
    "no output after each notification (happened takes no answer), then legal plays",
    _quiet_after_v5_happened,
)


def _quiet_after_coffers(d: Dialogue) -> None:
    table = Table(d, seat=1)
    ada = table.game.find("ada")
    ada.coffers = 1
    table.give("ada", hand=[C.COPPER, C.COPPER, C.ESTATE, C.ESTATE, C.ESTATE])
    table.driver.flush()
    table.their_play(Coffers(1))
    d.quiet(WAITING)
    table.their_turn()
    if not any(note.kind == "spend-coffers" for note in table.program.heard):
        raise ScriptError("the script sent no (happened ada (spend-coffers 1)) to the program")
    table.my_turn()


_register(
    "quiet-after-coffers",
    "stays silent after another player's (coffers N)",
    "(moved ada (coffers 1)), (happened ada (spend-coffers 1)), then ada's other plays",
    "no output (moved and happened take no answer), then legal plays",
    _quiet_after_coffers,
)


def _decide_watchtower_victim(d: Dialogue) -> None:
    table = Table(d, seat=1, kingdom=kingdom_of(C.WATCHTOWER, C.WITCH))
    table.give(hand=[C.WATCHTOWER, C.COPPER, C.COPPER, C.ESTATE, C.SILVER], deck=[C.COPPER] * 5, discards=[])
    table.give("ada", hand=[C.WITCH, C.COPPER, C.COPPER, C.COPPER, C.ESTATE], deck=[C.COPPER] * 5)
    table.their_turn([Act(C.WITCH)])
    require_asked(table, C.WATCHTOWER)
    d.quiet(WAITING)
    table.my_turn()


_register(
    "decide-watchtower-victim",
    "answers a (decide ...) of option words in another player's turn",
    "(moved ada (act witch)), (attacked (act witch) ada state) with a watchtower in hand, then, as it gains "
    "the curse: (decide ada ((player NAME) (card watchtower) (kind choose) (source choice) (target) (options "
    "trash topdeck) (min 0) (max 1) (ordered no)) state)",
    "(discard), then (choose trash), (choose topdeck) or (choose): words are options as cards are; then "
    "legal plays",
    _decide_watchtower_victim,
)


def _v5_potion(d: Dialogue) -> None:
    table = Table(d, kingdom=kingdom_of(C.FAMILIAR, C.SMITHY))
    table.give(hand=[C.POTION, C.COPPER, C.COPPER, C.COPPER, C.ESTATE], deck=[C.COPPER] * 5)
    if "potion" not in table.game.piles:
        raise ScriptError("the script's kingdom has no Potion pile")
    table.driver.flush()
    table.my_turn()


_register(
    "v5-potion",
    "plays a turn with a Potion to spend (Alchemy)",
    "(move state) with potion, copper x3 and estate in hand, familiar (3 and a potion) and potion in the "
    "supply; after (add potion) the state says (potions 1)",
    "legal plays until (clean ...): (buy familiar) only once the Potion and 3 coins are played; a card "
    "costing a potion is never bought without one",
    _v5_potion,
)


def _decide_stash_insert(d: Dialogue) -> None:
    table = Table(d, kingdom=kingdom_of(C.STASH, C.SMITHY))
    table.give(hand=[C.COPPER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], deck=[], discards=[C.STASH, C.COPPER])
    table.driver.flush()
    table.my_turn()  # its clean-up draws from an empty deck: the discards, a Stash among them, are shuffled
    require_asked(table, C.STASH, kind="insert")
    table.their_turn()
    table.my_turn()


_register(
    "decide-stash-insert",
    "answers a Stash's (decide ...) of kind insert: where in its new deck the Stash goes",
    "its turn with an empty deck and a Stash in its discard pile; as its clean-up shuffles: (decide NAME "
    "((player NAME) (card stash) (kind insert) (source amount) (target) (options 0 1 ... N) (min 1) (max 1) "
    "(ordered no)) state)",
    "(choose K), one of the numbers offered (how many cards of the new deck go above the Stash); then legal "
    "plays",
    _decide_stash_insert,
)


def _decide_overpay(d: Dialogue) -> None:
    table = Table(d, kingdom=kingdom_of(C.MASTERPIECE, C.SMITHY))
    table.give(hand=[C.COPPER] * 5, deck=[C.COPPER] * 5)
    table.driver.flush()
    for _ in range(5):
        table.play_for_me(Add(C.COPPER))
    table.play_for_me(Buy(C.MASTERPIECE))  # 5 coins for a card costing 3: a pay decision of 0, 1 or 2
    require_asked(table, C.MASTERPIECE, kind="pay")
    table.my_turn()


_register(
    "decide-overpay",
    "answers an overpay (decide ...) of kind pay with an amount (Guilds)",
    "its turn, with 5 Coppers played and a Masterpiece (cost 3) bought for it, then (decide NAME ((player "
    "NAME) (card masterpiece) (kind pay) (source amount) (target) (options 0 1 2) (min 1) (max 1) (ordered "
    "no)) state)",
    "(choose 0), (choose 1) or (choose 2): how many coins to overpay, a number among the options (never a "
    "card's name); then legal plays",
    _decide_overpay,
)


def _decide_name(d: Dialogue) -> None:
    table = Table(d, kingdom=kingdom_of(C.JOURNEYMAN, C.SMITHY))
    table.give(
        hand=[C.JOURNEYMAN, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
        deck=[C.COPPER, C.ESTATE, C.SILVER, C.COPPER, C.GOLD, C.ESTATE, C.COPPER],
    )
    table.driver.flush()
    table.play_for_me(Act(C.JOURNEYMAN))
    require_asked(table, C.JOURNEYMAN, kind="name")
    table.my_turn()


_register(
    "decide-name",
    "answers a (decide ...) of kind name: one card named among the options (Journeyman)",
    "its turn, with its Journeyman played for it, then (decide NAME ((player NAME) (card journeyman) "
    "(kind name) "
    "(source cards) (target) (options copper curse estate ... ) (min 1) (max 1) (ordered no)) state)",
    "(choose CARD) with exactly one of the card names offered (lower case, as listed); then legal plays",
    _decide_name,
)


def _decide_black_market(d: Dialogue) -> None:
    table = Table(d, kingdom=kingdom_of(C.BLACK_MARKET, C.SMITHY))
    table.give(hand=[C.BLACK_MARKET, C.COPPER, C.COPPER, C.SILVER, C.ESTATE], deck=[C.COPPER] * 5)
    table.driver.flush()
    table.play_for_me(Act(C.BLACK_MARKET))
    require_asked(table, C.BLACK_MARKET, kind="play")
    table.my_turn()


_register(
    "decide-black-market",
    "answers Black Market's (decide ...): treasures to play, a revealed card to buy, the order of the rest",
    "its turn, with its Black Market played for it (3 cards revealed), then (decide NAME ((player NAME) "
    "(card black-market) "
    "(kind play) (source hand) (target) (options copper copper silver) (min 0) (max 3) (ordered yes)) "
    "state); with the "
    "coins to pay, one of kind gain (source revealed); then an ordered choose of the cards left (min and max "
    "their number)",
    "(choose ...) within min and max and among the options each time: the treasures in the order played, "
    "at most one revealed card to buy, every card left in the order they go under the Black Market deck; "
    "then legal plays",
    _decide_black_market,
)


def _decide_no_option(d: Dialogue) -> None:
    table = Table(d, seat=1, kingdom=kingdom_of(C.WATCHTOWER, C.WITCH))
    table.game.cover_reactions = True  # a tournament's default: every owner of a Watchtower is asked
    table.give(
        hand=[C.COPPER, C.COPPER, C.COPPER, C.ESTATE, C.SILVER], deck=[C.COPPER] * 5, discards=[C.WATCHTOWER]
    )
    table.give("ada", hand=[C.WITCH, C.COPPER, C.COPPER, C.COPPER, C.ESTATE], deck=[C.COPPER] * 5)
    table.their_turn([Act(C.WITCH)])
    require_asked(table, C.WATCHTOWER, kind="reveal")
    d.quiet(WAITING)
    table.my_turn()


_register(
    "decide-no-option",
    "answers a (decide ...) of no option: a Watchtower it owns but does not hold (--cover-reactions)",
    "(moved ada (act witch)), (attacked (act witch) ada state) with a Watchtower in its discard pile and "
    "none in hand, then, as it gains the curse: (decide ada ((player NAME) (card watchtower) (kind reveal) "
    "(source hand) (target) (options) (min 0) (max 0) (ordered no)) state)",
    "(discard), then (choose): the one answer with no option; then legal plays",
    _decide_no_option,
)
