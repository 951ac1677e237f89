"""The cards of Seaside (both editions) whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Caravan and Outpost came first (they proved the rules core's durations and extra turns); the rest are in two
sections, so that two engineers add cards without touching each other's lines: section A (`CARDS_A`: haven,
lighthouse, native-village, fishing-village, merchant-ship, wharf, tactician, island, pirate-ship, embargo,
treasury, smugglers, astrolabe, sea-chart, monkey, blockade, corsair) and section B (`CARDS_B`: pearl-diver,
ambassador, lookout, warehouse, cutpurse, navigator, salvager, sea-hag, treasure-map, bazaar, explorer,
ghost-ship, pirate, sailor, sea-witch, tide-pools). `SET_SPECS` is what the registry collects.
docs/rules-core.md describes the API.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from protocol.catalogue import DURATION
from referee.rules.decisions import Decision
from referee.rules.helpers import (
    choose,
    discard_or_put_back,
    distinct,
    from_hand,
    gain_decision,
    look_at_top,
    unaffected,
    victims,
)
from referee.rules.spec import ACTION, SPECS, TREASURE, VICTORY, CardSpec, Gained, Played, sort_cards, spec

if TYPE_CHECKING:
    from referee.rules.player import Player


def _caravan(game, player: Player, this: Played):
    game.stay(player, this)  # its `at_start` draws a card at the start of the next turn
    return
    yield


def _caravan_at_start(game, player: Player, this: Played):
    game.draw(player, 1)
    return
    yield


OUTPOST_HAND = 3
"""Cards drawn at the clean-up of a turn in which Outpost gives an extra turn."""


def _outpost(game, player: Player, this: Played):
    if game.edition == 1:
        # First edition: the clean-up draws 3 whatever happens; the extra turn unless this one is already one.
        game.clean_up_draw = OUTPOST_HAND
        if game.extra_turn(player):
            game.stay(player, this)
        return
    # Second edition: only the first Outpost played this turn, and only if this turn is not an extra turn.
    first = game.actions_played.count("outpost") == 1
    if first and game.extra_turn(player):
        game.clean_up_draw = OUTPOST_HAND
        game.stay(player, this)  # in play until the extra turn's clean-up
    return
    yield


FIRST: tuple[CardSpec, ...] = (
    spec("caravan", cards=1, actions=1, effect=_caravan, at_start=_caravan_at_start),
    spec(
        "outpost",
        effect=_outpost,
        first_edition=(
            "You draw only 3 cards in this turn's clean-up. Take an extra turn after this one (never more "
            "than two turns in a row)."
        ),
    ),
)
"""Caravan and Outpost."""


# ==== section A (haven lighthouse native-village fishing-village merchant-ship wharf tactician island
# ==== pirate-ship embargo treasury smugglers astrolabe sea-chart monkey blockade corsair) =================


# ---- helpers of section A ----------------------------------------------------------------------------------

HIDDEN_ASIDE = "haven"
"""The place (a key of `Player.mats` that no view lists: `protocol.MATS` names the mats a view shows) of
the cards a Haven set aside face down: its owner's cards (scored, conserved: `Game.places`), seen by nobody
in a state (docs/protocol.md: never in a v5 state)."""

BLOCKADE_ASIDE = "blockade"
"""The place (a key of `Player.mats` no view lists) of the cards a Blockade gained and set aside until the
start of its owner's next turn."""


def _stays(game, player: Player, this: Played):
    """The effect of a duration whose next turn's bonus is its `at_start` (Fishing Village, Merchant Ship,
    Wharf, Astrolabe): it stays in play."""
    game.stay(player, this)
    return
    yield


def _set_aside(player: Player, place: str, card: str, source: list[str]) -> None:
    """Move `card` (its last copy) from the list `source` of `player` to its hidden place `place` (a key of
    `Player.mats` no view shows), without an event: the caller tells what is public."""
    at = len(source) - 1 - source[::-1].index(card)
    source.pop(at)
    player.mats.setdefault(place, []).append(card)
    player._deck_view = player._discards_view = None


def _take_aside(player: Player, place: str, card: str) -> bool:
    """Move one `card` from `player`'s hidden place `place` into its hand; False when it is not there."""
    held = player.mats.get(place)
    if not held or card not in held:
        return False
    held.remove(card)
    if not held:
        del player.mats[place]
    player.hand.append(card)
    return True


def right_of(game, player: Player) -> Player | None:
    """The player on `player`'s right: the one who takes its turn just before (None alone at the table)."""
    others = game.others(player.name)
    return others[-1] if others else None


# ---- the cards of section A, alphabetically ----------------------------------------------------------------


def _astrolabe_at_start(game, player: Player, this: Played):
    game.coins += 1
    game.buys += 1
    return
    yield


def _astrolabe(game, player: Player, this: Played):
    game.buys += 1  # its +1 coin is its value
    game.stay(player, this)
    return
    yield


BLOCKADE_MOST = 4
"""The most the card a Blockade gains may cost, in coins."""


def _blockade(game, player: Player, this: Played):
    safe = this.memo.setdefault("safe", [])
    for victim in victims(game, player, "blockade"):
        if (yield from unaffected(game, victim, player, "blockade")):
            safe.append(victim.name)  # unaffected now (a Moat, a Lighthouse): never cursed by this play
    if player.gone:
        return
    chosen = yield gain_decision(
        game, player, "blockade", BLOCKADE_MOST, upfront=False, rule="blockade gains a card costing at most 4"
    )
    if not chosen or player.gone:
        return
    card = chosen[0]
    at = len(player.discards)  # where the gain puts the card (a Curse another Blockade gives comes after)
    if not (yield from game.gain(player, card)):
        return
    discards = player.discards
    if player.gone or len(discards) <= at or discards[at] != card:
        return  # moved on by another trigger (a Watchtower): not set aside, and Blockade has nothing to do
    player.mats.setdefault(BLOCKADE_ASIDE, []).append(player.take_discard(at))
    game.emit("reveal", player, (card,))  # set aside face up, on the Blockade
    this.memo.setdefault("aside", []).append(card)
    game.stay(player, this)


def _blockade_at_start(game, player: Player, this: Played):
    held = this.memo.get("aside")
    if held:
        _take_aside(player, BLOCKADE_ASIDE, held.pop(0))
    return
    yield


def _blockade_watches(game, owner: Player, card: str, gained: Gained):
    gainer = game.find(gained.player)
    if gainer is None or gainer is owner or gainer is not game.player:
        return  # only a gain of another player on that player's own turn
    curses = 0
    seen: set[int] = set()
    for entry in owner.staying:
        this = entry.this
        if this.card != "blockade" or id(this) in seen:
            continue
        seen.add(id(this))
        if gainer.name not in this.memo.get("safe", ()):
            curses += this.memo.get("aside", []).count(gained.card)
    for _ in range(curses):
        if gainer.gone:
            return
        yield from game.gain(gainer, "curse")


CORSAIR_TREASURES = ("silver", "gold")
"""The treasures a Corsair trashes: the first of them each other player plays on each of its turns."""


def _corsair(game, player: Player, this: Played):
    safe = this.memo.setdefault("safe", [])
    for victim in victims(game, player, "corsair"):
        if (yield from unaffected(game, victim, player, "corsair")):
            safe.append(victim.name)
    game.stay(player, this)


def _corsair_at_start(game, player: Player, this: Played):
    game.draw(player, 1)
    return
    yield


def _corsair_watches(game, owner: Player, player: Player, played: Played):
    if played.card not in CORSAIR_TREASURES:
        return
    seen: set[int] = set()
    for entry in owner.staying:
        this = entry.this
        if this.card != "corsair" or id(this) in seen:
            continue
        seen.add(id(this))
        first = this.memo.setdefault("first", {})
        if first.get(player.name) == game.turn:
            continue  # not the first Silver or Gold this player played this turn
        first[player.name] = game.turn
        if player.name in this.memo.get("safe", ()) or played.moved or played.card not in player.plays:
            continue
        played.moved = True
        yield from game.trash_cards(player, (played.card,), source="plays")


def _embargo(game, player: Player, this: Played):
    if not this.moved and "embargo" in player.plays:
        this.moved = True
        yield from game.trash_cards(player, ("embargo",), source="plays")
    if player.gone:
        return
    piles = tuple(game.piles)  # every supply pile, empty or not (the Curse pile too)
    chosen = yield Decision(
        player.name,
        "embargo",
        "choose",
        piles,
        1,
        1,
        "supply",
        "put an Embargo token on a supply pile: whoever buys a card from it gains a Curse per token",
        rule="embargo puts its token on a pile of the supply",
    )
    if chosen and not player.gone:
        game.add_pile_token(chosen[0], "embargo")


def _fishing_village_at_start(game, player: Player, this: Played):
    game.actions += 1
    game.coins += 1
    return
    yield


def _haven(game, player: Player, this: Played):
    if not player.hand:
        return  # nothing set aside: Haven is discarded at this turn's clean-up (it has nothing to do later)
    chosen = yield from_hand(
        player,
        "haven",
        "set-aside",
        1,
        1,
        "set a card of your hand aside face down: it comes back to your hand when your next turn starts",
        upfront=False,
    )
    if not chosen or player.gone:
        return
    _set_aside(player, HIDDEN_ASIDE, chosen[0], player.hand)
    this.memo.setdefault("aside", []).append(chosen[0])
    game.stay(player, this)  # one hook per card set aside (a Throne Room's Haven: two)


def _haven_at_start(game, player: Player, this: Played):
    held = this.memo.get("aside")
    if held:
        _take_aside(player, HIDDEN_ASIDE, held.pop(0))
    return
    yield


def _island(game, player: Player, this: Played):
    cards: list[str] = []
    if not this.moved and "island" in player.plays:
        this.moved = True
        game.put_on_mat(player, "island", ("island",), source="plays")
    if player.hand:
        chosen = yield from_hand(
            player,
            "island",
            "mat",
            1,
            1,
            "put a card of your hand onto your Island mat (out of your deck until the game ends)",
            upfront=False,
        )
        cards.extend(chosen)
    if cards and not player.gone:
        game.put_on_mat(player, "island", cards)


def _lighthouse_at_start(game, player: Player, this: Played):
    game.coins += 1
    return
    yield


def _merchant_ship_at_start(game, player: Player, this: Played):
    game.coins += 2
    return
    yield


def _monkey(game, player: Player, this: Played):
    game.stay(player, this)  # watches the player on the right until the start of the next turn
    return
    yield


def _monkey_at_start(game, player: Player, this: Played):
    game.draw(player, 1)
    return
    yield


def _monkey_watches(game, owner: Player, card: str, gained: Gained):
    gainer = game.find(gained.player)
    if gainer is None or gainer is not right_of(game, owner):
        return
    # One card per play of a Monkey still watching (a Throne Room's Monkey: two).
    count = sum(1 for entry in owner.staying if entry.this.card == "monkey")
    if count:
        game.draw(owner, count)
    return
    yield


NATIVE_VILLAGE_WORDS = ("mat", "take")
"""Native Village's option words: put the top card of the deck onto the mat, or take the mat's cards."""


def _native_village(game, player: Player, this: Played):
    held = len(player.mats.get("native-village", ()))
    chosen = yield choose(
        player,
        "native-village",
        NATIVE_VILLAGE_WORDS,
        f"`mat`: put your top card face down onto your Native Village mat; `take`: put the "
        f"{'card' if held == 1 else f'{held} cards'} of the mat into your hand",
    )
    if not chosen or player.gone:
        return
    if chosen[0] == "mat":
        card = game.take_top(player, asks=True)
        if card is not None:
            player.aside.append(card)
            game.put_on_mat(player, "native-village", (card,), source="aside")
    else:
        game.take_from_mat(player, "native-village")


PIRATE_SHIP_WORDS = ("coins", "attack")
"""Pirate Ship's option words: +1 coin per token on the mat, or the attack."""


def _pirate_ship(game, player: Player, this: Played):
    # Reactions are revealed as the attack is played, before its player chooses (as for Minion).
    affected = []
    for victim in victims(game, player, "pirate-ship"):
        if not (yield from unaffected(game, victim, player, "pirate-ship")):
            affected.append(victim)
    if player.gone:
        return
    tokens = player.tokens.get("pirate-ship", 0)
    chosen = yield choose(
        player,
        "pirate-ship",
        PIRATE_SHIP_WORDS,
        f"+{tokens} coin{'' if tokens == 1 else 's'}, one per token on your Pirate Ship mat (coins), or each "
        "other player reveals their top 2 cards and trashes a treasure of them you choose, and you take a "
        "token if any is trashed (attack)",
    )
    if not chosen or player.gone:
        return
    if chosen[0] == "coins":
        game.coins += tokens
        return
    trashed = False
    for victim in affected:
        if victim.gone:
            continue
        for _ in range(2):
            game.reveal_top(victim)
        treasures = distinct(c for c in victim.aside if TREASURE in SPECS[c].types)
        if treasures:
            picked = yield Decision(
                player.name,
                "pirate-ship",
                "trash",
                treasures,
                1,
                1,
                "revealed",
                f"trash one of the treasures {victim.name} revealed",
                target=victim.name,
                types=TREASURE,
            )
            if picked and not victim.gone and picked[0] in victim.aside:
                yield from game.trash_cards(victim, picked, source="aside")
                trashed = True
        if not victim.gone and victim.aside:
            yield from game.discard(victim, list(victim.aside), source="aside")
    if trashed and not player.gone:
        player.tokens["pirate-ship"] = player.tokens.get("pirate-ship", 0) + 1


def _sea_chart(game, player: Player, this: Played):
    card = game.reveal_top(player)
    if card is None:
        return
    if card in player.plays:
        player.aside.remove(card)
        player.hand.append(card)
    else:
        game.topdeck_aside(player, (card,))
    return
    yield


SMUGGLERS_MOST = 6
"""The most a card Smugglers copies may cost, in coins (as costs are when it is played)."""


def _smugglers(game, player: Player, this: Played):
    right = right_of(game, player)
    gained = game.last_turn_gains.get(right.name, ()) if right is not None else ()
    options = tuple(
        card
        for card in distinct(gained)
        if game.piles.get(card, 0) > 0 and not SPECS[card].potion and game.cost(card) <= SMUGGLERS_MOST
    )
    if not options:
        return
    chosen = yield Decision(
        player.name,
        "smugglers",
        "gain",
        options,
        1,
        1,
        "supply",
        f"gain a copy of a card costing up to {SMUGGLERS_MOST} that {right.name} gained on their last turn",
        max_cost=SMUGGLERS_MOST,
        rule=f"smugglers gains a card costing at most {SMUGGLERS_MOST} that {right.name} gained on their "
        "last turn",
        note=f"{right.name} gained {', '.join(gained) if gained else 'nothing'}",
    )
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _tactician(game, player: Player, this: Played):
    if not player.hand:
        return  # nothing discarded: no bonus next turn, and it leaves play at this turn's clean-up
    yield from game.discard(player, list(player.hand))
    game.stay(player, this)
    return
    yield


def _tactician_at_start(game, player: Player, this: Played):
    game.draw(player, 5)
    game.actions += 1
    game.buys += 1
    return
    yield


_VICTORY_IN_BUY_PHASE: WeakKeyDictionary[object, int] = WeakKeyDictionary()
"""Game -> the last turn in which its current player gained a victory card in the buy phase while a Treasury
was in its play (second edition: such a gain keeps every Treasury off the deck)."""


def _treasury_watches(game, owner: Player, card: str, gained: Gained):
    if game.buying and owner is game.player and VICTORY in SPECS[gained.card].types:
        _VICTORY_IN_BUY_PHASE[game] = game.turn
    return
    yield


def _treasury_discarded(game, player: Player, this: Played):
    if game.edition == 1:
        victory = any(VICTORY in SPECS[card].types for card in game.turn_buys)  # bought, this turn
    else:
        victory = _VICTORY_IN_BUY_PHASE.get(game) == game.turn  # gained in the buy phase, any way
    if victory or "treasury" not in player.discards:
        return
    chosen = yield Decision(
        player.name,
        "treasury",
        "topdeck",
        ("treasury",),
        0,
        1,
        "play",  # the Treasury being discarded from play (docs/protocol.md, v5 sources)
        "you may put this Treasury onto your deck (you gained no victory card this turn)",
    )
    if chosen and not player.gone and "treasury" in player.discards:
        at = len(player.discards) - 1 - player.discards[::-1].index("treasury")
        player.take_discard(at)
        player.deck.append("treasury")
        player._deck_view = player._discards_view = None
        game.emit("topdeck", player, ("treasury",))


def _wharf_at_start(game, player: Player, this: Played):
    game.draw(player, 2)
    game.buys += 1
    return
    yield


CARDS_A: tuple[CardSpec, ...] = (
    spec("astrolabe", coins=1, effect=_astrolabe, at_start=_astrolabe_at_start),
    spec("blockade", effect=_blockade, at_start=_blockade_at_start, watch_others_gain=_blockade_watches),
    spec(
        "corsair",
        coins=2,
        effect=_corsair,
        at_start=_corsair_at_start,
        watch_others_treasure=_corsair_watches,
    ),
    spec("embargo", coins=2, effect=_embargo),
    spec("fishing-village", actions=2, coins=1, effect=_stays, at_start=_fishing_village_at_start),
    spec("haven", cards=1, actions=1, effect=_haven, at_start=_haven_at_start),
    spec("island", vp=2, effect=_island),
    spec("lighthouse", actions=1, coins=1, effect=_stays, at_start=_lighthouse_at_start, shields=True),
    spec("merchant-ship", coins=2, effect=_stays, at_start=_merchant_ship_at_start),
    spec("monkey", effect=_monkey, at_start=_monkey_at_start, watch_others_gain=_monkey_watches),
    spec("native-village", actions=2, effect=_native_village),
    spec("pirate-ship", effect=_pirate_ship),
    spec("sea-chart", cards=1, actions=1, effect=_sea_chart),
    spec("smugglers", effect=_smugglers),
    spec("tactician", effect=_tactician, at_start=_tactician_at_start),
    spec(
        "treasury",
        cards=1,
        actions=1,
        coins=1,
        on_discard=_treasury_discarded,
        watch_gain=_treasury_watches,
    ),
    spec("wharf", cards=2, buys=1, effect=_stays, at_start=_wharf_at_start),
)
"""Section A's cards."""


# ==== section B (pearl-diver ambassador lookout warehouse cutpurse navigator salvager sea-hag treasure-map
# ==== bazaar explorer ghost-ship pirate sailor sea-witch tide-pools) =======================================


def _pearl_diver(game, player: Player, this: Played):
    # The bottom card of the deck (the discards shuffled into a deck first when it is empty).
    deck = player.deck
    if not deck:
        top = game.take_top(player, asks=True)
        if top is None:
            return
        deck.append(top)
    if len(deck) < 2:
        return  # one card is both the top and the bottom card: nothing to move
    bottom = deck[0]
    # The card is the decision's one option (seen by its player alone), so a program reads it on the wire.
    chosen = yield Decision(
        player.name,
        "pearl-diver",
        "topdeck",
        (bottom,),
        0,
        1,
        "revealed",
        f"the bottom card of your deck is {bottom}: you may put it on top of your deck",
        upfront=False,
    )
    if chosen and not player.gone and deck and deck[0] == bottom:
        deck.append(deck.pop(0))
        player._deck_view = None
        game.emit("topdeck", player, (), count=1)


AMBASSADOR_RETURNS = 2
"""Most copies of the revealed card Ambassador returns to the supply."""


def return_to_supply(game, player: Player, cards: list[str] | tuple[str, ...]) -> None:
    """`player` puts `cards` from its hand back onto their supply piles (Ambassador); event ``return``
    (public). Raises ValueError for a card not in the hand or whose pile is not in the supply. The move is
    the core's (`Game.return_to_supply`: a card of a mixed pile goes on its top)."""
    game.return_to_supply(player, cards)


def _ambassador(game, player: Player, this: Played):
    if not player.hand:
        return
    shown = yield Decision(
        player.name,
        "ambassador",
        "reveal",
        sort_cards(player.hand),
        1,
        1,
        "hand",
        "reveal a card from your hand: you may return up to 2 copies of it to the supply, and each other "
        "player gains one",
        rule="ambassador reveals one card of your hand",
    )
    if not shown or player.gone:
        return
    card = shown[0]
    game.emit("reveal", player, (card,))
    if card not in game.piles and game.mixed_pile_of(card) is None:
        return  # not a card of a supply pile: nothing is returned and nobody gains (our ruling)
    # A Ruins or a Knight that is not its pile's top card is returned too: onto the top of its pile (the
    # rulings of Ambassador and of the Ruins); the others gain a copy only while one is the top card.
    copies = min(AMBASSADOR_RETURNS, player.hand.count(card))
    returned = yield Decision(
        player.name,
        "ambassador",
        "return",
        (card,) * copies,
        0,
        copies,
        "hand",
        f"return 0 to {copies} {card} from your hand to the supply",
        rule=f"ambassador returns only copies of the revealed {card}, at most 2",
    )
    if player.gone:
        return
    return_to_supply(game, player, returned)
    for victim in victims(game, player, "ambassador"):
        if (yield from unaffected(game, victim, player, "ambassador")):
            continue
        yield from game.gain(victim, card)


def _lookout(game, player: Player, this: Played):
    look_at_top(game, player, 3)  # looked at: not revealed to the others
    steps = (("trash", "trash one of the cards you looked at"), ("discard", "discard one of the others"))
    for kind, prompt in steps:
        if not player.aside:
            return
        chosen = yield Decision(
            player.name,
            "lookout",
            kind,
            sort_cards(player.aside),
            1,
            1,
            "revealed",
            prompt,
            rule=f"lookout {'trashes' if kind == 'trash' else 'discards'} one of the cards it looked at",
        )
        if player.gone:
            return
        if kind == "trash":
            yield from game.trash_cards(player, chosen, source="aside")
        else:
            yield from game.discard(player, chosen, source="aside")
    game.topdeck_aside(player, list(player.aside))


WAREHOUSE_DISCARDS = 3
"""Cards Warehouse discards (all of the hand when it holds fewer)."""


def _warehouse(game, player: Player, this: Played):
    count = min(WAREHOUSE_DISCARDS, len(player.hand))
    if not count:
        return
    chosen = yield from_hand(
        player, "warehouse", "discard", count, count, f"discard {count} cards", upfront=False
    )
    yield from game.discard(player, chosen)


def _cutpurse(game, player: Player, this: Played):
    for victim in victims(game, player, "cutpurse"):
        if (yield from unaffected(game, victim, player, "cutpurse")):
            continue
        if "copper" in victim.hand:
            yield from game.discard(victim, ("copper",))  # no choice: every copper is alike
        else:
            game.emit("reveal", victim, tuple(sort_cards(victim.hand)))


NAVIGATOR_LOOKS = 5
"""Cards Navigator looks at."""


def _navigator(game, player: Player, this: Played):
    yield from discard_or_put_back(game, player, "navigator", NAVIGATOR_LOOKS)


def _salvager(game, player: Player, this: Played):
    if not player.hand:
        return
    chosen = yield from_hand(
        player,
        "salvager",
        "trash",
        1,
        1,
        "trash a card from your hand for coins equal to its cost",
        upfront=False,
    )
    if not chosen or player.gone:
        return
    coins = game.cost(chosen[0])  # the cost as the game computes it now (a Bridge played: 1 less)
    yield from game.trash_cards(player, chosen)
    game.coins += coins


def _sea_hag(game, player: Player, this: Played):
    for victim in victims(game, player, "sea-hag"):
        if (yield from unaffected(game, victim, player, "sea-hag")):
            continue
        card = game.take_top(victim, asks=True)
        if card is not None:
            yield from game.discard(victim, (card,), source=None)
        yield from game.gain(victim, "curse", to="deck")


TREASURE_MAP_GOLDS = 4
"""Golds gained onto the deck when two Treasure Maps are trashed."""


def _treasure_map(game, player: Player, this: Played):
    trashed = 0
    if not this.moved:
        this.moved = True
        yield from game.trash_cards(player, ("treasure-map",), source="plays")
        trashed += 1
    if "treasure-map" in player.hand:
        yield from game.trash_cards(player, ("treasure-map",))
        trashed += 1
    if trashed == 2:
        for _ in range(TREASURE_MAP_GOLDS):
            if not (yield from game.gain(player, "gold", to="deck")):
                break


def _explorer(game, player: Player, this: Played):
    shown: tuple[str, ...] = ()
    if "province" in player.hand:
        shown = yield Decision(
            player.name,
            "explorer",
            "reveal",
            ("province",),
            0,
            1,
            "hand",
            "you may reveal a province from your hand to gain a gold to your hand instead of a silver",
            rule="explorer reveals a province",
        )
        if player.gone:
            return
    if shown:
        game.emit("reveal", player, ("province",))
    yield from game.gain(player, "gold" if shown else "silver", to="hand")


GHOST_SHIP_HAND = 3
"""Cards a Ghost Ship's victim keeps in hand."""


def _ghost_ship(game, player: Player, this: Played):
    for victim in victims(game, player, "ghost-ship"):
        if (yield from unaffected(game, victim, player, "ghost-ship")):
            continue
        count = len(victim.hand) - GHOST_SHIP_HAND
        if count <= 0:
            continue
        chosen = yield Decision(
            victim.name,
            "ghost-ship",
            "topdeck",
            sort_cards(victim.hand),
            count,
            count,
            "hand",
            f"put {count} card{'' if count == 1 else 's'} from your hand onto your deck, down to 3 in hand "
            "(the first chosen ends on top)",
            ordered=True,
            target=player.name,
            rule="ghost-ship leaves 3 cards in hand",
        )
        if victim.gone:
            continue
        game.topdeck_from_hand(victim, chosen)


PIRATE_GAINS = 6
"""Pirate gains a treasure costing up to this many coins."""


def _pirate(game, player: Player, this: Played):
    game.stay(player, this)
    return
    yield


def _pirate_at_start(game, player: Player, this: Played):
    chosen = yield gain_decision(
        game, player, "pirate", PIRATE_GAINS, types=TREASURE, to="hand", upfront=False
    )
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0], to="hand")


def _pirate_concerned(game, owner: Player, gained: Gained) -> bool:
    """Pirate reacts only to a treasure gained (this game's treasures)."""
    return gained.card in game.values


def _pirate_reacts(game, owner: Player, card: str, gained: Gained):
    # Any player's gain of a treasure (this game's treasures: a Charlatan's Curse too); each Pirate of the
    # hand may be played, one after another.
    if gained.card not in game.values:
        return
    while "pirate" in owner.hand and not owner.gone:
        chosen = yield Decision(
            owner.name,
            "pirate",
            "play",
            ("pirate",),
            0,
            1,
            "hand",
            f"{gained.player} gained a {gained.card}: you may play a pirate from your hand (at the start of "
            "your next turn it gains you a treasure costing up to 6 to your hand)",
            target=None if gained.player == owner.name else gained.player,
            rule="pirate may play only a pirate of your hand",
        )
        if not chosen or owner.gone or "pirate" not in owner.hand:
            return
        this = game.put_in_play(owner, "pirate")
        if owner is game.player:
            yield from game.resolve(owner, this)  # on its own turn: an action played (Conspirator counts it)
        else:
            owner.durations.append("pirate")  # in play outside its owner's turn: shown as a duration
            yield from _pirate(game, owner, this)


SAILOR_COINS = 2
"""Coins Sailor gives at the start of the next turn."""


def _sailor(game, player: Player, this: Played):
    # Each play (a Throne Room's two) may play one gained duration card this turn: counted in the memo.
    if this.memo.get("turn") != game.turn:
        this.memo.update(turn=game.turn, uses=0, offered=None)
    this.memo["uses"] += 1
    game.stay(player, this)
    # "Once this turn": an effect of the play, not of a Sailor in play (one Band of Misfits played from the
    # supply works too); each play registers one watcher, and the first to run offers for every play.
    game.watch_this_turn(player, "sailor", gain=_sailor_watches)
    return
    yield


def _sailor_at_start(game, player: Player, this: Played):
    game.coins += SAILOR_COINS
    if player.hand:
        chosen = yield from_hand(
            player, "sailor", "trash", 0, 1, "you may trash a card from your hand", upfront=False
        )
        if chosen and not player.gone:
            yield from game.trash_cards(player, chosen)


def _sailor_watches(game, owner: Player, card: str, gained: Gained):
    if owner is not game.player or gained.moved or gained.to not in ("discards", "hand", "deck"):
        return
    if DURATION not in game.types(gained.card):
        return
    # The Sailors played this turn that have not played a gained card yet (one per play).
    ready = [
        entry.this
        for entry in owner.staying
        if entry.this.card == "sailor"
        and entry.this.memo.get("turn") == game.turn
        and entry.this.memo["uses"]
    ]
    ready = list({id(this): this for this in ready}.values())
    if not ready or any(this.memo.get("offered") is gained for this in ready):
        return  # none left, or this gain was offered already (the watcher runs once per Sailor play)
    for this in ready:
        this.memo["offered"] = gained
    chosen = yield choose(
        owner,
        "sailor",
        ("play",),
        f"you gained a {gained.card}: your sailor lets you play it now",
        optional=True,
    )
    if not chosen or owner.gone or gained.moved:
        return
    place = {"discards": owner.discards, "hand": owner.hand, "deck": owner.deck}[gained.to]
    if gained.card not in place:
        return  # lost track of it
    place.pop(len(place) - 1 - place[::-1].index(gained.card))
    owner._deck_view = owner._discards_view = None
    gained.to = ""
    gained.moved = True
    ready[0].memo["uses"] -= 1
    buy_phase = game.buying  # a treasure played or a card bought: its +actions play nothing more
    if ACTION in SPECS[gained.card].types:
        played = game.put_in_play(owner, gained.card, source=None)
        yield from game.resolve(owner, played)
    else:
        yield from game.play_treasure(owner, gained.card, source=None)
    if buy_phase:
        game.actions = 0


def _sea_witch(game, player: Player, this: Played):
    for victim in victims(game, player, "sea-witch"):
        if (yield from unaffected(game, victim, player, "sea-witch")):
            continue
        yield from game.gain(victim, "curse")
    game.stay(player, this)


def _discard_two(game, player: Player, card: str):
    count = min(2, len(player.hand))
    if count:
        chosen = yield from_hand(
            player,
            card,
            "discard",
            count,
            count,
            f"discard {count} card{'' if count == 1 else 's'}",
            upfront=False,
        )
        if not player.gone:
            yield from game.discard(player, chosen)


def _sea_witch_at_start(game, player: Player, this: Played):
    game.draw(player, 2)
    yield from _discard_two(game, player, "sea-witch")


def _tide_pools(game, player: Player, this: Played):
    game.stay(player, this)
    return
    yield


def _tide_pools_at_start(game, player: Player, this: Played):
    yield from _discard_two(game, player, "tide-pools")


CARDS_B: tuple[CardSpec, ...] = (
    spec("pearl-diver", cards=1, actions=1, effect=_pearl_diver),
    spec("ambassador", effect=_ambassador),
    spec("lookout", actions=1, effect=_lookout),
    spec("warehouse", cards=3, actions=1, effect=_warehouse),
    spec("cutpurse", coins=2, effect=_cutpurse),
    spec("navigator", coins=2, effect=_navigator),
    spec("salvager", buys=1, effect=_salvager),
    spec("sea-hag", effect=_sea_hag),
    spec("treasure-map", effect=_treasure_map),
    spec("bazaar", cards=1, actions=2, coins=1),
    spec("explorer", effect=_explorer),
    spec("ghost-ship", cards=2, effect=_ghost_ship),
    spec(
        "pirate",
        effect=_pirate,
        at_start=_pirate_at_start,
        react_gain=_pirate_reacts,
        react_gain_when=_pirate_concerned,
    ),
    spec("sailor", actions=1, effect=_sailor, at_start=_sailor_at_start),
    spec("sea-witch", cards=2, effect=_sea_witch, at_start=_sea_witch_at_start),
    spec("tide-pools", cards=3, actions=1, effect=_tide_pools, at_start=_tide_pools_at_start),
)
"""Section B's cards."""


SET_SPECS: tuple[CardSpec, ...] = FIRST + CARDS_A + CARDS_B
"""Every Seaside card whose rules are built."""
