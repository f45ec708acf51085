// A member's reviews and the reviews they liked or starred: the profile's sub-lists (spec §2), paged by
// spec §4 with "Load more". Private reviews appear only to their author (the API decides).
import '../reviews.css';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import type { Page, Review } from '@/types';
import { useReactedReviews } from '../api/get-reacted-reviews';
import { useUserReviews } from '../api/get-user-reviews';
import { ReviewCard } from './review-card';

type Query = ReturnType<typeof useUserReviews>;

function Reviews({ query, label, testId, empty }: { query: Query; label: string; testId: string; empty: React.ReactNode }) {
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p: Page<Review>) => p.items), (r) => r.review_id), [query.data]);
  return (
    <LoadMoreList
      query={query}
      items={items}
      getKey={(r) => r.review_id}
      renderItem={(review) => <ReviewCard review={review} showProduct />}
      label={label}
      testId={testId}
      className="review-list"
      empty={empty}
    />
  );
}

export function UserReviews({ userId, own }: { userId: string; own: boolean }) {
  const query = useUserReviews(userId);
  return (
    <Reviews
      query={query}
      label={own ? 'My reviews' : 'Reviews'}
      testId="user-reviews"
      empty={
        own ? (
          <>
            You have not written a review yet. <Link to={paths.modifyReviewNew.getHref()}>Write one</Link>
          </>
        ) : (
          'No reviews yet.'
        )
      }
    />
  );
}

export function ReactedReviews({ which, userId, own }: { which: 'like' | 'star'; userId: string; own: boolean }) {
  const query = useReactedReviews(which, userId);
  const label = which === 'like' ? 'Liked reviews' : 'Starred reviews';
  const empty = own
    ? `You have not ${which === 'like' ? 'liked' : 'starred'} any review yet.`
    : `No ${which === 'like' ? 'liked' : 'starred'} reviews to show.`;
  return <Reviews query={query} label={label} testId={which === 'like' ? 'liked-reviews' : 'starred-reviews'} empty={empty} />;
}
