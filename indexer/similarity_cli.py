"""`glowdex similarity rank | evaluate | tune | rebuild | status`.

Input files are JSON lines (see `jsonl_input`); names are resolved as `resolver_choice` says; evaluation lives in
`similarity_eval`, its HTML page in `similarity_report`. `glowdex inci ...` is `inci_cli`.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from api.settings import get_settings
from indexer.jsonl_input import raw_text, read_jsonl, read_labels
from indexer.resolver_choice import ResolverOption, load_resolver
from indexer.similarity_eval import (
    EvaluationRow,
    config_label,
    default_metric,
    evaluate_config,
    fit_corpus,
    load_corpus,
    results_table,
)
from indexer.similarity_report import write_html_report
from ingredient_engine.parse import parse_inci
from ingredient_engine.resolve import to_ingredients
from ingredient_engine.vectorize import WEIGHTINGS

similarity_app = typer.Typer(no_args_is_help=True, help="Product similarity: rank, evaluate, tune, rebuild.")
console = Console(stderr=True)

Weighting = Annotated[str, typer.Option(help=f"Vector weighting: {' | '.join(WEIGHTINGS)}.")]
MetricOption = Annotated[str | None, typer.Option(
    help="jaccard | weighted_jaccard (default: jaccard for binary weighting, weighted_jaccard otherwise).")]


# --- glowdex similarity rank ----------------------------------------------------------------------


@similarity_app.command("rank")
def similarity_rank(
    catalog: Annotated[Path, typer.Option("--catalog", exists=True, dir_okay=False, help="Catalogue JSONL.")],
    queries: Annotated[Path, typer.Option("--queries", exists=True, dir_okay=False, help="Query JSONL.")],
    k: Annotated[int, typer.Option("--k", min=1, max=1000, help="Neighbours per query.")] = 10,
    weighting: Weighting = "binary",
    metric: MetricOption = None,
    resolver_choice: ResolverOption = "auto",
) -> None:
    """Rank catalogue products for each query by ingredient similarity: {"id","ranked_ids","scores"} lines."""
    resolver, origin = load_resolver(resolver_choice)
    metric = default_metric(weighting, metric)
    fitted = fit_corpus(load_corpus(catalog, resolver, what="catalog"), weighting=weighting, metric=metric)
    lookup = set(fitted.corpus.ids)
    n = 0
    for obj in read_jsonl(queries, what="queries"):
        document = to_ingredients(resolver.resolve_list(parse_inci(raw_text(obj, what="query"))))
        qid = obj.get("id")
        neighbours = fitted.index.kneighbors(fitted.vectorizer.vectorize([document]), k,
                                             exclude_ids=[qid] if qid in lookup else ())
        typer.echo(json.dumps({"id": qid, "ranked_ids": [nb.id for nb in neighbours],
                               "scores": [round(float(nb.score), 6) for nb in neighbours]}, ensure_ascii=False))
        n += 1
    console.print(f"Ranked {n} queries against {len(fitted.corpus.ids)} products ({metric}, {weighting}; "
                  f"resolver: {origin}).")


# --- glowdex similarity evaluate / tune -----------------------------------------------------------


LabelsOption = Annotated[Path | None, typer.Option(
    "--labels", exists=True, dir_okay=False, help="Labelled pairs JSONL {query_id, relevant_ids}.")]
ReportOption = Annotated[Path, typer.Option("--report", dir_okay=False, help="Where to write the HTML report.")]


@similarity_app.command("evaluate")
def similarity_evaluate(
    catalog: Annotated[Path, typer.Option("--catalog", exists=True, dir_okay=False, help="Catalogue JSONL.")],
    labels: LabelsOption = None,
    k: Annotated[int, typer.Option("--k", min=1, max=1000)] = 10,
    weighting: Weighting = "binary",
    metric: MetricOption = None,
    report: ReportOption = Path("similarity-evaluation.html"),
    resolver_choice: ResolverOption = "auto",
) -> None:
    """Precision@k, recall@k and MRR on labelled pairs, plus the label-free identical-lists check."""
    resolver, origin = load_resolver(resolver_choice)
    corpus = load_corpus(catalog, resolver, what="catalog")
    gold = read_labels(labels) if labels else None
    row = evaluate_config(corpus, gold, k, weighting=weighting, metric=default_metric(weighting, metric))
    Console(width=160).print(results_table([row], k))
    write_html_report(report, "Similarity evaluation", [row], k, {
        "catalog": f"{catalog} ({len(corpus.ids)} products)", "labels": str(labels or "none"), "resolver": origin})
    console.print(f"Report: {report}")
    if row.identical.n_products and row.identical.share_first < 1.0:
        console.print(f"[yellow]{row.identical.n_products - row.identical.n_first} product(s) with an identical "
                      f"twin did not rank it first.[/yellow]")


@similarity_app.command("tune")
def similarity_tune(
    catalog: Annotated[Path, typer.Option("--catalog", exists=True, dir_okay=False, help="Catalogue JSONL.")],
    labels: LabelsOption = None,
    k: Annotated[int, typer.Option("--k", min=1, max=1000)] = 10,
    report: ReportOption = Path("similarity-tuning.html"),
    resolver_choice: ResolverOption = "auto",
) -> None:
    """Evaluate a grid of weightings and parameters; the table is sorted by MRR (then P@k)."""
    resolver, origin = load_resolver(resolver_choice)
    corpus = load_corpus(catalog, resolver, what="catalog")
    gold = read_labels(labels) if labels else None
    grid: list[dict[str, Any]] = []
    for weighting, may in itertools.product(WEIGHTINGS, (0.0, 0.25)):
        decays = (0.02, 0.05, 0.1) if weighting == "position" else (0.05,)
        for decay in decays:
            for metric in (("jaccard", "weighted_jaccard") if weighting == "binary" else ("weighted_jaccard",)):
                grid.append({"weighting": weighting, "metric": metric, "may_contain_weight": may,
                             "position_decay": decay})
    rows = [evaluate_config(corpus, gold, k, **config) for config in grid]
    key: Callable[[EvaluationRow], tuple[float, ...]] = lambda r: (  # noqa: E731
        -(r.ranking.mrr if r.ranking else 0.0), -(r.ranking.precision_at_k if r.ranking else 0.0),
        -r.identical.share_first)
    rows.sort(key=key)
    Console(width=160).print(results_table(rows, k))
    write_html_report(report, "Similarity tuning", rows, k, {
        "catalog": f"{catalog} ({len(corpus.ids)} products)", "labels": str(labels or "none"), "resolver": origin,
        "grid": f"{len(grid)} configurations"})
    console.print(f"Best: {config_label(rows[0].config)}. Report: {report}")


# --- glowdex similarity rebuild / status ----------------------------------------------------------


@similarity_app.command("rebuild")
def similarity_rebuild(
    force: Annotated[bool, typer.Option("--force", help="Rebuild even if the artefact matches the catalogue.")]
    = False,
) -> None:
    """Build the similarity artefact of the live catalogue (API processes hot-reload it)."""
    from api.similarity.artefact import artefact_dir
    from api.similarity.runtime import rebuild_if_stale
    from indexer.runtime import configure_runtime, read_unit

    settings = get_settings()
    rt = configure_runtime(settings)
    with read_unit() as session:
        result = rebuild_if_stale(rt.runtimes.similarity, session, force=force)
    verb = "Rebuilt" if result.rebuilt else "Skipped"
    console.print(f"{verb}: {result.reason}; {result.products} products in {result.seconds:.2f} s; "
                  f"catalogue version {result.catalog_version}; artefact under {artefact_dir(settings)}")


@similarity_app.command("status")
def similarity_status() -> None:
    """Show the current artefact's metadata."""
    from api.similarity.artefact import artefact_dir, read_meta

    meta = read_meta(artefact_dir(get_settings()))
    if meta is None:
        console.print("No similarity artefact yet: run `glowdex similarity rebuild`.")
        raise typer.Exit(1)
    typer.echo(json.dumps(meta, indent=2))
