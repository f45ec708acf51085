"""Every indexed kind, declared once: its field schema, its capture and its document reader together in one
`IndexedKind` (`declaration.py`), a module per catalogue kind and member content from its own declarations
(`content.py`), listed in `registry.py`.

The search engine (`api/search`) knows no kind: a process's composition root hands it the schemas (`Runtimes`, for
the backend, which binds every query to them) and the capture (`session_events`, the outbox's flush listener); the
indexer reads documents through the registry. So this package may import what a document is read from (the
catalogue, the analysis, members' content) while those features import the engine, with no circle.
"""
