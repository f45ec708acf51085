"""The self-contained HTML page of `glowdex similarity evaluate | tune`."""

from __future__ import annotations

import html
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from indexer.similarity_eval import EvaluationRow, config_label, metric_cells


def write_html_report(path: Path, title: str, rows: Sequence[EvaluationRow], k: int, inputs: dict[str, str]) -> None:
    """A self-contained page: inputs, the results table, an MRR bar chart and the label-free check."""
    best = max((r.ranking.mrr for r in rows if r.ranking), default=0.0) or 1.0
    body_rows, bars = [], []
    for i, row in enumerate(rows):
        r = row.ranking
        cells = [html.escape(config_label(row.config)), *metric_cells(row)]
        body_rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        if r:
            width = 400 * r.mrr / best
            bars.append(f'<g transform="translate(0,{i * 22})"><rect width="{width:.1f}" height="16" fill="#c2185b"/>'
                        f'<text x="{width + 6:.1f}" y="12">{r.mrr:.3f} {html.escape(config_label(row.config))}'
                        f"</text></g>")
    failures = [f"<li>{html.escape(config_label(r.config))}: rows {list(r.identical.failures)}</li>"
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
