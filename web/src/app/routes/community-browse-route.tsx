// The browse screens of members' reviews and routines, composed with who is looking: their city (the header's copy
// of their account, for "members near me") and the skin type and concern choices.
import { useQuery } from '@tanstack/react-query';
import { CommunityBrowse, type Viewer } from '@/features/community/components/community-browse';
import type { BrowseKind } from '@/features/community/browse-filters';
import { DEFAULT_PROFILE_OPTIONS, useProfileOptions } from '@/features/users/api/get-profile-options';
import { headerUserInfoQueryOptions } from '@/features/users/api/get-user-info';
import { useAuth } from '@/lib/auth-store';

export function CommunityBrowseRoute({ kind }: { kind: BrowseKind }) {
  const { isLoggedIn, userId } = useAuth();
  const member = useQuery({ ...headerUserInfoQueryOptions(userId ?? ''), enabled: Boolean(isLoggedIn && userId) });
  const options = useProfileOptions().data ?? DEFAULT_PROFILE_OPTIONS;
  const viewer: Viewer =
    !isLoggedIn || !userId
      ? { state: 'signed-out' }
      : member.isPending
        ? { state: 'loading' }
        : { state: 'member', userId, city: member.data?.city?.label ?? null };
  return <CommunityBrowse kind={kind} viewer={viewer} labels={{ skinTypes: options.skin_types, concerns: options.concerns }} />;
}
