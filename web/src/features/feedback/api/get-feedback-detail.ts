// GET /product/feedback/detail?feedback_id → the post (404, routed to /404, when it is private or not yet
// accepted and not yours).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Feedback } from '@/types';
import { feedbackDetailQueryKey } from './keys';

export async function getFeedbackDetail(feedbackId: number, signal?: AbortSignal): Promise<Feedback> {
  return api.get('/product/feedback/detail', { feedback_id: feedbackId }, { signal });
}

export const feedbackDetailQueryOptions = (feedbackId: number) =>
  queryOptions({ queryKey: feedbackDetailQueryKey(feedbackId), queryFn: ({ signal }) => getFeedbackDetail(feedbackId, signal) });

export function useFeedbackDetail(feedbackId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...feedbackDetailQueryOptions(feedbackId), enabled: options.enabled ?? true });
}
