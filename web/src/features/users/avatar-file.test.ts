import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD } from '@/config/constants';
import { AVATAR_MESSAGES, checkAvatarFile, imageTypeOf } from './avatar-file';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('profile photo checks', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(checkAvatarFile(file('me.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(checkAvatarFile(file('me.png', 'image/png', IMAGE_UPLOAD.maxBytes))).toBeNull();
    expect(checkAvatarFile(file('me.webp', 'image/webp', 10))).toBeNull();
  });

  it('refuses other types with a clear message', () => {
    expect(checkAvatarFile(file('me.gif', 'image/gif', 10))).toBe(AVATAR_MESSAGES.type);
    expect(checkAvatarFile(file('notes.txt', 'text/plain', 10))).toBe(AVATAR_MESSAGES.type);
    expect(checkAvatarFile(file('me.svg', 'image/svg+xml', 10))).toBe(AVATAR_MESSAGES.type);
    expect(AVATAR_MESSAGES.type).toBe('That file is not an image we accept: use a JPEG, PNG or WebP.');
  });

  it('refuses files over 5 MB, and empty files', () => {
    expect(checkAvatarFile(file('big.jpg', 'image/jpeg', IMAGE_UPLOAD.maxBytes + 1))).toBe(AVATAR_MESSAGES.size);
    expect(AVATAR_MESSAGES.size).toBe('That file is too large (at most 5 MB).');
    expect(checkAvatarFile(file('empty.png', 'image/png', 0))).toBe(AVATAR_MESSAGES.empty);
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(imageTypeOf(file('ME.JPEG', '', 1))).toBe('image/jpeg');
    expect(checkAvatarFile(file('me.webp', '', 10))).toBeNull();
    expect(checkAvatarFile(file('me', '', 10))).toBe(AVATAR_MESSAGES.type);
  });
});
