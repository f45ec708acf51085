import type { EditProfileInput, UserInfo } from '@/types';

// The choices come from GET /user/profile_options (the server's list wins); the API validates them.
type SkinType = NonNullable<EditProfileInput['skin_type']>;
type Concern = NonNullable<EditProfileInput['concerns']>[number];

export type ProfileFormValues = {
  nickname: string;
  bio: string;
  skin_type: string;
  concerns: string[];
  location: string;
  /** The chosen GeoNames city (`/city/search`, `/city/info`); the API makes `location` its label. */
  city: { city_id: number; label: string } | null;
  is_collection_private: boolean;
  /** The uploaded photo's url (spec §4: an upload's url goes into the profile edit data). */
  avatar: string;
};

export function formValuesFrom(user: UserInfo): ProfileFormValues {
  return {
    nickname: user.nickname ?? '',
    bio: user.bio ?? '',
    skin_type: user.skin_type ?? '',
    concerns: [...(user.concerns ?? [])],
    location: user.location ?? '',
    city: user.city ? { city_id: user.city.city_id, label: user.city.label } : null,
    is_collection_private: Boolean(user.is_collection_private),
    avatar: user.avatar ?? '',
  };
}

/** Only what changed (the API leaves omitted fields unchanged). An emptied skin type or city is sent as null. */
export function editPayload(before: ProfileFormValues, after: ProfileFormValues): EditProfileInput {
  const payload: EditProfileInput = {};
  if (after.nickname.trim() !== before.nickname) payload.nickname = after.nickname.trim();
  if (after.bio.trim() !== before.bio) payload.bio = after.bio.trim();
  if (after.skin_type !== before.skin_type) payload.skin_type = (after.skin_type || null) as SkinType | null;
  const sortedBefore = [...before.concerns].sort().join(',');
  const sortedAfter = [...after.concerns].sort().join(',');
  if (sortedBefore !== sortedAfter) payload.concerns = [...after.concerns] as Concern[];
  if (after.location.trim() !== before.location) payload.location = after.location.trim();
  if ((after.city?.city_id ?? null) !== (before.city?.city_id ?? null)) payload.city_id = after.city?.city_id ?? null;
  if (after.is_collection_private !== before.is_collection_private) payload.is_collection_private = after.is_collection_private;
  if (after.avatar && after.avatar !== before.avatar) payload.avatar = after.avatar;
  return payload;
}
