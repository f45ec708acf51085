// Home page sections: popular brands (chips into /browseProducts), random products, and random
// community content with "load more" (spec §4 paging, size 10).
import '../browse.css';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ProductRatings } from '@/components/catalog/ratings';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import { SESSION_SEED } from '@/lib/session-seed';
import { useBrandLabels } from '../api/get-brand-labels';
import { useFollowedContent } from '../api/get-followed-content';
import { useRandomContent } from '../api/get-random-content';
import { useRandomProducts } from '../api/get-random-products';
import type { ContentCard } from '@/types';

export function PopularBrands({ size = 24 }: { size?: number }) {
  const { data, isPending } = useBrandLabels(size);
  if (isPending) return <Spinner label="Loading brands…" />;
  if (!data?.length) return null;
  return (
    <section className="home-section" aria-labelledby="popular-brands">
      <h2 id="popular-brands">Popular brands</h2>
      <ul className="brand-chips">
        {data.map((brand) => (
          <li key={brand.brand_id}>
            <Link className="brand-chip" to={paths.browseProducts.getHref({ brand: brand.name })}>
              {brand.name} <span className="brand-chip__count">{brand.product_count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RandomProducts() {
  const query = useRandomProducts(SESSION_SEED);
  const data = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), (p) => p.product_id), [query.data]);
  if (query.isPending) return <Spinner label="Loading products…" />;
  if (!data.length) return null;
  return (
    <section className="home-section" aria-labelledby="random-products">
      <div className="home-section__head">
        <h2 id="random-products">Discover products</h2>
        <Link to={paths.browseProducts.getHref()}>Browse all</Link>
      </div>
      <ul className="product-grid">
        {data.map((product) => (
          <li key={product.product_id} className="product-card">
            <Link to={paths.productDetail.getHref(product.product_id)} className="product-card__link">
              {product.image_url ? (
                <img className="product-card__image" src={product.image_url} alt="" loading="lazy" />
              ) : (
                <span className="product-card__image product-card__image--empty" aria-hidden="true" />
              )}
              <span className="product-card__brand">{product.brand_name}</span>
              <span className="product-card__name">{product.name}</span>
              <span className="product-card__meta">
                {product.price_usd !== null ? <span>${product.price_usd.toFixed(2)}</span> : null}
              </span>
              <ProductRatings className="product-card__ratings" retailer={product.retailer_rating} members={product.member_rating} />
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </section>
  );
}

/** "Load more" while the list has another page (spec §4: a short page ends it). */
function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> } }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="load-more">
      <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        Load more
      </Button>
    </div>
  );
}

const CONTENT_LABEL: Record<string, string> = { review: 'Review', routine: 'Routine', dupe: 'Dupe', feedback: 'Feedback' };

function contentHref(card: ContentCard): string {
  switch (card.type) {
    case 'review':
      return paths.reviewDetail.getHref(card.id);
    case 'routine':
      return paths.routineDetail.getHref(card.id);
    case 'dupe':
      return paths.userDupeDetail.getHref(card.id);
    default:
      return paths.feedbackDetail.getHref(card.id);
  }
}

/** Ids repeat across kinds; a card is its type and id. */
const contentKey = (card: ContentCard) => `${card.type}:${card.id}`;

function ContentCards({ items, label, testId }: { items: ContentCard[]; label?: string; testId?: string }) {
  return (
    <ul className="content-list" aria-label={label} data-testid={testId}>
      {items.map((card) => (
        <li key={contentKey(card)} className="content-card">
          <span className="badge">{CONTENT_LABEL[card.type] ?? card.type}</span>
          <Link to={contentHref(card)} className="content-card__title">
            {card.title || 'Untitled'}
          </Link>
          {card.excerpt ? <p className="content-card__excerpt">{card.excerpt}</p> : null}
          <p className="muted content-card__meta">
            by <Link to={paths.userProfile.getHref(card.author_id)}>{card.author_nickname}</Link> · ♥ {card.like_count}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function RandomContent() {
  const query = useRandomContent(SESSION_SEED);
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), contentKey), [query.data]);
  if (query.isPending) return <Spinner label="Loading community posts…" />;
  return (
    <section className="home-section" aria-labelledby="community">
      <div className="home-section__head">
        <h2 id="community">From the community</h2>
        <span className="home-section__links">
          <Link to={paths.browseReviews.getHref()}>Browse reviews</Link>
          <Link to={paths.browseRoutines.getHref()}>Browse routines</Link>
        </span>
      </div>
      {items.length === 0 ? (
        <p className="muted">No community posts yet. Be the first to share a review or a routine.</p>
      ) : (
        <ContentCards items={items} />
      )}
      {items.length > 0 ? <LoadMore query={query} /> : null}
    </section>
  );
}

/**
 * The public posts of the members the signed-in member follows, newest first (GET
 * /browse/followed_users_content): "Load more" while the answer says hasMore (spec §4).
 */
export function FollowedContent({ userId }: { userId: string }) {
  const query = useFollowedContent(userId);
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), contentKey), [query.data]);
  if (query.isPending) return <Spinner label="Loading posts of members you follow…" />;
  return (
    <section className="home-section" aria-labelledby="followed-content">
      <h2 id="followed-content">From members you follow</h2>
      {items.length === 0 ? (
        <p className="muted">Nothing yet. Follow members from their profile to see their new posts here.</p>
      ) : (
        <ContentCards items={items} label="From members you follow" testId="followed-content" />
      )}
      {items.length > 0 ? <LoadMore query={query} /> : null}
    </section>
  );
}
