"""The rules of Dominion, pure and deterministic: card specs, game state, decisions, legality, the engine
loop.

Nothing here reads or writes a file, a pipe or a socket. Seats (`referee.seats.seat`) carry decisions to
players.

The card registry (`referee.rules.cards`) is imported first, whichever module of the package is asked for:
it imports the set modules (`base`, `intrigue` ... `promo`) and fills the tables of `referee.rules.spec`
(`SPECS`...), which every other module reads.

The names below (`__all__`) are the rules core's public API: what a player program of `players/` may use
(card facts and tables, decisions, the one legality judge, a game positioned at a view to explore a play).
`players/` imports the rules core from here only; the modules behind it may change.
"""

from referee.rules import cards as cards  # noqa: I001  (first: the registry every other module reads)
from referee.rules.arguments import split_arguments
from referee.rules.cards import KINGDOM_CARDS
from referee.rules.decisions import DECISION_KINDS, BuyAndClean, Decision, Strategy, Treasures
from referee.rules.game import Game
from referee.rules.helpers import militia_discard, reaction_decision
from referee.rules.kingdoms import MIXED_PILES, STARTING_DECK, mixed_pile_cards, pile_size
from referee.rules.legality import (
    check_answer,
    check_play,
    legal_answers,
    legal_defenses,
    legal_plays,
    next_upfront,
)
from referee.rules.spec import ARGUMENTS, COST, LANDSCAPE_SPECS, ORDER, SPECS, VALUE, VP, score, sort_cards
from referee.rules.supply import Supply

__all__ = [
    "ARGUMENTS",
    "COST",
    "DECISION_KINDS",
    "KINGDOM_CARDS",
    "LANDSCAPE_SPECS",
    "MIXED_PILES",
    "ORDER",
    "SPECS",
    "STARTING_DECK",
    "VALUE",
    "VP",
    "BuyAndClean",
    "Decision",
    "Game",
    "Strategy",
    "Supply",
    "Treasures",
    "check_answer",
    "check_play",
    "legal_answers",
    "legal_defenses",
    "legal_plays",
    "militia_discard",
    "mixed_pile_cards",
    "next_upfront",
    "pile_size",
    "reaction_decision",
    "score",
    "sort_cards",
    "split_arguments",
]
