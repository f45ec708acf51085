"""Importing the real catalogue (Sephora, Sephora 2018, Olive Young, LookFantastic), the CosIng INCI
inventory and GeoNames cities from the shared data files.

`sources/` reads one file format each into normalised records (`records.py`), `normalise.py` holds the
pure rules (brand keys, prices, sizes, category paths), `service.py` upserts idempotently and records an
`ImportRun`, `repository.py` holds every statement. The `glowdex import …` commands (indexer/import_cli.py)
own the transactions.
"""
