"""A remote client of `referee serve` that floods: it joins a lobby and, before its game starts, sends
MEGABYTES of well-formed JSON-RPC notifications of 60 000 bytes each, as fast as the connection takes them.

    floods_lobby.py URL MEGABYTES

It prints one line when done: ``closed CODE REASON`` if the server closed the connection (and how many
bytes it had sent), or ``sent BYTES`` if the server took everything.
"""

import json
import sys

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

URL = sys.argv[1]
TOTAL = int(float(sys.argv[2]) * 1_000_000)
MESSAGE = json.dumps({"jsonrpc": "2.0", "method": "Chat", "params": {"text": "x" * 59_940}})

sent = 0
with connect(URL, open_timeout=60, max_size=None) as socket:
    try:
        while sent < TOTAL:
            socket.send(MESSAGE)
            sent += len(MESSAGE)
        socket.recv(timeout=5)
    except TimeoutError:
        print(f"sent {sent}", flush=True)
    except ConnectionClosed as closed:
        code = closed.rcvd.code if closed.rcvd else None
        reason = closed.rcvd.reason if closed.rcvd else ""
        print(f"closed {code} {reason} (after {sent} bytes)", flush=True)
    else:
        print(f"sent {sent}", flush=True)
