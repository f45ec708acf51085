"""Judge the query set by pooling: `python -m bench.relevance.judge` (run once, before any ranking change).

For every query of `queries.jsonl` the candidates of several retrievals are pooled, so that the judgements do not
lean towards today's ranker:
  1. today's mixed search (`GET /search`, top 30) and today's typed searches (products 30, ingredients 10,
     brands 5, categories 5);
  2. fuzzy string matching of the query against "brand + product name" (rapidfuzz WRatio, top 30);
  3. character n-gram TF-IDF over "brand, name, category" (scikit-learn, cosine, top 30);
  4. the intent's own catalogue lookups: the named products and their line, products holding the intent's
     ingredients (by retailer review count, top 30), the brand's products (top 30), products whose name or category
     names the type (top 30), ingredient / brand / category / member names by fuzzy match.
Every pooled result is then graded from the catalogue's facts by the written conventions of
`data/gold/search_relevance/SOURCES.md` (`grade_product`, `grade_entity` below), and written with a short reason.
"""

from __future__ import annotations

import argparse
import json
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bench.relevance.gold import JUDGEMENTS, QUERIES, GoldQuery, load, result_keys, write_jsonl

POOL_DEPTH = 30
TOP_POSITIONS = 10  # "high in the list": among the first ten ingredients of the label
# What `GET /search` mixed when the set was judged (one query over these kinds, merged by score).
TODAYS_MIXED_KINDS = ("product", "brand", "category", "inci", "review", "routine", "dupe", "feedback")

# Concern words a product answers by its retailer highlights or its own name.
CONCERNS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # concern: (highlights, name words)
    "acne": (("Good for: Acne/Blemishes",), ("acne", "blemish", "breakout", "pimple", "spot", "clarifying", "ac ")),
    "dark spots": (("Good for: Dark spots",), ("dark spot", "pigment", "brightening", "tone", "melasma", "spot")),
    "aging": (("Good for: Anti-Aging", "Good for: Loss of firmness", "Good for: Fine Lines/Wrinkles"),
              ("anti-aging", "anti aging", "anti-ageing", "anti ageing", "age", "wrinkle", "firming", "lift",
               "youth", "retinol", "peptide")),
    "dark circles": (("Good for: Dark Circles",), ("dark circle", "brightening", "caffeine")),
    "dryness": (("Good for: Dryness", "Hydrating"), ("hydrat", "moistur", "hyaluronic", "hydra", "aqua")),
    "pores": (("Good for: Pores",), ("pore", "blackhead", "bha")),
    "oily": (("Oil Free", "Best for Oily Skin", "Best for Oily, Combo, Normal Skin"),
             ("oil-free", "oil free", "oil control", "mattif", "matte", "sebum")),
    "makeup": ((), ("makeup", "make-up", "make up", "remover", "melting", "cleansing balm")),
    "redness": (("Good for: Redness",), ("redness", "calming", "soothing", "cica", "centella", "rosacea",
                                         "antirougeurs", "relief")),
    "barrier": ((), ("barrier", "repair", "ceramide", "cica")),
    "eczema": ((), ("eczema", "atopic", "itch", "atoderm", "lipikar", "relief", "dry skin")),
    "dullness": (("Good for: Dullness/Uneven Texture",), ("bright", "glow", "radiance", "radiant", "vitamin c", "luminous")),
    "exfoliation": (("AHA/Glycolic Acid",), ("exfoliat", "aha", "bha", "pha", "peel", "glycolic", "lactic", "salicylic",
                                             "resurfacing")),
    "spf": ((), ("spf",)),
}
# Skin types a product names in its highlights or its name.
SKIN_HIGHLIGHTS = {
    "dry": ("Good for: Dryness", "Best for Dry Skin", "Best for Dry, Combo, Normal Skin"),
    "oily": ("Best for Oily Skin", "Best for Oily, Combo, Normal Skin", "Good for: Oily Scalp"),
    "sensitive": ("Good for: Redness",),
    "combination": ("Best for Combination Skin", "Best for Dry, Combo, Normal Skin", "Best for Oily, Combo, Normal Skin"),
    "normal": ("Best for Normal Skin", "Best for Dry, Combo, Normal Skin", "Best for Oily, Combo, Normal Skin"),
}
ALL_SKIN_TYPES = {"dry", "oily", "combination", "normal", "sensitive"}
TAG_HIGHLIGHTS = {"fragrance-free": ("Fragrance Free",), "oil-free": ("Oil Free",)}
TAG_NAME_WORDS = {"fragrance-free": ("fragrance-free", "fragrance free", "unscented"), "oil-free": ("oil-free", "oil free")}


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def mentions(text: str, words: Iterable[str]) -> str | None:
    """The first of `words` found in `text` at the start of a word (case and accents folded)."""
    folded = fold(text)
    for w in words:
        if re.search(r"(?<![a-z0-9])" + re.escape(fold(w).strip()), folded):
            return w
    return None


@dataclass(slots=True)
class ProductFacts:
    key: str
    name: str
    brand: str
    category: str
    incis: list[tuple[int, str]]  # (position, INCI name), label order
    highlights: list[str]
    skin_types: list[str]
    tags: list[str]
    review_count: int


def _ingredient_value(p: ProductFacts, intent: dict[str, Any]) -> tuple[float, str]:
    targets = {name for name, g in intent.get("inci", {}).items() if g >= 2} or set(intent.get("inci", {}))
    lesser = set(intent.get("inci", {})) - targets
    held = {name: pos for pos, name in p.incis}
    named = mentions(p.name, intent.get("words", []))
    holds = [n for n in targets if n in held]
    if named and (holds or not p.incis):
        return 1.0, f"name says {named!r}" + ("" if p.incis else " (no label to check)")
    if holds:
        order = [name for _, name in p.incis]
        index = min(order.index(n) for n in holds) + 1
        if index <= TOP_POSITIONS:
            return 0.67, f"holds {holds[0]} at #{index}"
        return 0.33, f"holds {holds[0]} at #{index}"
    if any(n in held for n in lesser):
        return 0.33, "holds a related ingredient"
    if named:
        return 0.33, f"name says {named!r} but the label lacks it"
    return 0.0, "no such ingredient"


def _skin_value(p: ProductFacts, skin: str) -> float:
    if any(h in p.highlights for h in SKIN_HIGHLIGHTS.get(skin, ())):
        return 1.0
    if mentions(p.name, [f"{skin} skin", skin]):
        return 1.0
    if skin in p.skin_types:
        return 0.5 if set(p.skin_types) >= ALL_SKIN_TYPES else 1.0
    return 0.0


def grade_product(p: ProductFacts, intent: dict[str, Any]) -> tuple[int, str]:
    """The conventions of SOURCES.md, "Products"."""
    brands = set(intent.get("brand", []))
    types = intent.get("type", [])
    where = f"{p.name} | {p.category}"
    if intent.get("member"):
        return 0, "a member query"
    if intent.get("named"):
        if any(p.brand == b and fold(s) in fold(p.name) for b, s in intent["named"]):
            return 3, "the named product"
        if any(p.brand == b and fold(s) in fold(p.name) for b, s in intent.get("line", [])):
            return 2, "the named product's line"
        if p.brand in brands and (not types or mentions(where, types)):
            return 1, "same brand, same type"
        return 0, "another product"
    values: list[float] = []
    why: list[str] = []
    hard_zero = False
    if intent.get("inci"):
        v, reason = _ingredient_value(p, intent)
        values.append(v)
        why.append(reason)
        hard_zero |= v == 0
    if brands:
        v = 1.0 if p.brand in brands else 0.0
        values.append(v)
        why.append("the brand" if v else "another brand")
        hard_zero |= v == 0
    if types:
        hit = mentions(where, types)
        values.append(1.0 if hit else 0.0)
        why.append(f"type {hit!r}" if hit else "not the type")
    for skin in intent.get("skin", []):
        v = _skin_value(p, skin)
        values.append(v)
        why.append(f"{skin} skin {v:g}")
    for concern in intent.get("concern", []):
        highlights, words = CONCERNS[concern]
        hit = next((h for h in highlights if h in p.highlights), None) or mentions(p.name, words)
        values.append(1.0 if hit else 0.0)
        why.append(f"{concern}: {hit!r}" if hit else f"not for {concern}")
    for tag in intent.get("tags", []):
        hit = tag in p.tags or any(h in p.highlights for h in TAG_HIGHLIGHTS.get(tag, ())) or bool(
            mentions(p.name, TAG_NAME_WORDS.get(tag, ())))
        values.append(1.0 if hit else 0.0)
        why.append(tag if hit else f"not {tag}")
    if not values:
        return 0, "no product facet"
    f = sum(values) / len(values)
    grade = 3 if f >= 0.9 else 2 if f >= 0.6 else 1 if f >= 0.3 else 0
    if hard_zero:
        grade = min(grade, 1)
    return grade, "; ".join(why)


def grade_entity(key: str, intent: dict[str, Any], product_count: int | None = None) -> tuple[int, str]:
    """The conventions of SOURCES.md, "Ingredients, brands, categories, members, posts"."""
    kind, _, name = key.partition(":")
    if kind == "inci":
        g = int(intent.get("inci", {}).get(name, 0))
        return g, "the ingredient asked for" if g >= 3 else "a related ingredient" if g else "another ingredient"
    if kind == "brand":
        return 0, "another brand"  # brand grades are given by name in `judge()` (the key holds the brand key)
    if kind == "category":
        g = int(intent.get("cat", {}).get(name, 0))
        return g, "the category asked for" if g else "another category"
    if kind == "user":
        return (3, "the member asked for") if intent.get("member") == name else (0, "another member")
    return 0, "a post"


# --- pooling ----------------------------------------------------------------------------------------

def _facts(session: Any, product_ids: Sequence[int]) -> dict[int, ProductFacts]:
    from sqlalchemy import select

    from api.models import Brand, Category, Inci, Product, ProductIngredient
    from api.search_kinds.declaration import Reading
    from api.search_kinds.product import analysis_tags
    from indexer.runtime import runtime

    out: dict[int, ProductFacts] = {}
    ids = list(product_ids)
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        incis: dict[int, list[tuple[int, str]]] = defaultdict(list)
        for pid, pos, name in session.execute(
                select(ProductIngredient.product_id, ProductIngredient.position, Inci.name)
                .join(Inci, Inci.id == ProductIngredient.inci_id)
                .where(ProductIngredient.product_id.in_(chunk)).order_by(ProductIngredient.product_id,
                                                                         ProductIngredient.seq)):
            incis[pid].append((pos, name))
        tags = analysis_tags(Reading(session, runtime().runtimes.engine), chunk)
        rows = session.execute(select(Product, Brand.name, Category.path).join(Brand, Brand.id == Product.brand_id)
                               .outerjoin(Category, Category.id == Product.category_id).where(Product.id.in_(chunk)))
        for p, brand, path in rows:
            out[p.id] = ProductFacts(f"product:{p.source}:{p.source_id}", p.name, brand, path or "", incis.get(p.id, []),
                                     list(p.highlights or []), list(p.skin_types or []), tags.get(p.id, []),
                                     p.source_review_count or p.review_count or 0)
    return out


class Pooler:
    def __init__(self, session: Any, backend: Any):
        from rapidfuzz import process  # noqa: F401  (checked here: the pool needs it)
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sqlalchemy import select

        from api.models import Brand, Category, Inci, Product, User

        self.session, self.backend = session, backend
        rows = session.execute(select(Product.id, Product.name, Brand.name, Category.path, Product.source_review_count)
                               .join(Brand, Brand.id == Product.brand_id)
                               .outerjoin(Category, Category.id == Product.category_id)
                               .where(Product.status == "active")).all()
        self.products = rows
        self.product_titles = [f"{b} {n}" for _, n, b, _, _ in rows]
        self.tfidf = TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 4), min_df=2, sublinear_tf=True)
        self.matrix = self.tfidf.fit_transform([f"{b} {n} {c or ''}" for _, n, b, c, _ in rows])
        self.incis = session.execute(select(Inci.id, Inci.name, Inci.product_count)).all()
        self.brands = session.execute(select(Brand.id, Brand.name, Brand.key).where(Brand.status == "active")).all()
        self.categories = session.execute(select(Category.id, Category.name, Category.path)).all()
        self.users = session.execute(select(User.id, User.nickname).where(User.deleted_at.is_(None))).all()
        self.facts: dict[int, ProductFacts] = {}

    def pool(self, q: GoldQuery) -> tuple[list[tuple[str, str]], dict[str, str]]:
        """(kind, id) candidates, and where each came from."""
        from rapidfuzz import fuzz, process

        from api.search_endpoints import service

        intent = q.intent
        found: dict[tuple[str, str], str] = {}

        def add(kind: str, ids: Iterable[Any], source: str) -> None:
            for i in ids:
                found.setdefault((kind, str(i)), source)

        mixed = service.keyword_search(self.backend, TODAYS_MIXED_KINDS, q.query, 1, POOL_DEPTH, None)
        for h in mixed.hits:
            found.setdefault((h.kind, h.id), "today's /search")
        for kind, depth in (("product", POOL_DEPTH), ("inci", 10), ("brand", 5), ("category", 5)):
            typed = service.keyword_search(self.backend, (kind,), q.query, 1, depth, None)
            add(kind, (h.id for h in typed.hits), f"today's /{kind}/search")
        fuzzy = process.extract(q.query, self.product_titles, scorer=fuzz.WRatio, limit=POOL_DEPTH)
        add("product", (self.products[i][0] for _, _, i in fuzzy), "fuzzy name match")
        scores = (self.matrix @ self.tfidf.transform([q.query]).T).toarray().ravel()
        add("product", (self.products[i][0] for i in scores.argsort()[::-1][:POOL_DEPTH] if scores[i] > 0),
            "char n-gram tf-idf")
        by_reviews = sorted(self.products, key=lambda r: -(r[4] or 0))
        if intent.get("named"):
            pats = [(b, fold(s)) for b, s in intent["named"] + intent.get("line", [])]
            add("product", (r[0] for r in self.products if any(r[2] == b and s in fold(r[1]) for b, s in pats)),
                "named product")
        if intent.get("brand"):
            add("product", [r[0] for r in by_reviews if r[2] in intent["brand"]][:POOL_DEPTH], "brand's products")
        if intent.get("type"):
            add("product", [r[0] for r in by_reviews if mentions(f"{r[1]} | {r[3] or ''}", intent["type"])][:POOL_DEPTH],
                "type's products")
        if intent.get("words"):
            add("product", [r[0] for r in by_reviews if mentions(r[1], intent["words"])][:POOL_DEPTH],
                "name names the ingredient")
        if intent.get("inci"):
            add("product", self._holding(list(intent["inci"]))[:POOL_DEPTH], "holds the ingredient")
            add("inci", (r[0] for r in self.incis if r[1] in intent["inci"]), "the intent's ingredient")
        add("inci", (self.incis[i][0] for _, _, i in process.extract(q.query.upper(), [r[1] for r in self.incis],
                                                                          scorer=fuzz.WRatio, limit=10)), "fuzzy ingredient")
        add("brand", (self.brands[i][0] for _, _, i in process.extract(q.query, [r[1] for r in self.brands],
                                                                           scorer=fuzz.WRatio, limit=5)), "fuzzy brand")
        add("category", (self.categories[i][0] for _, _, i in process.extract(
            q.query, [r[1] for r in self.categories], scorer=fuzz.WRatio, limit=5)), "fuzzy category")
        add("category", (r[0] for r in self.categories if r[2] in intent.get("cat", {})), "the intent's category")
        add("user", (self.users[i][0] for _, _, i in process.extract(q.query, [r[1] for r in self.users],
                                                                         scorer=fuzz.WRatio, limit=3)), "fuzzy member")
        if intent.get("member"):
            from sqlalchemy import select

            from api.models import Review, User
            own = list(self.session.scalars(select(Review.id).join(User, User.id == Review.user_id)
                                            .where(User.nickname == intent["member"])))
            add("review", own, "the member's posts")
            for i in own:  # whichever retrieval found it first, it is the member's
                found[("review", str(i))] = "the member's posts"
        pooled = list(found)
        return pooled, {f"{k}:{i}": s for (k, i), s in found.items()}

    def _holding(self, names: list[str]) -> list[int]:
        from sqlalchemy import func, select

        from api.models import Inci, Product, ProductIngredient

        rows = self.session.execute(
            select(Product.id).join(ProductIngredient, ProductIngredient.product_id == Product.id)
            .join(Inci, Inci.id == ProductIngredient.inci_id).where(Inci.name.in_(names), Product.status == "active")
            .group_by(Product.id).order_by(func.coalesce(Product.source_review_count, 0).desc(), Product.id))
        return [r[0] for r in rows]

    def grade(self, q: GoldQuery, pooled: list[tuple[str, str]], sources: dict[str, str]) -> list[dict[str, Any]]:
        keys = result_keys(self.session, pooled)
        want = [int(i) for k, i in pooled if k == "product" and int(i) not in self.facts]
        self.facts.update(_facts(self.session, want))
        brand_names = {str(b[0]): b[1] for b in self.brands}
        out = []
        for (kind, id_), key in zip(pooled, keys, strict=True):
            if kind == "product":
                grade, why = grade_product(self.facts[int(id_)], q.intent)
            elif kind == "brand":
                named = brand_names.get(id_) in q.intent.get("brand", [])
                grade, why = (int(q.intent.get("bgrade", 0)), "the brand asked for") if named else (0, "another brand")
            elif kind == "review" and sources.get(f"{kind}:{id_}") == "the member's posts":
                grade, why = 1, "a post by the member asked for"
            else:
                grade, why = grade_entity(key, q.intent)
            out.append({"key": key, "grade": grade, "why": why})
        out.sort(key=lambda j: (-j["grade"], j["key"]))
        return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="*", help="query ids to (re)judge; the others keep their judgements")
    args = ap.parse_args()

    from api.db.engine import Database
    from api.settings import get_settings
    from indexer.runtime import configure_runtime

    settings = get_settings()
    runtime = configure_runtime(settings)
    session = Database(settings).makers.open_read()
    pooler = Pooler(session, runtime.search_backend)
    queries = load(path_queries=QUERIES)
    existing = {r["id"]: r["judged"] for r in map(json.loads, JUDGEMENTS.read_text().splitlines())} \
        if JUDGEMENTS.exists() else {}
    rows = []
    for q in queries:
        if args.only and q.id not in args.only and q.id in existing:
            judged = existing[q.id]
        else:
            pooled, sources = pooler.pool(q)
            judged = pooler.grade(q, pooled, sources)
        rows.append({"id": q.id, "query": q.query, "judged": judged})
        print(f"{q.id} {q.query!r}: {len(judged)} judged, "
              f"{sum(1 for j in judged if j['grade'] >= 2)} graded 2+", flush=True)
    write_jsonl(JUDGEMENTS, rows)


if __name__ == "__main__":
    main()
