"""Ingredient-list analysis: the engine runtime of a process, the analysis service and its response models."""
