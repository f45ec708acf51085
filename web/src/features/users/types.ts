export type PublicProfile = {
  user_id: string | number;
  nickname: string | null;
  bio: string | null;
  skin_type: string | null;
  concerns: string[];
  location: string | null;
  avatar: string | null;
  is_collection_private: boolean;
  created_at: string | null;
};

export type UserInfo = PublicProfile & {
  email: string;
  login_type: string | null;
};

export type ProfileOption = { value: string; label: string };
export type ProfileOptions = { skin_types: ProfileOption[]; concerns: ProfileOption[] };

export type EditProfileInput = Partial<{
  email: string;
  nickname: string;
  bio: string;
  skin_type: string | null;
  concerns: string[];
  location: string;
  avatar: string;
  is_collection_private: boolean;
}>;
