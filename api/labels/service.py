"""Lists from photos, what a list is, its dupes (issue 24). Flushes, never commits.

A pasted list (`/product/analyze`) and a photographed one (`/product/analyze_image`) get the same analysis body
(`products.service.analyze_text`) plus `identity`: which catalogue products have exactly this list, or the closest
three (`identify.py`, on the similarity model's jaccard index). A photo's OCR text is joined into one list
(`ingredient_engine.label_text`) and read as a pasted list is; every change to what the OCR read is declared.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sqlalchemy.orm import Session

from api.analysis.schemas import AnalysisOut
from api.catalog import queries
from api.catalog.cards import card
from api.dupes.ranking import find_dupes
from api.errors import BusinessError
from api.labels.identify import IDENTICAL, Identification, identify
from api.labels.ocr import OcrText
from api.labels.reader import word_confidences
from api.labels.schemas import (
    ImageAnalysisOut,
    ListAnalysisOut,
    ListDupesOut,
    ListIdentityOut,
    ListMatchOut,
    ReadNameOut,
)
from api.models import User
from api.products import service as products
from api.runtimes import Runtimes
from api.similarity.model import SimilarityModel, document_of, key_active
from ingredient_engine.label_text import from_ocr
from ingredient_engine.resolve import ResolvedList

NOTHING_READ = ("We could not read any text in that photo. Try again closer to the list, in good light and with the "
                "label flat, or type or paste the list instead.")
# Below this similarity the closest product is no basis for "cheaper than": its price says nothing about the list.
MIN_REFERENCE_SIMILARITY = 0.5


def _document(resolved: ResolvedList) -> tuple:
    return document_of((i.parsed.name, i.resolution.inci, i.position, i.may_contain) for i in resolved.items)


def _display_name(card: queries.CardRow) -> str:
    product, brand, _ = card
    return product.name if product.name.lower().startswith(brand.name.lower()) else f"{brand.name} {product.name}"


def _identification(model: SimilarityModel, resolved: ResolvedList) -> Identification:
    return identify(model.metrics["jaccard"], _document(resolved))


def identity(session: Session, runtimes: Runtimes, resolved: ResolvedList, viewer: User | None) -> ListIdentityOut:
    model = runtimes.similarity.model(session)
    found = _identification(model, resolved)
    viewer_id = viewer.id if viewer else None
    cards = queries.card_rows(session, [m.id for m in found.matches], viewer_id)
    order = [i.resolution.inci or i.canonical for i in resolved.items if not i.may_contain]
    matches = []
    for m in found.matches:
        if m.id not in cards:
            continue  # left the catalogue (or pending, someone else's) since the model was built
        same = m.score >= IDENTICAL
        same_order = None
        if same and model.dupe_finder is not None:
            same_order = model.dupe_finder.order_of_row(m.row) == list(dict.fromkeys(order))
        matches.append(ListMatchOut(product=card(*cards[m.id], viewer_id), similarity=round(float(m.score), 4),
                                    shared_count=int(m.intersection), identical=same, same_order=same_order))
    return ListIdentityOut(verdict=_verdict(matches), sentence=_sentence(matches, cards), matches=matches)


def _verdict(matches: Sequence[ListMatchOut]) -> str:
    if not matches:
        return "none"
    return "identical" if matches[0].identical else "near"


def _sentence(matches: Sequence[ListMatchOut], cards: Mapping[int, queries.CardRow]) -> str:
    if not matches:
        return "No catalogue product shares these ingredients."
    first = matches[0]
    name = _display_name(cards[first.product.product_id])
    if first.identical:
        how = "identical ingredients" if first.same_order is not False else "the same ingredients, in another order"
        others = [_display_name(cards[m.product.product_id]) for m in matches[1:] if m.identical]
        also = f" (also listed as {', '.join(dict.fromkeys(o for o in others if o != name))})" \
            if any(o != name for o in others) else ""
        return f"This list is {name} — {how}{also}."
    return (f"No catalogue product has exactly this list. Closest: {name} ({first.similarity:.0%} of the "
            f"ingredients in common).")


def with_identity(session: Session, runtimes: Runtimes, resolved: ResolvedList, out: AnalysisOut,
                  viewer: User | None) -> ListAnalysisOut:
    return ListAnalysisOut.model_construct(**dict(out), identity=identity(session, runtimes, resolved, viewer))


def analyze_list(session: Session, runtimes: Runtimes, text: str, viewer: User | None, *, personalise: bool,
                 skin_type: str | None, concerns: Sequence[str] | None) -> ListAnalysisOut:
    """`/product/analyze`: the analysis of a pasted list and which catalogue products it is."""
    result, out = products.analyze_text(session, runtimes, text, viewer, personalise=personalise,
                                        skin_type=skin_type, concerns=concerns)
    return with_identity(session, runtimes, result.resolved, out, viewer)


def analyze_photo(session: Session, runtimes: Runtimes, ocr: OcrText, steps: Sequence[str],
                  viewer: User | None) -> ImageAnalysisOut:
    """The OCR's text (read in the OCR pool) as a list: joined, parsed, resolved, analysed and identified."""
    joined = from_ocr(ocr.text)
    if not joined.text.strip():
        raise BusinessError(NOTHING_READ, code="no_text_read")
    result, out = products.analyze_text(session, runtimes, joined.text, viewer, personalise=True, skin_type=None,
                                        concerns=None)
    items = result.resolved.items
    confidences = word_confidences(ocr, [i.parsed.name for i in items])
    names = [ReadNameOut(printed=i.parsed.name, inci=i.resolution.inci, ocr_confidence=round(c, 3),
                         confidence=round(i.resolution.confidence * c, 3), correction=i.resolution.correction)
             for i, c in zip(items, confidences, strict=True)]
    return ImageAnalysisOut(
        text=ocr.text, ingredient_list=", ".join(n.inci or n.printed for n in names), names=names,
        corrections=[*joined.notes, *out.corrections], steps=list(steps),
        ocr_confidence=round(ocr.mean_confidence, 3),
        analysis=with_identity(session, runtimes, result.resolved, out, viewer))


def list_dupes(session: Session, runtimes: Runtimes, text: str, viewer: User | None, k: int) -> ListDupesOut:
    """Cheaper products keeping the list's key actives: the dupe finder's dupes (`api/dupes/ranking.find_dupes`, the
    find-dupe page's own call) of the product the list is, or of the closest one when it is close enough to stand
    for it, less the products that are this very list, keeping those that have one of the list's key actives."""
    result, _ = products.analyze_text(session, runtimes, text, None, personalise=False, skin_type=None,
                                      concerns=None)
    model = runtimes.similarity.model(session)
    found = _identification(model, result.resolved)
    names = {i.resolution.inci for i in result.resolved.items if i.resolution.inci and not i.may_contain}
    keys = sorted(n for n in names if key_active(n))
    cards = queries.card_rows(session, [m.id for m in found.matches], viewer.id if viewer else None)
    reference = next((m for m in found.matches if m.id in cards), None)
    if reference is None or reference.score < MIN_REFERENCE_SIMILARITY:
        return ListDupesOut(reference=None, reference_similarity=None, key_actives=keys, items=[], method="",
                            note="No catalogue product is close enough to this list to compare prices with, so we "
                                 "cannot say what is cheaper. Compare it with a product instead.")
    dupes = find_dupes(session, runtimes, reference.id, viewer, k=k + 5)
    same = {m.id for m in found.identical_matches}
    items = [d for d in dupes.items if d.product.product_id not in same
             and (not keys or set(keys) & set(model.names_of_row("jaccard", model.row_of(d.product.product_id) or 0)
                                              if model.row_of(d.product.product_id) is not None else ()))][:k]
    name = _display_name(cards[reference.id])
    note = (f"Cheaper than {name}, the product this list is." if reference.score >= IDENTICAL else
            f"Cheaper than {name}, the closest product ({reference.score:.0%} of the ingredients in common).")
    if keys:
        note += f" Each keeps at least one of the list's key actives ({', '.join(keys)})."
    return ListDupesOut(reference=card(*cards[reference.id], viewer.id if viewer else None),
                        reference_similarity=round(reference.score, 4),
                        note=note, key_actives=keys, items=items, method=dupes.method)
