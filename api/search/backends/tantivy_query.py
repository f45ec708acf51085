"""SearchQuery -> tantivy queries and aggregation requests, for one kind's layout.

Matching (same rules as the Elasticsearch bodies):
- every query word is a clause; a clause matches if it matches in ANY searchable field;
  all clauses must match up to 3 words, 75% beyond (`min_should_match`), `missing_words` fewer when asked;
- per field a clause scores as exact term (BM25) + fuzzy (constant, lower) + prefix for the last
  word when asked; fields combine by dis_max (best field, plus 0.3 of the others) with boosts;
- synonym clauses match any equivalent term/phrase exactly;
- filters and privacy constrain without scoring (constant score 0).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import tantivy
from tantivy import Occur, Query

from api.search.backends.tantivy_layout import TantivyLayout
from api.search.backends.text import QueryClause, fuzzy_distance, min_should_match
from api.search.index_fields import FieldType, RangeFacet, SearchField
from api.search.query import (
    ExcludeAnyFilter,
    FacetRequest,
    Filter,
    IncludeAllFilter,
    RangeFilter,
    TermFilter,
    TermsFilter,
)

FUZZY_WEIGHT = 0.5  # fuzzy and prefix matches score a constant; exact terms also get BM25 on top
PREFIX_WEIGHT = 0.8
DISMAX_TIE_BREAKER = 0.3
TEXT_QUERY_CACHE = 128  # built text queries kept per open index (a few kilobytes each)

_RANGE_TYPES = {FieldType.INTEGER: tantivy.FieldType.Integer, FieldType.FLOAT: tantivy.FieldType.Float,
                FieldType.DATE: tantivy.FieldType.Date}


class TantivyQueryBuilder:
    def __init__(self, layout: TantivyLayout, schema: tantivy.Schema):
        self.layout = layout
        self.schema = schema
        self._searchable = layout.schema.searchable_fields
        self._autocomplete = layout.schema.autocomplete_fields
        # A query is built from ~20 to 60 calls into tantivy; the same words are searched again and again (the mixed
        # search asks each kind, the Search UI counts facets beside its page): built once, kept with this index.
        self._text_queries = lru_cache(maxsize=TEXT_QUERY_CACHE)(self._text_query)

    # --- text ---------------------------------------------------------------------------------

    def text_query(self, clauses: Sequence[QueryClause], *, fuzzy: bool, prefix: bool,
                   autocomplete_only: bool = False, missing: int = 0) -> Query | None:
        return self._text_queries(tuple(clauses), fuzzy, prefix, autocomplete_only, missing)

    def _text_query(self, clauses: tuple[QueryClause, ...], fuzzy: bool, prefix: bool, autocomplete_only: bool,
                    missing: int) -> Query | None:
        fields = self._autocomplete if autocomplete_only else self._searchable
        if not clauses or not fields:
            return None
        clause_queries = [
            self._clause_query(c, fields, fuzzy=fuzzy, prefix=prefix and i == len(clauses) - 1)
            for i, c in enumerate(clauses)
        ]
        if len(clause_queries) == 1:
            return clause_queries[0]
        return Query.boolean_query([(Occur.Should, q) for q in clause_queries],
                                   minimum_number_should_match=min_should_match(len(clause_queries), missing))

    def _clause_query(self, clause: QueryClause, fields: Sequence[SearchField], *, fuzzy: bool,
                      prefix: bool) -> Query:
        per_field = []
        for f in fields:
            name = self.layout.text_field(f)
            parts = [self._phrase(name, alt) for alt in clause.alternatives]
            if not clause.synonym:
                word = clause.typed[0]
                distance = fuzzy_distance(word) if fuzzy else 0
                if distance:
                    parts.append(Query.boost_query(
                        Query.fuzzy_term_query(self.schema, name, word, distance=distance), FUZZY_WEIGHT))
                if prefix:
                    parts.append(Query.boost_query(
                        Query.fuzzy_term_query(self.schema, name, word, distance=0, prefix=True), PREFIX_WEIGHT))
                    if distance:  # a typo inside a word still being typed
                        parts.append(Query.boost_query(Query.fuzzy_term_query(
                            self.schema, name, word, distance=1, prefix=True), FUZZY_WEIGHT * PREFIX_WEIGHT))
            field_query = parts[0] if len(parts) == 1 else Query.boolean_query([(Occur.Should, p) for p in parts])
            per_field.append(Query.boost_query(field_query, f.boost or 1.0))
        if len(per_field) == 1:
            return per_field[0]
        return Query.disjunction_max_query(per_field, tie_breaker=DISMAX_TIE_BREAKER)

    def _phrase(self, field_name: str, words: tuple[str, ...]) -> Query:
        if len(words) == 1:  # tantivy's phrase query needs two or more terms
            return Query.term_query(self.schema, field_name, words[0])
        return Query.phrase_query(self.schema, field_name, list(words))

    # --- filters and privacy ------------------------------------------------------------------

    def filter_clauses(self, filters: Sequence[Filter]) -> list[tuple[Occur, Query]]:
        out: list[tuple[Occur, Query]] = []
        for flt in filters:
            f = self.layout.schema[flt.field]
            name = self.layout.exact_field(f)
            if isinstance(flt, TermFilter):
                out.append((Occur.Must, _unscored(Query.term_query(self.schema, name, flt.value))))
            elif isinstance(flt, TermsFilter):
                out.append((Occur.Must, _unscored(Query.term_set_query(self.schema, name, list(flt.values)))))
            elif isinstance(flt, IncludeAllFilter):
                out += [(Occur.Must, _unscored(Query.term_query(self.schema, name, v))) for v in flt.values]
            elif isinstance(flt, ExcludeAnyFilter):
                out.append((Occur.MustNot, Query.term_set_query(self.schema, name, list(flt.values))))
            elif isinstance(flt, RangeFilter):
                lower = flt.gte if flt.gte is not None else flt.gt
                upper = flt.lte if flt.lte is not None else flt.lt
                out.append((Occur.Must, _unscored(Query.range_query(
                    self.schema, name, _RANGE_TYPES[f.type], lower, upper,
                    include_lower=flt.gt is None, include_upper=flt.lt is None))))
        return out

    def filter_string(self, flt: Filter) -> str | None:
        """`flt` in tantivy's query syntax (what a `filter` aggregation takes), for the filters the same as their
        clause by construction: an any-of on exact strings, a numeric range; None for any other (the caller then
        runs its own query). Strings that quoting might alter (quotes, backslashes, outer spaces) are not written."""
        f = self.layout.schema[flt.field]
        name = self.layout.exact_field(f)
        if isinstance(flt, TermsFilter) and f.has_exact_values:
            if not all(isinstance(v, str) and _quotable(v) for v in flt.values):
                return None
            return "(" + " OR ".join(f'{name}:"{v}"' for v in flt.values) + ")"
        if isinstance(flt, RangeFilter) and f.type in (FieldType.INTEGER, FieldType.FLOAT):
            lower = flt.gte if flt.gte is not None else flt.gt
            upper = flt.lte if flt.lte is not None else flt.lt
            if not all(v is None or _plain_number(v) for v in (lower, upper)):
                return None
            return (f"{name}:{'{' if flt.gt is not None else '['}{'*' if lower is None else lower} TO "
                    f"{'*' if upper is None else upper}{'}' if flt.lt is not None else ']'}")
        return None

    def privacy_clause(self, viewer_id: str | None) -> tuple[Occur, Query] | None:
        """Private documents only for their owner: NOT is_private OR owner_id == viewer."""
        if not self.layout.schema.private:
            return None
        public = Query.all_query().and_must_not_match(Query.term_query(self.schema, "is_private", True))
        if viewer_id is None:
            return Occur.Must, _unscored(public)
        own = Query.term_query(self.schema, "owner_id", viewer_id)
        return Occur.Must, _unscored(Query.boolean_query([(Occur.Should, public), (Occur.Should, own)]))

    def combine(self, text_query: Query | None, filters: Sequence[Filter], viewer_id: str | None) -> Query:
        clauses = self.filter_clauses(filters)
        privacy = self.privacy_clause(viewer_id)
        if privacy:
            clauses.append(privacy)
        main = text_query if text_query is not None else Query.all_query()
        if not clauses:
            return main
        return Query.boolean_query([(Occur.Must, main), *clauses])

    # --- facets -------------------------------------------------------------------------------

    def aggregations(self, facets: Sequence[FacetRequest]) -> dict[str, Any]:
        aggs: dict[str, Any] = {}
        for req in facets:
            f = self.layout.schema[req.field]
            name = self.layout.exact_field(f)
            if isinstance(f.facet, RangeFacet):
                aggs[req.field] = {"range": {"field": name, "ranges": f.facet.aggregation_ranges()}}
            else:
                size = req.size or 20
                # Per-segment candidates well above `size` keep multi-segment counts exact in practice.
                aggs[req.field] = {"terms": {"field": name, "size": size, "segment_size": max(10 * size, 200)}}
        return aggs


def _quotable(value: str) -> bool:
    return bool(value) and '"' not in value and "\\" not in value and value == value.strip()


def _plain_number(value: object) -> bool:
    """A number whose str() the query parser reads back as the same value (no exponent, finite)."""
    return isinstance(value, int | float) and not isinstance(value, bool) and \
        all(c in "0123456789.-" for c in str(value))


def _unscored(query: Query) -> Query:
    return Query.const_score_query(query, 0.0)
