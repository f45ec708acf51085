import { describe, expect, it } from 'vitest';
import { decodeEntities, parseHighlight } from './highlight';

describe('parseHighlight: only <em> is markup', () => {
  it('splits matches from text and decodes what the server escaped', () => {
    expect(parseHighlight('Niacin <em>amide</em> &amp; Zinc &lt;1%&gt; &#x27;x&#x27;')).toEqual([
      { text: 'Niacin ', em: false },
      { text: 'amide', em: true },
      { text: " & Zinc <1%> 'x'", em: false },
    ]);
  });

  it('leaves any other tag as visible text (never HTML)', () => {
    const segments = parseHighlight('<img src=x onerror=alert(1)><em>hit</em><script>bad()</script>');
    expect(segments).toEqual([
      { text: '<img src=x onerror=alert(1)>', em: false },
      { text: 'hit', em: true },
      { text: '<script>bad()</script>', em: false },
    ]);
  });

  it('an escaped <em> inside the text stays text', () => {
    expect(parseHighlight('&lt;em&gt;not a match&lt;/em&gt;')).toEqual([{ text: '<em>not a match</em>', em: false }]);
  });

  it('decodes numeric entities and keeps unknown ones', () => {
    expect(decodeEntities('&#233;t&eacute; &#0; &bogus;')).toBe('ét&eacute; &#0; &bogus;');
  });
});
