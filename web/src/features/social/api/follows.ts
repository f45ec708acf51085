// Follows (spec §7): GET /user/following_status?user_id&followed_id, POST /user/follow and /user/unfollow
// {user_id}, GET /user/follower_count and /user/following_count?user_id, GET /user/following_list and
// /user/follower_list?user_id&page_no&page_num (a short page marks the list all loaded, spec §4).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FIRST_PAGE, PROFILE_LIST_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/paging';

export const followKeys = {
  all: ['follows'] as const,
  status: (userId: string, followedId: string) => ['follows', 'status', userId, followedId] as const,
  followerCount: (userId: string) => ['follows', 'follower-count', userId] as const,
  followingCount: (userId: string) => ['follows', 'following-count', userId] as const,
  list: (which: FollowListKind, userId: string) => ['follows', 'list', which, userId] as const,
};

export type FollowListKind = 'following' | 'followers';
const quiet = { routeFailures: false } as const; // a profile still shows when these fail

export const followingStatusQueryOptions = (userId: string, followedId: string) =>
  queryOptions({
    queryKey: followKeys.status(userId, followedId),
    queryFn: ({ signal }) =>
      api.get('/user/following_status', { user_id: Number(userId), followed_id: Number(followedId) }, { signal, ...quiet }),
  });

export const followerCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: followKeys.followerCount(userId),
    queryFn: ({ signal }) => api.get('/user/follower_count', { user_id: Number(userId) }, { signal, ...quiet }),
  });

export const followingCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: followKeys.followingCount(userId),
    queryFn: ({ signal }) => api.get('/user/following_count', { user_id: Number(userId) }, { signal, ...quiet }),
  });

const LIST_PATH = { following: '/user/following_list', followers: '/user/follower_list' } as const;

export const followListQueryOptions = (which: FollowListKind, userId: string) =>
  infiniteQueryOptions({
    queryKey: followKeys.list(which, userId),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        LIST_PATH[which],
        { user_id: Number(userId), page_no: pageParam, page_num: PROFILE_LIST_PAGE_SIZE },
        { signal, ...quiet },
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => nextPageParam(last.items, PROFILE_LIST_PAGE_SIZE, lastPageParam),
  });

export const useFollowingStatus = (userId: string, followedId: string, enabled = true) =>
  useQuery({ ...followingStatusQueryOptions(userId, followedId), enabled });
export const useFollowerCount = (userId: string) => useQuery(followerCountQueryOptions(userId));
export const useFollowingCount = (userId: string) => useQuery(followingCountQueryOptions(userId));
export const useFollowList = (which: FollowListKind, userId: string) => useInfiniteQuery(followListQueryOptions(which, userId));

/**
 * Follow (`follow: true`) or unfollow a member. The button's state changes only on the server's success
 * (spec §4 "Follow"): the answer becomes the status, then counts and lists are refetched.
 */
export function useSetFollowing(viewerId: string, followedId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['follows', 'set', followedId],
    mutationFn: (follow: boolean) =>
      api.post(follow ? '/user/follow' : '/user/unfollow', { user_id: Number(followedId) }),
    onSuccess: (state) => {
      queryClient.setQueryData(followKeys.status(viewerId, followedId), state);
      queryClient.setQueryData(followKeys.followerCount(followedId), { user_id: Number(followedId), follower_count: state.follower_count });
      void queryClient.invalidateQueries({ queryKey: followKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['browse', 'followed-content'] });
    },
  });
}
