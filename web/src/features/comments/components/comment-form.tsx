// The comment (or reply) form of a thread: its text, the limit, and the message when posting fails.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { formErrorsFrom } from '@/lib/api-errors';

export const MAX_LENGTH = 2000;

export function CommentForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
  testId,
  initialText = '',
  initialError = null,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId: string;
  initialText?: string;
  initialError?: string | null;
}) {
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setBusy(true);
    setError(null);
    try {
      const posted = await onSubmit(value);
      if (posted === SENT_TO_SIGN_IN) return;
      setText('');
      onCancel?.();
    } catch (failure) {
      setError(commentError(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="comment-form" onSubmit={submit} data-testid={testId}>
      <label className="visually-hidden" htmlFor={`${testId}-text`}>
        {label}
      </label>
      <textarea
        id={`${testId}-text`}
        className="input input--textarea"
        rows={2}
        maxLength={MAX_LENGTH}
        placeholder={label}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? <FormMessage testId={`${testId}-error`}>{error}</FormMessage> : null}
      <div className="row">
        <Button type="submit" busy={busy} disabled={!text.trim()}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export const SENT_TO_SIGN_IN = Symbol('sent to sign in');

export function commentError(failure: unknown): string {
  const { fields, form } = formErrorsFrom(failure);
  return fields.comment ?? Object.values(fields)[0] ?? form ?? 'Your comment could not be posted.';
}
