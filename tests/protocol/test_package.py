"""The package's public surface: the agreed names exist, `__all__` is right, and protocol/ stands alone."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import protocol
import protocol.framing
from protocol import (
    DatumTooLarge,
    EndOfStream,
    InvalidEncoding,
    NestingTooDeep,
    ProtocolError,
    ReadTimeout,
    TruncatedDatum,
)


def test_all_lists_exactly_the_public_names() -> None:
    public = {name for name in vars(protocol) if not name.startswith("_")}
    modules = {
        "errors",
        "framing",
        "messages",
        "parse",
        "printer",
        "sexp",
        "annotations",
        "dominai",
        "catalogue",
        "versions",
    }
    assert set(protocol.__all__) == public - modules
    for name in protocol.__all__:
        assert getattr(protocol, name) is not None


def test_agreed_api_names() -> None:
    for name in ("parse_play", "parse_defense", "parse_notification", "to_wire", "ProtocolError"):
        assert callable(getattr(protocol, name))
    for name in ("DatumSplitter", "DatumReader"):
        assert hasattr(protocol.framing, name)


def test_error_tree() -> None:
    assert issubclass(ProtocolError, ValueError)
    for error in (DatumTooLarge, NestingTooDeep, InvalidEncoding, TruncatedDatum):
        assert issubclass(error, ProtocolError)
    assert issubclass(EndOfStream, EOFError) and not issubclass(EndOfStream, ProtocolError)
    assert issubclass(ReadTimeout, TimeoutError) and not issubclass(ReadTimeout, ProtocolError)


def test_nothing_in_protocol_imports_referee(project_root: Path) -> None:
    for path in sorted((project_root / "protocol").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert not name.startswith(("referee", "players")), f"{path.name} imports {name}"


def test_importing_protocol_loads_no_referee_module(project_root: Path) -> None:
    code = (
        "import sys, protocol, protocol.framing\n"
        "print(sorted(m for m in sys.modules if m.startswith('referee')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=project_root, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"
