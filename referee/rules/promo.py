"""The promotional cards of 2009-2014 whose rules are built (Black Market, Envoy, Walled Village, Governor,
Stash, Prince): one `CardSpec` each, collected into `referee.rules.cards.SPECS`. docs/rules-core.md describes
the API.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from protocol.catalogue import COMMAND, DURATION, LATER_SETS
from referee.rules.decisions import Decision
from referee.rules.helpers import choose, exact_cost_gain, from_hand, reveal_cards, this_turn
from referee.rules.spec import ACTION, SPECS, CardSpec, Played, sort_cards, spec

if TYPE_CHECKING:
    from referee.rules.player import Player


# ---- Envoy ------------------------------------------------------------------------------------------------

ENVOY_REVEALS = 5
"""Cards Envoy reveals from the top of its player's deck."""


def _envoy(game, player: Player, this: Played):
    """Reveal the top 5 cards (shuffling when the deck runs out; fewer when all run out); the next player
    still in the game on the left picks one of them, which is discarded; the rest go to the hand. Alone in
    the game, the player keeps them all (our choice: docs/rules.md)."""
    revealed = reveal_cards(game, player, ENVOY_REVEALS)
    if not revealed:
        return
    others = [other for other in game.others(player.name) if not other.gone]
    if others:
        chosen = yield Decision(
            others[0].name,
            "envoy",
            "discard",
            sort_cards(set(revealed)),
            1,
            1,
            "revealed",
            f"choose which card {player.name} revealed {player.name} must discard (the others go to "
            f"{player.name}'s hand)",
            target=player.name,
            rule="envoy's discard is one of the cards it revealed, chosen by the player on the left",
        )
        if player.gone:
            return
        discarded = chosen[0] if chosen else sort_cards(revealed)[0]
        yield from game.discard(player, (discarded,), source="aside")
        revealed.remove(discarded)
    for card in revealed:
        player.aside.remove(card)
        player.hand.append(card)


# ---- Walled Village ---------------------------------------------------------------------------------------

WALLED_VILLAGE_MOST_ACTIONS = 2
"""The most action cards in play (the Walled Village counted) that still let it go onto the deck."""


def _walled_village_at_clean_up(game, player: Player, this: Played):
    """When clean-up starts, with this Walled Village in play and at most one other action card in play
    (durations from earlier turns counted, a card trashed or otherwise gone from play not), the player may put
    it onto its deck."""
    if "walled-village" not in player.plays:
        return
    in_play = sum(1 for card in player.plays if ACTION in SPECS[card].types)
    if in_play > WALLED_VILLAGE_MOST_ACTIONS:
        return
    chosen = yield Decision(
        player.name,
        "walled-village",
        "topdeck",
        ("walled-village",),
        0,
        1,
        "play",
        "you may put this walled-village from your play onto your deck (at most 2 action cards are in play)",
        rule="walled-village goes onto the deck only from play, with at most one other action card in play",
    )
    if chosen and not player.gone and "walled-village" in player.plays:
        game.topdeck_from_play(player, ("walled-village",))


# ---- Governor ---------------------------------------------------------------------------------------------

GOVERNOR_WORDS = ("+cards", "gold", "remodel")
"""Governor's options, in the order the decision lists them: draw (you 3, the others 1), gain (you a Gold,
the others a Silver), remodel (you 2 more, the others 1 more)."""


def _governor(game, player: Player, this: Played):
    """+1 action (the spec's); the player chooses one of `GOVERNOR_WORDS`; then it happens to the player first
    with the greater amount and to every other player still in the game, in turn order, with the lesser (not
    an attack: no reaction to attacks is offered)."""
    chosen = yield choose(
        player,
        "governor",
        GOVERNOR_WORDS,
        "choose one: +cards (you +3 cards, the others +1), gold (you gain a Gold, the others a Silver) or "
        "remodel (you may trash a card for one costing exactly 2 more, the others 1 more)",
    )
    if player.gone:
        return
    word = chosen[0] if chosen else GOVERNOR_WORDS[0]
    everyone = [player, *(other for other in game.others(player.name) if not other.gone)]
    for who in everyone:
        if who.gone:
            continue
        mine = who is player
        if word == "+cards":
            game.draw(who, 3 if mine else 1)
        elif word == "gold":
            yield from game.gain(who, "gold" if mine else "silver")
        else:
            yield from _governor_remodel(game, who, 2 if mine else 1)


def _governor_remodel(game, who: Player, more: int):
    """`who` may trash a card of its hand; if it does, it gains a card costing exactly `more` coins more
    (none at that cost: nothing)."""
    if not who.hand:
        return
    trashed = yield from_hand(
        who,
        "governor",
        "trash",
        0,
        1,
        f"you may trash a card from your hand to gain one costing exactly {more} more (governor)",
        upfront=False,
    )
    if not trashed or who.gone:
        return
    yield from game.trash_cards(who, trashed)
    decision = exact_cost_gain(game, who, "governor", trashed[0], more)
    if not decision.options:
        return
    gained = yield decision
    if gained and not who.gone:
        yield from game.gain(who, gained[0])


# ---- Prince ----------------------------------------------------------------------------------------------

PRINCE_MAT = "prince"
"""The mat (beside its owner, face up: `protocol.MATS`) of the cards set aside with Prince, in the order they
were set aside: in a first-edition game (the 2014 text) each Prince set aside followed by the action card it
plays; in a second-edition game (the 2022 errata) the cards set aside on the Princes in play."""

PRINCE_MOST_COINS = 4
"""The most an action card set aside with Prince may cost now (in coins, and no potion)."""


def _prince_decision(game, player: Player) -> Decision | None:
    """The question of a Prince played by `player`: which action card of its hand to set aside, costing up
    to 4 coins now (no potion) and, by the current text (a second-edition game), neither a Duration nor a
    Command (the types in the game's edition: `Game.types`); None when no card of the hand may be."""
    current = game.edition != 1
    options = sort_cards(
        {
            card
            for card in player.hand
            if ACTION in game.types(card)
            and not (current and {DURATION, COMMAND} & game.types(card))
            and game.cost(card) <= PRINCE_MOST_COINS
            and not game.potion_cost(card)
        }
    )
    if not options:
        return None
    if current:
        kind = "a non-duration, non-command action card"
        prompt = f"you may set aside on this prince {kind} from your hand costing up to 4"
        then = "it is then played at the start of each of your turns, and the prince stays in play"
    else:
        kind = "an action card"
        prompt = f"you may set this prince aside with {kind} from your hand costing up to 4"
        then = "that card is then played at the start of each of your turns"
    return Decision(
        player.name,
        "prince",
        "set-aside",
        options,
        0,
        1,
        "hand",
        f"{prompt}; {then}",
        rule=f"prince sets aside {kind} of your hand costing at most 4 coins (and no potion)",
    )


def _prince(game, player: Player, this: Played):
    """Prince by its 2022 errata (an action, duration and command) in a second-edition game: the player may
    set aside on it a non-duration, non-command action card of its hand costing up to 4 coins
    (`_prince_decision`); the Prince then stays in play for the rest of the game, and each of its owner's
    turns starts by playing that card where it lies (`_prince_plays`). A Throne Room's Prince may set aside
    a card on each play, and plays them all. In a first-edition game: the 2014 text (`_prince_2014`)."""
    if game.edition == 1:
        yield from _prince_2014(game, player, this)
        return
    decision = _prince_decision(game, player)
    if decision is None:
        return
    chosen = yield decision
    if not chosen or player.gone or chosen[0] not in player.hand:
        return
    game.put_on_mat(player, PRINCE_MAT, chosen)
    cards = this.memo.setdefault("prince", [])
    cards.append(chosen[0])
    if len(cards) == 1:
        game.stay(player, this, _prince_plays)


def _prince_plays(game, player: Player, this: Played):
    """At the start of each turn of its owner (the 2022 errata): the Prince stays in play again, and plays
    each card set aside on it, in the order they were set aside, where it lies (`Game.play_in_place`: a card
    that would move itself cannot, so a Mining Village gives no coins and a Feast gains its card, and both
    stay on the mat; no action is used)."""
    game.stay(player, this, _prince_plays)
    for card in this.memo["prince"]:
        if player.gone:
            return
        yield from game.play_in_place(player, card)


def _prince_2014(game, player: Player, this: Played):
    """Prince by its 2014 text (a first-edition game): the player may set this Prince aside with an action
    card of its hand costing up to 4 coins (`_prince_decision`); from its next turn on, each turn's start
    plays that card (`_prince_at_start`) and the clean-up sets it aside again (`_prince_at_clean_up_rule`).
    Only a Prince still in play can be set aside: a Throne Room's second play of it does nothing."""
    if this.moved or "prince" not in player.plays:
        return
    decision = _prince_decision(game, player)
    if decision is None:
        return
    chosen = yield decision
    if not chosen or player.gone or chosen[0] not in player.hand or "prince" not in player.plays:
        return
    card = chosen[0]
    this.moved = True
    game.put_on_mat(player, PRINCE_MAT, ("prince",), source="plays")
    game.put_on_mat(player, PRINCE_MAT, (card,))
    # Not in play: a staying record whose play is marked moved keeps nothing in play; its hook plays the card.
    game.stay(player, Played("prince", moved=True, memo={"card": card}), _prince_at_start)


def _prince_at_start(game, player: Player, this: Played):
    """At the start of its owner's turn (the 2014 text): the card set aside with this Prince is played (no
    action used), and the Prince waits for the next turn. A card that failed to come back to the mat (it was
    trashed, or left play otherwise) is not played again: the Prince does nothing more."""
    card = this.memo["card"]
    mat = player.mats.get(PRINCE_MAT, [])
    if card not in mat:
        return
    mat.remove(card)
    game.emit("from-mat", player, (PRINCE_MAT, card))
    played = game.put_in_play(player, card, source=None)
    this_turn(game).setdefault("prince", []).append((player.name, played))
    game.stay(player, this, _prince_at_start)
    yield from game.resolve(player, played)


def _prince_at_clean_up_rule(game, player: Player):
    """At clean-up, before anything leaves play: each card a Prince played this turn that is still in play
    (it did not leave play meanwhile, and is not a duration staying in play) goes back onto the Prince mat
    instead of being discarded."""
    for name, played in this_turn(game).pop("prince", []):
        if name != player.name or played.moved or game.stays(player, played):
            continue  # it left play, or it stays in play (a duration): the Prince plays it no more
        if played.card in player.plays:
            game.put_on_mat(player, PRINCE_MAT, (played.card,), source="plays")
    return
    yield


def _prince_set_up(game) -> None:
    game.clean_up_rules.append(_prince_at_clean_up_rule)


def _prince_in_play_at_clean_up(game, player: Player, this: Played):
    """A Prince still in play at clean-up (not set aside) does nothing: the hook marks the game as one with
    clean-up steps, where the Prince's clean-up rule runs."""
    return
    yield


# ---- Stash ------------------------------------------------------------------------------------------------


STASH = "stash"


def _stash_placed(game, player: Player) -> None:
    """Right after `player` shuffles its discards into a new deck (or its deck: Inn, hinterlands.py): its
    owner places each Stash among the cards shuffled anywhere in the new deck (the FAQ: a Stash's back
    differs, so its owner puts it where it wants without seeing the other cards). Each Stash is an
    ``insert`` decision (source ``amount``) of the player: how many of the new deck's other cards end above
    it, ``"0"`` (on top) to all of them (at the bottom), the Stashes placed before counted among them;
    nothing else is told, so the question reveals nothing of the shuffled order. A Stash in the hand, in
    play or left in the deck is not moved; a deck of Stashes only asks nothing. Asked with `Game.ask_now`:
    where the game cannot stop (a direct draw of a tool or a test) and for an ejected player, the Stashes
    left to place go on top (the kit's default)."""
    deck = player.deck
    count = deck.count(STASH)
    if not count or count == len(deck):
        return
    # Every Stash on top first (the default), so the deck is whole whenever the game stops at a question;
    # the Stashes not placed yet are the top `left` cards, above the part `placed` (top last).
    deck[:] = [card for card in deck if card != STASH] + [STASH] * count
    player._deck_view = None
    for left in range(count, 0, -1):
        placed = len(deck) - left
        answer = game.ask_now(
            Decision(
                player.name,
                STASH,
                "insert",
                tuple(str(above) for above in range(placed + 1)),
                1,
                1,
                "amount",
                f"you shuffled a stash into your new deck: how many of its other {placed} cards go above it "
                f"(0: on top, {placed}: at the bottom)?",
                rule=f"a stash goes into the new deck with 0 to {placed} of its other cards above it",
            )
        )
        if not answer or player.gone:
            return
        above = min(int(answer[0]), placed)
        deck.pop()
        deck.insert(placed - above, STASH)
        player._deck_view = None


def _stash_set_up(game) -> None:
    game.shuffle_rules.append(_stash_placed)
    game.asks_at_shuffle = True


def _stash_in_play_at_clean_up(game, player: Player, this: Played):
    """A Stash in play at clean-up does nothing: the hook marks the game as one with clean-up steps, so
    that the clean-up's draw (and the shuffle it may make) runs where Stash's decision can be asked."""
    return
    yield


# ---- Black Market -----------------------------------------------------------------------------------------

BLACK_MARKET_DECK_SIZE = 25
"""Cards in the Black Market deck (the rules ask for at least 15 kingdom cards not in the supply)."""

BLACK_MARKET_REVEALS = 3
"""Cards Black Market reveals from the top of its deck."""

_BLACK_MARKET_DECK: WeakKeyDictionary[object, list[str]] = WeakKeyDictionary()
"""Game -> the order of its Black Market deck (top last). Its cards are counted in `Game.non_supply` (so a
game conserves them, derives their triggers, and gains one bought with the one gain path)."""


def black_market_candidates(game) -> tuple[str, ...]:
    """The kingdom cards that may go into `game`'s Black Market deck, alphabetical: every kingdom card a
    game's set-up may draw (`referee.rules.cards.ALL_KINGDOM_CARDS`: its rules built, of no later set), not
    in the game (supply, Bane, a pile set aside, non-supply piles), with no potion in its cost, and that
    brings nothing into the game (no `needs`, `setup`, `bane`, `pile_aside` or `treasure_values`,
    `at_start_in_hand`: those act at set-up or from the kingdom, which a card of the Black Market deck is not
    in), and not a mixed pile (the Knights)."""
    taken = {*game.piles, *game.non_supply, *game.mixed, *game.piles_aside.values()}
    return tuple(
        name
        for name in sorted(SPECS)
        if SPECS[name].kingdom
        and SPECS[name].set not in LATER_SETS
        and name not in taken
        and SPECS[name].pile[0]
        and not game.potion_cost(name)
        and not (
            SPECS[name].needs
            or SPECS[name].setup
            or SPECS[name].bane
            or SPECS[name].pile_aside
            or SPECS[name].treasure_values
            or SPECS[name].at_start_in_hand
        )
    )


def _black_market_set_up(game) -> None:
    """Set-up: the Black Market deck, `BLACK_MARKET_DECK_SIZE` different cards of `black_market_candidates`
    drawn with the game's generator (all of them when fewer), shuffled; counted in `Game.non_supply`."""
    candidates = list(black_market_candidates(game))
    rng = game.rng
    deck = rng.sample(candidates, min(BLACK_MARKET_DECK_SIZE, len(candidates))) if rng else candidates
    _BLACK_MARKET_DECK[game] = deck
    for card in deck:
        game.non_supply[card] = 1


def black_market_deck(game) -> list[str]:
    """`game`'s Black Market deck, top last. A game started from a view (`Game.at`), which lists the deck's
    cards among the non-supply cards but not their order, gets them in the canonical order."""
    deck = _BLACK_MARKET_DECK.get(game)
    if deck is None:
        deck = [
            card
            for card in sort_cards(game.non_supply)
            if game.non_supply[card] == 1 and SPECS[card].kingdom and SPECS[card].pile[0]
        ]
        _BLACK_MARKET_DECK[game] = deck
    return deck


def _black_market(game, player: Player, this: Played):
    """+2 coins (the spec's). Reveal the top 3 cards of the Black Market deck; the player may play treasures
    of its hand (a ``play`` decision, with a treasure in hand), then buy one of them at once, paying its cost
    now (coins, and a potion for a potion cost) with what it has (no buy is used); the card is bought (its
    `on_buy` and the watchers of buys run) and gained from the non-supply deck. The cards not bought go under
    the deck in the order the player chooses (an ordered ``choose`` of the revealed cards, asked when two or
    more are left; the rules say "in any order"); an ejected player's empty answer keeps
    the order revealed."""
    deck = black_market_deck(game)
    revealed = [deck.pop() for _ in range(min(BLACK_MARKET_REVEALS, len(deck)))]
    if not revealed:
        return
    game.emit("reveal", player, tuple(revealed))
    treasures = sort_cards(card for card in player.hand if card in game.values)
    if treasures:
        # The official FAQ: treasures of the hand may be played now, in the action phase, to pay for the card
        # (or not: their coins are then there for the buy phase); they stay in play.
        chosen = yield Decision(
            player.name,
            "black-market",
            "play",
            treasures,
            0,
            len(treasures),
            "hand",
            f"black market revealed {', '.join(revealed)}: play any treasures from your hand now to pay for "
            f"one (you have {game.coins} coins), in the order chosen",
            ordered=True,
            rule="black-market lets you play treasures from your hand before buying",
        )
        for card in chosen or ():
            if player.gone:
                return
            if card in player.hand:
                yield from game.play_treasure(player, card)
    coins, potions = game.coins, game.potions
    affordable = sort_cards(
        {card for card in revealed if game.cost(card) <= coins and game.potion_cost(card) <= potions}
    )
    chosen = None
    if affordable:
        chosen = yield Decision(
            player.name,
            "black-market",
            "gain",
            affordable,
            0,
            1,
            "revealed",
            f"you may buy one of the cards revealed from the black market deck ({', '.join(revealed)}) with "
            f"the {game.coins} coins you have",
            rule="black-market buys one of the revealed cards you can pay for with what you have now",
        )
    bought = chosen[0] if chosen and not player.gone and chosen[0] in revealed else None
    if bought is not None:
        revealed.remove(bought)
    # Under the deck at once, in the order revealed (the first revealed uppermost), so that an effect
    # stopped half-way (an ejection) loses none of them; the player's order is applied after the buy.
    deck[:0] = revealed[::-1]
    if bought is not None:
        game.coins -= game.cost(bought)
        game.potions -= game.potion_cost(bought)
        game.turn_buys.append(bought)
        yield from game.gain(player, bought, source="non-supply", bought=True)
    if len(revealed) > 1 and not player.gone:
        order = yield Decision(
            player.name,
            "black-market",
            "choose",
            sort_cards(revealed),
            len(revealed),
            len(revealed),
            "revealed",
            "put the cards you did not buy under the black market deck in any order (the first chosen ends "
            "uppermost of them, the last at the very bottom)",
            ordered=True,
            rule="black-market puts every revealed card not bought under its deck, each once",
        )
        if order and sorted(order) == sorted(revealed) and deck[: len(revealed)] == revealed[::-1]:
            deck[: len(revealed)] = list(order)[::-1]


SET_SPECS: tuple[CardSpec, ...] = (
    spec("black-market", coins=2, effect=_black_market, setup=_black_market_set_up),
    spec("envoy", effect=_envoy),
    spec("walled-village", cards=1, actions=2, at_clean_up=_walled_village_at_clean_up),
    spec("governor", actions=1, effect=_governor),
    spec("stash", coins=2, setup=_stash_set_up, at_clean_up=_stash_in_play_at_clean_up),
    spec(
        "prince",
        effect=_prince,
        setup=_prince_set_up,
        at_clean_up=_prince_in_play_at_clean_up,
        first_edition=(
            "An action only (2014): you may set this aside with an action card from your hand costing up to "
            "4; at the start of each of your turns play that card, setting it aside again as you discard it "
            "from play (it is played no more once it fails to come back)."
        ),
    ),
)
"""Every promotional card whose rules are built."""
