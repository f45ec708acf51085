import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { labelFor } from '../api/get-profile-options';
import type { ProfileOptions, PublicProfile } from '@/types';

export function displayName(profile: Pick<PublicProfile, 'nickname' | 'user_id'>): string {
  return profile.nickname?.trim() || `Member ${profile.user_id}`;
}

function memberSince(createdAt: string | null): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long' });
}

/** The member's city ("Lyon, FR"), else what an older profile wrote as its location. */
function whereFrom(profile: PublicProfile): string {
  return profile.city?.label || profile.location;
}

export function ProfileCard({ profile, options, actions }: { profile: PublicProfile; options: ProfileOptions; actions?: ReactNode }) {
  const name = displayName(profile);
  const since = memberSince(profile.created_at);
  const skinType = labelFor(options.skin_types, profile.skin_type);
  return (
    <article className="profile-card" data-testid="profile-card">
      <div className="profile-card__head">
        <Avatar src={profile.avatar} name={name} alt={profile.avatar ? `${name}'s profile photo` : ''} testId="profile-avatar" />
        <div className="profile-card__title">
          <h1 data-testid="profile-nickname">{name}</h1>
          <p className="muted">
            {[whereFrom(profile), since ? `Member since ${since}` : null].filter(Boolean).join(' · ') || 'Glowdex member'}
          </p>
        </div>
        {actions ? <div className="profile-card__actions">{actions}</div> : null}
      </div>
      {profile.bio ? (
        <p className="profile-card__bio" data-testid="profile-bio">
          {profile.bio}
        </p>
      ) : null}
      <dl className="profile-facts">
        <div>
          <dt>Skin type</dt>
          <dd data-testid="profile-skin-type">{skinType || 'Not set'}</dd>
        </div>
        <div>
          <dt>Concerns</dt>
          <dd data-testid="profile-concerns">
            {profile.concerns?.length ? (
              <ul className="tag-list">
                {profile.concerns.map((concern) => (
                  <li key={concern} className="tag">
                    {labelFor(options.concerns, concern)}
                  </li>
                ))}
              </ul>
            ) : (
              'Not set'
            )}
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd data-testid="profile-location">{whereFrom(profile) || 'Not set'}</dd>
        </div>
        <div>
          <dt>Collection</dt>
          <dd data-testid="profile-collection">{profile.is_collection_private ? 'Private' : 'Public'}</dd>
        </div>
      </dl>
    </article>
  );
}
