// The /messages screen: the member's notifications, newest first, each linking to what it is about;
// mark one or all read (status 0); the per-type notification settings.
import '../social.css';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import type { NotificationItem, NotificationType } from '@/types';
import { useMarkRead, useMessages, useNotificationStates, useSetNotificationState } from '../api/notifications';

/** Where a message leads: the item it is about, or the profile of the member who followed. */
export function notificationHref(message: Pick<NotificationItem, 'object_type' | 'object_id' | 'actor'>): string | null {
  const id = message.object_id;
  if (id === null || id === undefined) return null;
  switch (message.object_type) {
    case 'review':
      return paths.reviewDetail.getHref(id);
    case 'routine':
      return paths.routineDetail.getHref(id);
    case 'feedback':
      return paths.feedbackDetail.getHref(id);
    case 'dupe':
      return paths.userDupeDetail.getHref(id);
    case 'user':
      return paths.userProfile.getHref(id);
    case 'product':
      return paths.productDetail.getHref(id);
    default:
      return null;
  }
}

function Message({ message }: { message: NotificationItem }) {
  const markRead = useMarkRead();
  const unread = message.status !== 0;
  const href = notificationHref(message);
  // A moderator's verdict on her own submission is a whole sentence, from no member.
  const verdict = message.notification_type.startsWith('submission_');
  const who = message.actor?.nickname ?? 'A former member';
  const text = verdict ? message.text : `${who} ${message.text}`;
  return (
    <div className={`notification${unread ? ' notification--unread' : ''}`} data-testid="notification" data-status={message.status}>
      {href ? (
        <Link to={href} onClick={() => unread && markRead.mutate(message.notification_id)}>
          {text}
        </Link>
      ) : (
        <span>{text}</span>
      )}
      <span className="muted"> · {new Date(message.created_at).toLocaleString()}</span>
      {unread ? (
        <Button variant="ghost" busy={markRead.isPending} onClick={() => markRead.mutate(message.notification_id)}>
          Mark read
        </Button>
      ) : null}
    </div>
  );
}

const SETTING_LABELS: Record<NotificationType, string> = {
  follow: 'Someone follows me',
  like: 'Someone likes my posts or comments',
  star: 'Someone stars my posts',
  comment: 'Someone comments on my posts',
  reply: 'Someone replies to my comments',
};

function NotificationSettings() {
  const states = useNotificationStates();
  const setState = useSetNotificationState();
  if (!states.data) return null;
  const data = states.data;
  return (
    <fieldset className="stack notification-settings" data-testid="notification-settings">
      <legend>Tell me when</legend>
      {(Object.keys(SETTING_LABELS) as NotificationType[]).map((type) => (
        <label key={type} className="row row--middle" style={{ gap: '0.4rem' }}>
          <input
            type="checkbox"
            checked={data[type] ?? true}
            disabled={setState.isPending}
            onChange={(event) => setState.mutate({ notification_type: type, is_enabled: event.target.checked })}
          />
          {SETTING_LABELS[type]}
        </label>
      ))}
    </fieldset>
  );
}

export function MessagesView() {
  const query = useMessages();
  const markRead = useMarkRead();
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), (m) => m.notification_id), [query.data]);
  const anyUnread = items.some((m) => m.status !== 0);
  return (
    <div className="stack">
      <div className="row row--middle" style={{ justifyContent: 'space-between' }}>
        <h1>Messages</h1>
        {anyUnread ? (
          <Button variant="secondary" busy={markRead.isPending} onClick={() => markRead.mutate('all')}>
            Mark all read
          </Button>
        ) : null}
      </div>
      <LoadMoreList
        query={query}
        items={items}
        getKey={(m) => m.notification_id}
        renderItem={(m) => <Message message={m} />}
        label="Messages"
        empty="No messages yet. When someone follows you, likes or comments on your posts, you will hear it here."
        testId="messages"
      />
      <NotificationSettings />
    </div>
  );
}
