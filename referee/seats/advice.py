"""What to tell a student whose program sent no reply at all: the two causes and the usual fix per language.

A program that never writes a byte before its reply time limit is, nearly always, in one of two traps:

- its **output** is buffered: the reply sits in the program's stdout buffer (block-buffered when stdout is a
  pipe, in almost every language) because it does not flush after each reply;
- its **input** is buffered: the program waits to fill an input buffer before it reads the first message
  (mawk, Debian's default awk, does so unless run with ``-W interactive``; ``sed`` without ``-u``; C's
  ``fread`` of a whole buffer), so it never sees the ``move`` it should answer.

A third cause the referee *can* see: the program was still computing (`computing`), its processes busy on
the CPU for most of the time it had, as a search that runs too long or processes that starve the one that
should answer. The flushing advice would mislead it, so `COMPUTING_SHARE` decides which is given. A program
that replied before and is now idle, neither computing nor starved by the machine, is told so (`idle`): it
waits for input it already had, or sleeps.

The referee cannot see which of the first two (it sees silence), so `no_reply` names both and, when the
command tells the language (the interpreter, or the ``#!`` line of the program file, or a compiled
binary), that language's usual fix. docs/writing-a-player.md, "No reply", is the table behind these words.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Sequence
from pathlib import Path, PurePath

NO_REPLY_DOCS = 'docs/writing-a-player.md, "No reply"'
"""Where the causes and fixes of a silent program are explained at length."""

COMPUTING_SHARE = 0.5
"""A program whose processes were on a CPU for at least this share of the time it could run (its window
less the time the machine starved it of a CPU, `referee.seats.load.starved_time`; all its processes together,
`referee.seats.sandbox.Jail.cpu_times`) was computing, not blocked on a buffer or asleep: `computing` is said
instead of `idle`. The time it waited for a CPU others had is left out of both, so that a busy program on a
loaded machine (which gets a small share of a CPU) is still told apart from one that sleeps in a read."""

FIXES: dict[str, str] = {
    "awk": "awk: fflush() after each print, and run mawk (Debian's awk) as mawk -W interactive",
    "sed": "sed: run it as sed -u, which reads and writes line by line",
    "python": "Python: print(..., flush=True) or python -u; read with sys.stdin.readline() or for line in "
    "sys.stdin",
    "c": "C/C++: fflush(stdout) after each reply (or setvbuf(stdout, NULL, _IOLBF, 0) once); read with fgets "
    "or getline, not fread of a whole buffer",
    "java": "Java: System.out.flush() after each reply; read with BufferedReader.readLine()",
    "node": "Node.js: process.stdout.write works unbuffered; read with readline's line events",
    "perl": "Perl: $| = 1 at the start; read with <STDIN>",
    "ruby": "Ruby: $stdout.sync = true at the start; read with gets",
    "shell": "shell: each echo/printf is written at once; read with read -r",
}
"""Language -> its usual fix for both traps, one phrase."""

GENERAL_FIX = (
    "flush after each reply (Python print(..., flush=True), C fflush(stdout), Java System.out.flush()) and "
    "read line by line (mawk needs -W interactive, sed -u)"
)
"""The fix named when the command does not tell the language."""

_LANGUAGES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), language)
    for pattern, language in (
        (r"[mgn]?awk|original-awk|busybox-awk", "awk"),
        (r"g?sed", "sed"),
        (r"python[\d.]*|pypy[\d.]*", "python"),
        (r"java|kotlin|scala", "java"),
        (r"node(js)?|deno|bun", "node"),
        (r"perl[\d.]*", "perl"),
        (r"ruby[\d.]*", "ruby"),
        (r"sh|bash|dash|zsh|ksh", "shell"),
    )
)


def language_of(command: Sequence[str], cwd: str | Path | None = None) -> str | None:
    """The language the player program of `command` (argv, program first) is written in, as a key of
    `FIXES`, or None when the command does not tell.

    Told by the program's name after a leading ``env`` (``mawk``, ``python3``, ``sed``), else by the
    interpreter of the program file's ``#!`` line, else ``"c"`` for a compiled (ELF) program. The file is
    looked up as the referee starts it: relative to `cwd` when it names a directory, else on PATH. Never
    raises: an unreadable file tells nothing.
    """
    words = list(command)
    while words and (PurePath(words[0]).name == "env" or "=" in words[0] or words[0].startswith("-")):
        words.pop(0)
    if not words:
        return None
    by_name = _by_name(words[0])
    if by_name is not None:
        return by_name
    path = Path(words[0]) if "/" in words[0] else Path(shutil.which(words[0]) or words[0])
    if cwd is not None and not path.is_absolute():
        path = Path(cwd) / path
    try:
        with open(path, "rb") as file:
            head = file.read(256)
    except OSError:
        return None
    if head.startswith(b"\x7fELF"):
        return "c"
    if not head.startswith(b"#!"):
        return None
    line = head[2:].split(b"\n", 1)[0].decode("latin-1").split()
    if line and PurePath(line[0]).name == "env":
        line = [word for word in line[1:] if not word.startswith("-")]
    return _by_name(line[0]) if line else None


def _by_name(program: str) -> str | None:
    name = PurePath(program).name
    for pattern, language in _LANGUAGES:
        if pattern.fullmatch(name):
            return language
    return None


def no_reply(command: Sequence[str], cwd: str | Path | None = None) -> str:
    """The advice added to a reply timeout before which the program wrote nothing at all: both causes, the
    fix for its language (`language_of`, or `GENERAL_FIX`), the start-up limit, and `NO_REPLY_DOCS`.

    Begins with ``nothing arrived on stdout`` (what `referee check` looks for to tell a silent program).
    """
    language = language_of(command, cwd)
    fix = FIXES[language] if language is not None else GENERAL_FIX
    return (
        "nothing arrived on stdout: the program does not flush its output after each reply (stdout is "
        "buffered when it is a pipe), or waits for input its input buffering holds back; "
        f"{fix}; for a slow start-up allow more with --first-timeout ({NO_REPLY_DOCS})"
    )


def computing(cpu: float, starved: float, elapsed: float, *, first: bool) -> str:
    """The advice added to a reply timeout when the program's processes were on a CPU for most of the time
    they could run (`COMPUTING_SHARE`) of the `elapsed` wall-clock seconds from the message to the deadline:
    `cpu` seconds on a CPU, and `starved` of the `elapsed` seconds kept from running by the machine (which the
    limit does not count, so `elapsed` is the limit plus `starved`). The fix is a faster answer or a longer
    limit (``--first-timeout`` for the `first` reply, which includes the start-up, so it says "starting up or
    computing", else ``--timeout``), not flushing. Begins with ``it used``."""
    option = "--first-timeout" if first else "--timeout"
    doing = "starting up or computing" if first else "computing"
    return (
        f"it used {cpu:.1f} s of CPU in the {_window(elapsed, starved)}: it was still {doing}; make it "
        "answer faster (cut its search short in time; no processes busy beside the one that answers) or "
        f"allow more time with {option} ({NO_REPLY_DOCS})"
    )


def _window(elapsed: float, starved: float) -> str:
    """The time a program was given for a reply, in words: ``5.0 s``, or with the part the machine starved
    it of (which the limit does not count) ``7.4 s it was given (of which 2.4 s waiting ...)``."""
    if starved < 0.1:
        return f"{elapsed:.1f} s it had"
    return (
        f"{elapsed:.1f} s it was given (of which {starved:.1f} s waiting for a CPU the machine gave to "
        "others, which does not count against it)"
    )


def idle(
    cpu: float,
    starved: float,
    elapsed: float,
    command: Sequence[str],
    cwd: str | Path | None,
    *,
    silent: bool,
) -> str:
    """The advice added to a reply timeout when the program's processes were NOT on a CPU for most of the time
    they could run (`COMPUTING_SHARE`) of the `elapsed` wall-clock seconds it had: it used only `cpu` seconds
    of CPU (`starved` of the seconds waiting for a CPU others had), so it was idle, waiting for something. A
    program that never wrote a byte (`silent`) is told `no_reply` (its output or input buffering, the usual
    trap of a first program); one that replied before is told it was idle and the likely causes: waiting for
    input it already had (reading more than the one line of each message, or for a message that comes only
    after its reply), sleeping or waiting on something else. Begins with ``nothing arrived on stdout``
    (silent) or ``it was idle``."""
    if silent:
        return no_reply(command, cwd)
    return (
        f"it was idle: it used {cpu:.1f} s of CPU in the {_window(elapsed, starved)}, so it was waiting, not "
        "computing: for input it had already been sent (it reads more than the one line of each message, or "
        "waits for a message that comes only after its reply), or in a sleep or a wait on something else "
        f"(a child process, a file, a lock) ({NO_REPLY_DOCS})"
    )
