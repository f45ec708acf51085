"""The catalogue leaf every feature that names a product builds on: its values (`values.py`: brand key, sizes,
prices, retailers), what a viewer may see of it (`queries.visible_product`, `cards.shown`), the one card query
(`queries.card_rows`) and its card and reference (`cards.py`, `schemas.py`). Imports no feature."""
