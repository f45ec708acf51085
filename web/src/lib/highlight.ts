// Highlighted snippets from the search API: the server HTML-escapes the text and wraps each match
// in <em>…</em>. We never inject HTML: the snippet becomes text segments, `<em>` pairs are the
// only markup honoured, any other tag stays visible as text, and entities are decoded.

export type HighlightSegment = { text: string; em: boolean };

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** Split `a <em>b</em> c` into segments; unbalanced or other tags are plain text. */
export function parseHighlight(snippet: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  const push = (raw: string, em: boolean) => {
    if (!raw) return;
    const text = decodeEntities(raw);
    const last = segments[segments.length - 1];
    if (last && last.em === em) last.text += text;
    else segments.push({ text, em });
  };
  const pattern = /<em>([\s\S]*?)<\/em>/gi;
  let cursor = 0;
  for (let match = pattern.exec(snippet); match; match = pattern.exec(snippet)) {
    push(snippet.slice(cursor, match.index), false);
    push(match[1], true);
    cursor = match.index + match[0].length;
  }
  push(snippet.slice(cursor), false);
  return segments;
}
