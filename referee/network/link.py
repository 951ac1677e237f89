"""One WebSocket connection seen from a game thread: the bridge between asyncio and the synchronous engine.

The server's event loop owns the socket. A `Link` runs two tasks on that loop: a reader that decodes each
incoming message (`protocol.dominai.decode`) into an inbox (a thread-safe `queue.SimpleQueue`, which the
game thread waits on), and a writer that sends the queued outgoing texts one at a time, each within
`write_timeout`. The game thread never touches the socket: `send` queues a
text without waiting, `receive` waits (at most its timeout) for the next inbox item. So a client that does
not read, or does not write, can only stall its own game thread, and only until its timeout: never the
loop, the other connections or the other games.

What a client sends is read at once, whether or not anything waits for it (a client in a lobby, a client
that writes while the server has asked nothing). The inbox is therefore bounded: at most `UNREAD_MESSAGES`
messages and `UNREAD_FACTOR` times the message limit in bytes may wait unread. A client that sends more is
flooding: the link empties its inbox, closes the connection with code 1008 (policy violation) and the
reason, and keeps the reason in `flood`. So a connection's memory is bounded whatever the client sends
(docs/network.md, "Limits and safety").
"""

from __future__ import annotations

import asyncio
import logging
import queue
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from protocol import dominai

log = logging.getLogger("referee.network")


@dataclass(frozen=True, slots=True)
class Incoming:
    """One inbox item: the raw text, and either the decoded `message` or the `problem` that stopped it."""

    text: str
    message: dominai.Message | None = None
    problem: dominai.RpcError | None = None


@dataclass(frozen=True, slots=True)
class TooLarge:
    """A message over the size limit (`size` bytes); its text is not kept."""

    size: int


@dataclass(frozen=True, slots=True)
class Closed:
    """The connection closed: `code` and `reason` of the close frame when the client sent one."""

    code: int | None
    reason: str


_STOP = object()


def _size(text: str) -> int:
    """Bytes of `text` in UTF-8."""
    return len(text) if text.isascii() else len(text.encode())


UNREAD_MESSAGES = 16
"""Most messages of a client that may wait unread by the server (a well-behaved client has at most one:
the answer to the request it was sent, or its own next request)."""

UNREAD_FACTOR = 4
"""Most bytes of a client's messages that may wait unread, as a multiple of the message limit."""


class Link:
    """The connection of one remote player, usable from any thread.

    Arguments:
        connection: the accepted `websockets` server connection.
        loop: the event loop that runs the server (and this link's tasks).
        max_bytes: largest message accepted, in bytes (of its UTF-8 text); larger ones become `TooLarge`.
        write_timeout: seconds one outgoing message may wait for the client to read before the link gives
            up on it (`write_failure` is then set and the connection is closed).
    """

    def __init__(
        self,
        connection: ServerConnection,
        loop: asyncio.AbstractEventLoop,
        max_bytes: int,
        write_timeout: float,
    ) -> None:
        self.connection = connection
        self.loop = loop
        self.max_bytes = max_bytes
        self.write_timeout = write_timeout
        self.write_failure: str | None = None
        """Why the writer gave up (the client did not read within `write_timeout`), or None."""
        self.flood: str | None = None
        """Why the link closed the connection for flooding (more unread messages than allowed), or None."""
        self._unread_messages = 0
        self._unread_bytes = 0
        self.closed = asyncio.Event()
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()  # thread-safe: the game thread waits on it
        self._outbox: asyncio.Queue = asyncio.Queue()
        self._tasks: list[asyncio.Task] = []

    @property
    def remote(self) -> str:
        """The client's address as ``HOST:PORT``."""
        address = self.connection.remote_address
        return f"{address[0]}:{address[1]}" if address else "?"

    def start(self) -> None:
        """Start the reader and writer tasks (call on the loop)."""
        self._tasks = [self.loop.create_task(self._read()), self.loop.create_task(self._write())]

    async def wait_closed(self) -> None:
        """Return once the connection is closed and both tasks are done."""
        await self.closed.wait()
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _read(self) -> None:
        closed = Closed(None, "")
        try:
            async for text in self.connection:
                if self.flood is not None:
                    continue  # closing: what still comes is read (so the close handshake is) and dropped
                if isinstance(text, bytes):
                    size = len(text)
                    if size > self.max_bytes:
                        item = TooLarge(size)
                    else:
                        try:
                            item = Incoming(text.decode())
                        except UnicodeDecodeError:
                            item = Incoming(
                                "",
                                problem=dominai.RpcError(
                                    dominai.PARSE_ERROR, "a binary message that is not UTF-8"
                                ),
                            )
                else:
                    size = _size(text)
                    item = TooLarge(size) if size > self.max_bytes else Incoming(text)
                if not self._admit(size if isinstance(item, Incoming) else 0):
                    self._tasks.append(self.loop.create_task(self.connection.close(1008, self.flood or "")))
                    continue
                if isinstance(item, Incoming) and item.problem is None:
                    try:
                        item = Incoming(item.text, message=dominai.decode(item.text))
                    except dominai.RpcError as problem:
                        item = Incoming(item.text, problem=problem)
                self._inbox.put_nowait(item)
        except ConnectionClosed:
            pass
        finally:
            if self.flood is not None:
                closed = Closed(1008, self.flood)
            elif self.connection.close_code is not None:
                closed = Closed(self.connection.close_code, self.connection.close_reason or "")
            self._inbox.put_nowait(closed)
            self.closed.set()

    def _admit(self, size: int) -> bool:
        """Count one more unread message of `size` bytes kept; False (with `flood` set and the inbox
        emptied, freeing what it held) when that is over the bounds."""
        limit = UNREAD_FACTOR * self.max_bytes
        if self._unread_messages + 1 <= UNREAD_MESSAGES and self._unread_bytes + size <= limit:
            self._unread_messages += 1
            self._unread_bytes += size
            return True
        self.flood = (
            f"sent more than {UNREAD_MESSAGES} messages or {limit} bytes that the server had not asked for"
        )
        while True:
            try:
                self._inbox.get_nowait()
            except queue.Empty:
                break
        self._unread_messages = self._unread_bytes = 0
        return False

    async def _write(self) -> None:
        while True:
            text = await self._outbox.get()
            if text is _STOP:
                await self.connection.close(*self._close_args)
                self.closed.set()
                return
            try:
                async with asyncio.timeout(self.write_timeout):  # no task per message, unlike wait_for
                    await self.connection.send(text)
            except TimeoutError:
                self.write_failure = (
                    f"did not read the server's messages for {self.write_timeout:g} s "
                    "(its receive buffer stayed full)"
                )
                self.connection.transport.abort()
                self.closed.set()
                return
            except ConnectionClosed:
                self.closed.set()
                return

    # ---- used from the game thread --------------------------------------------------------------------

    def send(self, text: str) -> None:
        """Queue `text` to be sent, without waiting (any thread)."""
        self.loop.call_soon_threadsafe(self._outbox.put_nowait, text)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close the connection after every text queued so far is sent (any thread; `reason` at most 123
        bytes, cut if longer)."""
        self._close_args = (code, reason.encode()[:120].decode(errors="ignore"))
        self.loop.call_soon_threadsafe(self._outbox.put_nowait, _STOP)

    def receive(self, timeout: float) -> Incoming | TooLarge | Closed:
        """The next inbox item (game thread). Raises TimeoutError after `timeout` seconds without one."""
        try:
            item = self._inbox.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError from None
        if not isinstance(item, Closed):
            self.loop.call_soon_threadsafe(
                self._read_one, _size(item.text) if isinstance(item, Incoming) else 0
            )
        return item

    def _read_one(self, size: int) -> None:
        """One message of `size` bytes left the inbox (on the loop, which alone counts)."""
        self._unread_messages = max(0, self._unread_messages - 1)
        self._unread_bytes = max(0, self._unread_bytes - size)

    def is_closed(self) -> bool:
        """True once the connection is closed (by either side) or the writer gave up."""
        return self.closed.is_set()

    def pending(self) -> Any:
        """How many messages wait in the inbox (for tests and logs)."""
        return self._inbox.qsize()
