"""Pure builders of Elasticsearch request bodies from schemas and queries (no client, no I/O).

Field naming per logical field `f`: text `f` (+ `f.keyword`, `f.autocomplete` edge n-grams);
keyword `f` (+ `f.text` when searchable); every searchable field is copied to `search_all`, on
which "every word must match somewhere" is decided. Matching rules equal the embedded engine's
(see tantivy_query.py): fuzziness AUTO:4,8, minimum_should_match 3<75%, synonyms exact.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from api.search.backends.text import MAX_QUERY_TOKENS, SynonymTable, analyze, min_should_match
from api.search.index_fields import FieldType, IndexSchema, RangeFacet, SearchField
from api.search.query import (
    AutocompleteQuery,
    ExcludeAnyFilter,
    FacetBucket,
    Filter,
    Hit,
    IncludeAllFilter,
    RangeFacetBucket,
    RangeFilter,
    SearchQuery,
    SearchResult,
    TermFilter,
    TermsFilter,
)

SEARCH_ALL = "search_all"
FUZZINESS = "AUTO:4,8"  # 0 edits under 4 letters, 1 under 8, else 2 — same as the embedded engine
MIN_SHOULD_MATCH = "3<75%"
DISMAX_TIE_BREAKER = 0.3
HIGHLIGHT_TAGS = ("<em>", "</em>")
FRAGMENT_CHARS = 150
MAX_FRAGMENTS = 3
EDGE_NGRAM_MAX = 20
KEYWORD_IGNORE_ABOVE = 256


# --- mappings ---------------------------------------------------------------------------------

def text_field(f: SearchField) -> str:
    return f.name if f.is_text else f"{f.name}.text"


def exact_field(f: SearchField) -> str:
    return f"{f.name}.keyword" if f.is_text else f.name


def build_mappings(schema: IndexSchema, synonyms: Mapping[str, Sequence[str]] | SynonymTable | None = None,
                   *, number_of_shards: int = 1, number_of_replicas: int = 1) -> dict[str, Any]:
    """The create-index body: settings (analysers, synonym filter) and mappings for one kind."""
    table = synonyms if isinstance(synonyms, SynonymTable) else SynonymTable(synonyms)
    base_filters = ["lowercase", "asciifolding"]
    search_filters = [*base_filters, "glowdex_synonyms"] if table.rules() else base_filters
    analysis: dict[str, Any] = {
        # Split on anything that is not a letter or digit, as tantivy's simple tokenizer does.
        "tokenizer": {"glowdex_words": {"type": "pattern", "pattern": "[^\\p{L}\\p{N}]+"}},
        "filter": {"glowdex_edge": {"type": "edge_ngram", "min_gram": 1, "max_gram": EDGE_NGRAM_MAX}},
        "analyzer": {
            "glowdex_text": {"type": "custom", "tokenizer": "glowdex_words", "filter": base_filters},
            "glowdex_search": {"type": "custom", "tokenizer": "glowdex_words", "filter": search_filters},
            "glowdex_autocomplete": {"type": "custom", "tokenizer": "glowdex_words",
                                     "filter": [*base_filters, "glowdex_edge"]},
        },
    }
    if table.rules():
        analysis["filter"]["glowdex_synonyms"] = {"type": "synonym_graph", "synonyms": table.rules(),
                                                  "lenient": True}
    properties: dict[str, Any] = {
        "id": {"type": "keyword"},
        SEARCH_ALL: {"type": "text", "analyzer": "glowdex_text", "search_analyzer": "glowdex_search"},
    }
    for f in schema:
        if f.name != "id":
            properties[f.name] = _field_mapping(f)
    return {
        "settings": {"number_of_shards": number_of_shards, "number_of_replicas": number_of_replicas,
                     "analysis": analysis},
        # dynamic false: undeclared keys stay in _source but are never indexed.
        "mappings": {"dynamic": False, "properties": properties},
    }


def _field_mapping(f: SearchField) -> dict[str, Any]:
    text = {"type": "text", "analyzer": "glowdex_text", "search_analyzer": "glowdex_search"}
    if f.is_text:
        mapping: dict[str, Any] = dict(text)
        subfields: dict[str, Any] = {}
        if f.keyword:
            subfields["keyword"] = {"type": "keyword", "ignore_above": KEYWORD_IGNORE_ABOVE}
        if f.autocomplete:
            subfields["autocomplete"] = {"type": "text", "analyzer": "glowdex_autocomplete",
                                         "search_analyzer": "glowdex_text"}
        if subfields:
            mapping["fields"] = subfields
    elif f.type in (FieldType.KEYWORD, FieldType.KEYWORD_LIST):
        mapping = {"type": "keyword", "ignore_above": KEYWORD_IGNORE_ABOVE}
        if f.searchable:
            mapping["fields"] = {"text": text}
    else:
        mapping = {"type": {FieldType.INTEGER: "long", FieldType.FLOAT: "float", FieldType.BOOL: "boolean",
                            FieldType.DATE: "date", FieldType.GEO_POINT: "geo_point"}[f.type]}
    if f.searchable:
        mapping["copy_to"] = [SEARCH_ALL]
    return mapping


def to_es_document(schema: IndexSchema, doc: Mapping[str, Any]) -> dict[str, Any]:
    """The _source sent to Elasticsearch: the document, dates as ISO strings, geo points built."""
    out = {k: (v.isoformat() if isinstance(v, datetime) else v) for k, v in doc.items()}
    for f in schema:
        if f.type is FieldType.GEO_POINT and f.geo_source:
            lat, lng = (doc.get(k) for k in f.geo_source)
            if lat is not None and lng is not None:
                out[f.name] = {"lat": lat, "lon": lng}
    return out


# --- search -----------------------------------------------------------------------------------

def _as_schemas(schema: IndexSchema | Sequence[IndexSchema]) -> tuple[IndexSchema, ...]:
    return (schema,) if isinstance(schema, IndexSchema) else tuple(schema)


def _boosted_fields(schemas: Sequence[IndexSchema], *, autocomplete: bool = False) -> list[str]:
    out: dict[str, None] = {}
    for s in schemas:
        for f in s.autocomplete_fields if autocomplete else s.searchable_fields:
            name = f"{f.name}.autocomplete" if autocomplete else text_field(f)
            out[f"{name}^{f.boost:g}"] = None
    return list(out)


def privacy_filter(viewer_id: str | None) -> dict[str, Any]:
    """NOT is_private OR owner_id == viewer. Harmless on kinds without the fields (nothing private)."""
    public = {"bool": {"must_not": [{"term": {"is_private": True}}]}}
    if viewer_id is None:
        return public
    return {"bool": {"should": [public, {"term": {"owner_id": viewer_id}}], "minimum_should_match": 1}}


def _es_value(value: Any) -> Any:
    return value.isoformat() if isinstance(value, datetime) else value


def filter_clauses(filters: Sequence[Filter], schema: IndexSchema) -> tuple[list[Any], list[Any]]:
    """(filter, must_not) clauses."""
    must: list[Any] = []
    must_not: list[Any] = []
    for flt in filters:
        name = exact_field(schema[flt.field])
        if isinstance(flt, TermFilter):
            must.append({"term": {name: _es_value(flt.value)}})
        elif isinstance(flt, TermsFilter):
            must.append({"terms": {name: [_es_value(v) for v in flt.values]}})
        elif isinstance(flt, IncludeAllFilter):
            must += [{"term": {name: v}} for v in flt.values]
        elif isinstance(flt, ExcludeAnyFilter):
            must_not.append({"terms": {name: list(flt.values)}})
        elif isinstance(flt, RangeFilter):
            bounds = {b: _es_value(v) for b in ("gte", "gt", "lte", "lt") if (v := getattr(flt, b)) is not None}
            must.append({"range": {name: bounds}})
    return must, must_not


def build_search_body(query: SearchQuery, schema: IndexSchema | Sequence[IndexSchema],
                      text: str | None = None) -> dict[str, Any]:
    """`text`: the words that must match (`SynonymTable.search_text`: the query without its stopwords); the
    query's own text when not given. The query is bound to `schema` (those of its kinds) first."""
    schemas = _as_schemas(schema)
    query = query.bound({s.kind: s for s in schemas})
    first = schemas[0]  # filters, facets and sorts are validated to mean the same in every kind
    bool_query: dict[str, Any] = {}
    words = query.text if text is None else text
    if words:
        match_type = "match_bool_prefix" if query.prefix else "match"
        match: dict[str, Any] = {"query": words, "minimum_should_match": _minimum_should_match(words, query)}
        ranking: dict[str, Any] = {"query": words, "fields": _boosted_fields(schemas),
                                   "type": "bool_prefix" if query.prefix else "best_fields"}
        if not query.prefix:
            ranking["tie_breaker"] = DISMAX_TIE_BREAKER
        if query.fuzzy:
            match["fuzziness"] = ranking["fuzziness"] = FUZZINESS
        bool_query["must"] = [{match_type: {SEARCH_ALL: match}}]
        bool_query["should"] = [{"multi_match": ranking}]
    # A disjunctive facet's own filters go to `post_filter`: they narrow the hits but not the aggregations, and
    # every other facet is counted within them through a `filter` aggregation around it (_aggregations).
    post = _post_filtered_fields(query)
    filters, must_not = filter_clauses([f for f in query.filters if f.field not in post], first)
    if any(s.private for s in schemas):
        filters.append(privacy_filter(query.viewer_id))
    if filters:
        bool_query["filter"] = filters
    if must_not:
        bool_query["must_not"] = must_not
    body: dict[str, Any] = {
        "query": {"bool": bool_query} if bool_query else {"match_all": {}},
        "from": query.offset,
        "size": query.size,
        "track_total_hits": True,
        "sort": _sort(query, first),
    }
    if post:
        body["post_filter"] = _bool_filter([f for f in query.filters if f.field in post], first)
    if query.facets:
        body["aggs"] = _aggregations(query, first, post)
    if query.highlight and words:
        fields = {text_field(f): {"number_of_fragments": MAX_FRAGMENTS, "fragment_size": FRAGMENT_CHARS}
                  for s in schemas for f in query.highlighted(s)}
        if fields:
            body["highlight"] = {"pre_tags": [HIGHLIGHT_TAGS[0]], "post_tags": [HIGHLIGHT_TAGS[1]],
                                 "encoder": "html", "require_field_match": False, "fields": fields}
    return body


def _minimum_should_match(words: str, query: SearchQuery) -> str:
    """"3<75%", or for a relaxed query (`missing_words`) the number of words that must match, counted as the
    embedded engine counts them."""
    if not query.missing_words:
        return MIN_SHOULD_MATCH
    return str(min_should_match(len(analyze(words)[:MAX_QUERY_TOKENS]), query.missing_words))


def _sort(query: SearchQuery, schema: IndexSchema) -> list[Any]:
    spec = query.sort_spec
    tiebreak = {"id": {"order": "asc"}}  # stable pages: equal scores or values never swap places
    if spec is None:
        return ["_score", tiebreak]
    order = "desc" if spec.descending else "asc"
    return [{exact_field(schema[spec.field]): {"order": order, "missing": "_last"}}, tiebreak]


def _post_filtered_fields(query: SearchQuery) -> frozenset[str]:
    """The fields of the disjunctive facets that are filtered: their filters go to `post_filter`."""
    filtered = {f.field for f in query.filters}
    return frozenset(req.field for req in query.facets if req.disjunctive and req.field in filtered)


def _bool_filter(filters: Sequence[Filter], schema: IndexSchema) -> dict[str, Any]:
    must, must_not = filter_clauses(filters, schema)
    clauses: dict[str, Any] = {}
    if must:
        clauses["filter"] = must
    if must_not:
        clauses["must_not"] = must_not
    return {"bool": clauses}


def _aggregations(query: SearchQuery, schema: IndexSchema, post: frozenset[str] = frozenset()) -> dict[str, Any]:
    """One aggregation per facet. The post-filtered filters a facet is counted within (all but its own field's for
    a disjunctive facet) wrap it as a `filter` aggregation whose sub-aggregation `values` holds the buckets."""
    aggs: dict[str, Any] = {}
    for req in query.facets:
        f = schema[req.field]
        if isinstance(f.facet, RangeFacet):
            agg: dict[str, Any] = {"range": {"field": exact_field(f), "ranges": f.facet.aggregation_ranges()}}
        else:
            agg = {"terms": {"field": exact_field(f), "size": req.size}}
        within = [flt for flt in query.facet_filters(req) if flt.field in post]
        aggs[req.field] = {"filter": _bool_filter(within, schema), "aggs": {"values": agg}} if within else agg
    return aggs


def _bound_schemas(query: SearchQuery | AutocompleteQuery) -> tuple[IndexSchema, ...]:
    if not query.schemas:
        raise ValueError("a query is answered once bound to the backend's schemas (query.bound)")
    return query.schemas


def build_autocomplete_body(query: AutocompleteQuery) -> dict[str, Any]:
    """`query`: bound to its kinds' schemas (`AutocompleteQuery.bound`)."""
    schemas = _bound_schemas(query)
    prefixes = {"multi_match": {"query": query.prefix, "type": "cross_fields", "operator": "and",
                                "fields": _boosted_fields(schemas, autocomplete=True)}}
    typo_tolerant = {"multi_match": {"query": query.prefix, "type": "bool_prefix", "fuzziness": FUZZINESS,
                                     "minimum_should_match": "100%",
                                     "fields": [f"{f.name}^{f.boost:g}" for s in schemas for f in s.autocomplete_fields]}}
    bool_query: dict[str, Any] = {"should": [prefixes, typo_tolerant], "minimum_should_match": 1}
    if any(s.private for s in schemas):
        bool_query["filter"] = [privacy_filter(query.viewer_id)]
    return {
        "query": {"bool": bool_query},
        "size": query.size,
        "sort": ["_score", {"id": {"order": "asc"}}],
        "_source": sorted({"id", *(s.display_field for s in schemas),
                           *(f for s in schemas for f in s.suggestion_fields)}),
    }


# --- responses --------------------------------------------------------------------------------

def parse_search_response(response: Mapping[str, Any], query: SearchQuery,
                          kind_of_index: Any) -> SearchResult:
    """`query`: the bound query the body was built from; `kind_of_index(physical_name) -> kind` resolves which kind
    each hit came from."""
    schemas = {s.kind: s for s in _bound_schemas(query)}
    hits = []
    for h in response["hits"]["hits"]:
        kind = kind_of_index(h["_index"])
        logical = {text_field(f): f.name for f in schemas[kind].highlight_fields}
        highlights = {logical.get(k, k): list(v) for k, v in (h.get("highlight") or {}).items()}
        hits.append(Hit(kind=kind, id=h["_id"], score=h.get("_score") if query.sort_spec is None else None,
                        source=h["_source"], highlights=highlights))
    facets: dict[str, Any] = {}
    aggs = response.get("aggregations") or {}
    first = query.schemas[0]
    for req in query.facets:
        spec = first[req.field].facet
        node = aggs.get(req.field, {})
        buckets = node.get("values", node).get("buckets", [])  # a filter-wrapped facet holds them in `values`
        if isinstance(spec, RangeFacet):
            counts = {b["key"]: int(b["doc_count"]) for b in buckets}
            facets[req.field] = [RangeFacetBucket(b.key, b.start, b.end, counts.get(b.key, 0)) for b in spec.buckets]
        else:
            ordered = sorted(((b["key"], int(b["doc_count"])) for b in buckets), key=lambda kv: (-kv[1], str(kv[0])))
            facets[req.field] = [FacetBucket(v, c) for v, c in ordered if c > 0]
    total = response["hits"]["total"]
    return SearchResult(total=int(total["value"] if isinstance(total, dict) else total), hits=hits, facets=facets)
