"""Public names of new members."""

from __future__ import annotations

import secrets


def random_nickname() -> str:
    """A public name until the member picks one: never derived from the e-mail address."""
    return f"{secrets.choice(_ADJECTIVES)}-{secrets.choice(_NOUNS)}-{secrets.randbelow(9000) + 1000}"


_ADJECTIVES = ("dewy", "glowy", "calm", "bright", "velvet", "misty", "sunny", "silky", "fresh", "gentle",
               "golden", "rosy", "clear", "soft", "lush", "radiant", "serene", "cool", "mellow", "luminous")
_NOUNS = ("peony", "aloe", "lotus", "petal", "fern", "oat", "rose", "jasmine", "cedar", "iris", "willow",
          "honey", "pearl", "clover", "sage", "orchid", "camellia", "lily", "tulip", "maple")
