"""Deriving label completions from the catalogue's complete labels (ingredient_engine.completions)."""

from __future__ import annotations

from ingredient_engine.completions import derive_label_completions, write_label_completions
from ingredient_engine.resolve import InciResolver
from ingredient_engine.rules import load_label_completions

NAMES = ["AQUA", "GLYCERIN", "GLYCYRRHIZA GLABRA ROOT EXTRACT", "GLYCYRRHIZA GLABRA LEAF EXTRACT",
         "ROSA DAMASCENA FLOWER OIL", "ROSA DAMASCENA FLOWER WATER", "ROSA DAMASCENA FLOWER EXTRACT",
         "CITRUS AURANTIUM BERGAMIA FRUIT OIL", "CITRUS AURANTIUM BERGAMIA PEEL OIL"]


def _lists() -> list[str]:
    full = ["Aqua, Glycerin, Glycyrrhiza Glabra (Licorice) Root Extract"] * 19
    full += ["Aqua, Glycyrrhiza Glabra Leaf Extract"]  # 19 of 20 complete labels say root
    full += ["Aqua, Rosa Damascena Flower Oil"] * 6 + ["Aqua, Rosa Damascena Flower Water"] * 6  # a split: no choice
    full += ["Aqua, Citrus Aurantium Bergamia (Bergamot) Fruit Oil"] * 12
    incomplete = ["Aqua, Glycyrrhiza Glabra (Licorice) Extract", "Glycerin, Rosa Damascena",
                  "Glycerin, Bergamot Oil", "Glycerin, Unobtainium Extract"]
    return full + incomplete


def test_a_completion_is_kept_only_when_complete_labels_agree():
    resolver = InciResolver().fit(NAMES)  # its "part not stated" readings are still candidates for completion
    rows = derive_label_completions(resolver, _lists(), min_share=0.9, min_support=10)
    assert [(c.label, c.inci, c.share, c.support, c.seen) for c in rows] == [
        ("bergamot oil", "CITRUS AURANTIUM BERGAMIA FRUIT OIL", 1.0, 12, 1),
        ("glycyrrhiza glabra extract", "GLYCYRRHIZA GLABRA ROOT EXTRACT", 0.95, 20, 1),
    ]
    # stricter evidence drops them
    assert derive_label_completions(resolver, _lists(), min_share=0.96, min_support=10)[0].label == "bergamot oil"
    assert derive_label_completions(resolver, _lists(), min_share=0.9, min_support=21) == []


def test_the_written_table_round_trips_into_the_resolver(tmp_path):
    resolver = InciResolver().fit(NAMES)
    rows = derive_label_completions(resolver, _lists())
    path = tmp_path / "label_completions.csv"
    path.write_text(write_label_completions(rows, min_share=0.9, min_support=10))
    assert path.read_text().startswith("# Incomplete label names")
    table = load_label_completions(path)
    fitted = InciResolver().fit(NAMES, label_completions=table)
    r = fitted.resolve("Bergamot Oil")
    assert (r.inci, r.method) == ("CITRUS AURANTIUM BERGAMIA FRUIT OIL", "completion") and r.confidence < 0.9
    # complete labels split between two parts: no completion; read as the plant, part not stated
    assert fitted.resolve("Rosa Damascena").method == "species"


def test_every_committed_completion_is_still_backed_by_the_catalogue():
    """`data/synonyms/label_completions.csv` may lose rows a reviewer deleted, but never hold one the catalogue's
    complete labels no longer support (re-run `glowdex inci completions` after changing the parser or resolver)."""
    from pathlib import Path

    import pytest

    from ingredient_engine.catalog_sources import iter_catalog
    from ingredient_engine.resolve import fit_default_resolver
    from ingredient_engine.rules import default_rules_dir

    shared = Path(__file__).resolve().parents[3] / "shared" / "data"
    if not (shared / "cosing" / "cosing_inventory.csv").exists():
        pytest.skip(f"shared datasets not found at {shared}")
    resolver = fit_default_resolver(shared / "cosing" / "cosing_inventory.csv",
                                    shared / "cosdna_ratings" / "ingredients.jsonl", label_completions=False)
    derived = {c.label: c.inci for c in derive_label_completions(resolver, (r for _, _, r in iter_catalog(shared)))}
    committed = load_label_completions(default_rules_dir() / "synonyms" / "label_completions.csv")
    assert len(committed) >= 50
    assert {k: v for k, v in committed.items() if derived.get(k) != v} == {}
