import { ReportButton } from '@/components/moderation/report-button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DEFAULT_PROFILE_OPTIONS, useProfileOptions } from '../api/get-profile-options';
import { usePublicInfo } from '../api/get-public-info';
import { ProfileCard, displayName } from './profile-card';

/** Anyone's public profile (no e-mail). */
export function PublicProfileView({ userId }: { userId: string }) {
  const profileQuery = usePublicInfo(userId);
  const optionsQuery = useProfileOptions();
  useDocumentTitle(profileQuery.data ? displayName(profileQuery.data) : 'Profile');

  if (profileQuery.isPending) return <Spinner label="Loading profile…" />;
  if (!profileQuery.data) return <p className="muted">This profile could not be loaded.</p>;
  return (
    <ProfileCard
      profile={profileQuery.data}
      options={optionsQuery.data ?? DEFAULT_PROFILE_OPTIONS}
      actions={<ReportButton kind="user" id={profileQuery.data.user_id} noun="profile" />}
    />
  );
}
