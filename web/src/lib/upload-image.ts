// POST {file host}/file/upload — multipart, one field `file` (spec §7) → {status, code: 1, data: {url,
// file_id, …}}. Member content (reviews, feedback, dupes) keeps the file ids (never arbitrary URLs).
// 413/415 are shown beside the picker.
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';
import { ApiError } from './api-errors';

/** The file host's answer. Hand-written: the file host is not part of the API's OpenAPI document. */
export type UploadedImage = { url: string; file_id: number; width: number; height: number };

export const UPLOAD_HANDLED_STATUSES = [413, 415] as const;

export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const envelope = await api.envelope.upload<UploadedImage>('/file/upload', form, { signal, handledStatuses: UPLOAD_HANDLED_STATUSES });
  const code = (envelope as { code?: unknown }).code;
  const uploaded = envelope.data;
  if (String(code) !== '1' || !uploaded?.url || !uploaded.file_id) {
    throw new ApiError(envelope.msg || 'The photo could not be uploaded.', 200, envelope, null);
  }
  return uploaded;
}

export function useUploadImage() {
  return useMutation({ mutationKey: ['files', 'upload-image'], mutationFn: (file: File) => uploadImage(file) });
}
