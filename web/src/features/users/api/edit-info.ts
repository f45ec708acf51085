// POST /user/edit_info {email, nickname, bio, skin_type, concerns, location, avatar,
// is_collection_private} (all optional; omitted = unchanged) → data: the updated user.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EditProfileInput, UserInfo } from '@/types';
import { headerUserInfoQueryKey, userInfoQueryKey } from './get-user-info';
import { publicInfoQueryKey } from './get-public-info';

export async function editUserInfo(input: EditProfileInput): Promise<UserInfo> {
  return api.post('/user/edit_info', input);
}

export const editUserInfoMutationOptions = () =>
  mutationOptions({
    mutationKey: ['users', 'edit-info'],
    mutationFn: editUserInfo,
  });

/** On success the returned user becomes the own profile (spec §4 "Profile update"). */
export function useEditUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    ...editUserInfoMutationOptions(),
    onSuccess: (user) => {
      if (!user) return;
      const id = String(user.user_id);
      queryClient.setQueryData(userInfoQueryKey(id), user);
      queryClient.setQueryData(headerUserInfoQueryKey(id), user); // the header's avatar follows at once
      void queryClient.invalidateQueries({ queryKey: publicInfoQueryKey(id) });
    },
  });
}
