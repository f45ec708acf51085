// POST {file host}/file/upload — multipart, one field `file` (spec §7) → {status, code: 1, data: {url,
// file_id, …}}: the one upload of the app (review and feedback photos, dupes, the profile photo).
// Member content keeps the file ids (never arbitrary URLs); the profile keeps the url.
// 413 (too large) and 415 (not an accepted image) are shown beside the picker, not routed to /error;
// 401 still signs out and goes to /signin (the client's rules).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from './api-client';
import { ApiError } from './api-errors';

/** The file host's answer. Hand-written: the file host is not part of the API's OpenAPI document. */
export type UploadedImage = { url: string; file_id: number; width: number; height: number };

/** Statuses of the file host the picker shows itself. */
export const UPLOAD_HANDLED_STATUSES = [413, 415] as const;

export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const envelope = await api.envelope.upload<UploadedImage>('/file/upload', form, { signal, handledStatuses: UPLOAD_HANDLED_STATUSES });
  // spec §7: code 1 means success; the file host always answers the url and the file id with it.
  const code = (envelope as { code?: unknown }).code;
  const uploaded = envelope.data;
  if (String(code) !== '1' || !uploaded?.url || !uploaded.file_id) {
    throw new ApiError(envelope.msg || 'The photo could not be uploaded.', 200, envelope, null);
  }
  return uploaded;
}

/** The upload as a mutation; `mutationKey` names what it is for (a screen may watch it with useIsMutating). */
export const uploadImageMutationOptions = (mutationKey: readonly unknown[] = ['files', 'upload-image']) =>
  mutationOptions({ mutationKey, mutationFn: (file: File) => uploadImage(file) });

export function useUploadImage() {
  return useMutation(uploadImageMutationOptions());
}
