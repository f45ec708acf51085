"""Data-team commands: `glowdex inci parse | completions`; `glowdex similarity rank | evaluate | tune | rebuild |
status`.

Catalogue and query files are JSON lines with an `id` and the raw ingredient text under `raw` (or
`ingredients`; a list of strings is joined). Labels are JSON lines `{"query_id": ..., "relevant_ids": [...]}`.
Names are resolved by the live database's engine runtime when its inci table is filled, else by a resolver
fitted on CosIng (+ CosDNA synonyms) from `settings.shared_data_dir` (`--resolver` picks explicitly).
"""

from __future__ import annotations

import html
import itertools
import json
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from api.atomic_files import atomic_write
from api.settings import Settings, get_settings
from ingredient_engine.catalog_sources import CATALOG_FILES, iter_catalog
from ingredient_engine.completions import derive_label_completions, write_label_completions
from ingredient_engine.evaluate import (
    IdenticalListsReport,
    RankingReport,
    evaluate_rankings,
    identical_lists_check,
)
from ingredient_engine.parse import parse_inci
from ingredient_engine.resolve import InciResolver, fit_default_resolver, to_ingredients
from ingredient_engine.rules import default_rules_dir
from ingredient_engine.similarity import SimilarityIndex
from ingredient_engine.types import Ingredient
from ingredient_engine.vectorize import WEIGHTINGS, IngredientVectorizer

inci_app = typer.Typer(no_args_is_help=True, help="Ingredient lists: parse and resolve.")
similarity_app = typer.Typer(no_args_is_help=True, help="Product similarity: rank, evaluate, tune, rebuild.")
console = Console(stderr=True)

ResolverOption = Annotated[str, typer.Option(
    "--resolver", help="auto: the database's inci table when filled, else CosIng; or db / cosing.")]
Weighting = Annotated[str, typer.Option(help=f"Vector weighting: {' | '.join(WEIGHTINGS)}.")]
MetricOption = Annotated[str | None, typer.Option(
    help="jaccard | weighted_jaccard (default: jaccard for binary weighting, weighted_jaccard otherwise).")]


# --- shared helpers -------------------------------------------------------------------------------


def _fail(msg: str) -> typer.Exit:
    console.print(f"[red]{msg}[/red]")
    return typer.Exit(2)


def _db_resolver(settings: Settings) -> InciResolver | None:
    """The engine runtime's resolver when the database exists and its inci table has rows."""
    from sqlalchemy import func, select
    from sqlalchemy.exc import SQLAlchemyError

    from api.models import Inci
    from indexer.runtime import configure_runtime, read_unit

    try:
        engines = configure_runtime(settings).runtimes.engine
        with read_unit() as session:
            if not session.scalar(select(func.count(Inci.id))):
                return None
            return engines.get(session).resolver
    except SQLAlchemyError:
        return None


def load_resolver(choice: str, settings: Settings | None = None) -> tuple[InciResolver, str]:
    settings = settings or get_settings()
    if choice not in ("auto", "db", "cosing"):
        raise _fail(f"--resolver must be auto, db or cosing, not {choice!r}")
    if choice in ("auto", "db"):
        resolver = _db_resolver(settings)
        if resolver is not None:
            return resolver, "database inci table"
        if choice == "db":
            raise _fail("The database has no inci rows: import the catalogue first, or use --resolver cosing.")
    cosing = settings.shared_data_dir / "cosing" / "cosing_inventory.csv"
    if not cosing.is_file():
        raise _fail(f"No CosIng inventory at {cosing}; set GLOWDEX_SHARED_DATA.")
    from api.analysis.service import cosing_engine

    return cosing_engine(str(settings.shared_data_dir))[0], f"CosIng ({cosing})"


def read_jsonl(path: Path | None, *, what: str) -> Iterator[dict[str, Any]]:
    """JSON objects, one a line, from a file or stdin (`-` or None); blank lines skipped."""
    fh = sys.stdin if path is None or str(path) == "-" else open(path, encoding="utf-8")  # noqa: SIM115
    try:
        for n, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except ValueError as exc:
                raise _fail(f"{what} line {n}: not JSON ({exc})") from exc
            if not isinstance(obj, dict):
                raise _fail(f"{what} line {n}: expected a JSON object")
            yield obj
    finally:
        if fh is not sys.stdin:
            fh.close()


def raw_text(obj: dict[str, Any], *, what: str) -> str:
    value = obj.get("raw", obj.get("ingredients"))
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if value is None or not isinstance(value, str):
        raise _fail(f"{what} {obj.get('id')!r}: give the ingredient text under 'raw' (or 'ingredients')")
    return value


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
            raise _fail(f"{what}: every line needs an 'id'")
        pid = obj["id"]
        if pid in seen:
            raise _fail(f"{what}: id {pid!r} appears twice")
        seen.add(pid)
        ids.append(pid)
        documents.append(to_ingredients(resolver.resolve_list(parse_inci(raw_text(obj, what=what)))))
    if len({type(i) for i in ids}) > 1:
        raise _fail(f"{what}: ids must be all numbers or all strings")
    return Corpus(ids, documents)


def default_metric(weighting: str, metric: str | None) -> str:
    metric = metric or ("jaccard" if weighting == "binary" else "weighted_jaccard")
    if metric not in ("jaccard", "weighted_jaccard"):
        raise _fail(f"--metric must be jaccard or weighted_jaccard, not {metric!r}")
    return metric


@dataclass
class FittedCorpus:
    vectorizer: IngredientVectorizer
    index: SimilarityIndex
    corpus: Corpus


def fit_corpus(corpus: Corpus, *, weighting: str, metric: str, may_contain_weight: float = 0.25,
               position_decay: float = 0.05) -> FittedCorpus:
    if weighting not in WEIGHTINGS:
        raise _fail(f"--weighting must be one of {', '.join(WEIGHTINGS)}, not {weighting!r}")
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


def read_labels(path: Path) -> dict[Any, set[Any]]:
    labels: dict[Any, set[Any]] = {}
    for obj in read_jsonl(path, what="labels"):
        if "query_id" not in obj or not isinstance(obj.get("relevant_ids"), list):
            raise _fail("labels: every line needs 'query_id' and a 'relevant_ids' list")
        labels.setdefault(obj["query_id"], set()).update(obj["relevant_ids"])
    return labels


# --- glowdex inci parse ---------------------------------------------------------------------------


@inci_app.command("parse")
def inci_parse(
    as_json: Annotated[bool, typer.Option("--json", help="JSON lines out (the default prints a table).")] = False,
    source: Annotated[Path | None, typer.Option("--input", "-i", help="JSONL file ({id, raw}); default stdin.")]
    = None,
    resolver_choice: ResolverOption = "auto",
) -> None:
    """Parse and resolve ingredient lists: JSON lines {"id","raw"} in, one result per line out."""
    resolver, origin = load_resolver(resolver_choice)
    table = Table("id", "parts", "recognised", "unrecognised") if not as_json else None
    for obj in read_jsonl(source, what="input"):
        resolved = resolver.resolve_list(parse_inci(raw_text(obj, what="input")))
        result = {
            "id": obj.get("id"),
            "parts": [{"part": part.label, "ingredients": [
                {"inci": item.resolution.inci, "raw": item.parsed.name, "may_contain": item.may_contain,
                 "nano": item.parsed.nano, "confidence": round(float(item.resolution.confidence), 3)}
                for item in part.items]} for part in resolved.parts],
            "unrecognised": list(resolved.unrecognised),
        }
        if table is None:
            typer.echo(json.dumps(result, ensure_ascii=False))
        else:
            table.add_row(str(result["id"]), str(len(resolved.parts)),
                          f"{resolved.recognised_count} of {resolved.total}", ", ".join(resolved.unrecognised)[:80])
    if table is not None:
        Console(width=160).print(table)
        console.print(f"Resolver: {origin}")


@inci_app.command("completions")
def inci_completions(
    shared: Annotated[Path | None, typer.Option(help="Shared data directory (default: settings).")] = None,
    out: Annotated[Path, typer.Option(help="Where to write the table.")] = default_rules_dir()
    / "synonyms" / "label_completions.csv",
    min_share: Annotated[float, typer.Option(min=0.5, max=1.0, help="Share the chosen completion must hold.")] = 0.9,
    min_support: Annotated[int, typer.Option(min=1, help="Complete labels the share is counted over.")] = 10,
) -> None:
    """Derive `label_completions.csv` (incomplete label names -> INCI) from the catalogue files' complete labels."""
    root = shared or get_settings().shared_data_dir
    cosing = root / "cosing" / "cosing_inventory.csv"
    if not cosing.is_file():
        raise _fail(f"No CosIng inventory at {cosing}; pass --shared.")
    cosdna = root / "cosdna_ratings" / "ingredients.jsonl"
    resolver = fit_default_resolver(cosing, cosdna if cosdna.is_file() else None, label_completions=False)
    sources = tuple(name for name, (rel, _, _) in CATALOG_FILES.items() if (root / rel).is_file())
    completions = derive_label_completions(
        resolver, (raw for _, _, raw in iter_catalog(root, sources)), min_share=min_share, min_support=min_support)
    atomic_write(out, write_label_completions(completions, min_share=min_share, min_support=min_support))
    console.print(f"{len(completions)} completions from {', '.join(sources)} written to {out}")


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


def _config_label(config: dict[str, Any]) -> str:
    parts = [config["weighting"], config["metric"], f"may_contain={config.get('may_contain_weight', 0.25):g}"]
    if config["weighting"] == "position":
        parts.append(f"decay={config.get('position_decay', 0.05):g}")
    return ", ".join(parts)


def _metric_cells(row: EvaluationRow) -> list[str]:
    r = row.ranking
    ranking = [f"{r.precision_at_k:.3f}", f"{r.recall_at_k:.3f}", f"{r.mrr:.3f}", str(r.n_queries)] if r \
        else ["-", "-", "-", "-"]
    identical = f"{row.identical.n_first}/{row.identical.n_products} ({row.identical.share_first:.1%})"
    return [*ranking, identical, f"{row.seconds:.2f}"]


def _results_table(rows: Sequence[EvaluationRow], k: int) -> Table:
    table = Table("configuration", f"P@{k}", f"R@{k}", "MRR", "queries", "identical lists first", "seconds")
    for row in rows:
        table.add_row(_config_label(row.config), *_metric_cells(row))
    return table


def write_html_report(path: Path, title: str, rows: Sequence[EvaluationRow], k: int, inputs: dict[str, str]) -> None:
    """A self-contained page: inputs, the results table, an MRR bar chart and the label-free check."""
    best = max((r.ranking.mrr for r in rows if r.ranking), default=0.0) or 1.0
    body_rows, bars = [], []
    for i, row in enumerate(rows):
        r = row.ranking
        cells = [html.escape(_config_label(row.config)), *_metric_cells(row)]
        body_rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        if r:
            width = 400 * r.mrr / best
            bars.append(f'<g transform="translate(0,{i * 22})"><rect width="{width:.1f}" height="16" fill="#c2185b"/>'
                        f'<text x="{width + 6:.1f}" y="12">{r.mrr:.3f} {html.escape(_config_label(row.config))}'
                        f"</text></g>")
    failures = [f"<li>{html.escape(_config_label(r.config))}: rows {list(r.identical.failures)}</li>"
                for r in rows if r.identical.failures]
    inputs_html = "".join(f"<dt>{html.escape(k_)}</dt><dd>{html.escape(v)}</dd>" for k_, v in inputs.items())
    chart = (f'<svg width="900" height="{22 * len(bars) + 4}" font-family="sans-serif" font-size="12">'
             + "".join(bars) + "</svg>") if bars else "<p>No labelled queries: only the label-free check ran.</p>"
    page = f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{font-family:sans-serif;margin:2rem;max-width:70rem}}table{{border-collapse:collapse}}
td,th{{border:1px solid #ccc;padding:.3rem .6rem;text-align:right}}td:first-child{{text-align:left}}
dt{{font-weight:bold}}</style></head><body>
<h1>{html.escape(title)}</h1>
<p>Generated {datetime.now(UTC).isoformat(timespec="seconds")} by <code>glowdex similarity</code>.</p>
<dl>{inputs_html}</dl>
<h2>Results (k = {k})</h2>
<table><tr><th>configuration</th><th>P@{k}</th><th>R@{k}</th><th>MRR</th><th>queries</th>
<th>identical lists ranked first</th><th>seconds</th></tr>{''.join(body_rows)}</table>
<h2>MRR by configuration</h2>{chart}
<h2>Label-free check</h2>
<p>Products with the same ingredient set must rank each other first.</p>
<ul>{''.join(failures) or '<li>No failures.</li>'}</ul>
</body></html>"""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(page, encoding="utf-8")


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
    Console(width=160).print(_results_table([row], k))
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
    Console(width=160).print(_results_table(rows, k))
    write_html_report(report, "Similarity tuning", rows, k, {
        "catalog": f"{catalog} ({len(corpus.ids)} products)", "labels": str(labels or "none"), "resolver": origin,
        "grid": f"{len(grid)} configurations"})
    console.print(f"Best: {_config_label(rows[0].config)}. Report: {report}")


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
