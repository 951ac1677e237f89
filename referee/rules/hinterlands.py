"""The cards of Hinterlands (both editions) whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`. docs/rules-core.md describes the API.
"""

from __future__ import annotations

from referee.rules.cards import CardSpec

SET_SPECS: tuple[CardSpec, ...] = ()
"""Every Hinterlands card whose rules are built."""
