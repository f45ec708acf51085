// Profile photo picker: checks the file (type, size) before sending it, uploads it to the file host
// with a progress state, previews it, then hands the url to the profile form (saved with the profile).
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { IMAGE_UPLOAD } from '@/config/constants';
import { ApiError } from '@/lib/api-errors';
import { useUploadAvatar } from '../api/upload-avatar';
import { checkAvatarFile } from '../avatar-file';

const UPLOAD_FAILED = 'The photo could not be uploaded. Please try again.';

type Props = {
  /** The url the form holds now (saved avatar or a fresh upload). */
  value: string;
  name: string;
  onUploaded: (url: string) => void;
};

function objectUrlFor(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

export function AvatarPicker({ value, name, onUploaded }: Props) {
  const inputId = useId();
  const upload = useUploadAvatar();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);

  // An object URL lives until it is replaced or the picker goes away.
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL?.(localPreview);
  }, [localPreview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new choice
    if (!file) return;
    setUploaded(false);
    const problem = checkAvatarFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setLocalPreview(objectUrlFor(file));
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        setUploaded(true);
        onUploaded(url);
      },
      onError: (failure) => {
        setLocalPreview(null);
        // Routed failures (401 → /signin, 5xx → /error) already took the member elsewhere.
        if (failure instanceof ApiError) {
          if (failure.routedTo === null) setError(failure.message || UPLOAD_FAILED);
        } else {
          setError(UPLOAD_FAILED);
        }
      },
    });
  };

  const busy = upload.isPending;
  const shown = busy ? localPreview ?? value : value || localPreview;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <div className={`field avatar-picker${error ? ' field--invalid' : ''}`} data-testid="avatar-picker">
      <label className="field__label" htmlFor={inputId}>
        Profile photo
      </label>
      <div className="avatar-picker__row">
        <Avatar src={shown || null} name={name} size={72} alt={shown ? 'Profile photo preview' : ''} testId="avatar-preview" />
        <div className="avatar-picker__controls">
          <input
            id={inputId}
            name="avatar"
            type="file"
            accept={IMAGE_UPLOAD.accept}
            className="avatar-picker__input"
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={onChange}
          />
          <p className="field__hint" id={hintId}>
            JPEG, PNG or WebP, up to {IMAGE_UPLOAD.maxBytes / (1024 * 1024)} MB.
          </p>
          <div role="status" aria-live="polite" className="avatar-picker__status" data-testid="avatar-status">
            {busy ? (
              <>
                <progress className="avatar-picker__progress" aria-label="Uploading profile photo" />
                <span>Uploading photo…</span>
              </>
            ) : uploaded ? (
              <span>Photo uploaded. Save your profile to keep it.</span>
            ) : null}
          </div>
          {error ? (
            <p className="field__error" id={errorId} role="alert" data-testid="avatar-error">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
