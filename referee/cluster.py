"""Games on a Dask cluster: what ``--cluster`` of `referee simulate` and `referee tournament` connects to.

A cluster is Dask distributed's: a scheduler (``dask scheduler``) and workers (``dask worker``) on any
number of machines, each worker with this referee installed (docs/cluster.md). ``--cluster local:N`` starts
a `distributed.LocalCluster` of N single-threaded worker processes on this machine instead, to try it.

The command that runs ``referee`` stays the only place where results are kept: it sends games to the
workers as tasks and receives their results; the workers keep nothing. Dask reruns a task whose worker died
(until more workers died running it than the scheduler's ``distributed.scheduler.allowed-failures``, 3 by
default), and a game played twice is recorded once (its schedule index).

dask distributed is an optional extra (``pip install -e '.[cluster]'``); without it ``--cluster`` stops
with a `UsageError` saying so, before anything starts.
"""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import os
import re
import socket
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from referee.errors import ClusterError, UsageError

CONNECT_TIMEOUT = 3.0
"""Seconds to reach a remote scheduler before giving up with an error naming it."""

DASK_LOGGERS = (
    "distributed",
    "distributed.client",
    "distributed.comm",
    "distributed.core",
    "distributed.nanny",
    "distributed.scheduler",
    "distributed.worker",
)
"""Dask's loggers that `connect` quiets (in this process; a local cluster's workers get `silence_logs`)."""

_LOCAL = re.compile(r"local:(\d+)")
_REMOTE = re.compile(r"(tcp|tls)://(?P<host>\[[^\]]*\]|[^:/?#@\[\]]*)(?::(?P<port>[^/?#]*))?(?P<rest>.*)")
_HOST_NAME = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*\.?")


@dataclass(frozen=True)
class ClusterAddress:
    """A parsed ``--cluster`` value: ``local`` workers to start here (N >= 1), or a scheduler's `address`
    (``tcp://HOST:PORT`` or ``tls://HOST:PORT``)."""

    text: str
    local: int = 0
    address: str | None = None

    def __str__(self) -> str:
        return self.text


def default_jobs() -> int:
    """The CPU cores this process may use (its affinity mask, which containers narrow), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def parse_cluster(text: str) -> ClusterAddress:
    """Parse a ``--cluster`` value.

    Arguments:
        text: ``local:N`` (N whole, >= 1) or ``tcp://HOST:PORT`` / ``tls://HOST:PORT``.
    Raises:
        UsageError: anything else, naming the value and the two accepted forms.
    """
    value = text.strip()
    local = _LOCAL.fullmatch(value)
    if local is not None and int(local.group(1)) >= 1:
        return ClusterAddress(value, local=int(local.group(1)))
    remote = _REMOTE.fullmatch(value)
    fault = _remote_fault(remote) if remote is not None else None
    if remote is not None and fault is None:
        return ClusterAddress(value, address=value)
    raise UsageError(
        f"--cluster {text!r}: {fault + '; ' if fault else ''}expected local:N (N >= 1 worker processes "
        f"started on this machine) or the address of a Dask scheduler, tcp://HOST:PORT (e.g. "
        f"tcp://10.0.0.5:8786, tcp://[::1]:8786)"
    )


def _remote_fault(address: re.Match[str]) -> str | None:
    """What is wrong in a ``tcp://`` or ``tls://`` address split by `_REMOTE`, or None: the host must be a
    host name, an IPv4 address or an IPv6 address in brackets; the port a whole number 1-65535; nothing may
    follow it (Dask would otherwise fail with its own error, or connect elsewhere, once the games start)."""
    host, port, rest = address.group("host"), address.group("port"), address.group("rest")
    if "[" in rest or "]" in rest:
        return "an unclosed [ around the IPv6 address"
    if rest.startswith("@"):
        return f"no user part ({host!r}) is accepted before the host"
    if (port and ":" in port) or (not host and port is not None):
        return "an IPv6 address goes in brackets, as tcp://[::1]:8786"
    if not host:
        return "no host"
    if host.startswith("["):
        try:
            ipaddress.IPv6Address(host[1:-1])
        except ValueError:
            return f"{host} is not an IPv6 address"
    elif not _HOST_NAME.fullmatch(host):
        return f"{host!r} is not a host name or an IPv4 address"
    if port is None:
        return "no :PORT after the host"
    if not port.isdecimal() or not 1 <= int(port) <= 65535:
        return f"port {port} is not a whole number from 1 to 65535"
    if rest:
        return f"nothing may follow the port ({rest!r})"
    return None


def require_distributed() -> None:
    """Raise `UsageError` unless dask distributed can be imported (the ``cluster`` extra)."""
    try:
        import distributed  # noqa: F401
    except ImportError:
        raise UsageError(
            "--cluster needs dask distributed, which is not installed: pip install -e '.[cluster]'"
        ) from None


def referee_version() -> str:
    """This installation's version (the ``dominion-referee`` distribution's), as workers are compared by;
    ``unknown`` when it is not installed as a distribution."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("dominion-referee")
    except PackageNotFoundError:
        return "unknown"


def worker_name() -> str:
    """Who is running the current task, for messages: ``WORKER-ADDRESS on HOST`` inside a Dask worker,
    ``HOST`` elsewhere."""
    host = socket.gethostname()
    try:
        from distributed import get_worker

        return f"worker {get_worker().address} on {host}"
    except (ImportError, ValueError):
        return host


@contextlib.contextmanager
def connect(cluster: ClusterAddress) -> Iterator[Any]:
    """A `distributed.Client` of `cluster`, closed on exit (a local cluster's workers are stopped then).

    A local cluster runs N worker processes of one thread each (`LocalCluster`, no dashboard, every
    port a free one the system picks); a remote scheduler is reached within `CONNECT_TIMEOUT` seconds.
    Every worker must run this referee's version.
    Raises:
        UsageError: dask distributed is not installed, or the scheduler cannot be reached (a wrong address).
        ClusterError: the scheduler has no worker, or a worker runs another version
            of the referee (the message names them).
    """
    require_distributed()
    from distributed import LocalCluster

    # Dask's own logs of a worker's death or a lost scheduler (tracebacks included) are ours to report, in
    # our words, by the exceptions the futures raise.
    for name in DASK_LOGGERS:
        logging.getLogger(name).setLevel(logging.CRITICAL)
    with contextlib.ExitStack() as stack:
        if cluster.local:
            local = stack.enter_context(
                LocalCluster(
                    n_workers=cluster.local,
                    threads_per_worker=1,
                    processes=True,
                    dashboard_address=None,
                    # Dask's scheduler serves its health routes even without a dashboard, by default
                    # on the dashboard's port 8787: a free port instead, so that two local clusters at
                    # once (two tournaments) neither collide nor warn.
                    scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
                    silence_logs=logging.CRITICAL,
                )
            )
            client = stack.enter_context(_client(local, str(cluster)))
        else:
            client = stack.enter_context(_client(cluster.address, str(cluster)))
        check_workers(client, str(cluster))
        yield client


def _client(address: Any, name: str) -> Any:
    """A `distributed.Client` of `address` (a scheduler's address, or a `LocalCluster`), made within
    `CONNECT_TIMEOUT` seconds (plus a local cluster's start).

    Dask's own timeout covers the TCP connection only: something else listening at the address (a web
    server, the dashboard's port) would hold the handshake forever, so the client is made in a thread
    that is waited for no longer.
    Raises:
        UsageError: no Dask scheduler answered at `address` in time (naming it).
    """
    import threading

    from distributed import Client

    made: list[Any] = []
    failed: list[BaseException] = []

    def make() -> None:
        try:
            made.append(Client(address, timeout=CONNECT_TIMEOUT))
        except BaseException as error:  # noqa: BLE001 - handed to the waiting thread
            failed.append(error)

    thread = threading.Thread(target=make, name="dask-connect", daemon=True)
    thread.start()
    thread.join(CONNECT_TIMEOUT + 2.0 if isinstance(address, str) else None)
    if made:
        return made[0]
    why = f"{failed[0]}" if failed else "something answered, but not a Dask scheduler: a wrong port?"
    if failed and not isinstance(failed[0], (OSError, TimeoutError)):
        raise failed[0]
    raise UsageError(
        f"cannot reach the Dask scheduler at {name} within {CONNECT_TIMEOUT:g} seconds ({why}); start it "
        "with `dask scheduler` on that machine (docs/cluster.md)"
    )


def check_workers(client: Any, name: str) -> int:
    """Check that `client`'s cluster has workers, all running this referee's version; return its threads
    (games it plays at a time).

    Raises:
        ClusterError: no worker, or the workers (named) whose version differs.
    """
    threads = sum(client.nthreads().values())
    if threads == 0:
        raise ClusterError(
            f"the Dask cluster at {name} has no worker: start some with `dask worker {name}` "
            "(docs/cluster.md)"
        )
    ours = referee_version()
    theirs = client.run(referee_version, on_error="return")
    wrong = sorted(
        f"{worker} has {version}" if isinstance(version, str) else f"{worker} cannot run it ({version!r})"
        for worker, version in theirs.items()
        if version != ours
    )
    if wrong:
        raise ClusterError(
            f"every worker must run this referee's version {ours}: {', '.join(wrong)}; install the same "
            f"version on every worker (docs/cluster.md)"
        )
    return threads


def threads_of(client: Any) -> int:
    """The worker threads of `client`'s cluster now (at least 1): games it plays at a time."""
    return max(1, sum(client.nthreads().values()))


def workers_line(client: Any, name: str) -> str:
    """What the commands print once connected: ``cluster NAME: W workers, T threads (games at a time)``."""
    nthreads = client.nthreads()
    return f"cluster {name}: {len(nthreads)} workers, {sum(nthreads.values())} threads (games at a time)"
