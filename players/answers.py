"""Protocol v4 decisions for player programs: a default answer to every decision, and v4 plays built from a
strategy's own answers.

A v4 card asks its choices in one of two ways (docs/protocol.md, "Version 4"): a choice known when the card is
played is an argument of the play (``(act remodel estate silver)``, ``(act throne-room (act smithy))``), and
any other choice is a ``(decide NAME DECISION STATE)`` request answered by ``(choose OPTION ...)``. Both are
the rules core's `referee.rules.decisions.Decision`; a strategy answers both with one method::

    def decide(self, decision, state) -> tuple of options, or None for the default answer

`decision` is a `protocol.messages.Question` (a subprocess player, through `players.kit`) or a rules-core
`Decision` (in-process); a strategy reads only the fields both have, the ones the wire carries: `player`,
`card`, `kind`, `source`, `target`, `options`, `min`, `max`, `ordered`.

- `default_answer(decision, state)`: a legal answer to any decision, by the rules of `DEFAULTS` (one per
  decision kind), so that a player never fails on a card it has not thought about.
- `answer_with(decide, decision, state)`: the strategy's answer, or the default when it has none.
- `build_act(state, card, decide)`: the v4 play of `card` with its up-front arguments chosen by `decide`,
  found by carrying the card out on the rules core from the player's own view (`Game.at`), a Throne Room's
  nested play included.

Everything here decides from the decision and the player's own view only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from players.worth import keep
from protocol.catalogue import ACTION, CURSE, VICTORY
from protocol.messages import Act, Card, Choice, State
from protocol.versions import sending
from referee import views
from referee.rules import ARGUMENTS, COST, ORDER, SPECS, check_answer, next_upfront

DecideFunction = Callable[[Any, State], Sequence[Any] | None]
"""A strategy's `decide(decision, state)`: a sequence of options chosen from `decision.options`, or None
for `default_answer`."""

DEFAULTS: dict[str, str] = {
    "trash": (
        "the fewest cards the decision requires (nothing when it is optional), least worth owning first "
        "(curse, estate, copper, then the cheapest); but Moneylender trashes a copper and Mine its cheapest "
        "treasure other than gold, a Thief or Pirate Ship trashes the victim's most expensive treasure, "
        "a Sailor trashes a curse or estate of the hand, and a Death Cart a Ruins of the hand"
    ),
    "discard": (
        "when required (Militia, Poacher): the required number, least worth keeping in hand first (but an "
        "Advisor's or Envoy's card chosen for another player: the one most worth keeping); when "
        "optional (Cellar, Sentry, a Spy or Scrying Pool on its own card): the victory cards and curses "
        "offered; a Spy or Scrying Pool on another player's card discards it when it is worth more than a "
        "copper (silver, gold, an action)"
    ),
    "gain": (
        "as many as allowed, most expensive first (among equal costs a treasure or action before a victory "
        "card; a curse last), but a Horn of Plenty gains a card that is not a victory card when it can (a "
        "victory card would trash it) and a Tournament a Prize before a Duchy (Followers, Trusty Steed, "
        "Princess, Bag of Gold, Diadem); chosen for another player (a Swindler's victim: `target` is not "
        "you), the fewest allowed, least worth gaining first (a Curse, else the cheapest)"
    ),
    "topdeck": (
        "when required: cards from the hand (Artisan, Bureaucrat) least worth keeping first; revealed cards "
        "(Sentry) all, most worth keeping on top; when optional (Harbinger): the discarded card most worth "
        "keeping if it beats a copper, else nothing"
    ),
    "play": (
        "the most expensive action card offered (Throne Room, Vassal), even when optional; a Black Market "
        "plays every treasure of the hand offered (their coins stay for the buy phase, so the dearest "
        "revealed card it can pay for is then in reach), Bank and Horn of Plenty last"
    ),
    "reveal": (
        "always reveal (a Moat against an attack, Explorer's Province); Ambassador reveals the card of the "
        "hand least worth owning (a curse, else an estate, else a copper...)"
    ),
    "set-aside": (
        "a Library sets the drawn action aside when no action is left to play it, else keeps it; a Haven "
        "sets aside a second terminal action (one it could not play this turn), else the card least worth "
        "keeping that is not a victory card or curse (a copper: the hand loses least); a Joust always sets "
        "its Province aside (for a Reward); a Farmhands gained or a Prince sets aside the dearest card "
        "offered"
    ),
    "choose": (
        "the option words ranked by what they give (`players.answers.WORD_WORTH`): `+actions` first when an "
        "action card waits in the hand and no action is left, then a Courtier's `gold`, `+cards`, `+coins`, "
        "`+buys`; Steward's `trash` when two curses or estates are in the hand; a Torturer's victim "
        "`discard`s rather than take a `curse`; a Chancellor puts its deck into the discards; as many as "
        "allowed (Pawn: two). By what the view shows: a Watchtower, Royal Seal or Tiara trashes a curse, "
        "estate or copper just gained and puts a card worth a silver or more onto the deck; a Crystal Ball "
        "plays the card it looks at, trashes a curse or estate, discards another victory card; another "
        "player's Vault is answered with `discard-2` only with two victory cards or curses in hand; Lurker "
        "gains an action from the trash when there is one; Sailor plays the duration card just gained; "
        "Navigator discards the cards it looks at when at most one of them beats a copper, else puts them "
        "back; Native Village takes its mat's cards into the hand once 2 wait there, else adds one; Pirate "
        "Ship takes its coins once its mat holds 4 tokens, else attacks; Alchemist goes onto the deck; "
        "Death Cart trashes itself (+5 coins) when no action was; "
        "Embargo puts its token on the dearest pile that is neither a victory card nor a curse; Courser and "
        "Trusty Steed take `+cards` and `+coins` (`silvers` after `+buys`). Words it does not rank: the "
        "fewest allowed, in the order offered. An amount (options `0`, `1`, `2`...): the smallest allowed, "
        "but every Copper for a Counting House"
    ),
    "name": (
        "naming a card another player may not buy (Contraband: `target` is not you): the dearest option; "
        "else (Wishing Well: guess the top card of your deck) the card with the most copies in your deck"
    ),
    "pass": "the card least worth owning (Masquerade: a curse, else an estate, else a copper...)",
    "return": (
        "every copy offered when they are curses, estates or coppers (Ambassador), else the fewest allowed"
    ),
    "mat": "one card, the least worth keeping in a hand (Island: a victory card), or the fewest allowed",
    "pay": "the smallest amount allowed (nothing overpaid); nothing when optional",
    "insert": "the smallest place offered: `0`, on top of the deck (a Stash into the next hand)",
    "call": (
        "a Reserve card of the Tavern mat when calling it helps now: Ratcatcher with a curse or an estate in "
        "the hand, Guide with a hand of victory cards and curses only; else nothing (it waits on the mat)"
    ),
}
"""Decision kind -> the default answer `default_answer` gives, in words (docs/writing-a-player.md shows this
table). Any answer has between `min` and `max` options, each at most as often as offered: it is legal."""

_TRASH_FIRST = {Card.CURSE: 0, Card.ESTATE: 1, Card.COPPER: 2}


def _worth_owning(card: str) -> tuple:
    """Sort key: least worth owning first (curse, estate, copper, then by cost), ties in canonical order."""
    return (_TRASH_FIRST.get(card, 3), COST.get(card, 0), ORDER.get(card, 0))


def _worth_keeping(card: str) -> tuple:
    """Sort key: least worth keeping in a hand first (`players.tactics.keep`), ties in canonical order; an
    option that is not a card (a word) counts as worth nothing."""
    return (keep(card) if card in SPECS else 0.0, ORDER.get(card, 0))


def _worth_gaining(card: str) -> tuple:
    """Sort key: most worth gaining first: most expensive, a treasure or action before a victory card, a
    curse last."""
    types = SPECS[card].types if card in SPECS else frozenset()
    return (CURSE in types, -COST.get(card, 0), VICTORY in types, ORDER.get(card, 0))


def _worthless(card: str) -> bool:
    """A card that does nothing in a hand: a victory card or a curse (`keep` 0)."""
    return keep(card) == 0


def _first(options: Iterable, count: int, key: Callable[[str], Any], *, reverse: bool = False) -> tuple:
    """The first `count` options in the order of `key` (a multiset: a card offered twice may come twice)."""
    return tuple(sorted(options, key=key, reverse=reverse)[:count])


def default_answer(decision: Any, state: State) -> tuple:
    """A legal answer to `decision` by the rule of its kind (`DEFAULTS`).

    Arguments:
        decision: a `protocol.messages.Question` or a `referee.rules.decisions.Decision` (only the fields the
            wire carries are read).
        state: the decider's view when it is asked (`protocol.messages.Decide.state`); Library reads its
            `actions`.
    Returns:
        A tuple of between `decision.min` and `decision.max` options, each taken from `decision.options`
        (the same objects). An unknown kind gets the first `min` options.
    """
    options = tuple(decision.options)
    low, high = decision.min, min(decision.max, len(options))
    kind, card = decision.kind, decision.card
    if kind == "trash":
        if card in _TRASHES_THEIRS and decision.target not in (None, decision.player):
            return _first(options, max(low, 1) if high else 0, _worth_owning, reverse=True)
        if card == Card.MONEYLENDER and high:
            coppers = tuple(option for option in options if option == Card.COPPER)
            return coppers[:1] or options[:low]
        if card == Card.MINE and high:
            upgradable = [option for option in options if option != Card.GOLD]
            return _first(upgradable, 1, _worth_owning) or _first(options, low, _worth_owning)
        if card == "sailor" and high:
            junk = tuple(option for option in options if option in (Card.CURSE, Card.ESTATE))
            return _first(junk, 1, _worth_owning) or options[:low]
        if card == "death-cart" and high:
            ruins = tuple(option for option in options if "ruins" in _types(option))
            return _first(ruins, 1, _worth_owning) or options[:low]
        return _first(options, low, _worth_owning)
    if kind == "discard":
        if card in ("advisor", "envoy") and decision.target not in (None, decision.player):
            # Another player's revealed cards: it discards the one most worth keeping.
            return _first(options, low, _worth_keeping, reverse=True)
        if low:
            return _first(options, low, _worth_keeping)
        if card in _DISCARDS_THEIRS and decision.target not in (None, decision.player):
            return tuple(option for option in options if keep(option) > keep(Card.COPPER))[:high]
        return tuple(option for option in options if _worthless(option))[:high]
    if kind == "gain":
        if decision.target not in (None, decision.player):
            # Chosen for another player (a Swindler's victim): the least worth gaining that is allowed.
            return _first(options, low, _worth_gaining, reverse=True)
        if card == "tournament" and high:
            prizes = sorted(options, key=lambda option: TOURNAMENT_GAINS.index(option))
            return tuple(prizes[:1])
        if card == "horn-of-plenty" and high:
            keeps = [option for option in options if not _types(option) & {VICTORY, CURSE}]
            if keeps:
                return _first(keeps, 1, _worth_gaining)
        return _first(options, high, _worth_gaining)
    if kind == "topdeck":
        if low:
            if decision.source == "hand":
                return _first(options, low, _worth_keeping)
            return _first(options, low, _worth_keeping, reverse=True)
        best = _first(options, 1, _worth_keeping, reverse=True)
        return best if best and keep(best[0]) > keep(Card.COPPER) and high else ()
    if kind == "play":
        if card == "black-market":
            return tuple(sorted(options, key=_played_last))[:high]
        return _first(options, 1, _worth_gaining) if high else ()
    if kind == "reveal":
        if card == "ambassador" and high:
            return _first(options, 1, _worth_owning)
        return options[:1] if high else ()
    if kind == "set-aside":
        return _set_aside(decision, options, low, high, state)
    if kind == "choose":
        return _choose(decision, options, low, high, state)
    if kind == "name":
        return _name(decision, options, low, high, state)
    if kind == "pass":
        return _first(options, low, _worth_owning)
    if kind == "return":
        junk = tuple(option for option in options if option in _TRASH_FIRST)
        return junk[:high] if len(junk) >= low else _first(options, low, _worth_owning)
    if kind == "mat":
        return _first(options, max(low, min(high, 1)), _worth_keeping)
    if kind in ("pay", "insert"):
        return _smallest_amount(options, low)
    if kind == "call":
        return _call(options, state.hand)[:high] or options[:low]
    return options[:low]


def _call(options: Sequence[Any], hand: Sequence[str]) -> tuple:
    """The Reserve cards of `options` worth calling at the start of a turn with `hand` (`DEFAULTS`)."""
    helps = {
        Card.RATCATCHER: any(card in (Card.CURSE, Card.ESTATE) for card in hand),
        Card.GUIDE: all(_worthless(card) for card in hand),
    }
    return tuple(option for option in options if helps.get(option, False))


TOURNAMENT_GAINS: tuple[str, ...] = (
    "followers",
    "trusty-steed",
    "princess",
    "bag-of-gold",
    "diadem",
    "duchy",
)
"""What a Tournament gains after a Province shown, first wanted first: the Prizes, then a Duchy."""

PLAYED_LAST = frozenset({"bank", "horn-of-plenty"})
"""Treasures worth more the more cards are in play when they are played (Bank: treasures; Horn of Plenty:
differently named cards): played after the others."""


def _played_last(card: Any) -> tuple:
    """Sort key of treasures played together: the dearest first, `PLAYED_LAST` after every other."""
    return (card in PLAYED_LAST, -COST.get(card, 0), ORDER.get(card, 0))


_TRASHES_THEIRS = frozenset({"thief", "pirate-ship"})
"""Cards whose player trashes another player's revealed card (`target`: the victim): the dearest."""

_DISCARDS_THEIRS = frozenset({"spy", "scrying-pool"})
"""Cards whose player may discard another player's revealed card (`target`: that player)."""


def _types(card: Any) -> frozenset[str]:
    """The types of `card` (an option), none for a word that is not a card."""
    return SPECS[card].types if card in SPECS else frozenset()


def _terminal(card: Any) -> bool:
    """An action card giving no +action."""
    return card in SPECS and ACTION in SPECS[card].types and SPECS[card].actions == 0


def _set_aside(decision: Any, options: tuple, low: int, high: int, state: State) -> tuple:
    """The default answer to a set-aside decision (`DEFAULTS["set-aside"]`)."""
    card = decision.card
    if card == "haven" and high:
        terminals = [option for option in options if _terminal(option)]
        if len(terminals) >= 2:
            return _first(terminals, 1, _worth_keeping)
        useful = [option for option in options if keep(option) > 0] if options else []
        return _first(useful or options, max(low, 1), _worth_keeping)
    if card == "joust":
        return options[:high]
    if card in ("farmhands", "prince"):
        return tuple(sorted(options, key=lambda option: -COST[option]))[:high]
    return options[:high] if state.actions == 0 else options[:low]


def _smallest_amount(options: tuple, low: int) -> tuple:
    """The smallest of the amounts `options` (``0``, ``1``, ...), or nothing when the decision is optional."""
    if not low or not options:
        return ()
    return (min(options, key=lambda option: int(str(option)) if str(option).isdigit() else 1 << 62),)


WORD_WORTH: dict[str, float] = {
    "+cards": 3.0,
    "+card": 3.0,
    "+coins": 2.8,
    "+coin": 2.8,
    "+actions": 1.0,
    "+action": 1.0,
    "+buys": 1.5,
    "+buy": 1.5,
    "discard": 1.0,
    "curse": -1.0,
    "trash": 0.5,
    "gold": 3.2,
    "discard-deck": 1.0,
    "trash-for-vp": 0.5,
    "silvers": 1.5,
}
"""A choose-one option word -> how much the default answer values it (higher first). An +action is worth
`ACTION_WANTED` instead when no action is left and an action card waits in the hand."""

ACTION_WANTED = 4.0
"""What an +action word is worth with an action card in the hand and no action left to play it."""


TRASH_WANTED = 3.5
"""What a ``trash`` word (Steward: trash 2 cards from your hand) is worth with two or more curses and
estates in the hand; else `WORD_WORTH`'s."""


def _word_worth(word: str, state: State) -> float | None:
    """How much the option `word` is worth by `WORD_WORTH` (None for a word it does not rank)."""
    if word == "trash":
        junk = sum(1 for card in state.hand if card in (Card.CURSE, Card.ESTATE))
        return TRASH_WANTED if junk >= 2 else WORD_WORTH[word]
    worth = WORD_WORTH.get(word)
    if worth is not None and word.startswith("+action") and state.actions == 0:
        if any(card in SPECS and ACTION in SPECS[card].types for card in state.hand):
            return ACTION_WANTED
    return worth


def _choose(decision: Any, options: tuple, low: int, high: int, state: State) -> tuple:
    """The default answer to a choose-one decision (`DEFAULTS["choose"]`)."""
    words = [str(option) for option in options]
    if decision.card == "embargo" and high:
        # A supply pile: the dearest that is neither a victory card nor a curse (money the others want).
        piles = [option for option in options if not _types(option) & {VICTORY, CURSE}]
        return _first(piles or options, 1, _worth_gaining)
    by_card = _CHOOSE_BY_CARD.get(str(decision.card))
    if by_card is not None:
        chosen = set(by_card(state))
        picked = tuple(option for option in options if str(option) in chosen)[:high]
        if len(picked) >= low:
            return picked
    if words and all(word.isdigit() for word in words):
        if str(decision.card) in _MOST_AMOUNT:
            return (max(options, key=lambda option: int(str(option))),) if high else ()
        return _smallest_amount(options, low)
    worths = [_word_worth(word, state) for word in words]
    if any(worth is None for worth in worths):
        return options[:low]
    ranked = sorted(range(len(options)), key=lambda at: -worths[at])
    return tuple(options[at] for at in ranked[: max(low, min(high, len(options)))])


_JUNK = frozenset({Card.CURSE, Card.ESTATE, Card.COPPER})


def _gained(state: State) -> str | None:
    """The card just gained, as far as the view tells: the top card of the discards (a gain goes there)."""
    return state.discards[0] if state.discards else None


def _gain_reaction(state: State) -> tuple[str, ...]:
    """Watchtower, Royal Seal, Tiara on a card just gained: trash a curse, estate or copper; put a card worth
    a silver or more onto the deck; else nothing."""
    card = _gained(state)
    if card is None:
        return ()
    if card in _JUNK:
        return ("trash",)
    if card in SPECS and keep(card) >= keep(Card.SILVER):
        return ("topdeck",)
    return ()


def _crystal_ball(state: State) -> tuple[str, ...]:
    """Crystal Ball on the top card (set aside while asked): play it when it can be played, trash a curse or
    estate, discard another victory card, else leave it."""
    aside = getattr(state, "aside", ())
    card = aside[-1] if aside else None
    if card is None:
        return ()
    if card in (Card.CURSE, Card.ESTATE):
        return ("trash",)
    if card in SPECS and keep(card) == 0:
        return ("discard",)
    return ("play",)


def _vault_victim(state: State) -> tuple[str, ...]:
    """Another player's Vault: discard 2 cards to draw 1 only with two victory cards or curses in hand."""
    return ("discard-2",) if sum(1 for card in state.hand if card in SPECS and keep(card) == 0) >= 2 else ()


def _lurker(state: State) -> tuple[str, ...]:
    """Lurker: gain an action card from the trash when there is one, else trash one from the supply."""
    return (
        ("gain",)
        if any(card in SPECS and ACTION in SPECS[card].types for card in state.trash)
        else ("trash",)
    )


def _navigator(state: State) -> tuple[str, ...]:
    """Navigator on the cards it looks at (set aside while asked): discard them all when at most one of them
    beats a copper, else put them back."""
    aside = getattr(state, "aside", ())
    good = sum(1 for card in aside if card in SPECS and keep(card) > keep(Card.COPPER))
    return ("discard-all",) if good <= 1 else ("put-back",)


NATIVE_VILLAGE_TAKE = 2
"""Native Village takes its mat's cards into the hand once this many wait there (else it adds one)."""

PIRATE_SHIP_COINS = 4
"""Pirate Ship takes its coins once its mat holds this many tokens (else it attacks)."""


def _own_seat(state: State) -> Any:
    """The receiver's own record of a v5 view (`SeatRecord`), or None."""
    seats = getattr(state, "seats", ())
    return seats[0] if seats else None


def _native_village(state: State) -> tuple[str, ...]:
    """Native Village: take the mat's cards once `NATIVE_VILLAGE_TAKE` wait there, else set one more aside."""
    seat = _own_seat(state)
    held = dict(seat.mats).get("native-village", ()) if seat is not None else ()
    return ("take",) if len(held) >= NATIVE_VILLAGE_TAKE else ("mat",)


def _pirate_ship(state: State) -> tuple[str, ...]:
    """Pirate Ship: the coins once the mat holds `PIRATE_SHIP_COINS` tokens, else the attack."""
    seat = _own_seat(state)
    tokens = seat.pirate_ship if seat is not None else 0
    return ("coins",) if tokens >= PIRATE_SHIP_COINS else ("attack",)


_CHOOSE_BY_CARD: dict[str, Callable[[State], tuple[str, ...]]] = {
    "watchtower": _gain_reaction,
    "royal-seal": _gain_reaction,
    "tiara": _gain_reaction,
    "crystal-ball": _crystal_ball,
    "vault": _vault_victim,
    "lurker": _lurker,
    "sailor": lambda state: ("play",),
    "alchemist": lambda state: ("topdeck",),
    "navigator": _navigator,
    "native-village": _native_village,
    "pirate-ship": _pirate_ship,
    "death-cart": lambda state: ("trash",),
}
"""Cards whose choose-one words depend on what the view shows (the card just gained, the card looked at):
card -> the words it takes (those offered among them; the ranking of `WORD_WORTH` when they are too few)."""

_MOST_AMOUNT = frozenset({"counting-house"})
"""Cards whose amount is best as large as allowed (Counting House: every Copper of the discards)."""


def _name(decision: Any, options: tuple, low: int, high: int, state: State) -> tuple:
    """The default answer to a decision naming a card: for a card naming what another player may not buy
    (Contraband), the dearest option; else (Wishing Well and the like: name the card on top of your deck)
    the option with the most copies in your deck (the view lists the deck's cards, not their order)."""
    if not high:
        return ()
    if decision.target not in (None, decision.player):
        return _first(options, 1, _worth_gaining)
    in_deck = {card: state.deck.count(card) for card in set(options)}
    return (max(options, key=lambda card: (in_deck[card], -ORDER.get(card, 0))),)


def answer_with(decide: DecideFunction | None, decision: Any, state: State) -> tuple:
    """The answer of `decide` to `decision` as a tuple, or `default_answer` when `decide` is None or returns
    None. Raises TypeError when `decide` returns something that is not a sequence of options (a lone string
    such as ``"estate"`` is refused: write ``("estate",)``)."""
    if decide is None:
        return default_answer(decision, state)
    answer = decide(decision, state)
    if answer is None:
        return default_answer(decision, state)
    options = getattr(answer, "options", answer)  # a protocol Choose is accepted too
    if isinstance(options, str) or not isinstance(options, Sequence):
        raise TypeError(
            f"decide returned {answer!r}; expected a tuple of options such as ('estate',), () or None"
        )
    return tuple(options)


def build_act(state: State, card: str, decide: DecideFunction | None = None) -> Act:
    """The v4 play `(act CARD ARG ...)` of `card` from the hand of `state`, its up-front arguments chosen by
    `decide` (None: `default_answer` for each).

    The card is carried out on the rules core in a position built from the player's own view
    (`referee.rules.game.Game.at`); each up-front decision it makes (Remodel's card to trash, then the card to
    gain; Chapel's cards to trash; ...) is put to `decide` with the view at that moment, and the answers
    become the play's arguments. A Throne Room's answer, the action card to play twice, becomes a nested play
    built the same way (``(act throne-room (act remodel estate silver))``; a Throne Room on a Throne Room
    nests again); its card's second play asks its choices in the game itself, with `decide`. Decisions are
    explored as first-edition cards, the stricter texts (a Mine, Moneylender or Throne Room must choose when
    it can), so that the play is legal under either edition.

    Arguments:
        state: the player's `(move state)` view; `card` must be an action card in its hand.
        card: the action card to play (a card name or `Card`).
        decide: the strategy's `decide(decision, state)`, or None.
    Returns:
        The `Act`, e.g. ``Act(Card.CHAPEL, (Card.ESTATE, Card.COPPER))``.
    Raises:
        ValueError: `card` is not an action card in the hand, or an answer of `decide` is not legal (the
            message is `referee.rules.legality.check_answer`'s).
        TypeError: `decide` returned something that is not a sequence of options.
    """
    name = str(card)
    if name not in SPECS or ACTION not in SPECS[name].types:
        raise ValueError(f"cannot build a play of {name!r}: it is not an action card")
    if name not in state.hand:
        raise ValueError(f"cannot build a play of {name}: there is none in the hand {list(state.hand)}")
    play_card = Card(name)
    if not ARGUMENTS[name]:
        return Act(play_card)
    # The stricter first-edition texts: a play legal under them is legal under both editions. The action is
    # spent as the referee spends it before carrying the card out.
    answers: list[tuple] = []
    arguments: list = []
    game, decision = next_upfront(state, play_card, answers, edition=1, spend_action=True)
    while decision is not None:
        # The position's views are of `state`'s record (a v4 view's position is a v4 game).
        view = views.view(game, version=sending(state).number)
        answer = answer_with(decide, decision, view)
        message = check_answer(decision, answer, text=f"({name} ...) answering {decision.prompt!r}")
        if message is not None:
            raise ValueError(f"building a play of {name}: {message}")
        if decision.kind == "play":
            if answer:
                arguments.append(build_act(view, answer[0], decide))
            break
        arguments.extend(_option(option) for option in answer)
        answers.append(tuple(answer))
        game, decision = next_upfront(state, play_card, answers, edition=1, spend_action=True)
    return Act(play_card, tuple(arguments))


def _option(option: Any) -> Card | Choice:
    """An option as the protocol type (`Card` or `Choice`), from a card name or word."""
    text = str(option)
    try:
        return Card(text)
    except ValueError:
        return Choice(text)
