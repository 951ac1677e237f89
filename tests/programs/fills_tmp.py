"""Attack 6 of docs/sandbox.md: fill shared space and meet other players. At its first move it
- writes up to 70 MB (two files of 35 MB: a file of the player is limited to 64 MiB) into ``/tmp`` and as
  much into ``/dev/shm``, as ``NAME.fill1``, ``NAME.fill2`` (shared with the machine, and kept after the
  game, unless these are private to the player);
- makes a listening Unix socket ``/tmp/NAME.sock`` and keeps accepting on it until the game ends;
- connects to ``/tmp/OTHER.sock``, the socket of another player of the same game (which attacked before).
Then it plays passively.

    fills_tmp.py NAME OTHER

Reports (`passive_kit.report`) ``{"written": {PATH: bytes}, "listening": bool, "met": bool, "detail": ...}``.
"""

import errno
import socket
import sys
import threading

from passive_kit import report, run

NAME, OTHER = sys.argv[1], sys.argv[2]
listener = None


def fill(path):
    chunk = b"x" * (1 << 20)
    written = 0
    try:
        with open(path, "wb") as out:
            while written < 35 * (1 << 20):
                out.write(chunk)
                out.flush()
                written += len(chunk)
    except OSError:
        pass
    return written


def accept_forever(server):
    while True:
        try:
            conn, _ = server.accept()
            conn.close()
        except OSError:
            return


def attack(message, count):
    global listener
    if count == 0:
        places = [f"{top}/{NAME}.fill{n}" for top in ("/tmp", "/dev/shm") for n in (1, 2)]
        written = {path: fill(path) for path in places}
        try:
            listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            listener.bind(f"/tmp/{NAME}.sock")
            listener.listen(5)
            threading.Thread(target=accept_forever, args=(listener,), daemon=True).start()
            listening = True
        except OSError:
            listening = False
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
                conn.connect(f"/tmp/{OTHER}.sock")
            met, detail = True, "connected"
        except OSError as error:
            met, detail = False, errno.errorcode.get(error.errno, str(error))
        report({"written": written, "listening": listening, "met": met, "detail": detail})
    return None


raise SystemExit(run(answer=attack))
