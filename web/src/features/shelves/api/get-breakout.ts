// GET /product/shelf/breakout (the signed-in member's own shelves) → the ingredients common to the
// products on their "broke me out" shelves and absent from "works for me", with counts and the products
// as evidence: a hint, never a diagnosis.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Breakout } from '@/types';
import { shelvesQueryKey } from './keys';

export async function getBreakout(signal?: AbortSignal): Promise<Breakout> {
  return api.get('/product/shelf/breakout', undefined, { signal, routeFailures: false });
}

export const breakoutQueryOptions = () => queryOptions({ queryKey: [...shelvesQueryKey, 'breakout'], queryFn: ({ signal }) => getBreakout(signal) });

export function useBreakout() {
  return useQuery(breakoutQueryOptions());
}
