"""Similar products and dupes of the live catalogue: the model, its artefact on disk, the per-process runtime."""
