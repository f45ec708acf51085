import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { HeldNotice } from '@/components/ui/held-notice';
import { Spinner } from '@/components/ui/spinner';
import { useAlert } from '@/lib/alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DEFAULT_PROFILE_OPTIONS, useProfileOptions } from '../api/get-profile-options';
import { useUserInfo } from '../api/get-user-info';
import { ProfileCard, displayName } from './profile-card';
import { ProfileEditForm } from './profile-edit-form';

/**
 * The signed-in user's own profile: their full record, editable. `children` are the private
 * sub-lists the route composes below the card (liked/disliked products and ingredients).
 */
export function OwnProfile({ userId, children }: { userId: string; children?: ReactNode }) {
  const userQuery = useUserInfo(userId);
  const optionsQuery = useProfileOptions();
  const options = optionsQuery.data ?? DEFAULT_PROFILE_OPTIONS;
  const [editing, setEditing] = useState(false);
  const { showAlert } = useAlert();
  useDocumentTitle(userQuery.data ? displayName(userQuery.data) : 'My profile');

  if (userQuery.isPending) return <Spinner label="Loading your profile…" />;
  if (!userQuery.data) return <p className="muted">Your profile could not be loaded.</p>;

  return (
    <div className="stack">
      <ProfileCard
        profile={userQuery.data}
        options={options}
        actions={
          editing ? null : (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit profile
            </Button>
          )
        }
      />
      <HeldNotice status={userQuery.data.bio_status} reason={userQuery.data.bio_held_reason} noun="bio" />
      {editing ? (
        <ProfileEditForm
          user={userQuery.data}
          options={options}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            showAlert('Profile saved.', 'success');
          }}
        />
      ) : null}
      {children}
    </div>
  );
}
