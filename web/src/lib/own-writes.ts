// A member's own write about a product (a like, a dislike, a collect, a rating or feedback post, a review, a dupe
// suggestion): for a few seconds after it, the product's public reads (its page, ratings summary, reviews, dupes:
// lib/public-read.ts) are asked with her token, which no cache keeps (the server's answer cache and a browser may
// each serve the anonymous answer a moment stale, issue 25), so what she just moved shows at once, after a reload
// too. Kept in sessionStorage: one tab, gone with it.
const KEY = 'glowdex.ownWrites';
export const OWN_WRITE_FRESH_MS = 5000;

type Marks = Record<string, number>; // product id -> time of her last write to it (ms)

function read(): Marks {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Marks) : {};
  } catch {
    return {}; // storage refused (private mode) or a bad value: no marks, the page is asked as anyone's
  }
}

export function markOwnWrite(productId: number, now: number = Date.now()): void {
  const marks = Object.fromEntries(Object.entries(read()).filter(([, at]) => now - at < OWN_WRITE_FRESH_MS));
  marks[String(productId)] = now;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(marks));
  } catch {
    // storage refused: the page may show the old count for a moment
  }
}

export function wroteRecently(productId: number, now: number = Date.now()): boolean {
  const at = read()[String(productId)];
  return at !== undefined && now - at < OWN_WRITE_FRESH_MS;
}
