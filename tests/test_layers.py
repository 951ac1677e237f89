"""The layers of the code (docs/architecture.md): no import circle, no import against the layers.

Reads the imports of every module of protocol/, referee/ and players/ with `ast` (type-only imports under
``if TYPE_CHECKING:`` and imports inside functions included; an import by a constant name through
`importlib.import_module` too) and fails naming the modules of each circle and each import from a lower
layer into a higher one. `LAYERS` is the table docs/architecture.md describes, highest layer first; a test
below keeps the doc's table equal to it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("protocol", "referee", "players")

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("cli", ("referee.cli",)),
    (
        "tools",
        (
            "referee.conformance",
            "referee.rate",
            "referee.validate",
            "referee.simulate",
            "referee.compare",
            "referee.replay",
            "referee.site",
        ),
    ),
    ("tournament", ("referee.tournament", "referee.network")),
    ("match", ("referee.match", "referee.kingdom", "referee.output", "referee.cluster")),
    ("seats", ("referee.seats",)),
    ("records", ("referee.result", "referee.transcript", "referee.errors", "referee")),
    ("players", ("players",)),
    ("views", ("referee.views",)),
    ("rules", ("referee.rules",)),
    ("protocol", ("protocol",)),
)
"""Layer name -> the modules in it (a name stands for the module and everything under it; the longest
name that matches a module decides). A module may import its own layer and the layers below it, never one
above. players/ (the in-process strategies the referee's seats and tools use) may import the rules core
only through its public API: the package `referee.rules` itself (its `__all__`), never a module inside it."""

KNOWN: Mapping[tuple[str, str], str] = {}
"""Imports against the layers that other branches of issue 42 remove, each with the branch that owns it:
(importer, imported), each a module or a package standing for every module inside it. The integrator
deletes each entry once its branch lands; an entry no longer needed fails the test."""


def module_files(root: Path) -> dict[str, Path]:
    """Every module of `PACKAGES` under `root`: dotted name -> file (a package by its own name)."""
    modules = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            modules[".".join(parts)] = path
    return modules


def imports_of(name: str, path: Path, modules: Iterable[str]) -> set[str]:
    """The modules of `modules` that module `name` (file `path`) imports anywhere in its text."""
    known = set(modules)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    wanted: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            wanted.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            for alias in node.names:
                full = f"{source}.{alias.name}"
                wanted.add(full if full in known else source)
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", None)) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            wanted.add(node.args[0].value)
    found = set()
    for target in wanted:
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)
    return found


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the modules it imports, for every module of `PACKAGES` under `root`."""
    modules = module_files(root)
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def under(module: str, name: str) -> bool:
    """Whether `module` is `name` or a module inside it."""
    return module == name or module.startswith(name + ".")


def layer_of(module: str) -> int | None:
    """The rank of `module`'s layer in `LAYERS` (0 the highest), None for a module in no layer."""
    best: tuple[int, int] | None = None
    for rank, (_, names) in enumerate(LAYERS):
        for name in names:
            if under(module, name):
                if best is None or len(name) > best[0]:
                    best = (len(name), rank)
    return None if best is None else best[1]


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The import circles of `graph`: each strongly connected set of two modules or more, sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(start: str) -> None:
        # Tarjan's algorithm, iterative: a deep chain of imports must not reach Python's recursion limit.
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                members = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    members.append(member)
                    if member == node:
                        break
                if len(members) > 1:
                    found.append(sorted(members))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def problems(
    graph: Mapping[str, set[str]],
    known: Mapping[tuple[str, str], str],
) -> list[str]:
    """Every import circle and every import against `LAYERS` in `graph` (`import_graph`), once the
    imports `known` are taken out, each as one line naming the modules; and each entry of `known` that
    `graph` no longer needs."""
    lines = []
    used = set()
    kept: dict[str, set[str]] = {}
    for module, targets in graph.items():
        kept[module] = set()
        for target in targets:
            covering = [edge for edge in known if under(module, edge[0]) and under(target, edge[1])]
            used.update(covering)
            if not covering:
                kept[module].add(target)
    for members in circles(kept):
        lines.append("import circle: " + " <-> ".join(members))
    for module in sorted(kept):
        rank = layer_of(module)
        for target in sorted(kept[module]):
            if module.split(".")[0] == "players" and target.startswith("referee.rules."):
                lines.append(f"{module} imports {target}: players/ may use `referee.rules` only")
            target_rank = layer_of(target)
            if rank is None:
                lines.append(f"{module} is in no layer of LAYERS (tests/test_layers.py)")
                break
            if target_rank is not None and target_rank < rank:
                above = LAYERS[target_rank][0]
                lines.append(f"{module} ({LAYERS[rank][0]}) imports {target} ({above}), a layer above it")
    for edge in sorted(set(known) - used):
        lines.append(f"known exception {edge[0]} -> {edge[1]} is no longer needed: delete it from KNOWN")
    return lines


def test_no_import_circle_and_no_import_against_the_layers() -> None:
    found = problems(import_graph(ROOT), KNOWN)
    assert not found, "\n".join(found)


def test_the_rules_core_holds_no_protocol_version() -> None:
    # docs/architecture.md, "The rules a game plays": a game's rules come in as `GameRules`; the versions
    # table is asked above the rules core (`referee.protocol_rules`), never inside it.
    graph = import_graph(ROOT)
    asking = sorted(
        m for m, targets in graph.items() if under(m, "referee.rules") and "protocol.versions" in targets
    )
    assert not asking, f"{', '.join(asking)} import protocol.versions"


def test_every_module_is_in_a_layer() -> None:
    outside = [m for m in module_files(ROOT) if layer_of(m) is None]
    assert not outside, outside


def write_modules(root: Path, texts: Mapping[str, str]) -> None:
    """Write each module (dotted name -> source) under `root`, with the packages' ``__init__.py``."""
    for name, text in texts.items():
        parts = name.split(".")
        for depth in range(1, len(parts)):
            init = root.joinpath(*parts[:depth], "__init__.py")
            init.parent.mkdir(parents=True, exist_ok=True)
            init.touch()
        root.joinpath(*parts[:-1], parts[-1] + ".py").write_text(text)


def test_a_circle_fails_naming_its_modules(tmp_path: Path) -> None:
    write_modules(
        tmp_path,
        {
            "referee.rules.alpha": "from referee.rules import beta\n",
            "referee.rules.beta": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from referee.rules.gamma import G\n",
            "referee.rules.gamma": "def late():\n    import referee.rules.alpha\n",
            "protocol.sexp": "",
        },
    )
    assert problems(import_graph(tmp_path), {}) == [
        "import circle: referee.rules.alpha <-> referee.rules.beta <-> referee.rules.gamma"
    ]


def test_an_import_against_the_layers_fails_naming_both_modules(tmp_path: Path) -> None:
    write_modules(
        tmp_path,
        {
            "referee.seats.engine": "from referee.match import MatchConfig\n",
            "referee.match": "from referee.seats import engine\n",
            "referee.tournament.store": "import importlib\nimportlib.import_module('referee.cli.options')\n",
            "referee.cli.options": "",
            "players.kit": "from referee.rules.cards import SPECS\nfrom referee.match import run_match\n",
            "referee.rules.cards": "",
        },
    )
    assert problems(import_graph(tmp_path), {}) == [
        "import circle: referee.match <-> referee.seats.engine",
        "players.kit (players) imports referee.match (match), a layer above it",
        "players.kit imports referee.rules.cards: players/ may use `referee.rules` only",
        "referee.seats.engine (seats) imports referee.match (match), a layer above it",
        "referee.tournament.store (tournament) imports referee.cli.options (cli), a layer above it",
    ]


def test_a_known_exception_no_longer_needed_fails(tmp_path: Path) -> None:
    write_modules(
        tmp_path, {"referee.rules.cards": "", "referee.rules.game": "from referee.rules import cards\n"}
    )
    known = {("referee.rules.cards", "referee.rules.game"): "game42"}
    assert problems(import_graph(tmp_path), known) == [
        "known exception referee.rules.cards -> referee.rules.game is no longer needed: delete it from KNOWN"
    ]


def test_the_architecture_doc_states_the_same_layers() -> None:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `(\w+)` \| ([^|]+) \|", text, flags=re.MULTILINE)
    stated = [(layer, tuple(re.findall(r"`([\w.]+)`", names))) for layer, names in rows]
    assert stated == [(layer, names) for layer, names in LAYERS]


@pytest.mark.parametrize("module", ["referee.cli.main", "referee.seats.engine", "players.kit"])
def test_the_reader_sees_a_real_modules_imports(module: str) -> None:
    graph = import_graph(ROOT)
    assert graph[module], f"{module} imports nothing the reader saw"
