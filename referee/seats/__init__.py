"""How a decision reaches a player (docs/architecture.md): the engine loop that asks the seats, the seat
interface and the in-process seat (`seat`), the subprocess seat (`process`) with its sandbox, pre-flight,
load and crash reading. Network and browser seats live with the server (`referee.network`).
"""
