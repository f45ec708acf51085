"""Offline evaluation of ingredient similarity: a JSONL catalogue resolved and fitted under one configuration
(weighting, metric), its rankings scored against labelled pairs (precision@k, recall@k, MRR) and by the label-free
identical-lists check, and the results as a table."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.table import Table

from indexer.jsonl_input import fail, raw_text, read_jsonl
from ingredient_engine.evaluate import (
    IdenticalListsReport,
    RankingReport,
    evaluate_rankings,
    identical_lists_check,
)
from ingredient_engine.parse import parse_inci
from ingredient_engine.resolve import InciResolver, to_ingredients
from ingredient_engine.similarity import SimilarityIndex
from ingredient_engine.types import Ingredient
from ingredient_engine.vectorize import WEIGHTINGS, IngredientVectorizer


@dataclass
class Corpus:
    ids: list[Any]
    documents: list[tuple[Ingredient, ...]]


def load_corpus(path: Path | None, resolver: InciResolver, *, what: str) -> Corpus:
    ids: list[Any] = []
    documents: list[tuple[Ingredient, ...]] = []
    seen: set[Any] = set()
    for obj in read_jsonl(path, what=what):
        if "id" not in obj:
            raise fail(f"{what}: every line needs an 'id'")
        pid = obj["id"]
        if pid in seen:
            raise fail(f"{what}: id {pid!r} appears twice")
        seen.add(pid)
        ids.append(pid)
        documents.append(to_ingredients(resolver.resolve_list(parse_inci(raw_text(obj, what=what)))))
    if len({type(i) for i in ids}) > 1:
        raise fail(f"{what}: ids must be all numbers or all strings")
    return Corpus(ids, documents)


def default_metric(weighting: str, metric: str | None) -> str:
    metric = metric or ("jaccard" if weighting == "binary" else "weighted_jaccard")
    if metric not in ("jaccard", "weighted_jaccard"):
        raise fail(f"--metric must be jaccard or weighted_jaccard, not {metric!r}")
    return metric


@dataclass
class FittedCorpus:
    vectorizer: IngredientVectorizer
    index: SimilarityIndex
    corpus: Corpus


def fit_corpus(corpus: Corpus, *, weighting: str, metric: str, may_contain_weight: float = 0.25,
               position_decay: float = 0.05) -> FittedCorpus:
    if weighting not in WEIGHTINGS:
        raise fail(f"--weighting must be one of {', '.join(WEIGHTINGS)}, not {weighting!r}")
    vectorizer = IngredientVectorizer(weighting=weighting, may_contain_weight=may_contain_weight,
                                      position_decay=position_decay).fit(corpus.documents)
    index = SimilarityIndex(metric=metric).fit(vectorizer.vectorize(corpus.documents), ids=corpus.ids)
    return FittedCorpus(vectorizer, index, corpus)


def rankings_for(fitted: FittedCorpus, query_ids: Iterable[Any], k: int) -> dict[Any, list[Any]]:
    out: dict[Any, list[Any]] = {}
    for qid in query_ids:
        try:
            row = fitted.index.row_of(qid)
        except KeyError:
            continue
        out[qid] = [n.id for n in fitted.index.query_row(row, k)]
    return out


def label_free_check(fitted: FittedCorpus) -> IdenticalListsReport:
    def neighbours(row: int, k: int) -> list[int]:
        return [n.row for n in fitted.index.query_row(row, k)]

    return identical_lists_check(fitted.corpus.documents, neighbours)


@dataclass
class EvaluationRow:
    config: dict[str, Any]
    ranking: RankingReport | None
    identical: IdenticalListsReport
    seconds: float


def evaluate_config(corpus: Corpus, labels: dict[Any, set[Any]] | None, k: int, **config: Any) -> EvaluationRow:
    started = time.perf_counter()
    fitted = fit_corpus(corpus, **config)
    ranking = None
    if labels is not None:
        ranking = evaluate_rankings(rankings_for(fitted, labels, k), labels, k)
    identical = label_free_check(fitted)
    return EvaluationRow(config, ranking, identical, round(time.perf_counter() - started, 3))


def config_label(config: dict[str, Any]) -> str:
    parts = [config["weighting"], config["metric"], f"may_contain={config.get('may_contain_weight', 0.25):g}"]
    if config["weighting"] == "position":
        parts.append(f"decay={config.get('position_decay', 0.05):g}")
    return ", ".join(parts)


def metric_cells(row: EvaluationRow) -> list[str]:
    r = row.ranking
    ranking = [f"{r.precision_at_k:.3f}", f"{r.recall_at_k:.3f}", f"{r.mrr:.3f}", str(r.n_queries)] if r \
        else ["-", "-", "-", "-"]
    identical = f"{row.identical.n_first}/{row.identical.n_products} ({row.identical.share_first:.1%})"
    return [*ranking, identical, f"{row.seconds:.2f}"]


def results_table(rows: Sequence[EvaluationRow], k: int) -> Table:
    table = Table("configuration", f"P@{k}", f"R@{k}", "MRR", "queries", "identical lists first", "seconds")
    for row in rows:
        table.add_row(config_label(row.config), *metric_cells(row))
    return table
