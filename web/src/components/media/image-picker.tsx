// Photos of member content (reviews, feedback, dupe suggestions): each chosen file is checked (type,
// size), uploaded to the file host and kept by its file id; shown as thumbnails that can be taken off
// again. At most `max`.
import { useId, useState, type ChangeEvent } from 'react';
import { IMAGE_UPLOAD } from '@/config/constants';
import { ApiError } from '@/lib/api-errors';
import { useUploadImage } from '@/lib/upload-image';

/** A photo chosen for a draft: its file-host id and where it shows. */
export type DraftImage = { file_id: number; url: string };

const UPLOAD_FAILED = 'The photo could not be uploaded. Please try again.';

export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type || ({ jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as Record<string, string>)[ext] || '';
  if (!(IMAGE_UPLOAD.types as readonly string[]).includes(type)) return `${file.name}: use a JPEG, PNG or WebP image.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > IMAGE_UPLOAD.maxBytes) return `${file.name} is too large (at most ${IMAGE_UPLOAD.maxBytes / (1024 * 1024)} MB).`;
  return null;
}

export function ImagePicker({
  images,
  onChange,
  max,
  label = 'Photos',
}: {
  images: DraftImage[];
  onChange: (images: DraftImage[]) => void;
  max: number;
  label?: string;
}) {
  const inputId = useId();
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(0);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    setError(null);
    const room = max - images.length;
    if (files.length > room) setError(`At most ${max} photos.`);
    let next = images;
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = checkImageFile(file);
      if (problem) {
        setError(problem);
        continue;
      }
      setBusy((n) => n + 1);
      try {
        const uploaded = await upload.mutateAsync(file);
        next = [...next, { file_id: uploaded.file_id, url: uploaded.url }];
        onChange(next);
      } catch (failure) {
        if (!(failure instanceof ApiError) || failure.routedTo === null) {
          setError(failure instanceof ApiError && failure.message ? failure.message : UPLOAD_FAILED);
        }
      } finally {
        setBusy((n) => n - 1);
      }
    }
  };

  return (
    <div className={`field${error ? ' field--invalid' : ''}`} data-testid="image-picker">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {images.length ? (
        <ul className="image-strip" aria-label="Chosen photos">
          {images.map((image, index) => (
            <li key={image.file_id} className="image-picker__item">
              <img src={image.url} alt={`Photo ${index + 1}`} data-testid="draft-image" />
              <button
                type="button"
                className="image-picker__remove"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => onChange(images.filter((i) => i.file_id !== image.file_id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        type="file"
        accept={IMAGE_UPLOAD.accept}
        multiple
        disabled={busy > 0 || images.length >= max}
        onChange={(event) => void onFiles(event)}
      />
      <p className="field__hint">
        Up to {max} photos, JPEG, PNG or WebP, {IMAGE_UPLOAD.maxBytes / (1024 * 1024)} MB each.
      </p>
      <div role="status" aria-live="polite" data-testid="image-status">
        {busy > 0 ? 'Uploading photo…' : null}
      </div>
      {error ? (
        <p className="field__error" role="alert" data-testid="image-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
