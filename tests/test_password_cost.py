"""Production hashes passwords with Argon2id at argon2-cffi's RFC 9106 low-memory cost. The in-process tests hash at
the cheapest cost (tests/conftest.py); this checks what a process started without that fixture uses."""

from __future__ import annotations

import subprocess
import sys

from argon2 import profiles


def test_a_served_process_hashes_with_argon2id_at_the_rfc_9106_low_memory_cost():
    code = ("from api.security import hash_password, verify_password; h = hash_password('glowUp2025'); print(h); "
            "print(verify_password(h, 'glowUp2025'), verify_password(h, 'wrong'), verify_password(None, 'glowUp2025'))")
    hashed, verdicts = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                      check=True).stdout.splitlines()
    low = profiles.RFC_9106_LOW_MEMORY
    assert hashed.startswith(f"$argon2id$v=19$m={low.memory_cost},t={low.time_cost},p={low.parallelism}$")
    assert verdicts == "True False False"
