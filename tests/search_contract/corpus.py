"""A small, hand-checked corpus: every count asserted by the contract suite can be read off here."""

from __future__ import annotations

from api.search.backends.base import SearchBackend


def product(pid: str, name: str, brand: str, category: list[str], ingredients: list[str], *, price: float,
            rating: float, likes: int, tags: tuple[str, ...] = (), skin: tuple[str, ...] = (),
            retailers: tuple[str, ...] = ("Sephora",), other_listings: tuple[str, ...] = (), other_names: str = ""
            ) -> dict:
    """A product's document: one per product however many retailers list it (issue 23), with its listings' ids."""
    return {"id": pid, "name": name, "brand": brand, "category_path": category, "ingredients": ingredients,
            "tags": list(tags), "skin_types": list(skin), "price": price, "rating": rating,
            "review_count": likes // 2, "like_count": likes, "created_at": f"2024-01-{int(pid[1:]):02d}T10:00:00Z",
            "other_names": other_names, "retailers": list(retailers), "retailer_count": len(retailers),
            "listing_ids": [pid, *other_listings], "group_id": f"g{pid[1:]}"}


CREAMS = ["Skincare", "Moisturizers", "Face Creams"]
SERUMS = ["Skincare", "Serums"]
CLEANSERS = ["Skincare", "Cleansers"]

PRODUCTS = [
    product("p1", "Hydrating Facial Cleanser", "CeraVe", CLEANSERS, ["AQUA", "GLYCERIN", "CERAMIDE NP"],
            price=14.5, rating=4.6, likes=40, tags=("fragrance-free",), skin=("dry", "normal")),
    product("p2", "Niacinamide 10% + Zinc 1%", "The Ordinary", SERUMS, ["WATER", "NIACINAMIDE", "ZINC PCA"],
            price=6.0, rating=4.1, likes=90, tags=("fragrance-free", "vegan"), skin=("oily",),
            # listed at two retailers, the other under its own words (two listings there: 30 and 60 ml)
            retailers=("Sephora", "LookFantastic"), other_listings=("l21", "l22"), other_names="Blemish Formula 60ml"),
    product("p3", "Vitamin C Suspension 23%", "The Ordinary", SERUMS, ["ASCORBIC ACID", "SQUALANE"],
            price=7.9, rating=3.4, likes=15, tags=("vegan",), skin=("normal",)),
    product("p4", "Moisturizing Cream", "CeraVe", CREAMS, ["AQUA", "GLYCERIN", "CERAMIDE NP", "PARFUM"],
            price=18.0, rating=4.8, likes=70, skin=("dry",)),
    product("p5", "Ultra Facial Cream", "Kiehl's", CREAMS, ["AQUA", "GLYCERIN", "SQUALANE", "FRAGRANCE"],
            price=36.0, rating=4.4, likes=55, skin=("dry", "normal")),
    product("p6", "Toleriane Double Repair Moisturizer", "La Roche-Posay", CREAMS,
            ["AQUA", "GLYCERIN", "NIACINAMIDE", "CERAMIDE NP"], price=21.0, rating=4.5, likes=65,
            tags=("fragrance-free",), skin=("sensitive", "dry")),
    product("p7", "Retinol 0.5% in Squalane", "The Ordinary", SERUMS, ["SQUALANE", "RETINOL"],
            price=9.5, rating=3.9, likes=30, tags=("vegan", "fragrance-free"), skin=("normal",)),
    product("p8", "Crème de la Mer", "La Mer", CREAMS, ["SEAWEED EXTRACT", "MINERAL OIL", "PARFUM"],
            price=380.0, rating=3.1, likes=20, skin=("dry",)),
    product("p9", "Gel Cleanser", "Paula's Choice", CLEANSERS, ["AQUA", "SODIUM LAUROYL SARCOSINATE"],
            price=24.0, rating=4.0, likes=10, tags=("fragrance-free",), skin=("oily",)),
    product("p10", "Oil Free Moisturizer", "Neutrogena", CREAMS, ["WATER", "GLYCERIN", "DIMETHICONE"],
            price=12.0, rating=4.2, likes=35, tags=("oil-free",), skin=("oily", "normal")),
    product("p11", "Hyaluronic Acid 2% + B5", "The Ordinary", SERUMS, ["AQUA", "SODIUM HYALURONATE"],
            price=8.9, rating=4.3, likes=80, tags=("vegan", "fragrance-free"), skin=("dry", "oily")),
    product("p12", "Salicylic Acid Cleanser", "CeraVe", CLEANSERS, ["AQUA", "SALICYLIC ACID", "NIACINAMIDE"],
            price=13.0, rating=4.0, likes=25, skin=("oily",)),
]

BRANDS = [
    {"id": "b1", "name": "CeraVe", "product_count": 3},
    {"id": "b2", "name": "The Ordinary", "product_count": 4},
    {"id": "b3", "name": "La Roche-Posay", "product_count": 1},
    {"id": "b4", "name": "Neutrogena", "product_count": 1},
]

INCI = [
    {"id": "i1", "name": "NIACINAMIDE", "uuid": "0b5c7a7e-1111-4a4a-9b9b-000000000001", "synonyms": "Vitamin B3, Nicotinamide", "functions": ["skin conditioning"],
     "product_count": 3},
    {"id": "i2", "name": "AQUA", "synonyms": "Water, Eau", "functions": ["solvent"], "product_count": 7},
    {"id": "i3", "name": "GLYCERIN", "synonyms": "Glycerol", "functions": ["humectant"], "product_count": 5},
    {"id": "i4", "name": "SODIUM HYALURONATE", "synonyms": "Hyaluronic acid salt",
     "functions": ["humectant", "skin conditioning"], "product_count": 1},
]

# u1 owns one public and one private review; u2 owns one public review.
REVIEWS = [
    {"id": "r1", "title": "Holy grail cleanser", "body": "Gentle cleanser, never stripping.", "author_id": "u1",
     "author_nickname": "dewy", "product_ids": ["p1"], "product_names": ["Hydrating Facial Cleanser"],
     "like_count": 5, "created_at": "2024-03-01T00:00:00Z", "owner_id": "u1", "is_private": False},
    {"id": "r2", "title": "Secret cleanser diary", "body": "My private notes on this cleanser.",
     "author_id": "u1", "author_nickname": "dewy", "product_ids": ["p1"],
     "product_names": ["Hydrating Facial Cleanser"], "like_count": 0, "created_at": "2024-03-02T00:00:00Z",
     "owner_id": "u1", "is_private": True},
    {"id": "r3", "title": "Broke me out", "body": "This cleanser broke me out.", "author_id": "u2",
     "author_nickname": "matte", "product_ids": ["p9"], "product_names": ["Gel Cleanser"], "like_count": 2,
     "created_at": "2024-03-03T00:00:00Z", "owner_id": "u2", "is_private": False},
]

CORPUS = {"product": PRODUCTS, "brand": BRANDS, "inci": INCI, "review": REVIEWS}


def load_corpus(backend: SearchBackend) -> None:
    for kind, docs in CORPUS.items():
        name = backend.create_index(kind)
        report = backend.bulk_index(name, docs, max_docs_per_chunk=5)
        assert report.indexed == len(docs) and not report.failed, report
        backend.swap_alias(kind, name)
