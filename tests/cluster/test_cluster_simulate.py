"""`referee simulate --cluster`: the same games as `--jobs`, on a Dask cluster, whatever its workers do.

Every test starts a real `distributed.LocalCluster` (worker processes of their own) or a real
``dask scheduler`` / ``dask worker`` pair; nothing of Dask is replaced.
"""

from __future__ import annotations

import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from referee.cluster import ClusterAddress, connect, parse_cluster
from referee.errors import UsageError
from referee.simulate import (
    Simulation,
    play_batch,
    play_batch_shipped,
    simulate,
    simulate_on_cluster,
)
from tests.cli import patience, referee_command

KINGDOM = tuple("cellar chapel festival laboratory market remodel smithy village witch workshop".split())
REFEREE = referee_command()
DASK = shutil.which("dask")
NO_DASHBOARD = ("--no-dashboard", "--dashboard-address", "127.0.0.1:0")
"""A `dask scheduler`'s HTTP server (health routes, no dashboard) on a free port, not on 8787."""


def test_cluster_addresses_are_parsed_or_refused_with_both_forms_named() -> None:
    assert parse_cluster("local:2") == ClusterAddress("local:2", local=2)
    assert parse_cluster(" tcp://10.0.0.5:8786 ").address == "tcp://10.0.0.5:8786"
    assert parse_cluster("tls://scheduler.example.org:8786").address == "tls://scheduler.example.org:8786"
    for bad in ("local:0", "local:", "local:two", "10.0.0.5:8786", "tcp://host", "http://host:80", ""):
        with pytest.raises(UsageError, match=r"expected local:N .* tcp://HOST:PORT"):
            parse_cluster(bad)


@pytest.mark.parametrize(
    ("bad", "why"),
    [
        ("tcp://[::1", "an unclosed"),
        ("tcp://[::1:8786", "an unclosed"),
        ("tcp://::1:8786", "in brackets"),
        ("tcp://[::g]:8786", "not an IPv6 address"),
        ("tcp://[10.0.0.5]:8786", "not an IPv6 address"),
        ("tcp://10.0.0.5:0", "port 0"),
        ("tcp://10.0.0.5:65536", "port 65536"),
        ("tcp://10.0.0.5:99999999999999999999", "port 99999999999999999999"),
        ("tcp://host_name:8786", "host_name"),
        ("tcp://-host:8786", "-host"),
        ("tcp://user@host:8786", "user"),
        ("tcp://host:8786/path", "/path"),
        ("tcp://host:8786?x=1", "?x=1"),
    ],
)
def test_a_malformed_scheduler_address_is_refused_before_use_naming_its_fault(bad: str, why: str) -> None:
    with pytest.raises(UsageError) as refused:
        parse_cluster(bad)
    message = str(refused.value)
    assert message.startswith(f"--cluster {bad!r}: ") and why in message, message
    assert "\n" not in message and "tcp://HOST:PORT" in message


def test_scheduler_addresses_by_name_and_ipv6_are_kept_as_written() -> None:
    assert parse_cluster("tcp://[::1]:8786").address == "tcp://[::1]:8786"
    assert parse_cluster("tls://a-b.example:1").address == "tls://a-b.example:1"
    assert parse_cluster("tcp://10.0.0.5:65535").address == "tcp://10.0.0.5:65535"


def test_a_strategy_file_travels_with_the_task(tmp_path: Path) -> None:
    """A worker plays a strategy file from the text sent with the batch, not from its own disk."""
    from players.strategy import shipped_strategies

    mine = tmp_path / "mine.toml"
    mine.write_text(shipped_strategies()["smithy-money"].read_text())
    simulation = Simulation((str(mine), "big-money"), ("A", "B"), KINGDOM, 20, 3)
    expected = play_batch(simulation, simulation.schedule())
    text = mine.read_text()
    gone = str(tmp_path / "elsewhere" / "mine.toml")  # no such file on "this worker"
    shipped = Simulation((gone, "big-money"), ("A", "B"), KINGDOM, 20, 3)
    assert play_batch_shipped(shipped, {gone: text}, shipped.schedule()) == expected


@pytest.fixture(scope="module")
def client():
    with connect(parse_cluster("local:2")) as client:
        yield client


def test_a_simulation_on_two_workers_is_the_simulation_on_one_process(client) -> None:
    simulation = Simulation(("double-witch", "big-money"), ("W", "B"), KINGDOM, 300, 11)
    finished = []
    games = simulate_on_cluster(simulation, client, progress=finished.append)
    assert games == simulate(simulation, jobs=1)
    assert sum(finished) == 300
    assert [g.index for g in games] == list(range(300))


def test_a_local_cluster_starts_no_server_on_the_dashboards_fixed_port() -> None:
    """Two local clusters at once (two tournaments, or tests in parallel) do not fight over Dask's
    dashboard port 8787: a local cluster's scheduler serves no dashboard and its HTTP server (Dask's
    health routes) listens on a free port, so nothing warns "Port 8787 is already in use"."""
    import socket
    import warnings

    holder = socket.socket()
    try:
        holder.bind(("127.0.0.1", 8787))  # when another program holds it already, so much the better
        holder.listen()
    except OSError:
        pass
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with connect(parse_cluster("local:1")) as client:
                services = client.scheduler_info()["services"]
    finally:
        holder.close()
    assert [str(w.message) for w in caught if "already in use" in str(w.message)] == []
    assert services.get("dashboard") != 8787


def kill_a_busy_worker(client) -> list[str]:
    """SIGKILL a worker process of `client`'s local cluster that has tasks in hand; return their keys
    (empty when no worker had any)."""
    pids = client.run(os.getpid)
    for address, keys in client.processing().items():
        if keys and address in pids:
            os.kill(pids[address], signal.SIGKILL)
            return list(keys)
    return []


def test_a_worker_killed_mid_simulation_loses_no_game_and_counts_none_twice(client) -> None:
    """SIGKILL of a worker process while it plays a batch: Dask plays the batch again on a worker (the
    nanny restarts the dead one); every game is reported once and the report is the one-process report."""
    simulation = Simulation(("village-smithy", "big-money"), ("V", "B"), KINGDOM, 2000, 5)
    lost: list[str] = []

    def progress(done: int) -> None:
        if not lost:
            lost.extend(kill_a_busy_worker(client))

    games = simulate_on_cluster(simulation, client, progress=progress)
    assert lost, "no worker had a batch in hand to lose"
    assert [g.index for g in games] == list(range(2000))
    assert games == simulate(simulation, jobs=1)
    # The nanny restarted the worker: the cluster has two workers again.
    deadline = time.monotonic() + patience(60)
    while len(client.nthreads()) < 2 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert len(client.nthreads()) == 2


def test_a_changed_strategy_file_is_read_anew_by_a_worker_that_played_it(tmp_path: Path) -> None:
    """A cluster's workers outlive a command: the same path with another text is another strategy."""
    from players.strategy import shipped_strategies

    spec = str(tmp_path / "mine.toml")
    simulation = Simulation((spec, "big-money"), ("A", "B"), KINGDOM, 20, 3)
    texts = {name: shipped_strategies()[name].read_text() for name in ("big-money", "double-witch")}
    first = play_batch_shipped(simulation, {spec: texts["big-money"]}, simulation.schedule())
    second = play_batch_shipped(simulation, {spec: texts["double-witch"]}, simulation.schedule())
    assert first != second
    assert play_batch_shipped(simulation, {spec: texts["big-money"]}, simulation.schedule()) == first


def test_a_worker_of_another_version_refuses_the_batch_naming_itself() -> None:
    from referee.errors import ClusterError

    simulation = Simulation(("big-money", "big-money"), ("A", "B"), KINGDOM, 2, 3)
    with pytest.raises(ClusterError, match=r"runs referee version .*, not 0\.0\.0-other: install the same"):
        play_batch_shipped(simulation, {}, simulation.schedule(), "0.0.0-other")


def test_the_command_prints_the_report_of_jobs(tmp_path: Path) -> None:
    common = ["simulate", "smithy-money", "big-money", "--games", "200", "--seed", "9"]
    common += ["--kingdom", ",".join(KINGDOM)]
    on_cluster = subprocess.run(
        [*REFEREE, *common, "--cluster", "local:2"],
        capture_output=True,
        text=True,
        timeout=patience(300),
        cwd=tmp_path,
    )
    local = subprocess.run(
        [*REFEREE, *common, "--jobs", "1"], capture_output=True, text=True, timeout=patience(300)
    )
    assert on_cluster.returncode == 0, on_cluster.stderr
    assert on_cluster.stdout == local.stdout
    assert "cluster local:2: 2 workers" in on_cluster.stderr
    assert "Traceback" not in on_cluster.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--cluster", "local:0"], "--cluster 'local:0': expected local:N"),
        (["--cluster", "local:2", "--jobs", "2"], "--jobs and --cluster: give one"),
        (["--cluster", "tcp://127.0.0.1:9"], "cannot reach the Dask scheduler at tcp://127.0.0.1:9 within 3"),
    ],
)
def test_bad_cluster_use_exits_2_with_one_line(args: list[str], message: str) -> None:
    run = subprocess.run(
        [*REFEREE, "simulate", "big-money", "big-money", "--games", "10", *args],
        capture_output=True,
        text=True,
        timeout=patience(120),
    )
    assert run.returncode == 2
    error = [line for line in run.stderr.splitlines() if "error" in line]
    assert len(error) == 1 and message in error[0], run.stderr
    assert "Traceback" not in run.stderr


def iter_queue(lines: queue.Queue[str]):
    while True:
        try:
            yield lines.get_nowait()
        except queue.Empty:
            return


def wait_for_a_worker(address: str) -> None:
    """Wait (60 s at most) until the scheduler at `address` answers and has a worker."""
    from distributed import Client

    deadline = time.monotonic() + patience(60)
    while True:
        try:
            with Client(address, timeout=5) as client:
                client.wait_for_workers(1, timeout=max(1, deadline - time.monotonic()))
                return
        except OSError:
            assert time.monotonic() < deadline, f"no scheduler at {address} within 60 s"
            time.sleep(0.5)


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.skipif(
    DASK is None, reason="the dask command comes with distributed, installed by the [test] extra"
)
def test_a_lost_scheduler_ends_the_command_with_exit_1_and_no_figures(tmp_path: Path) -> None:
    """A real `dask scheduler` and `dask worker`; the scheduler is killed while the games run."""
    address = f"tcp://127.0.0.1:{_free_port()}"
    started = []
    try:
        scheduler = subprocess.Popen(
            [DASK, "scheduler", "--host", "127.0.0.1", "--port", address.rsplit(":", 1)[1], *NO_DASHBOARD],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        started.append(scheduler)
        worker = subprocess.Popen(
            [DASK, "worker", address, "--nthreads", "1", "--no-dashboard"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        started.append(worker)
        wait_for_a_worker(address)
        command = [*REFEREE, "simulate", "big-money", "smithy-money", "--games", "200000", "--seed", "1"]
        run = subprocess.Popen(
            [*command, "--cluster", address, "--kingdom", ",".join(KINGDOM)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=tmp_path,
        )
        started.append(run)
        lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line) for line in run.stderr], daemon=True).start()
        deadline = time.monotonic() + patience(120)
        while True:  # wait for games to be done, then take the scheduler away
            line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            if line.startswith("progress: ") and not line.startswith("progress: 0 "):
                break
        os.killpg(scheduler.pid, signal.SIGKILL)
        stdout = run.stdout.read()
        run.wait(timeout=patience(180))
        time.sleep(0.5)  # the last lines through the reading thread
        rest = "".join(iter_queue(lines))
        assert run.returncode == 1
        assert "cluster failed: lost the Dask scheduler after" in rest
        assert "no figure is reported" in rest
        assert "Traceback" not in rest
        assert stdout == ""
    finally:
        for process in started:
            if process.poll() is None:
                try:
                    os.killpg(process.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    process.kill()
            process.wait()


@pytest.mark.skipif(
    DASK is None, reason="the dask command comes with distributed, installed by the [test] extra"
)
def test_a_scheduler_without_workers_is_refused_before_any_game(tmp_path: Path) -> None:
    port = _free_port()
    scheduler = subprocess.Popen(
        [DASK, "scheduler", "--host", "127.0.0.1", "--port", str(port), *NO_DASHBOARD],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        address = f"tcp://127.0.0.1:{port}"
        deadline = time.monotonic() + patience(60)
        while True:  # until the scheduler listens (it has no worker to wait for)
            run = subprocess.run(
                [*REFEREE, "simulate", "big-money", "big-money", "--games", "10", "--cluster", address],
                capture_output=True,
                text=True,
                timeout=patience(120),
                cwd=tmp_path,
            )
            if "cannot reach" not in run.stderr or time.monotonic() > deadline:
                break
        assert run.returncode == 1, run.stderr
        assert (
            f"referee: cluster failed: the Dask cluster at {address} has no worker: start some with"
            in run.stderr
        )
        assert "Traceback" not in run.stderr and run.stdout == ""
    finally:
        os.killpg(scheduler.pid, signal.SIGKILL)
        scheduler.wait()


def test_an_address_where_no_dask_scheduler_answers_is_refused_in_seconds(tmp_path: Path) -> None:
    """A web server at the address (the dashboard's port, say) accepts the connection but never speaks
    Dask: the command gives up after the connect timeout instead of waiting forever."""
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=tmp_path,
    )
    try:
        import socket

        deadline = time.monotonic() + patience(30)
        while socket.socket().connect_ex(("127.0.0.1", port)) != 0:
            assert time.monotonic() < deadline, "the web server did not listen"
            time.sleep(0.1)
        address = f"tcp://127.0.0.1:{port}"
        run = subprocess.run(
            [*REFEREE, "simulate", "big-money", "big-money", "--games", "10", "--cluster", address],
            capture_output=True,
            text=True,
            timeout=patience(120),
        )
        assert run.returncode == 2, run.stderr
        assert f"cannot reach the Dask scheduler at {address} within 3 seconds" in run.stderr
        assert "Traceback" not in run.stderr
    finally:
        server.kill()
        server.wait()
