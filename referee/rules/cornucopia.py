"""The cards of Cornucopia (both editions) whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Two sections, so that two engineers add cards without touching each other's lines: section A (`CARDS_A`:
hamlet, fortune-teller, menagerie, farming-village, horse-traders, remake, tournament and its Prizes, harvest,
horn-of-plenty, hunting-party, jester, fairgrounds) and section B (`CARDS_B`: young-witch, shop, farmhands,
carnival, ferryman, joust and its Rewards). `SET_SPECS` is what the registry collects. docs/rules-core.md
describes the API.
"""

from __future__ import annotations

from referee.rules.cards import CardSpec

# ==== section A (hamlet fortune-teller menagerie farming-village horse-traders remake tournament + Prizes
# ==== harvest horn-of-plenty hunting-party jester fairgrounds) ============================================


CARDS_A: tuple[CardSpec, ...] = ()
"""Section A's cards."""


# ==== section B (young-witch shop farmhands carnival ferryman joust + Rewards) =============================


CARDS_B: tuple[CardSpec, ...] = ()
"""Section B's cards."""


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Cornucopia card whose rules are built."""
