// A member's feedback and the feedback they liked or starred: profile sub-lists (spec §2), paged by
// spec §4. Private and held posts appear only to their author; liked/starred lists respect
// is_collection_private (the API decides both).
import '../feedback.css';
import { useMemo, type ReactNode } from 'react';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { flattenPages } from '@/lib/paging';
import type { Feedback, Page } from '@/types';
import { useReactedFeedback } from '../api/get-reacted-feedback';
import { useUserFeedback } from '../api/get-user-feedback';
import { FeedbackCard } from './feedback-card';

type Query = ReturnType<typeof useUserFeedback>;

function FeedbackList({ query, label, testId, empty }: { query: Query; label: string; testId: string; empty: ReactNode }) {
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p: Page<Feedback>) => p.items), (f) => f.feedback_id), [query.data]);
  return (
    <LoadMoreList
      query={query}
      items={items}
      getKey={(f) => f.feedback_id}
      renderItem={(feedback) => <FeedbackCard feedback={feedback} showProduct />}
      label={label}
      testId={testId}
      className="feedback-list"
      empty={empty}
    />
  );
}

export function UserFeedback({ userId, own }: { userId: string; own: boolean }) {
  const query = useUserFeedback(userId, own);
  return (
    <FeedbackList
      query={query}
      label={own ? 'My feedback' : 'Feedback'}
      testId="user-feedback"
      empty={own ? 'You have not rated a product yet: open a product and use "Rate this product".' : 'No feedback yet.'}
    />
  );
}

export function ReactedFeedback({ which, userId, own }: { which: 'like' | 'star'; userId: string; own: boolean }) {
  const query = useReactedFeedback(which, userId);
  const verb = which === 'like' ? 'liked' : 'starred';
  return (
    <FeedbackList
      query={query}
      label={which === 'like' ? 'Liked feedback' : 'Starred feedback'}
      testId={`${verb}-feedback`}
      empty={own ? `You have not ${verb} any feedback yet.` : `No ${verb} feedback to show.`}
    />
  );
}
