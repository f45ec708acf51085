// POST {file host}/file/upload — multipart, one field `file` (spec §7) → {status, code: 1, data: {url, …}}.
// 413 (too large) and 415 (not an accepted image) are shown beside the picker, not routed to /error;
// 401 still signs out and goes to /signin (the client's rules).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';

/** The file host's answer (spec §7). Hand-written: the file host is not part of the API's OpenAPI document. */
export type UploadedFile = { url: string; file_id: number; width: number; height: number };

/** Statuses of the file host the picker shows itself. */
export const UPLOAD_HANDLED_STATUSES = [413, 415] as const;

export async function uploadAvatar(file: File, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const envelope = await api.envelope.upload<UploadedFile>('/file/upload', form, { signal, handledStatuses: UPLOAD_HANDLED_STATUSES });
  // spec §7: code 1 means success; the url is what the profile stores.
  const code = (envelope as { code?: unknown }).code;
  const uploaded = envelope.data;
  if (String(code) !== '1' || !uploaded?.url) {
    throw new ApiError(envelope.msg || 'The photo could not be uploaded.', 200, envelope, null);
  }
  return uploaded;
}

export const uploadAvatarMutationOptions = () =>
  mutationOptions({
    mutationKey: ['users', 'upload-avatar'],
    mutationFn: (file: File) => uploadAvatar(file),
  });

export function useUploadAvatar() {
  return useMutation(uploadAvatarMutationOptions());
}
