// Client-side checks of a profile photo before it is sent to the file host. The host checks again
// (413 too large, 415 not an accepted image) and its message is shown the same way.
import { IMAGE_UPLOAD } from '@/config/constants';

const EXTENSION_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const AVATAR_MESSAGES = {
  empty: 'That file is empty. Choose a JPEG, PNG or WebP image.',
  type: 'That file is not an image we accept: use a JPEG, PNG or WebP.',
  size: `That file is too large (at most ${IMAGE_UPLOAD.maxBytes / (1024 * 1024)} MB).`,
} as const;

/** The file's image type: its MIME type, or (when the browser gives none) its extension's. */
export function imageTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[ext] ?? '';
}

/** null when the file may be uploaded, else the message to show beside the picker. */
export function checkAvatarFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(IMAGE_UPLOAD.types as readonly string[]).includes(imageTypeOf(file))) return AVATAR_MESSAGES.type;
  if (file.size === 0) return AVATAR_MESSAGES.empty;
  if (file.size > IMAGE_UPLOAD.maxBytes) return AVATAR_MESSAGES.size;
  return null;
}
