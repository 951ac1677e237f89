"""The checks of protocol v4 for `referee check --protocol 4` (docs/conformance.md, "The checks of v4").

They are listed in this module's `CHECKS`, which `referee.conformance.registry` puts after every check of
v1-v3 (which run for v4 too, in a v4 game whose kingdom is v3's ten cards). Each check is a dialogue with a
fresh process in a real `referee.rules.game.Game` of protocol v4 arranged for it, as the checks of v1-v3 are:

- ``decide-CARD``: a card whose choice depends on what it reveals asks the program with ``(decide ...)``
  (Library, Sentry, Vassal, Harbinger, Poacher, Spy, Thief, the second play of a Throne Room) in its own
  turn, or in another player's turn (a Bandit's or a Bureaucrat's victim); each answer is judged with
  `referee.rules.legality.check_answer`.
- ``attacked-CARD`` and ``attacked-CARD-moat``: every attack but militia (v3's checks cover it), without
  and with a Moat in hand; the defense is judged with `referee.rules.legality.check_defense`.
- ``quiet-after-happened-KIND``: one ``(happened ...)`` of each event kind, which takes no answer.
- ``quiet-after-v4-acts-1`` and ``-2``: another player's plays of every new non-attack action card, as
  ``(moved ...)``, which take no answer.
- ``throne-room-CARD``: a turn with a Throne Room and CARD in hand, for every action card; every play
  (a nested ``(act throne-room (act CARD ...))`` or any other) is judged with `check_play`.

A check whose script did not send what it is about (no ``decide`` of its card, no ``attacked``, no
``happened`` of its kind) is a `referee.conformance.ScriptError`: the referee's fault, never the program's.
"""

from __future__ import annotations

from collections.abc import Sequence

from protocol import V4_ACTIONS, Act, Card, Choice, Play, to_wire
from referee.conformance.v1 import (
    DEFAULT_KINGDOM,
    WAITING,
    Check,
    Dialogue,
    ScriptError,
    Table,
    their_plays_then_quiet,
)
from referee.output import counted
from referee.rules.kingdoms import KINGDOM_SIZE
from referee.rules.spec import ATTACK, SPECS

C = Card


def kingdom_of(*cards: Card) -> tuple[Card, ...]:
    """A kingdom holding `cards`, filled up to 10 with v3's cards in their order (`DEFAULT_KINGDOM`)."""
    chosen = list(dict.fromkeys(cards))
    for card in DEFAULT_KINGDOM:
        if len(chosen) >= KINGDOM_SIZE:
            break
        if card not in chosen:
            chosen.append(card)
    return tuple(chosen)


CHECKS: list[Check] = []
"""The checks this version adds, in report order."""


def _register(id: str, title: str, sends: str, expects: str, run) -> None:
    if any(existing.id == id for existing in CHECKS):
        raise ValueError(f"two checks called {id}")
    CHECKS.append(Check(id, title, sends, expects, 4, run))


def require_asked(table: Table, card: Card, at_least: int = 1, kind: str | None = None) -> None:
    """Raise `ScriptError` (a defect of the check's script, not of the program) unless the program was asked
    at least `at_least` decisions of `card` (of that `kind` when given: ``insert``, ``pay``, ``name``...)."""
    count = sum(
        decision.card == card and kind in (None, decision.kind) for decision, _ in table.program.decided
    )
    if count < at_least:
        what = counted(count, "decision" if kind is None else f"{kind} decision")
        raise ScriptError(f"the script asked the program {what} of {card}, not {at_least}")


# ---- decide: choices asked while a card resolves ----------------------------------------------------------


def decide_check(
    card: Card,
    *,
    sends: str,
    expects: str,
    hand: Sequence[Card],
    deck: Sequence[Card],
    discards: Sequence[Card] = (),
    play: Play | None = None,
    more: Sequence[Card] = (),
    piles: dict[str, int] | None = None,
    their_deck: Sequence[Card] | None = None,
    asked: int = 1,
    asking: Card | None = None,
) -> None:
    """Register ``decide-CARD``: the program, first of 2 players in a kingdom of `card` and `more`, holds
    `hand` (`deck` first drawn first, `discards` top first); the check makes `play` (default ``(act CARD)``)
    for it, so that the choices of `asking` (default `card`) are asked with ``(decide ...)`` at least `asked`
    times; then the program plays the rest of its turn. `their_deck` is the other player's deck, if set."""

    def run(d: Dialogue) -> None:
        table = Table(d, kingdom=kingdom_of(card, *more))
        for pile, count in (piles or {}).items():
            table.game.set_pile(Card(pile), count)
        table.give(hand=hand, deck=deck, discards=discards)
        if their_deck is not None:
            table.give("ada", deck=their_deck)
        table.play_for_me(play or Act(card))
        require_asked(table, asking or card, asked)
        table.my_turn()

    _register(f"decide-{card}", f"answers the (decide ...) requests of its own {card}", sends, expects, run)


def victim_decide_check(
    card: Card, *, sends: str, expects: str, hand: Sequence[Card], deck: Sequence[Card]
) -> None:
    """Register ``decide-CARD-victim``: the program, second of 2 players, holds `hand` (and `deck`) when the
    first player opens its turn with ``(act CARD)``; it answers ``(attacked ...)``, then the decision the
    attack asks of it in the other player's turn; then it plays its own turn."""

    def run(d: Dialogue) -> None:
        table = Table(d, seat=1, kingdom=kingdom_of(card))
        table.give(hand=hand, deck=deck, discards=[])
        table.give("ada", hand=[card, C.COPPER, C.COPPER, C.COPPER, C.ESTATE])
        table.their_turn([Act(card)])
        require_asked(table, card)
        d.quiet(WAITING)
        table.my_turn()

    _register(
        f"decide-{card}-victim",
        f"answers the (decide ...) of another player's {card} that attacks it",
        sends,
        expects,
        run,
    )


_LEGAL_ANSWERS = "a legal (choose ...) to each: between min and max of the options offered"

decide_check(
    C.LIBRARY,
    sends="after its (act library) with 4 cards left in hand and (village copper smithy silver gold) on its "
    "deck: (decide NAME ((card library) (kind set-aside) (options village) (min 0) (max 1) ...) state), "
    "then the same for smithy",
    expects=f"{_LEGAL_ANSWERS} ((choose village) or (choose)), then legal plays until (clean ...)",
    hand=[C.LIBRARY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    deck=[C.VILLAGE, C.COPPER, C.SMITHY, C.SILVER, C.GOLD, C.COPPER],
    more=[C.VILLAGE, C.SMITHY],
    asked=2,
)

decide_check(
    C.SENTRY,
    sends="after its (act sentry), with (silver curse estate) on its deck: (decide ...) to trash (curse "
    "estate revealed, 0-2), then to discard the rest, then the order to put them back",
    expects=f"{_LEGAL_ANSWERS} (the cards looked at are in the state's (aside ...)), then legal plays",
    hand=[C.SENTRY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    deck=[C.SILVER, C.CURSE, C.ESTATE, C.GOLD, C.COPPER],
)

decide_check(
    C.VASSAL,
    sends="after its (act vassal), with a workshop on top of its deck: (decide ...) to play the discarded "
    "workshop (0-1), and if it does, workshop's gain (decide ... (kind gain) (source supply) ...)",
    expects=f"{_LEGAL_ANSWERS}, then legal plays until (clean ...)",
    hand=[C.VASSAL, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    deck=[C.WORKSHOP, C.GOLD, C.SILVER, C.COPPER],
    more=[C.WORKSHOP],
)

decide_check(
    C.HARBINGER,
    sends="after its (act harbinger), with (gold estate duchy) in its discards: (decide ...) to put one of "
    "them onto its deck (0-1)",
    expects=f"{_LEGAL_ANSWERS}, then legal plays until (clean ...)",
    hand=[C.HARBINGER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    deck=[C.SILVER, C.COPPER, C.ESTATE],
    discards=[C.GOLD, C.ESTATE, C.DUCHY],
)

decide_check(
    C.POACHER,
    sends="after its (act poacher) with two empty supply piles (village, smithy): (decide ...) to discard "
    "exactly 2 cards of its hand",
    expects=f"{_LEGAL_ANSWERS} (exactly 2 cards of the hand), then legal plays until (clean ...)",
    hand=[C.POACHER, C.COPPER, C.ESTATE, C.ESTATE, C.SILVER],
    deck=[C.GOLD, C.COPPER, C.COPPER],
    piles={"village": 0, "smithy": 0},
)

decide_check(
    C.SPY,
    sends="after its (act spy) (ada takes the attack): (decide ...) to discard its own revealed card "
    "(target: itself), then ada's (target ada)",
    expects=f"{_LEGAL_ANSWERS} ((choose) leaves the card on the deck), then legal plays until (clean ...)",
    hand=[C.SPY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    deck=[C.SILVER, C.GOLD, C.COPPER],
    asked=2,
)

decide_check(
    C.THIEF,
    sends="after its (act thief), with (silver gold) on top of ada's deck: (decide ...) which to trash "
    "(1-1, target ada), then (decide ...) to gain it from the trash (0-1)",
    expects=f"{_LEGAL_ANSWERS}, then legal plays until (clean ...)",
    hand=[C.THIEF, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    deck=[C.SILVER, C.COPPER, C.COPPER],
    their_deck=[C.SILVER, C.GOLD, C.COPPER, C.ESTATE, C.COPPER],
    asked=2,
)

decide_check(
    C.THRONE_ROOM,
    sends="after its (act throne-room (act remodel estate silver)): the second remodel's choices, (decide "
    "...) to trash a card of its hand, then (decide ...) to gain a card costing up to 2 more",
    expects=f"{_LEGAL_ANSWERS}, then legal plays until (clean ...)",
    hand=[C.THRONE_ROOM, C.REMODEL, C.ESTATE, C.ESTATE, C.COPPER],
    deck=[C.SILVER, C.COPPER, C.GOLD],
    play=Act(C.THRONE_ROOM, (Act(C.REMODEL, (C.ESTATE, C.SILVER)),)),
    asked=2,
    asking=C.REMODEL,
)

victim_decide_check(
    C.BANDIT,
    sends="(moved ada (act bandit)), (attacked (act bandit) ada state) with no moat in hand, then with "
    "(silver gold) revealed from its deck: (decide ada ((player NAME) (card bandit) (kind trash) (source "
    "revealed) (target ada) (options silver gold) (min 1) (max 1) ...) state)",
    expects="(discard) (it takes the attack), then (choose silver) or (choose gold), silence, then legal "
    "plays",
    hand=[C.COPPER, C.ESTATE, C.COPPER, C.ESTATE, C.COPPER],
    deck=[C.SILVER, C.GOLD, C.COPPER, C.COPPER, C.ESTATE],
)

victim_decide_check(
    C.BUREAUCRAT,
    sends="(moved ada (act bureaucrat)), (attacked (act bureaucrat) ada state) with (estate duchy copper "
    "copper silver) in hand, then (decide ada (... (kind topdeck) (source hand) (options estate duchy) (min "
    "1) (max 1) ...) state)",
    expects="(discard), then (choose estate) or (choose duchy), silence, then legal plays",
    hand=[C.ESTATE, C.DUCHY, C.COPPER, C.COPPER, C.SILVER],
    deck=[C.COPPER, C.GOLD, C.ESTATE],
)


# ---- attacks, with and without a Moat ---------------------------------------------------------------------


def attacked_check(card: Card, *, moat: bool) -> None:
    """Register ``attacked-CARD`` (no moat in hand: ``(discard)`` is the only legal defense) or
    ``attacked-CARD-moat`` (``(moat)`` or ``(discard)``): the program, second of 2 players, answers
    ada's attack, stays silent for the rest of ada's turn, then plays its own."""
    hand = [C.MOAT if moat else C.SILVER, C.COPPER, C.ESTATE, C.COPPER, C.ESTATE]
    shown = " ".join(hand)

    def run(d: Dialogue) -> None:
        table = Table(d, seat=1, kingdom=kingdom_of(card))
        table.give(hand=hand, deck=[C.COPPER, C.ESTATE, C.SILVER, C.COPPER, C.COPPER], discards=[])
        table.give("ada", hand=[card, C.COPPER, C.COPPER, C.COPPER, C.ESTATE], deck=[C.COPPER] * 5)
        table.their_turn([Act(card)])
        if card not in table.program.attacks:
            raise ScriptError(f"the program was not asked to defend against {card}")
        d.quiet(WAITING)
        table.my_turn()

    if moat:
        expects = "a legal defense: (moat) (unaffected), or (discard) (it takes the attack); then legal plays"
        title = f"answers a {card} attack with a moat in hand"
    else:
        expects = f"(discard), the only legal defense (against {card} nothing is discarded); then legal plays"
        title = f"answers a {card} attack with no moat in hand"
    _register(
        f"attacked-{card}-moat" if moat else f"attacked-{card}",
        title,
        f"(moved ada (act {card})), then (attacked (act {card}) ada state) with ({shown}) in hand; the "
        f"attack's (defended ...) and (happened ...), then (move state)",
        expects,
        run,
    )


for _attack in sorted((c for c in V4_ACTIONS if ATTACK in SPECS[c].types and c != C.MILITIA), key=str):
    attacked_check(_attack, moat=False)
    attacked_check(_attack, moat=True)


# ---- happened: public events take no answer --------------------------------------------------------------

_EVENTS_KINGDOM = kingdom_of(
    C.VILLAGE, C.WORKSHOP, C.CHAPEL, C.CELLAR, C.HARBINGER, C.VASSAL, C.SMITHY, C.WITCH, C.MOAT
)
"""The kingdom of the quiet-after-happened-* checks: a card to cause each kind of event."""


def happened_check(
    kind: str,
    event: str,
    *,
    hand: Sequence[Card],
    plays: Sequence[Play],
    deck: Sequence[Card] | None = None,
    discards: Sequence[Card] | None = None,
    answers: Sequence[tuple[Card, ...]] = (),
) -> None:
    """Register ``quiet-after-happened-KIND``: the program (the first of 2 players) plays its turn; then ada
    holds `hand` (`deck`, `discards`) and makes `plays` (its decisions answered with `answers`), which cause
    ``(happened ada EVENT)`` of `kind`; the program must write nothing after each notification, then play its
    turn. (Its own turn comes first so that the program has started when the notification under check is
    sent: output it writes a moment later is then caught after that notification.)"""

    def run(d: Dialogue) -> None:
        table = Table(d, kingdom=_EVENTS_KINGDOM)
        table.my_turn()
        d.quiet(WAITING)
        table.give("ada", hand=hand, deck=deck, discards=discards)
        table.answers["ada"] = list(answers)
        their_plays_then_quiet(table, plays)
        if not any(note.kind == kind and note.name == "ada" for note in table.program.heard):
            raise ScriptError(f"the script sent no (happened ada ({kind} ...)) to the program")

    _register(
        f"quiet-after-happened-{kind}",
        f"stays silent after (happened NAME ({kind} ...))",
        f"its turn, then {' '.join(f'(moved ada {p})' for p in map(to_wire, plays))} and what it caused, "
        f"among it {event}",
        "no output after each notification (happened takes no answer), then legal plays",
        run,
    )


happened_check(
    "play",
    "(happened ada (play village))",
    hand=[C.VILLAGE, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    plays=[Act(C.VILLAGE)],
)
happened_check(
    "gain",
    "(happened ada (gain silver discards))",
    hand=[C.WORKSHOP, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    plays=[Act(C.WORKSHOP, (C.SILVER,))],
)
happened_check(
    "trash",
    "(happened ada (trash estate estate))",
    hand=[C.CHAPEL, C.ESTATE, C.ESTATE, C.COPPER, C.COPPER],
    plays=[Act(C.CHAPEL, (C.ESTATE, C.ESTATE))],
)
happened_check(
    "discard",
    "(happened ada (discard estate estate))",
    hand=[C.CELLAR, C.ESTATE, C.ESTATE, C.COPPER, C.COPPER],
    plays=[Act(C.CELLAR, (C.ESTATE, C.ESTATE))],
)
happened_check(
    "topdeck",
    "(happened ada (topdeck gold))",
    hand=[C.HARBINGER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    deck=[C.COPPER, C.COPPER, C.ESTATE],
    discards=[C.GOLD, C.ESTATE],
    plays=[Act(C.HARBINGER)],
    answers=[(C.GOLD,)],
)
happened_check(
    "reveal",
    "(happened ada (reveal estate))",
    hand=[C.VASSAL, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    deck=[C.ESTATE, C.COPPER, C.COPPER],
    plays=[Act(C.VASSAL)],
)
happened_check(
    "shuffle",
    "(happened ada (shuffle))",
    hand=[C.SMITHY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    deck=[],
    discards=[C.COPPER, C.COPPER, C.SILVER, C.ESTATE, C.GOLD],
    plays=[Act(C.SMITHY)],
)
happened_check(
    "attack",
    "(happened ada (attack witch)) (and its (attacked (act witch) ada state), which it answers)",
    hand=[C.WITCH, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
    plays=[Act(C.WITCH)],
)


# ---- another player's plays of every new action card ------------------------------------------------------

_V4_ACT_SCRIPTS: dict[Card, tuple[list[Card], Play]] = {
    C.ADVENTURER: ([C.ADVENTURER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.ADVENTURER)),
    C.ARTISAN: ([C.ARTISAN, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.ARTISAN, (C.SILVER, C.ESTATE))),
    C.CHANCELLOR: (
        [C.CHANCELLOR, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE],
        Act(C.CHANCELLOR, (Choice.DISCARD_DECK,)),
    ),
    C.CHAPEL: ([C.CHAPEL, C.ESTATE, C.ESTATE, C.COPPER, C.COPPER], Act(C.CHAPEL, (C.ESTATE, C.ESTATE))),
    C.COUNCIL_ROOM: ([C.COUNCIL_ROOM, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.COUNCIL_ROOM)),
    C.FEAST: ([C.FEAST, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.FEAST, (C.DUCHY,))),
    C.FESTIVAL: ([C.FESTIVAL, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.FESTIVAL)),
    C.HARBINGER: ([C.HARBINGER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.HARBINGER)),
    C.LABORATORY: ([C.LABORATORY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.LABORATORY)),
    C.LIBRARY: ([C.LIBRARY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.LIBRARY)),
    C.MERCHANT: ([C.MERCHANT, C.COPPER, C.SILVER, C.ESTATE, C.ESTATE], Act(C.MERCHANT)),
    C.MONEYLENDER: ([C.MONEYLENDER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.MONEYLENDER, (C.COPPER,))),
    C.POACHER: ([C.POACHER, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.POACHER)),
    C.SENTRY: ([C.SENTRY, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.SENTRY)),
    C.THRONE_ROOM: (
        [C.THRONE_ROOM, C.SMITHY, C.COPPER, C.ESTATE, C.ESTATE],
        Act(C.THRONE_ROOM, (Act(C.SMITHY),)),
    ),
    C.VASSAL: ([C.VASSAL, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE], Act(C.VASSAL)),
}
"""New non-attack action card -> (a hand holding it, a legal v4 play of it from that hand) for ada."""


def quiet_after_acts_check(number: int, cards: Sequence[Card]) -> None:
    """Register ``quiet-after-v4-acts-NUMBER``: for each of `cards` (at most 10: one kingdom), a turn of
    ada's opening with its play, then the program's turn."""
    kingdom = kingdom_of(*cards, C.SMITHY)

    def run(d: Dialogue) -> None:
        table = Table(d, seat=1, kingdom=kingdom)
        for card in cards:
            hand, play = _V4_ACT_SCRIPTS[card]
            table.give("ada", hand=hand, deck=[C.COPPER] * 5, discards=[])
            their_plays_then_quiet(table, [play])

    plays = " ".join(to_wire(_V4_ACT_SCRIPTS[card][1]) for card in cards)
    _register(
        f"quiet-after-v4-acts-{number}",
        f"stays silent after (moved NAME (act CARD ...)) for {', '.join(cards)}",
        f"for each card, a turn of ada's with (moved ada PLAY) (and the (happened ...) it causes): {plays}; "
        "then its own turn",
        "no output after each notification, and legal turns",
        run,
    )


_NEW_QUIET = list(_V4_ACT_SCRIPTS)
quiet_after_acts_check(1, _NEW_QUIET[:8])
quiet_after_acts_check(2, _NEW_QUIET[8:])


# ---- Throne Room on every action card ---------------------------------------------------------------------

_THRONE_DECK = [C.COPPER, C.VILLAGE, C.SILVER, C.ESTATE, C.GOLD, C.COPPER, C.SMITHY, C.ESTATE, C.COPPER]
"""The program's deck in the throne-room-* checks (first drawn first): treasures, victories and actions for
the cards that draw, reveal or look."""


def throne_room_check(card: Card) -> None:
    """Register ``throne-room-CARD``: the program, first of 2 players in a kingdom of Throne Room and `card`,
    holds a Throne Room, `card` (a second Throne Room for throne-room itself) and three cards, with 1
    action; each of its plays is judged until it ends its turn with ``(clean ...)``."""
    hand = [C.THRONE_ROOM, card, C.COPPER, C.ESTATE, C.SILVER]
    shown = " ".join(hand)
    nested = (
        "(act throne-room (act throne-room))"
        if card == C.THRONE_ROOM
        else f"(act throne-room (act {card} ...))"
    )

    def run(d: Dialogue) -> None:
        table = Table(d, kingdom=kingdom_of(C.THRONE_ROOM, card))
        table.give(hand=hand, deck=_THRONE_DECK, discards=[C.GOLD, C.ESTATE])
        table.my_turn()

    _register(
        f"throne-room-{card}",
        f"plays a turn with throne-room and {card} in hand",
        f"(move state) with 1 action and hand ({shown}), then the state after each play, with the (decide "
        f"...) its cards ask",
        f"a legal play at every move until (clean ...); a Throne Room nests its card's play: {nested}",
        run,
    )


for _action in V4_ACTIONS:
    throne_room_check(_action)
