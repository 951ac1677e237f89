"""The base game's cards (both editions), one `CardSpec` each: the treasures, victory cards and Curse of
every supply, and the kingdom cards with their effects (alphabetical).

An effect is a generator function ``effect(game, player, this)`` that changes the game through the methods of
`referee.rules.game.Game` and yields a `referee.rules.decisions.Decision` for every choice; the answer (a
tuple of cards) is what the ``yield`` returns. `this` is the `Played` record of the play, shared by the two
plays of a Throne Room, so that a card that moves itself (Feast) does so once. Like every set module, this
one imports `referee.rules.spec` and `referee.rules.helpers` only; the registry (`referee.rules.cards`)
collects its `SET_SPECS`.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.rules.decisions import Decision
from referee.rules.helpers import (
    distinct,
    from_hand,
    gain_decision,
    look_at_top,
    militia_discard,
    play_times,
    unaffected,
    victims,
)
from referee.rules.player import Player
from referee.rules.spec import ACTION, SPECS, TREASURE, VICTORY, CardSpec, Played, sort_cards, spec


def _adventurer(game, player: Player, this: Played):
    found = 0
    revealed: list[str] = []  # its own cards only: a Golem's second action may be set aside too
    while found < 2:
        card = game.reveal_top(player)
        if card is None:
            break
        revealed.append(card)
        if card in game.values:  # this game's treasures (a Charlatan's Curse too)
            found += 1
    treasures = [c for c in revealed if c in game.values]
    for card in treasures:
        player.aside.remove(card)
        revealed.remove(card)
    player.hand.extend(treasures)
    yield from game.discard(player, revealed, source="aside")
    return
    yield


def _artisan(game, player: Player, this: Played):
    chosen = yield gain_decision(game, player, "artisan", 5, to="hand")
    if chosen:
        yield from game.gain(player, chosen[0], to="hand")
    put = yield from_hand(player, "artisan", "topdeck", 1, 1, "put a card from your hand onto your deck")
    game.topdeck_from_hand(player, put)


def _bandit(game, player: Player, this: Played):
    yield from game.gain(player, "gold")
    for victim in victims(game, player, "bandit"):
        if (yield from unaffected(game, victim, player, "bandit")):
            continue
        game.reveal_top(victim)
        game.reveal_top(victim)
        good = sort_cards(c for c in victim.aside if c in game.values and c != "copper")
        if len(set(good)) > 1 or game.ask_bandit_victims:
            chosen = yield Decision(
                victim.name,
                "bandit",
                "trash",
                good,
                min(1, len(good)),
                min(1, len(good)),
                "revealed",
                "trash one of your revealed treasures other than copper",
                target=player.name,
                types=TREASURE,
            )
            if victim.gone:
                continue
        else:
            chosen = good[:1]
        yield from game.trash_cards(victim, chosen, source="aside")
        yield from game.discard(victim, list(victim.aside), source="aside")


def _bureaucrat(game, player: Player, this: Played):
    yield from game.gain(player, "silver", to="deck")
    for victim in victims(game, player, "bureaucrat"):
        if (yield from unaffected(game, victim, player, "bureaucrat")):
            continue
        victories = distinct(c for c in victim.hand if VICTORY in SPECS[c].types)
        if not victories:
            game.emit("reveal", victim, tuple(victim.hand))
            continue
        chosen: tuple[str, ...] = victories  # one kind of victory card: no choice to ask
        if len(victories) > 1:
            chosen = yield Decision(
                victim.name,
                "bureaucrat",
                "topdeck",
                victories,
                1,
                1,
                "hand",
                "reveal a victory card from your hand and put it onto your deck",
                target=player.name,
                types=VICTORY,
            )
        if victim.gone or not chosen:
            continue
        game.emit("reveal", victim, tuple(chosen))
        game.topdeck_from_hand(victim, chosen)


def _cellar(game, player: Player, this: Played):
    chosen = yield from_hand(
        player, "cellar", "discard", 0, len(player.hand), "discard any number of cards, then draw as many"
    )
    yield from game.discard(player, chosen)
    game.draw(player, len(chosen))


def _chancellor(game, player: Player, this: Played):
    chosen = yield Decision(
        player.name,
        "chancellor",
        "choose",
        ("discard-deck",),
        0,
        1,
        "choice",
        "you may put your deck into your discard pile",
        upfront=True,
    )
    if chosen:
        game.deck_to_discards(player)


def _chapel(game, player: Player, this: Played):
    chosen = yield from_hand(player, "chapel", "trash", 0, 4, "trash up to 4 cards from your hand")
    yield from game.trash_cards(player, chosen)


def _council_room(game, player: Player, this: Played):
    for other in game.others(player.name):
        game.draw(other, 1)
    return
    yield


def _feast(game, player: Player, this: Played):
    if not this.moved:
        this.moved = True
        yield from game.trash_cards(player, ("feast",), source="plays")
    chosen = yield gain_decision(game, player, "feast", 5)
    if chosen:
        yield from game.gain(player, chosen[0])


def _harbinger(game, player: Player, this: Played):
    if player.discards:
        chosen = yield Decision(
            player.name,
            "harbinger",
            "topdeck",
            sort_cards(player.discards),
            0,
            1,
            "discards",
            "you may put a card from your discard pile onto your deck",
        )
        game.topdeck_from_discards(player, chosen)


def _library(game, player: Player, this: Played):
    set_aside: list[str] = []  # its own cards only: a Golem's second action may be set aside too
    while len(player.hand) < 7:
        card = game.take_top(player, asks=True)  # each into the hand at once: a shuffle may ask (Stash)
        if card is None:
            break
        player.hand.append(card)
        if ACTION in SPECS[card].types:
            chosen = yield Decision(
                player.name,
                "library",
                "set-aside",
                (card,),
                0,
                1,
                "hand",
                f"you may set the {card} you drew aside (it is discarded after drawing)",
            )
            if player.gone:
                return
            if chosen:
                player.hand.pop()
                player.aside.append(card)
                set_aside.append(card)
    yield from game.discard(player, set_aside, source="aside")


def _merchant(game, player: Player, this: Played):
    game.merchants += 1
    return
    yield


def _militia(game, player: Player, this: Played):
    for victim in victims(game, player, "militia"):
        if (yield from unaffected(game, victim, player, "militia")):
            continue
        decision = militia_discard(victim.name, victim.hand, player.name)
        if decision is None:
            continue
        chosen = yield decision
        if victim.gone:
            continue
        # The first card chosen ends on top: the one other players see.
        yield from game.discard(victim, tuple(reversed(chosen)))


def _mine(game, player: Player, this: Played):
    treasures = sort_cards(c for c in player.hand if c in game.values)  # a Charlatan's Curse too
    most = min(1, len(treasures))
    must = min(1 if game.edition == 1 and treasures else 0, most)
    chosen = yield Decision(
        player.name,
        "mine",
        "trash",
        treasures,
        must,
        most,
        "hand",
        "trash a treasure from your hand",
        upfront=True,
        types=TREASURE,
    )
    if not chosen:
        return
    trashed = chosen[0]
    cost = game.cost(trashed)  # as the game computes it now (a Bridge played: 1 less)
    yield from game.trash_cards(player, chosen)
    wanted = yield gain_decision(
        game,
        player,
        "mine",
        cost + 3,
        types=TREASURE,
        to="hand",
        rule="mine gains a treasure costing at most 3 more than the trashed one",
        note=f"{trashed} costs {cost} (value {game.values[trashed]})",
    )
    if wanted:
        yield from game.gain(player, wanted[0], to="hand")


def _moneylender(game, player: Player, this: Played):
    must = 1 if game.edition == 1 and "copper" in player.hand else 0
    options = tuple(c for c in player.hand if c == "copper")
    chosen = yield Decision(
        player.name,
        "moneylender",
        "trash",
        options,
        must,
        min(1, len(options)),
        "hand",
        "trash a copper from your hand for +3 coins",
        upfront=True,
    )
    if chosen:
        yield from game.trash_cards(player, chosen)
        game.coins += 3


def _poacher(game, player: Player, this: Played):
    count = min(game.empty_piles(), len(player.hand))
    if count:
        chosen = yield from_hand(
            player,
            "poacher",
            "discard",
            count,
            count,
            f"discard {count} card{'' if count == 1 else 's'}, one per empty supply pile",
            upfront=False,
        )
        yield from game.discard(player, chosen)


def _remodel(game, player: Player, this: Played):
    chosen = yield from_hand(player, "remodel", "trash", 1, 1, "trash a card from your hand")
    if not chosen:
        return
    trashed = chosen[0]
    cost = game.cost(trashed)  # as the game computes it now (a Bridge played: 1 less)
    yield from game.trash_cards(player, chosen)
    wanted = yield gain_decision(
        game,
        player,
        "remodel",
        cost + 2,
        rule="remodel gains a card costing at most 2 more than the trashed card",
        note=f"{trashed} costs {cost}",
        potion=game.potion_cost(trashed) > 0,  # a potion in the trashed card's cost covers one (Alchemy)
    )
    if wanted:
        yield from game.gain(player, wanted[0])


def _sentry(game, player: Player, this: Played):
    looked = look_at_top(game, player, 2)
    if not looked:
        return
    trashed = yield Decision(
        player.name,
        "sentry",
        "trash",
        sort_cards(looked),
        0,
        len(looked),
        "revealed",
        "trash any of the cards you looked at",
    )
    if player.gone:
        return
    yield from game.trash_cards(player, trashed, source="aside")
    rest = _without(looked, trashed)  # its own cards only: a Golem's second action may be set aside too
    discarded = ()
    if rest:
        discarded = yield Decision(
            player.name,
            "sentry",
            "discard",
            sort_cards(rest),
            0,
            len(rest),
            "revealed",
            "discard any of the rest",
        )
        if player.gone:
            return
        yield from game.discard(player, discarded, source="aside")
    rest = _without(rest, discarded)
    order = tuple(rest)
    if len(rest) > 1 and rest[0] != rest[1]:
        order = yield Decision(
            player.name,
            "sentry",
            "topdeck",
            sort_cards(rest),
            len(rest),
            len(rest),
            "revealed",
            "put the rest back onto your deck in any order (the first chosen ends on top)",
            ordered=True,
        )
        if player.gone:
            return
    game.topdeck_aside(player, order)


def _without(cards: Sequence[str], taken: Sequence[str]) -> list[str]:
    """`cards` less one copy of each of `taken` (a multiset difference, order kept)."""
    left = list(cards)
    for card in taken:
        left.remove(card)
    return left


def _spy(game, player: Player, this: Played):
    for target in (player, *victims(game, player, "spy")):
        if player.gone or (target is not player and (yield from unaffected(game, target, player, "spy"))):
            continue
        card = game.reveal_top(target)
        if card is None:
            continue
        chosen = yield Decision(
            player.name,
            "spy",
            "discard",
            (card,),
            0,
            1,
            "revealed",
            f"discard {target.name}'s revealed {card}, or leave it on the deck",
            target=target.name,
        )
        if target.gone:
            continue
        if chosen:
            yield from game.discard(target, chosen, source="aside")
        else:
            game.topdeck_aside(target, (card,))


def _thief(game, player: Player, this: Played):
    stolen: list[str] = []
    for victim in victims(game, player, "thief"):
        if (yield from unaffected(game, victim, player, "thief")):
            continue
        game.reveal_top(victim)
        game.reveal_top(victim)
        treasures = sort_cards(c for c in victim.aside if c in game.values)
        chosen: tuple[str, ...] = ()
        if len(set(treasures)) > 1:
            chosen = yield Decision(
                player.name,
                "thief",
                "trash",
                treasures,
                1,
                1,
                "revealed",
                f"trash one of {victim.name}'s revealed treasures",
                target=victim.name,
                types=TREASURE,
            )
            if victim.gone:
                continue
        elif treasures:
            chosen = treasures[:1]
        yield from game.trash_cards(victim, chosen, source="aside")
        stolen.extend(chosen)
        yield from game.discard(victim, list(victim.aside), source="aside")
    if stolen and not player.gone:
        chosen = yield Decision(
            player.name,
            "thief",
            "gain",
            sort_cards(stolen),
            0,
            len(stolen),
            "trash",
            "gain any of the trashed treasures",
            types=TREASURE,
        )
        for card in chosen:
            yield from game.gain(player, card, source="trash")


def _throne_room(game, player: Player, this: Played):
    actions = [c for c in player.hand if ACTION in SPECS[c].types]
    must = 1 if game.edition == 1 and actions else 0
    chosen = yield from_hand(
        player, "throne-room", "play", must, 1, "play an action card from your hand twice", types=ACTION
    )
    if not chosen:
        return
    yield from play_times(game, player, this, chosen[0])


def _vassal(game, player: Player, this: Played):
    card = game.take_top(player, asks=True)
    if card is None:
        return
    game.emit("reveal", player, (card,))
    reacted = game.reaction_plays
    yield from game.discard(player, (card,), source=None)
    if ACTION not in SPECS[card].types or player.gone or not player.discards or player.discards[-1] != card:
        return  # not an action, or no longer on top
    if game.reaction_plays != reacted:
        return  # a Weaver played by its own reaction: Vassal lost track of it (a Weaver it gained is another)
    chosen = yield Decision(
        player.name, "vassal", "play", (card,), 0, 1, "discards", f"you may play the discarded {card}"
    )
    if chosen and not player.gone and player.discards and player.discards[-1] == card:
        player.take_discard(len(player.discards) - 1)
        again = game.put_in_play(player, card, source=None)
        yield from game.resolve(player, again)


def _witch(game, player: Player, this: Played):
    for victim in victims(game, player, "witch"):
        if (yield from unaffected(game, victim, player, "witch")):
            continue
        if game.piles.get("curse", 0) > 0:
            yield from game.gain(victim, "curse")


def _workshop(game, player: Player, this: Played):
    chosen = yield gain_decision(game, player, "workshop", 4)
    if chosen:
        yield from game.gain(player, chosen[0])


def _moat(game, victim: Player, attacker: Player, attack: str):
    return True  # revealed: unaffected by the attack
    yield


def _gardens(player_cards: Sequence[str]) -> int:
    """Gardens' points: 1 per 10 cards the player owns, rounded down."""
    return len(player_cards) // 10


SET_SPECS: tuple[CardSpec, ...] = (
    # Base cards (always in the supply).
    spec("copper", coins=1),
    spec("silver", coins=2),
    spec("gold", coins=3),
    spec("estate", vp=1),
    spec("duchy", vp=3),
    spec("province", vp=6),
    spec("curse", vp=-1),
    # Kingdom cards.
    spec("adventurer", effect=_adventurer),
    spec("artisan", effect=_artisan, arguments=(1, 1)),
    spec("bandit", effect=_bandit),
    spec("bureaucrat", effect=_bureaucrat),
    spec("cellar", actions=1, effect=_cellar, arguments=(None,)),
    spec("chancellor", coins=2, effect=_chancellor, arguments=(None,)),
    spec("chapel", effect=_chapel, arguments=(None,)),
    spec("council-room", cards=4, buys=1, effect=_council_room),
    spec("feast", effect=_feast, arguments=(1,)),
    spec("festival", coins=2, actions=2, buys=1),
    spec("gardens", points=_gardens),
    spec("harbinger", cards=1, actions=1, effect=_harbinger),
    spec("laboratory", cards=2, actions=1),
    spec(
        "library",
        effect=_library,
        first_edition=(
            "Draw until you have 7 cards in hand. You may set aside any action cards drawn this way, as you "
            "draw them; discard the set aside cards after you finish drawing. (Plays the same.)"
        ),
    ),
    spec("market", coins=1, cards=1, actions=1, buys=1),
    spec("merchant", cards=1, actions=1, effect=_merchant),
    spec("militia", coins=2, effect=_militia),
    spec(
        "mine",
        effect=_mine,
        arguments=(1, 1),
        first_edition=(
            "Trash a treasure card from your hand (you must, if you have one). Gain a treasure card costing "
            "up to 3 more; put it into your hand."
        ),
    ),
    spec("moat", cards=2, react_attack=_moat),
    spec(
        "moneylender",
        effect=_moneylender,
        arguments=(None,),
        first_edition="Trash a Copper from your hand (you must, if you have one). If you do, +3 coins.",
    ),
    spec("poacher", coins=1, cards=1, actions=1, effect=_poacher),
    spec("remodel", effect=_remodel, arguments=(1, 1)),
    spec("sentry", cards=1, actions=1, effect=_sentry),
    spec("smithy", cards=3),
    spec("spy", cards=1, actions=1, effect=_spy),
    spec("thief", effect=_thief),
    spec(
        "throne-room",
        effect=_throne_room,
        arguments=(1,),
        first_edition="Choose an action card in your hand (you must, if you have one). Play it twice.",
    ),
    spec("vassal", coins=2, effect=_vassal),
    spec("village", cards=1, actions=2),
    spec("witch", cards=2, effect=_witch),
    spec("woodcutter", coins=2, buys=1),
    spec("workshop", effect=_workshop, arguments=(1,)),
)
"""The base game's specs, collected by the registry (`referee.rules.cards`)."""
