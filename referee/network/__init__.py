"""Players over the network: the DominAI-compatible JSON-RPC 2.0 WebSocket server (`referee serve`).

`server` accepts connections and runs games, `seat` is the remote player's `Seat`, `link` bridges a
connection's asyncio side and a game's thread, `legacy` seats v3 and v4 programs beside remote players,
`cli` is `referee serve`. The codec (JSON-RPC messages, DominAI's card names and data shapes) is
`protocol.dominai`.
"""
