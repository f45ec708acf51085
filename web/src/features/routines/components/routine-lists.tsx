// A member's routines and the routines they liked or starred: the profile's sub-lists (spec §2), paged
// by spec §4. Private routines appear only to their author (the API decides).
import '../routines.css';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import type { Page, Routine } from '@/types';
import { useReactedRoutines } from '../api/get-reacted-routines';
import { useUserRoutines } from '../api/get-user-routines';
import { RoutineCard } from './routine-card';

type Query = ReturnType<typeof useUserRoutines>;

function Routines({ query, label, testId, empty }: { query: Query; label: string; testId: string; empty: ReactNode }) {
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p: Page<Routine>) => p.items), (r) => r.routine_id), [query.data]);
  return (
    <LoadMoreList
      query={query}
      items={items}
      getKey={(r) => r.routine_id}
      renderItem={(routine) => <RoutineCard routine={routine} />}
      label={label}
      testId={testId}
      className="routine-list"
      empty={empty}
    />
  );
}

export function UserRoutines({ userId, own }: { userId: string; own: boolean }) {
  const query = useUserRoutines(userId);
  return (
    <Routines
      query={query}
      label={own ? 'My routines' : 'Routines'}
      testId="user-routines"
      empty={
        own ? (
          <>
            You have no routine yet. <Link to={paths.modifyRoutineNew.getHref()}>Make one</Link>
          </>
        ) : (
          'No routines yet.'
        )
      }
    />
  );
}

export function ReactedRoutines({ which, userId, own }: { which: 'like' | 'star'; userId: string; own: boolean }) {
  const query = useReactedRoutines(which, userId);
  const verb = which === 'like' ? 'liked' : 'starred';
  return (
    <Routines
      query={query}
      label={which === 'like' ? 'Liked routines' : 'Starred routines'}
      testId={`${verb}-routines`}
      empty={own ? `You have not ${verb} any routine yet.` : `No ${verb} routines to show.`}
    />
  );
}
