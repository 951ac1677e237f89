"""The checks of protocol v1-v3 (docs/conformance.md): each registered in `CHECKS` by `check`, `turn_check`
or `attack_check`, with the first version it applies to (its `min_version`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from protocol import (
    Act,
    Add,
    Buy,
    Card,
    Clean,
    Defense,
    DiscardDefense,
    MoatDefense,
    Play,
)
from protocol.versions import VERSIONS
from referee.conformance.dialogue import (
    DEFAULT_KINGDOM,
    EXIT_SECONDS,
    WAITING,
    Check,
    CheckFailed,
    Dialogue,
    ScriptError,
    Table,
)

CHECKS: list[Check] = []
"""Every check, in report order."""


def check(id: str, title: str, *, sends: str, expects: str, min_version: int = 1, exit_seconds: float = 0.5):
    """Decorator: register the decorated dialogue as a check (see `Check`)."""

    def register(run: Callable[[Dialogue], None]) -> Callable[[Dialogue], None]:
        CHECKS.append(Check(id, title, sends, expects, min_version, run, exit_seconds))
        return run

    return register


C = Card  # short, for the many hands written below


def turn_check(
    id: str,
    title: str,
    *,
    sends: str,
    expects: str,
    hand: Sequence[Card],
    deck: Sequence[Card] | None = None,
    players: int = 2,
    piles: dict[str, int] | None = None,
    min_version: int = 1,
) -> None:
    """Register a check of one whole turn: the program, first of `players`, holds `hand` (and `deck`, first
    drawn first; default: what the seeded game dealt), with supply `piles` set by card name; each of its
    plays is judged until it ends the turn with ``(clean ...)``."""

    def run(d: Dialogue) -> None:
        table = Table(d, players=players)
        table.piles(**(piles or {}))
        table.give(hand=hand, deck=deck)
        table.my_turn()

    CHECKS.append(Check(id, title, sends, expects, min_version, run))


MILITIA_HAND = (C.MILITIA, C.COPPER, C.COPPER, C.COPPER, C.ESTATE)
"""The hand of a scripted attacker: a militia, and treasures to buy with after it."""


def attack_check(
    id: str,
    title: str,
    *,
    sends: str,
    expects: str,
    hand: Sequence[Card],
    deck: Sequence[Card] | None = None,
    discards: Sequence[Card] | None = None,
    then_move: bool = False,
) -> None:
    """Register a protocol-v3 check of one militia attack: the program, second of 2 players, holds `hand`
    (and `deck`, `discards`) when the first player opens its turn with ``(act militia)`` (see
    `_militia_attack`); with `then_move`, the program must then stay silent for the rest of that turn and
    play its own."""

    def run(d: Dialogue) -> None:
        table = Table(d, seat=1)
        table.give(hand=hand, deck=deck, discards=discards)
        _militia_attack(table)
        if then_move:
            d.quiet(WAITING)
            table.my_turn()

    CHECKS.append(Check(id, title, sends, expects, 3, run))


def _militia_attack(table: Table, *, defenses: dict[str, Defense] | None = None) -> None:
    """The current scripted player (whose turn it is) gets `MILITIA_HAND` and plays a turn opening with
    ``(act militia)``: the program answers ``(attacked ...)``, the others `defenses` (see `their_turn`)."""
    table.give(table.game.player.name, hand=MILITIA_HAND)
    table.their_turn([Act(C.MILITIA)], defenses=defenses)


@check(
    "first-move",
    "answers the first (move state) of a game with a legal play",
    sends="(move state) with a game's opening hand, as the first message",
    expects="a legal play within the first-reply limit",
)
def _first_move(d: Dialogue) -> None:
    Table(d).my_move()


@check(
    "quiet-at-start",
    "writes nothing before its first message",
    sends="nothing for a moment after start-up, then (move state)",
    expects="no output until asked, then a legal play",
)
def _quiet_at_start(d: Dialogue) -> None:
    table = Table(d)
    d.quiet("a player writes nothing before it is asked to move (no greeting on stdout; use stderr)")
    table.my_move()


turn_check(
    "only-treasures",
    "plays a hand of only treasures",
    sends="(move state) with hand (copper copper silver silver gold)",
    expects="a legal play at every move until (clean ...)",
    hand=[C.COPPER, C.COPPER, C.SILVER, C.SILVER, C.GOLD],
)


turn_check(
    "only-victory",
    "plays a hand of only victory cards",
    sends="(move state) with hand (estate estate duchy province estate) and 0 coins",
    expects="a legal play at every move until (clean ...) (nothing to add; only a copper is affordable)",
    hand=[C.ESTATE, C.ESTATE, C.DUCHY, C.PROVINCE, C.ESTATE],
)


@check(
    "empty-hand",
    "ends a turn with an empty hand and no buys with (clean)",
    sends="(move state) with an empty hand and 0 buys (after its (add copper) and (buy copper))",
    expects="(clean), the only legal play",
)
def _empty_hand(d: Dialogue) -> None:
    table = Table(d)
    table.give(hand=[C.COPPER], deck=[C.COPPER, C.COPPER, C.ESTATE, C.COPPER, C.ESTATE])
    for play in (Add(C.COPPER), Buy(C.COPPER)):
        table.game.apply(play)
    state = table.view()
    if state.hand or state.buys:
        raise ScriptError(f"empty-hand: the state is not an empty hand with 0 buys: {state}")
    d.move(state, "(clean), the only legal play with an empty hand and no buy left")


@check(
    "no-buys-left",
    "does not buy with 0 buys left",
    sends="(move state) with 0 buys and 5 coins left after adding its treasures and buying a copper",
    expects="a legal play (no buy) until (clean ...)",
)
def _no_buys_left(d: Dialogue) -> None:
    table = Table(d)
    table.give(hand=[C.GOLD, C.SILVER, C.ESTATE, C.ESTATE, C.COPPER])
    for play in (Add(C.GOLD), Add(C.SILVER), Buy(C.COPPER)):
        table.game.apply(play)
    table.my_turn("a legal play: with 0 buys left, no (buy ...)")


@check(
    "no-actions-left",
    "does not play an action with 0 actions left",
    sends="(move state) with an action card in hand and 0 actions (after its (add copper))",
    expects="a legal play (no (act ...)) until (clean ...)",
)
def _no_actions_left(d: Dialogue) -> None:
    table = Table(d)
    action = C.SMITHY if C.SMITHY in VERSIONS[d.version].actions else C.MINE
    table.give(hand=[C.COPPER, action, C.COPPER, C.SILVER, C.ESTATE], deck=[C.GOLD, C.GOLD, C.GOLD])
    table.game.apply(Add(C.COPPER))
    table.my_turn("a legal play: with 0 actions left (after an add or a buy), no (act ...)")


turn_check(
    "large-supply",
    "plays with the full supply of a 4-player game",
    sends="(move state) of a 4-player game with every pile full (about 250 cards in the supply)",
    expects="a legal play at every move until (clean ...)",
    hand=[C.GOLD, C.GOLD, C.SILVER, C.COPPER, C.ESTATE],
    players=4,
)


@check(
    "nearly-empty-supply",
    "buys only what the supply still holds",
    sends="(move state) with 8 coins in hand and a nearly empty supply: one card in most piles, no gold, "
    "no silver",
    expects="a legal play at every move until (clean ...) (no (buy gold), no (buy silver))",
)
def _nearly_empty_supply(d: Dialogue) -> None:
    table = Table(d)
    for card in list(table.game.piles):
        table.game.set_pile(card, 1)
    table.piles(gold=0, silver=0)
    table.give(hand=[C.GOLD, C.GOLD, C.COPPER, C.COPPER, C.ESTATE])
    table.my_turn()


turn_check(
    "whole-turn",
    "continues a turn over several moves",
    sends="(move state) again after each of its plays, with the state after that play",
    expects="a legal play at every move, ending the turn with (clean ...)",
    hand=[C.COPPER, C.COPPER, C.COPPER, C.COPPER, C.SILVER],
)


@check(
    "second-turn",
    "plays a second turn after another player's turn",
    sends="its first turn, the other player's turn as (moved ...), then (move state) for its second turn",
    expects="legal plays in both turns, silence in between",
)
def _second_turn(d: Dialogue) -> None:
    table = Table(d)
    table.my_turn()
    d.quiet(WAITING)
    table.their_turn()
    table.my_turn()


@check(
    "second-seat",
    "plays when it is not the first player",
    sends="the first player's whole turn as (moved ...) notifications, then (move state)",
    expects="no output during the other turn, then legal plays until (clean ...)",
)
def _second_seat(d: Dialogue) -> None:
    table = Table(d, seat=1)
    table.their_turn()
    d.quiet(WAITING)
    table.my_turn()


@check(
    "fourth-seat",
    "plays as the last of four players",
    sends="three other players' turns as (moved ...), then (move state) (4 names in players)",
    expects="no output during the other turns, then legal plays until (clean ...)",
)
def _fourth_seat(d: Dialogue) -> None:
    table = Table(d, players=4, seat=3)
    for _ in range(3):
        table.their_turn()
    d.quiet(WAITING)
    table.my_turn()


@check(
    "quiet-after-add",
    "stays silent after (moved NAME (add ...))",
    sends="(moved ada (add copper)) and (moved ada (add silver))",
    expects="no output",
)
def _quiet_after_add(d: Dialogue) -> None:
    table = Table(d, seat=1)
    table.give("ada", hand=[C.COPPER, C.SILVER, C.ESTATE, C.ESTATE, C.ESTATE])
    their_plays_then_quiet(table, [Add(C.COPPER), Add(C.SILVER)])


def their_plays_then_quiet(table: Table, plays: Sequence[Play]) -> None:
    """The scripted player makes `plays` (each shown to the program), the program must stay silent; then
    the scripted player ends its turn and the program plays its own turn."""
    name = table.game.player.name
    for play in plays:
        table.their_play(play)
        table.dialogue.quiet(WAITING)
    if table.game.player.name == name:
        table.their_turn()
    table.my_turn()


@check(
    "quiet-after-buy",
    "stays silent after (moved NAME (buy ...))",
    sends="(moved ada (buy silver))",
    expects="no output",
)
def _quiet_after_buy(d: Dialogue) -> None:
    table = Table(d, seat=1)
    table.give("ada", hand=[C.COPPER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE])
    their_plays_then_quiet(table, [Add(C.COPPER), Add(C.COPPER), Add(C.COPPER), Buy(C.SILVER)])


@check(
    "quiet-after-clean",
    "stays silent after (moved NAME (clean CARD)) and (moved NAME (clean))",
    sends="(moved ada (clean estate)), later (moved ada (clean))",
    expects="no output, then legal turns",
)
def _quiet_after_clean(d: Dialogue) -> None:
    table = Table(d, seat=1)
    table.give("ada", hand=[C.ESTATE, C.COPPER])
    their_plays_then_quiet(table, [Clean(C.ESTATE)])
    table.give("ada", hand=[C.COPPER])
    their_plays_then_quiet(table, [Add(C.COPPER), Clean()])


@check(
    "quiet-after-act",
    "stays silent after (moved NAME (act CARD ...)) for every action card of the version",
    sends="for each action card, a turn of ada's with (moved ada (act CARD ...)), then its own turn",
    expects="no output after each (moved ...), and legal turns",
)
def _quiet_after_act(d: Dialogue) -> None:
    table = Table(d, seat=1)
    version = VERSIONS[d.version]
    for action in DEFAULT_KINGDOM if version.knows("chosen-kingdom") else version.actions:
        if action == C.MILITIA:
            continue  # an attack asks for an answer: see the attacked-* checks
        hand, play = _ACT_SCRIPTS[action]
        table.give("ada", hand=hand, deck=[C.COPPER] * 5, discards=[])
        their_plays_then_quiet(table, [play])


_ACT_SCRIPTS: dict[Card, tuple[list[Card], Play]] = {
    C.MINE: ([C.MINE, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.MINE, (C.COPPER, C.SILVER))),
    C.CELLAR: ([C.CELLAR, C.ESTATE, C.ESTATE, C.COPPER, C.COPPER], Act(C.CELLAR, (C.ESTATE, C.ESTATE))),
    C.MARKET: ([C.MARKET, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.MARKET)),
    C.REMODEL: ([C.REMODEL, C.ESTATE, C.COPPER, C.COPPER, C.ESTATE], Act(C.REMODEL, (C.ESTATE, C.SILVER))),
    C.SMITHY: ([C.SMITHY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.SMITHY)),
    C.VILLAGE: ([C.VILLAGE, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.VILLAGE)),
    C.WOODCUTTER: ([C.WOODCUTTER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.WOODCUTTER)),
    C.WORKSHOP: ([C.WORKSHOP, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.WORKSHOP, (C.SMITHY,))),
    C.MILITIA: ([C.MILITIA, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.MILITIA)),
    C.MOAT: ([C.MOAT, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.MOAT)),
}
"""Action card -> (a hand holding it, a legal play of it from that hand) for scripted players."""


_ACT_HANDS: dict[Card, tuple[list[Card], list[Card]]] = {
    C.MINE: ([C.MINE, C.COPPER, C.SILVER, C.ESTATE, C.COPPER], [C.GOLD, C.ESTATE, C.COPPER]),
    C.CELLAR: ([C.CELLAR, C.ESTATE, C.ESTATE, C.COPPER, C.DUCHY], [C.SILVER, C.GOLD, C.COPPER]),
    C.MARKET: ([C.MARKET, C.COPPER, C.COPPER, C.SILVER, C.ESTATE], [C.SILVER, C.COPPER]),
    C.REMODEL: ([C.REMODEL, C.GOLD, C.ESTATE, C.COPPER, C.COPPER], [C.COPPER, C.ESTATE]),
    C.SMITHY: ([C.SMITHY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], [C.GOLD, C.SILVER, C.COPPER]),
    C.VILLAGE: ([C.VILLAGE, C.SMITHY, C.COPPER, C.ESTATE, C.COPPER], [C.SILVER, C.GOLD, C.COPPER]),
    C.WOODCUTTER: ([C.WOODCUTTER, C.COPPER, C.COPPER, C.SILVER, C.ESTATE], [C.COPPER]),
    C.WORKSHOP: ([C.WORKSHOP, C.COPPER, C.ESTATE, C.COPPER, C.ESTATE], [C.COPPER]),
    C.MILITIA: ([C.MILITIA, C.COPPER, C.SILVER, C.ESTATE, C.COPPER], [C.COPPER]),
    C.MOAT: ([C.MOAT, C.COPPER, C.ESTATE, C.ESTATE, C.COPPER], [C.GOLD, C.SILVER, C.COPPER]),
}
"""Action card -> (the program's hand, its deck (first drawn first)) for the act-* checks."""


def _register_act_checks() -> None:
    """One `act-CARD` check per action card, for the version that introduced the card and later ones."""
    for known in VERSIONS.values():
        if known.knows("chosen-kingdom"):
            continue  # v4 and later: the kingdom is chosen, their cards' checks are v4's own
        version = known.number
        for action in known.actions:
            if any(existing.id == f"act-{action}" for existing in CHECKS):
                continue
            hand, deck = _ACT_HANDS[action]
            after = " (and (defended ...) from the others after its militia)" if action == C.MILITIA else ""
            turn_check(
                f"act-{action}",
                f"plays a turn with {action} in hand and an action to play it",
                sends=f"(move state) with 1 action and hand ({' '.join(hand)}), then the state after each "
                f"play{after}",
                expects=f"a legal play at every move until (clean ...) ({action} may be played or not)",
                hand=hand,
                deck=deck,
                players=3 if action == C.MILITIA else 2,
                min_version=version,
            )


_register_act_checks()


turn_check(
    "several-actions",
    "plays a turn with several action cards in hand",
    sends="(move state) with 1 action and hand (village smithy market woodcutter cellar)",
    expects="a legal play at every move until (clean ...) (only as many actions as it has actions left)",
    hand=[C.VILLAGE, C.SMITHY, C.MARKET, C.WOODCUTTER, C.CELLAR],
    deck=[C.VILLAGE, C.COPPER, C.GOLD, C.SILVER, C.COPPER, C.SMITHY, C.ESTATE, C.COPPER],
    min_version=2,
)


turn_check(
    "mine-no-gold",
    "does not mine into a treasure the supply lacks",
    sends="(move state) with (mine silver copper copper estate) in hand and no gold left in the supply",
    expects="a legal play at every move until (clean ...) (no (act mine silver gold))",
    hand=[C.MINE, C.SILVER, C.COPPER, C.COPPER, C.ESTATE],
    piles={"gold": 0},
)


attack_check(
    "attacked-first",
    "answers a militia attack that comes before its first turn",
    sends="(moved ada (act militia)) then (attacked (act militia) ada state) as its first messages, with "
    "5 cards and no moat in hand",
    expects="a legal (discard ...) of exactly 2 cards within the first-reply limit",
    hand=[C.COPPER, C.ESTATE, C.SILVER, C.ESTATE, C.COPPER],
)

attack_check(
    "attacked-with-moat",
    "answers a militia attack with a moat in hand",
    sends="(attacked (act militia) ada state) with (moat copper estate silver estate) in hand",
    expects="a legal defense: (moat), or a (discard ...) of exactly 2 cards",
    hand=[C.MOAT, C.COPPER, C.ESTATE, C.SILVER, C.ESTATE],
)


@check(
    "attacked-three-cards",
    "answers a second militia attack, with 3 cards left in hand, with (discard)",
    sends="in a 3-player game, two attacks in a row: (attacked ...) with 5 cards, then with the 3 left",
    expects="a (discard ...) of 2 cards, then (discard): with 3 or fewer cards nothing is discarded",
    min_version=3,
)
def _attacked_three_cards(d: Dialogue) -> None:
    table = Table(d, players=3, seat=2)
    table.give("bo", hand=[C.MILITIA, C.SILVER, C.COPPER, C.COPPER, C.ESTATE])  # its discard keeps a militia
    table.give(hand=[C.COPPER, C.ESTATE, C.SILVER, C.ESTATE, C.COPPER])
    _militia_attack(table, defenses={"bo": DiscardDefense((C.COPPER, C.ESTATE))})
    table.their_turn([Act(C.MILITIA)])
    table.my_turn()


attack_check(
    "attacked-two-cards",
    "answers a militia attack with fewer than 3 cards in hand with (discard)",
    sends="(attacked (act militia) ada state) with (copper estate) in hand and an empty deck",
    expects="(discard), the only legal defense",
    hand=[C.COPPER, C.ESTATE],
    deck=[],
    discards=[],
)

attack_check(
    "attacked-then-move",
    "plays its turn with the 3 cards left after an attack",
    sends="an attack, the rest of the attacker's turn as (moved ...), then (move state) with 3 cards in hand",
    expects="a legal defense, silence, then legal plays until (clean ...)",
    hand=[C.GOLD, C.ESTATE, C.SILVER, C.ESTATE, C.COPPER],
    then_move=True,
)


@check(
    "quiet-after-defended",
    "stays silent after (defended NAME (discard ...)), (defended NAME (discard)) and (defended NAME (moat))",
    sends="in a 3-player game, three attacks where the other defender discards 2 cards, then shows a moat, "
    "then discards none (it has 2 cards)",
    expects="legal defenses, no output after each (defended ...), then legal plays",
    min_version=3,
)
def _quiet_after_defended(d: Dialogue) -> None:
    table = Table(d, players=3, seat=1)
    table.give(hand=[C.SILVER, C.ESTATE, C.SILVER, C.ESTATE, C.COPPER])
    rounds = [
        (dict(hand=[C.ESTATE, C.COPPER, C.COPPER, C.ESTATE, C.COPPER]), DiscardDefense((C.ESTATE, C.ESTATE))),
        (dict(hand=[C.MOAT, C.COPPER, C.COPPER, C.ESTATE, C.COPPER]), MoatDefense()),
        (dict(hand=[C.COPPER, C.ESTATE], deck=[], discards=[]), DiscardDefense()),
    ]
    for bo_cards, bo_defense in rounds:
        if table.game.player.name != "ada":
            table.their_turn()  # bo's turn between two rounds
        table.give("bo", **bo_cards)
        _militia_attack(table, defenses={"bo": bo_defense})
        d.quiet(WAITING)
        table.my_turn()


@check(
    "quiet-after-turn",
    "writes nothing after its (clean ...)",
    sends="(move state) until it cleans up, then nothing for a moment",
    expects="no output after the play that ends its turn (one datum per move, nothing else on stdout)",
)
def _quiet_after_turn(d: Dialogue) -> None:
    table = Table(d)
    table.my_turn()
    d.quiet(WAITING)


@check(
    "exits-at-end-of-input",
    "exits when its stdin is closed",
    sends="a turn, then end of input (the referee closes the program's stdin at the end of a game)",
    expects=f"the program exits by itself within {EXIT_SECONDS:g} s (any exit status)",
    exit_seconds=EXIT_SECONDS,
)
def _exits_at_end_of_input(d: Dialogue) -> None:
    table = Table(d)
    table.my_turn()
    d.close()
    if not d.seat.exited_on_its_own:
        raise CheckFailed(
            "end of input (its stdin was closed)",
            f"the program was still running {EXIT_SECONDS:g} s later and was killed",
            "the program exits when it reads end of file on stdin (the protocol has no game-over message)",
            d.seat.stderr_tail(5),
        )
