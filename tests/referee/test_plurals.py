"""No ``(s)`` plural in what the referee says: "1 program", "2 programs" (a user review found "pre-flight
failed for 1 program(s)", "2 remote player(s)", "game(s)" in compare). Every string of the referee's and the
players' code is read with `ast`; docstrings and comments, which a user never sees, are left alone."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from referee.output import counted

ROOT = Path(__file__).resolve().parents[2]
PLURAL = re.compile(r"\w\(s\)")


def said(tree: ast.AST) -> list[tuple[int, str]]:
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def test_no_string_of_the_referee_or_the_players_says_s_in_brackets() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for folder in ("referee", "players")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for line, text in said(ast.parse(path.read_text(), str(path)))
        if PLURAL.search(text)
    ]
    assert not found, "\n".join(found)


def test_counted_says_one_and_many() -> None:
    assert (counted(1, "program"), counted(2, "program"), counted(0, "game")) == (
        "1 program",
        "2 programs",
        "0 games",
    )
