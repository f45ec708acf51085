// The profile photo: the app's one upload (lib/upload-image, POST {file host}/file/upload) under the profile's
// mutation key, which the profile form watches to hold Save while a photo is on its way.
import { useMutation } from '@tanstack/react-query';
import { uploadImageMutationOptions } from '@/lib/upload-image';

export const uploadAvatarMutationOptions = () => uploadImageMutationOptions(['users', 'upload-avatar']);

export function useUploadAvatar() {
  return useMutation(uploadAvatarMutationOptions());
}
