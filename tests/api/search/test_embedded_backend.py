"""What only the embedded engine has: files on disk, reopening, other processes, threads."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from api.search.backends import create_search_backend
from api.search.backends.base import SEARCH_READS, SearchReads
from api.search.backends.elastic import ElasticsearchSearchBackend
from api.search.backends.embedded import LAYOUT_FILE, EmbeddedSearchBackend
from api.search.errors import SearchUnavailable
from api.search.query import FacetRequest, RangeFilter, SearchQuery, TermsFilter
from api.search_kinds.registry import SCHEMAS

BRANDS = [{"id": f"b{i}", "name": f"Brand {w}", "product_count": i}
          for i, w in enumerate(["Alpha", "Bravo", "Charlie", "Delta"])]


def built(root: Path) -> tuple[EmbeddedSearchBackend, str]:
    backend = EmbeddedSearchBackend(root, schemas=SCHEMAS)
    name = backend.create_index("brand")
    backend.bulk_index(name, BRANDS)
    backend.swap_alias("brand", name)
    return backend, name


def test_alias_is_an_atomic_json_pointer_and_survives_a_restart(tmp_path: Path) -> None:
    backend, name = built(tmp_path)
    assert json.loads((tmp_path / "glowdex-brand.alias.json").read_text())["index"] == name
    assert not list(tmp_path.glob(".*"))  # no temp files left behind
    backend.close()
    reopened = EmbeddedSearchBackend(tmp_path, schemas=SCHEMAS)
    assert reopened.live_index("brand") == name
    assert [h.id for h in reopened.search(SearchQuery(kind="brand", text="charlie")).hits] == ["b2"]


def test_a_swap_by_another_instance_is_seen_on_the_next_query(tmp_path: Path) -> None:
    api_side, v1 = built(tmp_path)
    assert api_side.search(SearchQuery(kind="brand", text="echo")).total == 0
    cli_side = EmbeddedSearchBackend(tmp_path, schemas=SCHEMAS)  # e.g. `glowdex search rebuild` in another process
    v2 = cli_side.create_index("brand")
    cli_side.bulk_index(v2, [*BRANDS, {"id": "b9", "name": "Brand Echo"}])
    cli_side.swap_alias("brand", v2)
    assert api_side.live_index("brand") == v2
    assert api_side.search(SearchQuery(kind="brand", text="echo")).total == 1


def test_a_search_that_read_the_alias_before_a_swap_and_drop_reads_the_new_index(tmp_path: Path,
                                                                                  monkeypatch) -> None:
    """A search beside `glowdex search reindex`: it read the alias (v1), then the rebuild swapped it and dropped v1
    before the search opened it. It answers from v2, not 'cannot be opened' (a contract-suite run hit this once)."""
    backend, v1 = built(tmp_path)
    v2 = backend.create_index("brand")
    backend.bulk_index(v2, [*BRANDS, {"id": "b9", "name": "Brand Echo"}])
    read_alias = backend._require_live
    raced: list[str] = []

    def alias_then_rebuild(kind: str) -> str:
        name = read_alias(kind)
        if not raced:
            raced.append(name)
            backend.swap_alias("brand", v2)
            backend.drop_index(v1)
        return name

    monkeypatch.setattr(backend, "_require_live", alias_then_rebuild)
    assert [h.id for h in backend.search(SearchQuery(kind="brand", text="echo")).hits] == ["b9"]
    assert raced == [v1]


def test_the_generation_names_another_instances_commit_and_a_search_after_it_reads_that_commit(tmp_path: Path) -> None:
    """The answer cache keys search answers by it (api/http_cache): a commit of the worker (another process) is read
    by the first search after the generation that names it, not half a second later when the reader reloads."""
    api_side, _name = built(tmp_path)
    assert api_side.search(SearchQuery(kind="brand", text="echo")).total == 0
    before = api_side.generation()
    assert api_side.generation() == before  # nothing written: the same
    worker_side = EmbeddedSearchBackend(tmp_path, schemas=SCHEMAS)
    worker_side.upsert("brand", [{"id": "b9", "name": "Brand Echo"}])
    after = api_side.generation()
    assert after != before
    assert api_side.search(SearchQuery(kind="brand", text="echo")).total == 1
    worker_side.delete("brand", ["b9"])
    assert api_side.generation() not in (before, after)
    assert api_side.search(SearchQuery(kind="brand", text="echo")).total == 0
    v2 = worker_side.create_index("brand")
    worker_side.bulk_index(v2, BRANDS)
    last = api_side.generation()
    worker_side.swap_alias("brand", v2)
    assert api_side.generation() != last


def _counted(backend: EmbeddedSearchBackend) -> list[tuple[str, frozenset[str]]]:
    heard: list[tuple[str, frozenset[str]]] = []
    backend.counted_listeners.append(lambda kind, ids: heard.append((kind, ids)))
    return heard


def test_a_commit_that_changed_only_counters_keeps_the_structure_and_names_what_it_changed(tmp_path: Path) -> None:
    """The answer cache keeps a search answer across a like's commit unless it shows the liked document: the reader
    (another instance, as the API process beside the worker) tells a commit that changed only volatile fields of
    documents already there from any other, by the documents each commit stamped."""
    api_side, _name = built(tmp_path)
    heard = _counted(api_side)
    assert api_side.search(SearchQuery(kind="brand", text="alpha")).total == 1  # opens the index
    first = api_side.generation()
    worker_side = EmbeddedSearchBackend(tmp_path, schemas=SCHEMAS)

    def write(*docs: dict) -> tuple[object, object]:
        worker_side.upsert("brand", list(docs))
        now = api_side.generation()
        return now.commits, now.structure

    commits, structure = write({**BRANDS[1], "product_count": 40})
    assert commits != first.commits and structure == first.structure
    assert heard == [("brand", frozenset({"b1"}))]
    # two such commits before the reader looks: both documents at once
    worker_side.upsert("brand", [{**BRANDS[2], "product_count": 41}])
    worker_side.upsert("brand", [{**BRANDS[3], "product_count": 42}])
    assert api_side.generation().structure == first.structure
    assert heard[1:] == [("brand", frozenset({"b2", "b3"}))]
    del heard[:]
    for changed in ({**BRANDS[1], "name": "Brand Bravissimo"},  # a field searches read
                    {"id": "b9", "name": "Brand Echo", "product_count": 0}):  # a document added
        before = api_side.generation().structure
        assert write(changed)[1] != before
    before = api_side.generation().structure
    worker_side.delete("brand", ["b9"])  # a document removed
    assert api_side.generation().structure != before
    assert heard == []
    assert api_side.search(SearchQuery(kind="brand", text="bravissimo")).hits[0].source["product_count"] == 1


def test_an_index_made_before_documents_carried_their_commit_takes_every_commit_as_a_change_of_structure(
        tmp_path: Path) -> None:
    _, name = built(tmp_path)
    layout = json.loads((tmp_path / name / LAYOUT_FILE).read_text())
    (tmp_path / name / LAYOUT_FILE).write_text(json.dumps({"fingerprint": layout["fingerprint"]}))  # as it was
    api_side = EmbeddedSearchBackend(tmp_path, schemas=SCHEMAS)
    heard = _counted(api_side)
    api_side.search(SearchQuery(kind="brand", text="alpha"))
    before = api_side.generation().structure
    EmbeddedSearchBackend(tmp_path, schemas=SCHEMAS).upsert("brand", [{**BRANDS[1], "product_count": 40}])
    assert api_side.generation().structure != before and heard == []


def test_a_search_records_what_it_read_for_the_answer_cache(tmp_path: Path) -> None:
    backend, _ = built(tmp_path)
    reads = SearchReads()
    token = SEARCH_READS.set(reads)
    try:
        backend.search(SearchQuery(kind="brand", text="alpha"))
        backend.search(SearchQuery(kind="brand", text="bravo"))
        assert reads.docs == {("brand", "b0"), ("brand", "b1")} and reads.volatile is False
        backend.search(SearchQuery(kind="brand", text="charlie", sort="-product_count"))
        assert ("brand", "b2") in reads.docs and reads.volatile is True  # its order reads a counter
    finally:
        SEARCH_READS.reset(token)
    assert SEARCH_READS.get() is None
    volatile_filter = SearchQuery(kind="brand", filters=(RangeFilter("product_count", gte=2),))
    assert volatile_filter.bound(SCHEMAS).reads_volatile()
    assert not SearchQuery(kind="brand", filters=(TermsFilter("name", ("Brand Alpha",)),)).bound(
        SCHEMAS).reads_volatile()


def test_an_index_built_with_another_layout_asks_for_a_rebuild(tmp_path: Path) -> None:
    _, name = built(tmp_path)
    (tmp_path / name / LAYOUT_FILE).write_text(json.dumps({"fingerprint": "older"}))
    with pytest.raises(SearchUnavailable, match="glowdex search reindex"):
        EmbeddedSearchBackend(tmp_path, schemas=SCHEMAS).search(SearchQuery(kind="brand", text="alpha"))


def test_closed_backend_is_unavailable(tmp_path: Path) -> None:
    backend, _ = built(tmp_path)
    backend.close()
    assert backend.ping() is False
    with pytest.raises(SearchUnavailable):
        backend.search(SearchQuery(kind="brand"))


def test_concurrent_writers_and_readers(tmp_path: Path) -> None:
    backend, _ = built(tmp_path)
    failures: list[BaseException] = []

    def write(n: int) -> None:
        try:
            for i in range(10):
                backend.upsert("brand", [{"id": f"w{n}-{i}", "name": f"Writer {n} item {i}"}])
        except BaseException as exc:  # noqa: BLE001
            failures.append(exc)

    def read() -> None:
        try:
            for _ in range(50):
                assert backend.search(SearchQuery(kind="brand", text="brand alpha")).total >= 1
        except BaseException as exc:  # noqa: BLE001
            failures.append(exc)

    threads = [threading.Thread(target=write, args=(n,)) for n in range(3)] + [
        threading.Thread(target=read) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not failures
    assert backend.count("brand") == len(BRANDS) + 30
    assert backend.search(SearchQuery(kind="brand", text="writer")).total == 30


def test_factory_picks_the_backend_from_the_url(tmp_path: Path) -> None:
    embedded = create_search_backend("embedded://", data_dir=tmp_path, schemas=SCHEMAS)
    assert isinstance(embedded, EmbeddedSearchBackend) and embedded.root == tmp_path / "search"
    es = create_search_backend("http://127.0.0.1:9", data_dir=tmp_path, request_timeout=0.5, schemas=SCHEMAS)
    assert isinstance(es, ElasticsearchSearchBackend)
    with pytest.raises(SearchUnavailable):  # nothing listens on port 9: a 503, not a crash
        es.search(SearchQuery(kind="product", text="cream"))
    assert es.ping() is False
    with pytest.raises(ValueError):
        create_search_backend("solr://x", data_dir=tmp_path, schemas=SCHEMAS)


PRODUCTS = [{"id": str(i), "name": f"{word} serum", "brand": brand, "skin_types": skins, "tags": tags, "price": price,
             "rating": 4.5 - i % 4, "retailers": ["sephora"] if i % 2 else ["sephora", "olive young"]}
            for i, (word, brand, skins, tags, price) in enumerate([
                ("hydrating", "Kiehl's", ["dry"], ["fragrance-free"], 8.0),
                ("hydratng", 'Odd "Quote" Co', ["dry", "oily"], [], 12.5),
                ("calming", "Kiehl's", ["oily"], ["fragrance-free"], 30.0),
                ("brightening", "Dr. Jart+", ["dry"], [], 60.0),
                ("hydrating", "Dr. Jart+", ["normal"], ["vegan"], 120.0),
                ("hydrating", 'Odd "Quote" Co', ["dry"], ["vegan"], 24.99),
            ])]


@pytest.mark.parametrize("brands", [("Kiehl's", "Dr. Jart+"), ('Odd "Quote" Co',)])
def test_facets_counted_in_one_pass_equal_a_pass_per_facet(tmp_path: Path, brands: tuple[str, ...]) -> None:
    """The disjunctive facets' counts, taken as `filter` aggregations of one pass (or, for a value the query syntax
    cannot say, a pass of their own), are those of each facet counted alone within the filters but its own."""
    backend = EmbeddedSearchBackend(tmp_path, schemas=SCHEMAS)
    name = backend.create_index("product")
    backend.bulk_index(name, PRODUCTS)
    backend.swap_alias("product", name)
    filters = (TermsFilter("brand", brands), TermsFilter("skin_types", ("dry",)), RangeFilter("price", gte=5.0, lt=60.0))
    facets = ("brand", "skin_types", "price", "rating", "retailers", "tags")
    disjunctive = {"brand", "skin_types", "price", "rating", "retailers"}
    for text in ("", "hydrating serum"):
        together = backend.search(SearchQuery(kind="product", text=text, filters=filters, facets=tuple(
            FacetRequest(f, disjunctive=f in disjunctive) for f in facets)))
        for f in facets:
            own = tuple(flt for flt in filters if f not in disjunctive or flt.field != f)
            alone = backend.search(SearchQuery(kind="product", text=text, filters=own, facets=(FacetRequest(f),)))
            assert together.facets[f] == alone.facets[f], (text, f)
        assert together.total == backend.search(SearchQuery(kind="product", text=text, filters=filters)).total
    counted = backend.search(SearchQuery(kind="product", filters=filters, facets=(FacetRequest("brand", disjunctive=True),)))
    assert {b.value: b.count for b in counted.facets["brand"]} == {  # type: ignore[union-attr]
        "Kiehl's": 1, 'Odd "Quote" Co': 2}  # Dr. Jart+'s dry serum costs 60: outside [5, 60)
    backend.close()
