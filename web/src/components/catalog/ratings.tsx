// The two ratings of a product, the same words on every card, in search and on the product page (issue 21 §6):
// the retailer's own rating with its source and count, and Glowdex members' rating (one per member).
import type { ProductListItem } from '@/types';

export type RetailerRating = NonNullable<ProductListItem['retailer_rating']>;
export type MemberRating = NonNullable<ProductListItem['member_rating']>;

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** "★ 4.4 at Sephora, 1,321 ratings" ("★ 4.7 at Olive Young" when the retailer's file gives no count). */
export function retailerRatingText(r: RetailerRating): string {
  return `★ ${r.average.toFixed(1)} at ${r.retailer}${r.count ? `, ${plural(r.count, 'rating', 'ratings')}` : ''}`;
}

/** "★ 4.0 from 2 Glowdex members". */
export function memberRatingText(m: MemberRating): string {
  return `★ ${m.average.toFixed(1)} from ${plural(m.count, 'Glowdex member', 'Glowdex members')}`;
}

const RETAILER_HINT = "The retailer's own rating on its site, imported with the listing";
const MEMBER_HINT = 'One rating per Glowdex member who rated it here: their overall rating, else their review stars';

/** The ratings a card shows, each saying whose it is; nothing when neither exists. */
export function ProductRatings({
  retailer,
  members,
  className = '',
}: {
  retailer?: RetailerRating | null;
  members?: MemberRating | null;
  className?: string;
}) {
  if (!retailer && !members) return null;
  return (
    <span className={`ratings ${className}`.trim()} data-testid="product-ratings">
      {retailer ? (
        <span className="ratings__retailer" title={RETAILER_HINT} data-testid="retailer-rating">
          {retailerRatingText(retailer)}
        </span>
      ) : null}
      {members ? (
        <span className="ratings__members" title={MEMBER_HINT} data-testid="member-rating">
          {memberRatingText(members)}
        </span>
      ) : null}
    </span>
  );
}

/** The product page's ratings: both lines, what each number is, and where members rate it. */
export function ProductRatingsExplained({
  retailer,
  members,
  rateHref,
}: {
  retailer: RetailerRating | null;
  members: MemberRating | null;
  rateHref: string;
}) {
  return (
    <div className="ratings-explained" data-testid="product-ratings">
      <ul className="ratings-explained__list">
        <li data-testid="retailer-rating">
          {retailer ? (
            <>
              <strong>{retailerRatingText(retailer)}</strong>
              <span className="muted"> — {retailer.retailer}’s own rating on its site</span>
            </>
          ) : (
            <span className="muted">No retailer rating for this listing.</span>
          )}
        </li>
        <li data-testid="member-rating">
          {members ? (
            <>
              <strong>{memberRatingText(members)}</strong>
              <span className="muted"> — rated here on Glowdex. </span>
            </>
          ) : (
            <span className="muted">No Glowdex member has rated it yet. </span>
          )}
          <a href={rateHref}>Rate it</a>
        </li>
      </ul>
      <details className="ratings-explained__how">
        <summary>What these numbers are</summary>
        <p className="muted">
          The retailer’s rating is the average it shows on its own site, with how many ratings that average holds when the
          retailer says. Glowdex members’ rating counts each member once: the overall rating they gave on the rating form,
          or else the stars of their reviews. Reviews imported from Sephora are shown with the reviews but count in
          Sephora’s rating, not in members’.
        </p>
      </details>
    </div>
  );
}

const isRating = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { average?: unknown }).average === 'number';

/** The two ratings as a search document stores them (`retailer_rating`, `member_rating`); an index built before
 * they existed has neither, and shows none. */
export function ratingsOfDocument(doc: Record<string, unknown>): { retailer: RetailerRating | null; members: MemberRating | null } {
  const r = doc.retailer_rating;
  const m = doc.member_rating;
  return {
    retailer: isRating(r) && typeof r.retailer === 'string' ? (r as RetailerRating) : null,
    members: isRating(m) && typeof m.count === 'number' ? (m as MemberRating) : null,
  };
}
