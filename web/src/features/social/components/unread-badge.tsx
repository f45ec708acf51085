// The header's messages link with the unread count (polled every minute while signed in).
import '../social.css';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useUnreadCount } from '../api/notifications';

export function UnreadBadge() {
  const { isLoggedIn } = useAuth();
  const { data } = useUnreadCount(isLoggedIn);
  if (!isLoggedIn) return null;
  const unread = data?.unread_count ?? 0;
  return (
    <Link
      to={paths.messages.getHref()}
      className="btn btn--ghost unread-badge"
      data-testid="messages-link"
      aria-label={unread ? `Messages, ${unread} unread` : 'Messages'}
    >
      ✉{unread ? <span className="badge" data-testid="unread-count">{unread > 99 ? '99+' : unread}</span> : null}
    </Link>
  );
}
