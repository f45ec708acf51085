"""A small catalogue written through the models in the test's session (inci, brands, categories, products)."""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy.orm import Session

from api.models import Brand, Category, Inci, Product, ProductIngredient

INCI_NAMES = (
    "AQUA", "GLYCERIN", "NIACINAMIDE", "SODIUM HYALURONATE", "BUTYLENE GLYCOL", "PHENOXYETHANOL", "RETINOL",
    "ASCORBIC ACID", "SALICYLIC ACID", "PARFUM", "LINALOOL", "DIMETHICONE", "ALCOHOL DENAT.", "TOCOPHEROL",
    "1,2-HEXANEDIOL", "CI 77891",
)

# name -> (brand, category, price in USD, size in ml, ingredient list in label order)
PRODUCTS: dict[str, tuple[str, str, float | None, float | None, tuple[str, ...]]] = {
    "Niacinamide Serum": ("Acme", "Serums", 30.0, 30.0,
                          ("AQUA", "NIACINAMIDE", "GLYCERIN", "SODIUM HYALURONATE", "BUTYLENE GLYCOL",
                           "PHENOXYETHANOL")),
    "Budget Niacinamide": ("Budget", "Serums", 10.0, 30.0,
                           ("AQUA", "NIACINAMIDE", "GLYCERIN", "BUTYLENE GLYCOL", "PHENOXYETHANOL", "PARFUM")),
    "Retinol Night Cream": ("Acme", "Moisturizers", 50.0, 50.0,
                            ("AQUA", "RETINOL", "DIMETHICONE", "GLYCERIN", "TOCOPHEROL", "PHENOXYETHANOL")),
    "Vitamin C Glow": ("Budget", "Serums", 20.0, 30.0,
                       ("AQUA", "ASCORBIC ACID", "ALCOHOL DENAT.", "GLYCERIN", "LINALOOL", "PARFUM")),
    "BHA Toner": ("Acme", "Serums", 25.0, 100.0,
                  ("AQUA", "SALICYLIC ACID", "BUTYLENE GLYCOL", "NIACINAMIDE", "1,2-HEXANEDIOL")),
    "Niacinamide Serum Twin": ("Budget", "Serums", 12.0, 30.0,
                               ("AQUA", "NIACINAMIDE", "GLYCERIN", "SODIUM HYALURONATE", "BUTYLENE GLYCOL",
                                "PHENOXYETHANOL")),
}


@dataclass
class Catalog:
    inci: dict[str, Inci] = field(default_factory=dict)
    brands: dict[str, Brand] = field(default_factory=dict)
    categories: dict[str, Category] = field(default_factory=dict)
    products: dict[str, Product] = field(default_factory=dict)

    def pid(self, name: str) -> int:
        return self.products[name].id


def first_letter(name: str) -> str:
    return name[0].upper() if name[:1].isalpha() else "#"


def add_product(session: Session, catalog: Catalog, name: str, brand: str, category: str | None,
                price: float | None, size_ml: float | None, ingredients: tuple[str, ...], *,
                status: str = "active", submitted_by: int | None = None, may_contain: tuple[str, ...] = ()) -> Product:
    product = Product(
        name=name, brand_id=catalog.brands[brand].id,
        category_id=catalog.categories[category].id if category else None,
        price=price, currency="USD" if price is not None else None, price_usd=price,
        price_per_unit_usd=round(price / size_ml, 6) if price is not None and size_ml else None,
        size_value=size_ml, size_unit="ml" if size_ml else None, size_text=f"{size_ml:g} ml" if size_ml else "",
        ingredients_raw=", ".join(ingredients), status=status, source="test", source_id=name,
        submitted_by=submitted_by,
    )
    session.add(product)
    session.flush()
    seq = 0
    for position, inci_name in enumerate(ingredients, start=1):
        seq += 1
        inci = catalog.inci.get(inci_name)
        session.add(ProductIngredient(product_id=product.id, seq=seq, position=position, raw_name=inci_name.title(),
                                      inci_id=inci.id if inci else None, confidence=1.0 if inci else 0.0))
    for inci_name in may_contain:
        seq += 1
        inci = catalog.inci.get(inci_name)
        session.add(ProductIngredient(product_id=product.id, seq=seq, position=None, raw_name=inci_name,
                                      may_contain=True, inci_id=inci.id if inci else None, confidence=1.0))
    for inci_name in set(ingredients) | set(may_contain):
        if inci_name in catalog.inci:
            catalog.inci[inci_name].product_count += 1
    session.flush()
    catalog.products[name] = product
    return product


def make_catalog(session: Session, *, products: dict | None = None) -> Catalog:
    catalog = Catalog()
    for name in INCI_NAMES:
        inci = Inci(name=name, first_letter=first_letter(name), functions=["Test Function"])
        session.add(inci)
        catalog.inci[name] = inci
    for brand in ("Acme", "Budget"):
        catalog.brands[brand] = Brand(name=brand, key=brand.lower())
        session.add(catalog.brands[brand])
    root = Category(name="Skincare", path="Skincare", depth=0)
    session.add(root)
    session.flush()
    catalog.categories["Skincare"] = root
    for leaf in ("Serums", "Moisturizers"):
        cat = Category(name=leaf, path=f"Skincare > {leaf}", parent_id=root.id, depth=1)
        session.add(cat)
        catalog.categories[leaf] = cat
    session.flush()
    for name, (brand, category, price, size, ingredients) in (products or PRODUCTS).items():
        add_product(session, catalog, name, brand, category, price, size, ingredients)
    session.commit()  # each test's app fits its own engine runtime on first use, after this
    return catalog
