"""The cards of Dark Ages whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Two sections, so that two engineers add cards without touching each other's lines: section A (`CARDS_A`:
the Ruins, the Shelters, Spoils, Madman, Mercenary and the kingdom cards Poor House to Marauder) and section B
(`CARDS_B`: Procession to Hunting Grounds, the Knights among them). `SET_SPECS` is what the registry collects.
docs/rules-core.md describes the API (mixed piles, Shelters, non-supply piles).
"""

from __future__ import annotations

from referee.rules.cards import CardSpec

# ==== section A (ruins: abandoned-mine ruined-library ruined-market ruined-village survivors; shelters:
# ==== hovel necropolis overgrown-estate; spoils madman mercenary; poor-house beggar squire vagrant forager
# ==== hermit market-square sage storeroom urchin armory death-cart feodum fortress ironmonger marauder) ====


CARDS_A: tuple[CardSpec, ...] = ()
"""Section A's cards."""


# ==== section B (procession rats scavenger wandering-minstrel band-of-misfits bandit-camp catacombs count
# ==== counterfeit cultist graverobber junk-dealer mystic pillage rebuild rogue altar hunting-grounds; the
# ==== Knights: knights dame-anna dame-josephine dame-molly dame-natalie dame-sylvia sir-bailey sir-destry
# ==== sir-martin sir-michael sir-vander) =================================================================


CARDS_B: tuple[CardSpec, ...] = ()
"""Section B's cards."""


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Dark Ages card whose rules are built."""
