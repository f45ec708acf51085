// POST /inci/like | /inci/dislike {inci_id, action: 0|1} → reaction. Optimistic, rolled back on failure.
import { mutationOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InciDetail, InciReaction } from '@/types';
import { inciDetailQueryKey } from './get-inci-detail';
import { allUserInciReactionsQueryKey } from './user-reactions-key';

export type InciReactionCall = { kind: 'like' | 'dislike'; action: 0 | 1; optimistic: InciReaction };

export async function reactToInci(inciId: number, kind: 'like' | 'dislike', action: 0 | 1): Promise<InciReaction> {
  return api.post(`/inci/${kind}`, { inci_id: inciId, action });
}

export const reactInciMutationOptions = (inciId: number) =>
  mutationOptions({
    mutationKey: ['inci', 'react', inciId],
    mutationFn: ({ kind, action }: InciReactionCall) => reactToInci(inciId, kind, action),
  });

export function useReactToInci(uuid: string, inciId: number) {
  const queryClient = useQueryClient();
  const key = inciDetailQueryKey(uuid);
  const setReaction = (reaction: InciReaction) =>
    queryClient.setQueryData<InfiniteData<InciDetail>>(key, (old) =>
      old ? { ...old, pages: old.pages.map((p) => ({ ...p, reaction })) } : old,
    );
  return useMutation({
    ...reactInciMutationOptions(inciId),
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InfiniteData<InciDetail>>(key)?.pages[0]?.reaction;
      setReaction(optimistic);
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) setReaction(context.previous);
    },
    onSuccess: (reaction) => {
      if (reaction) setReaction(reaction);
      // the profile's liked/disliked ingredient lists change with it
      void queryClient.invalidateQueries({ queryKey: allUserInciReactionsQueryKey });
    },
  });
}
