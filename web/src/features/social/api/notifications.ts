// Notifications (spec §7 "Other"): GET /notification/msg_list (sent with the Authorization header, see
// BEARER_PATHS), GET /notification/unread_count (the header badge polls it), POST /notification/mark_read
// {notification_id} or {all: true} (status 0 = read); GET /user/notification_states and POST
// /user/notification_settings {notification_type, is_enabled}.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { FIRST_PAGE } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { NotificationItem, NotificationStates, NotificationType, Page } from '@/types';

export const MESSAGES_PAGE_SIZE = 20;
/** How often the header asks for the unread count (ms): modest, and only while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
  states: ['notifications', 'states'] as const,
};

const emptyPage = (pageNo: number): Page<NotificationItem> => ({
  items: [], page_no: pageNo, page_num: MESSAGES_PAGE_SIZE, total_count: 0, hasMore: false,
});

export const messagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    // A failed fetch shows an empty list (spec §8 "failed notification fetch").
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await api.get(
          '/notification/msg_list',
          { page_no: pageParam, page_num: MESSAGES_PAGE_SIZE },
          { signal, routeFailures: false },
        );
      } catch (failure) {
        if (signal.aborted) throw failure;
        return emptyPage(pageParam);
      }
    },
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, lastPageParam) => (last.hasMore ? lastPageParam + 1 : undefined),
  });

export const useMessages = () => useInfiniteQuery(messagesQueryOptions());

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api.get('/notification/unread_count', undefined, { signal, routeFailures: false }),
    refetchInterval: UNREAD_POLL_MS,
  });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQueryOptions(), enabled });

/** Mark one message (`id`) or all (`'all'`) read; on success the matching messages' status becomes 0 (spec §4). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'mark-read'],
    mutationFn: (which: number | 'all') =>
      api.post('/notification/mark_read', which === 'all' ? { all: true } : { all: false, notification_id: which }),
    onSuccess: (result, which) => {
      queryClient.setQueryData(notificationKeys.unread, { unread_count: result.unread_count });
      queryClient.setQueryData<InfiniteData<Page<NotificationItem>>>(notificationKeys.list, (data) => {
        if (!data) return data;
        return {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            items: p.items.map((m) => (which === 'all' || m.notification_id === which ? { ...m, status: 0 } : m)),
          })),
        };
      });
    },
  });
}

export const notificationStatesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.states,
    queryFn: ({ signal }) => api.get('/user/notification_states', undefined, { signal, routeFailures: false }),
  });

export const useNotificationStates = () => useQuery(notificationStatesQueryOptions());

/** On success the changed setting is merged (spec §4 "Notification setting update"). */
export function useSetNotificationState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'setting'],
    mutationFn: (change: { notification_type: NotificationType; is_enabled: boolean }) =>
      api.post('/user/notification_settings', change),
    onSuccess: (_states, change) => {
      queryClient.setQueryData<NotificationStates>(notificationKeys.states, (old) =>
        old ? { ...old, [change.notification_type]: change.is_enabled } : old,
      );
    },
  });
}
