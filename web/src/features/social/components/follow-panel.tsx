// A member's follow box on their profile (spec §3 "Follow info"): follower and following counts, the
// follow/unfollow button for another signed-in member (and for a signed-out visitor, who is asked to sign in
// and, back here, follows: issue 21 §2), and the following/followers lists (paged; a short page marks a list
// all loaded, spec §4).
import '../social.css';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { flattenPages } from '@/lib/paging';
import { useResumeAction, useSignInPrompt } from '@/lib/sign-in-prompt';
import type { FollowMember } from '@/types';
import {
  useFollowerCount,
  useFollowingCount,
  useFollowingStatus,
  useFollowList,
  useSetFollowing,
  type FollowListKind,
} from '../api/follows';

/** Follow / Unfollow: shows the server's state and changes only when the server says so (spec §4). */
export function FollowButton({ viewerId, userId }: { viewerId: string; userId: string }) {
  const status = useFollowingStatus(viewerId, userId);
  const setFollowing = useSetFollowing(viewerId, userId);
  // back from signing in to follow this member: follow (following twice changes nothing)
  useResumeAction(followResumeKey(userId), () => setFollowing.mutate(true));
  if (status.isPending) return null;
  const following = status.data?.isFollowing ?? false;
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      busy={setFollowing.isPending}
      aria-pressed={following}
      data-testid="follow-button"
      onClick={() => setFollowing.mutate(!following)}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}

const followResumeKey = (userId: string) => `follow:${userId}`;

/** Follow, for a signed-out visitor: asks them to sign in, and they follow on their return. */
function SignedOutFollowButton({ userId }: { userId: string }) {
  const askToSignIn = useSignInPrompt();
  return (
    <Button variant="primary" data-testid="follow-button" onClick={() => askToSignIn('Sign in to follow this member.', { key: followResumeKey(userId) })}>
      Follow
    </Button>
  );
}

function MemberRow({ member }: { member: FollowMember }) {
  const name = member.nickname || `Member ${member.user_id}`;
  return (
    <Link to={paths.userProfile.getHref(member.user_id)} className="row row--middle follow-member" data-testid="follow-member">
      <Avatar src={member.avatar || null} name={name} size={28} className="avatar--xs" />
      <span>{name}</span>
    </Link>
  );
}

function FollowList({ which, userId }: { which: FollowListKind; userId: string }) {
  const query = useFollowList(which, userId);
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), (m) => m.user_id), [query.data]);
  const label = which === 'following' ? 'Following' : 'Followers';
  return (
    <LoadMoreList
      query={query}
      items={items}
      getKey={(m) => m.user_id}
      renderItem={(m) => <MemberRow member={m} />}
      label={label}
      empty={which === 'following' ? 'Not following anyone yet.' : 'No followers yet.'}
      testId={`${which}-list`}
    />
  );
}

export function FollowPanel({ userId }: { userId: string }) {
  const { isLoggedIn, userId: viewerId } = useAuth();
  const followers = useFollowerCount(userId);
  const following = useFollowingCount(userId);
  const count = (n: number | undefined, noun: string) =>
    n === undefined ? `… ${noun}s` : `${n} ${noun}${n === 1 ? '' : 's'}`;
  return (
    <section className="profile-lists follow-panel" aria-labelledby="follow-title">
      <div className="row row--middle" style={{ gap: '1rem', flexWrap: 'wrap' }}>
        <h2 id="follow-title">Connections</h2>
        <span data-testid="follower-count">{count(followers.data?.follower_count, 'follower')}</span>
        <span data-testid="following-count">{following.data ? `${following.data.following_count} following` : '… following'}</span>
        {!isLoggedIn || !viewerId ? (
          <SignedOutFollowButton userId={userId} />
        ) : viewerId !== userId ? (
          <FollowButton viewerId={viewerId} userId={userId} />
        ) : null}
      </div>
      <Tabs
        label="Connections"
        testId="follow-lists"
        items={[
          { id: 'followers', label: 'Followers', panel: <FollowList which="followers" userId={userId} /> },
          { id: 'following', label: 'Following', panel: <FollowList which="following" userId={userId} /> },
        ]}
      />
    </section>
  );
}
