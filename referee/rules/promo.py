"""The promotional cards of 2009-2014 whose rules are built (Black Market, Envoy, Walled Village, Governor,
Stash, Prince): one `CardSpec` each, collected into `referee.rules.cards.SPECS`. docs/rules-core.md describes
the API.
"""

from __future__ import annotations

from referee.rules.cards import CardSpec

SET_SPECS: tuple[CardSpec, ...] = ()
"""Every promotional card whose rules are built."""
