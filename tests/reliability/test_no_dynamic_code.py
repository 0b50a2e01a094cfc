"""No pickle, eval, exec or dynamic import of anything that could come from the database.

Learned state and caches are JSON; the only dynamic imports allowed are of a fixed,
literal module name (optional dependencies such as `voyageai`).
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.reliability._support import ROOT

SOURCES = sorted((ROOT / "src").rglob("*.py"))
UNSAFE_MODULES = {
    "pickle",
    "cPickle",
    "_pickle",
    "dill",
    "cloudpickle",
    "marshal",
    "shelve",
    "jsonpickle",
}
UNSAFE_CALLS = {"eval", "exec", "compile", "__import__"}
DYNAMIC_IMPORTS = {"import_module", "find_spec", "spec_from_file_location", "load_module"}


def _problems(path: Path, root: Path = ROOT) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    where = path.relative_to(root)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [
                f"{where}:{node.lineno} imports {a.name}"
                for a in node.names
                if a.name.split(".")[0] in UNSAFE_MODULES
            ]
        elif (
            isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in UNSAFE_MODULES
        ):
            found.append(f"{where}:{node.lineno} imports from {node.module}")
        elif isinstance(node, ast.Call):
            func = node.func
            name = (
                func.id
                if isinstance(func, ast.Name)
                else func.attr
                if isinstance(func, ast.Attribute)
                else ""
            )
            if isinstance(func, ast.Name) and name in UNSAFE_CALLS:
                found.append(f"{where}:{node.lineno} calls {name}()")
            if name in DYNAMIC_IMPORTS:
                literal = bool(node.args) and isinstance(node.args[0], ast.Constant)
                if not literal:
                    found.append(f"{where}:{node.lineno} imports a module named at run time")
            if name == "load" and isinstance(func, ast.Attribute):
                owner = func.value
                if isinstance(owner, ast.Name) and owner.id in {"yaml", "np", "numpy"}:
                    allow_pickle = [k for k in node.keywords if k.arg == "allow_pickle"]
                    if owner.id == "yaml" or allow_pickle:
                        found.append(f"{where}:{node.lineno} calls {owner.id}.load()")
    return found


def test_sources_are_found() -> None:
    assert len(SOURCES) > 20
    assert any(p.as_posix().endswith("store/sqlite/store.py") for p in SOURCES)


def test_no_pickle_eval_or_dynamic_import_in_src() -> None:
    problems = [p for path in SOURCES for p in _problems(path)]
    assert problems == []


def test_the_scanner_catches_what_it_should(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import pickle\nfrom marshal import loads\nimport importlib\n"
        "x = eval(row['state'])\nexec(code)\nm = importlib.import_module(row['module'])\n"
        "ok = importlib.import_module('voyageai')\n__import__(name)\n",
        encoding="utf-8",
    )
    found = [p.split(" ", 1)[1] for p in _problems(sample, tmp_path)]
    assert found == [
        "imports pickle",
        "imports from marshal",
        "calls eval()",
        "calls exec()",
        "imports a module named at run time",
        "calls __import__()",
    ], found
