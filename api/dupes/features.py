"""The same-job ranking of one similarity model (issue 27 §2): built once per model and process, kept with the
model (`SimilarityModel.remembered`, dropped when a newer build is loaded).

It reads what the model does not hold: each product's name, brand and category path, and the concentrations labels
declare (two queries), then `ingredient_engine.dupes.JobFeatures.build` derives every row's kind of product and
hero-class bitmasks (a few hundred ms for the real catalogue, done at start-up by the process's warm-up)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.dupes import repository
from api.similarity.model import SimilarityModel, canonical_name
from api.similarity.ranking import normalised_name
from ingredient_engine.dupes import JobFeatures, SameJobRanker

_KEY = "dupes.same_job_ranker"


def same_job_ranker(session: Session, model: SimilarityModel) -> SameJobRanker | None:
    """The model's same-job ranker (None for an empty catalogue)."""
    finder = model.dupe_finder
    if finder is None:
        return None
    return model.remembered(_KEY, lambda: SameJobRanker(finder, _features(session, model)))


def _features(session: Session, model: SimilarityModel) -> JobFeatures:
    facts = repository.ranking_facts(session)
    ids = list(model.product_ids)
    missing = ("", "", None)  # a product that left the catalogue since the build: no name, no kind
    rows = [facts.get(pid, missing) for pid in ids]
    row_of = {pid: i for i, pid in enumerate(ids)}
    percents: dict[int, dict[str, float]] = {}
    for pid, raw, inci, pct in repository.declared_percents(session):
        row = row_of.get(pid)
        if row is not None:
            percents.setdefault(row, {})[canonical_name(raw, inci)] = pct
    groups: dict[tuple[str, str], int] = {}  # listings of one product (brand + name without sizes) share an id
    group_ids = [groups.setdefault((brand.lower(), normalised_name(name, brand)) if name else ("", str(i)),
                                   len(groups)) for i, (name, brand, _) in enumerate(rows)]
    assert model.dupe_finder is not None
    return JobFeatures.build(model.dupe_finder, [r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows],
                             percents, group_ids)
