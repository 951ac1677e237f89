"""The rules a protocol version's game plays: each row of the versions table (`protocol.versions.VERSIONS`)
made into the rules core's `referee.rules.facts.GameRules`, and a version's kingdom facts (its default
kingdom, the cards it names). docs/architecture.md, "The rules a game plays".

The rules core holds no protocol version: whoever builds a game (a match, the engine's `play_game`,
`referee check`, the browser and DominAI seats, `simulate`, tests) asks `game_rules(version)` and passes it,
and gives the version itself to the engine loop and the views. Nothing here compares version numbers: a
row's words decide (`ProtocolVersion.knows`), so a new row is played with no change here.

    game = Game(names, rules=game_rules(4), seed=1, kingdom=cards)
    run_game(game, seats, version=4)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from protocol.messages import Card
from protocol.versions import VERSIONS, ProtocolVersion, introducing, of
from referee.rules.facts import RULES_ALONE, GameRules


def introducing_version(card: str) -> int:
    """The first protocol version whose grammar names `card`: 1 for the treasures, victory cards and mine,
    2 for the seven cards v2 adds, 3 for militia and moat, 4 for every other card of the base game, 5 for the
    cards of the other sets. Raises ValueError for a name no version knows."""
    return introducing(card).number


def check_version_cards(cards: Sequence[str], version: int, what: str, *, note: str = "") -> None:
    """Refuse `cards` (`what` they are, for the message: ``"the kingdom"``) if protocol `version` does not
    name one of them. Raises ValueError naming the first such card and the version that introduces it (then
    `note`, inside the parentheses)."""
    known = VERSIONS[version].cards
    for card in cards:
        if card not in known:
            raise ValueError(
                f"{what} has {card}, which protocol v{version} does not know "
                f"(protocol v{introducing_version(card)} introduces it{note})"
            )


def version_kingdom(version: int) -> tuple[Card, ...]:
    """The kingdom (action) piles of a game under protocol `version` when it names none, in supply order:
    v1 = (mine); v2 adds cellar, market, remodel, smithy, village, woodcutter, workshop; v3 adds militia and
    moat. Raises ValueError for a version whose games name their kingdom (v4 and later) or no version."""
    known = VERSIONS.get(version)
    if known is None or known.knows("chosen-kingdom"):
        defaults = [number for number, row in VERSIONS.items() if not row.knows("chosen-kingdom")]
        raise ValueError(
            f"unknown protocol version {version!r}: expected one of {', '.join(map(str, defaults))}"
        )
    return known.actions


def supply_piles(version: int) -> tuple[Card, ...]:
    """The supply piles of a game under protocol `version` naming no kingdom (v1-v3), in the canonical order
    (treasures, victories, kingdom). Raises ValueError as `version_kingdom`."""
    version_kingdom(version)
    return game_rules(version).supply()


def _rules(row: ProtocolVersion) -> GameRules:
    """What `row`'s games play: its default kingdom (its actions) or none, the cards it names, its play
    arguments, every victim asked and empty decisions skipped with `decide`."""
    number = row.number
    if not row.knows("chosen-kingdom"):
        check = partial(check_version_cards, version=number, what="the kingdom")
    elif not row.knows("later-sets"):
        check = partial(
            check_version_cards,
            version=number,
            what="the kingdom",
            note=f"; v{number} plays the base game only",
        )
    elif row.cards != frozenset(Card):
        check = partial(check_version_cards, version=number, what="the kingdom")
    else:
        check = None
    asks = row.knows("decide")
    return GameRules(
        name=f"a protocol v{number} game",
        kingdom=() if row.knows("chosen-kingdom") else row.actions,
        check_kingdom=check,
        arguments=True,
        base_arguments=row.knows("later-sets"),
        every_victim=asks,
        skips_empty=asks,
        landscapes=row.knows("landscapes"),
    )


_RULES: dict[int, GameRules] = {number: _rules(row) for number, row in VERSIONS.items()}


def game_rules(version: int | None) -> GameRules:
    """The `GameRules` of a game under protocol `version` (a number of `VERSIONS`), or `RULES_ALONE` for
    None (a game of the rules alone). The same value for the same version (the engine checks a game's rules
    are its version's). Raises ValueError naming anything else ("unknown protocol version 7: expected one of
    1, 2, 3, 4, 5")."""
    if version is None:
        return RULES_ALONE
    rules = _RULES.get(version) if type(version) is int else None
    if rules is None:
        of(version)  # raises the ValueError naming it
    return rules
