import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUserInfo } from '../api/get-user-info';
import { displayName } from './profile-card';

/** Account facts of the signed-in user. */
export function AccountSummary({ userId }: { userId: string }) {
  const userQuery = useUserInfo(userId);
  if (userQuery.isPending) return <Spinner label="Loading your account…" />;
  const user = userQuery.data;
  if (!user) return <p className="muted">Your account could not be loaded.</p>;
  return (
    <div className="stack">
      <dl className="profile-facts">
        <div>
          <dt>E-mail</dt>
          <dd data-testid="account-email">{user.email}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{displayName(user)}</dd>
        </div>
        <div>
          <dt>Sign-in method</dt>
          <dd>{user.login_type === 'google' ? 'Google' : user.login_type === 'facebook' ? 'Facebook' : 'E-mail and password'}</dd>
        </div>
        <div>
          <dt>Collection</dt>
          <dd>{user.is_collection_private ? 'Private' : 'Public'}</dd>
        </div>
      </dl>
      <ul className="link-list">
        <li>
          <Link to={paths.userProfile.getHref(userId)}>View and edit my profile</Link>
        </li>
        <li>
          <Link to={paths.messages.getHref()}>Messages</Link>
        </li>
        <li>
          <Link to={paths.privacyPolicy.getHref()}>Privacy policy</Link>
        </li>
        <li>
          <Link to={paths.termsConditions.getHref()}>Terms and conditions</Link>
        </li>
      </ul>
    </div>
  );
}
