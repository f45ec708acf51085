"""`glowdex inci parse | completions`: parse and resolve ingredient lists; derive the label-completions table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from api.atomic_files import atomic_write
from api.settings import get_settings
from indexer.jsonl_input import fail, raw_text, read_jsonl
from indexer.resolver_choice import ResolverOption, load_resolver
from ingredient_engine.catalog_sources import CATALOG_FILES, iter_catalog
from ingredient_engine.completions import derive_label_completions, write_label_completions
from ingredient_engine.parse import parse_inci
from ingredient_engine.resolve import fit_default_resolver
from ingredient_engine.rules import default_rules_dir

inci_app = typer.Typer(no_args_is_help=True, help="Ingredient lists: parse and resolve.")
console = Console(stderr=True)


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
        raise fail(f"No CosIng inventory at {cosing}; pass --shared.")
    cosdna = root / "cosdna_ratings" / "ingredients.jsonl"
    resolver = fit_default_resolver(cosing, cosdna if cosdna.is_file() else None, label_completions=False)
    sources = tuple(name for name, (rel, _, _) in CATALOG_FILES.items() if (root / rel).is_file())
    completions = derive_label_completions(
        resolver, (raw for _, _, raw in iter_catalog(root, sources)), min_share=min_share, min_support=min_support)
    atomic_write(out, write_label_completions(completions, min_share=min_share, min_support=min_support))
    console.print(f"{len(completions)} completions from {', '.join(sources)} written to {out}")
