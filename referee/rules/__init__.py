"""The rules of Dominion, pure and deterministic: card specs, game state, decisions, legality, the engine
loop.

Nothing here reads or writes a file, a pipe or a socket. Seats (`referee.seat`) carry decisions to players.
"""
