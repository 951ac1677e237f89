"""A headless Chromium driven over its DevTools protocol on a pipe, for the tests of pages: the page
of `referee serve` (tests/network/test_browser*.py) and the tournament report
(tests/referee/test_report_site.py).
``--remote-debugging-pipe``: JSON messages ended by a NUL byte on file descriptors 3 and 4. Clicks are real
mouse events at the element's place on the screen (`Input.dispatchMouseEvent`), keys real key events.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.cli import patience

WIDTH, HEIGHT = 1366, 900
"""The window, in CSS pixels: a laptop's screen."""


def find_chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        program = shutil.which(name)
        if program:
            return program
    if sys.platform.startswith("linux"):
        pytest.fail("the pages' tests need Chromium: apt-get install -y chromium (.ci/run installs it)")
    pytest.skip(f"no Chromium on {sys.platform}; the README covers Linux, where .ci/run installs it")


class Chromium:
    """One headless Chromium with one tab (`new_tab` opens another and switches to it), its window `width`
    x `height` CSS pixels (default: a laptop's screen)."""

    def __init__(self, profile: Path, *, width: int = WIDTH, height: int = HEIGHT) -> None:
        to_browser, self._out = os.pipe()
        self._in, from_browser = os.pipe()
        read_end = fcntl.fcntl(to_browser, fcntl.F_DUPFD_CLOEXEC, 10)
        write_end = fcntl.fcntl(from_browser, fcntl.F_DUPFD_CLOEXEC, 10)

        def on_fds_3_and_4() -> None:
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.process = subprocess.Popen(
            [find_chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--remote-debugging-pipe", f"--user-data-dir={profile}", "about:blank"],
            preexec_fn=on_fds_3_and_4,
            close_fds=False,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        for fd in (to_browser, from_browser, read_end, write_end):
            os.close(fd)
        self._buffer = b""
        self._last_id = 0
        self._events: list[dict[str, Any]] = []
        self.width, self.height = width, height
        self.session = ""
        self.target = ""
        self.new_tab()

    def new_tab(self) -> None:
        """Open a blank tab of a laptop's size and drive it from now on."""
        self.target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=self.target, flatten=True)["sessionId"]
        self.send("Page.enable", session=True)
        self.send(
            "Emulation.setDeviceMetricsOverride",
            session=True,
            width=self.width,
            height=self.height,
            deviceScaleFactor=1,
            mobile=False,
        )

    def close_tab(self) -> None:
        """Close the tab driven (as a person closing it does)."""
        self.send("Target.closeTarget", targetId=self.target)

    def send(self, method: str, *, session: bool = False, **params: Any) -> dict[str, Any]:
        """Send one command (to the tab's session with `session`) and return its result; the events that
        arrive meanwhile are kept for `open`."""
        self._last_id += 1
        message: dict[str, Any] = {"id": self._last_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        os.write(self._out, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._receive()
            if reply.get("id") == self._last_id:
                assert "error" not in reply, f"{method}: {reply['error']}"
                return reply["result"]
            self._events.append(reply)

    def open(self, page: Path, expression: str) -> Any:
        """Load the file `page` and wait for its load event (images loaded); the value of `expression`."""
        self._events.clear()
        self.send("Page.navigate", session=True, url=page.as_uri())
        while not any(e.get("method") == "Page.loadEventFired" for e in self._events):
            self._events.append(self._receive())
        return self.js(expression)

    def go(self, url: str) -> None:
        """Load `url` and wait until its document is complete."""
        self.send("Page.navigate", session=True, url=url)
        self.wait_for("document.readyState === 'complete' && document.getElementById('status') !== null")

    def js(self, expression: str) -> Any:
        """The value of `expression` in the page (JSON-able)."""
        reply = self.send("Runtime.evaluate", session=True, expression=expression, returnByValue=True)
        assert "exceptionDetails" not in reply, f"{expression}: {reply['exceptionDetails']}"
        return reply["result"].get("value")

    def wait_for(self, expression: str, within: float = 120.0) -> Any:
        """Poll `expression` until it is truthy; its value. Fails after `within` seconds."""
        deadline = time.monotonic() + within
        while True:
            value = self.js(expression)
            if value:
                return value
            assert time.monotonic() < deadline, f"waited {within} s for {expression}"
            time.sleep(0.02)

    def click(self, selector: str) -> None:
        """Click the first element matching `selector` with the mouse, at its centre (scrolled into view)."""
        box = self.js(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if (!e) return null;"
            " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
            " return [r.left + r.width / 2, r.top + r.height / 2]; })()"
        )
        assert box, f"nothing to click at {selector}"
        for kind in ("mousePressed", "mouseReleased"):
            self.send(
                "Input.dispatchMouseEvent",
                session=True,
                type=kind,
                x=box[0],
                y=box[1],
                button="left",
                clickCount=1,
            )

    def key(self, key: str) -> None:
        """Press and release `key` (a character, or ``Enter``, ``Escape``)."""
        text = key if len(key) == 1 else ("\r" if key == "Enter" else "")
        self.send("Input.dispatchKeyEvent", session=True, type="keyDown", key=key, text=text)
        self.send("Input.dispatchKeyEvent", session=True, type="keyUp", key=key)

    def screenshot(self, *, whole: bool = True) -> bytes:
        """The tab as shown, PNG: the whole page, or with `whole` False only the window."""
        shot = self.send("Page.captureScreenshot", session=True, format="png", captureBeyondViewport=whole)
        return base64.b64decode(shot["data"])

    def _receive(self, within: float = 120.0) -> dict[str, Any]:
        deadline = time.monotonic() + within
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            assert left > 0, f"Chromium sent nothing for {within} s"
            if select.select([self._in], [], [], left)[0]:
                chunk = os.read(self._in, 1 << 20)
                assert chunk, f"Chromium closed its pipe (exit status {self.process.poll()})"
                self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=patience(30))
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._out)
        os.close(self._in)
