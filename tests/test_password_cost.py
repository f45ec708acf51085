"""Production hashes passwords with Argon2id at OWASP's recommended settings (7 MiB, 5 passes, 1 lane; the reasons
are in api/security.py). The in-process tests hash at the cheapest cost (tests/conftest.py); this checks what a
process started without that fixture uses."""

from __future__ import annotations

import subprocess
import sys


def test_a_served_process_hashes_with_argon2id_at_owasps_recommended_cost():
    code = ("from api.security import hash_password, verify_password; h = hash_password('glowUp2025'); print(h); "
            "print(verify_password(h, 'glowUp2025'), verify_password(h, 'wrong'), verify_password(None, 'glowUp2025'))")
    hashed, verdicts = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                      check=True).stdout.splitlines()
    assert hashed.startswith("$argon2id$v=19$m=7168,t=5,p=1$")
    assert verdicts == "True False False"
