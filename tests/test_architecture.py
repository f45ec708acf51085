"""The dependency rules, read from the source (imports inside functions count: a late import hides a circle, it
does not remove it).

1. One way between packages: indexer -> api -> ingredient_engine, never back.
2. Inside api/: the module import graph has no circle.
3. The database layer (api/db) and the models (api/models) import no feature.
4. A feature calls another feature's `service` only through a seam declared in SEAMS (with why).
5. No two features import each other, but the pairs in KNOWN_MUTUAL (to be untangled; the list only shrinks).
6. What a process holds lives on its `Runtimes` (api/runtimes.py): no module of api/ or indexer/ starts an empty
   mutable container at module level (a cache or registry in waiting) or rebinds a module global (`global`), but the
   slots in PROCESS_SLOTS, each with why.
7. Every indexed kind is declared in one place, `api/search_kinds/` (schema, capture and reader together): no other
   module of api/ or indexer/ builds a part of one (KIND_PARTS) or names a fan-out of the outbox, and neither the
   search engine (`api/search`, handed the schemas and the capture where the process is assembled) nor the indexer's
   runner of the readers (`indexer/search`) names a kind (KIND_AGNOSTIC).
"""

from __future__ import annotations

import ast
import functools
import itertools
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = {"ingredient_engine": {"api", "indexer"}, "api": {"indexer"}}

# api/ packages that are not features: the database layer, the models, and the catalogue leaf every feature that
# names a product builds on (it imports no feature either).
LAYERS = {"api.db", "api.models"}
LEAVES = {"api.catalog"}

# The services other features may call, each with the features allowed to and why. Anything else a feature needs
# from another is its schemas, its repository, or a module made for it (`notifications.events`, `content.kinds`).
SEAMS: dict[str, tuple[set[str], str]] = {
    "api.content.service": ({"account", "comments", "dupes", "feedback", "moderation", "notifications", "products",
                             "reviews", "routines", "shelves", "social"},
                            "the rule every member-content kind shares: authorization, privacy, removal, like/star"),
    "api.analysis.service": ({"dupes", "inci", "products", "search_kinds", "viewer_state"},
                             "engine results as response models (a viewer's fit; a product document's tags)"),
    "api.comments.service": ({"account", "content", "moderation", "notifications"},
                             "comments of every kind: the shared routes, a verdict, deletion, an inbox line"),
    "api.mail.service": ({"account", "users"}, "sending a mail"),
    "api.users.service": ({"account", "social_login"}, "a member's token and profile"),
    "api.cities.service": ({"browse"}, "distances between members' cities"),
    "api.reviews.service": ({"moderation"}, "a verdict moves the product's rating"),
    "api.feedback.service": ({"viewer_state"}, "a member's own rating and post, as the ratings summary's `mine`"),
    "api.shelves.service": ({"moderation"}, "a verdict on a shelf"),
    "api.product_groups.service": ({"products"}, "where to buy: the product's other listings"),
    "api.products.service": ({"labels"}, "a photo's list is analysed as a pasted list"),
    "api.labels.service": ({"products"}, "`/product/analyze` answers what the list is"),
    "api.inci.service": ({"search_endpoints"}, "the typed ingredient search answers ingredient cards"),
}

# Features that still import each other (package level; no module circle). New pairs fail; fix one, drop it here.
KNOWN_MUTUAL = {
    ("comments", "content"), ("comments", "moderation"), ("comments", "notifications"), ("content", "notifications"),
    ("feedback", "products"), ("labels", "products"), ("moderation", "reviews"), ("moderation", "shelves"),
    ("product_groups", "products"), ("products", "reviews"),
}

# Module-level state that cannot live on `Runtimes`, each with why.
PROCESS_SLOTS: dict[tuple[str, str], str] = {
    ("indexer/runtime.py", "_runtime"): "Dramatiq calls an actor with its message's arguments only: the one pointer "
                                        "from an actor to the Runtime its composition root built",
    ("indexer/search/lock.py", "_thread_locks"): "a lock, not a cache: flock is per process, so the threads of a "
                                                 "process share one lock per file, whichever runtime asks",
    ("api/db/write_gate.py", "_gates"): "SQLite's write gate, a lock like the one above: one per database file and "
                                        "process, shared by every engine on that file (flock is per process)",
}
MUTABLE_FACTORIES = {"dict", "list", "set", "defaultdict", "OrderedDict", "deque", "Counter", "WeakValueDictionary",
                     "WeakKeyDictionary"}

# Where the indexed kinds are declared, and the calls that declare a part of one: its schema, the kind itself (schema,
# capture and reader), its reader, a fan-out its capture enqueues.
KIND_REGISTRY = "api/search_kinds"
KIND_PARTS = {"IndexSchema", "IndexedKind", "KindDocuments", "FanOut"}
KIND_AGNOSTIC = ("api/search", "indexer/search")


# --- reading imports ------------------------------------------------------------------------------------------------


def _module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> Iterator[tuple[str, int, bool]]:
    """(imported name, line, inside a function) of every absolute import, `from a import b` giving both `a` and
    `a.b` (b may be a module); imports under `if TYPE_CHECKING:` are left out (they never run)."""
    def walk(node: ast.AST, in_function: bool) -> Iterator[tuple[str, int, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.Import):
                for alias in child.names:
                    yield alias.name, child.lineno, in_function
            elif isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                yield child.module, child.lineno, in_function
                for alias in child.names:
                    yield f"{child.module}.{alias.name}", child.lineno, in_function
            yield from walk(child, in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef))

    yield from walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)), False)


def _imported_packages(path: Path) -> set[str]:
    return {name.split(".")[0] for name, _, _ in _imports(path)}


@functools.cache
def api_graph(root: Path) -> ApiGraph:
    return ApiGraph(root)


class ApiGraph:
    """The module import graph of `root`/api: module -> {imported module: (line, inside a function)}."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.paths = {_module_name(root, p): p for p in sorted((root / "api").rglob("*.py"))}
        self.packages = {m.rsplit(".", 1)[0] for m in self.paths if m.count(".") >= 2}
        self.edges: dict[str, dict[str, tuple[int, bool]]] = {}
        for module, path in self.paths.items():
            out = self.edges.setdefault(module, {})
            for name, line, late in _imports(path):
                target = self._resolve(name)
                if target is not None and target != module and (target not in out or out[target][1] and not late):
                    out[target] = (line, late)

    def _resolve(self, name: str) -> str | None:
        while name and name not in self.paths:
            name = name.rpartition(".")[0]
        return name or None

    def where(self, module: str, target: str) -> str:
        line, late = self.edges[module][target]
        return f"{self.paths[module].relative_to(self.root)}:{line}{' (inside a function)' if late else ''}"

    def cycles(self) -> list[list[str]]:
        """Each strongly connected group of more than one module, as one circle through it (Tarjan, iterative)."""
        index: dict[str, int] = {}
        low: dict[str, int] = {}
        stack: list[str] = []
        on_stack: set[str] = set()
        groups: list[list[str]] = []
        for start in self.edges:
            if start in index:
                continue
            work = [(start, iter(sorted(self.edges[start])))]
            index[start] = low[start] = len(index)
            stack.append(start)
            on_stack.add(start)
            while work:
                node, children = work[-1]
                for child in children:
                    if child not in index:
                        index[child] = low[child] = len(index)
                        stack.append(child)
                        on_stack.add(child)
                        work.append((child, iter(sorted(self.edges.get(child, {})))))
                        break
                    if child in on_stack:
                        low[node] = min(low[node], index[child])
                else:
                    work.pop()
                    if work:
                        low[work[-1][0]] = min(low[work[-1][0]], low[node])
                    if low[node] == index[node]:
                        group = []
                        while True:
                            member = stack.pop()
                            on_stack.discard(member)
                            group.append(member)
                            if member == node:
                                break
                        if len(group) > 1:
                            groups.append(self._circle(set(group)))
        return groups

    def _circle(self, group: set[str]) -> list[str]:
        """A shortest circle through the group's first module (breadth first), closed: [a, b, …, a]."""
        first = min(group)
        previous: dict[str, str] = {}
        frontier = [first]
        while frontier:
            following = []
            for node in frontier:
                for child in sorted(self.edges.get(node, {})):
                    if child == first:
                        path = [node]
                        while path[-1] != first:
                            path.append(previous[path[-1]])
                        return [first, *reversed(path[:-1]), first] if node != first else [first, first]
                    if child in group and child not in previous:
                        previous[child] = node
                        following.append(child)
            frontier = following
        return sorted(group)


def _package(module: str) -> str:
    """`api.products.service` -> `api.products`; a top-level module (`api.deps`) is its own."""
    return ".".join(module.split(".")[:2])


def _feature(graph: ApiGraph, module: str) -> str | None:
    """The feature a module belongs to (a package of api/ that is neither a layer nor a leaf), else None."""
    package = _package(module)
    if package in LAYERS or package in LEAVES or package not in graph.packages:
        return None
    return package.removeprefix("api.")


# --- the rules -------------------------------------------------------------------------------------------------------


def violations(root: Path = ROOT) -> list[str]:
    bad = []
    for package, forbidden in FORBIDDEN.items():
        for path in sorted((root / package).rglob("*.py")):
            for name in _imported_packages(path) & forbidden:
                bad.append(f"{path.relative_to(root)} imports {name}")
    return bad


def circles(root: Path = ROOT) -> list[str]:
    graph = api_graph(root)
    return [" -> ".join(circle) + "  (" + ", ".join(graph.where(a, b) for a, b in itertools.pairwise(circle)) + ")"
            for circle in graph.cycles()]


def layer_violations(root: Path = ROOT) -> list[str]:
    graph = api_graph(root)
    return [f"{graph.where(module, target)}: {module} imports {target}"
            for module, targets in graph.edges.items()
            if _package(module) in LAYERS | LEAVES
            for target in targets if _feature(graph, target) is not None]


def seam_violations(root: Path = ROOT, seams: dict[str, tuple[set[str], str]] = SEAMS) -> list[str]:
    graph = api_graph(root)
    bad = []
    for module, targets in graph.edges.items():
        feature = _feature(graph, module)
        for target in targets:
            owner = _feature(graph, target)
            if feature is None or owner is None or owner == feature or not target.endswith(".service"):
                continue
            if feature not in seams.get(target, (set(), ""))[0]:
                bad.append(f"{graph.where(module, target)}: {module} calls {target}, not a seam declared for {feature}")
    return bad


def mutual_features(root: Path = ROOT) -> set[tuple[str, str]]:
    graph = api_graph(root)
    uses = {(a, b) for module, targets in graph.edges.items() for target in targets
            if (a := _feature(graph, module)) and (b := _feature(graph, target)) and a != b}
    return {(a, b) for a, b in uses if a < b and (b, a) in uses}


def _empty_mutable(value: ast.expr | None) -> bool:
    if isinstance(value, ast.Dict):
        return not value.keys
    if isinstance(value, ast.List | ast.Set):
        return not value.elts
    if isinstance(value, ast.Call):
        func = value.func
        return (func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute)
                else None) in MUTABLE_FACTORIES
    return False


def module_state(root: Path = ROOT, slots: dict[tuple[str, str], str] = PROCESS_SLOTS) -> list[str]:
    """Module-level empty mutable containers and `global` rebinding in api/ and indexer/, outside `slots`."""
    bad = []
    for package in ("api", "indexer"):
        for path in sorted((root / package).rglob("*.py")):
            rel = path.relative_to(root).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for node in tree.body:
                if isinstance(node, ast.Assign | ast.AnnAssign) and _empty_mutable(node.value):
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    for target in targets:
                        name = ast.unparse(target)
                        if (rel, name) not in slots:
                            bad.append(f"{rel}:{node.lineno}: module-level {name} (process state belongs on Runtimes)")
            for node in ast.walk(tree):
                if isinstance(node, ast.Global):
                    bad.extend(f"{rel}:{node.lineno}: global {name} (process state belongs on Runtimes)"
                               for name in node.names if (rel, name) not in slots)
    return bad


def _strings(tree: ast.AST) -> Iterator[ast.Constant]:
    """The string constants of a module but its docstrings (a docstring may give an example kind)."""
    docstrings = {id(body[0].value) for node in ast.walk(tree)
                  if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
                  and (body := node.body) and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node


def kind_declarations(root: Path = ROOT, kinds: Iterable[str] = (), fan_outs: Iterable[str] = ()) -> list[str]:
    """A part of an indexed kind built outside KIND_REGISTRY, a fan-out named outside it, a kind named in
    KIND_AGNOSTIC. `kinds`, `fan_outs`: the names the registry declares."""
    kinds, fan_outs = set(kinds), set(fan_outs)
    bad = []
    for package in ("api", "indexer"):
        for path in sorted((root / package).rglob("*.py")):
            rel = path.relative_to(root).as_posix()
            if rel.startswith(f"{KIND_REGISTRY}/"):
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for node in ast.walk(tree):
                if isinstance(node, ast.Call):
                    func = node.func
                    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
                    if name in KIND_PARTS:
                        bad.append(f"{rel}:{node.lineno}: builds {name} (an indexed kind is declared in {KIND_REGISTRY})")
            agnostic = rel.startswith(tuple(f"{package}/" for package in KIND_AGNOSTIC))
            for const in _strings(tree):
                if const.value in fan_outs:
                    bad.append(f"{rel}:{const.lineno}: names the fan-out {const.value!r} (declared in {KIND_REGISTRY})")
                elif agnostic and const.value in kinds:
                    bad.append(f"{rel}:{const.lineno}: names the kind {const.value!r} (declared in {KIND_REGISTRY})")
    return bad


def test_no_package_imports_against_the_dependency_rule():
    assert violations() == []


def test_the_guard_catches_a_violation(tmp_path):
    (tmp_path / "ingredient_engine").mkdir()
    (tmp_path / "ingredient_engine" / "leak.py").write_text("from api.settings import x\nimport indexer.cli\n")
    (tmp_path / "api").mkdir()
    (tmp_path / "api" / "ok.py").write_text("from ingredient_engine.types import Ingredient\n")
    assert sorted(violations(tmp_path)) == [
        "ingredient_engine/leak.py imports api", "ingredient_engine/leak.py imports indexer"]


def test_api_modules_import_in_no_circle():
    assert circles() == []


def test_the_database_layer_and_the_models_import_no_feature():
    assert layer_violations() == []


def test_features_call_other_features_services_only_through_declared_seams():
    assert seam_violations() == []


def test_no_new_pair_of_features_imports_each_other():
    found = mutual_features()
    assert found - KNOWN_MUTUAL == set()
    assert KNOWN_MUTUAL - found == set(), "untangled: drop these pairs from KNOWN_MUTUAL"


def test_process_state_lives_on_runtimes_not_in_module_globals():
    assert module_state() == []


def test_every_indexed_kind_is_declared_in_one_place():
    from api.search_kinds.registry import FAN_OUTS, KINDS

    assert kind_declarations(kinds=KINDS, fan_outs=FAN_OUTS) == []


# --- the rules catch what they forbid: a planted module tree ---------------------------------------------------------


def _plant(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        for parent in path.relative_to(root).parents:
            if parent != Path(".") and not (root / parent / "__init__.py").exists():
                (root / parent / "__init__.py").write_text("")


def test_a_circle_hidden_by_a_late_import_fails(tmp_path):
    _plant(tmp_path, {
        "api/kinds.py": "from api.reviews.service import x\n",
        # The late import that hid content.kinds -> reviews.service -> content.kinds:
        "api/reviews/service.py": "def x():\n    from api.kinds import y\n    return y\n",
        "api/ok.py": "from api.kinds import z\n",
    })
    assert circles(tmp_path) == [
        "api.kinds -> api.reviews.service -> api.kinds  (api/kinds.py:1, api/reviews/service.py:2 (inside a function))"]


def test_a_module_level_circle_of_three_fails(tmp_path):
    _plant(tmp_path, {"api/a.py": "import api.b\n", "api/b.py": "from api import c\n", "api/c.py": "from api.a import f\n",
                      "api/d.py": "import api.a\n"})
    assert [c.split("  (")[0] for c in circles(tmp_path)] == ["api.a -> api.b -> api.c -> api.a"]


def test_imports_under_type_checking_make_no_circle(tmp_path):
    _plant(tmp_path, {"api/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from api.b import B\n",
                      "api/b.py": "from api.a import A\n"})
    assert circles(tmp_path) == []


def test_the_database_layer_importing_a_feature_fails(tmp_path):
    _plant(tmp_path, {"api/db/reactions.py": "from api.search.outbox import touch\n",
                      "api/search/outbox.py": "from api.models import Product\n",
                      "api/models/__init__.py": "from api.db.base import Base\n", "api/db/base.py": "",
                      "api/deps.py": "from api.db.base import Base\n"})
    assert layer_violations(tmp_path) == ["api/db/reactions.py:1: api.db.reactions imports api.search.outbox"]


def test_a_service_called_across_features_without_a_seam_fails(tmp_path):
    _plant(tmp_path, {"api/shelves/service.py": "from api.products.service import card\n",
                      "api/labels/service.py": "from api.products import service\n",
                      "api/products/service.py": "from api.products import repository\n",
                      "api/products/repository.py": ""})
    seams = {"api.products.service": ({"labels"}, "declared")}
    assert seam_violations(tmp_path, seams) == [
        "api/shelves/service.py:1: api.shelves.service calls api.products.service, not a seam declared for shelves"]


def test_two_features_importing_each_other_are_found(tmp_path):
    _plant(tmp_path, {"api/products/service.py": "from api.similarity.model import canonical_name\n",
                      "api/similarity/model.py": "from api.products.values import retailer\n",
                      "api/products/values.py": "", "api/catalog/values.py": "",
                      "api/dupes/ranking.py": "from api.catalog.values import retailer\n"})
    assert mutual_features(tmp_path) == {("products", "similarity")}


def test_a_module_level_cache_or_global_fails(tmp_path):
    _plant(tmp_path, {
        # the two module dicts this rule was written after (products/repository._chains, social_login._discovered)
        "api/products/repository.py": "_chains: dict[tuple[str, int], list[int]] = {}\nLABELS = {'google': 'Google'}\n",
        "api/social_login/providers.py": "import threading\n_discovered = dict()\n_lock = threading.Lock()\n",
        "indexer/runtime.py": "_runtime = None\n\ndef configure():\n    global _runtime\n    _runtime = 1\n",
        "indexer/cli.py": "_seen = set()\n\ndef remember(x):\n    global _last\n    _last = x\n",
    })
    assert module_state(tmp_path) == [
        "api/products/repository.py:1: module-level _chains (process state belongs on Runtimes)",
        "api/social_login/providers.py:2: module-level _discovered (process state belongs on Runtimes)",
        "indexer/cli.py:1: module-level _seen (process state belongs on Runtimes)",
        "indexer/cli.py:4: global _last (process state belongs on Runtimes)",
    ]


def test_a_kind_declared_in_two_places_fails(tmp_path):
    _plant(tmp_path, {
        "api/search_kinds/brand.py": "BRAND = IndexedKind(IndexSchema(kind='brand'), {}, KindDocuments(Brand, rows, docs),"
                                     " (FanOut('product_by_brand', 'brand', expand),))\n",
        # what this rule was written after: the readers in the indexer, keyed by the kinds again
        "indexer/search/documents.py": "DOCUMENTS = {'brand': KindDocuments(Brand, rows, docs)}\n",
        "api/search/query.py": '"""Pass `kind="brand"`."""\nfrom api.search.index_fields import IndexSchema\n'
                               "KNOWN = {'brand': index_fields.IndexSchema(kind='brand')}\n",
        "api/http_cache/policy.py": "FAN_OUT = {'product_by_brand': 'brand'}\n",
        "indexer/search/sync.py": "READ = {'brand': lambda: select(Brand)}\n",  # a reader in all but name
        "api/search_endpoints/mixed.py": "MIXED = ('brand',)\n",  # a feature may name the kinds it shows
    })
    assert kind_declarations(tmp_path, kinds={"brand"}, fan_outs={"product_by_brand"}) == [
        "api/http_cache/policy.py:1: names the fan-out 'product_by_brand' (declared in api/search_kinds)",
        "api/search/query.py:3: builds IndexSchema (an indexed kind is declared in api/search_kinds)",
        "api/search/query.py:3: names the kind 'brand' (declared in api/search_kinds)",
        "api/search/query.py:3: names the kind 'brand' (declared in api/search_kinds)",
        "indexer/search/documents.py:1: builds KindDocuments (an indexed kind is declared in api/search_kinds)",
        "indexer/search/documents.py:1: names the kind 'brand' (declared in api/search_kinds)",
        "indexer/search/sync.py:1: names the kind 'brand' (declared in api/search_kinds)",
    ]
