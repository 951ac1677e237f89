"""The plays of a turn: a protocol play applied (`apply`), treasures played, a buy paid and gained, an action
played and resolved with its +cards, +actions, +buys, +coins and effect.

Functions over a `referee.rules.game.Game` (`game`), bound as its methods. A base-game kingdom takes the fast
paths (`Game._plain`: printed costs, no trigger, no record); the others go through the gain path
(`referee.rules.triggers`) and the decision driver (`referee.rules.driver`).
"""

from __future__ import annotations

from protocol.messages import Act, Add, Buy, Card, Clean, Coffers, Play
from referee.rules.arguments import play_answers
from referee.rules.cards import ACTION_BONUS, TREASURE_EFFECTS
from referee.rules.decisions import BuyAndClean, Decision, Treasures
from referee.rules.moves import TAVERN
from referee.rules.player import Player
from referee.rules.spec import ACTION, ATTACK, COST, SPECS, VALUE, Played

_SILVER = Card.SILVER


def played_again(game, player: Player, card: Card) -> None:
    """A Throne Room plays `card` of `player` a second time (its first play is over, the second about to
    begin): call each of `again_listeners` with (the player's name, the card). The DominAI server asks
    the player for the second play's data at this moment (docs/network.md); no event is emitted."""
    for listener in game.again_listeners:
        listener(player.name, card)


def play_in_place(game, player: Player, card: str):
    """`player` plays `card` where it is, without moving it (Band of Misfits: the top card of a supply
    pile, left there): event ``play``, then its bonuses and effect (`resolve`). A generator; returns
    the card's `Played` (``yield from``), which the caller reads with `stays`.

    The card is never in play (the 2019 rules of Command cards): its `Played` is born `moved`, so that
    anything it does to move itself fails (Feast's trash, Death Cart's trash and its +5 coins that need
    it) while the rest of its effect happens; a duration's `stay` keeps no copy in play, its start of
    turn hook still runs; "while in play" abilities (Highway's cost, a watcher) do nothing, since they
    read the cards in play."""
    this = Played(SPECS[card].name, moved=True)
    game.emit("play", player, (this.card,))
    yield from game.resolve(player, this)
    return this


def resolve(game, player: Player, this: Played, *, calls: bool = True):
    """Carry out the card `this` played by `player`: its +cards, +actions, +buys, +coins, then its effect
    (a generator of decisions). Then, in a game with Reserve cards called after an action
    (`_tavern_after`: Coin of the Realm, Royal Carriage), `player` may call those of its Tavern mat, unless
    `calls` is False (Royal Carriage's own replay, after which the calls of the first play go on)."""
    spec = SPECS[this.card]
    if game.players and player is not game.players[game.current]:
        # A play on another player's turn (Weaver, Trail reacting): its +cards only; the turn's counters
        # and records are the current player's.
        if game.player_tokens:
            game.token_bonus(player, this.card)
        if spec.cards:
            game._draw(player, spec.cards)
        if spec.effect is not None:
            yield from spec.effect(game, player, this)
    elif not (game.play_rules and game._replaced(player, this)):
        game.actions_played.append(this.card)
        if game.player_tokens:
            game.token_bonus(player, this.card)  # its pile's +1 tokens come first (Adventures)
        if game._attack_watchers and ATTACK in spec.types:
            yield from game._watch_attack(player, this)
        if game._action_bonus:
            game._bonus_actions(player, this)
        game._bonus(player, spec)
        if spec.effect is not None:
            yield from spec.effect(game, player, this)
    after = game._tavern_after
    if after and calls and not player.gone and not after.isdisjoint(player.mats.get(TAVERN, ())):
        yield from game.call_reserves(player, "after-action", this)


def _replaced(game, player: Player, this: Played) -> bool:
    """Whether a rule of the game (`play_rules`: Enchantress) replaces what the action card of `this` does,
    played by `player` on its own turn; a rule that does has given what replaces it (+1 card, +1 action),
    and the play is recorded as an action played (`actions_played`)."""
    for rule in game.play_rules:
        if rule(game, player, this):
            game.actions_played.append(this.card)
            return True
    return False


def _watch_attack(game, player: Player, this: Played):
    """Before the attack `this` resolves, the `watch_attack_play` of each other card of `player`'s play
    with one (Urchin: "when you play another attack card with this in play"), once per copy in play
    other than the attack itself, while it is still there."""
    for card in dict.fromkeys(player.plays):
        if card not in game._attack_watchers:
            continue
        copies = player.plays.count(card) - (card == this.card)
        for _ in range(copies):
            if card in player.plays and not player.gone:
                yield from SPECS[card].watch_attack_play(game, player, card, this)


def _bonus_actions(game, player: Player, this: Played) -> None:
    """The actions the cards of `player`'s play give for its play of the action `this` on its own turn
    (`CardSpec.action_bonus`: Champion's +1), each copy in play but the card being played itself."""
    plays = player.plays
    for card in game._action_bonus:
        copies = plays.count(card) - (card == this.card)
        if copies > 0:
            game.actions += copies * ACTION_BONUS[card]


def _bonus(game, player: Player, spec) -> None:
    game.actions += spec.actions
    game.buys += spec.buys
    game.coins += spec.coins
    if spec.cards:
        game._draw(player, spec.cards)


def apply(game, play: Play) -> None:
    """Make the current player's `play`, which `referee.rules.legality.check_play` accepted in `view()`.

    A `Clean` ends the turn: clean-up, the end-of-game check, and (unless the game is over) the next
    player's turn starts. A `Treasures` (a game of the rules alone) makes the `Add` of each of its cards,
    in order; a `BuyAndClean` its `Buy`, then its `Clean`. An `Act` carries out the card's effect,
    answering its up-front decisions from the play's arguments; it stops at the first decision left to
    ask (`pending`: answer it with `answer`). An illegal play raises ValueError or leaves the game
    inconsistent: check first.
    """
    if game.over:
        raise ValueError("the game is over")
    if game.pending is not None:
        raise ValueError(f"a decision is pending: {game.pending.prompt} ({game.pending.player})")
    player = game.players[game.current]
    kind = type(play)
    if game.buy_phase_rules and not game.buying and kind in _BUY_PHASE_PLAYS:
        # The buy phase starts with this play: the game's rules of that moment first (Arena).
        game._begin(_buy_phase_starts(game, player, play), [])
        return
    if kind is Add:
        card = play.card
        if not game._plain:
            game.buying = True  # (read by a later set's card only: Peddler's cost)
            if game._treasure_rules:
                # Treasures with effects, bonuses or a kingdom's extra treasures: the general path.
                if game.actions:
                    game.unused_actions = game.actions  # (read by Diadem)
                game.actions = 0
                if game._others_treasure or card in TREASURE_EFFECTS:
                    game._begin(game.play_treasure(player, card), [])
                else:
                    _quiet_treasure(game, player, card)
                return
        player.hand.remove(card)
        player.plays.append(card)
        game.coins += VALUE[card]
        game.actions = 0
        if game.merchants and card == _SILVER and not game.silver_played:
            game.silver_played = True
            game.coins += game.merchants
        if game.listeners:
            game.emit("play", player, (card,))
    elif kind is Treasures:
        game._play_treasures(player, play.cards)
    elif kind is Buy:
        if game.events and play.card in game.events:
            game._begin(game._event_bought(player, play.card), [])
        else:
            game._buy(player, play.card)
    elif kind is Clean:
        if player.debt:
            game.pay_debt(player)  # as the buy phase ends (docs/landscapes.md, "Debt")
        if game._off_turn or (game._clean_hooks and not _quiet_clean_up(game, player)):
            game._begin(game._clean_up_steps(player, play.card), [])
        else:
            game._clean_up(player, play.card)
            game._end_turn()
    elif kind is BuyAndClean:
        if game.events and play.card in game.events:
            raise ValueError(f"a buy of the event {play.card} and the clean-up are two plays")
        if game._watched and not _quiet_buy(game, player, play.card):
            game._pay(play.card)
            game._begin(game._buy_then_clean(player, play.card, play.exposed), [])
        elif game._off_turn or (game._clean_hooks and not _quiet_clean_up(game, player)):
            game._buy(player, play.card)
            game._begin(game._clean_up_steps(player, play.exposed), [])
        else:
            game._buy(player, play.card)
            game._clean_up(player, play.exposed)
            game._end_turn()
    elif kind is Act:
        game._act(player, play)
    elif kind is Coffers:
        game.spend_coffers(player, play.count)  # v5's (coffers N); it ends the action phase
    else:
        raise ValueError(f"not a play: {play!r}")


_BUY_PHASE_PLAYS = frozenset((Add, Treasures, Buy, BuyAndClean, Clean, Coffers))
"""The plays that end the action phase: the first of a turn starts its buy phase (a clean-up passes through
it)."""


def _buy_phase_starts(game, player: Player, play: Play):
    """The buy phase of `player` starts with `play` (one of `_BUY_PHASE_PLAYS`, the turn's first) in a
    game with rules of that moment (`buy_phase_rules`: Arena): each rule runs, then the play is made as
    `apply` makes it, through the general paths (treasures played one by one, a buy's gain path, the
    clean-up's steps). A card a rule took from the hand is not played (lose track)."""
    game.buying = True
    for rule in game.buy_phase_rules:
        yield from rule(game, player)
        if player.gone or game.over:
            return
    kind = type(play)
    if kind is Add or kind is Treasures:
        yield from game._treasures_with_effects(player, (play.card,) if kind is Add else play.cards)
    elif kind is Coffers:
        game.spend_coffers(player, play.count)
    elif kind is Buy and play.card in game.events:
        yield from game._event_bought(player, play.card)
    elif kind is Buy:
        game._pay(play.card)
        yield from game.gain(player, play.card, bought=True)
    elif kind is BuyAndClean:
        if play.card in game.events:
            raise ValueError(f"a buy of the event {play.card} and the clean-up are two plays")
        game._pay(play.card)
        yield from game._buy_then_clean(player, play.card, play.exposed)
    else:
        if player.debt:
            game.pay_debt(player)
        exposed = play.card if play.card in player.hand else None
        yield from game._clean_up_steps(player, exposed)


def _buy(game, player: Player, card: Card) -> None:
    """A buy: pay the cost, gain the card (to the discards) through the gain path's triggers when the
    game has any (`_watched`), which may leave a decision pending."""
    if not game._plain:
        game._pay(card)
        if not game._watched:
            game._gain(game._gainer(player) if game.possession else player, card)
        elif _quiet_buy(game, player, card):
            game._gain(player, SPECS[card].name)  # the name as the gain path has it (not a `Card` member)
        else:
            game._begin(game.gain(player, card, bought=True), [])
        return
    # A base-game kingdom: printed costs, no trigger, no record (the hot path of simulations).
    if game.buys < 1 or COST[card] > game.coins:
        raise ValueError(f"illegal buy of {card}")
    game.buys -= 1
    game.coins -= COST[card]
    game._gain(player, card)
    game.actions = 0


def _quiet_buy(game, player: Player, card: Card) -> bool:
    """True when `player`'s buy of `card` in a game with gain triggers (`_watched`) would run none of them
    (`referee.rules.triggers.gain`): the card has no `on_buy` nor `on_gain`, no pile carries a token, no
    card watching or reacting to gains (`_gain_watchers`) is in any player's play or hand, nothing watches
    this turn's gains, no rule of the game adds to them or to a buy (`gain_rules`, `buy_rules`), no
    reaction is asked of a hand that does not hold it, no Trader can replace it, no turn is possessed. The
    buy then takes the gain path's moves alone (`_gain`), the same game with no generator stepped; a
    conservative test: any doubt takes the whole path."""
    spec = SPECS[card]
    if (
        spec.on_buy is not None
        or spec.on_gain is not None
        or game.possession is not None
        or game.pile_tokens
        or game.gain_rules
        or game.buy_rules
        or game.turn_watchers
        or game.cover_reactions
        or (game._gain_replacers and not game._gain_replacers.isdisjoint(player.hand))
    ):
        return False
    others_gain = game._others_gain
    watchers = game._gain_watchers
    for one in game.players:
        if (others_gain and one.staying) or not (
            watchers.isdisjoint(one.plays) and watchers.isdisjoint(one.hand)
        ):
            return False
    return True


def _quiet_clean_up(game, player: Player) -> bool:
    """True when `player`'s clean-up in a game with clean-up hooks (`_clean_hooks`) would run none: no card
    with a hook at clean-up (`_clean_up_cards`) in its play, no rule of the game at clean-up
    (`clean_up_rules`), and no question at a shuffle (`asks_at_shuffle`: Stash, whose placement the
    clean-up's draw asks inside the effect); the caller also checks that no card played on this turn by
    another player is to leave play (`_off_turn`). The clean-up is then `_clean_up` and `_end_turn`, the
    same moves with no generator stepped."""
    return (
        not game.clean_up_rules
        and not game.after_draw_rules
        and not game.asks_at_shuffle
        and game._clean_up_cards.isdisjoint(player.plays)
    )


def _pay(game, card: Card) -> None:
    """A buy of `card` paid for: the buyer's debt paid off with its coins first (none may be left), a buy and
    the card's cost in coins spent, the debt in its cost taken (Fortune, Engineer...: docs/landscapes.md,
    "Buying"). Raises ValueError for a buy the rules refuse."""
    cost = COST[card] if game._costs_plain else game.cost(card)
    player = game.players[game.current]
    if player.debt:
        game.pay_debt(player)
        if player.debt:
            raise ValueError(f"illegal buy of {card}: {player.debt} debt left")
    if game.buys < 1 or cost > game.coins:
        raise ValueError(f"illegal buy of {card}")
    game.buys -= 1
    game.coins -= cost
    debt = SPECS[card].debt
    if debt:
        game.take_debt(player, debt)
    if game.potions and SPECS[card].potion:
        game.potions -= 1
    game.actions = 0
    game.buying = True
    if game._recording:
        game.turn_buys.append(card)


def _buy_then_clean(game, player: Player, card: Card, exposed: Card | None):
    """A `BuyAndClean` in a game with gain triggers: the buy's gain path, then (its decisions answered)
    the clean-up and the end of the turn."""
    yield from game.gain(player, card, bought=True)
    if not player.gone and not game.over:
        exposed = exposed if exposed in player.hand else None
        if game._clean_hooks or game._off_turn:
            yield from game._clean_up_steps(player, exposed)
        else:
            game._clean_up(player, exposed)
            yield from game._end_turn_steps()


def _play_treasures(game, player: Player, cards: tuple[Card, ...]) -> None:
    """A `Treasures` play: each of `cards` played as its `Add` would be, in order."""
    if game._treasure_rules:
        if game._others_treasure or not TREASURE_EFFECTS.isdisjoint(cards):
            game._begin(game._treasures_with_effects(player, cards), [])
            return
        # No effect to run and nobody watching: `_treasures_with_effects`'s moves, with no generator stepped.
        if game.actions:
            game.unused_actions = game.actions  # (read by Diadem)
        game.actions = 0
        game.buying = True
        for card in cards:
            _quiet_treasure(game, player, card)
        return
    hand = player.hand
    plays = player.plays
    listeners = game.listeners
    for card in cards:
        hand.remove(card)
        plays.append(card)
        game.coins += VALUE[card]
        if game.merchants and card == _SILVER and not game.silver_played:
            game.silver_played = True
            game.coins += game.merchants
        if listeners:
            game.emit("play", player, (card,))
    game.actions = 0
    game.buying = True


def _quiet_treasure(game, player: Player, card: str) -> None:
    """`play_treasure`'s moves for a treasure without an effect in a game where nobody watches treasures
    (no `_others_treasure`), with no generator stepped: into play under its spec's name, this game's value
    and bonus added, the Merchant's coin on the first Silver, its `play` event."""
    card = SPECS[card].name
    player.hand.remove(card)
    player.plays.append(card)
    game.coins += game.values.get(card, 0) + game.treasure_bonus.get(card, 0)
    if game.merchants and card == _SILVER and not game.silver_played:
        game.silver_played = True
        game.coins += game.merchants
    game.emit("play", player, (card,))


def _treasures_with_effects(game, player: Player, cards: tuple[Card, ...]):
    """A `Treasures` play holding a treasure with an effect: each card played in order as its `Add`
    would be, each effect run (and its decisions asked) before the next card is played. A card an effect
    already took from the hand (a treasure a Tiara played) is skipped; the others are still played."""
    if game.actions:
        game.unused_actions = game.actions  # (read by Diadem)
    game.actions = 0
    game.buying = True
    for card in cards:
        if player.gone:
            return
        if card in player.hand:
            yield from game.play_treasure(player, card)


def play_treasure(game, player: Player, card: str, source: str | None = "hand"):
    """`player` plays the treasure `card` (from its hand, or from nowhere when `source` is None: the
    caller took it, as Venture does from the deck): into play, its value added (this game's value:
    `treasure_value`), then its effect (a generator: ``yield from``; returns the `Played`, whose `value`
    is what this play added). A Merchant's coin counts for the first Silver."""
    card = SPECS[card].name
    if source == "hand":
        player.hand.remove(card)
    player.plays.append(card)
    this = Played(card, value=game.treasure_value(card))
    game.coins += this.value
    if game.merchants and card == _SILVER and not game.silver_played:
        game.silver_played = True
        game.coins += game.merchants
    game.emit("play", player, (card,))
    if game._others_treasure and not player.gone:
        # Watchers in the other players' play (Corsair), in turn order, once per card name.
        for owner in game.others(player.name):
            for held in dict.fromkeys(owner.plays):
                watch = SPECS[held].watch_others_treasure
                if watch is not None and held in owner.plays:
                    yield from watch(game, owner, player, this)
    if card in TREASURE_EFFECTS:
        yield from SPECS[card].effect(game, player, this)
    return this


def treasure_value(game, card: str) -> int:
    """The coins `card` adds when played now: its value in this game (`values`: a Charlatan's Curse is
    worth 1) plus this turn's bonus for it (`treasure_bonus`: Coppersmith)."""
    return game.values.get(card, 0) + game.treasure_bonus.get(card, 0)


def add_treasure_bonus(game, card: str, coins: int) -> None:
    """Each `card` played for the rest of this turn adds `coins` more (Coppersmith: copper, 1)."""
    game.treasure_bonus[card] = game.treasure_bonus.get(card, 0) + coins
    game._treasure_rules = True
    game._plain = False


def _act(game, player: Player, play: Act) -> None:
    card = play.card
    spec = SPECS.get(card)
    if spec is None or ACTION not in spec.types:
        raise ValueError(f"not an action card: {card}")
    if game.actions < 1:
        raise ValueError(f"no action left for {card}")
    game.actions -= 1
    answers = play_answers(play, every=game._arguments, v5=game._base_arguments)
    game.start_act(card, answers, player=player)


def carries(game, decision: Decision) -> bool:
    """Whether a protocol play's arguments answer `decision` (an up-front one): always but in a game whose
    rules carry the base game's answers only (`GameRules.base_arguments`, protocol v5: docs/protocol.md,
    "Version 5": every choice of a card of another set is asked with ``decide``)."""
    return not game._base_arguments or SPECS[decision.card].set == "base"


def start_act(
    game, card: Card, answers: list[tuple[Card, ...]], *, player: Player | None = None
) -> Decision | None:
    """Put `card` from the current player's hand into play and carry out its effect, answering its
    up-front
    decisions with `answers` in order; returns the first decision left to ask (`pending`), or None.

    `apply` plays an `(act ...)` with this (the action is spent there); tools use it to explore the
    decisions of a play.
    """
    if player is None:
        player = game.players[game.current]
    this = game.put_in_play(player, card)
    spec = SPECS[card]
    if game.play_rules and game._replaced(player, this):
        return game.pending
    if (game._attack_watchers and ATTACK in spec.types) or game.asks_at_shuffle or game._tavern_after:
        # Watchers of the attack in play (Urchin) ask first, then the card resolves (`resolve`); in a game
        # that asks at shuffles, its +cards are drawn inside the effect's step (`ask_now`); in a game with
        # Reserve cards called after an action, they are offered after it (`resolve`).
        game._begin(game.resolve(player, this), answers)
        return game.pending
    game.actions_played.append(this.card)
    if game.player_tokens:
        game.token_bonus(player, card)  # its pile's +1 tokens come first (Adventures)
    if game._action_bonus:
        game._bonus_actions(player, this)
    game._bonus(player, spec)
    if spec.effect is not None:
        game._begin(spec.effect(game, player, this), answers)
    return game.pending
