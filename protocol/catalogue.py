"""The card catalogue: every card of the Dominion sets this project knows, one `CardFacts` row each.

    from protocol.catalogue import CATALOGUE, card, kingdom_cards

    card("King's Court").cost == 7           # a title or a wire name; UnknownCard says "did you mean"
    [c.name for c in kingdom_cards("intrigue", 2)][:3]

It holds the facts printed on a card, the same in every game: wire name, printed title, set and editions,
cost (coins and potion), types, pile size by player count, supply or not, kingdom or not, the randomizer's
categories (`referee kingdom`) and a one-line text in our own words. What a card *does* is the rules core's
(`referee.rules`), which plays every card of the catalogue.

A leaf: it imports nothing of the project, so every protocol version, the rules, the randomizer, strategy
files and docs read card names and facts from here and nowhere else. The sets are Base, Intrigue, Seaside,
Alchemy, Prosperity, Cornucopia, Hinterlands, Dark Ages, Guilds, the promos of 2009-2014, Adventures (its
kingdom cards and Traveller upgrades) and Empires (its kingdom cards, split piles and Castles; events and
landmarks are landscapes, `LANDSCAPES`), each edition
that the public card database of the `domdiv` package knows (tests/protocol/test_catalogue.py checks every
cost, type and set against it). Cornucopia's and Guilds' second edition is one box, "Cornucopia & Guilds"
(2024); its cards keep the set of their first edition. The texts and types describe the latest edition or
errata of a card (a card whose types an errata changed keeps its first printing's in `first_types`).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

SETS: tuple[str, ...] = (
    "base",
    "intrigue",
    "seaside",
    "alchemy",
    "prosperity",
    "cornucopia",
    "hinterlands",
    "dark-ages",
    "guilds",
    "promo",
    "adventures",
    "empires",
)
"""Every set, in the order they were published (the order of `CATALOGUE`), but for Adventures (2015) and
Empires (2016), which come after the promos of 2009-2014 so that no earlier card moves in the catalogue's
order (the randomizer's draws depend on it)."""

LATER_SETS: tuple[str, ...] = SETS[SETS.index("promo") + 1 :]
"""The sets after the promos of 2009-2014 (Adventures, Empires): protocol v5 names none of their cards, v6
adds them, and no game's set-up draws them before (a Bane, a pile aside, the Black Market deck)."""

SET_TITLES: dict[str, str] = {
    "base": "Dominion",
    "intrigue": "Intrigue",
    "seaside": "Seaside",
    "alchemy": "Alchemy",
    "prosperity": "Prosperity",
    "cornucopia": "Cornucopia",
    "hinterlands": "Hinterlands",
    "dark-ages": "Dark Ages",
    "guilds": "Guilds",
    "promo": "Promotional cards",
    "adventures": "Adventures",
    "empires": "Empires",
}
"""Set -> its printed name."""

SET_EDITIONS: dict[str, dict[int, str]] = {
    "base": {1: "first edition (2008)", 2: "second edition (2016)"},
    "intrigue": {1: "first edition (2009)", 2: "second edition (2016)"},
    "seaside": {1: "first edition (2009)", 2: "second edition (2022)"},
    "alchemy": {1: "(2010)"},
    "prosperity": {1: "first edition (2010)", 2: "second edition (2022)"},
    "cornucopia": {1: "first edition (2011)", 2: "second edition, in Cornucopia & Guilds (2024)"},
    "hinterlands": {1: "first edition (2011)", 2: "second edition (2022)"},
    "dark-ages": {1: "(2012)"},
    "guilds": {1: "first edition (2013)", 2: "second edition, in Cornucopia & Guilds (2024)"},
    "promo": {1: "(2009-2014)"},
    "adventures": {1: "(2015)"},
    "empires": {1: "(2016)"},
}
"""Set -> edition -> that edition's box in words. A set with one edition has only edition 1."""

ACTION = "action"
TREASURE = "treasure"
VICTORY = "victory"
CURSE = "curse"
ATTACK = "attack"
REACTION = "reaction"
DURATION = "duration"
COMMAND = "command"
"""The type of the cards that play another card without moving it (Band of Misfits, the current Prince); they
never play each other (the 2019 rules)."""
RESERVE = "reserve"
"""The type of the cards that go onto their owner's Tavern mat when played and are called from it at a moment
their text names (Adventures)."""
TRAVELLER = "traveller"
"""The type of the cards that may be exchanged for the next card of their line when discarded from play
(Adventures: Page, Peasant and their upgrades)."""
GATHERING = "gathering"
"""The type of the cards that put VP tokens on their own supply pile (Empires: Farmers' Market, Temple, Wild
Hunt)."""
CASTLE = "castle"
"""The type of the eight cards of the Castles pile (Empires)."""

TYPE_ORDER: tuple[str, ...] = (
    ACTION,
    TREASURE,
    VICTORY,
    CURSE,
    ATTACK,
    REACTION,
    DURATION,
    "prize",
    "reward",
    "ruins",
    "shelter",
    "looter",
    "knight",
    "command",
    "reserve",
    "traveller",
    "gathering",
    "castle",
)
"""Every card type of the catalogue, lowercase, in the order lists of them are written."""

TYPES: frozenset[str] = frozenset(TYPE_ORDER)
"""Every card type of the catalogue, lowercase."""


@dataclass(frozen=True, slots=True)
class CardFacts:
    """One card's printed facts (the interface agreed with the randomizer: these names never change)."""

    name: str
    """Wire name: lowercase ASCII letters and hyphens (``"kings-court"``, ``"philosophers-stone"``)."""
    title: str
    """Printed name (``"King's Court"``)."""
    set: str
    """One of `SETS`."""
    editions: frozenset[int]
    """Editions of its set whose box holds the card: {1}, {2} or {1, 2}; a set with one edition: {1}."""
    cost: int
    """Printed cost in coins (Peddler 8; a Prize 0; an overpay card its price before overpaying)."""
    potion: bool
    """The cost also has a Potion."""
    types: frozenset[str]
    """Lowercase types, from `TYPES`."""
    pile: tuple[int, int, int]
    """Size of its own pile with 2, 3 and 4 players; (0, 0, 0): no pile of its own (a Prize, a Shelter,
    one Knight, one Ruins, one Castle or the bottom half of a split pile, which are in the pile of
    `part_of`). A split pile's top card gives the whole pile's size (10: 5 of it on 5 of its bottom half)."""
    supply: bool
    """Its pile (or the pile of `part_of`) is in the supply. False: a non-supply pile (Spoils, Madman,
    Mercenary) or no pile (Prizes, Rewards, Shelters)."""
    kingdom: bool
    """A kingdom card: one the randomizer may draw (a Knights pile is one; a single Knight is not)."""
    categories: frozenset[str]
    """The randomizer's categories (docs/kingdoms.md); the `randomizer` branch owns them."""
    text: str
    """What the card does, in one line of our own words (latest edition)."""
    part_of: str = ""
    """The wire name of the mixed pile holding this card (``"knights"``, ``"ruins"``, ``"castles"``; the
    bottom half of a split pile: its top card, ``"encampment"`` for Plunder), else empty."""
    overpay: bool = False
    """You may pay more than its cost when buying it (Guilds' "+" costs)."""
    first_types: frozenset[str] = frozenset()
    """The types of its first printing, where an errata changed them (Prince: an action only until its 2022
    errata made it an action, duration and command); empty: the same as `types`. A first-edition game plays
    that printing (`referee.rules.game.Game.types`)."""
    debt: int = 0
    """The debt in its cost (Empires: Engineer 4, City Quarter 8, Fortune 8 with its 8 coins; else 0); no
    card changes it (docs/landscapes.md, "Buying")."""

    @property
    def set_title(self) -> str:
        """The printed name of its set (``"Dark Ages"``)."""
        return SET_TITLES[self.set]


class UnknownCard(KeyError):
    """A name that is no card of the catalogue; the message suggests the closest card name."""

    def __init__(self, text: str, suggestion: str = "") -> None:
        super().__init__(text)
        self.text = text
        self.suggestion = suggestion

    def __str__(self) -> str:
        hint = f": did you mean {self.suggestion}?" if self.suggestion else ""
        return f"unknown card {self.text!r}{hint}"


# ---- the rows, set by set --------------------------------------------------------------------------------

_EDITIONS = {1: frozenset({1}), 2: frozenset({2}), 12: frozenset({1, 2})}


def wire_name(title: str) -> str:
    """The wire name of printed title `title`: lowercase, apostrophes dropped, words joined by hyphens
    (``"King's Court"`` -> ``"kings-court"``, ``"Ill-Gotten Gains"`` -> ``"ill-gotten-gains"``)."""
    return "-".join(title.lower().replace("'", "").replace("-", " ").split())


def _c(title: str, cost: int, types: str, editions: int, text: str, **kw: Any) -> dict[str, Any]:
    row = {"title": title, "cost": cost, "types": types, "editions": editions, "text": text}
    row.update(kw)
    return row


def _block(set_name: str, *rows: dict[str, Any]) -> list[CardFacts]:
    facts = []
    for row in rows:
        row = dict(row)
        types = frozenset(row.pop("types").split())
        kingdom = row.pop("kingdom", True)
        pile = row.pop("pile", None)
        if pile is None:
            pile = ((8, 12, 12) if VICTORY in types else (10, 10, 10)) if kingdom else (0, 0, 0)
        facts.append(
            CardFacts(
                name=wire_name(row["title"]),
                title=row.pop("title"),
                set=set_name,
                editions=_EDITIONS[row.pop("editions")],
                cost=row.pop("cost"),
                potion=row.pop("potion", False),
                types=types,
                pile=pile,
                supply=row.pop("supply", True),
                kingdom=kingdom,
                categories=frozenset(row.pop("cat", "").split()),
                text=row.pop("text"),
                first_types=frozenset(row.pop("first_types", "").split()),
                **row,
            )
        )
    return facts


_VICTORY_PILE = (8, 12, 12)
_KNIGHT = "action attack knight"
_KNIGHT_ATTACK = "then the Knight attack (see Knights)."
_UPGRADE = {"kingdom": False, "supply": False, "pile": (5, 5, 5)}
"""A Traveller's upgrade (Adventures): a non-supply pile of 5, reached only by exchange (its cost is printed
but it is never bought)."""

_ROWS: list[CardFacts] = [
    *_block(
        "base",
        _c("Copper", 0, "treasure", 12, "+1 coin.", pile=(46, 39, 32), kingdom=False),
        _c("Silver", 3, "treasure", 12, "+2 coins.", pile=(40, 40, 40), kingdom=False),
        _c("Gold", 6, "treasure", 12, "+3 coins.", pile=(30, 30, 30), kingdom=False),
        _c("Estate", 2, "victory", 12, "1 victory point.", pile=_VICTORY_PILE, kingdom=False),
        _c("Duchy", 5, "victory", 12, "3 victory points.", pile=_VICTORY_PILE, kingdom=False),
        _c("Province", 8, "victory", 12, "6 victory points.", pile=_VICTORY_PILE, kingdom=False),
        _c("Curse", 0, "curse", 12, "-1 victory point.", pile=(10, 20, 30), kingdom=False),
        _c(
            "Adventurer",
            6,
            "action",
            1,
            "Reveal your deck's cards one by one until 2 treasures have turned up; take those 2 into your "
            "hand and discard the rest of what you revealed.",
            cat="draw",
        ),
        _c(
            "Artisan",
            6,
            "action",
            2,
            "Gain into your hand a card costing at most 5, then put a card from your hand on top of your "
            "deck.",
            cat="gainer",
        ),
        _c(
            "Bandit",
            5,
            "action attack",
            2,
            "Gain a Gold. Each opponent shows the top two cards of their deck, trashes one shown treasure "
            "that is not a Copper (they pick), and discards the others.",
            cat="attack gainer",
        ),
        _c(
            "Bureaucrat",
            4,
            "action attack",
            12,
            "Gain a Silver onto your deck. Every other player puts a victory card from their hand onto "
            "their deck, or reveals a hand without one.",
            cat="attack gainer",
        ),
        _c(
            "Cellar",
            2,
            "action",
            12,
            "+1 action. Discard as many cards as you like, then draw one card for each.",
        ),
        _c(
            "Chancellor",
            3,
            "action",
            1,
            "Gives 2 coins; you may then move your whole draw pile onto your discard pile at once.",
            cat="economy",
        ),
        _c("Chapel", 2, "action", 12, "Trash as many as 4 of the cards in your hand.", cat="trasher"),
        _c(
            "Council Room",
            5,
            "action",
            12,
            "Draw four cards and take an extra buy; every other player draws one card.",
            cat="draw plus-buy",
        ),
        _c("Feast", 4, "action", 1, "Trash this. Gain a card that costs at most 5.", cat="gainer"),
        _c("Festival", 5, "action", 12, "+2 actions, +1 buy, +2 coins.", cat="economy plus-buy village"),
        _c(
            "Gardens",
            4,
            "victory",
            12,
            "Worth 1 victory point per 10 cards you have (round down).",
            cat="alt-victory",
        ),
        _c(
            "Harbinger",
            3,
            "action",
            2,
            "Draw a card, take another action, and you may move one card from your discard pile to the top "
            "of your deck.",
        ),
        _c("Laboratory", 5, "action", 12, "+2 cards, +1 action.", cat="draw"),
        _c(
            "Library",
            5,
            "action",
            12,
            "Draw until you hold seven cards; you may set aside any action drawn on the way, and discard "
            "the set-aside cards at the end.",
            cat="draw",
        ),
        _c("Market", 5, "action", 12, "+1 coin, +1 card, +1 action, +1 buy.", cat="economy plus-buy"),
        _c(
            "Merchant",
            3,
            "action",
            2,
            "Draw a card and take another action; your first Silver played this turn makes 1 extra coin.",
            cat="economy",
        ),
        _c(
            "Militia",
            4,
            "action attack",
            12,
            "+2 coins. Every other player discards until they hold 3 cards.",
            cat="attack economy hand-size-attack",
        ),
        _c(
            "Mine",
            5,
            "action",
            12,
            "You may trash a treasure from hand and gain into your hand a treasure costing at most 3 more.",
            cat="gainer trasher",
        ),
        _c(
            "Moat",
            2,
            "action reaction",
            12,
            "+2 cards. If another player plays an attack, showing this from your hand makes you immune to "
            "it.",
            cat="draw reaction",
        ),
        _c(
            "Moneylender",
            4,
            "action",
            12,
            "You may trash one of your Coppers in hand for +3 coins.",
            cat="economy trasher",
        ),
        _c(
            "Poacher",
            4,
            "action",
            2,
            "Draw a card, take another action, get 1 coin, then discard one card for each supply pile that "
            "is empty.",
            cat="economy",
        ),
        _c(
            "Remodel",
            4,
            "action",
            12,
            "Trash one card from hand and gain a card costing at most 2 more than it.",
            cat="gainer trasher",
        ),
        _c(
            "Sentry",
            5,
            "action",
            2,
            "Draw a card, take another action, then look at your top two cards: trash any, discard any, "
            "and return the others on top in an order you choose.",
            cat="trasher",
        ),
        _c("Smithy", 4, "action", 12, "+3 cards.", cat="draw"),
        _c(
            "Spy",
            4,
            "action attack",
            1,
            "+1 card, +1 action. Every player, you included, reveals their top card; you choose for each "
            "whether it is discarded or put back.",
            cat="attack",
        ),
        _c(
            "Thief",
            4,
            "action attack",
            1,
            "Each opponent shows their top two cards; you pick one treasure among them to trash and may "
            "take any trashed ones; they discard the rest.",
            cat="attack gainer",
        ),
        _c("Throne Room", 4, "action", 12, "You may play an action from your hand two times."),
        _c(
            "Vassal",
            3,
            "action",
            2,
            "+2 coins. Discard your top card; if it is an action, you may play it.",
            cat="economy",
        ),
        _c("Village", 3, "action", 12, "+1 card, +2 actions.", cat="village"),
        _c(
            "Witch",
            5,
            "action attack",
            12,
            "+2 cards. Every other player gains a Curse.",
            cat="attack curser draw",
        ),
        _c("Woodcutter", 3, "action", 1, "+1 buy, +2 coins.", cat="economy plus-buy"),
        _c("Workshop", 3, "action", 12, "Gain a card that costs at most 4.", cat="gainer"),
    ),
    *_block(
        "intrigue",
        _c(
            "Courtyard",
            2,
            "action",
            12,
            "+3 cards. Put a card from your hand onto your deck.",
            cat="draw",
        ),
        _c(
            "Lurker",
            2,
            "action",
            2,
            "+1 action. Either gain an action card from the trash or trash one from the supply.",
            cat="gainer",
        ),
        _c(
            "Pawn",
            2,
            "action",
            12,
            "Pick two different bonuses: +1 card, +1 action, +1 coin or +1 buy.",
            cat="economy plus-buy",
        ),
        _c(
            "Secret Chamber",
            2,
            "action reaction",
            1,
            "Discard any number of cards for +1 coin each. When another player plays an attack, showing "
            "this from your hand lets you draw 2 cards and then put 2 cards from your hand onto your deck.",
            cat="economy reaction",
        ),
        _c(
            "Great Hall",
            3,
            "action victory",
            1,
            "+1 card, +1 action. Worth 1 victory point.",
            cat="alt-victory",
        ),
        _c(
            "Masquerade",
            3,
            "action",
            12,
            "+2 cards. At once, each player holding cards passes one to the next player on their left who "
            "holds cards; afterwards you may trash one card from your hand.",
            cat="draw trasher",
        ),
        _c(
            "Shanty Town",
            3,
            "action",
            12,
            "+2 actions. Reveal your hand; if it holds no action card, +2 cards.",
            cat="village",
        ),
        _c(
            "Steward",
            3,
            "action",
            12,
            "Choose: +2 cards, +2 coins, or trash two cards from your hand.",
            cat="draw economy trasher",
        ),
        _c(
            "Swindler",
            3,
            "action attack",
            12,
            "+2 coins. Each other player trashes their top card and gains a card of the same cost that you "
            "pick.",
            cat="attack economy",
        ),
        _c(
            "Wishing Well",
            3,
            "action",
            12,
            "+1 card, +1 action. Name a card and reveal your top card; if it is the card you named, it goes "
            "into your hand.",
        ),
        _c(
            "Baron",
            4,
            "action",
            12,
            "+1 buy. Discard an Estate for +4 coins if you want; otherwise gain an Estate.",
            cat="economy gainer plus-buy",
        ),
        _c(
            "Bridge",
            4,
            "action",
            12,
            "+1 buy, +1 coin. This turn, cards cost 1 coin less (never below 0).",
            cat="economy plus-buy",
        ),
        _c(
            "Conspirator",
            4,
            "action",
            12,
            "+2 coins. If this is at least your third action played this turn, +1 card and +1 action.",
            cat="economy",
        ),
        _c(
            "Coppersmith",
            4,
            "action",
            1,
            "This turn, each Copper you play gives 1 coin more.",
            cat="economy",
        ),
        _c(
            "Diplomat",
            4,
            "action reaction",
            2,
            "+2 cards, and +2 actions if your hand then has 5 cards or fewer. When another player plays an "
            "attack and you hold 5 or more cards, you may reveal this to draw 2 and then discard 3.",
            cat="draw reaction village",
        ),
        _c(
            "Ironworks",
            4,
            "action",
            12,
            "Gain a card costing up to 4. For its types: action, +1 action; treasure, +1 coin; victory, +1 "
            "card.",
            cat="gainer",
        ),
        _c(
            "Mill",
            4,
            "action victory",
            2,
            "+1 card, +1 action. Discarding 2 cards (if you choose) gives +2 coins. Worth 1 victory point.",
            cat="alt-victory economy",
        ),
        _c(
            "Mining Village",
            4,
            "action",
            12,
            "+1 card, +2 actions. Optionally trash this right away for +2 coins.",
            cat="economy village",
        ),
        _c(
            "Scout",
            4,
            "action",
            1,
            "+1 action. Reveal your top 4 cards; take the victory cards into your hand and put the others "
            "back in any order.",
        ),
        _c(
            "Secret Passage",
            4,
            "action",
            2,
            "+2 cards, +1 action. Put a card from your hand anywhere you like in your deck.",
            cat="draw",
        ),
        _c(
            "Courtier",
            5,
            "action",
            2,
            "Reveal a card from your hand; per type it has, choose a different one of: +1 action, +1 buy, "
            "+3 coins, gain a Gold.",
            cat="economy gainer plus-buy",
        ),
        _c(
            "Duke",
            5,
            "victory",
            12,
            "Worth 1 victory point per Duchy you have.",
            cat="alt-victory",
        ),
        _c(
            "Minion",
            5,
            "action attack",
            12,
            "+1 action. Either +2 coins, or discard your hand and draw 4, and each other player with 5 or "
            "more cards in hand does the same.",
            cat="attack economy hand-size-attack",
        ),
        _c(
            "Patrol",
            5,
            "action",
            2,
            "+3 cards. Reveal your top 4 cards; victory cards and Curses among them go to your hand, the "
            "others back on your deck in any order.",
            cat="draw",
        ),
        _c(
            "Replace",
            5,
            "action attack",
            2,
            "Trash a card from your hand and gain one costing up to 2 more: an action or treasure goes onto "
            "your deck; a victory card makes each other player gain a Curse.",
            cat="attack curser gainer trasher",
        ),
        _c(
            "Saboteur",
            5,
            "action attack",
            1,
            "Each other player reveals cards from their deck until one costs 3 or more; they trash it and "
            "can gain a card that costs up to 2 less, then discard the other revealed ones.",
            cat="attack",
        ),
        _c(
            "Torturer",
            5,
            "action attack",
            12,
            "+3 cards. Each other player either discards 2 cards or gains a Curse into their hand, their "
            "choice.",
            cat="attack curser draw hand-size-attack",
        ),
        _c(
            "Trading Post",
            5,
            "action",
            12,
            "Trash two cards from your hand; if both were trashed, gain a Silver into your hand.",
            cat="gainer trasher",
        ),
        _c(
            "Tribute",
            5,
            "action",
            1,
            "The player to your left reveals and discards their top 2 cards; per differently named one: an "
            "action +2 actions, a treasure +2 coins, a victory card +2 cards.",
            cat="draw economy",
        ),
        _c(
            "Upgrade",
            5,
            "action",
            12,
            "+1 card, +1 action. Pick a card in your hand to trash and gain a card whose cost is exactly 1 "
            "more.",
            cat="gainer trasher",
        ),
        _c(
            "Harem",
            6,
            "treasure victory",
            12,
            "+2 coins. Worth 2 victory points.",
            cat="alt-victory economy",
        ),
        _c(
            "Nobles",
            6,
            "action victory",
            12,
            "Choose: +2 actions or +3 cards. 2 victory points.",
            cat="alt-victory draw village",
        ),
    ),
    *_block(
        "seaside",
        _c(
            "Embargo",
            2,
            "action",
            1,
            "+2 coins. Trash this and put an Embargo token on a supply pile; whoever buys from that pile "
            "gains a Curse per token on it.",
            cat="curser economy",
        ),
        _c(
            "Haven",
            2,
            "action duration",
            12,
            "+1 card, +1 action. Put a card from your hand aside face down; it joins your hand at the start "
            "of your next turn.",
            cat="duration",
        ),
        _c(
            "Lighthouse",
            2,
            "action duration",
            12,
            "+1 action and +1 coin now, +1 coin again when your next turn starts; until then, other "
            "players' attacks do not affect you.",
            cat="duration economy",
        ),
        _c(
            "Native Village",
            2,
            "action",
            12,
            "+2 actions. Either move your top card, face down, onto your Native Village mat, or take all "
            "the cards on that mat into your hand.",
            cat="village",
        ),
        _c(
            "Pearl Diver",
            2,
            "action",
            1,
            "+1 card, +1 action. Look at your bottom card; you may move it to the top of your deck.",
        ),
        _c(
            "Astrolabe",
            3,
            "treasure duration",
            2,
            "Now and when your next turn starts: +1 coin, +1 buy.",
            cat="duration economy plus-buy",
        ),
        _c(
            "Ambassador",
            3,
            "action attack",
            1,
            "Reveal a card in your hand and put up to two copies of it from your hand back in its supply "
            "pile; each other player then gains a copy.",
            cat="attack trasher",
        ),
        _c(
            "Fishing Village",
            3,
            "action duration",
            12,
            "+2 actions, +1 coin now; when your next turn starts, another +1 action and +1 coin.",
            cat="duration economy village",
        ),
        _c(
            "Lookout",
            3,
            "action",
            12,
            "+1 action. Look at your top 3 cards: trash one, discard one, and put the last one back.",
            cat="trasher",
        ),
        _c(
            "Monkey",
            3,
            "action duration",
            2,
            "Until your next turn, draw a card whenever the player on your right gains a card; and when "
            "your next turn starts, draw one.",
            cat="duration",
        ),
        _c(
            "Sea Chart",
            3,
            "action",
            2,
            "+1 card, +1 action. Reveal your top card and take it into your hand if a copy of it is in play.",
        ),
        _c(
            "Smugglers",
            3,
            "action",
            12,
            "Choose a card costing up to 6 that the player on your right gained on their last turn, and "
            "gain a copy.",
            cat="gainer",
        ),
        _c("Warehouse", 3, "action", 12, "+3 cards, +1 action. Discard 3 cards.", cat="draw"),
        _c(
            "Blockade",
            4,
            "action duration attack",
            2,
            "Gain a card costing up to 4, setting it aside, and take it into your hand when your next turn "
            "starts. Until then, whenever another player gains a copy of it during their turn, they also "
            "gain a Curse.",
            cat="attack curser duration gainer",
        ),
        _c(
            "Caravan",
            4,
            "action duration",
            12,
            "Draw a card and take another action now; draw one more card when your next turn begins.",
            cat="duration",
        ),
        _c(
            "Cutpurse",
            4,
            "action attack",
            12,
            "+2 coins. Every other player discards a Copper or shows a hand with no Copper.",
            cat="attack economy hand-size-attack",
        ),
        _c(
            "Island",
            4,
            "action victory",
            12,
            "Put this and a card from your hand on your Island mat, out of your deck for the rest of the "
            "game. Worth 2 victory points.",
            cat="alt-victory",
        ),
        _c(
            "Navigator",
            4,
            "action",
            1,
            "+2 coins. Look at your top 5 cards; discard them all, or put them back in any order.",
            cat="economy",
        ),
        _c(
            "Pirate Ship",
            4,
            "action attack",
            1,
            "Either +1 coin per coin token on your Pirate Ship mat, or each other player reveals their top "
            "2 cards and trashes a treasure of your choice; if any was trashed, add a token to your mat.",
            cat="attack economy",
        ),
        _c(
            "Sailor",
            4,
            "action duration",
            2,
            "Take another action. This turn you may play one duration card as you gain it. Your next turn "
            "begins with 2 coins and an optional trash from your hand.",
            cat="duration economy trasher",
        ),
        _c(
            "Salvager",
            4,
            "action",
            12,
            "+1 buy. Trash one card from your hand for as many coins as it costs.",
            cat="economy plus-buy trasher",
        ),
        _c(
            "Sea Hag",
            4,
            "action attack",
            1,
            "Each other player discards their top card, then gains a Curse onto their deck.",
            cat="attack curser",
        ),
        _c(
            "Tide Pools",
            4,
            "action duration",
            2,
            "Draw three and take another action; when your next turn starts, discard two cards.",
            cat="draw duration",
        ),
        _c(
            "Treasure Map",
            4,
            "action",
            12,
            "Trash it together with another Treasure Map from your hand; if both got trashed, gain 4 Golds "
            "onto your deck.",
            cat="gainer",
        ),
        _c("Bazaar", 5, "action", 12, "+1 card, +2 actions, +1 coin.", cat="economy village"),
        _c(
            "Corsair",
            5,
            "action duration attack",
            2,
            "+2 coins, and draw a card when your next turn starts. Until then, the first Silver or Gold "
            "each other player plays on each of their turns is trashed.",
            cat="attack duration economy",
        ),
        _c(
            "Explorer",
            5,
            "action",
            1,
            "You may reveal a Province from your hand to gain a Gold into your hand; if you don't, gain a "
            "Silver into your hand.",
            cat="gainer",
        ),
        _c(
            "Ghost Ship",
            5,
            "action attack",
            1,
            "+2 cards. Each other player holding 4 or more cards puts cards from their hand onto their deck "
            "until they hold 3.",
            cat="attack draw hand-size-attack",
        ),
        _c(
            "Merchant Ship",
            5,
            "action duration",
            12,
            "+2 coins, and +2 coins again when your next turn starts.",
            cat="duration economy",
        ),
        _c(
            "Outpost",
            5,
            "action duration",
            12,
            "In this turn's clean-up draw only 3 cards; you get an extra turn after this one (never a third "
            "turn in a row).",
            cat="duration",
        ),
        _c(
            "Pirate",
            5,
            "action duration reaction",
            2,
            "When your next turn starts, gain into your hand a treasure costing up to 6. You may play this "
            "from your hand whenever any player gains a treasure.",
            cat="duration gainer reaction",
        ),
        _c(
            "Sea Witch",
            5,
            "action duration attack",
            2,
            "Draw two; every opponent takes a Curse. When your next turn starts, draw two and then discard "
            "two.",
            cat="attack curser draw duration",
        ),
        _c(
            "Tactician",
            5,
            "action duration",
            12,
            "Discard your hand; if at least one card was discarded, your next turn starts with +5 cards, +1 "
            "action and +1 buy.",
            cat="draw duration",
        ),
        _c(
            "Treasury",
            5,
            "action",
            12,
            "+1 card, +1 action, +1 coin. If you gained no victory card this turn, this may go onto your "
            "deck as you discard it from play.",
            cat="economy",
        ),
        _c(
            "Wharf",
            5,
            "action duration",
            12,
            "+2 cards and +1 buy, now and again when your next turn starts.",
            cat="draw duration plus-buy",
        ),
    ),
    *_block(
        "alchemy",
        _c(
            "Potion",
            4,
            "treasure",
            1,
            "+1 Potion, to pay the Potion in a card's cost.",
            pile=(16, 16, 16),
            kingdom=False,
        ),
        _c(
            "Transmute",
            0,
            "action",
            1,
            "Trash a card from your hand and gain: a Duchy if it is an action, a Transmute if a treasure, a "
            "Gold if a victory card.",
            potion=True,
            cat="gainer potion trasher",
        ),
        _c(
            "Vineyard",
            0,
            "victory",
            1,
            "Worth 1 victory point per 3 action cards you have (round down).",
            potion=True,
            cat="alt-victory potion",
        ),
        _c(
            "Herbalist",
            2,
            "action",
            1,
            "+1 buy, +1 coin. When it leaves play in clean-up, one of your treasures in play may go onto "
            "your deck.",
            cat="economy plus-buy",
        ),
        _c(
            "Apothecary",
            2,
            "action",
            1,
            "+1 card, +1 action. Reveal your top 4 cards; take the Coppers and Potions into your hand and "
            "put the rest back in any order.",
            potion=True,
            cat="draw potion",
        ),
        _c(
            "Scrying Pool",
            2,
            "action attack",
            1,
            "+1 action. Each player (you too) reveals their top card and you choose: discard it or put it "
            "back. Then reveal cards until a non-action and take them all into your hand.",
            potion=True,
            cat="attack draw potion",
        ),
        _c(
            "University",
            2,
            "action",
            1,
            "+2 actions, and you may gain an action card that costs at most 5.",
            potion=True,
            cat="gainer potion village",
        ),
        _c(
            "Alchemist",
            3,
            "action",
            1,
            "+2 cards, +1 action. When you discard it from play while a Potion of yours is in play, you may "
            "put it onto your deck.",
            potion=True,
            cat="draw potion",
        ),
        _c(
            "Familiar",
            3,
            "action attack",
            1,
            "Draw a card and take another action; every opponent takes a Curse.",
            potion=True,
            cat="attack curser potion",
        ),
        _c(
            "Philosopher's Stone",
            3,
            "treasure",
            1,
            "When played, +1 coin per 5 cards in your deck and discard pile together (round down).",
            potion=True,
            cat="economy potion",
        ),
        _c(
            "Golem",
            4,
            "action",
            1,
            "Reveal cards until 2 action cards other than Golems; discard the others, then play those two "
            "in either order.",
            potion=True,
            cat="potion",
        ),
        _c(
            "Apprentice",
            5,
            "action",
            1,
            "+1 action. Trash one card in your hand: draw a card per coin of its cost, plus 2 more cards if "
            "its cost includes a Potion.",
            cat="draw trasher",
        ),
        _c(
            "Possession",
            6,
            "action",
            1,
            "After this turn the player on your left takes an extra turn in which you make their decisions "
            "(seeing what they see) and gain what they would gain; cards of theirs that are trashed return "
            "to their discard pile.",
            potion=True,
            cat="potion",
        ),
    ),
    *_block(
        "prosperity",
        _c("Platinum", 9, "treasure", 12, "+5 coins.", pile=(12, 12, 12), kingdom=False),
        _c(
            "Colony",
            11,
            "victory",
            12,
            "10 victory points.",
            pile=_VICTORY_PILE,
            kingdom=False,
        ),
        _c(
            "Loan",
            3,
            "treasure",
            1,
            "+1 coin. Reveal cards from your deck until a treasure turns up; trash or discard that "
            "treasure, and discard the other revealed cards.",
            cat="economy trasher",
        ),
        _c(
            "Trade Route",
            3,
            "action",
            1,
            "+1 buy; +1 coin for each token the Trade Route mat holds; then trash a card from your hand. "
            "(At setup each victory supply pile gets a token, which moves to the mat when a card is first "
            "gained from that pile.)",
            cat="economy plus-buy trasher",
        ),
        _c(
            "Watchtower",
            3,
            "action reaction",
            12,
            "Draw cards until your hand holds 6. When you gain a card, showing this from your hand lets you "
            "trash the gained card or place it on top of your deck.",
            cat="draw reaction",
        ),
        _c(
            "Anvil",
            3,
            "treasure",
            2,
            "+1 coin. You may discard a treasure; if you do, gain a card that costs at most 4.",
            cat="economy gainer",
        ),
        _c(
            "Bishop",
            4,
            "action",
            12,
            "+1 coin, +1 VP token. Trash a card from your hand for VP tokens equal to half its cost "
            "(rounded down); every other player may trash one card from their hand.",
            cat="alt-victory economy trasher",
        ),
        _c(
            "Clerk",
            4,
            "action reaction attack",
            2,
            "+2 coins. Every other player with at least 5 cards in hand puts one of them onto their deck. "
            "When your turn starts, this may be played from your hand.",
            cat="attack economy hand-size-attack reaction",
        ),
        _c(
            "Investment",
            4,
            "treasure",
            2,
            "Trash a card from your hand, then choose: +1 coin, or trash this and reveal your hand to get "
            "+1 VP token for each differently named treasure in it.",
            cat="alt-victory economy trasher",
        ),
        _c("Monument", 4, "action", 12, "+2 coins, +1 VP token.", cat="alt-victory economy"),
        _c(
            "Quarry",
            4,
            "treasure",
            12,
            "+1 coin. As long as it stays in play, every action card costs 2 coins less (never below 0).",
            cat="economy",
        ),
        _c(
            "Talisman",
            4,
            "treasure",
            1,
            "+1 coin. While this is in play, buying a non-victory card costing 4 or less gains you another "
            "copy of it.",
            cat="economy gainer",
        ),
        _c(
            "Tiara",
            4,
            "treasure",
            2,
            "+1 buy. For the rest of the turn, each card you gain may go onto your deck. You may play one "
            "treasure in your hand two times.",
            cat="plus-buy",
        ),
        _c(
            "Worker's Village",
            4,
            "action",
            12,
            "+1 card, +2 actions, +1 buy.",
            cat="plus-buy village",
        ),
        _c(
            "City",
            5,
            "action",
            12,
            "+1 card, +2 actions. If a supply pile is empty, +1 card more; if two or more are, also +1 coin "
            "and +1 buy.",
            cat="village",
        ),
        _c(
            "Charlatan",
            5,
            "action attack",
            2,
            "+3 coins. Every other player gains a Curse. When this card is in the game, Curse is a treasure "
            "too, worth 1 coin.",
            cat="attack curser economy",
        ),
        _c(
            "Collection",
            5,
            "treasure",
            2,
            "+2 coins, +1 buy. This turn, +1 VP token each time you gain an action card.",
            cat="alt-victory economy plus-buy",
        ),
        _c(
            "Contraband",
            5,
            "treasure",
            1,
            "+3 coins, +1 buy. The player on your left names a card, which you may not buy this turn.",
            cat="economy plus-buy",
        ),
        _c(
            "Counting House",
            5,
            "action",
            1,
            "Look through your discard pile and put any number of Coppers from it into your hand.",
            cat="draw",
        ),
        _c(
            "Crystal Ball",
            5,
            "treasure",
            2,
            "+1 coin. Look at your top card; trash it, discard it, play it if it is an action or treasure, "
            "or leave it.",
            cat="economy trasher",
        ),
        _c(
            "Magnate",
            5,
            "action",
            2,
            "Show your hand and draw one card for each treasure you showed.",
            cat="draw",
        ),
        _c(
            "Mint",
            5,
            "action",
            12,
            "Reveal a treasure from your hand if you like, and gain a copy of it. Buying this trashes "
            "every treasure you have in play.",
            cat="gainer",
        ),
        _c(
            "Mountebank",
            5,
            "action attack",
            1,
            "+2 coins. Every other player may discard a Curse; anyone who does not gains a Curse and a "
            "Copper.",
            cat="attack curser economy",
        ),
        _c(
            "Rabble",
            5,
            "action attack",
            12,
            "+3 cards. Every other player reveals their top 3 cards, discards the actions and treasures "
            "among them, and returns the others to the top in an order of their choice.",
            cat="attack draw",
        ),
        _c(
            "Royal Seal",
            5,
            "treasure",
            1,
            "+2 coins. While this is in play, you may put each card you gain onto your deck.",
            cat="economy",
        ),
        _c(
            "Vault",
            5,
            "action",
            12,
            "+2 cards. Discard as many cards as you like for +1 coin each; every other player may discard 2 "
            "cards to draw one.",
            cat="draw economy",
        ),
        _c(
            "Venture",
            5,
            "treasure",
            1,
            "+1 coin. Reveal cards until a treasure; discard the others and play that treasure.",
            cat="economy",
        ),
        _c(
            "War Chest",
            5,
            "treasure",
            2,
            "The player on your left names a card; then gain a card that costs at most 5 and was not named "
            "for a War Chest this turn.",
            cat="gainer",
        ),
        _c(
            "Goons",
            6,
            "action attack",
            1,
            "+1 buy, +2 coins. Every other player discards until they hold 3 cards. While this is in play, "
            "each card you buy gives you +1 VP token.",
            cat="alt-victory attack economy hand-size-attack plus-buy",
        ),
        _c(
            "Grand Market",
            6,
            "action",
            12,
            "+2 coins, +1 card, +1 action, +1 buy. You cannot buy this while you have a Copper in play.",
            cat="economy plus-buy",
        ),
        _c(
            "Hoard",
            6,
            "treasure",
            12,
            "+2 coins. While it is in play, buying a victory card also gains you a Gold.",
            cat="economy gainer",
        ),
        _c(
            "Bank",
            7,
            "treasure",
            12,
            "+1 coin per treasure you have in play, this one included.",
            cat="economy",
        ),
        _c(
            "Expand",
            7,
            "action",
            12,
            "Trash a card from your hand and gain one costing up to 3 more.",
            cat="gainer trasher",
        ),
        _c(
            "Forge",
            7,
            "action",
            12,
            "Trash as many cards from your hand as you like, then gain a card whose cost is exactly the sum "
            "of their costs.",
            cat="gainer trasher",
        ),
        _c(
            "King's Court",
            7,
            "action",
            12,
            "You may play an action card from your hand three times.",
        ),
        _c(
            "Peddler",
            8,
            "action",
            12,
            "+1 card, +1 action, +1 coin. While you are in your buy phase, each action card you have in "
            "play makes this cost 2 coins less.",
            cat="economy",
        ),
    ),
    *_block(
        "cornucopia",
        _c(
            "Hamlet",
            2,
            "action",
            12,
            "+1 card, +1 action. Discarding a card gives +1 action, and discarding another gives +1 buy "
            "(both optional).",
            cat="plus-buy village",
        ),
        _c(
            "Fortune Teller",
            3,
            "action attack",
            1,
            "+2 coins. Each other player reveals cards until a victory card or Curse, puts it on top of "
            "their deck and discards the rest.",
            cat="attack economy",
        ),
        _c(
            "Menagerie",
            3,
            "action",
            12,
            "+1 action. Reveal your hand: no two cards alike, +3 cards; otherwise +1 card.",
            cat="draw",
        ),
        _c(
            "Shop",
            3,
            "action",
            2,
            "+1 card, +1 coin. Then you may play an action in your hand that you have no copy of in play.",
            cat="economy",
        ),
        _c(
            "Farming Village",
            4,
            "action",
            1,
            "+2 actions. Reveal cards until an action or treasure; take it into your hand and discard the "
            "rest.",
            cat="village",
        ),
        _c(
            "Farmhands",
            4,
            "action",
            2,
            "+1 card, +2 actions. On gaining this, you may put aside an action or treasure in your hand, "
            "which you then play when your next turn starts.",
            cat="village",
        ),
        _c(
            "Horse Traders",
            4,
            "action reaction",
            1,
            "+1 buy, +3 coins, discard 2 cards. If another player plays an attack, you may move this out of "
            "your hand and set it aside; when your next turn starts, +1 card and this returns to your "
            "hand.",
            cat="economy plus-buy reaction",
        ),
        _c(
            "Remake",
            4,
            "action",
            12,
            "Do twice: trash a card from your hand and gain one whose cost is exactly 1 more.",
            cat="gainer trasher",
        ),
        _c(
            "Tournament",
            4,
            "action",
            1,
            "+1 action. Every player may reveal a Province; if you reveal one, discard it and gain a Prize "
            "or a Duchy onto your deck; if nobody else reveals one, +1 card and +1 coin.",
            cat="curser economy gainer hand-size-attack",
        ),
        _c(
            "Young Witch",
            4,
            "action attack",
            12,
            "+2 cards, then discard 2. Each other player may reveal the Bane from their hand; one who "
            "doesn't gains a Curse. (Set-up: an extra kingdom pile costing 2 or 3, the Bane.)",
            cat="attack curser draw",
        ),
        _c(
            "Carnival",
            5,
            "action",
            2,
            "Reveal your top 4 cards; put one card of each name among them into your hand and discard the "
            "others.",
            cat="draw",
        ),
        _c(
            "Ferryman",
            5,
            "action",
            2,
            "+2 cards, +1 action, discard a card. (Set-up: an extra kingdom pile costing 3 or 4, not in the "
            "supply; gaining a Ferryman gains one of it.)",
            cat="draw gainer",
        ),
        _c(
            "Harvest",
            5,
            "action",
            1,
            "Reveal and discard your top 4 cards; +1 coin per differently named card among them.",
            cat="economy",
        ),
        _c(
            "Horn of Plenty",
            5,
            "treasure",
            12,
            "Gain a card costing up to the number of differently named cards you have in play (this one "
            "included); if it is a victory card, trash this.",
            cat="gainer",
        ),
        _c(
            "Hunting Party",
            5,
            "action",
            12,
            "+1 card, +1 action. Reveal your hand, then reveal cards until one you have no copy of in hand; "
            "take it into your hand and discard the others.",
            cat="draw",
        ),
        _c(
            "Jester",
            5,
            "action attack",
            12,
            "+2 coins. Each other player discards their top card: a victory card gives them a Curse, "
            "otherwise you choose whether they or you gain a copy of it.",
            cat="attack curser economy gainer",
        ),
        _c(
            "Joust",
            5,
            "action",
            2,
            "+1 card, +1 action, +1 coin. Setting aside a Province from your hand (if you want) gains you a "
            "Reward into your hand; the Province is discarded in clean-up.",
            cat="economy gainer",
        ),
        _c(
            "Fairgrounds",
            6,
            "victory",
            12,
            "Worth 2 victory points per 5 differently named cards you have (round down).",
            cat="alt-victory",
        ),
        _c(
            "Bag of Gold",
            0,
            "action prize",
            1,
            "+1 action. Gain a Gold onto your deck.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Diadem",
            0,
            "treasure prize",
            1,
            "+2 coins, and +1 coin per action you have left unused.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Followers",
            0,
            "action attack prize",
            1,
            "+2 cards and gain an Estate. Every other player gains a Curse, then discards until they hold 3 "
            "cards.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Princess",
            0,
            "action prize",
            1,
            "+1 buy. Cards cost 2 coins less while this is in play, but never less than 0.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Trusty Steed",
            0,
            "action prize",
            1,
            "Pick two different options: +2 cards, +2 actions, +2 coins, or gaining 4 Silvers and moving "
            "your deck into your discard pile.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Coronet",
            0,
            "action treasure reward",
            2,
            "If you like, an action card of your hand that is no Reward is played two times; then, if you "
            "like, such a treasure too.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Courser",
            0,
            "action reward",
            2,
            "Choose two different ones: +2 cards; +2 actions; +2 coins; gain 4 Silvers.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Demesne",
            0,
            "action victory reward",
            2,
            "+2 actions, +2 buys, and gain a Gold. 1 victory point for each Gold you have.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Housecarl",
            0,
            "action reward",
            2,
            "Draw a card for each name among the action cards you have in play, this one included.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Huge Turnip",
            0,
            "treasure reward",
            2,
            "+2 Coffers, then +1 coin per Coffers you have.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Renown",
            0,
            "action reward",
            2,
            "+1 buy. This turn, cards cost 2 coins less (never below 0).",
            kingdom=False,
            supply=False,
        ),
    ),
    *_block(
        "hinterlands",
        _c(
            "Crossroads",
            2,
            "action",
            12,
            "Reveal your hand and draw a card per victory card in it. If this is your first Crossroads "
            "played this turn, +3 actions.",
            cat="draw village",
        ),
        _c(
            "Duchess",
            2,
            "action",
            1,
            "+2 coins. Every player, you included, looks at their top card and either puts it back or "
            "discards it. In games with this, gaining a Duchy lets you gain a Duchess as well (if you "
            "want).",
            cat="economy",
        ),
        _c(
            "Fool's Gold",
            2,
            "treasure reaction",
            12,
            "Worth 1 coin, or 4 when another Fool's Gold was played before it this turn. When another "
            "player gains a Province, trashing this from your hand gains you a Gold onto your deck (if you "
            "want).",
            cat="economy gainer reaction",
        ),
        _c(
            "Develop",
            3,
            "action",
            12,
            "Trash a card from your hand. Then gain two cards, one costing exactly 1 more and one exactly 1 "
            "less than it, putting them onto your deck in either order.",
            cat="gainer trasher",
        ),
        _c(
            "Guard Dog",
            3,
            "action reaction",
            2,
            "+2 cards; if your hand then holds 5 cards or fewer, +2 cards more. When another player plays "
            "an attack, this may be played from your hand first.",
            cat="draw reaction",
        ),
        _c(
            "Oasis",
            3,
            "action",
            12,
            "+1 card, +1 action, +1 coin. Discard a card.",
            cat="economy",
        ),
        _c(
            "Oracle",
            3,
            "action attack",
            1,
            "Each player (you too) reveals their top 2 cards; you choose: they discard both or put them "
            "back in an order they pick. Then +2 cards.",
            cat="attack draw",
        ),
        _c(
            "Scheme",
            3,
            "action",
            12,
            "+1 card, +1 action. In this turn's clean-up, you may put an action card you discard from play "
            "onto your deck.",
        ),
        _c(
            "Tunnel",
            3,
            "victory reaction",
            12,
            "Worth 2 victory points. When you discard this other than in clean-up, you may reveal it to gain "
            "a Gold.",
            cat="alt-victory gainer reaction",
        ),
        _c(
            "Jack of All Trades",
            4,
            "action",
            12,
            "Gain a Silver. Look at your top card; discard it or leave it on top. Fill your hand up to 5 "
            "cards. You may trash one non-treasure from your hand.",
            cat="draw gainer trasher",
        ),
        _c(
            "Noble Brigand",
            4,
            "action attack",
            1,
            "+1 coin. When you buy or play this, every other player reveals their top 2 cards, trashes a "
            "Silver or Gold among them that you pick (you gain it), discards the others, and gains a Copper "
            "if none of them was a treasure.",
            cat="attack economy gainer",
        ),
        _c(
            "Nomad Camp",
            4,
            "action",
            1,
            "+1 buy, +2 coins. A gained Nomad Camp goes onto your deck.",
            cat="economy plus-buy",
        ),
        _c(
            "Nomads",
            4,
            "action",
            2,
            "+1 buy, +2 coins. When you gain or trash this, +2 coins.",
            cat="economy plus-buy",
        ),
        _c(
            "Silk Road",
            4,
            "victory",
            1,
            "Worth 1 victory point per 4 victory cards you have (round down).",
            cat="alt-victory",
        ),
        _c(
            "Spice Merchant",
            4,
            "action",
            12,
            "Trashing a treasure from your hand (optional) lets you choose: +1 buy and +2 coins, or +1 "
            "action and +2 cards.",
            cat="draw economy plus-buy trasher",
        ),
        _c(
            "Trader",
            4,
            "action reaction",
            12,
            "Trash a card from your hand and gain a Silver for each coin of its cost. When you would gain a "
            "card, showing this from your hand lets you gain a Silver instead.",
            cat="gainer reaction trasher",
        ),
        _c(
            "Trail",
            4,
            "action reaction",
            2,
            "Draw a card, take another action. When you gain, trash or discard it outside clean-up, you "
            "may play it at once.",
            cat="reaction",
        ),
        _c(
            "Weaver",
            4,
            "action reaction",
            2,
            "Gain a card costing up to 4, or two Silvers. If you discard this other than during clean-up, "
            "you may play it.",
            cat="gainer reaction",
        ),
        _c(
            "Cache",
            5,
            "treasure",
            1,
            "+3 coins. When you gain this, gain two Coppers.",
            cat="economy",
        ),
        _c(
            "Cartographer",
            5,
            "action",
            12,
            "+1 card, +1 action. Look at your top 4 cards; discard any of them and put the rest back in any "
            "order.",
        ),
        _c(
            "Embassy",
            5,
            "action",
            1,
            "+5 cards, then discard 3. Gaining this gives every other player a Silver.",
            cat="draw",
        ),
        _c(
            "Haggler",
            5,
            "action",
            12,
            "+2 coins. This turn, each card you buy also gains you a cheaper card that is not a victory "
            "card.",
            cat="economy gainer",
        ),
        _c(
            "Highway",
            5,
            "action",
            12,
            "+1 card, +1 action. This turn, cards cost 1 coin less (never below 0).",
        ),
        _c(
            "Ill-Gotten Gains",
            5,
            "treasure",
            1,
            "+1 coin, and you may gain a Copper into your hand. Gaining this gives every other player a "
            "Curse.",
            cat="curser economy",
        ),
        _c(
            "Inn",
            5,
            "action",
            12,
            "+2 cards, +2 actions, then discard 2. On gaining this, shuffle any action cards you choose "
            "from your discard pile into your deck.",
            cat="draw village",
        ),
        _c(
            "Mandarin",
            5,
            "action",
            1,
            "+3 coins. Put one card from your hand onto your deck. When it is gained, every treasure you "
            "have in play goes onto your deck, in an order you choose.",
            cat="economy",
        ),
        _c(
            "Margrave",
            5,
            "action attack",
            12,
            "Draw three and take an extra buy; every opponent draws one, then discards until holding three.",
            cat="attack draw hand-size-attack plus-buy",
        ),
        _c(
            "Stables",
            5,
            "action",
            12,
            "You may discard a treasure for +3 cards and +1 action.",
            cat="draw",
        ),
        _c(
            "Berserker",
            5,
            "action attack",
            2,
            "Gain a card cheaper than this one; each opponent discards until holding three. Gained while "
            "you have an action in play, it plays itself.",
            cat="attack gainer hand-size-attack",
        ),
        _c(
            "Cauldron",
            5,
            "treasure attack",
            2,
            "+2 coins, +1 buy. When you gain your third action card in a turn, every other player gains a "
            "Curse.",
            cat="attack curser economy plus-buy",
        ),
        _c(
            "Souk",
            5,
            "action",
            2,
            "+1 buy, +7 coins, then -1 coin for each card in your hand (not below 0). On gaining this, "
            "trash at most 2 cards from your hand.",
            cat="economy plus-buy trasher",
        ),
        _c(
            "Wheelwright",
            5,
            "action",
            2,
            "+1 card, +1 action. Discarding a card (optional) lets you gain an action card costing no more "
            "than it.",
            cat="gainer",
        ),
        _c(
            "Witch's Hut",
            5,
            "action attack",
            2,
            "+4 cards. Discard 2 cards, revealing them; if both are actions, each other player gains a "
            "Curse.",
            cat="attack curser draw",
        ),
        _c(
            "Border Village",
            6,
            "action",
            12,
            "+1 card, +2 actions. On gaining this, also gain a card that costs less than it.",
            cat="gainer village",
        ),
        _c(
            "Farmland",
            6,
            "victory",
            12,
            "Worth 2 victory points. When you gain this, trash a card from your hand and gain one costing "
            "exactly 2 more, other than a Farmland.",
            cat="alt-victory gainer trasher",
        ),
    ),
    *_block(
        "dark-ages",
        _c(
            "Poor House",
            1,
            "action",
            1,
            "+4 coins. Reveal your hand, then lose 1 coin for each treasure in it (not below 0).",
            cat="economy",
        ),
        _c(
            "Beggar",
            2,
            "action reaction",
            1,
            "Gain 3 Coppers into your hand. If another player plays an attack, you may discard this to gain "
            "2 Silvers, putting one of them onto your deck.",
            cat="gainer reaction",
        ),
        _c(
            "Squire",
            2,
            "action",
            1,
            "+1 coin. Choose: gain a Silver, +2 actions, or +2 buys. When this is trashed, gain an attack "
            "card.",
            cat="economy gainer plus-buy village",
        ),
        _c(
            "Vagrant",
            2,
            "action",
            1,
            "+1 card, +1 action. Reveal your top card; a Curse, Ruins, Shelter or victory card goes into "
            "your hand.",
        ),
        _c(
            "Forager",
            3,
            "action",
            1,
            "+1 buy, +1 action. Choose a card in your hand and trash it; then +1 coin for each differently "
            "named treasure in the trash.",
            cat="economy plus-buy trasher",
        ),
        _c(
            "Hermit",
            3,
            "action",
            1,
            "Trash a non-treasure from your discard pile or hand; gain a card costing up to 3. If you "
            "bought nothing this turn, it is trashed as it leaves play and you gain a Madman.",
            cat="gainer trasher",
        ),
        _c(
            "Market Square",
            3,
            "action reaction",
            1,
            "+1 card, +1 action, +1 buy. Whenever a card of yours is trashed, discarding this from your "
            "hand gains you a Gold (if you want).",
            cat="gainer plus-buy reaction",
        ),
        _c(
            "Sage",
            3,
            "action",
            1,
            "+1 action. Reveal cards until one costing 3 or more; take it into your hand and discard the "
            "rest.",
        ),
        _c(
            "Storeroom",
            3,
            "action",
            1,
            "+1 buy. Discard any number of cards and draw as many; then discard any number for +1 coin each.",
            cat="economy plus-buy",
        ),
        _c(
            "Urchin",
            3,
            "action attack",
            1,
            "+1 card, +1 action. Every other player discards until they hold 4 cards. When you play another "
            "attack while this is in play, you may trash this and gain a Mercenary.",
            cat="attack hand-size-attack trasher",
        ),
        _c(
            "Armory",
            4,
            "action",
            1,
            "Gain a card costing up to 4 onto your deck.",
            cat="gainer",
        ),
        _c(
            "Death Cart",
            4,
            "action looter",
            1,
            "You may trash an action card from your hand, or this, for +5 coins. When you gain this, gain "
            "2 Ruins.",
            cat="economy trasher",
        ),
        _c(
            "Feodum",
            4,
            "victory",
            1,
            "1 victory point for every 3 Silvers you have (round down). Trashing this gains you 3 Silvers.",
            cat="alt-victory",
        ),
        _c(
            "Fortress",
            4,
            "action",
            1,
            "Draw one card, take two more actions. If it is trashed, it returns to your hand instead.",
            cat="village",
        ),
        _c(
            "Ironmonger",
            4,
            "action",
            1,
            "+1 card, +1 action. Reveal your top card and discard it or put it back; an action gives "
            "+1 action, a treasure +1 coin, a victory card +1 card.",
            cat="economy",
        ),
        _c(
            "Marauder",
            4,
            "action attack looter",
            1,
            "Gain a Spoils. Each other player gains a Ruins.",
            cat="attack gainer",
        ),
        _c(
            "Procession",
            4,
            "action",
            1,
            "Pick, if you like, an action of your hand that is not a duration: it is played two times, then "
            "trashed, and you gain an action costing exactly 1 more.",
            cat="gainer",
        ),
        _c(
            "Rats",
            4,
            "action",
            1,
            "+1 card, +1 action. Gain a Rats, then trash a card from your hand that is not a Rats (or "
            "reveal a hand of only Rats). Trashing this gives +1 card.",
            pile=(20, 20, 20),
            cat="gainer trasher",
        ),
        _c(
            "Scavenger",
            4,
            "action",
            1,
            "+2 coins. You may move your deck into your discard pile; then look through your discard pile "
            "and put a card from it onto your deck.",
            cat="economy",
        ),
        _c(
            "Wandering Minstrel",
            4,
            "action",
            1,
            "+1 card, +2 actions. Reveal your top 3 cards; put the actions back in any order and discard the "
            "rest.",
            cat="village",
        ),
        _c(
            "Band of Misfits",
            5,
            "action command",
            1,
            "Play a cheaper non-command action card from the supply, leaving it there.",
        ),
        _c(
            "Bandit Camp",
            5,
            "action",
            1,
            "+1 card, +2 actions. Gain a Spoils.",
            cat="gainer village",
        ),
        _c(
            "Catacombs",
            5,
            "action",
            1,
            "Look at your top 3 cards; either put all 3 into your hand, or discard them and draw 3 cards. "
            "When this is trashed, gain a card that costs less than it.",
            cat="draw",
        ),
        _c(
            "Count",
            5,
            "action",
            1,
            "Choose one: discard 2 cards; put a card from your hand onto your deck; or gain a Copper. Then "
            "choose one: +3 coins; trash your hand; or gain a Duchy.",
            cat="economy gainer trasher",
        ),
        _c(
            "Counterfeit",
            5,
            "treasure",
            1,
            "+1 coin, +1 buy. You may play one treasure in your hand two times and then trash that treasure.",
            cat="economy plus-buy trasher",
        ),
        _c(
            "Cultist",
            5,
            "action attack looter",
            1,
            "Draw two; every opponent takes a Ruins; you may then play another Cultist from your hand. "
            "Trashing it draws you three cards.",
            cat="attack draw",
        ),
        _c(
            "Graverobber",
            5,
            "action",
            1,
            "Choose: onto your deck, gain a card costing 3 to 6 from the trash; or trash an action from "
            "your hand to gain a card that costs at most 3 more.",
            cat="gainer trasher",
        ),
        _c(
            "Junk Dealer",
            5,
            "action",
            1,
            "Draw a card, take another action, get 1 coin, then trash one card from your hand.",
            cat="economy trasher",
        ),
        _c(
            "Knights",
            5,
            "action",
            1,
            "The ten Knights, shuffled into one pile. The Knight attack: each other player reveals their "
            "top 2 cards, trashes one costing 3 to 6 of their choice, and discards the rest; if that trashes "
            "a Knight, the attacking Knight is trashed too.",
            cat="attack hand-size-attack",
        ),
        _c(
            "Mystic",
            5,
            "action",
            1,
            "+1 action, +2 coins. Name a card and reveal your top card; if you named it, put it into your "
            "hand.",
            cat="economy",
        ),
        _c(
            "Pillage",
            5,
            "action attack",
            1,
            "Trash this; then, if it went to the trash, you gain 2 Spoils, and every other player holding 5 "
            "or more cards reveals their hand and discards a card of your choice.",
            cat="attack gainer hand-size-attack",
        ),
        _c(
            "Rebuild",
            5,
            "action",
            1,
            "+1 action. Name a card, then reveal cards from your deck until a victory card other than the "
            "named one; discard the rest, trash the victory card you found, then gain a victory card "
            "costing at most 3 more.",
            cat="gainer",
        ),
        _c(
            "Rogue",
            5,
            "action attack",
            1,
            "+2 coins. If there are cards costing 3 to 6 in the trash, gain one of them. If not, every "
            "other player reveals their top 2 cards, trashes one of them costing 3 to 6 (they choose "
            "which), and discards the other.",
            cat="attack economy gainer",
        ),
        _c(
            "Altar",
            6,
            "action",
            1,
            "Trash a card from your hand, then gain a card that costs at most 5.",
            cat="gainer trasher",
        ),
        _c(
            "Hunting Grounds",
            6,
            "action",
            1,
            "Draw four cards. If it is trashed, gain either a Duchy or three Estates.",
            cat="draw",
        ),
        _c(
            "Ruins",
            0,
            "action ruins",
            1,
            "The five kinds of Ruins, shuffled into one pile, 10 per player after the first; used when a "
            "kingdom card is a looter.",
            pile=(10, 20, 30),
            kingdom=False,
        ),
        _c("Abandoned Mine", 0, "action ruins", 1, "+1 coin.", kingdom=False, part_of="ruins"),
        _c("Ruined Library", 0, "action ruins", 1, "+1 card.", kingdom=False, part_of="ruins"),
        _c("Ruined Market", 0, "action ruins", 1, "+1 buy.", kingdom=False, part_of="ruins"),
        _c(
            "Ruined Village",
            0,
            "action ruins",
            1,
            "+1 action.",
            kingdom=False,
            part_of="ruins",
        ),
        _c(
            "Survivors",
            0,
            "action ruins",
            1,
            "Look at your top 2 cards; discard them both or put them back in any order.",
            kingdom=False,
            part_of="ruins",
        ),
        _c(
            "Hovel",
            1,
            "reaction shelter",
            1,
            "Gaining a victory card lets you trash this from your hand (2022 errata; first printed: buying).",
            kingdom=False,
            supply=False,
        ),
        _c("Necropolis", 1, "action shelter", 1, "+2 actions.", kingdom=False, supply=False),
        _c(
            "Overgrown Estate",
            1,
            "victory shelter",
            1,
            "Worth 0 victory points. When you trash this, +1 card.",
            kingdom=False,
            supply=False,
        ),
        _c(
            "Madman",
            0,
            "action",
            1,
            "+2 actions. Put this back on the Madman pile; if you do, draw a card for each card in your "
            "hand.",
            pile=(10, 10, 10),
            kingdom=False,
            supply=False,
        ),
        _c(
            "Mercenary",
            0,
            "action attack",
            1,
            "You may trash two cards from your hand; if you do, draw two, get 2 coins, and every opponent "
            "discards until holding three.",
            pile=(10, 10, 10),
            kingdom=False,
            supply=False,
        ),
        _c(
            "Spoils",
            0,
            "treasure",
            1,
            "+3 coins. Playing this sends it back to the Spoils pile.",
            pile=(15, 15, 15),
            kingdom=False,
            supply=False,
        ),
        _c(
            "Dame Anna",
            5,
            _KNIGHT,
            1,
            f"Trash at most 2 cards from your hand if you like, {_KNIGHT_ATTACK}",
            kingdom=False,
            part_of="knights",
        ),
        _c(
            "Dame Josephine",
            5,
            "action attack victory knight",
            1,
            "The Knight attack (see Knights). Worth 2 victory points.",
            kingdom=False,
            part_of="knights",
        ),
        _c(
            "Dame Molly",
            5,
            _KNIGHT,
            1,
            f"+2 actions, {_KNIGHT_ATTACK}",
            kingdom=False,
            part_of="knights",
        ),
        _c(
            "Dame Natalie",
            5,
            _KNIGHT,
            1,
            f"You may gain a card that costs at most 3, {_KNIGHT_ATTACK}",
            kingdom=False,
            part_of="knights",
        ),
        _c(
            "Dame Sylvia",
            5,
            _KNIGHT,
            1,
            f"+2 coins, {_KNIGHT_ATTACK}",
            kingdom=False,
            part_of="knights",
        ),
        _c(
            "Sir Bailey",
            5,
            _KNIGHT,
            1,
            f"+1 card, +1 action, {_KNIGHT_ATTACK}",
            kingdom=False,
            part_of="knights",
        ),
        _c(
            "Sir Destry",
            5,
            _KNIGHT,
            1,
            f"+2 cards, {_KNIGHT_ATTACK}",
            kingdom=False,
            part_of="knights",
        ),
        _c(
            "Sir Martin",
            4,
            _KNIGHT,
            1,
            f"+2 buys, {_KNIGHT_ATTACK}",
            kingdom=False,
            part_of="knights",
        ),
        _c(
            "Sir Michael",
            5,
            _KNIGHT,
            1,
            f"Every other player discards until they hold 3 cards, {_KNIGHT_ATTACK}",
            kingdom=False,
            part_of="knights",
        ),
        _c(
            "Sir Vander",
            5,
            _KNIGHT,
            1,
            "The Knight attack (see Knights). When you trash this, gain a Gold.",
            kingdom=False,
            part_of="knights",
        ),
    ),
    *_block(
        "guilds",
        _c(
            "Candlestick Maker",
            2,
            "action",
            12,
            "+1 action, +1 buy, +1 Coffers.",
            cat="economy plus-buy",
        ),
        _c(
            "Stonemason",
            2,
            "action",
            12,
            "Trash a card from your hand and gain 2 cards, each cheaper than it. When buying this you may "
            "overpay, to gain 2 action cards each costing exactly the overpaid amount.",
            overpay=True,
            cat="gainer trasher",
        ),
        _c(
            "Farrier",
            2,
            "action",
            2,
            "+1 card, +1 action, +1 buy. Overpay when buying this for +1 card per coin overpaid at the end "
            "of this turn.",
            overpay=True,
            cat="plus-buy",
        ),
        _c(
            "Doctor",
            3,
            "action",
            1,
            "Name a card; reveal your top 3 cards, trash the ones named and put the rest back in any order. "
            "Overpay: per coin, look at your top card and trash, discard or put it back.",
            overpay=True,
            cat="trasher",
        ),
        _c(
            "Infirmary",
            3,
            "action",
            2,
            "+1 card, and you may trash a card in your hand. Overpay: play this once for each coin overpaid.",
            overpay=True,
            cat="trasher",
        ),
        _c(
            "Masterpiece",
            3,
            "treasure",
            1,
            "+1 coin. Overpay when buying this to gain a Silver per coin overpaid.",
            overpay=True,
            cat="economy gainer",
        ),
        _c(
            "Advisor",
            4,
            "action",
            12,
            "+1 action. Reveal your top 3 cards; the player to your left picks one for you to discard, and "
            "you take the others into your hand.",
            cat="draw",
        ),
        _c(
            "Herald",
            4,
            "action",
            12,
            "+1 card, +1 action. Reveal your top card and play it if it is an action. Overpay: per coin, put "
            "a card from your discard pile onto your deck.",
            overpay=True,
        ),
        _c(
            "Plaza",
            4,
            "action",
            12,
            "+1 card, +2 actions. Discarding a treasure (if you want) gives +1 Coffers.",
            cat="economy village",
        ),
        _c(
            "Taxman",
            4,
            "action attack",
            1,
            "You may trash a treasure from hand; opponents holding 5 or more cards must discard a copy (or "
            "show they cannot); then gain onto your deck a treasure costing at most 3 more than the "
            "trashed one.",
            cat="attack gainer hand-size-attack trasher",
        ),
        _c(
            "Baker",
            5,
            "action",
            12,
            "+1 card, +1 action, +1 Coffers. (Set-up: each player starts with 1 Coffers.)",
            cat="economy",
        ),
        _c(
            "Butcher",
            5,
            "action",
            12,
            "+2 Coffers. You may trash a card in your hand; if you do, gain a card costing up to its cost "
            "plus any Coffers you spend.",
            cat="economy gainer trasher",
        ),
        _c(
            "Footpad",
            5,
            "action attack",
            2,
            "+2 Coffers. Every other player discards until they hold 3 cards. In games with this, gaining a "
            "card during an action phase gives +1 card.",
            cat="attack economy hand-size-attack",
        ),
        _c(
            "Journeyman",
            5,
            "action",
            12,
            "Name a card; reveal cards until 3 you did not name, take those into your hand and discard the "
            "rest.",
            cat="draw",
        ),
        _c(
            "Merchant Guild",
            5,
            "action",
            12,
            "+1 buy, +1 coin. When this turn's buy phase ends, +1 Coffers per card you gained in it.",
            cat="economy plus-buy",
        ),
        _c(
            "Soothsayer",
            5,
            "action attack",
            12,
            "Gain a Gold. Every other player gains a Curse, and each who did draws a card.",
            cat="attack curser gainer",
        ),
    ),
    *_block(
        "adventures",
        _c(
            "Coin of the Realm",
            2,
            "treasure reserve",
            1,
            "+1 coin; goes onto your Tavern mat when played. Call it right after you finish playing an "
            "action card for +2 actions.",
            cat="economy village",
        ),
        _c(
            "Page",
            2,
            "action traveller",
            1,
            "+1 card, +1 action. When discarded from play, may be exchanged for a Treasure Hunter.",
        ),
        _c(
            "Peasant",
            2,
            "action traveller",
            1,
            "+1 buy, +1 coin. When discarded from play, may be exchanged for a Soldier.",
            cat="economy plus-buy",
        ),
        _c(
            "Ratcatcher",
            2,
            "action reserve",
            1,
            "+1 card, +1 action; goes onto your Tavern mat. Call it when a turn of yours starts to trash a "
            "card from your hand.",
            cat="trasher",
        ),
        _c(
            "Raze",
            2,
            "action",
            1,
            "+1 action. Trash either this or one card in your hand; look at as many top cards of your deck "
            "as the trashed card's coin cost, keep one in hand and discard the others.",
            cat="trasher",
        ),
        _c(
            "Amulet",
            3,
            "action duration",
            1,
            "This turn and again when your next turn starts, pick one: +1 coin, trash one card of your hand, "
            "or gain a Silver.",
            cat="duration economy gainer trasher",
        ),
        _c(
            "Caravan Guard",
            3,
            "action duration reaction",
            1,
            "+1 card, +1 action; +1 coin when your next turn starts. You may play it from your hand when "
            "another player plays an attack, before the attack resolves.",
            cat="duration economy reaction",
        ),
        _c(
            "Dungeon",
            3,
            "action duration",
            1,
            "+1 action. This turn and again when your next turn starts: draw 2 cards, then discard 2 cards.",
            cat="draw duration",
        ),
        _c(
            "Gear",
            3,
            "action duration",
            1,
            "+2 cards. Set up to 2 cards of your hand aside face down; they come back into your hand when "
            "your next turn starts.",
            cat="draw duration",
        ),
        _c(
            "Guide",
            3,
            "action reserve",
            1,
            "+1 card, +1 action; goes onto your Tavern mat. Call it when a turn of yours starts to discard "
            "your hand and draw 5 new cards.",
        ),
        _c(
            "Duplicate",
            4,
            "action reserve",
            1,
            "Goes onto your Tavern mat. Call it when you gain a card that costs at most 6 to gain another "
            "copy of that card.",
            cat="gainer",
        ),
        _c(
            "Magpie",
            4,
            "action",
            1,
            "+1 card, +1 action. Show your top card: a treasure goes into your hand; an action or victory "
            "card gains you a Magpie.",
            cat="gainer",
        ),
        _c(
            "Messenger",
            4,
            "action",
            1,
            "+1 buy, +2 coins; your whole deck may go into your discard pile. Bought as the turn's first "
            "buy: gain a card costing at most 4, and every other player gains one of the same.",
            cat="economy gainer plus-buy",
        ),
        _c(
            "Miser",
            4,
            "action",
            1,
            "Pick one: move a Copper of your hand to your Tavern mat, or +1 coin for each Copper already "
            "there.",
            cat="economy",
        ),
        _c(
            "Port",
            4,
            "action",
            1,
            "+1 card, +2 actions. Buying it also gains you a second Port.",
            pile=(12, 12, 12),
            cat="village",
        ),
        _c(
            "Ranger",
            4,
            "action",
            1,
            "+1 buy. Flip your Journey token; if it lands face up, +5 cards.",
            cat="draw plus-buy",
        ),
        _c(
            "Transmogrify",
            4,
            "action reserve",
            1,
            "+1 action; goes onto your Tavern mat. Call it when a turn of yours starts to trash a card from "
            "your hand and gain into your hand a card costing at most 1 more.",
            cat="gainer trasher",
        ),
        _c(
            "Artificer",
            5,
            "action",
            1,
            "+1 card, +1 action, +1 coin. Discard as many cards as you like, then you may gain onto your "
            "deck a card whose cost equals the number discarded.",
            cat="economy gainer",
        ),
        _c(
            "Bridge Troll",
            5,
            "action attack duration",
            1,
            "Every other player takes their -1 Coin token. +1 buy now and again when your next turn starts; "
            "while it is in play, cards cost 1 less during your turns.",
            cat="attack duration plus-buy",
        ),
        _c(
            "Distant Lands",
            5,
            "action reserve victory",
            1,
            "Goes onto your Tavern mat. Scores 4 victory points if it is on your Tavern mat when the game "
            "ends, else none.",
            cat="alt-victory",
        ),
        _c(
            "Giant",
            5,
            "action attack",
            1,
            "Flip your Journey token. Face down: +1 coin. Face up: +5 coins, and every other player shows "
            "their top card, trashing it when it costs 3 to 6, else discarding it and gaining a Curse.",
            cat="attack curser economy",
        ),
        _c(
            "Haunted Woods",
            5,
            "action attack duration",
            1,
            "+3 cards when your next turn starts. Till then, any other player who buys a card puts their "
            "hand onto their deck in the order they choose.",
            cat="attack draw duration",
        ),
        _c(
            "Lost City",
            5,
            "action",
            1,
            "+2 cards, +2 actions. Gaining it lets every other player draw a card.",
            cat="draw village",
        ),
        _c(
            "Relic",
            5,
            "treasure attack",
            1,
            "+2 coins. Playing it makes every other player put their -1 Card token onto their deck.",
            cat="attack economy hand-size-attack",
        ),
        _c(
            "Royal Carriage",
            5,
            "action reserve",
            1,
            "+1 action; goes onto your Tavern mat. Call it right after you finish playing an action card "
            "that is still in play, to play that card again.",
        ),
        _c(
            "Storyteller",
            5,
            "action",
            1,
            "+1 action, +1 coin. Play at most 3 treasures from your hand, then spend every coin you have "
            "(this one too) to draw one card per coin.",
            cat="draw",
        ),
        _c(
            "Swamp Hag",
            5,
            "action attack duration",
            1,
            "+3 coins when your next turn starts. Till then, any other player who buys a card also gains a "
            "Curse.",
            cat="attack curser duration economy",
        ),
        _c(
            "Treasure Trove",
            5,
            "treasure",
            1,
            "+2 coins. Playing it gains you a Gold and a Copper.",
            cat="economy gainer",
        ),
        _c(
            "Wine Merchant",
            5,
            "action reserve",
            1,
            "+1 buy, +4 coins; goes onto your Tavern mat. When your buy phase ends with 2 coins or more left "
            "unspent, you may discard it from the mat.",
            cat="economy plus-buy",
        ),
        _c(
            "Hireling",
            6,
            "action duration",
            1,
            "+1 card at the start of every turn of yours for the rest of the game; it never leaves play.",
            cat="duration",
        ),
        _c(
            "Treasure Hunter",
            3,
            "action traveller",
            1,
            "+1 action, +1 coin. Gain a Silver for each card the player on your right gained on their last "
            "turn. When discarded from play, may be exchanged for a Warrior.",
            **_UPGRADE,
        ),
        _c(
            "Warrior",
            4,
            "action attack traveller",
            1,
            "+2 cards. Once per Traveller you have in play, every other player discards their top card, "
            "trashing it if it costs 3 or 4. When discarded from play, may be exchanged for a Hero.",
            **_UPGRADE,
        ),
        _c(
            "Hero",
            5,
            "action traveller",
            1,
            "+2 coins. Gain a treasure. When discarded from play, may be exchanged for a Champion.",
            **_UPGRADE,
        ),
        _c(
            "Champion",
            6,
            "action duration",
            1,
            "+1 action. It stays in play for the whole game: other players' attacks do not affect you, and "
            "each action you play gives +1 action.",
            **_UPGRADE,
        ),
        _c(
            "Soldier",
            3,
            "action attack traveller",
            1,
            "+2 coins, and +1 coin for each of your other attacks in play. Every other player holding 4 "
            "cards or more discards one. When discarded from play, may be exchanged for a Fugitive.",
            **_UPGRADE,
        ),
        _c(
            "Fugitive",
            4,
            "action traveller",
            1,
            "+2 cards, +1 action, then discard a card. When discarded from play, may be exchanged for a "
            "Disciple.",
            **_UPGRADE,
        ),
        _c(
            "Disciple",
            5,
            "action traveller",
            1,
            "You may play one action card of your hand twice, then gain a copy of it. When discarded from "
            "play, may be exchanged for a Teacher.",
            **_UPGRADE,
        ),
        _c(
            "Teacher",
            6,
            "action reserve",
            1,
            "Goes onto your Tavern mat. Call it when a turn of yours starts to move your +1 Card, +1 Action, "
            "+1 Buy or +1 Coin token onto an action supply pile holding none of your tokens.",
            **_UPGRADE,
        ),
    ),
    *_block(
        "promo",
        _c(
            "Black Market",
            3,
            "action",
            1,
            "+2 coins. Reveal 3 cards from the top of the Black Market deck (kingdom cards not in the "
            "supply); you may buy one at once, and the rest go to its bottom.",
            cat="economy",
        ),
        _c(
            "Envoy",
            4,
            "action",
            1,
            "Reveal your top 5 cards; the player to your left picks one for you to discard, and you take "
            "the others into your hand.",
            cat="draw",
        ),
        _c(
            "Walled Village",
            4,
            "action",
            1,
            "+1 card, +2 actions. When clean-up starts, if this and at most one other action card are in "
            "play, you may put this onto your deck.",
            cat="village",
        ),
        _c(
            "Governor",
            5,
            "action",
            1,
            "+1 action. Choose one, each other player getting the lesser: +3 cards (+1); gain a Gold (a "
            "Silver); or trash a card from your hand to gain one costing exactly 2 more (1 more).",
            cat="draw gainer trasher",
        ),
        _c(
            "Stash",
            5,
            "treasure",
            1,
            "+2 coins. When you shuffle, you may place this at any position in your new deck.",
            cat="economy",
        ),
        _c(
            "Prince",
            8,
            "action duration command",
            1,
            "Set aside on this a non-duration, non-command action costing up to 4 from your hand (optional); "
            "each turn's start plays it where it lies, this staying in play (2022 errata; 2014: an action "
            "set aside with the card, which returns to it as it leaves play).",
            first_types="action",
            cat="duration",
        ),
    ),
    *_block(
        "empires",
        _c(
            "Encampment",
            2,
            "action",
            1,
            "+2 cards, +2 actions. Unless you reveal a Gold or a Plunder from your hand, it is set aside and "
            "goes back to its supply pile when clean-up starts. Top half of a split pile, on 5 Plunders.",
            pile=(10, 10, 10),
            cat="draw village",
        ),
        _c(
            "Patrician",
            2,
            "action",
            1,
            "+1 card, +1 action. Show your top card; it goes into your hand if it costs 5 or more. Top half "
            "of a split pile, on 5 Emporiums.",
            pile=(10, 10, 10),
        ),
        _c(
            "Settlers",
            2,
            "action",
            1,
            "+1 card, +1 action. You may take a Copper from your discard pile into your hand, showing it. "
            "Top half of a split pile, on 5 Bustling Villages.",
            pile=(10, 10, 10),
        ),
        _c(
            "Castles",
            3,
            "victory castle",
            1,
            "The eight different Castles as one kingdom pile in cost order, the cheapest on top (12 with 3 "
            "or more players: Humble, Small, Opulent and King's twice).",
            cat="alt-victory",
        ),
        _c(
            "Catapult",
            3,
            "action attack",
            1,
            "+1 coin. You trash one card of your hand: costing 3 or more, every other player gains a "
            "Curse; a treasure, every other player discards down to 3. Top half of a split pile, on 5 Rocks.",
            pile=(10, 10, 10),
            cat="attack curser economy hand-size-attack trasher",
        ),
        _c(
            "Chariot Race",
            3,
            "action",
            1,
            "+1 action. Take your top card into your hand, showing it; the player on your left shows theirs. "
            "If yours costs more, +1 coin and +1 VP.",
            cat="alt-victory economy",
        ),
        _c(
            "Enchantress",
            3,
            "action attack duration",
            1,
            "Till your next turn, the first action each other player plays on their own turn only gives "
            "them +1 card and +1 action. When your next turn starts, +2 cards.",
            cat="attack draw duration",
        ),
        _c(
            "Farmers' Market",
            3,
            "action gathering",
            1,
            "+1 buy. With 4 VP or more on its pile, take them all and trash this; else put 1 VP on the pile "
            "and get +1 coin per VP there.",
            cat="alt-victory economy plus-buy",
        ),
        _c(
            "Gladiator",
            3,
            "action",
            1,
            "+2 coins. Show a card from your hand; unless the player on your left shows a copy of it, +1 "
            "coin and a Gladiator of the supply is trashed. Top half of a split pile, on 5 Fortunes.",
            pile=(10, 10, 10),
            cat="economy",
        ),
        _c(
            "Sacrifice",
            4,
            "action",
            1,
            "Trash a card from your hand: an action gives +2 cards and +2 actions, a treasure +2 coins, a "
            "victory card +2 VP (each that applies).",
            cat="alt-victory economy trasher",
        ),
        _c(
            "Temple",
            4,
            "action gathering",
            1,
            "+1 VP. Trash 1 to 3 cards of different names from your hand, then put 1 VP on its pile. Gaining "
            "it takes the VP off its pile.",
            cat="alt-victory trasher",
        ),
        _c(
            "Villa",
            4,
            "action",
            1,
            "+2 actions, +1 buy, +1 coin. Gaining it puts it into your hand with +1 action, and in your buy "
            "phase takes you back to your action phase.",
            cat="economy plus-buy village",
        ),
        _c(
            "Archive",
            5,
            "action duration",
            1,
            "+1 action. Set your top 3 cards aside face down (you may look); take one into your hand now and "
            "one at the start of each of your next two turns.",
            cat="draw duration",
        ),
        _c(
            "Capital",
            5,
            "treasure",
            1,
            "+6 coins, +1 buy. When it is discarded from play, take 6 debt; you may then pay off debt.",
            cat="economy plus-buy",
        ),
        _c(
            "Charm",
            5,
            "treasure",
            1,
            "Pick one: +1 buy and +2 coins; or, when you next buy a card in this turn, gaining as well "
            "another card of the same cost but a different name, if you like.",
            cat="economy gainer plus-buy",
        ),
        _c(
            "Crown",
            5,
            "action treasure",
            1,
            "Played in the action phase: may play an action card of your hand twice; played in the buy "
            "phase: a treasure of your hand twice.",
            cat="economy",
        ),
        _c(
            "Forum",
            5,
            "action",
            1,
            "+3 cards, +1 action, then discard 2 cards. Buying it gives +1 buy.",
            cat="draw plus-buy",
        ),
        _c(
            "Groundskeeper",
            5,
            "action",
            1,
            "+1 card, +1 action. While it is in play, each victory card you gain gives +1 VP.",
            cat="alt-victory",
        ),
        _c(
            "Legionary",
            5,
            "action attack",
            1,
            "+3 coins. If you show a Gold from your hand, every other player discards down to 2 cards, then "
            "draws one.",
            cat="attack economy hand-size-attack",
        ),
        _c(
            "Wild Hunt",
            5,
            "action gathering",
            1,
            "Pick one: +3 cards and 1 VP onto its pile; or gain an Estate, then (if one was gained) take all "
            "VP from its pile.",
            cat="alt-victory draw gainer",
        ),
        _c(
            "Bustling Village",
            5,
            "action",
            1,
            "+1 card, +3 actions. You may take a Settlers from your discard pile into your hand, showing it. "
            "Bottom half of the Settlers pile.",
            kingdom=False,
            part_of="settlers",
        ),
        _c(
            "Emporium",
            5,
            "action",
            1,
            "+1 card, +1 action, +1 coin. Gaining it with 5 action cards or more in play gives +2 VP. Bottom "
            "half of the Patrician pile.",
            kingdom=False,
            part_of="patrician",
        ),
        _c(
            "Plunder",
            5,
            "treasure",
            1,
            "+2 coins, +1 VP. Bottom half of the Encampment pile.",
            kingdom=False,
            part_of="encampment",
        ),
        _c(
            "Rocks",
            4,
            "treasure",
            1,
            "+1 coin. Gaining or trashing it gains you a Silver: onto your deck in your buy phase, else into "
            "your hand. Bottom half of the Catapult pile.",
            kingdom=False,
            part_of="catapult",
        ),
        _c(
            "Fortune",
            8,
            "treasure",
            1,
            "+1 buy; the first one you play in a turn doubles your coins. Gaining it gains you one Gold for "
            "each Gladiator in play of yours. Bottom half of the Gladiator pile.",
            debt=8,
            kingdom=False,
            part_of="gladiator",
        ),
        _c(
            "City Quarter",
            0,
            "action",
            1,
            "+2 actions. Show your hand: +1 card per action card in it.",
            debt=8,
            cat="draw village",
        ),
        _c(
            "Engineer",
            0,
            "action",
            1,
            "Gain a card costing at most 4. You may trash this to gain another card costing at most 4.",
            debt=4,
            cat="gainer",
        ),
        _c(
            "Overlord",
            0,
            "action command",
            1,
            "Play an action card of the supply costing at most 5 that is not a command, leaving it on its "
            "pile.",
            debt=8,
        ),
        _c(
            "Royal Blacksmith",
            0,
            "action",
            1,
            "+5 cards. Show your hand and discard every Copper in it.",
            debt=8,
            cat="draw",
        ),
        *(
            _c(title, cost, types, 1, text, kingdom=False, part_of="castles")
            for title, cost, types, text in (
                ("Humble Castle", 3, "treasure victory castle", "+1 coin. Worth 1 VP per Castle you have."),
                (
                    "Crumbling Castle",
                    4,
                    "victory castle",
                    "Worth 1 VP. Gaining or trashing it gives +1 VP and gains you a Silver.",
                ),
                (
                    "Small Castle",
                    5,
                    "action victory castle",
                    "Trash this or a Castle from your hand; if you did, gain a Castle. Worth 2 VP.",
                ),
                (
                    "Haunted Castle",
                    6,
                    "victory castle",
                    "Worth 2 VP. Gaining it on your own turn gains you a Gold, and every other player "
                    "holding 5 cards or more puts 2 of them onto their deck.",
                ),
                (
                    "Opulent Castle",
                    7,
                    "action victory castle",
                    "Discard as many victory cards as you like for +2 coins each. Worth 3 VP.",
                ),
                (
                    "Sprawling Castle",
                    8,
                    "victory castle",
                    "Worth 4 VP. Gaining it gains you a Duchy or 3 Estates.",
                ),
                (
                    "Grand Castle",
                    9,
                    "victory castle",
                    "Worth 5 VP. Gaining it: show your hand, +1 VP per victory card in your hand and in "
                    "play.",
                ),
                ("King's Castle", 10, "victory castle", "Worth 2 VP per Castle you have."),
            )
        ),
    ),
]


# ---- landscapes: events and landmarks (docs/landscapes.md) ----------------------------------------------

EVENT = "event"
LANDMARK = "landmark"
LANDSCAPE_KINDS: tuple[str, ...] = (EVENT, LANDMARK)
"""The kinds of landscape, in the order they are listed."""

A_KIND: dict[str, str] = {EVENT: "an event", LANDMARK: "a landmark"}
"""A kind of landscape with its article, for messages."""


@dataclass(frozen=True, slots=True)
class LandscapeFacts:
    """One landscape's printed facts: an event (bought with a buy, never gained) or a landmark (set out with
    the kingdom; it scores, or holds VP tokens). Never a card: no pile, never in a deck, not a `Card`."""

    name: str
    """Wire name, spelt as a card's (``"salt-the-earth"``); no card has the same."""
    title: str
    """Printed name (``"Salt the Earth"``)."""
    set: str
    """One of `SETS`."""
    editions: frozenset[int]
    """Editions of its set whose box holds it."""
    kind: str
    """`EVENT` or `LANDMARK`."""
    cost: int
    """Its cost in coins (a landmark, and an event costing only debt: 0)."""
    debt: int
    """The debt in its cost (Triumph 5, Wedding 3; else 0)."""
    text: str
    """What it does, in one line of our own words."""

    @property
    def set_title(self) -> str:
        """The printed name of its set (``"Empires"``)."""
        return SET_TITLES[self.set]


def _landscapes(set_name: str, kind: str, *rows: tuple[str, int, int, str]) -> list[LandscapeFacts]:
    """The landscapes of `kind` of `set_name`, one (title, coins, debt, text) tuple each."""
    return [
        LandscapeFacts(wire_name(title), title, set_name, _EDITIONS[1], kind, coins, debt, text)
        for title, coins, debt, text in rows
    ]


_EMPIRES_VP_HERE = "At set-up, 6 VP tokens per player go on this."

_LANDSCAPE_ROWS: list[LandscapeFacts] = [
    *_landscapes(
        "empires",
        EVENT,
        (
            "Advance",
            0,
            0,
            "Trash an action card from your hand or not; one trashed lets you gain an action card costing "
            "at most 6.",
        ),
        (
            "Annex",
            0,
            8,
            "Go through your discard pile and shuffle all of it into your deck but up to 5 cards you keep "
            "there; then gain a Duchy.",
        ),
        ("Banquet", 3, 0, "Gain two Coppers and a card costing at most 5 that is not a victory card."),
        ("Conquest", 6, 0, "Gain two Silvers, then take 1 VP for each Silver you gained this turn."),
        ("Delve", 2, 0, "+1 buy, and gain a Silver."),
        ("Dominate", 14, 0, "Gain a Province; if you did, take 9 VP."),
        (
            "Donate",
            0,
            8,
            "As your next turn starts, before anything else: put every card of your deck and discards into "
            "your hand, trash as many of them as you like, shuffle the rest into your deck and draw 5.",
        ),
        (
            "Ritual",
            4,
            0,
            "Gain a Curse; if you did, trash a card from your hand and take 1 VP for each coin of its cost.",
        ),
        ("Salt the Earth", 4, 0, "Take 1 VP, and trash a victory card from the supply."),
        (
            "Tax",
            2,
            0,
            "Put 2 debt on a supply pile. At set-up each supply pile gets 1 debt; a player who buys a card "
            "takes the debt on its pile.",
        ),
        ("Triumph", 0, 5, "Gain an Estate; if you did, take 1 VP for each card you gained this turn."),
        ("Wedding", 4, 3, "Take 1 VP and gain a Gold."),
        ("Windfall", 5, 0, "If your deck and your discard pile are both empty, gain three Golds."),
    ),
    *_landscapes(
        "empires",
        LANDMARK,
        (
            "Aqueduct",
            0,
            0,
            "Gaining a treasure moves 1 VP from its pile onto this; gaining a victory card takes every VP "
            "here. At set-up, 8 VP tokens go on the Silver pile and on the Gold pile.",
        ),
        (
            "Arena",
            0,
            0,
            "As your buy phase starts, discarding an action card (optional) takes 2 VP from here. "
            + _EMPIRES_VP_HERE,
        ),
        ("Bandit Fort", 0, 0, "At the end, each Silver and each Gold you have is worth -2 VP."),
        (
            "Basilica",
            0,
            0,
            "Buying a card with 2 coins or more still left after it takes 2 VP from here. "
            + _EMPIRES_VP_HERE,
        ),
        (
            "Baths",
            0,
            0,
            "Ending your turn without having gained a card in it takes 2 VP from here. " + _EMPIRES_VP_HERE,
        ),
        ("Battlefield", 0, 0, "Gaining a victory card takes 2 VP from here. " + _EMPIRES_VP_HERE),
        (
            "Colonnade",
            0,
            0,
            "Buying an action card while a copy of it is in your play takes 2 VP from here. "
            + _EMPIRES_VP_HERE,
        ),
        (
            "Defiled Shrine",
            0,
            0,
            "Gaining an action card moves 1 VP from its pile onto this; gaining a Curse in your buy phase "
            "takes every VP here. At set-up, 2 VP tokens go on each action supply pile that is not a "
            "Gathering.",
        ),
        ("Fountain", 0, 0, "At the end, 15 VP if you have 10 Coppers or more."),
        (
            "Keep",
            0,
            0,
            "At the end, 5 VP for each treasure (by name) of which you have at least as many copies as any "
            "other player.",
        ),
        (
            "Labyrinth",
            0,
            0,
            "Gaining your second card in one of your turns takes 2 VP from here. " + _EMPIRES_VP_HERE,
        ),
        (
            "Mountain Pass",
            0,
            0,
            "When a player is the first of the game to gain a Province, every player makes one bid of at "
            "most 40 debt, that player last; the highest bid takes 8 VP and that debt.",
        ),
        ("Museum", 0, 0, "At the end, 2 VP for each differently named card you have."),
        (
            "Obelisk",
            0,
            0,
            "At the end, 2 VP for each card you have of the action supply pile drawn at random at set-up.",
        ),
        (
            "Orchard",
            0,
            0,
            "At the end, 4 VP for each action card (by name) you have three copies or more of.",
        ),
        ("Palace", 0, 0, "At the end, 3 VP for each set of a Copper, a Silver and a Gold you have."),
        ("Tomb", 0, 0, "Each card you trash gives you 1 VP."),
        (
            "Tower",
            0,
            0,
            "At the end, 1 VP for each card you have that is not a victory card and whose supply pile is "
            "empty.",
        ),
        (
            "Triumphal Arch",
            0,
            0,
            "At the end, 3 VP for each copy you have of your second most common action card (a tie: either).",
        ),
        ("Wall", 0, 0, "At the end, -1 VP for each card you have beyond your first 15."),
        ("Wolf Den", 0, 0, "At the end, -3 VP for each card you have exactly one copy of."),
    ),
    *_landscapes(
        "adventures",
        EVENT,
        ("Alms", 0, 0, "Once a turn: with no treasure in your play, gain a card costing at most 4."),
        (
            "Borrow",
            0,
            0,
            "+1 buy. Once a turn: if your -1 Card token is not on your deck, put it there for +1 coin.",
        ),
        (
            "Quest",
            0,
            0,
            "Discard an attack card, two Curses or six cards, or nothing; if you did, gain a Gold.",
        ),
        (
            "Save",
            1,
            0,
            "+1 buy. Once a turn: set a card from your hand aside; it joins your hand after this turn's "
            "clean-up draw.",
        ),
        (
            "Scouting Party",
            2,
            0,
            "+1 buy. Look at your top 5 cards; discard 3 of them and put the others back in any order.",
        ),
        (
            "Travelling Fair",
            2,
            0,
            "+2 buys. For the rest of this turn, each card you gain may go onto your deck instead.",
        ),
        ("Bonfire", 3, 0, "Trash up to 2 of your cards in play."),
        ("Expedition", 3, 0, "Your next hand is drawn with 2 more cards."),
        (
            "Ferry",
            3,
            0,
            "Your -2 cost token goes onto an action supply pile you choose: its cards cost 2 less on your "
            "turns (never below 0).",
        ),
        (
            "Plan",
            3,
            0,
            "Your Trashing token goes onto an action supply pile you choose: buying one of its cards lets "
            "you trash one card of your hand.",
        ),
        (
            "Mission",
            4,
            0,
            "Once a turn: unless the turn before was yours, take an extra turn after this one in which you "
            "may buy no card.",
        ),
        (
            "Pilgrimage",
            4,
            0,
            "Once a turn: turn your Journey token over; if it is then face up, gain a copy of each of up "
            "to 3 differently named cards in your play.",
        ),
        ("Ball", 5, 0, "Take your -1 Coin token, then gain two cards costing at most 4 each."),
        (
            "Raid",
            5,
            0,
            "Gain a Silver for each Silver in your play; every other player puts its -1 Card token on its "
            "deck.",
        ),
        ("Seaway", 5, 0, "Gain an action card costing at most 4; your +1 Buy token goes onto its pile."),
        ("Trade", 5, 0, "Trash at most 2 cards of your hand; gain a Silver for each one trashed."),
        (
            "Lost Arts",
            6,
            0,
            "Your +1 Action token goes onto an action supply pile you choose: playing one of its cards gives "
            "+1 action first.",
        ),
        (
            "Training",
            6,
            0,
            "Your +1 Coin token goes onto an action supply pile you choose: playing one of its cards gives "
            "+1 coin first.",
        ),
        (
            "Inheritance",
            7,
            0,
            "Once a game: set aside an action supply card costing at most 4 that is no Command and put your "
            "Estate token on it; on your turns your Estates are also that card.",
        ),
        (
            "Pathfinding",
            8,
            0,
            "Your +1 Card token goes onto an action supply pile you choose: playing one of its cards gives "
            "+1 card first.",
        ),
    ),
]


def _landscape_order(facts: LandscapeFacts) -> tuple[int, int, int, int, str]:
    return (SETS.index(facts.set), LANDSCAPE_KINDS.index(facts.kind), facts.cost, facts.debt, facts.name)


LANDSCAPES: Mapping[str, LandscapeFacts] = MappingProxyType(
    {f.name: f for f in sorted(_LANDSCAPE_ROWS, key=_landscape_order)}
)
"""Wire name -> its facts, every landscape, in a stable order: set, kind (events first), cost in coins, in
debt, wire name (docs/landscapes.md)."""


class UnknownLandscape(UnknownCard):
    """A name that is no landscape; the message suggests the closest landscape."""

    def __str__(self) -> str:
        hint = f": did you mean {self.suggestion}?" if self.suggestion else ""
        return f"unknown event or landmark {self.text!r}{hint}"


def landscape(text: str) -> LandscapeFacts:
    """The facts of the landscape `text` names: a wire name or a printed title, forgiven as `card_name`
    forgives (``"Salt the Earth"``, ``"salt_the_earth"``). Raises UnknownLandscape (a KeyError) naming the
    closest landscape."""
    name = wire_name(text.replace("_", " "))
    if name in LANDSCAPES:
        return LANDSCAPES[name]
    close = difflib.get_close_matches(name, list(LANDSCAPES), n=1, cutoff=0.6)
    raise UnknownLandscape(text, close[0] if close else "")


def _order(facts: CardFacts) -> tuple[int, int, bool, str]:
    return (SETS.index(facts.set), facts.cost, facts.potion, facts.name)


CATALOGUE: Mapping[str, CardFacts] = MappingProxyType({f.name: f for f in sorted(_ROWS, key=_order)})
"""Wire name -> its facts, every card, in a stable order: set (`SETS`), cost, potion, wire name."""

TITLES: Mapping[str, str] = MappingProxyType({f.title: f.name for f in CATALOGUE.values()})
"""Printed title -> wire name."""


def card_name(text: str) -> str:
    """The wire name that `text` names: a wire name or a printed title, case, spaces, underscores and
    apostrophes forgiven (``"King's Court"``, ``"kings_court"`` -> ``"kings-court"``).

    Raises UnknownCard (a KeyError) naming the closest card when no card has that name."""
    name = wire_name(text.replace("_", " "))
    if name in CATALOGUE:
        return name
    close = difflib.get_close_matches(name, list(CATALOGUE), n=1, cutoff=0.6)
    raise UnknownCard(text, close[0] if close else "")


def card(text: str) -> CardFacts:
    """The facts of the card `text` names (see `card_name`). Raises UnknownCard, with a did-you-mean."""
    return CATALOGUE[card_name(text)]


def kingdom_cards(set_name: str | None = None, edition: int | None = None) -> tuple[CardFacts, ...]:
    """The kingdom cards (the ones a randomizer draws) of `set_name` (every set when None) whose box of
    `edition` holds them (every edition when None), in catalogue order.

    Raises ValueError for a set not in `SETS` or an edition that `set_name` does not have."""
    if set_name is not None and set_name not in SETS:
        raise ValueError(f"unknown set {set_name!r}: expected one of {', '.join(SETS)}")
    if set_name is not None and edition is not None and edition not in SET_EDITIONS[set_name]:
        editions = ", ".join(map(str, SET_EDITIONS[set_name]))
        raise ValueError(f"{set_name} has no edition {edition!r}: its editions are {editions}")
    return tuple(
        f
        for f in CATALOGUE.values()
        if f.kingdom
        and (set_name is None or f.set == set_name)
        and (edition is None or edition in f.editions)
    )


def cards_of(names: Iterable[str]) -> tuple[CardFacts, ...]:
    """The facts of each of `names` (wire names or titles), in the given order. Raises UnknownCard."""
    return tuple(card(name) for name in names)


__all__ = [
    "ACTION",
    "ATTACK",
    "CASTLE",
    "CATALOGUE",
    "COMMAND",
    "CURSE",
    "DURATION",
    "GATHERING",
    "REACTION",
    "RESERVE",
    "SETS",
    "SET_EDITIONS",
    "SET_TITLES",
    "TITLES",
    "TRAVELLER",
    "TREASURE",
    "TYPES",
    "TYPE_ORDER",
    "VICTORY",
    "A_KIND",
    "EVENT",
    "LANDMARK",
    "LATER_SETS",
    "LANDSCAPES",
    "LANDSCAPE_KINDS",
    "CardFacts",
    "LandscapeFacts",
    "UnknownCard",
    "UnknownLandscape",
    "card",
    "card_name",
    "cards_of",
    "kingdom_cards",
    "landscape",
    "wire_name",
]
