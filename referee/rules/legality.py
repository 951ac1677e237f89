"""The one legality decision of the project: is this play (or defense) legal in this view?

Everything that judges a play calls `check_play` / `check_defense`: the engine, `referee check`, `referee
validate` and the bots. They work from the protocol `State` alone (what the player itself sees), so a
play is judged exactly as the player could judge it. The answer is None for a legal play, else one
sentence naming the rule broken, in words a student can act on, starting with the play as written.

Rules implemented (protocol v1-v3 texts and referee-decisions.md, "Turn flow and rules"):
- `(act CARD ...)`: CARD an action card in the hand, actions >= 1; the card being played is no longer in
  the hand when its arguments are judged. mine: t1 a treasure in hand, t2 a treasure in the supply,
  cost(t2) <= cost(t1) + 3 or cost(t2) <= value(t1) + 3 (both readings accepted: "permissive in the
  rules"). remodel: c1 in hand, c2 in the supply, cost(c2) <= cost(c1) + 2. workshop: c in the supply,
  cost(c) <= 4. cellar: the listed cards a sub-multiset of the hand. Other actions take no cards.
- `(add T)`: T a treasure in the hand (nothing else: legal after a buy and with 0 buys).
- `(buy C)`: buys >= 1, C in the supply, cost(C) <= coins.
- `(clean C)`: C in the hand; `(clean)`: the hand is empty.
- `(moat)`: a moat in the hand. `(discard C ...)`: a sub-multiset of the hand leaving exactly 3 cards
  (with 3 or fewer in hand, only `(discard)`).

Speed matters (simulations judge millions of plays): add and clean look only at the hand (at most a few
cards), buy only at the supply tuple (a scan in C of at most a few hundred references, cheaper than building
a set from it each time the supply changes).
"""

from __future__ import annotations

from collections import Counter
from itertools import product

from protocol.messages import (
    Act,
    Add,
    Buy,
    Card,
    Clean,
    Defense,
    DiscardDefense,
    MoatDefense,
    Play,
    State,
)
from referee.rules.cards import ACTIONS, ARGUMENT_COUNT, COST, ORDER, VALUE

_MINE_GAIN = 3
_REMODEL_GAIN = 2
_WORKSHOP_LIMIT = 4
_HAND_AFTER_MILITIA = 3


def show(message: Play | Defense) -> str:
    """The wire spelling of a play or defense, for messages: ``(act mine copper silver)``, ``(discard)``."""
    if isinstance(message, Act):
        words = ["act", message.card, *message.args]
    elif isinstance(message, Add):
        words = ["add", message.card]
    elif isinstance(message, Buy):
        words = ["buy", message.card]
    elif isinstance(message, Clean):
        words = ["clean"] if message.card is None else ["clean", message.card]
    elif isinstance(message, MoatDefense):
        words = ["moat"]
    elif isinstance(message, DiscardDefense):
        words = ["discard", *message.cards]
    else:
        return repr(message)
    return "(" + " ".join(str(word) for word in words) + ")"


def _cards(cards) -> str:
    return "(" + " ".join(str(card) for card in cards) + ")"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _missing(wanted, have) -> Card | None:
    """The first card of multiset `wanted` that multiset `have` lacks (counting copies), or None."""
    if not wanted:
        return None
    need = Counter(wanted)
    got = Counter(have)
    for card in wanted:
        if need[card] > got[card]:
            return card
    return None


def check_play(state: State, play: Play) -> str | None:
    """Judge `play` against the player's view `state` (the `(move state)` it answers).

    Arguments:
        state: the player's view (hand, supply, actions, buys, coins are what matter).
        play: an `Act`, `Add`, `Buy` or `Clean`.
    Returns:
        None if the play is legal, else the rule it breaks, e.g.
        ``"(buy province) needs 8 coins, you have 5"``.
    """
    kind = type(play)
    if kind is Add:
        card = play.card
        if card not in VALUE:
            return f"(add {card}): {card} is not a treasure; add plays only copper, silver or gold"
        if card not in state.hand:
            return f"(add {card}) needs {card} in your hand; your hand is {_cards(state.hand)}"
        return None
    if kind is Buy:
        card = play.card
        if state.buys < 1:
            return f"(buy {card}) needs 1 buy; you have 0 (each buy uses one)"
        if card not in COST:
            return f"(buy {card}): {card} is not a card of the game"
        if card not in state.supply:
            return f"(buy {card}): there is no {card} left in the supply (empty pile, or not in this game)"
        if COST[card] > state.coins:
            return f"(buy {card}) needs {COST[card]} coins, you have {state.coins}"
        return None
    if kind is Clean:
        card = play.card
        hand = state.hand
        if card is None:
            if hand:
                return (
                    f"(clean) is only for an empty hand; your hand has {_plural(len(hand), 'card')}: "
                    "play (clean CARD)"
                )
            return None
        if not hand:
            return f"(clean {card}): your hand is empty, so end the turn with (clean)"
        if card not in hand:
            return f"(clean {card}) needs {card} in your hand to expose; your hand is {_cards(hand)}"
        return None
    if kind is Act:
        return _check_act(state, play)
    return f"{play!r} is not a play: expected (act ...), (add ...), (buy ...) or (clean ...)"


def _check_act(state: State, play: Act) -> str | None:
    card = play.card
    args = play.args
    text = show(play)
    if card not in ACTIONS:
        return f"{text}: {card} is not an action card"
    wanted = ARGUMENT_COUNT[card]
    if wanted is not None and len(args) != wanted:
        if wanted == 0:
            return f"{text}: {card} takes no cards; play (act {card})"
        return f"{text}: {card} takes {_plural(wanted, 'card')}, not {len(args)}"
    if state.actions < 1:
        reason = (
            "no actions after an add or buy"
            if any(played in VALUE for played in state.plays) or not any(p in ACTIONS for p in state.plays)
            # Only actions were played: they used the actions up, or a buy (which plays no card) ended them.
            else "each action card played uses one, and none are left after a buy"
        )
        return f"{text} needs 1 action; you have {state.actions} ({reason})"
    hand = list(state.hand)
    if card not in hand:
        return f"{text} needs a {card} in your hand; your hand is {_cards(state.hand)}"
    hand.remove(card)
    if card == Card.MINE:
        return _check_mine(text, state, hand, args[0], args[1])
    if card == Card.REMODEL:
        trashed, gained = args
        if trashed not in hand:
            if trashed == Card.REMODEL:
                return (
                    f"{text} needs a second remodel in your hand: "
                    "the remodel being played is no longer in the hand"
                )
            return f"{text} needs {trashed} in your hand to trash; your hand is {_cards(state.hand)}"
        if gained not in state.supply:
            return f"{text}: there is no {gained} left in the supply to gain"
        if COST[gained] > COST[trashed] + _REMODEL_GAIN:
            return (
                f"{text}: remodel gains a card costing at most 2 more than the trashed card; "
                f"{gained} costs {COST[gained]}, {trashed} costs {COST[trashed]}"
            )
        return None
    if card == Card.WORKSHOP:
        gained = args[0]
        if gained not in state.supply:
            return f"{text}: there is no {gained} left in the supply to gain"
        if COST[gained] > _WORKSHOP_LIMIT:
            return f"{text}: workshop gains a card costing at most 4; {gained} costs {COST[gained]}"
        return None
    if card == Card.CELLAR:
        lacking = _missing(args, hand)
        if lacking is not None:
            if lacking == Card.CELLAR and Card.CELLAR in state.hand:
                return (
                    f"{text} lists more cellars than your hand holds: "
                    "the cellar being played is no longer in the hand"
                )
            return f"{text} discards more {lacking} than your hand holds; your hand is {_cards(state.hand)}"
        return None
    return None


def _check_mine(text: str, state: State, hand: list[Card], trashed: Card, gained: Card) -> str | None:
    if trashed not in VALUE:
        return f"{text}: mine trashes a treasure, and {trashed} is not one"
    if trashed not in hand:
        return f"{text} needs {trashed} in your hand to trash; your hand is {_cards(state.hand)}"
    if gained not in VALUE:
        return f"{text}: mine gains a treasure, and {gained} is not one"
    if gained not in state.supply:
        return f"{text}: there is no {gained} left in the supply to gain"
    limit = max(COST[trashed], VALUE[trashed]) + _MINE_GAIN
    if COST[gained] > limit:
        return (
            f"{text}: mine gains a treasure costing at most 3 more than the trashed one; "
            f"{gained} costs {COST[gained]}, {trashed} costs {COST[trashed]} (value {VALUE[trashed]})"
        )
    return None


def check_defense(state: State, defense: Defense) -> str | None:
    """Judge `defense` against the defender's view `state` (of the `(attacked (act militia) NAME state)`).

    Arguments:
        state: the defender's view; only its hand matters.
        defense: a `MoatDefense` or `DiscardDefense`.
    Returns:
        None if legal, else the rule broken, e.g. ``"(moat) needs a moat in your hand; ..."``.
    """
    hand = state.hand
    if isinstance(defense, MoatDefense):
        if Card.MOAT not in hand:
            return f"(moat) needs a moat in your hand; your hand is {_cards(hand)}"
        return None
    if isinstance(defense, DiscardDefense):
        cards = defense.cards
        text = show(defense)
        keep = _HAND_AFTER_MILITIA
        if len(hand) <= keep:
            if cards:
                return (
                    f"{text}: with {_plural(len(hand), 'card')} in hand you keep them all; answer (discard)"
                )
            return None
        lacking = _missing(cards, hand)
        if lacking is not None:
            return f"{text} discards more {lacking} than your hand holds; your hand is {_cards(hand)}"
        if len(hand) - len(cards) != keep:
            return (
                f"{text} must leave exactly 3 cards in your hand: discard {len(hand) - keep} "
                f"of your {len(hand)}, not {len(cards)}"
            )
        return None
    return f"{defense!r} is not a defense: expected (moat) or (discard CARD ...)"


def _distinct(cards) -> list[Card]:
    return sorted(set(cards), key=ORDER.__getitem__)


def _sub_multisets(cards, size: int | None = None) -> list[tuple[Card, ...]]:
    """Every distinct sub-multiset of `cards` (of `size` cards if given), each in canonical order."""
    counts = Counter(cards)
    kinds = sorted(counts, key=ORDER.__getitem__)
    result = []
    for choice in product(*(range(counts[kind] + 1) for kind in kinds)):
        if size is not None and sum(choice) != size:
            continue
        result.append(tuple(kind for kind, n in zip(kinds, choice, strict=True) for _ in range(n)))
    return result


def legal_plays(state: State) -> list[Play]:
    """Every legal play in the view `state`, each once, in a fixed order (acts, adds, buys, cleans).

    Cellar plays list every distinct sub-multiset of the rest of the hand (so a hand with two coppers gives
    `(act cellar copper)` once). The list is never empty: a turn can always end with a clean.
    """
    plays: list[Play] = []
    hand = state.hand
    supply = _distinct(state.supply)
    if state.actions >= 1:
        for card in _distinct(c for c in hand if c in ACTIONS):
            rest = list(hand)
            rest.remove(card)
            if card == Card.MINE:
                for trashed in _distinct(c for c in rest if c in VALUE):
                    limit = max(COST[trashed], VALUE[trashed]) + _MINE_GAIN
                    plays.extend(Act(card, (trashed, g)) for g in supply if g in VALUE and COST[g] <= limit)
            elif card == Card.REMODEL:
                for trashed in _distinct(rest):
                    limit = COST[trashed] + _REMODEL_GAIN
                    plays.extend(Act(card, (trashed, g)) for g in supply if COST[g] <= limit)
            elif card == Card.WORKSHOP:
                plays.extend(Act(card, (g,)) for g in supply if COST[g] <= _WORKSHOP_LIMIT)
            elif card == Card.CELLAR:
                plays.extend(Act(card, cards) for cards in _sub_multisets(rest))
            else:
                plays.append(Act(card))
    plays.extend(Add(card) for card in _distinct(c for c in hand if c in VALUE))
    if state.buys >= 1:
        plays.extend(Buy(card) for card in supply if COST[card] <= state.coins)
    if hand:
        plays.extend(Clean(card) for card in _distinct(hand))
    else:
        plays.append(Clean())
    return plays


def legal_defenses(state: State) -> list[Defense]:
    """Every legal defense in the defender's view `state`: `(moat)` first if a moat is in hand, then every
    distinct `(discard ...)` leaving 3 cards (only `(discard)` with 3 or fewer in hand)."""
    defenses: list[Defense] = []
    hand = state.hand
    if Card.MOAT in hand:
        defenses.append(MoatDefense())
    if len(hand) <= _HAND_AFTER_MILITIA:
        defenses.append(DiscardDefense(()))
    else:
        defenses.extend(
            DiscardDefense(cards) for cards in _sub_multisets(hand, len(hand) - _HAND_AFTER_MILITIA)
        )
    return defenses
