"""The cards of Alchemy whose rules are built (Potion and the twelve kingdom cards): one `CardSpec` each,
collected into `referee.rules.cards.SPECS`. docs/rules-core.md describes the API.
"""

from __future__ import annotations

from referee.rules.cards import CardSpec

SET_SPECS: tuple[CardSpec, ...] = ()
"""Every Alchemy card whose rules are built."""
