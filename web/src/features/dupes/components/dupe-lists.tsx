// A member's dupe suggestions and those they liked or starred: profile sub-lists (spec §2), paged by
// spec §4. Private ones only to their author; liked/starred respect is_collection_private (API).
import { useMemo, type ReactNode } from 'react';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { flattenPages } from '@/lib/paging';
import type { DupeSuggestion, Page } from '@/types';
import { useReactedDupes } from '../api/get-reacted-dupes';
import { useUserDupes } from '../api/get-user-dupes';
import { SuggestionCard } from './suggestion-card';

type Query = ReturnType<typeof useUserDupes>;

function Suggestions({ query, label, testId, empty }: { query: Query; label: string; testId: string; empty: ReactNode }) {
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p: Page<DupeSuggestion>) => p.items), (d) => d.dupe_id), [query.data]);
  return (
    <LoadMoreList
      query={query}
      items={items}
      getKey={(d) => d.dupe_id}
      renderItem={(d) => <SuggestionCard suggestion={d} />}
      label={label}
      testId={testId}
      className="suggestion-list"
      empty={empty}
    />
  );
}

export function UserDupes({ userId, own }: { userId: string; own: boolean }) {
  const query = useUserDupes(userId, own);
  return (
    <Suggestions
      query={query}
      label={own ? 'My dupes' : 'Dupes'}
      testId="user-dupes"
      empty={own ? 'You have not suggested a dupe yet: use "Suggest a dupe" on a product page.' : 'No dupe suggestions yet.'}
    />
  );
}

export function ReactedDupes({ which, userId, own }: { which: 'like' | 'star'; userId: string; own: boolean }) {
  const query = useReactedDupes(which, userId);
  const verb = which === 'like' ? 'liked' : 'starred';
  return (
    <Suggestions
      query={query}
      label={which === 'like' ? 'Liked dupes' : 'Starred dupes'}
      testId={`${verb}-dupes`}
      empty={own ? `You have not ${verb} any dupe yet.` : `No ${verb} dupes to show.`}
    />
  );
}
