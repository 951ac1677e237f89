"""The line of a crashed player's stderr that states its error (docs/sandbox.md, "Crashes").

A runtime that dies of an uncaught error writes the error among lines that do not help a student: Node's
frames and its ``Node.js v20.20.2`` footer, Java's ``at`` frames, Go's goroutine dump, Racket's context.
`error_line` finds the line that states the error, with the file and line it names, for the runtimes
students write players in; where a runtime writes the place on another line than the error, the place is
added: ``TypeError: Cannot read properties of undefined (reading 'name') (at /home/ada/player.js:93:71)``.

Each runtime's shape is recognised by its structure, never by the program's words, and the last error in
the text is the one found (an error a program printed and survived comes before the one it died of):

- Python: a traceback's exception line (``KeyError: 'hand'``), placed at its last ``File "...", line N``;
- Node: the line before the ``    at`` frames (``TypeError: ...``), placed at the first frame outside
  Node's own modules, or the ``FILE:LINE`` heading for a thrown value that is not an Error;
- Java: ``Exception in thread "main" ...``, or its last ``Caused by: ...`` (the root cause), placed at
  the first ``\\tat`` frame after it;
- Go: ``panic: ...`` or ``fatal error: ...``, placed at the first frame of the goroutine outside the
  runtime;
- Ruby: ``FILE:LINE:in 'METHOD': MESSAGE (CLASS)``, which holds its place;
- Racket: the message above ``context...:`` (or ``location...:``), placed at the first context line
  naming a file and line outside Racket's collections;
- C and C++: glibc's ``Assertion `...' failed.``, the C++ runtime's ``terminate called after throwing an
  instance of 'T'`` with its ``what():``, a sanitizer's ``SUMMARY:`` or ``runtime error:`` line, glibc's
  heap and stack checks (``free(): double free detected``, ``*** stack smashing detected ***``).

Anything else is no recognised shape: `last_line` then gives the last line that is not a runtime's footer
or a frame (a C program's own ``bad card: x`` before its ``abort()``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["ERROR_LABEL", "error_line", "last_line"]

ERROR_LABEL = "; its error: "
"""What precedes the error line in a crash's message (``it exited with status 1; its error: ...``)."""

_PYTHON_FRAME = re.compile(r'^  File "(?P<file>.+)", line (?P<line>\d+)')
_PYTHON_ERROR = re.compile(r"^[A-Za-z_][\w.]*(?:: .*)?$")

_NODE_FRAME = re.compile(r"^    at (?:.*\((?P<inner>[^()]+:\d+:\d+)\)|(?P<bare>\S+:\d+:\d+))$")
_NODE_HEADING = re.compile(r"^(?P<place>\S.*:\d+)$")
_NODE_UNCAUGHT = "(Use `node --trace-uncaught"

_JAVA_ERROR = re.compile(r'^(?:Exception in thread "[^"]*" |Caused by: )(?P<error>\S.*)$')
_JAVA_FRAME = re.compile(r"^\s+at (?P<method>\S+)\((?P<place>[^()]*)\)$")
_JAVA_OWN = ("java.", "javax.", "jdk.", "sun.", "com.sun.")
"""Packages of the Java platform: a frame in them is not the player's place."""

_GO_ERROR = re.compile(r"^(?:panic|fatal error): \S")
_GO_PLACE = re.compile(r"^\t(?P<place>\S+\.go:\d+)(?: \+0x[0-9a-f]+)?$")

_RUBY_ERROR = re.compile(r"^(?P<place>\S+:\d+):in [`'][^']*': .+$")

_RACKET_BLOCK = re.compile(r"^\s+(?:context|location|errortrace)\.\.\.:$")
_RACKET_PLACE = re.compile(r'^\s+(?:(?P<place>[^\s.]\S*?:\d+:\d+):?(?:\s|$)|body of "(?P<file>[^"]+)")')
"""A context line naming a place: ``/home/ada/player.rkt:31:4: first-card`` (Racket CS; Racket BC writes no
colon after the column), or ``body of "/home/ada/player.rkt"``."""

_NATIVE_ERRORS = (
    re.compile(r"^.+:\d+: .+: Assertion .+ failed\.$"),  # glibc assert()
    re.compile(r"^SUMMARY: \w+Sanitizer: .+$"),  # AddressSanitizer, LeakSanitizer, ...
    re.compile(r"^\S+:\d+:\d+: runtime error: .+$"),  # UndefinedBehaviorSanitizer
    re.compile(r"^\*\*\* .+ \*\*\*: terminated$"),  # glibc: stack smashing, buffer overflow
    re.compile(r"^(?:free|malloc|realloc|munmap_chunk|malloc_consolidate)\(\): .+$"),  # glibc's heap checks
    re.compile(r"^(?:double free or corruption|corrupted size vs\. prev_size).*$"),
)
_TERMINATE = re.compile(r"^terminate called after throwing an instance of '.+'$")
_WHAT = re.compile(r"^  what\(\):  (?P<what>.*)$")

_NOT_THE_ERROR = re.compile(
    r"^(?:Node\.js v\d|\(Use `node --trace|\s+at |\tfrom |\s*\.\.\. \d+ more$|exit status \d+$|\s*\^+\s*$"
    r"|goroutine \d+ \[|\[signal )"
)
"""Lines that are a runtime's footer or frames, never the error: Node's version footer and hint, Node's,
Java's and Ruby's frames, Java's ``... 3 more``, ``go run``'s ``exit status 2``, carets under source, Go's
goroutine headings and signal line."""


def error_line(stderr: str) -> str | None:
    """The line of `stderr` (a crashed player's stderr, or its last part) that states the error it died
    of, for a runtime shape this module knows (see the module doc), with its place (``FILE:LINE``) added
    where the runtime writes it on another line; None when no known shape is there."""
    lines = [line.rstrip("\r") for line in stderr.splitlines()]
    for find in _FINDERS:
        found = find(lines)
        if found is not None:
            return found
    return None


def last_line(stderr: str) -> str | None:
    """The last non-blank line of `stderr` that is not a runtime's footer or a frame (`_NOT_THE_ERROR`),
    or None."""
    for line in reversed(stderr.splitlines()):
        if line.strip() and not _NOT_THE_ERROR.match(line):
            return line.strip()
    return None


def _placed(error: str, place: str | None) -> str:
    """`error` with ``(at PLACE)`` added, unless it already names that place."""
    if place is None or place in error:
        return error
    return f"{error} (at {place})"


def _python(lines: list[str]) -> str | None:
    for index in range(len(lines) - 1, 0, -1):
        line = lines[index]
        if not _PYTHON_ERROR.match(line) or not lines[index - 1].startswith(" "):
            continue
        # Above the exception line: the indented frames (File lines, source, carets) of its traceback.
        for above in range(index - 1, -1, -1):
            if not lines[above].startswith(" "):
                break
            frame = _PYTHON_FRAME.match(lines[above])
            if frame is not None:
                return _placed(line, f"{frame['file']}:{frame['line']}")
    return None


def _node(lines: list[str]) -> str | None:
    for index in range(len(lines) - 1, 0, -1):
        if lines[index].startswith(_NODE_UNCAUGHT):
            # A thrown value that is not an Error: no frames; the FILE:LINE heading above its source line.
            heading = next(
                (m for m in map(_NODE_HEADING.match, reversed(lines[:index])) if m is not None), None
            )
            return _placed(lines[index - 1].strip(), heading["place"] if heading else None)
        if _NODE_FRAME.match(lines[index]) and not _NODE_FRAME.match(lines[index - 1]):
            # The first frame of a run: the error is the line above it.
            error = lines[index - 1].strip()
            if not error or lines[index - 1].startswith("\t"):
                continue
            place = None
            for frame in map(_NODE_FRAME.match, lines[index:]):
                if frame is None:
                    break
                where = frame["inner"] or frame["bare"]
                if not where.startswith("node:"):
                    place = where
                    break
            return _placed(error, place)
    return None


def _java(lines: list[str]) -> str | None:
    for index in range(len(lines) - 1, -1, -1):
        found = _JAVA_ERROR.match(lines[index])
        if found is None:
            continue
        place = None
        for frame in map(_JAVA_FRAME.match, lines[index + 1 :]):
            if frame is None:
                break
            method = frame["method"].split("/")[-1]  # java.base/java.util.ArrayList.get: its module first
            if re.search(r":\d+$", frame["place"]) and not method.startswith(_JAVA_OWN):
                place = frame["place"]
                break
        return _placed(found["error"], place)
    return None


def _go(lines: list[str]) -> str | None:
    for index in range(len(lines) - 1, -1, -1):
        if not _GO_ERROR.match(lines[index]):
            continue
        place = None
        function = ""
        for line in lines[index + 1 :]:
            found = _GO_PLACE.match(line)
            if found is None:
                function = line
                continue
            if not function.startswith(("runtime.", "panic(")):
                place = found["place"]
                break
        return _placed(lines[index], place)
    return None


def _ruby(lines: list[str]) -> str | None:
    for line in reversed(lines):
        if _RUBY_ERROR.match(line):
            return line
    return None


def _racket(lines: list[str]) -> str | None:
    for index in range(len(lines) - 1, 0, -1):
        if not _RACKET_BLOCK.match(lines[index]):
            continue
        error = next((line for line in reversed(lines[:index]) if line and not line[0].isspace()), None)
        if error is None:
            continue
        place = None
        for line in lines[index + 1 :]:
            if not line.startswith(" "):
                break
            found = _RACKET_PLACE.match(line)
            where = None if found is None else found["place"] or found["file"]
            if where is not None and "/collects/" not in where:
                place = where
                break
        return _placed(error, place)
    return None


def _native(lines: list[str]) -> str | None:
    for index in range(len(lines) - 1, -1, -1):
        line = lines[index]
        if _TERMINATE.match(line):
            what = _WHAT.match(lines[index + 1]) if index + 1 < len(lines) else None
            return f"{line}: {what['what']}" if what else line
        if any(pattern.match(line) for pattern in _NATIVE_ERRORS):
            return line
    return None


_FINDERS: tuple[Callable[[list[str]], str | None], ...] = (
    _python,
    _node,
    _java,
    _go,
    _ruby,
    _racket,
    _native,
)
"""Each runtime's finder, tried in this order: the first shape found decides."""
