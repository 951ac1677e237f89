"""The flow of turns: clean-up, the end-of-game check, the next turn (extra turns: Outpost; possessed turns:
Possession), the start of a turn with the hooks of the plays staying (durations), and ejection.

Functions over a `referee.rules.game.Game` (`game`), bound as its methods. Rules: the official rules'
Clean-up and end of game, docs/rules-core.md ("Leaving play", "Durations and extra turns", "A card that plays
another", "Possessed turns").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from protocol.catalogue import DURATION
from protocol.messages import Card
from referee.rules.kingdoms import HAND_SIZE
from referee.rules.moves import TAVERN
from referee.rules.player import Player, Staying
from referee.rules.spec import ORDER, SPECS, Played

_PROVINCE = Card.PROVINCE
_order = ORDER.__getitem__
POSSESSION_MAT = "possession"
"""The mat where a possessed player's cards trashed in its possessed turn wait for the turn's end."""


def _stays_while(played: Played, game, player: Player, this: Played):
    """The start-of-turn hook of a card staying with the card it played (`Game.stay_with`): it stays again
    when that card was made to stay again by its own hook, which ran before (it was made to stay first)."""
    if game.stays(player, played):
        game.stay(player, this, partial(_stays_while, played))
    return
    yield


def _clean_up(game, player: Player, exposed: Card | None) -> None:
    staying = player.staying or player.durations
    if staying:
        game._keep_staying(player)
    discards = player.discards
    discards.extend(player.plays)
    player.plays.clear()
    hand = player.hand
    if exposed is not None:
        hand.remove(exposed)
        discards.extend(hand)
        discards.append(exposed)
    else:
        discards.extend(hand)
    hand.clear()
    player._discards_view = None
    if staying and player.durations:
        player.plays.extend(player.durations)
    game._draw(player, game.clean_up_draw)


def _keep_staying(game, player: Player) -> None:
    """Before the plays are discarded: the cards of `staying` (each distinct play once) are taken out of
    the plays and become the player's `durations`, put back into play after the discard."""
    kept: list[Card] = []
    seen: set[int] = set()
    plays = player.plays
    for staying in player.staying:
        this = staying.this
        if id(this) in seen or this.moved or this.card not in plays:
            continue
        seen.add(id(this))
        plays.remove(this.card)
        kept.append(this.card)
    player.durations = kept


def _clean_up_steps(game, player: Player, exposed: Card | None):
    """Clean-up in a game whose cards have clean-up triggers: each card in play's `at_clean_up`, then
    the cards staying in play kept (durations), then each card in play with an `on_discard` discarded
    and its hook run, one at a time while the others are still in play (Herbalist, Alchemist, Treasury),
    then the other cards in play discarded, then the hand and the draw; the turn then ends
    (`_end_turn_steps`). Last, the cards other players played on this turn (Weaver, Trail reacting)
    are discarded from their play. `in_clean_up` is True meanwhile (Trail gained or trashed then does not
    react)."""
    game.in_clean_up = True
    for card in list(player.plays):
        hook = SPECS[card].at_clean_up
        if hook is not None and card in player.plays:
            yield from hook(game, player, Played(card))
    for rule in game.clean_up_rules:
        yield from rule(game, player)
    if player.gone:
        game._clean_up_off_turn()
        return
    if player.staying or player.durations:
        game._keep_staying(player)
    # The cards staying go back into play first, before any hook asks a decision: a card staying is
    # never out of every place. Those leaving are the plays after them.
    kept = len(player.durations)
    plays = player.plays
    if kept:
        plays[:0] = player.durations
    # The cards with a hook when discarded from play go first, one at a time, each hook run while the
    # others are still in play (Herbalist puts a treasure from play onto the deck; Alchemist needs a
    # Potion in play): the order a player who wants their effects picks. Then the rest, at once.
    for card in [card for card in plays[kept:] if SPECS[card].on_discard is not None]:
        if card not in plays[kept:]:
            continue
        plays.pop(len(plays) - 1 - plays[::-1].index(card))
        player.discards.append(card)
        player._discards_view = None
        yield from SPECS[card].on_discard(game, player, Played(card))
        if player.gone:
            game._clean_up_off_turn()
            return
    player.discards.extend(plays[kept:])
    del plays[kept:]
    player._discards_view = None
    hand = player.hand
    if exposed is not None and exposed in hand:
        hand.remove(exposed)
        player.discards.extend(hand)
        player.discards.append(exposed)
    else:
        player.discards.extend(hand)
    hand.clear()
    game._draw(player, game.clean_up_draw)
    for rule in game.after_draw_rules:
        rule(game, player)
    game._clean_up_off_turn()
    yield from game._end_turn_steps()


def _clean_up_off_turn(game) -> None:
    """The end of a turn's Clean-up: the cards played on this turn by other players (`put_in_play`: a
    Weaver discarded to a Militia and played, a Guard Dog played against an attack) go from their play
    to their discard pile, while there (no trigger; the event ``discard`` tells it), but those made to
    stay (`stay`: a Pirate); `in_clean_up` ends."""
    game.in_clean_up = False
    leaving: dict[str, list[Card]] = {}
    for other, this in game._off_turn:
        plays = other.plays
        card = this.card
        if this.moved or card not in plays or other.gone:
            continue
        if any(entry.this is this for entry in other.staying):
            continue
        other.discards.append(plays.pop(len(plays) - 1 - plays[::-1].index(card)))
        other._discards_view = None
        leaving.setdefault(other.name, []).append(card)
    game._off_turn.clear()
    for name, cards in leaving.items():
        game.emit("discard", game.find(name), tuple(cards))


def _end_turn(game) -> None:
    """The current turn is over (clean-up done, or its player ejected): check the end, start the next
    (whose start-of-turn hooks may leave a decision pending)."""
    if not game._plain:
        if not game._ended():
            game._next_turn()
            player = game.players[game.current]
            if player.staying or game._start_hooks(player):
                game._begin(game._start_steps(player), [])
        return
    # The base game's turn (no extra turn, no start-of-turn hook in hand): `_next_turn` spelled out.
    if game._ended():
        return
    game.current = (game.current + 1) % len(game.players)
    game._start_turn()
    player = game.players[game.current]
    if player.staying:  # (no card here has a start-of-turn hook in hand: `_plain` says so)
        game._begin(game._start_steps(player), [])


def _end_turn_steps(game):
    """`_end_turn` inside a generator: the start-of-turn hooks run in it."""
    if not game._ended():
        game._next_turn()
        player = game.players[game.current]
        if player.staying or game._start_hooks(player):
            yield from game._start_steps(player)


def _ended(game) -> bool:
    """The end-of-game check after a turn: True (and the game over) when it ends."""
    piles = game.piles
    if piles[_PROVINCE] == 0:
        game._finish("provinces")
    elif game.colony and piles.get("colony", 1) == 0:
        game._finish("colonies")
    elif game.empty_piles() >= 3:
        game._finish("three-piles")
    # (The player whose turn ended is checked first: one look settles it until the last round.)
    elif game.players[game.current].turns >= game.turn_limit and all(
        player.turns >= game.turn_limit for player in game.players
    ):
        game._finish("turn-limit")
    else:
        return False
    return True


def _next_turn(game) -> None:
    """The next turn starts: an extra turn queued (`extra_turn`) if any, else a possessed turn queued
    (`possess`), else the next player's. A possessed turn that ends returns the cards set aside in it."""
    game.extra = False
    previous = game._turn_player  # whose turn just ended (recorded by `_start_turn` outside plain games)
    if game.possession is not None:
        game._end_possession()
    while game.extra_turns:
        name = game.extra_turns.pop(0)
        player = game.find(name)
        if player is not None:
            game.current = game.players.index(player)
            game.extra = True
            game.emit("extra-turn", player, ())
            break
    else:
        if not (game.possessions and game._start_possession()):
            if game._resume is not None:
                # Possessed turns are extra turns: the turns go on after the player who possessed.
                resume = game.find(game._resume)
                game._resume = None
                if resume is not None:
                    game.current = game.players.index(resume)
            game.current = (game.current + 1) % len(game.players)
    game.after_own_turn = len(game.players) > 1 and previous == game.players[game.current].name
    game._start_turn()


def _start_steps(game, player: Player):
    """The start of `player`'s turn: the hook of each play staying from an earlier turn, in the order
    they were made to stay; those plays no longer stay (unless a hook makes them stay again). The game's
    rules of a turn's start (`turn_start_rules`: Donate) run first of all."""
    for rule in game.turn_start_rules:
        if not player.gone:
            yield from rule(game, player)
    staying = [entry for entry in player.staying if entry.turn < game.turn]
    player.staying = [entry for entry in player.staying if entry.turn >= game.turn]
    for entry in staying:
        if entry.hook is not None and not player.gone:
            yield from entry.hook(game, player, entry.this)
    for card in sorted(game._hand_starts, key=_order):
        if card in player.hand and not player.gone:
            yield from SPECS[card].at_start_in_hand(game, player, Played(card))
    if game._tavern_starts:
        yield from game.call_reserves(player, "start")


def _start_hooks(game, player: Player) -> bool:
    """True when `player`'s turn starts with a hook beyond its durations': a card in its hand with a
    start-of-turn hook in hand (`at_start_in_hand`: Clerk), a Reserve card on its Tavern mat called at
    the start of a turn (`call_at` ``"start"``: Ratcatcher, Guide), or a rule of the game at a turn's start
    (`turn_start_rules`: Donate)."""
    return (
        (bool(game._hand_starts) and not game._hand_starts.isdisjoint(player.hand))
        or (bool(game._tavern_starts) and not game._tavern_starts.isdisjoint(player.mats.get(TAVERN, ())))
        or bool(game.turn_start_rules)
    )


def _start_turn(game) -> None:
    player = game.players[game.current]
    player.turns += 1
    if game.extra:
        player.extra_taken += 1
    game.turn += 1
    game.actions = 1
    game.buys = 1
    game.coins = 0
    game.merchants = 0
    game.silver_played = False
    game.buying = False
    if game.actions_played:
        game.actions_played = []
    if not game._plain:
        # A game with cards of other sets (or a Bridge played): the turn's counters and records anew.
        if game._turn_player is not None:
            # Smugglers: what the player whose turn just ended gained on it, kept until its next turn.
            ended = game._turn_player
            game.last_turn_gains[ended] = tuple(g.card for g in game.turn_gains if g.player == ended)
        game._turn_player = game.players[game.current].name
        game.turn_gains = []
        game.turn_buys = []
        game.potions = 0
        game.unused_actions = 0
        game.clean_up_draw = HAND_SIZE
        if game.treasure_bonus:
            game.treasure_bonus = {}
            game._set_tables()
        if game.turn_watchers:
            game.turn_watchers = []
            game._set_tables()
        if game.reduction or game.contraband or game._listed is not None:
            game.reduction = 0
            game.contraband = set()
            game._listed = None
            game._set_tables()


def stay(game, player: Player, this: Played, hook=None) -> None:
    """The card of `this` stays in play at `player`'s next clean-up (a duration), and `hook` (default:
    its spec's `at_start`; a generator ``hook(game, player, this)``) runs at the start of the player's
    next turn; after that turn's clean-up it leaves play, unless made to stay again. A card that played
    a card that stays may stay with it (`stay_with`: a Throne Room on a duration). Each distinct
    play keeps one copy in play, however many times it is made to stay (a Throne Room's Caravan: one
    Caravan, two hooks)."""
    if hook is None:
        hook = SPECS[this.card].at_start
    player.staying.append(Staying(this, hook, game.turn))


def stays(game, player: Player, this: Played) -> bool:
    """True when the play `this` was made to stay this turn (`stay`)."""
    return any(entry.this is this and entry.turn == game.turn for entry in player.staying)


def stay_with(game, player: Player, this: Played, played: Played, *, stands_in: bool = False) -> None:
    """The rule of a card that plays another (docs/rules-core.md, "A card that plays another"): `this`
    has just played the card of `played` (a Throne Room, King's Court or Coronet: from the hand, two or
    three times; Band of Misfits: where it lies). It stays in play at `player`'s next clean-up, with
    that card, when the card was made to stay this turn (`stay`) and it is a Duration card (`types`: in
    this game's edition), or it is a card that plays others made to stay by two or more of its plays
    (the designer's ruling: a Throne Room on a Throne Room used on two durations records that the inner
    one was played twice; used on one duration and non-durations, it records nothing and leaves). With
    `stands_in` (Band of Misfits, played in that card's stead: its FAQ) it stays whenever that card
    stays. Each call for which it stays is one more record (`Player.staying`), so a card that plays this
    one counts them. At each later turn's start it stays again while the card of `played` was made to
    stay again (a Throne Room on the current Prince: for the rest of the game)."""
    made = sum(1 for entry in player.staying if entry.this is played and entry.turn == game.turn)
    if not made or not (stands_in or made > 1 or DURATION in game.types(played.card)):
        return
    game.stay(player, this, partial(_stays_while, played))


def extra_turn(game, player: Player) -> bool:
    """`player` takes an extra turn after this one (Outpost): False, and nothing queued, when this turn
    is already an extra turn, or follows the same player's turn (its possessed turn: Outpost's FAQ; never
    a third turn in a row), or one is queued for it."""
    if game.extra or game.after_own_turn or player.name in game.extra_turns:
        return False
    game.extra_turns.append(player.name)
    return True


def possess(game, possessor: Player) -> str | None:
    """The player on `possessor`'s left takes an extra turn after this one (after the extra turns of
    `extra_turn`), in which `possessor` makes every decision (`decider`), gains what it would gain
    (`gain`), and its cards trashed are set aside until the turn ends (`trash_cards`): Possession. Each
    call queues one more such turn (a Throne Room's Possession: two). Returns the possessed player's
    name, or None when `possessor` plays alone."""
    others = game.others(possessor.name)
    if not others:
        return None
    game.possessions.append((others[0].name, possessor.name))
    return others[0].name


def decider(game, name: str) -> str:
    """The name of the player who makes player `name`'s plays and decisions now: its possessor during
    its possessed turn (while both remain), else `name` itself."""
    possession = game.possession
    if possession is not None and possession[0] == name and game.find(possession[1]) is not None:
        return possession[1]
    return name


def _gainer(game, player: Player) -> Player:
    """Who gains what `player` would gain: its possessor during its possessed turn, else itself."""
    possession = game.possession
    if possession is not None and possession[0] == player.name:
        possessor = game.find(possession[1])
        if possessor is not None:
            return possessor
    return player


def _start_possession(game) -> bool:
    """Start the first possessed turn queued whose two players remain: True, or False when none."""
    while game.possessions:
        possessed, possessor = game.possessions.pop(0)
        player = game.find(possessed)
        if player is not None and game.find(possessor) is not None:
            if game._resume is None:
                game._resume = game.players[game.current].name
            game.current = game.players.index(player)
            game.extra = True
            game.possession = (possessed, possessor)
            game.emit("extra-turn", player, (), possessor)  # `to`: who plays it (not on the wire)
            return True
    return False


def _set_aside_possessed(game, player: Player, cards: Sequence[str], source: str) -> None:
    """A possessed turn's trash of `player`'s `cards` from `source`: onto its ``possession`` mat."""
    game.put_on_mat(player, POSSESSION_MAT, [SPECS[card].name for card in cards], source)


def _end_possession(game) -> None:
    """The possessed turn is over: the cards set aside on the possessed player's mat go to its
    discards (not a gain)."""
    possessed = game.find(game.possession[0])
    game.possession = None
    if possessed is not None and POSSESSION_MAT in possessed.mats:
        game.take_from_mat(possessed, POSSESSION_MAT, to="discards")


def _finish(game, end: str) -> None:
    game.over = True
    game.end = end


def eject(game, name: str) -> int:
    """Remove player `name` from the game and return its score (victory points) at that moment.

    Its cards leave the game (to `removed`). If it was the current player its turn ends at once: the
    end-of-game check runs and the next player starts. If one player remains the game is over
    ("last-player-standing"). Raises ValueError if no remaining player has that name.
    """
    player = game.find(name)
    if player is None:
        raise ValueError(f"no remaining player called {name!r}")
    at = game.players.index(player)
    was_current = at == game.current
    if was_current and game._effect is not None:
        game._abort()
    score = player.score() + (game.landmark_points(player) if game.landmarks else 0)
    game.removed.extend(player.cards())
    for part in (player.deck, player.hand, player.plays, player.discards, player.aside):
        part.clear()
    player.gone = True
    game.players.pop(at)
    game.ejected.append((player, score))
    for remaining in game.players:
        remaining._rotation = None
    game._others.clear()
    game._eject_turn(at, was_current)
    if game._effect is not None:
        if game.over:
            game._abort()
        elif game.pending is not None and game.pending.player == name:
            game._advance(())
    return score


def _eject_turn(game, at: int, was_current: bool) -> None:
    if game.over:
        return
    if len(game.players) == 1:
        game.current = 0
        game._finish("last-player-standing")
    elif was_current:
        # The next player now sits at index `at`; _end_turn advances by one, so step back first.
        game.current = (at - 1) % len(game.players)
        game._end_turn()
    elif at < game.current:
        game.current -= 1
