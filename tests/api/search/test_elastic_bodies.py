"""The Elasticsearch request bodies, asserted exactly (ES cannot run here; these pin what we send)."""

from __future__ import annotations

import pytest

from api.search.backends.elastic_bodies import (
    build_autocomplete_body,
    build_mappings,
    build_search_body,
    parse_search_response,
    to_es_document,
)
from api.search.backends.text import SynonymTable
from api.search.query import (
    AutocompleteQuery,
    ExcludeAnyFilter,
    FacetBucket,
    FacetRequest,
    IncludeAllFilter,
    RangeFacetBucket,
    RangeFilter,
    SearchQuery,
    TermFilter,
    TermsFilter,
)
from api.search_kinds.registry import SCHEMAS

TEXT = {"type": "text", "analyzer": "glowdex_text", "search_analyzer": "glowdex_search"}
PUBLIC = {"bool": {"must_not": [{"term": {"is_private": True}}]}}


BRAND, CITY, PRODUCT, REVIEW, USER = (SCHEMAS[k] for k in ("brand", "city", "product", "review", "user"))


def test_mappings_for_a_brand_with_synonyms() -> None:
    body = build_mappings(BRAND, {"water": ["aqua", "eau"]}, number_of_replicas=0)
    assert body["settings"] == {
        "number_of_shards": 1,
        "number_of_replicas": 0,
        "analysis": {
            "tokenizer": {"glowdex_words": {"type": "pattern", "pattern": "[^\\p{L}\\p{N}]+"}},
            "filter": {
                "glowdex_edge": {"type": "edge_ngram", "min_gram": 1, "max_gram": 20},
                "glowdex_synonyms": {"type": "synonym_graph", "synonyms": ["water, aqua, eau"], "lenient": True},
            },
            "analyzer": {
                "glowdex_text": {"type": "custom", "tokenizer": "glowdex_words", "filter": ["lowercase", "asciifolding"]},
                "glowdex_search": {"type": "custom", "tokenizer": "glowdex_words",
                                   "filter": ["lowercase", "asciifolding", "glowdex_synonyms"]},
                "glowdex_autocomplete": {"type": "custom", "tokenizer": "glowdex_words",
                                         "filter": ["lowercase", "asciifolding", "glowdex_edge"]},
            },
        },
    }
    assert body["mappings"] == {
        "dynamic": False,
        "properties": {
            "id": {"type": "keyword"},
            "search_all": TEXT,
            "name": {**TEXT, "copy_to": ["search_all"], "fields": {
                "keyword": {"type": "keyword", "ignore_above": 256},
                "autocomplete": {"type": "text", "analyzer": "glowdex_autocomplete", "search_analyzer": "glowdex_text"},
            }},
            "product_count": {"type": "long"},
        },
    }


def test_mappings_without_synonyms_have_no_synonym_filter() -> None:
    analysis = build_mappings(BRAND, None)["settings"]["analysis"]
    assert "glowdex_synonyms" not in analysis["filter"]
    assert analysis["analyzer"]["glowdex_search"]["filter"] == ["lowercase", "asciifolding"]


def test_product_mapping_types() -> None:
    props = build_mappings(PRODUCT)["mappings"]["properties"]
    assert props["ingredients"] == {"type": "keyword", "ignore_above": 256, "copy_to": ["search_all"],
                                    "fields": {"text": TEXT}}
    assert props["tags"] == {"type": "keyword", "ignore_above": 256}
    assert props["price"] == {"type": "float"} and props["like_count"] == {"type": "long"}
    assert props["created_at"] == {"type": "date"}
    assert build_mappings(CITY)["mappings"]["properties"]["location"] == {"type": "geo_point"}
    assert build_mappings(REVIEW)["mappings"]["properties"]["is_private"] == {"type": "boolean"}


def test_search_body_text_filters_paging_sort() -> None:
    query = SearchQuery(
        kind="product", text="cerave  cream", page=3, size=20, sort="-price",
        filters=(IncludeAllFilter("ingredients", ("GLYCERIN", "AQUA")), ExcludeAnyFilter("ingredients", ("PARFUM",)),
                 RangeFilter("price", gte=10, lt=50), TermFilter("brand", "CeraVe")),
    )
    assert build_search_body(query, PRODUCT) == {
        "query": {"bool": {
            "must": [{"match": {"search_all": {"query": "cerave cream", "minimum_should_match": "3<75%",
                                               "fuzziness": "AUTO:4,8"}}}],
            "should": [{"multi_match": {"query": "cerave cream", "type": "best_fields", "tie_breaker": 0.3,
                                        "fuzziness": "AUTO:4,8",
                                        "fields": ["name^3", "brand^2", "category_path.text^1", "ingredients.text^0.5",
                                                   "other_names^2"]}}],
            "filter": [{"term": {"ingredients": "GLYCERIN"}}, {"term": {"ingredients": "AQUA"}},
                       {"range": {"price": {"gte": 10.0, "lt": 50.0}}}, {"term": {"brand.keyword": "CeraVe"}}],
            "must_not": [{"terms": {"ingredients": ["PARFUM"]}}],
        }},
        "from": 40,
        "size": 20,
        "track_total_hits": True,
        "sort": [{"price": {"order": "desc", "missing": "_last"}}, {"id": {"order": "asc"}}],
    }


def test_a_product_is_one_document_at_every_retailer() -> None:
    """Issue 23: one document per product, so no collapse: the retailer filter and facet are a keyword list (a
    shop's disjunctive facet: the filter goes to post_filter), a listing's id is a terms filter on `listing_ids`, and
    the other listings' names are searched and copied into search_all."""
    props = build_mappings(PRODUCT)["mappings"]["properties"]
    assert props["retailers"] == props["listing_ids"] == {"type": "keyword", "ignore_above": 256}
    assert props["other_names"]["copy_to"] == ["search_all"] and props["retailer_count"] == {"type": "long"}
    query = SearchQuery(kind="product", filters=(TermsFilter("retailers", ("LookFantastic",)),
                                                 TermsFilter("listing_ids", ("7", "9"))),
                        facets=(FacetRequest("retailers", disjunctive=True),))
    body = build_search_body(query, PRODUCT)
    assert body["query"] == {"bool": {"filter": [{"terms": {"listing_ids": ["7", "9"]}}]}}
    assert body["post_filter"] == {"bool": {"filter": [{"terms": {"retailers": ["LookFantastic"]}}]}}
    assert body["aggs"] == {"retailers": {"terms": {"field": "retailers", "size": 20}}}
    assert "collapse" not in body


def test_search_body_prefix_without_fuzziness_and_browse() -> None:
    body = build_search_body(SearchQuery(kind="brand", text="the ord", prefix=True, fuzzy=False), BRAND)
    assert body["query"] == {"bool": {
        "must": [{"match_bool_prefix": {"search_all": {"query": "the ord", "minimum_should_match": "3<75%"}}}],
        "should": [{"multi_match": {"query": "the ord", "type": "bool_prefix", "fields": ["name^3"]}}],
    }}
    browse = build_search_body(SearchQuery(kind="brand"), BRAND)
    assert browse["query"] == {"match_all": {}}
    assert browse["sort"] == ["_score", {"id": {"order": "asc"}}]
    assert (browse["from"], browse["size"]) == (0, 10)
    assert "aggs" not in browse and "highlight" not in browse


def test_search_body_private_visibility_facets_highlight() -> None:
    query = SearchQuery(kind="review", text="cleanser", viewer_id="u1", highlight=True,
                        facets=("author_nickname",))
    body = build_search_body(query, REVIEW)
    assert body["query"]["bool"]["filter"] == [{"bool": {
        "should": [PUBLIC, {"term": {"owner_id": "u1"}}], "minimum_should_match": 1}}]
    assert body["aggs"] == {"author_nickname": {"terms": {"field": "author_nickname.keyword", "size": 20}}}
    fragment = {"number_of_fragments": 3, "fragment_size": 150}
    assert body["highlight"] == {"pre_tags": ["<em>"], "post_tags": ["</em>"], "encoder": "html",
                                 "require_field_match": False,
                                 "fields": {"title": fragment, "body": fragment, "product_names": fragment}}
    anonymous = build_search_body(SearchQuery(kind="review", text="cleanser"), REVIEW)
    assert anonymous["query"]["bool"]["filter"] == [PUBLIC]
    titles = build_search_body(SearchQuery(kind="review", text="cleanser", highlight=True,
                                           highlight_fields=("title",)), REVIEW)
    assert titles["highlight"]["fields"] == {"title": fragment}


def test_search_body_range_facets_and_multi_kind() -> None:
    body = build_search_body(SearchQuery(kind="product", facets=("price",)), PRODUCT)
    assert body["aggs"] == {"price": {"range": {"field": "price", "ranges": [
        {"key": "under-10", "to": 10}, {"key": "10-25", "from": 10, "to": 25}, {"key": "25-50", "from": 25, "to": 50},
        {"key": "50-100", "from": 50, "to": 100}, {"key": "100-plus", "from": 100}]}}}
    multi = build_search_body(SearchQuery(kinds=("brand", "review"), text="x y"), (BRAND, REVIEW))
    assert multi["query"]["bool"]["should"][0]["multi_match"]["fields"] == [
        "name^3", "title^3", "body^1", "author_nickname^1", "product_names^2"]
    assert multi["query"]["bool"]["filter"] == [PUBLIC]  # privacy applies wherever private kinds are searched


def test_search_body_disjunctive_facets() -> None:
    """A filtered disjunctive facet's filters move to post_filter (hits obey them, aggregations do not); every other
    facet is counted within them through a filter aggregation, its own facet without them."""
    brand = TermsFilter("brand", ("CeraVe", "The Ordinary"))
    no_parfum = ExcludeAnyFilter("ingredients", ("PARFUM",))
    query = SearchQuery(kind="product", text="cream", filters=(brand, RangeFilter("price", gte=10, lt=25), no_parfum),
                        facets=(FacetRequest("brand", size=5, disjunctive=True), FacetRequest("price", disjunctive=True),
                                FacetRequest("skin_types", size=5), FacetRequest("tags", size=5, disjunctive=True)))
    body = build_search_body(query, PRODUCT)
    brand_clause = {"terms": {"brand.keyword": ["CeraVe", "The Ordinary"]}}
    price_clause = {"range": {"price": {"gte": 10.0, "lt": 25.0}}}
    # the query keeps the text and the filters of fields no disjunctive facet shows
    assert "filter" not in body["query"]["bool"]
    assert body["query"]["bool"]["must_not"] == [{"terms": {"ingredients": ["PARFUM"]}}]
    assert body["post_filter"] == {"bool": {"filter": [brand_clause, price_clause]}}
    price_ranges = body["aggs"]["price"]["aggs"]["values"]["range"]["ranges"]
    assert body["aggs"] == {
        "brand": {"filter": {"bool": {"filter": [price_clause]}},
                  "aggs": {"values": {"terms": {"field": "brand.keyword", "size": 5}}}},
        "price": {"filter": {"bool": {"filter": [brand_clause]}},
                  "aggs": {"values": {"range": {"field": "price", "ranges": price_ranges}}}},
        "skin_types": {"filter": {"bool": {"filter": [brand_clause, price_clause]}},
                       "aggs": {"values": {"terms": {"field": "skin_types", "size": 5}}}},
        # disjunctive but unfiltered: counted within everything, nothing to wrap it in but the post filters
        "tags": {"filter": {"bool": {"filter": [brand_clause, price_clause]}},
                 "aggs": {"values": {"terms": {"field": "tags", "size": 5}}}},
    }
    # nothing filtered on a disjunctive facet's field: the plain body, no post_filter, no wrapping
    plain = build_search_body(SearchQuery(kind="product", filters=(no_parfum,),
                                          facets=(FacetRequest("brand", disjunctive=True),)), PRODUCT)
    assert "post_filter" not in plain
    assert plain["aggs"] == {"brand": {"terms": {"field": "brand.keyword", "size": 20}}}


def test_parse_search_response_of_wrapped_facets() -> None:
    query = SearchQuery(kind="product", filters=(TermsFilter("brand", ("CeraVe",)),),
                        facets=(FacetRequest("brand", disjunctive=True), FacetRequest("price", disjunctive=True))
                        ).bound(SCHEMAS)
    response = {"hits": {"total": {"value": 1, "relation": "eq"}, "hits": []}, "aggregations": {
        "brand": {"buckets": [{"key": "CeraVe", "doc_count": 3}, {"key": "La Mer", "doc_count": 1}]},
        "price": {"doc_count": 3, "values": {"buckets": [{"key": "10-25", "doc_count": 3}]}},
    }}
    result = parse_search_response(response, query, lambda name: "product")
    assert result.facets["brand"] == [FacetBucket("CeraVe", 3), FacetBucket("La Mer", 1)]
    assert [b.count for b in result.facets["price"]] == [0, 3, 0, 0, 0]


def test_autocomplete_body() -> None:
    body = build_autocomplete_body(AutocompleteQuery(kinds=("product",), prefix="moistu", size=5).bound(SCHEMAS))
    assert body == {
        "query": {"bool": {"should": [
            {"multi_match": {"query": "moistu", "type": "cross_fields", "operator": "and",
                             "fields": ["name.autocomplete^3", "brand.autocomplete^2"]}},
            {"multi_match": {"query": "moistu", "type": "bool_prefix", "fuzziness": "AUTO:4,8",
                             "minimum_should_match": "100%", "fields": ["name^3", "brand^2"]}},
        ], "minimum_should_match": 1}},
        "size": 5,
        "sort": ["_score", {"id": {"order": "asc"}}],
        "_source": ["brand", "id", "name"],
    }
    private = build_autocomplete_body(AutocompleteQuery(kinds=("review",), prefix="se", viewer_id="u9").bound(SCHEMAS))
    assert private["query"]["bool"]["filter"] == [{"bool": {
        "should": [PUBLIC, {"term": {"owner_id": "u9"}}], "minimum_should_match": 1}}]


def test_parse_search_response() -> None:
    query = SearchQuery(kind="product", text="cream", facets=("brand", "price")).bound(SCHEMAS)
    response = {
        "hits": {"total": {"value": 2, "relation": "eq"}, "hits": [
            {"_index": "glowdex-product-v000002", "_id": "p4", "_score": 3.5, "_source": {"id": "p4"},
             "highlight": {"name": ["Moisturizing <em>Cream</em>"], "ingredients.text": ["<em>X</em>"]}},
            {"_index": "glowdex-product-v000002", "_id": "p5", "_score": 2.0, "_source": {"id": "p5"}},
        ]},
        "aggregations": {
            "brand": {"buckets": [{"key": "Kiehl's", "doc_count": 1}, {"key": "CeraVe", "doc_count": 1}]},
            "price": {"buckets": [{"key": "10-25", "doc_count": 1}, {"key": "25-50", "doc_count": 1}]},
        },
    }
    result = parse_search_response(response, query, lambda name: name.split("-")[1])
    assert result.total == 2
    assert [(h.kind, h.id, h.score) for h in result.hits] == [("product", "p4", 3.5), ("product", "p5", 2.0)]
    assert result.hits[0].highlights == {"name": ["Moisturizing <em>Cream</em>"], "ingredients": ["<em>X</em>"]}
    assert result.facets["brand"] == [FacetBucket("CeraVe", 1), FacetBucket("Kiehl's", 1)]
    assert result.facets["price"][0] == RangeFacetBucket("under-10", None, 10, 0)
    assert [b.count for b in result.facets["price"]] == [0, 1, 1, 0, 0]


def test_documents_for_elasticsearch_get_geo_points() -> None:
    doc = {"id": "c1", "name": "Lyon", "lat": 45.75, "lng": 4.85}
    assert to_es_document(CITY, doc) == {**doc, "location": {"lat": 45.75, "lon": 4.85}}


def test_search_body_of_the_mixed_search_words_offset_and_relaxed_match() -> None:
    """What the mixed search sends per kind: the words that must match (stopwords left out, as the Elasticsearch
    backend passes `SynonymTable.search_text`), an explicit offset (`start`), and for products that match all but one
    word a count of words instead of "3<75%"; the page's highlights come from an id filter."""
    table = SynonymTable({"sunscreen": ["spf"]})
    query = SearchQuery(kind="product", text="sunscreen for oily skin", start=50, size=7, prefix=True)
    words = table.search_text(query.text)
    assert words == "sunscreen oily skin"
    body = build_search_body(query, PRODUCT, text=words)
    assert body["query"]["bool"]["must"] == [{"match_bool_prefix": {"search_all": {
        "query": "sunscreen oily skin", "minimum_should_match": "3<75%", "fuzziness": "AUTO:4,8"}}}]
    assert body["query"]["bool"]["should"][0]["multi_match"]["query"] == "sunscreen oily skin"
    assert (body["from"], body["size"]) == (50, 7)
    relaxed = SearchQuery(kind="product", text="protini polypeptide cream", missing_words=1)
    assert build_search_body(relaxed, PRODUCT)["query"]["bool"]["must"][0]["match"]["search_all"][
        "minimum_should_match"] == "2"
    one_word = SearchQuery(kind="product", text="niacinamide", missing_words=1)  # at least one word always matches
    assert build_search_body(one_word, PRODUCT)["query"]["bool"]["must"][0]["match"]["search_all"][
        "minimum_should_match"] == "1"
    # The partial list leaves out the full matches by id.
    rest = SearchQuery(kind="product", text="protini polypeptide cream", missing_words=1,
                       filters=(ExcludeAnyFilter("id", ("7",)),))
    assert build_search_body(rest, PRODUCT)["query"]["bool"]["must_not"] == [{"terms": {"id": ["7"]}}]
    page = SearchQuery(kind="product", text="niacinamide", highlight=True, filters=(TermsFilter("id", ("3", "9")),))
    body = build_search_body(page, PRODUCT)
    assert body["query"]["bool"]["filter"] == [{"terms": {"id": ["3", "9"]}}]
    assert set(body["highlight"]["fields"]) == {"name", "brand", "ingredients.text"}


def test_member_mapping_and_search_body() -> None:
    mapping = build_mappings(USER)["mappings"]["properties"]
    assert mapping["nickname"]["fields"]["keyword"]["type"] == "keyword"
    assert mapping["nickname"]["copy_to"] == ["search_all"]
    body = build_search_body(SearchQuery(kind="user", text="dewy-peony-4821", prefix=True), USER)
    assert body["query"]["bool"]["should"][0]["multi_match"]["fields"] == ["nickname^3"]
    assert "filter" not in body["query"]["bool"]  # members are not private documents


def test_the_builders_of_a_query_answered_by_its_schemas_refuse_an_unbound_one() -> None:
    with pytest.raises(ValueError, match="bound"):
        build_autocomplete_body(AutocompleteQuery(kinds=("product",), prefix="moistu"))
    with pytest.raises(ValueError, match="bound"):
        parse_search_response({"hits": {"total": {"value": 0}, "hits": []}}, SearchQuery(kind="product"), str)
