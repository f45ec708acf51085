// The signed-in member's liked or disliked ingredients (own profile only: the lists are private).
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import { userDislikedInciQueryOptions } from '../api/get-user-disliked-inci';
import { userLikedInciQueryOptions } from '../api/get-user-liked-inci';

const COPY = {
  like: { label: 'Liked ingredients', empty: 'You have not liked any ingredient yet.', testId: 'liked-ingredients' },
  dislike: { label: 'Disliked ingredients', empty: 'You have not disliked any ingredient yet.', testId: 'disliked-ingredients' },
} as const;

/** One list at a time: only the shown list is fetched. */
function useReactedIngredients(kind: 'like' | 'dislike', userId: string) {
  return useInfiniteQuery(kind === 'like' ? userLikedInciQueryOptions(userId) : userDislikedInciQueryOptions(userId));
}

export function ReactedIngredients({ kind, userId }: { kind: 'like' | 'dislike'; userId: string }) {
  const query = useReactedIngredients(kind, userId);
  const items = query.data ? flattenPages(query.data.pages.map((p) => p.items), (i) => i.inci_id) : [];
  const copy = COPY[kind];
  return (
    <LoadMoreList
      query={query}
      items={items}
      getKey={(i) => i.inci_id}
      className="gl-list"
      renderItem={(item) => (
        <div className="gl-item">
          <Link to={paths.ingredientDetail.getHref(item.inci_uuid)} className="gl-item__name">
            {item.name}
          </Link>
          <span className="muted gl-item__fn">{item.functions.join(', ') || 'function not listed'}</span>
          <span className="gl-item__count">
            {item.product_count} product{item.product_count === 1 ? '' : 's'}
          </span>
        </div>
      )}
      label={copy.label}
      testId={copy.testId}
      empty={
        <>
          {copy.empty} <Link to={paths.ingredientGlossary.getHref()}>Explore the glossary</Link>
        </>
      }
    />
  );
}
