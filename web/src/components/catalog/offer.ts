// A product as search and browse list it is one result per product (issue 23), however many shops list it.

/** "at 3 retailers" for a product sold at several shops; null for one shop (or none we know). */
export function retailersText(retailerCount: unknown): string | null {
  return typeof retailerCount === 'number' && retailerCount > 1 ? `at ${retailerCount} retailers` : null;
}

/** The price a result shows: "from $12.00" (its cheapest shop, in USD) when several shops sell it, else "$12.00". */
export function priceText(price: unknown, retailerCount: unknown): string | null {
  if (typeof price !== 'number') return null;
  return `${retailersText(retailerCount) ? 'from ' : ''}$${price.toFixed(2)}`;
}

/** "at 3 retailers · from $12.00", or "$12.00" for a product one shop sells. */
export function offerText(price: unknown, retailerCount: unknown): string {
  return [retailersText(retailerCount), priceText(price, retailerCount)].filter(Boolean).join(' · ');
}
