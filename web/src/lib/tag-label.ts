// How a "what's inside" tag reads, wherever it is shown (product page, compare, browse facets and chips). Tags come
// as `eu_allergen_free` (analysis) or `eu-allergen-free` (search documents).

/** "eu_allergen_free" / "eu-allergen-free" → "EU-allergen-free"; "not-enough-ingredient-data" → "Not enough
 * ingredient data": a "-free"/"-safe" tag is one compound adjective, anything else plain words. */
export function tagLabel(tag: string): string {
  const words = tag.split(/[-_]/).filter(Boolean).map((w) => (w === 'eu' ? 'EU' : w));
  const last = words[words.length - 1];
  const text = last === 'free' || last === 'safe' ? words.join('-') : words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
