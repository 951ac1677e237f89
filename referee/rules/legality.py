"""The one legality decision of the project: is this play (or defense) legal in this view?

Everything that judges a play calls `check_play` / `check_defense`: the engine, `referee check`, `referee
validate` and the bots. They work from the protocol `State` alone (what the player itself sees), so a
play is judged exactly as the player could judge it. The answer is None for a legal play, else one
sentence naming the rule broken, in words a student can act on, starting with the play as written.

Rules implemented (docs/protocol.md, "Turn flow"; docs/rules.md):
- `(act CARD ...)`: CARD an action card in the hand, actions >= 1; the card being played is no longer in
  the hand when its arguments are judged. mine: t1 a treasure in hand, t2 a treasure in the supply,
  cost(t2) <= cost(t1) + 3 or cost(t2) <= value(t1) + 3 (both readings accepted: "permissive in the
  rules"). remodel: c1 in hand, c2 in the supply, cost(c2) <= cost(c1) + 2. workshop: c in the supply,
  cost(c) <= 4. cellar: the listed cards a sub-multiset of the hand. Other actions take no cards.
- `(add T)`: T a treasure in the hand (nothing else: legal after a buy and with 0 buys).
- `Treasures(T1, T2, ...)` (a game of the rules alone only, `referee.rules.decisions.Treasures`): what its
  `(add T1) (add T2) ...` need, together: treasures the hand holds, counting copies.
- `BuyAndClean(C, E)` (a game of the rules alone only): `(buy C)` legal, and `(clean E)` legal in the same
  hand.
- `(buy C)`: buys >= 1, C in the supply, cost(C) <= coins.
- `(clean C)`: C in the hand; `(clean)`: the hand is empty.
- `(moat)`: a moat in the hand. `(discard C ...)`: a sub-multiset of the hand leaving exactly 3 cards
  (with 3 or fewer in hand, only `(discard)`); against a v4 attack other than Militia, only `(discard)`.
- v4 (a `StateV4` view, docs/protocol.md "Version 4"): every card's arguments are judged by carrying the card
  out on the rules core (`_check_arguments`); a Throne Room's nested play is judged as the first play of its
  card; trailing arguments may be left out (each chooses nothing, legal where the rules allow it, which
  depends on the `edition`); a choice with nothing to choose takes no argument.

Speed matters (simulations judge millions of plays): add and clean look only at the hand (at most a few
cards), buy only at the supply (a lookup in a `referee.rules.supply.Supply`'s pile counts; a scan in C of a
plain tuple's few hundred references, cheaper than building a set from it each time the supply changes); an
`(act ...)` is spelled out for its message only when it is illegal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from itertools import product

from protocol.messages import (
    Act,
    Add,
    Buy,
    Card,
    Clean,
    Coffers,
    Defense,
    DiscardDefense,
    MoatDefense,
    Play,
    RevealDefense,
    State,
    StateV4,
    StateV5,
    StateV6,
)
from referee.rules.cards import ACTIONS, KINGDOM_TREASURES, SHIELDS
from referee.rules.costs import buy_condition, check_buy
from referee.rules.decisions import BuyAndClean, Decision, Treasures
from referee.rules.game import Game
from referee.rules.helpers import HAND_AFTER_MILITIA, militia_discard, reaction_decision
from referee.rules.spec import ARGUMENTS, COST, ORDER, SPECS, VALUE


def show(message: Play | Defense) -> str:
    """The wire spelling of a play or defense, for messages: ``(act mine copper silver)``, ``(discard)``."""
    if isinstance(message, Act):
        words = ["act", message.card, *(show(arg) if type(arg) is Act else arg for arg in message.args)]
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


def check_play(
    state: State,
    play: Play,
    *,
    arguments: bool = True,
    edition: int = 2,
    paid_off: bool = False,
    spent: Collection[str] = (),
) -> str | None:
    """Judge `play` against the player's view `state` (the `(move state)` it answers).

    Arguments:
        state: the player's view (hand, supply, actions, buys, coins are what matter). A `StateV4` is a
            protocol v4 view: its plays may leave trailing arguments out (each answers with nothing), a
            choice with nothing to choose takes no argument, and a Throne Room's argument is the nested
            play of its card, judged as its first play (docs/protocol.md, "Version 4").
        play: an `Act`, `Add`, `Buy` or `Clean`; in a game of the rules alone (`arguments` False) also a
            `referee.rules.decisions.Treasures`, judged as its `Add` plays together, or a `BuyAndClean`.
        arguments: True (a protocol game): an `Act` of a card with up-front decisions lists their answers
            as arguments, ``(act remodel estate silver)``; False (a game of the rules alone): an `Act` may
            list them so, or list no card, and then every decision is asked when it arises.
        edition: 2 or 1, whose card texts the game plays (a first-edition Mine must trash a treasure).
        paid_off: the player paid off debt this turn (a buy did: `Game.paid_off` is this turn), after which
            no treasure is played (the Empires rules; docs/landscapes.md, "Buying").
        spent: the events the player may not buy again now (bought already this turn, or this game, when
            they may be bought only once so: `referee.rules.landscapes.spent_events`).
    Returns:
        None if the play is legal, else the rule it breaks, e.g.
        ``"(buy province) needs 8 coins, you have 5"``.
    """
    kind = type(play)
    if paid_off and (kind is Add or kind is Treasures):
        shown = f"(add {play.card})" if kind is Add else "a treasure"
        return f"{shown}: no treasure may be played once debt is paid off (a buy paid it off this turn)"
    if kind is Add:
        card = play.card
        if card not in VALUE and not _kingdom_treasure(state, card):
            return _not_a_treasure(state, card)
        if card not in state.hand:
            return f"(add {card}) needs {card} in your hand; your hand is {_cards(state.hand)}"
        return None
    if kind is Treasures:
        return _check_treasures(state, play, arguments)
    if kind is BuyAndClean:
        if arguments:
            return f"{play!r} is not a play of the protocol: play (buy CARD), then (clean CARD)"
        # A buy gains to the discards: the clean-up after it is judged on the same hand.
        return check_buy(state, play.card) or _check_clean(state, play.exposed)
    if kind is Buy:
        if spent and play.card in spent:
            return (
                f"(buy {play.card}): {play.card} may be bought only once a turn (or game), and you bought it"
            )
        return check_buy(state, play.card)
    if kind is Clean:
        return _check_clean(state, play.card)
    if kind is Act:
        return _check_act(state, play, arguments, edition)
    if kind is Coffers:
        return _check_coffers(state, play.count)
    return f"{play!r} is not a play: expected (act ...), (add ...), (buy ...) or (clean ...)"


def _not_a_treasure(state: State, card: Card) -> str:
    """The refusal of `(add card)` for a card that is not a treasure: v1-v4 know copper, silver and gold
    only (their wording kept), a v5 view every treasure of the catalogue."""
    if isinstance(state, StateV5):
        return f"(add {card}): {card} is not a treasure; add plays a treasure card"
    return f"(add {card}): {card} is not a treasure; add plays only copper, silver or gold"


def _kingdom_treasure(state: State, card: Card) -> bool:
    """Whether `card` is a treasure in the game of `state` because its kingdom (a v4 or later view's
    ``kingdom``) has a card making it one (`KINGDOM_TREASURES`: Charlatan's Curse)."""
    if not KINGDOM_TREASURES:
        return False
    return any(card in KINGDOM_TREASURES.get(k, ()) for k in getattr(state, "kingdom", ()))


def _coffers(state: State) -> int:
    """The Coffers of the player whose view `state` is (a v5 view's own seat record), else 0."""
    seats = getattr(state, "seats", ())
    return seats[0].coffers if seats else 0


def _check_coffers(state: State, count: int) -> str | None:
    """v5's `(coffers N)`: N at least 1 and at most the player's Coffers (docs/protocol.md, "Plays")."""
    if not isinstance(state, StateV5):
        return f"(coffers {count}) is a play of protocol v5 only"
    have = _coffers(state)
    if count < 1:
        return f"(coffers {count}) spends at least 1 Coffers"
    if count > have:
        return f"(coffers {count}) needs {count} Coffers; you have {have}"
    return None


def _check_clean(state: State, card: Card | None) -> str | None:
    """`(clean card)`: the card in the hand; `(clean)` (card None): an empty hand."""
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


def _check_treasures(state: State, play: Treasures, arguments: bool) -> str | None:
    """A `Treasures` play: legal in a game of the rules alone (`arguments` False) when it lists at least one
    card, each a treasure, all together held in the hand (counting copies): what its `Add` plays, one after
    the other, would need."""
    cards = play.cards
    if arguments:
        return f"{play!r} is not a play of the protocol: play each treasure with (add CARD)"
    if not cards:
        return "Treasures() plays no treasure: list at least one, or play something else"
    hand = state.hand
    for card in cards:
        if card not in VALUE and not _kingdom_treasure(state, card):
            return _not_a_treasure(state, card)
        if cards.count(card) > hand.count(card):
            return f"(add {card}) needs {card} in your hand; your hand is {_cards(hand)} ({play!r})"
    return None


def _check_act(state: State, play: Act, arguments: bool, edition: int) -> str | None:
    card = play.card
    args = play.args
    if card not in ACTIONS:
        return f"{show(play)}: {card} is not an action card"
    v4 = isinstance(state, StateV4)
    if args or arguments:
        shape = _arguments(state, card)
        wanted = None if None in shape else len(shape)
        if wanted is not None and (len(args) > wanted or len(args) < wanted and not v4):
            if wanted == 0:
                return f"{show(play)}: {card} takes no cards; play (act {card})"
            return f"{show(play)}: {card} takes {_plural(wanted, 'card')}, not {len(args)}"
    if state.actions < 1:
        reason = (
            "no actions after an add or buy"
            if any(played in VALUE for played in state.plays) or not any(p in ACTIONS for p in state.plays)
            # Only actions were played: they used the actions up, or a buy (which plays no card) ended them.
            else "each action card played uses one, and none are left after a buy"
        )
        return f"{show(play)} needs 1 action; you have {state.actions} ({reason})"
    if card not in state.hand:
        return f"{show(play)} needs a {card} in your hand; your hand is {_cards(state.hand)}"
    if not args and (not v4 or not arguments or not _arguments(state, card)):
        return None
    return _check_arguments(state, play, show(play), edition)


def _arguments(state: State, card: Card) -> tuple[int | None, ...]:
    """The argument shape of a protocol play of `card` in the view `state`: the spec's `arguments`, but none
    for a card of another set than the base game's in a v5 view (docs/protocol.md, "Version 5")."""
    if isinstance(state, StateV5) and SPECS[card].set != "base":
        return ()
    return ARGUMENTS[card]


def _check_arguments(state: State, play: Act, text: str, edition: int = 2) -> str | None:
    """Judge the arguments of `play` as the answers to the card's up-front decisions: carry the card out in a
    position built from `state` (`Game.at`), judging each answer with `check_answer` as its decision
    arises."""
    game = Game.at(state, edition=edition)
    hand = state.hand
    game.judge = lambda decision, answer: check_answer(
        decision, answer, text=text, hand=hand, played=play.card, supply=state.supply
    )
    game.apply(play)
    if game.misjudged is not None and game.misjudged != "too many cards":
        return game.misjudged
    if game.misjudged is not None or any(game._supplied):
        return f"{text}: {play.card} takes fewer cards here"
    return None


_VERBS = {
    "trash": "trashes",
    "discard": "discards",
    "gain": "gains",
    "topdeck": "puts onto the deck",
    "play": "plays",
    "reveal": "reveals",
    "set-aside": "sets aside",
    "choose": "chooses",
    "name": "names",
    "return": "returns",
    "pass": "passes",
    "mat": "puts on a mat",
    "pay": "pays",
    "insert": "puts into the deck",
    "call": "calls from the Tavern mat",
}

_INFINITIVES = {"set-aside": "set aside", "mat": "put on a mat"}
"""A decision kind -> its verb in "needs CARD in your hand to ..." where the kind's word is not one (the
other kinds are their own verb: trash, discard, play...)."""


def check_answer(
    decision: Decision,
    answer: tuple[Card, ...],
    *,
    text: str | None = None,
    hand: tuple[Card, ...] | None = None,
    played: Card | None = None,
    supply: tuple[Card, ...] | None = None,
) -> str | None:
    """Judge `answer` (a tuple of cards) to `decision`: between `min` and `max` cards, all among `options`
    (counting copies). The one judge of every answer to a decision, whoever asks it.

    Arguments:
        decision: the pending `Decision`.
        answer: the cards chosen.
        text: how the answer was written, to open the message (default ``(CARD ...)`` for the card asking).
        hand: the hand to quote in a message (default the decision's options).
        played: the card being played when the answer is a play's argument (it has left the hand).
        supply: the supply of the view the play was made in, to tell an empty pile from a cost too high.
    Returns:
        None if legal, else the rule broken in one sentence, e.g.
        ``"(act remodel estate province): remodel gains a card costing at most 2 more than the trashed card;
        province costs 8, estate costs 2"``.
    """
    card = decision.card
    if text is None:
        text = f"({card} ...)"
    options = decision.options
    count = len(answer)
    # Options that are words or names (a base card's words keep the base game's messages, v1-v4 unchanged).
    base = card in SPECS and SPECS[card].set == "base"
    words = decision.source in ("cards", "amount") or (decision.source == "choice" and not base)
    if not set(answer) <= set(options) or _missing(answer, options) is not None:
        verb = _VERBS[decision.kind]
        for chosen in answer:
            if chosen in options:
                continue
            if words:
                return f"{text}: {chosen} is not among the options {_cards(options)} ({decision.prompt})"
            spec = SPECS.get(chosen)
            if spec is None:
                return f"{text}: {chosen} is not a card of the game"
            if decision.rule and not base and (decision.source != "supply" or decision.max_cost is None):
                # A card of another set words its own limit (Baron: an Estate; Lurker: an action card).
                return f"{text}: {decision.rule}; {chosen} is not among the options {_cards(options)}"
            if decision.types is not None and decision.types not in spec.types:
                return f"{text}: {card} {verb} a {decision.types}, and {chosen} is not one"
            if decision.source == "supply":
                if chosen in decision.excluded:
                    note = f" ({decision.note})" if decision.note else ""
                    return f"{text}: {decision.rule}{note}; {chosen} is ruled out"
                if supply is not None and chosen not in supply:
                    return f"{text}: there is no {chosen} left in the supply to gain"
                if decision.max_cost is not None:
                    coins = dict(decision.costs).get(chosen, COST[chosen]) if decision.costs else COST[chosen]
                    # A cost with a potion is never "up to N coins" (Alchemy): no coin limit covers it.
                    potion = " and a potion" if spec.potion else ""
                    # Within the cost, a card of another set's rule is what rules it out (Forge: exactly).
                    if coins > decision.max_cost or potion or (decision.rule and not base):
                        note = f", {decision.note}" if decision.note else ""
                        return f"{text}: {decision.rule}; {chosen} costs {coins}{potion}{note}"
                return f"{text}: there is no {chosen} left in the supply to gain"
            break
        lacking = _missing(answer, options)
        if words:
            return f"{text}: {card} takes each option once, and {lacking} is listed twice"
        shown = _cards(hand if hand is not None else options)
        if decision.source == "hand":
            # One card or any number: as the play's argument shape says (a clamped `max` may be 0).
            single = decision.max <= 1 if played is None else None not in ARGUMENTS[played]
            if lacking == played:
                if single:
                    return (
                        f"{text} needs a second {played} in your hand: "
                        f"the {played} being played is no longer in the hand"
                    )
                return (
                    f"{text} lists more {played}s than your hand holds: "
                    f"the {played} being played is no longer in the hand"
                )
            if single:
                doing = _INFINITIVES.get(decision.kind, decision.kind)
                return f"{text} needs {lacking} in your hand to {doing}; your hand is {shown}"
            return f"{text} {verb} more {lacking} than your hand holds; your hand is {shown}"
        held = options.count(lacking)
        if held:  # offered, but fewer times than chosen
            times = answer.count(lacking)
            offered = _cards(options)
            return f"{text}: {lacking} is chosen {times} times, and the options hold {held}: {offered}"
        return f"{text}: {lacking} is not among the cards to choose from {_cards(options)}"
    if count < decision.min or count > decision.max:
        unit = "option" if words else "card"
        if decision.min == decision.max:
            wanted = _plural(decision.min, unit)
        elif count < decision.min:
            wanted = f"at least {_plural(decision.min, unit)}"
        else:
            wanted = f"at most {_plural(decision.max, unit)}"
        return f"{text}: {card} asks for {wanted} ({decision.prompt}), got {count}"
    return None


def with_prompt(message: str, decision: Decision) -> str:
    """`message` (a `check_answer` reason) ended with ``[the CARD decision: PROMPT]``, naming the decision it
    is about, unless it already quotes the decision's prompt (a count or an option word out of place does):
    a student reads each prompt once. The ejection of an illegal answer and `referee check` both say it so."""
    if decision.prompt and decision.prompt in message:
        return message
    return f"{message} [the {decision.card} decision: {decision.prompt}]"


def legal_answers(decision: Decision) -> list[tuple[Card, ...]]:
    """Every legal answer to `decision`, each distinct multiset once in canonical order (an `ordered`
    decision accepts any order of these too). A one-card decision lists its options in their order."""
    if decision.max <= 1:
        answers = [(card,) for card in dict.fromkeys(decision.options)] if decision.max else []
        return [()] + answers if decision.min == 0 else answers
    return [
        answer for answer in _sub_multisets(decision.options) if decision.min <= len(answer) <= decision.max
    ]


def _shielded(state: State) -> bool:
    """True when the defender's v5 view shows, among its own cards in play from an earlier turn, one that
    keeps the others' attacks from affecting it (`SHIELDS`: Lighthouse)."""
    seats = getattr(state, "seats", None)
    return bool(SHIELDS and seats) and not SHIELDS.isdisjoint(seats[0].durations)


def check_defense(state: State, defense: Defense, card: str = "militia") -> str | None:
    """Judge `defense` against the defender's view `state` (of the `(attacked (act CARD) NAME state)`).

    Arguments:
        state: the defender's view; only its hand matters.
        defense: a `MoatDefense` or `DiscardDefense`.
        card: the attacking card. `(moat)` answers any attack (with a moat in hand); `(discard C ...)`
            answers Militia as in v3 (`(discard)` too from a defender with a Lighthouse in play, whom the
            Militia does not affect); any other attack (v4) takes `(discard)`, which discards nothing.
    Returns:
        None if legal, else the rule broken, e.g. ``"(moat) needs a moat in your hand; ..."``.
    """
    hand = state.hand
    me = state.players[0] if state.players else ""
    # Legality is the card's own decisions judged by `check_answer` (a (moat) answers Moat's reveal, a
    # (discard ...) Militia's discard); only the words of a refusal are the v3 defense's own.
    if isinstance(defense, MoatDefense):
        reveal = reaction_decision(me, hand, None, card)
        if reveal is None or check_answer(reveal, (Card.MOAT,)) is not None:
            return f"(moat) needs a moat in your hand; your hand is {_cards(hand)}"
        return None
    if isinstance(defense, DiscardDefense):
        cards = defense.cards
        text = show(defense)
        if card != Card.MILITIA:
            if cards and isinstance(state, StateV5):
                # v5: the attack's own discards (Urchin's, Goons') are asked with decide, not by the defense.
                article = "an" if card[0] in "aeiou" else "a"
                return (
                    f"{text}: against {article} {card} the defense lists no cards (what it makes you discard "
                    "is asked with decide); answer (discard), (moat) with a moat in your hand, or (reveal "
                    "CARD) with another reaction"
                )
            if cards:
                return (
                    f"{text}: a {card} attack discards nothing; answer (discard), or (moat) with a moat "
                    "in your hand"
                )
            return None
        discard = militia_discard(me, hand, None)
        if discard is None:
            if cards:
                return (
                    f"{text}: with {_plural(len(hand), 'card')} in hand you keep them all; answer (discard)"
                )
            return None
        if check_answer(discard, cards) is None:
            return None
        if not cards and _shielded(state):
            return None  # a Lighthouse in its play: the Militia will not affect it, nothing to discard
        lacking = _missing(cards, hand)
        if lacking is not None:
            return f"{text} discards more {lacking} than your hand holds; your hand is {_cards(hand)}"
        return (
            f"{text} must leave exactly {HAND_AFTER_MILITIA} cards in your hand: discard {discard.min} "
            f"of your {len(hand)}, not {len(cards)}"
        )
    if isinstance(defense, RevealDefense):
        shown = defense.card
        reaction = SPECS.get(shown)
        if shown == Card.MOAT:
            return "(reveal moat): a Moat is revealed with (moat)"
        if reaction is None or reaction.react_attack is None:
            return f"(reveal {shown}): {shown} is not a reaction to attacks"
        if shown not in hand:
            return f"(reveal {shown}) needs {shown} in your hand; your hand is {_cards(hand)}"
        reveal = reaction_decision(me, hand, None, card)
        if reveal is None or shown not in reveal.options:
            return f"(reveal {shown}): {shown} cannot be revealed from this hand ({_cards(hand)})"
        return None
    return f"{defense!r} is not a defense: expected (moat) or (discard CARD ...)"


def _distinct(cards) -> list[Card]:
    return sorted(set(cards), key=ORDER.__getitem__)


def _sub_multisets(cards, size: int | None = None) -> list[tuple[Card, ...]]:
    """Every distinct sub-multiset of `cards` (of `size` cards if given), each in canonical order."""
    counts = Counter(cards)
    # Cards in the canonical order; option words (no card) after them, in their listed order.
    last = len(ORDER)
    kinds = sorted(counts, key=lambda kind: ORDER.get(kind, last))
    result = []
    for choice in product(*(range(counts[kind] + 1) for kind in kinds)):
        if size is not None and sum(choice) != size:
            continue
        result.append(tuple(kind for kind, n in zip(kinds, choice, strict=True) for _ in range(n)))
    return result


def next_upfront(
    state: State,
    card: Card,
    answers: list[tuple[Card, ...]],
    *,
    edition: int = 2,
    spend_action: bool = False,
) -> tuple[Game, Decision | None]:
    """One step of the one walk over a card's up-front choices: `card` played in a position built from the
    view `state` (`Game.at`, in `edition`; with `spend_action` the action it uses already spent, as the
    referee spends it), its first up-front decisions answered with `answers` in order. Returns that position
    and the next decision a protocol play's arguments answer (an up-front decision of the player whose play
    it is, before a Throne Room's second play of its card, that the game's rules carry: `Game.carries`),
    or None once there is none: the arguments are complete. The legal plays (`legal_plays`), the kit's plays
    (`players.answers.build_act`) and the browser seat's (`referee.network.browser`) all walk with it."""
    game = Game.at(state, edition=edition)
    if spend_action:
        game.actions = max(0, game.actions - 1)
    decision = game.start_act(card, list(answers))
    if (
        decision is None
        or not decision.upfront
        or decision.player != game.player.name
        or game.arguments_ended
        or not game.carries(decision)
    ):
        return game, None
    return game, decision


def _argument_lists(state: State, card: Card) -> list[tuple[Card, ...]]:
    """Every argument list of a legal `(act CARD ...)` in `state`: the card is carried out in positions built
    from `state`, and the legal answers of each up-front decision are tried in turn (`legal_answers`)."""
    shape = ARGUMENTS[card]
    fixed = None if None in shape else len(shape)
    found: list[tuple[Card, ...]] = []

    def walk(prefix: list[tuple[Card, ...]]) -> None:
        decision = next_upfront(state, card, prefix)[1]
        if decision is not None and len(prefix) < len(shape):
            for answer in legal_answers(decision):
                walk([*prefix, answer])
            return
        args = tuple(c for answer in prefix for c in answer)
        if fixed is None or len(args) == fixed:
            found.append(args)

    walk([])
    return found


def _argument_plays_v4(state: StateV4, card: Card, edition: int) -> list[Act]:
    """Every legal v4 `(act CARD ...)` in `state`: the card is carried out in positions built from `state`,
    and the legal answers of each up-front decision its play's arguments answer are tried in turn (a
    Throne Room's first play of its card included), then made into the play's arguments (`_v4_play`)."""
    found: list[Act] = []

    def walk(prefix: list[tuple[Card, ...]]) -> None:
        decision = next_upfront(state, card, prefix, edition=edition)[1]
        if decision is not None:
            for answer in legal_answers(decision):
                walk([*prefix, answer])
            return
        found.append(_v4_play(card, prefix))

    walk([])
    return list(dict.fromkeys(found))


def _v4_play(card: Card, answers: list[tuple[Card, ...]]) -> Act:
    """The v4 play of `card` whose arguments give `answers` (`referee.rules.game.play_answers` undone): a
    Throne Room's first answer becomes the nested play of its card; other answers are listed in order,
    those left empty at the end left out."""
    if card == Card.THRONE_ROOM and answers and answers[0]:
        inner = answers[0][0]
        return Act(card, (_v4_play(inner, answers[1:]),))
    return Act(card, tuple(c for answer in answers for c in answer))


PLAY_KINDS: frozenset[type] = frozenset({Act, Add, Coffers, Buy, Clean})
"""Every kind of play `legal_plays` lists (its `kinds` default)."""


def legal_plays(
    state: State,
    *,
    arguments: bool = True,
    edition: int = 2,
    kinds: Collection[type] = PLAY_KINDS,
    spent: Collection[str] = (),
) -> list[Play]:
    """Every legal play in the view `state`, each once, in a fixed order (acts, adds, buys, cleans).

    With `arguments` (a protocol game, see `check_play`), an act lists every distinct argument list: a
    cellar every distinct sub-multiset of the rest of the hand (so a hand with two coppers gives `(act
    cellar copper)` once); in a v4 view (`StateV4`) a Throne Room every nested play of each action card in
    the hand, with the arguments of its first play, and a card whose choices have nothing to choose the
    play with those arguments left out (`(act mine)`). Without, each action card in hand gives one
    `(act CARD)`. In a v6 view the buys of the game's events that may be bought follow the cards'.
    `edition` as for `check_play`. `kinds` (play classes among `PLAY_KINDS`: `Act`, `Add`,
    `Coffers`, `Buy`, `Clean`) keeps the list to those kinds, in the same order, without working out the
    others: ``legal_plays(state, kinds={Buy})`` is ``[p for p in legal_plays(state) if type(p) is Buy]``,
    so that a player picking one kind of play first lists no other. With every kind the list is never
    empty: a turn can always end with a clean. `spent` as for `check_play`: events not listed.
    """
    plays: list[Play] = []
    hand = state.hand
    if Act in kinds and state.actions >= 1:
        v4 = isinstance(state, StateV4)
        for card in _distinct(c for c in hand if c in ACTIONS):
            if arguments and v4 and _arguments(state, card):
                plays.extend(_argument_plays_v4(state, card, edition))
            elif arguments and _arguments(state, card):
                plays.extend(Act(card, args) for args in _argument_lists(state, card))
            else:
                plays.append(Act(card))
    if Add in kinds:
        treasures = (c for c in hand if c in VALUE or _kingdom_treasure(state, c))
        plays.extend(Add(card) for card in _distinct(treasures))
    if Coffers in kinds and isinstance(state, StateV5):
        plays.extend(Coffers(count) for count in range(1, _coffers(state) + 1))
    if Buy in kinds and state.buys >= 1:
        supply = _distinct(state.supply)
        plays.extend(Buy(card) for card in supply if buy_condition(state, card) is None)  # the one buy rule
        if isinstance(state, StateV6) and state.events:
            plays.extend(
                Buy(name) for name in state.events if name not in spent and check_buy(state, name) is None
            )
    if Clean in kinds:
        if hand:
            plays.extend(Clean(card) for card in _distinct(hand))
        else:
            plays.append(Clean())
    return plays


def legal_defenses(state: State, card: str = "militia") -> list[Defense]:
    """Every legal defense in the defender's view `state` against the attack `card`: `(moat)` first if a
    moat is in hand, then against Militia every distinct `(discard ...)` leaving 3 cards (only `(discard)`
    with 3 or fewer in hand), against any other attack `(discard)`."""
    defenses: list[Defense] = []
    hand = state.hand
    if Card.MOAT in hand:
        defenses.append(MoatDefense())
    if isinstance(state, StateV5):
        reveal = reaction_decision(state.players[0] if state.players else "", hand, None, card)
        if reveal is not None:
            defenses.extend(RevealDefense(option) for option in reveal.options if option != Card.MOAT)
    if card != Card.MILITIA or len(hand) <= HAND_AFTER_MILITIA:
        defenses.append(DiscardDefense(()))
    else:
        defenses.extend(
            DiscardDefense(cards) for cards in _sub_multisets(hand, len(hand) - HAND_AFTER_MILITIA)
        )
    return defenses
