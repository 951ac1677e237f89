"""The moves that run triggers: the one gain path (a buy's too), trashing and discarding as a card effect, a
card played by its own reaction, and the order of one player's simultaneous triggers.

Functions over a `referee.rules.game.Game` (`game`), bound as its methods; each is a generator run with
``yield from`` whose triggers may ask decisions of any player. The order of triggers is the one
docs/rules-core.md ("Moves with triggers are generators") documents.
"""

from __future__ import annotations

from collections.abc import Sequence

from protocol.messages import Card
from referee.rules.decisions import Decision
from referee.rules.moves import TAVERN
from referee.rules.player import Player
from referee.rules.spec import ORDER, SPECS, Gained, Played

_order = ORDER.__getitem__


def gain(
    game, player: Player, card: str, to: str = "discards", *, source: str = "supply", bought: bool = False
):
    """`player` gains `card` into its discards, hand or deck (`to`: "discards", "hand", "deck"), taken
    from `source`: "supply" (its pile), "trash" (Thief), "non-supply" (a non-supply pile: Spoils,
    Madman...). A generator: every gain of a card effect is ``yield from game.gain(...)``, which returns
    True, or False (gaining nothing) when there is no copy there.

    The one gain path (buys too): after the card moves, the triggers run, each a generator that may ask
    decisions of any player, sharing one `Gained` record (a trigger that moves the card sets its `to`,
    so the next one knows): for a buy (`bought`) the card's own `on_buy` and the `watch_buy` of each
    card in the buyer's play (Hoard, Talisman, Goons); then the gainer's own triggers, in the order it
    chooses when two cards or more have one (`_own_gain_triggers`): the card's own `on_gain`, the
    `watch_gain` of each card in its play (Royal Seal), its "this turn" watchers (Tiara), the
    `react_gain` of the cards in its hand (Watchtower); then the other players' watchers in play and
    reactions in hand, in turn order (the hook decides whose gains it reacts to). The gain is recorded
    in `turn_gains` (and a buy in `turn_buys` by the buy itself).
    Raises ValueError for a `source` other than those, or a card absent from the trash.

    In a possessed turn (`possess`) what the possessed player would gain, the possessor gains instead,
    into its discards (Possession); the buy's triggers are still the possessed player's (its Hoard in
    play), the gain's the possessor's."""
    card = SPECS[card].name
    buyer = player
    if game.possession is not None:
        player = game._gainer(player)
        if player is not buyer:
            to = "discards"
    if game._gain_replacers and not game._gain_replacers.isdisjoint(player.hand):
        if source == "supply" and game.piles.get(card, 0) < 1:
            return False
        if source == "non-supply" and game.non_supply.get(card, 0) < 1:
            return False
        if source == "trash" and card not in game.trash:
            return False
        would = Gained(card, player.name, to, bought, source)
        if (yield from game._replace_gain(player, would)):
            if bought:
                yield from game._gain_triggers(player, would, buyer, only_buy=True)
            return False
    if source == "supply":
        if game.piles.get(card, 0) < 1:
            return False
        game._take(card)
    elif source == "trash":
        game.trash.remove(card)
        game._trash_view = None
    elif source == "non-supply":
        if game.non_supply.get(card, 0) < 1:
            return False
        game.non_supply[card] -= 1
    else:
        raise ValueError(f"gain from {source!r}: expected 'supply', 'trash' or 'non-supply'")
    if to == "discards":
        player.discards.append(card)
        player._discards_view = None
    else:
        game._put(player, card, to)
    if game.listeners:
        game.emit("gain", player, (card,), to)
    if game._recording or game._watched:
        gained = Gained(card, player.name, to, bought, source)
        if game._recording:
            game.turn_gains.append(gained)
        if game._watched:
            yield from game._gain_triggers(player, gained, buyer)
    return True


def _replace_gain(game, player: Player, would: Gained):
    """Before `player` gains the card of `would` (not moved yet): the `replace_gain` hook of each card of
    its hand that has one in this game (`_gain_replacers`: Trader's first edition), in the hand's
    order, until one replaces the gain (returns True: the card is not gained, stays where it was, and
    none of its gain triggers runs). A generator returning True or False."""
    for card in dict.fromkeys(player.hand):
        if card in game._gain_replacers and card in player.hand and not player.gone:
            if (yield from SPECS[card].replace_gain(game, player, card, would)):
                return True
    return False


def _gain_triggers(
    game, player: Player, gained: Gained, buyer: Player | None = None, *, only_buy: bool = False
):
    """The triggers of a gain (see `gain`), in the order documented in docs/rules-core.md. `buyer`: the
    player whose buy it is when not the gainer (a possessed turn). `only_buy`: the buy's triggers only
    (a card bought whose gain a first-edition Trader replaced: "when you buy" still happens)."""
    spec = SPECS[gained.card]
    if gained.bought:
        if buyer is None:
            buyer = player
        if spec.on_buy is not None:
            yield from spec.on_buy(game, buyer, gained)
        tokens = game.pile_tokens.get(game._pile_key(gained.card)) if game.pile_tokens else None
        if tokens and tokens.get("embargo"):
            for _ in range(tokens["embargo"]):
                yield from game.gain(buyer, "curse")
        if tokens and tokens.get("debt"):
            game.take_debt(buyer, tokens.pop("debt"))  # Tax: the buyer takes its pile's debt
        for card in list(buyer.plays):
            watch = SPECS[card].watch_buy
            if watch is not None:
                yield from watch(game, buyer, card, gained)
        if game.turn_watchers:
            yield from game._turn_watchers(buyer, "buy", gained)
        for rule in game.buy_rules:
            yield from rule(game, buyer, gained)
    if only_buy:
        return
    if gained.source == "supply":
        tokens = game.pile_tokens.get(game._pile_key(gained.card)) if game.pile_tokens else None
        if tokens and tokens.get("trade-route"):
            tokens["trade-route"] -= 1
            game.trade_route += 1
    yield from game._own_gain_triggers(player, gained, spec)
    for rule in game.gain_rules:
        yield from rule(game, player, gained)
    if game._others_gain and not player.gone:
        # Watchers of the other players' cards in play or staying (Monkey, Blockade), in turn order, once
        # per card name: a card Band of Misfits played stays without being in play, and its "until your
        # next turn" still watches (the hooks count their plays from `Player.staying`).
        for owner in game.others(player.name):
            staying = [entry.this.card for entry in owner.staying]
            for card in dict.fromkeys(owner.plays + staying):
                watch = SPECS[card].watch_others_gain
                if watch is not None and (card in owner.plays or card in staying):
                    yield from watch(game, owner, card, gained)
    for owner in game.others(player.name) if not player.gone else ():
        for card in dict.fromkeys(owner.hand):
            react = SPECS[card].react_gain
            if react is not None and card in owner.hand and card not in game._gain_replacers:
                yield from react(game, owner, card, gained)
        if game.cover_reactions:
            for card in game._gain_reactions:
                if card not in owner.hand and card not in game._gain_replacers and owner.owns(card):
                    if SPECS[card].react_gain_when(game, owner, gained) and not owner.gone:
                        yield game.cover_question(owner, card)


def _own_gain_triggers(game, player: Player, gained: Gained, spec):
    """The gainer's own "when you gain" triggers, by card: the gained card's `on_gain`, the `watch_gain`
    of its cards in play (each copy), its "this turn" watchers (`watch_this_turn`), the `react_gain` of
    the cards in its hand. When two cards or more have one, the gainer chooses their order (the rule
    for simultaneous triggers of one player): an ordered ``choose`` decision (source ``cards``) among
    those cards' names,
    the first chosen running first; canonical order is the order above (an ejected player's empty
    answer keeps it)."""
    steps: dict[str, list] = {}
    if spec.on_gain is not None:
        steps.setdefault(gained.card, []).append(lambda: spec.on_gain(game, player, gained))
    for card in dict.fromkeys(player.plays):
        watch = SPECS[card].watch_gain
        if watch is not None:
            steps.setdefault(card, []).append(
                lambda card=card, watch=watch: game._watch_copies(player, card, watch, gained)
            )
    for owner, card, watched, watch in game.turn_watchers:
        if owner == player.name and watched == "gain":
            steps.setdefault(card, []).append(
                lambda card=card, watch=watch: watch(game, player, card, gained)
            )
    for card in dict.fromkeys(player.hand):
        if (when := SPECS[card].react_gain_when) is not None and not when(game, player, gained):
            continue  # a reaction with nothing to do for this gain (Hovel: not a victory card)
        react = SPECS[card].react_gain
        if react is not None and card not in game._gain_replacers:
            steps.setdefault(card, []).append(
                lambda card=card, react=react: game._react_if_held(player, card, react, gained)
            )
    if game.cover_reactions:
        for card in game._gain_reactions:
            if card not in player.hand and card not in game._gain_replacers and player.owns(card):
                if SPECS[card].react_gain_when(game, player, gained):
                    steps.setdefault(card, []).append(
                        lambda card=card: game._react_if_held(player, card, SPECS[card].react_gain, gained)
                    )
    order = yield from game._order_triggers(
        player, list(steps), gained.card, f"gain {gained.card}", f"gaining {gained.card}"
    )
    for card in order:
        for step in steps[card]:
            if player.gone:
                return
            yield from step()


def _order_triggers(game, player: Player, order: list[str], card: str | None, doing: str, kind: str):
    """The order in which `player` runs the triggers `order` (card names, in the canonical order) that
    happen at the same time as it does `doing` ("gain estate", "trash rats cultist"...): the rule for
    simultaneous triggers of one player (a gain's, a trash's, a discard's). With two or more, an ordered
    ``choose`` decision of `card` (None: the first trigger's card; source ``cards``) listing each once,
    the first chosen running first; `kind` ("gaining estate", "trashing", "discarding") names them in
    the illegal-answer rule. Returns the order to run (the canonical one with fewer than two, for an
    ejected player, or on an empty answer)."""
    if len(order) < 2 or player.gone:
        return order
    chosen = yield Decision(
        player.name,
        card or order[0],
        "choose",
        tuple(order),
        len(order),
        len(order),
        "cards",
        f"order what happens as you {doing}: list all of {', '.join(order)}, the first listed happens first",
        ordered=True,
        rule=f"the order of the triggers of {kind} lists each of them once",
    )
    return list(chosen) if chosen else order


def _watch_copies(game, player: Player, card: str, watch, gained: Gained):
    """`watch` (a `watch_gain`) of each copy of `card` in `player`'s play, as long as it is there."""
    for _ in range(player.plays.count(card)):
        if card in player.plays:
            yield from watch(game, player, card, gained)


def _react_if_held(game, player: Player, card: str, react, gained: Gained):
    """`react` (a `react_gain`) of `card` if `player` still holds it; else, with `cover_reactions`, the
    `cover_question` when the reaction would have something to do (its `react_gain_when`)."""
    if card in player.hand:
        yield from react(game, player, card, gained)
    elif game.cover_reactions and SPECS[card].react_gain_when(game, player, gained):
        yield game.cover_question(player, card)


def cover_question(
    game, player: Player, card: Card, held: Card | None = None, target: str | None = None
) -> Decision:
    """The question `cover_reactions` asks of `player`, who owns a copy of the card `held` (default
    `card`: a reaction) but holds none, where a holder would be asked whether to use it (docs/sandbox.md,
    "A reaction's delay"): a ``reveal`` decision of `card` (an attack's: Mountebank, whose Curse is
    `held`), source ``hand``, `target` (the attacker, None for none), with no option, whose one answer is
    ``(choose)``. Asked only because whether it is asked must not depend on the hidden hand: every owner
    of the card is asked, holder or not, and ownership is public (every gain and trash is told)."""
    held = held or card
    return Decision(
        player.name,
        card,
        "reveal",
        (),
        0,
        0,
        "hand",
        f"you hold no {held}: nothing to choose (every owner of a {held} is asked here, so that the "
        "question does not tell the others what you hold)",
        target=target,
    )


def _turn_watchers(game, player: Player, kind: str, gained: Gained):
    """The watchers of this turn (`watch_this_turn`) of `player` for `kind` ("gain", "buy"), in the order
    they were registered (each play its own)."""
    for owner, card, watched, watch in list(game.turn_watchers):
        if owner == player.name and watched == kind and not player.gone:
            yield from watch(game, player, card, gained)


def watch_this_turn(game, player: Player, card: str, *, gain=None, buy=None) -> None:
    """A "this turn" effect of a play of `card` by `player`: until the end of the turn, `gain` (a watcher,
    ``watch(game, owner, card, gained)`` as a spec's `watch_gain`) runs when `player` gains a card, and
    `buy` when it buys one, whether `card` is still in play or not (Collection's VP tokens and Tiara's
    offer outlive a Collection or Tiara trashed by a Mint bought; Royal Seal's "while in play" is a
    spec's `watch_gain`). Each call is one more effect (a card played twice by Tiara: two). They run
    after the watchers of the cards in play; the turn's start forgets them."""
    if gain is not None:
        game.turn_watchers.append((player.name, card, "gain", gain))
    if buy is not None:
        game.turn_watchers.append((player.name, card, "buy", buy))
    game._watched = True
    game._plain = False


def this_turn(game) -> dict:
    """What cards remember until the end of the turn under way, by key (``"war-chest"``: the cards named
    for War Chests; ``"offered-topdeck"``: the gains already offered to go onto the deck): a dict, new and
    empty at the start of each turn (`turn` counts the turns)."""
    memo = game._turn_memo
    if memo[0] != game.turn:
        memo = game._turn_memo = (game.turn, {})
    return memo[1]


def trash_cards(game, player: Player, cards: Sequence[str], source: str = "hand"):
    """`player` trashes `cards` (in order) from its `source`: "hand", "plays" (its last played copy:
    Feast trashing itself), "aside" (cards it revealed or set aside), "deck" (its top cards), "supply"
    (the top of a supply pile: Lurker; ValueError when the pile is empty). A
    generator (``yield from game.trash_cards(...)``): after the cards move, each one's `on_trash` runs,
    and each `react_trash` in the player's hand, in the order the player chooses (`_trashed`).
    Raises ValueError for another source or a card not there.

    In a possessed turn (`possess`) the possessed player's cards are set aside on its ``possession`` mat
    instead (their `on_trash` still runs: it counts as trashing them) and go to its discards at the end
    of the turn (Possession)."""
    aside = game.possession is not None and source != "supply" and player.name == game.possession[0]
    if aside:
        game._set_aside_possessed(player, cards, source)
        if game.trash_rules:
            game._trashed_rules(player, cards)  # (set aside, but trashed by the rules: Possession)
    elif source == "hand":
        game.trash_from_hand(player, cards)
    elif source == "plays":
        for card in cards:
            game.trash_from_play(player, card)
    elif source == "aside":
        game.trash_aside(player, cards)
    elif source == "deck":
        for card in cards:
            player.deck.remove(card)
            game.trash.append(SPECS[card].name)
        if cards:
            player._deck_view = None
            game._trash_view = None
            game.emit("trash", player, cards)
            if game.trash_rules:
                game._trashed_rules(player, cards)
    elif source == "supply":
        for card in cards:
            card = SPECS[card].name
            game._take(card)
            game.trash.append(card)
        if cards:
            game._trash_view = None
            game.emit("trash", player, cards)
            if game.trash_rules:
                game._trashed_rules(player, cards)
    else:
        raise ValueError(f"trash from {source!r}: expected 'hand', 'plays', 'aside', 'deck' or 'supply'")
    reacting = bool(game._trash_reactions) and source != "supply"
    if cards and (reacting or any(SPECS[card].on_trash is not None for card in cards)):
        yield from game._trashed(player, tuple(cards), reacting, aside)


def _trashed(game, player: Player, cards: tuple[str, ...], reacting: bool, aside: bool = False):
    """The triggers of `player` trashing `cards` at once (see `trash_cards`): each trashed card's
    `on_trash` (Cultist, Rats, Fortress...) and, when `reacting` (a card of the player's, not one trashed
    from the supply: Lurker's is nobody's), the `react_trash` of each card in its hand (Market Square).
    They happen at the same time, so when two cards or more have one the player chooses their order
    (the rule for simultaneous triggers of one player, as for a gain's): an ordered ``choose`` decision
    (source ``cards``) listing each card's name once, the first chosen running first (copies of one
    card one after the other); the canonical order is the trashed cards' in the order trashed, then
    the reactions in hand in the hand's order (an ejected player's empty answer keeps it). A reaction
    no longer in hand when its turn comes does nothing (lose track); one that comes into the hand
    while the triggers run (a Market Square drawn by a trashed Cultist: its FAQ) is offered after them.
    With one trigger nothing is asked; once the player is gone (ejected) nothing more runs. `aside`: the
    cards went onto the possession mat, not into the trash (a possessed turn): each `on_trash` gets its
    `Played` with `moved` True, so a hook that takes its card from the trash (Fortress, Trail) has lost
    track of it and never takes another copy that is there."""
    steps: dict[str, list] = {}
    for card in cards:
        spec = SPECS[card]
        if spec.on_trash is not None:
            steps.setdefault(spec.name, []).append(
                lambda card=card, hook=spec.on_trash: hook(game, player, Played(card, aside))
            )
    if reacting:
        for card in dict.fromkeys(player.hand):
            if card in game._trash_reactions:
                steps.setdefault(card, []).append(None)  # run by `_react_trash` below
        if game.cover_reactions:
            for card in sorted(game._trash_reactions, key=_order):
                if card not in steps and player.owns(card):
                    steps[card] = [None]  # not held: its `cover_question` below
    order = yield from game._order_triggers(player, list(steps), None, f"trash {' '.join(cards)}", "trashing")
    left: dict[str, int] = {}  # reaction -> copies still in hand after it ran (declined)
    for card in order:
        for step in steps[card]:
            if player.gone:
                return
            if step is None:
                if card in player.hand:  # lose track: a reaction that left the hand does nothing
                    yield from SPECS[card].react_trash(game, player, card, cards)
                elif game.cover_reactions:
                    yield game.cover_question(player, card)
                left[card] = player.hand.count(card)
            else:
                yield from step()
    if reacting and not player.gone:
        # Reactions that came into the hand while the triggers ran (drawn by a Cultist trashed).
        for card in dict.fromkeys(player.hand):
            if card in game._trash_reactions and player.hand.count(card) > left.get(card, 0):
                if player.gone:
                    return
                yield from SPECS[card].react_trash(game, player, card, cards)


def discard(game, player: Player, cards: Sequence[str], source: str | None = "hand"):
    """`player` discards `cards`, in order (the last listed ends on top of its discard pile), from its
    `source`: "hand", "aside" (cards it revealed, looked at or set aside: Cartographer, Adventurer, a
    Spy's victim), or None (the caller took them off the deck: Vassal's and Sea Hag's
    top card). A generator (``yield from game.discard(...)``): after the cards move, each discarded card
    with a `when_discarded` hook (Tunnel, Weaver, Trail: "when you discard this other than during
    Clean-up") runs it for `player`, whoever's turn it is, one card at a time (`_discarded`: the
    player orders two different cards' triggers). Clean-up's discards never come here, nor does a deck
    put into the discard pile (Chancellor: `deck_to_discards`, no discard by the rules).
    A game without such a card pays one test of an empty set. Raises ValueError for another source or a
    card not there."""
    if source == "hand":
        game._discard_from_hand(player, cards)
    elif source == "aside":
        game._discard_aside(player, cards)
    elif source is None:
        if cards:
            player.discards.extend(cards)
            player._discards_view = None
            game.emit("discard", player, tuple(cards))
    else:
        raise ValueError(f"discard from {source!r}: expected 'hand', 'aside' or None")
    if game._discard_triggers and cards and not game.in_clean_up:
        yield from game._discarded(player, cards)


def _discarded(game, player: Player, cards: Sequence[str]):
    """The `when_discarded` hooks of the `cards` `player` just discarded, one card at a time. Two
    different cards or more with one: the player chooses their order (the rule for simultaneous triggers
    of one player, as for a gain's): an ordered ``choose`` decision (source ``cards``) listing each once,
    the first chosen running first (copies of one card run one after the other); the canonical order is
    the order discarded (an ejected player's empty answer keeps it)."""
    reacting = [card for card in cards if card in game._discard_triggers]
    names = list(dict.fromkeys(reacting))
    order = yield from game._order_triggers(player, names, None, f"discard {' '.join(names)}", "discarding")
    for card in order:
        for _ in range(reacting.count(card)):
            if player.gone:
                return
            yield from SPECS[card].when_discarded(game, player, card)


def play_from(game, player: Player, card: str, source: str):
    """`player` plays `card` from its `source` ("discards": the top copy, "hand", "deck": the top copy,
    "trash") as a card's own reaction lets it (Weaver, Trail: "you may play it"), on its own turn or on
    another player's: it goes into `player`'s play and resolves (`resolve`; a play on another player's
    turn gives its +cards and effect, not its +actions, +buys or +coins, which are the current player's,
    and it is discarded at the end of that turn's Clean-up: the official FAQ of Weaver and Trail). No
    action is spent; `reaction_plays` counts these plays. A generator. Returns nothing; does nothing
    when the card is no longer there (the reaction lost track of it: a reshuffle, another reaction moved
    it)."""
    if source == "discards":
        place = player.discards
    elif source == "hand":
        place = player.hand
    elif source == "deck":
        place = player.deck
    elif source == "trash":
        place = game.trash
    else:
        raise ValueError(f"play from {source!r}: expected 'discards', 'hand', 'deck' or 'trash'")
    if card not in place:
        return
    place.pop(len(place) - 1 - place[::-1].index(card))
    if source == "discards":
        player._discards_view = None
    elif source == "deck":
        player._deck_view = None
    elif source == "trash":
        game._trash_view = None
    game.reaction_plays += 1
    this = game.put_in_play(player, card, source=None)
    yield from game.resolve(player, this)


def call_reserves(game, player: Player, moment: str, subject=None):
    """`player` may call the Reserve cards of its Tavern mat whose moment is `moment` (`CardSpec.call_at`:
    ``"start"``, the start of its turn; ``"after-action"``, right after it played an action card, `subject`
    that play's `Played`; ``"gain"``, as it gains a card, `subject` the `Gained`) and whose `call_when`
    allows it for `subject`: a ``call`` decision (source ``mat``; options each such card once, in the
    canonical order; at most one; optional, and `card` the first option) is asked again after each call,
    among the cards left, until the player declines or none is left. A called card moves from the mat
    into play (event ``call``) and its `on_call` runs (`subject` in its `Played`'s ``memo["for"]``); it
    leaves play at that turn's Clean-up as any card in play. Calling is not playing: no action is spent and
    no trigger of a play runs (the Reserve rules). A generator to ``yield from``."""
    while not player.gone:
        tavern = player.mats.get(TAVERN)
        options = sorted(
            {
                card
                for card in tavern or ()
                if SPECS[card].call_at == moment
                and (SPECS[card].call_when is None or SPECS[card].call_when(game, player, subject))
            },
            key=_order,
        )
        if not options:
            return
        prompt = f"call {' or '.join(options)} from your Tavern mat?"
        answer = yield Decision(player.name, options[0], "call", tuple(options), 0, 1, "mat", prompt)
        if not answer or player.gone:
            return
        card = answer[0]
        tavern.pop(len(tavern) - 1 - tavern[::-1].index(card))
        if not tavern:
            del player.mats[TAVERN]
        player.plays.append(card)
        game.emit("call", player, (card,))
        this = Played(card) if subject is None else Played(card, memo={"for": subject})
        if player is not game.players[game.current]:
            game._off_turn.append((player, this))  # called on another's turn: leaves play at its Clean-up
        yield from SPECS[card].on_call(game, player, this)
