// GET /browse/followed_users_content?page_no&page_num → the public posts of the members I follow, newest
// first. Its page advances only while the answer says hasMore (spec §4), size 10 (spec §9).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';

export const followedContentQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['browse', 'followed-content', userId],
    queryFn: ({ pageParam, signal }) =>
      api.get(
        '/browse/followed_users_content',
        { page_no: pageParam, page_num: PAGE_SIZE.followedContent },
        { signal, routeFailures: false },
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => (last.hasMore ? lastPageParam + 1 : undefined),
  });

export const useFollowedContent = (userId: string) => useInfiniteQuery(followedContentQueryOptions(userId));
