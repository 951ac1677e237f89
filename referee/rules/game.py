"""The full state of one game of Dominion and its transitions. No I/O, no protocol version: what a protocol
version changes in the rules comes in as a `referee.rules.facts.GameRules` (`Game(rules=...)`).

A `Game` holds every card's place (supply, trash, and each player's deck, hand, plays and discards), the
turn (actions, buys, coins) and the one `random.Random(seed)` that shuffles. It applies plays and defenses
that `referee.rules.legality` has accepted. A player's protocol view of it is built outside the rules core
(`referee.views`), from the game's public facts; the game keeps the sorted deck, the discards top first, the
trash top first and the supply as tuples (`_deck_view`, `_discards_view`, `_trash_view`, `supply()`) until
the cards under them move, for the view made at every play.

Rules implemented (official rules and docs/rules.md):
- Positions: `Game.at(state)` builds a game in the middle of a turn from a protocol view (deck in the
  listed order), so `referee validate` judges plays with these same transitions.
- Set-up: supply piles by player count and kingdom (`referee.rules.kingdoms.pile_size`); each player shuffles
  7 copper and 3 estate and draws 5; the first seat starts.
- Turn: actions 1, buys 1, coins 0; actions become 0 after the first add or buy.
- Effects: mine trashes a treasure and gains one INTO THE HAND; remodel trashes a card and gains one to the
  discards; workshop gains to the discards; cellar +1 action, discards the listed cards, then draws as many;
  market +1 card +1 action +1 buy +1 coin; smithy +3 cards; village +1 card +2 actions; woodcutter +1 buy
  +2 coins; moat +2 cards; militia +2 coins (its attack is asked of the defenders by the engine, then each
  defense is applied with `defend`). A buy gains to the discards.
- Draw: one card at a time; only when a draw finds the deck empty are the discards shuffled into a new
  deck; a draw with both empty gives nothing.
- Clean-up: plays and hand go to the discards (the exposed card on top), then draw 5.
- End, checked after each clean-up (and after a turn that ends by ejection): the province pile is empty
  ("provinces"), any three supply piles are empty ("three-piles"), or every remaining player has started
  `turn_limit` turns ("turn-limit"). Ejecting all players but one ends the game at once
  ("last-player-standing").
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Generator, Sequence

import referee.rules.costs as costs
import referee.rules.driver as driver
import referee.rules.landscapes as landscapes
import referee.rules.moves as moves
import referee.rules.piles as piles
import referee.rules.plays as plays
import referee.rules.setup as setup
import referee.rules.tokens as player_tokens
import referee.rules.triggers as triggers
import referee.rules.turn as turn
from protocol.messages import (
    Card,
    State,
    StateV4,
    StateV5,
    StateV6,
)
from referee.rules.cards import BASE_CARDS
from referee.rules.decisions import Decision, Event
from referee.rules.facts import RULES_ALONE, GameRules, view_rules
from referee.rules.kingdoms import ASSEMBLED_PILES, HAND_SIZE, KINGDOM_SIZE, split_landscapes
from referee.rules.player import Player
from referee.rules.setup import checked_kingdom, kingdom_piles
from referee.rules.spec import COST, EDITIONS, ORDER, SPECS, VALUE, Gained, Played
from referee.rules.supply import Supply

_PROVINCE = Card.PROVINCE
_SILVER = Card.SILVER
_order = ORDER.__getitem__


_TABLES: dict[tuple, object] = {}
"""What a game derives from its cards' specs, kept: the same kingdom's next game (a simulation's thousands)
looks it up. The cards of a game (its piles) -> `Game._set_tables`'s tables; ``("kingdom", *names)`` ->
`check_kingdom` of those names; ``("piles", players, *cards)`` -> `_piles`. (Tests that change a spec give
the game module an empty one.)"""


class Game:
    """One game from set-up to its end.

    Arguments:
        names: the players' names in seat (turn) order, 2 to 4, distinct.
        rules: what the game's rules take from whoever builds it (`referee.rules.facts.GameRules`: a
            protocol version's, `referee.protocol_rules.game_rules`): its default kingdom and the kingdoms it
            refuses, whether a play carries the answers of its card's up-front decisions as arguments
            (``(act remodel estate silver)``; a Throne Room's argument may be the nested play of its card,
            see `play_answers`), whether every attack asks each victim whether it reveals a reaction
            (`ask_every_victim`, so that the engine can ask each its defense), whether a decision with
            nothing to choose is asked. Default `RULES_ALONE`: a game of the rules alone, which names its
            kingdom and asks every decision when it arises.
        seed: seed of the game's only random generator (shuffles).
        turn_limit: turns per player after which the game ends (>= 1).
        kingdom: the 10 kingdom cards of the game (names, any order); None: the default kingdom of
            `rules` (`GameRules.kingdom`). A game naming its kingdom has a Curse pile (10 per opponent); a
            default kingdom's game has none (v1-v3 players' views never listed one). `rules.check_kingdom`
            refuses the kingdoms the rules do not allow (a v1-v3 kingdom names only cards of that version).
            With Young Witch (a card whose spec has `bane`) the kingdom may name its Bane, an eleventh
            kingdom pile (``bane=CARD`` among the cards, or the eleventh of 11: `check_kingdom`); named or
            not, the game has one (`bane`: drawn with the game's generator from `bane_candidates` when not
            named, after the Colony draw).
        shelters: True: each player starts with Hovel, Necropolis and Overgrown Estate instead of 3
            Estates (Dark Ages); False: never; None (the default): by the rule of the box, when a kingdom card
            drawn at random with the game's generator (after the Colony draw) is from Dark Ages, drawn only
            when the kingdom has one.
        edition: 2 (second edition texts, the default) or 1 (first edition texts where they differ).
    Raises:
        ValueError: for a player count outside 2-4, repeated names, a bad kingdom (none for rules with no
            default kingdom, a card `rules.check_kingdom` refuses), an edition other than 1 or 2, a turn
            limit < 1 or a seed that is not a whole number >= 0.

    Attributes (read them; change them only through the methods): `players` (remaining, in turn order),
    `current` (index into `players` of the player whose turn it is), `turn` (1-based count of turns started
    in the game), `actions`, `buys`, `coins`, `piles` (card -> copies left, in supply order), `trash` (top
    LAST), `over`, `end` (one of `referee.result.END_REASONS` once over), `ejected` (players removed, in
    order, with their score when removed), `removed` (their cards, which left the game), `rng` (the
    shuffles' generator; None in a position built by `Game.at` without a seed: no shuffle),
    `endless_supply` (True only in a position built with it: gains leave the piles as they are),
    `edition`, `pending` (the `Decision` the game waits for, answered with `answer`, or None), `listeners`
    (callables given every `Event`), `merchants` (Merchants played this turn), `silver_played`, `kingdom`
    (the kingdom piles in the canonical order), `rules` (its `GameRules`), `ask_every_victim` (True when
    its rules say so, a v4 or later game: an attack asks each victim a reveal decision, with no option when
    it holds no reaction), `cover_reactions` (False unless set:
    True asks every owner of a reaction card, with `cover_question` when it holds none, wherever a holder
    would be asked; docs/sandbox.md, "A reaction's delay"), `ask_bandit_victims` (True in a
    DominAI game: a Bandit asks each victim it affects which revealed treasure to trash even with one kind
    or none to choose from, as DominAI asks each its `Attack` with the revealed cards), `arguments_ended`
    (True once the first play of a Throne Room's card is over: the play's arguments answer nothing more),
    `again_listeners` (callables given (player name, card) as a Throne Room plays its card again),
    `treasure_bonus` (treasure -> coins each play of it adds this turn beyond its value: Coppersmith),
    `bane` (the Bane pile's card in a game with Young Witch, else None; it is one of `kingdom`),
    `piles_aside` (kingdom card -> the card of the non-supply pile it set aside at set-up: Ferryman's),
    `shelters` (True: the starting decks hold the Shelters instead of 3 Estates), `mixed` (mixed pile name ->
    its cards, top LAST: Ruins, Knights; its entry in `piles` is keyed by its top card).

    `Game.at(state, ...)` builds a game positioned at a player's protocol view instead of a new game.
    """

    # The game's rules, by part: functions over the game in the modules named, bound as its methods.
    # Moves without triggers (`referee.rules.moves`).
    _shuffle = moves._shuffle
    _draw = moves._draw
    _reshuffle = moves._reshuffle
    draw = moves.draw
    take_top = moves.take_top
    reveal_top = moves.reveal_top
    _gain = moves._gain
    _trash = moves._trash
    trash_from_hand = moves.trash_from_hand
    trash_from_play = moves.trash_from_play
    trash_aside = moves.trash_aside
    gain_from_trash = moves.gain_from_trash
    _discard_from_hand = moves._discard_from_hand
    _discard_aside = moves._discard_aside
    topdeck_from_hand = moves.topdeck_from_hand
    topdeck_from_discards = moves.topdeck_from_discards
    topdeck_from_play = moves.topdeck_from_play
    topdeck_aside = moves.topdeck_aside
    deck_to_discards = moves.deck_to_discards
    insert_into_deck = moves.insert_into_deck
    put_on_mat = moves.put_on_mat
    take_from_mat = moves.take_from_mat
    to_tavern = moves.to_tavern
    add_vp = moves.add_vp
    add_coffers = moves.add_coffers
    spend_coffers = moves.spend_coffers
    _put = moves._put
    move_gained = moves.move_gained
    put_in_play = moves.put_in_play
    defend = moves.defend
    # Moves with triggers: the gain path, trash, discard (`referee.rules.triggers`).
    gain = triggers.gain
    call_reserves = triggers.call_reserves
    _replace_gain = triggers._replace_gain
    _gain_triggers = triggers._gain_triggers
    _own_gain_triggers = triggers._own_gain_triggers
    _order_triggers = triggers._order_triggers
    _watch_copies = triggers._watch_copies
    _react_if_held = triggers._react_if_held
    cover_question = triggers.cover_question
    _turn_watchers = triggers._turn_watchers
    watch_this_turn = triggers.watch_this_turn
    this_turn = triggers.this_turn
    trash_cards = triggers.trash_cards
    _trashed = triggers._trashed
    discard = triggers.discard
    _discarded = triggers._discarded
    play_from = triggers.play_from
    # The plays of a turn (`referee.rules.plays`).
    apply = plays.apply
    _buy = plays._buy
    _pay = plays._pay
    _buy_then_clean = plays._buy_then_clean
    _play_treasures = plays._play_treasures
    _treasures_with_effects = plays._treasures_with_effects
    play_treasure = plays.play_treasure
    treasure_value = plays.treasure_value
    add_treasure_bonus = plays.add_treasure_bonus
    _act = plays._act
    carries = plays.carries
    start_act = plays.start_act
    resolve = plays.resolve
    play_in_place = plays.play_in_place
    _watch_attack = plays._watch_attack
    _bonus = plays._bonus
    _bonus_actions = plays._bonus_actions
    _replaced = plays._replaced
    played_again = plays.played_again
    # Clean-up, turns, durations, Possession, ejection (`referee.rules.turn`).
    _clean_up = turn._clean_up
    _keep_staying = turn._keep_staying
    _clean_up_steps = turn._clean_up_steps
    _clean_up_off_turn = turn._clean_up_off_turn
    _end_turn = turn._end_turn
    _end_turn_steps = turn._end_turn_steps
    _ended = turn._ended
    _next_turn = turn._next_turn
    _start_steps = turn._start_steps
    _start_hooks = turn._start_hooks
    _start_turn = turn._start_turn
    stay = turn.stay
    stays = turn.stays
    stay_with = turn.stay_with
    extra_turn = turn.extra_turn
    possess = turn.possess
    decider = turn.decider
    _gainer = turn._gainer
    _start_possession = turn._start_possession
    _set_aside_possessed = turn._set_aside_possessed
    _end_possession = turn._end_possession
    _finish = turn._finish
    eject = turn.eject
    _eject_turn = turn._eject_turn
    # The decisions driven (`referee.rules.driver`).
    answer = driver.answer
    _begin = driver._begin
    _advance = driver._advance
    _send = driver._send
    ask_now = driver.ask_now
    _close = driver._close
    end_arguments = driver.end_arguments
    _abort = driver._abort
    run = driver.run
    begin = driver.begin
    # The supply's piles (`referee.rules.piles`).
    _take = piles._take
    _next_top = piles._next_top
    _pile_key = piles._pile_key
    return_to_supply = piles.return_to_supply
    mixed_pile_of = piles.mixed_pile_of
    pile_top = piles.pile_top
    set_pile = piles.set_pile
    supply = piles.supply
    empty_piles = piles.empty_piles
    add_pile_token = piles.add_pile_token
    non_supply_cards = piles.non_supply_cards
    card_names = piles.card_names
    # Set-up (`referee.rules.setup`).
    _starting_deck = setup._starting_deck
    _set_up_mixed = setup._set_up_mixed
    _set_up_cards = setup._set_up_cards
    _set_up_kingdom = setup._set_up_kingdom
    _set_tables = setup._set_tables
    # Types, costs, the buy rule (`referee.rules.costs`).
    types = costs.types
    cost = costs.cost
    potion_cost = costs.potion_cost
    reduce_costs = costs.reduce_costs
    # Events, landmarks, debt, VP tokens on piles and landmarks (`referee.rules.landscapes`).
    _set_up_landscapes = landscapes._set_up_landscapes
    _position_landscapes = landscapes._position_landscapes
    _event_bought = landscapes._event_bought
    take_debt = landscapes.take_debt
    pay_debt = landscapes.pay_debt
    put_vp = landscapes.put_vp
    take_vp = landscapes.take_vp
    landmark_points = landscapes.landmark_points
    _trashed_rules = landscapes.trashed
    # Adventures' player tokens on piles and held (`referee.rules.tokens`).
    move_token = player_tokens.move_token
    choose_pile_for = player_tokens.choose_pile_for
    take_token = player_tokens.take_token
    turn_journey = player_tokens.turn_journey
    fewer_drawn = player_tokens.fewer_drawn
    fewer_coins = player_tokens.fewer_coins
    token_bonus = player_tokens.token_bonus
    cost_token_less = player_tokens.cost_token_less

    def __init__(
        self,
        names: Sequence[str],
        *,
        rules: GameRules = RULES_ALONE,
        seed: int,
        turn_limit: int = 100,
        kingdom: Sequence[str] | None = None,
        edition: int = 2,
        colony: bool | None = None,
        shelters: bool | None = None,
    ) -> None:
        names = list(names)
        if not 2 <= len(names) <= 4:
            raise ValueError(f"a game has 2 to 4 players, got {len(names)}: {names!r}")
        if len(set(names)) != len(names):
            raise ValueError(f"player names must be distinct in a game, got {names!r}")
        if seed is None:
            raise ValueError("a new game needs a seed (a whole number >= 0)")
        if kingdom is None and not rules.kingdom:
            raise ValueError(f"{rules.name} needs its kingdom: 10 kingdom cards")
        self._blank(rules, seed, turn_limit, edition)
        self.rng = random.Random(seed)
        named_landscapes: tuple[str, ...] = ()
        if kingdom is None:
            cards = rules.supply()
        else:
            kingdom, named_landscapes = split_landscapes(kingdom)
            if named_landscapes and not rules.landscapes:
                raise ValueError(
                    f"the kingdom has {named_landscapes[0]}, an event or landmark, which {rules.name} does "
                    "not play (events and landmarks come with Adventures and Empires: docs/landscapes.md)"
                )
            chosen = checked_kingdom(kingdom)
            if rules.check_kingdom is not None:
                rules.check_kingdom(chosen)
            bane = chosen[KINGDOM_SIZE] if len(chosen) > KINGDOM_SIZE else None
            chosen = chosen[:KINGDOM_SIZE]
            cards = BASE_CARDS + chosen
            extra = self._set_up_cards(chosen, colony, bane, shelters)
            if extra:
                cards = tuple(sorted(set(cards) | set(extra), key=_order))
        self.kingdom, piles = kingdom_piles(cards, len(names))
        self.piles = dict(piles)
        if kingdom is not None:
            if not ASSEMBLED_PILES.isdisjoint(self.piles):
                self._set_up_mixed()
            self._set_up_kingdom(len(names))
        if named_landscapes:
            self._set_up_landscapes(named_landscapes, len(names))
        self._set_tables()
        for seat, name in enumerate(names):
            player = Player(name, seat, list(self._starting_deck()))
            self._shuffle(player.deck)
            self._draw(player, HAND_SIZE)
            player.coffers = self.starting_coffers
            self.players.append(player)
        self.current = 0
        self._start_turn()

    def _blank(self, rules: GameRules, seed: int | None, turn_limit: int, edition: int = 2) -> None:
        """Every attribute of a game with no player, no pile, no turn and no random generator yet."""
        if not isinstance(turn_limit, int) or turn_limit < 1:
            raise ValueError(f"turn_limit must be a whole number >= 1, got {turn_limit!r}")
        if edition not in EDITIONS:
            raise ValueError(f"edition must be 1 or 2, got {edition!r}")
        if seed is not None and (type(seed) is not int or seed < 0):
            # A seed that random.Random would take but a result could not replay (a str, a float, a bool).
            raise ValueError(f"seed must be a whole number >= 0, got {seed!r}")
        self.rules = rules
        self.edition = edition
        self.kingdom: tuple[Card, ...] = ()
        self.ask_every_victim = rules.every_victim
        # The rules' facts the hot paths read, as attributes: a decision with nothing to choose is never
        # asked (`_advance`); a play carries its up-front answers (`_act`), of the base game's cards only
        # (`carries`).
        self._skips_empty = rules.skips_empty
        self._arguments = rules.arguments
        self._base_arguments = rules.base_arguments
        self.ask_bandit_victims = False
        self.cover_reactions = False
        self.seed = seed
        self.turn_limit = turn_limit
        self.rng: random.Random | None = None
        self.endless_supply = False
        self.piles: dict[Card, int] = {}
        self.trash: list[Card] = []
        self.players: list[Player] = []
        self.ejected: list[tuple[Player, int]] = []
        self.removed: list[Card] = []
        self.over = False
        self.end: str | None = None
        self.turn = 0
        self.current = 0
        self.actions = self.buys = self.coins = 0
        self.merchants = 0
        self.silver_played = False
        self.potions = 0
        self.reduction = 0
        self._listed: dict[Card, int] | None = None  # a v5 position's own (costs ...): see `at`
        self._listed_from = 0
        self.buying = False
        self.unused_actions = 0
        self.contraband: set[str] = set()
        self.turn_gains: list[Gained] = []
        self.last_turn_gains: dict[str, tuple[Card, ...]] = {}
        self._turn_player: str | None = None
        self.turn_buys: list[Card] = []
        self.actions_played: list[Card] = []
        self.pile_tokens: dict[Card, dict[str, int]] = {}
        self.trade_route = 0
        self.non_supply: dict[Card, int] = {}
        self.extra_turns: list[str] = []
        self.extra = False
        # This turn's player also took the turn before it (an extra turn, or its own turn right after its
        # possessed turn): Outpost then gives nothing ("the previous turn wasn't yours").
        self.after_own_turn = False
        self.possessions: list[tuple[str, str]] = []
        self.possession: tuple[str, str] | None = None
        self._resume: str | None = None  # whose normal turn preceded the possessed turns under way
        self.clean_up_draw = HAND_SIZE
        self.colony = False
        self.bane: Card | None = None
        self.shelters = False
        self.mixed: dict[str, list[Card]] = {}
        self._mixed_of: dict[Card, str] = {}
        self.piles_aside: dict[Card, Card] = {}
        self.starting_coffers = 0
        """Coffers each player starts with (a kingdom card's `setup` sets it: Baker's 1)."""
        self.landscapes: tuple[str, ...] = ()
        """The game's events and landmarks (docs/landscapes.md), in the order of `LANDSCAPES`; `events` and
        `landmarks` each kind of them."""
        self.events: tuple[str, ...] = ()
        self.landmarks: tuple[str, ...] = ()
        self.landscape_vp: dict[str, int] = {}
        """Landmark -> the VP tokens on it (Battlefield's 6 per player)."""
        self.paid_off = -1
        """The number of the last turn in which its player paid off debt (`pay_debt`): from then on in that
        turn no treasure is played (the Empires rules; `referee.rules.legality.check_play`'s `paid_off`)."""
        self.player_tokens: dict[str, dict[str, str]] = {}
        """Player name -> its tokens on supply piles (Adventures: `referee.rules.tokens.PILE_TOKENS`) -> the
        pile each is on (the pile's name: a card, or a mixed pile's ``knights``); empty until one moves."""
        self.events_bought: list[tuple[int, str, str]] = []
        """(turn, player name, event) of each buy of an event that may be bought once per turn or game."""
        self.after_draw_rules: list = []
        """Rules of the whole game run at each clean-up right after its draw (Save returns its card to the
        hand then), each a plain function ``rule(game, player)``."""
        self.token_moves = 0  # tokens moved onto piles so far (a key of the costs kept: `costs_differing`)
        self.buy_rules: list = []
        """Rules of the whole game run for every card bought (a landmark's `on_buy_card`: Basilica), each a
        generator ``rule(game, player, gained)``, after the buy's own triggers."""
        self.gain_rules: list = []
        """Rules of the whole game run for every gain (a kingdom card's `setup` appends one: Footpad), each a
        generator ``rule(game, player, gained)``, after the gainer's own triggers of that gain."""
        self.clean_up_rules: list = []
        """Rules of the whole game run at each clean-up of a game with clean-up hooks (a kingdom card's
        `setup` appends one: Prince, whose spec then has an `at_clean_up` too), each a generator
        ``rule(game, player)``, after the `at_clean_up` hooks of the cards in play and before anything leaves
        play."""
        self.buy_phase_rules: list = []
        """Rules of the whole game run as each buy phase starts (a landmark's `at_buy_phase`: Arena), each a
        generator ``rule(game, player)``, before the play that starts the buy phase is made
        (`referee.rules.plays.apply`)."""
        self.turn_start_rules: list = []
        """Rules of the whole game run as each turn starts, before its durations' and Reserves' hooks (an
        event's `at_turn_start`: Donate), each a generator ``rule(game, player)``."""
        self.trash_rules: list = []
        """Rules of the whole game run whenever a player trashes cards, by any move (a landmark's
        `on_trash`: Tomb), each a plain function ``rule(game, player, cards)``."""
        self.landscape_piles: dict[str, str] = {}
        """Landmark -> the supply pile it chose at set-up (Obelisk's action pile, by its name in `mixed` for
        a mixed pile)."""
        self.landscape_done: set[str] = set()
        """The landscapes whose one-time trigger has happened (Mountain Pass's bidding)."""
        self.donations: dict[str, int] = {}
        """Player name -> Donates it bought, each done as its next turn starts."""
        self.play_rules: list = []
        """Rules of the whole game that may replace what an action card does when a player plays it on its own
        turn (a kingdom card's `setup` appends one: Enchantress), each a plain function ``rule(game, player,
        this) -> bool`` asked before the card's +cards and effect; one returning True has done what replaces
        them, and the card does nothing more (`plays._replaced`)."""
        self.shuffle_rules: list = []
        """Rules of the whole game run right after a player shuffles its discard pile into a new deck (a
        kingdom card's `setup` appends one: Stash), each a plain function ``rule(game, player)`` that may
        reorder the new deck (`Player.deck`, top last); it may ask decisions with `ask_now` in a game whose
        `asks_at_shuffle` is True."""
        self.asks_at_shuffle = False
        """True in a game where a shuffle may ask a decision (a kingdom card's `setup` sets it: Stash). Every
        step of its effects then runs in a greenlet (`_send`), so that a move that is not a generator (a
        draw, and the shuffle it makes) can stop the game at a decision (`ask_now`) and resume when it is
        answered; an action's +cards are drawn inside its effect's step."""
        self._worker = None  # the greenlet running the effect's step under way (a game that asks at shuffles)
        self._suspended = None  # that greenlet, stopped at a decision `ask_now` asked
        self._asks_blocked = False  # True while `take_top` shuffles: `ask_now` asks nothing then
        self.turn_watchers: list[tuple[str, str, str, object]] = []
        self._turn_memo: tuple[int, dict] = (0, {})
        self._clean_hooks = False
        self._treasure_rules = False
        self._cost_rules = False
        self._plain = True
        self._costs_seen: tuple[tuple, tuple[tuple[Card, int], ...]] | None = None
        self._cost_order: tuple | None = None  # (pile counts, cards, own-cost cards, reduction -> costs)
        self.values: dict[Card, int] = VALUE
        self.treasure_bonus: dict[Card, int] = {}
        self._costs_plain = True
        self._cost_cards: frozenset[str] = frozenset()
        self._watched = False
        self._others_gain = False
        self._gain_watchers: frozenset[str] = frozenset()  # (`plays._quiet_buy`)
        self._clean_up_cards: frozenset[str] = frozenset()  # (`plays._quiet_clean_up`)
        self._others_treasure = False
        self._hand_starts: frozenset[str] = frozenset()
        self._tavern_starts: frozenset[str] = frozenset()
        self._tavern_after: frozenset[str] = frozenset()
        self._action_bonus: frozenset[str] = frozenset()
        self._trash_reactions: frozenset[str] = frozenset()
        self._gain_reactions: tuple[str, ...] = ()
        self.attack_reactions: tuple[str, ...] = ()
        self._discard_triggers: frozenset[str] = frozenset()
        self._off_turn: list[tuple[Player, Played]] = []
        """The plays made on this turn by other players than the current one (`put_in_play`: a Guard Dog
        against an attack, a Berserker gained, a Weaver or Trail by its reaction), discarded from their play
        at the end of this turn's Clean-up (`_clean_up_off_turn`)."""
        self.in_clean_up = False
        self.reaction_plays = 0  # plays made by a card's own reaction (`play_from`): Vassal counts them
        self._gain_replacers: frozenset[str] = frozenset()
        self._attack_watchers: frozenset[str] = frozenset()
        self._recording = False
        self.pending: Decision | None = None
        self.listeners: list[Callable[[Event], None]] = []
        self.again_listeners: list[Callable[[str, Card], None]] = []
        self.judge: Callable[[Decision, tuple], str | None] | None = None
        self.arguments_ended = False
        self.misjudged: str | None = None
        self._effect: Generator[Decision, tuple, None] | None = None
        self._supplied: list[tuple[Card, ...]] = []
        self._supply_view: Supply | None = None
        self._trash_view: tuple[Card, ...] | None = None
        self._others: dict[str, tuple[Player, ...]] = {}

    @classmethod
    def at(
        cls,
        state: State,
        *,
        rules: GameRules | None = None,
        seed: int | None = None,
        turn_limit: int = 100,
        endless_supply: bool = False,
        edition: int = 2,
        bane: str | None = None,
    ) -> Game:
        """A game positioned at the protocol view `state`, in the middle of the turn of its first player.

        This is how a course test-case file (`referee validate`) is played with the engine's own transitions:
        build the position, then `apply` each play and read its view (`referee.views.view`).

        Arguments:
            state: a `(move state)` view. Its `players` become the game's players in that order, the first
                one current (its turn is under way: `turn` 1, its `turns` 1, the others' 0). The first
                player's hand, plays and discards (top first), the trash (top first), actions, buys and
                coins are taken as listed; its deck is taken in the LISTED order as the draw order (the first
                listed is drawn first). The other players hold no cards: their cards are not in the view.
                The supply holds, for each card, as many copies as the view lists; a pile of the rules'
                supply that the view does not list is empty (a view omits empty piles). A v5 view's
                `non-supply` copies are the game's non-supply piles (Tournament's Prizes left) and each seat's
                `mats` its player's mats (a Horse Traders set aside). A v6 view's events and landmarks are
                the game's (their VP tokens as listed), and its debt, VP and debt tokens on piles and Tavern
                mats are the players' and the piles' (`_position_landscapes`).
            rules: the game's `GameRules` (a protocol version's: `referee.protocol_rules.game_rules`);
                None: those the view's record implies (`referee.rules.facts.view_rules`: a `State` is a
                v3 game's). The supply piles of rules with a default kingdom (v1-v3's), or else a view's
                base cards (curse included) and `kingdom` (a `StateV4`'s), count as piles (empty if
                unlisted) for the three-pile ending. No victim is asked (`ask_every_victim` False). A v5
                view's `costs` are this turn's costs (a card it does not list costs its printed cost),
                less what the cards played from the position on reduce. A v4 view's `aside` becomes the
                first player's cards set aside.
            seed: seed of the shuffles; None: no shuffle, a draw that finds the deck empty takes the discards
                in their listed order (top first), as test-case files expect.
            turn_limit: turns per player after which the game ends (>= 1).
            endless_supply: if True, a gain never takes a copy away: a card in the supply stays there (the
                test-case convention "a card listed in the supply never runs out within a case").
            edition: 2 or 1, whose card texts are played (a first-edition Mine must trash a treasure).
            bane: Young Witch's Bane, one of the view's kingdom piles (a state does not say which); None:
                no Bane (`bane` None).
        Raises:
            ValueError: if `state.players` is empty or names a player twice, for a turn limit < 1, a
                `bane` that is not among the view's kingdom piles.
        """
        names = list(state.players)
        if not names:
            raise ValueError("the state lists no player: (players ...) must name the current player first")
        if len(set(names)) != len(names):
            raise ValueError(f"player names must be distinct in a game, got {names!r}")
        v4 = isinstance(state, StateV4)
        if rules is None:
            rules = view_rules(state)
        game = cls.__new__(cls)
        game._blank(rules, seed, turn_limit, edition)
        game.ask_every_victim = False  # a position judges plays: no engine asks the victims
        if seed is not None:
            game.rng = random.Random(seed)
        game.endless_supply = endless_supply
        listed = Counter(state.supply)
        if rules.kingdom:
            piles = set(rules.supply()) | set(listed)
        else:
            kingdom = state.kingdom if v4 else ()
            piles = set(BASE_CARDS) | set(kingdom) | set(listed)
        game.piles = {SPECS[card].name: listed[card] for card in sorted(piles, key=_order)}
        game.kingdom = tuple(card for card in game.piles if SPECS[card].kingdom)
        game.colony = "colony" in game.piles
        if bane is not None:
            if bane not in game.kingdom:
                raise ValueError(
                    f"the Bane {bane} is not a kingdom pile of the state: {', '.join(game.kingdom)}"
                )
            game.bane = SPECS[bane].name
        game._set_tables()
        game.trash[:] = reversed(state.trash)
        game.players[:] = [Player(name, seat) for seat, name in enumerate(names)]
        game.arrange(names[0], deck=state.deck, hand=state.hand, plays=state.plays, discards=state.discards)
        if v4 and state.aside:
            game.players[0].aside[:] = state.aside
        if isinstance(state, StateV5):
            for player, record in zip(game.players, state.seats, strict=False):
                player.vp_tokens = record.vp
                player.mats = {mat: list(cards) for mat, cards in record.mats}
            if state.seats:
                game.players[0].coffers = state.seats[0].coffers
            # The non-supply piles the view lists (Tournament's Prizes left...), every copy.
            game.non_supply = dict(Counter(SPECS[card].name for card in state.non_supply))
            if isinstance(state, StateV6):
                game._position_landscapes(state)
            game._set_tables()
        game._start_turn()
        if isinstance(state, StateV5):
            # The state's costs are this turn's (a Bridge played, a Quarry...): they hold until the turn
            # ends, less what is played from here on.
            game._listed = dict(state.costs)
            game._listed_from = len(state.plays)
            game.potions = state.potions
            game.contraband = set(state.banned)  # what this turn forbids buying (Grand Market's own rule too)
            game._set_tables()
        game.actions, game.buys, game.coins = state.actions, state.buys, state.coins
        return game

    # ---- queries ------------------------------------------------------------------------------------

    @property
    def later_sets(self) -> bool:
        """True when the game holds a card of a set other than the base game: its players see v5 views
        (also in a game of the rules alone: `referee.views`), which show this turn's costs, potions and
        bans to the one buy rule."""
        return self._recording

    @property
    def player(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.current]

    def find(self, name: str) -> Player | None:
        """The remaining player called `name`, or None (never was, or was ejected)."""
        for player in self.players:
            if player.name == name:
                return player
        return None

    def others(self, name: str) -> tuple[Player, ...]:
        """The remaining players other than `name`, in turn order starting after `name`."""
        others = self._others.get(name)
        if others is None:
            names = [p.name for p in self.players]
            at = names.index(name)
            others = tuple(self.players[at + 1 :] + self.players[:at])
            self._others[name] = others
        return others

    def places(self) -> dict[str, list[Card]]:
        """Every place a card can be, by name (``"supply"``, ``"trash"``, ``"removed"``, ``"NAME.deck"`` ...).

        For checks: every card of the game is in exactly one of these lists.
        """
        mixed = self._mixed_of
        places = {
            "supply": [card for card, count in self.piles.items() if card not in mixed for _ in range(count)]
            + [card for cards in self.mixed.values() for card in cards],
            "trash": list(self.trash),
            "removed": list(self.removed),
        }
        if self.non_supply:
            places["non-supply"] = [card for card, count in self.non_supply.items() for _ in range(count)]
        for player in self.players:
            for part in ("deck", "hand", "plays", "discards", "aside"):
                places[f"{player.name}.{part}"] = list(getattr(player, part))
            for mat, cards in player.mats.items():
                places[f"{player.name}.mat.{mat}"] = list(cards)
        return places

    def tokens(self) -> dict[str, int]:
        """Every token of the game by place (for conservation checks, beside `places`): ``"NAME.vp"``,
        ``"NAME.coffers"``, ``"NAME.TOKEN"`` for each player's counters, ``"PILE.TOKEN"`` for each pile's
        tokens (``"estate.trade-route"``, ``"smithy.embargo"``) and ``"trade-route"`` for the Trade Route
        mat (in a game with landscapes, a pile's ``vp`` and ``debt`` tokens too: ``"silver.vp"``); in a game
        with landscapes also ``"LANDMARK.vp"`` for the VP tokens on each landmark that has held some
        (``"battlefield.vp"``) and ``"NAME.debt"`` (in any game while a player has debt). Trade Route tokens
        are conserved (piles plus mat); the others come from an unlimited stock."""
        tokens = {"trade-route": self.trade_route}
        for pile, counts in self.pile_tokens.items():
            for kind, count in counts.items():
                tokens[f"{pile}.{kind}"] = count
        if self.landscapes:
            # VP tokens on landmarks (a pile's are among its tokens above).
            for place, count in self.landscape_vp.items():
                tokens[f"{place}.vp"] = count
        for player in self.players:
            if player.debt or self.landscapes:  # a debt cost's debt too (Fortune), whatever the landscapes
                tokens[f"{player.name}.debt"] = player.debt
        for player in self.players:
            tokens[f"{player.name}.vp"] = player.vp_tokens
            tokens[f"{player.name}.coffers"] = player.coffers
            for kind, count in player.tokens.items():
                tokens[f"{player.name}.{kind}"] = count
        for name, placed in self.player_tokens.items():
            for token, pile in placed.items():
                tokens[f"{pile}.{name}.{token}"] = 1  # a player's token on a pile (Adventures)
        return tokens

    def _coin_token(self) -> None:
        """A player took its -1 Coin token: from now on the game's `coins` are `_CoinTokenGame`'s, which
        take the token's coin off the next coins its holder gets, however it gets them (a treasure, an
        action's +coins, an effect, Coffers). A game where no -1 Coin token was ever taken keeps `coins` a
        plain attribute (the speed of the hot paths)."""
        if not isinstance(self, _CoinTokenGame):
            self._coins_held = self.__dict__.pop("coins")
            self.__class__ = _CoinTokenGame

    def scores(self) -> dict[str, int]:
        """Remaining player name -> victory points of all its cards and VP tokens, and what the game's
        landmarks score for it (`landmark_points`: Bandit Fort, Wall...)."""
        if self.landmarks:
            return {player.name: player.score() + self.landmark_points(player) for player in self.players}
        return {player.name: player.score() for player in self.players}

    def standings(self) -> dict[str, tuple[int, int]]:
        """Remaining player name -> (victory points, minus the turns it took): the greater ranks higher,
        and equal standings share a place. Ties go to the player who took fewer turns, extra turns
        (Outpost's, a possessed turn) not counted (the rulebook's end of the game; Outpost's FAQ)."""
        return {p.name: (p.score(), p.extra_taken - p.turns) for p in self.players}

    # ---- arranging a position (tests, tools) ---------------------------------------------------------

    def arrange(
        self,
        name: str,
        *,
        deck: Sequence[Card] | None = None,
        hand: Sequence[Card] | None = None,
        plays: Sequence[Card] | None = None,
        discards: Sequence[Card] | None = None,
    ) -> None:
        """Replace some of player `name`'s cards, to set up a position (for tests and tools).

        `deck` and `discards` are given top card FIRST (the deck's first card is drawn first; the discards'
        first card is the top one, as in a view). Cards are created or destroyed, not moved: the caller owns
        the card totals. Raises ValueError if no remaining player has that name.
        """
        player = self.find(name)
        if player is None:
            raise ValueError(f"no remaining player called {name!r}")
        if deck is not None:
            player.deck[:] = reversed(deck)
            player._deck_view = None
        if hand is not None:
            player.hand[:] = hand
        if plays is not None:
            player.plays[:] = plays
        if discards is not None:
            player.discards[:] = reversed(discards)
            player.unseen.clear()
            player._discards_view = None

    # ---- transitions --------------------------------------------------------------------------------

    # ---- what card effects do (see referee.rules.cards) -------------------------------------------------

    def emit(
        self,
        kind: str,
        player: Player,
        cards: Sequence[Card] = (),
        to: str = "",
        *,
        count: int = 0,
        exchange: str = "",
    ) -> None:
        """Give the `Event` (kind, player's name, cards, to; `count` of hidden cards and `exchange`, which the
        wire does not carry: see `Event`) to every listener (nothing when there is none)."""
        if self.listeners:
            event = Event(kind, player.name, tuple(cards), to, count, exchange)
            for listener in self.listeners:
                listener(event)

    # ---- decisions ------------------------------------------------------------------------------------

    # ---- what durations and extra turns use ------------------------------------------------------------

    # ---- Possession: a turn whose decisions another player makes -------------------------------------

    # ---- tokens and mats ---------------------------------------------------------------------------

    def costs_differing(self) -> tuple[tuple[Card, int], ...]:
        """(card, coins) for every card of the game (supply and non-supply piles) whose cost now differs from
        its printed one, in the canonical order (v5's ``costs``); empty when costs are the printed ones."""
        if self._costs_plain:
            return ()
        # The game's cards in the canonical order, those with a cost rule of their own (Peddler), the costs
        # with each reduction alone: kept, as a game's piles are set up once (only their counts change after).
        sizes = (len(self.piles), len(self.non_supply))
        order = self._cost_order
        if order is None or order[0] != sizes:
            cards = sorted({*self.piles, *self.non_supply}, key=_order)
            own = tuple(card for card in cards if SPECS[card].own_cost is not None)
            order = self._cost_order = (sizes, tuple(cards), own, {})
        player = self.players[self.current] if self.players else None
        reduction = self.reduction
        if (
            not order[2]
            and self._listed is None
            and (player is None or self._cost_cards.isdisjoint(player.plays))
            and reduction >= 0
            and not self.player_tokens
        ):
            # No card with its own cost rule, none in play modifying costs: only this turn's reduction
            # (Bridge) lowers them, every card costing more than 0 by that much (not below 0), the same on
            # every turn with that reduction.
            if not reduction:
                return ()
            costs = order[3].get(reduction)
            if costs is None:
                costs = order[3][reduction] = tuple(
                    (card, max(0, COST[card] - reduction)) for card in order[1] if COST[card]
                )
            return costs
        # Costs change with this turn's reductions, the cards in play and the phase: kept until one does.
        # (The cards in play matter only in a game with cards modifying costs in play or their own.)
        plays = tuple(player.plays) if player is not None and self._cost_rules else ()
        key = (self.turn, reduction, plays, self.buying, self.token_moves)
        cached = self._costs_seen
        if cached is not None and cached[0] == key:
            return cached[1]
        costs = tuple((card, cost) for card in order[1] if (cost := self.cost(card)) != COST[card])
        self._costs_seen = (key, costs)
        return costs


class _CoinTokenGame(Game):
    """A game in which a -1 Coin token was taken (`Game._coin_token`): every increase of `coins` (the
    current player's) goes through `fewer_coins`, which takes 1 off it while that player holds its -1 Coin
    token and returns the token (the Adventures rule: "the next time you get coins")."""

    @property
    def coins(self) -> int:
        return self._coins_held

    @coins.setter
    def coins(self, value: int) -> None:
        more = value - self._coins_held
        if more > 0 and self.players:
            value = self._coins_held + self.fewer_coins(self.players[self.current], more)
        self._coins_held = value


def count_cards(game: Game) -> Counter[Card]:
    """How many of each card the game holds in all its places (constant through a game)."""
    total: Counter[Card] = Counter()
    for cards in game.places().values():
        total.update(cards)
    return total
