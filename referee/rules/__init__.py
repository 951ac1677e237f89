"""The rules of Dominion, pure and deterministic: card specs, game state, decisions, legality, the engine
loop.

Nothing here reads or writes a file, a pipe or a socket. Seats (`referee.seats.seat`) carry decisions to
players.

The card registry (`referee.rules.cards`) is imported first, whichever module of the package is asked for:
it collects the specs of the set modules (`intrigue`, `prosperity`), which import its helpers.
"""

from referee.rules import cards as cards  # noqa: F401  (first: the registry the set modules import)
