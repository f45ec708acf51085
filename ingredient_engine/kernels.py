"""Exact top-k (weighted) Jaccard over an inverted index, compiled with numba when available.

Both metrics are one computation: score = S / (|x| + |q| - S) with S = Σ_t min(x_t, q_t); for plain
Jaccard every weight is 1, so S is the intersection size and the norms are set sizes.

Why it is fast (a blocked MaxScore over norm-ordered blocks) and still exact:
  * Rows are stored in blocks of ascending norm (block b holds norms in [blk_lo[b], blk_hi[b]]), and
    inside a block sorted by category, then price (NaN last). A block is a contiguous slice of every
    posting list (`block_offsets`); a category filter is one run of the block and "same category
    and price <= max" a prefix of that run (binary search), so postings of rows a filter rejects
    are never read. The remaining filters (price per unit, brand, and every filter when the blocks
    are not sorted, e.g. an index saved before this layout) are checked per candidate.
  * Blocks are visited from the one holding norms closest to |q| outwards. θ, the k-th best exact
    score so far, only rises. A score is at most min(|x|,|q|)/max(|x|,|q|), so only norms in
    [θ|q|, |q|/θ] can still qualify and blocks entirely outside that range are skipped.
  * Query tokens are sorted rarest first. Every row of a block needs S >= θ(|x_min| + |q|)/(1 + θ).
    The common tail of the query whose total weight R = Σ q_t is below that cannot bring a row in on
    its own: it is "non-essential" (MaxScore). Its postings (water, glycerin ...) are not read; only
    the rarer, essential postings are accumulated, into uint16 block counters that stay in L1.
    For weighted Jaccard the query is ordered by postings per unit of weight instead, and a posting
    adds an integer from a per-token table indexed by its weight rounded up to 1/255 of its
    column's maximum (`quantize_postings`): no float work per posting, still an upper bound.
    `margin` keeps a little more of the query essential so that few rows become candidates.
  * Counters are scanned four at a time (SWAR) for rows whose partial sum plus R can reach the bar.
    For those, the non-essential tokens are probed in per-column bitsets (built for columns in at
    least 1/64 of the rows): for Jaccard that gives the exact count; for weighted Jaccard a tighter
    bound, then the row is scored from its CSR row (sequential float64 sum in column order, the
    arithmetic of the numpy path, so both return bit-identical scores).
All comparisons carry a small relative slack, so float rounding can only cost an extra verification,
never a missed neighbour. Ties: score desc, then original row asc.
"""

from __future__ import annotations

import ctypes
import ctypes.util

import numpy as np

try:  # numba is optional: without it the numpy path in similarity.py is used
    import numba

    HAVE_NUMBA = True
except ImportError:  # pragma: no cover - exercised only where numba is absent
    numba = None  # type: ignore[assignment]
    HAVE_NUMBA = False

SLACK = 1e-6  # relative; float32 partial sums over <= a few hundred terms stay well inside it
DENSE_FRACTION = 1 / 64  # columns in >= this share of rows also get a bitset (smaller than their postings)
N_STATS = 6  # postings read, rows scanned, candidates, CSR verifications, blocks, fewest essential tokens
MARGIN = 3.0  # see topk(`margin`); tuned on the synthetic benchmark (2 to 5 are all close)
MAX_QUERY_TOKENS = 2000  # keeps uint16 counters from overflowing; longer queries use the numpy path


def _jit(**kw):
    def wrap(fn):
        return numba.njit(cache=True, nogil=True, **kw)(fn) if HAVE_NUMBA else fn

    return wrap


@_jit()
def _lower_bound(a, lo, hi, value):
    """First index in a[lo:hi] (sorted) whose value is >= value."""
    while lo < hi:
        mid = (lo + hi) >> 1
        if a[mid] < value:
            lo = mid + 1
        else:
            hi = mid
    return lo


@_jit()
def _upper_bound(a, lo, hi, value):
    """First index in a[lo:hi] whose value is not <= value (a sorted, NaN last: NaN is never <=)."""
    while lo < hi:
        mid = (lo + hi) >> 1
        if a[mid] <= value:
            lo = mid + 1
        else:
            hi = mid
    return lo


@_jit()
def _insert(ts, tr, ti, tc, n, k, score, orig, r, c):
    """Insert into the top-k arrays kept sorted by score desc, orig asc; returns the new count.
    Callers check first that the row beats the current k-th, so this runs rarely."""
    if n == k:
        i = k - 1
    else:
        i = n
        n += 1
    while i > 0 and (ts[i - 1] < score or (ts[i - 1] == score and tr[i - 1] > orig)):
        ts[i] = ts[i - 1]
        tr[i] = tr[i - 1]
        ti[i] = ti[i - 1]
        tc[i] = tc[i - 1]
        i -= 1
    ts[i] = score
    tr[i] = orig
    ti[i] = r
    tc[i] = c
    return n


@_jit()
def topk(
    c_indptr, c_rows, c_data,  # postings per column; rows are internal ids, ascending
    r_indptr, r_cols, r_data,  # the same matrix as CSR over internal rows
    norm, orig,  # float64 norm per internal row, internal -> original row
    q_cols, q_w, q_norm,  # query columns rarest first, their weights, full query norm (with unknowns)
    k, weighted,
    cat, want_cat, price, use_price, max_price, ppu, use_ppu, max_ppu, brand, excl_brand,
    dense_of, bits,  # column -> row of `bits` (-1: none); bitsets of the common columns over internal rows
    margin,  # in mean query weights: how much essential evidence a candidate must bring (speed only)
    block_rows, blk_lo, blk_hi,  # rows per block; smallest and largest norm of each block
    blk_ptr,  # block_offsets(): where each block starts in each posting list
    c_q8, c_max,  # quantize_postings(): posting weights as ceil(255 x / column max), column maxima
    sorted_blocks,  # rows of a block are sorted by (category, price, NaN last): filters are sub-ranges
    cnt16, cnt64,  # scratch counters (two views of one buffer), all-zero on entry and exit
    qdense,  # scratch, n_cols float64, all-zero on entry and exit
    out_score, out_orig, out_row, out_inter, stats,
):
    n_rows = norm.shape[0]
    nq = q_cols.shape[0]
    suffix = np.zeros(nq + 1)
    qd = np.empty(nq, np.int64)
    for j in range(nq - 1, -1, -1):
        suffix[j] = suffix[j + 1] + q_w[j]
        qdense[q_cols[j]] = q_w[j]
        qd[j] = dense_of[q_cols[j]]
    # counters are uint16 (a block of them stays in L1): weighted sums are quantised upwards so a
    # counter is an upper bound of the true partial sum, and total <= 30000 + nq < 2**15
    scale = 30000.0 / suffix[0] if weighted else 1.0
    lut = np.empty(256 * nq if weighted else 0, np.uint16)
    if weighted:  # counter increment per (token, quantised posting weight): ≥ min(x, q) * scale
        for j in range(nq):
            cm = c_max[q_cols[j]]
            wj = q_w[j]
            for v in range(256):
                x = v * cm / 255.0 * (1.0 + SLACK)
                lut[j * 256 + v] = np.uint16(int((x if x < wj else wj) * scale) + 1)
    slack = 1.0 - SLACK
    lanes = np.uint64(0x0001000100010001)
    high = np.uint64(0x8000800080008000)
    ts = np.zeros(k)
    tr = np.zeros(k, dtype=np.int64)
    ti = np.zeros(k, dtype=np.int64)
    tc = np.zeros(k, dtype=np.int64)
    n = 0
    theta = 0.0  # proven lower bound (with slack) on the final k-th score
    stats[5] = nq
    nb = (n_rows + block_rows - 1) // block_rows
    first = min(_lower_bound(blk_hi, 0, nb, q_norm), nb - 1)
    for step in range(2 * nb):  # first, first+1, first-1, first+2, ...
        b = first + (step + 1) // 2 if step % 2 == 1 else first - step // 2
        if b < 0 or b >= nb:
            continue
        # a block whose norms all lie outside [θ|q|, |q|/θ] cannot hold a qualifying row
        if theta > 0.0 and (blk_hi[b] < theta * q_norm * slack
                            or blk_lo[b] > q_norm / theta / slack * (1.0 + SLACK)):
            continue
        base = b * block_rows
        b0 = base
        b1 = min(base + block_rows, n_rows)
        if sorted_blocks and want_cat >= 0:  # the category is one run of the block ...
            b0 = _lower_bound(cat, b0, b1, want_cat)
            b1 = _lower_bound(cat, b0, b1, want_cat + 1)
            if use_price:  # ... sorted by price, so "price <= max" is a prefix of it
                b1 = _upper_bound(price, b0, b1, max_price)
        if b0 >= b1:
            continue
        stats[4] += 1
        # every row of this block needs S >= θ(|x| + |q|)/(1 + θ) >= full. The common tail of the
        # query worth less than that cannot bring a row in on its own: it is probed in bitsets for
        # the few candidates instead of scanned. `margin` keeps enough tokens essential that few
        # rows become candidates.
        full = theta * (q_norm + blk_lo[b]) / (1.0 + theta) * slack
        target = min(full, max(theta * q_norm * slack, full - margin * suffix[0] / nq))
        s = nq
        while s > 0 and suffix[s - 1] < target:
            s -= 1
        if s < stats[5]:
            stats[5] = s
        rest = suffix[s]
        probe = True
        for j in range(s, nq):
            if qd[j] < 0:
                probe = False
        for j in range(s):
            t = q_cols[j]
            p0 = blk_ptr[t * nb + b]
            p1 = blk_ptr[t * nb + b + 1]
            if b0 > base:
                p0 = _lower_bound(c_rows, p0, p1, b0)
            if b1 < base + block_rows:
                p1 = _lower_bound(c_rows, p0, p1, b1)
            stats[0] += p1 - p0
            if weighted:  # integer adds from the token's table: q8 rounds weights up, so still a bound
                o = j * 256
                for p in range(p0, p1):
                    cnt16[c_rows[p] - base] += lut[o + c_q8[p]]
            else:
                for p in range(p0, p1):
                    cnt16[c_rows[p] - base] += np.uint16(1)
        thr = _threshold(full - rest, scale)
        bias = np.uint64(0x8000 - thr) * lanes
        stats[1] += b1 - b0
        for wi in range((b0 - base) >> 2, (b1 - base + 3) >> 2):
            if ((cnt64[wi] + bias) & high) == 0:  # no counter of these 4 rows reaches thr
                continue
            for i in range(4 * wi, 4 * wi + 4):
                a = np.int64(cnt16[i])
                r = base + i
                if a < thr or r < b0 or r >= b1:
                    continue
                if not ((want_cat < 0 or cat[r] == want_cat) and (not use_price or price[r] <= max_price)
                        and (not use_ppu or ppu[r] <= max_ppu) and (excl_brand < 0 or brand[r] != excl_brand)):
                    continue  # written out, not a helper: arrays passed to a helper cost refcounts per row
                stats[2] += 1
                xn = norm[r]
                floor = ts[k - 1] * slack if n == k and ts[k - 1] * slack > theta else theta
                need = floor * (q_norm + xn) / (1.0 + floor) * slack
                sm = a / scale
                if weighted:
                    sm = sm / slack
                if sm + rest < need:
                    continue
                if s == nq and not weighted:  # every token counted: the count is the intersection
                    c = a
                elif probe and not weighted:  # the bitsets give the exact count of the common tail
                    c = a
                    left = rest
                    word = r >> 6
                    bit = np.uint64(r & 63)
                    for j in range(s, nq):
                        left -= 1.0
                        if (bits[qd[j], word] >> bit) & np.uint64(1):
                            c += 1
                        elif c + left < need:
                            break
                    if c + left < need:
                        continue
                else:
                    if probe:  # weighted: presence of the common tail tightens the bound before the CSR read
                        left = rest
                        word = r >> 6
                        bit = np.uint64(r & 63)
                        for j in range(s, nq):
                            left -= q_w[j]
                            if (bits[qd[j], word] >> bit) & np.uint64(1):
                                sm += q_w[j]
                            elif sm + left < need:
                                break
                        if sm + left < need:
                            continue
                    stats[3] += 1
                    sm = 0.0
                    c = 0
                    for p in range(r_indptr[r], r_indptr[r + 1]):
                        qv = qdense[r_cols[p]]
                        if qv > 0.0:
                            c += 1
                            if weighted:
                                x64 = np.float64(r_data[p])
                                sm += x64 if x64 < qv else qv
                            else:
                                sm += 1.0
                if not weighted:
                    sm = np.float64(c)
                score = sm / (xn + q_norm - sm)
                o = orig[r]
                if n < k or score > ts[k - 1] or (score == ts[k - 1] and o < tr[k - 1]):
                    n = _insert(ts, tr, ti, tc, n, k, score, o, r, c)
                    if n == k and ts[k - 1] * slack > theta:
                        theta = ts[k - 1] * slack
                        full = theta * (q_norm + blk_lo[b]) / (1.0 + theta) * slack
                        thr = _threshold(full - rest, scale)
                        bias = np.uint64(0x8000 - thr) * lanes
        cnt16[b0 - base:b1 - base] = 0
    for j in range(nq):
        qdense[q_cols[j]] = 0.0
    for i in range(n):
        out_score[i] = ts[i]
        out_orig[i] = tr[i]
        out_row[i] = ti[i]
        out_inter[i] = tc[i]
    return n


@_jit()
def _threshold(need, scale):
    """Smallest counter value worth a look: counters below need * scale cannot reach `need`."""
    x = need * scale
    t = int(np.ceil(x - 1e-7 * (1.0 + abs(x))))
    return min(max(t, 1), 0x8000)


@_jit()
def block_offsets(c_indptr, c_rows, block_rows, nb):
    """Start of every block in every posting list: the postings of column t in block b are
    c_rows[out[t * nb + b]:out[t * nb + b + 1]] (rows ascending, blocks of `block_rows` rows)."""
    n_cols = c_indptr.shape[0] - 1
    out = np.empty(n_cols * nb + 1, np.int64)
    for t in range(n_cols):
        p = c_indptr[t]
        end = c_indptr[t + 1]
        for b in range(nb):
            out[t * nb + b] = p
            stop = (b + 1) * block_rows
            while p < end and c_rows[p] < stop:
                p += 1
    out[n_cols * nb] = c_indptr[n_cols]
    return out


@_jit()
def quantize_postings(c_indptr, c_data):
    """(q8, cmax): every posting weight rounded up to a 1/255 step of its column's largest weight,
    so that x <= q8 * cmax / 255 (the kernel's counters stay upper bounds)."""
    n_cols = c_indptr.shape[0] - 1
    q8 = np.empty(c_data.shape[0], np.uint8)
    cmax = np.zeros(n_cols)
    for t in range(n_cols):
        m = 0.0
        for p in range(c_indptr[t], c_indptr[t + 1]):
            m = max(m, np.float64(c_data[p]))
        cmax[t] = m
        for p in range(c_indptr[t], c_indptr[t + 1]):
            v = int(np.ceil(np.float64(c_data[p]) / m * 255.0))
            q8[p] = min(max(v, 1), 255)
    return q8, cmax


def build_bitsets(c_indptr: np.ndarray, c_rows: np.ndarray, n_rows: int) -> tuple[np.ndarray, np.ndarray]:
    """(dense_of, bits): a bitset over internal rows for every column in >= DENSE_FRACTION of rows."""
    df = np.diff(c_indptr)
    dense = np.flatnonzero(df >= max(1, int(np.ceil(n_rows * DENSE_FRACTION))))
    dense_of = np.full(len(df), -1, np.int32)
    dense_of[dense] = np.arange(len(dense), dtype=np.int32)
    n_words = (n_rows + 63) // 64
    bits = np.zeros((len(dense), n_words), np.uint64)
    mask = np.zeros(n_words * 64, bool)
    for i, col in enumerate(dense):
        rows = c_rows[c_indptr[col]:c_indptr[col + 1]]
        mask[rows] = True
        bits[i] = np.packbits(mask, bitorder="little").view(np.uint64)
        mask[rows] = False
    return dense_of, bits


COMPILER_LIBRARY = "libllvmlite"  # LLVM, which numba needs to compile or to load its cached machine code
_MADV_DONTNEED = 4


def release_compiler_pages(smaps: str = "/proc/self/smaps") -> int:
    """Unmap the pages of LLVM's library this process holds without having written them; kB released.

    Once the kernels a process calls are loaded (from numba's on-disk cache, `cache=True`), a call runs their
    machine code and never enters LLVM again (measured: ~1 MB of its ~100 MB is touched again under load). The
    read-only, unmodified pages are the file's own, so dropping them is safe: the page cache keeps them for the
    other processes and a later compile (a new type signature) simply faults them back in. Written pages
    (relocations) and writable mappings are left alone. Linux only; elsewhere, or without numba, nothing."""
    if not HAVE_NUMBA:
        return 0
    try:
        with open(smaps) as fh:
            lines = fh.read().splitlines()
    except OSError:
        return 0
    regions: list[list[int]] = []  # start, end, resident kB, written kB
    current: list[int] | None = None
    for line in lines:
        fields = line.split()
        if fields and "-" in fields[0] and not fields[0].endswith(":"):  # a mapping's header line
            current = None
            if len(fields) >= 6 and COMPILER_LIBRARY in fields[5] and "w" not in fields[1]:
                start, end = (int(x, 16) for x in fields[0].split("-"))
                current = [start, end, 0, 0]
                regions.append(current)
        elif current is not None and fields[0] in ("Rss:", "Private_Dirty:", "Anonymous:"):
            current[2 if fields[0] == "Rss:" else 3] += int(fields[1])
    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    libc.madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    released = 0
    for start, end, resident, written in regions:
        if resident and not written and libc.madvise(start, end - start, _MADV_DONTNEED) == 0:
            released += resident
    return released
