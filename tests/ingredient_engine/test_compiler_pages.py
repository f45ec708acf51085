"""Releasing LLVM's pages after the kernels are loaded (`kernels.release_compiler_pages`, run by each API worker's
warm-up): the worker's resident set loses them and the kernels still answer the same."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ingredient_engine import kernels

pytestmark = pytest.mark.skipif(not kernels.HAVE_NUMBA or not sys.platform.startswith("linux"),
                                reason="numba's LLVM pages on Linux")

CODE = """
import json
import numpy as np
import scipy.sparse as sp
from ingredient_engine import kernels
from ingredient_engine.similarity import SimilarityIndex

def llvm_resident_kb():
    kb, inside = 0, False
    for line in open("/proc/self/smaps"):
        fields = line.split()
        if "-" in fields[0] and not fields[0].endswith(":"):
            inside = len(fields) >= 6 and kernels.COMPILER_LIBRARY in fields[5]
        elif inside and fields[0] == "Rss:":
            kb += int(fields[1])
    return kb

rng = np.random.default_rng(3)
rows = [sorted(set(rng.integers(0, 300, 20).tolist())) for _ in range(2000)]
indptr = np.cumsum([0] + [len(r) for r in rows])
X = sp.csr_matrix((np.ones(indptr[-1], np.float32), np.concatenate(rows), indptr), shape=(2000, 300))
index = SimilarityIndex(backend="numba").fit(X)
answer = lambda: [[(n.row, n.score) for n in index.query_row(i, 10)] for i in range(0, 2000, 50)]
before, resident = answer(), llvm_resident_kb()
released = kernels.release_compiler_pages()
after_release = llvm_resident_kb()
again = answer()
print(json.dumps({"resident": resident, "released": released, "after_release": after_release,
                  "after_queries": llvm_resident_kb(), "same": before == again}))
"""


def test_llvm_pages_leave_the_process_and_the_kernels_answer_the_same():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, check=True).stdout
    r = json.loads(out.splitlines()[-1])
    assert r["same"]
    assert r["resident"] > 10_000  # kB: the library was resident once the kernels were loaded
    assert r["released"] > r["resident"] // 2
    assert r["after_release"] < r["resident"] - r["released"] // 2
    assert r["after_queries"] < r["resident"] // 4  # queries do not bring LLVM back
