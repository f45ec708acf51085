// A 1–5 star rating: shown (read-only, with its value for assistive technology) or chosen (a radio group).
import { useId } from 'react';

export function RatingStars({ value, max = 5, testId }: { value: number | null; max?: number; testId?: string }) {
  if (value === null || value === undefined) return null;
  const rounded = Math.round(value);
  return (
    <span className="rating-stars" role="img" aria-label={`${value} out of ${max} stars`} data-testid={testId}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rounded ? 'rating-stars__on' : 'rating-stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}

export function RatingInput({
  value,
  onChange,
  label = 'Rating',
  error,
  max = 5,
}: {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  error?: string | null;
  max?: number;
}) {
  const name = useId();
  return (
    <fieldset className={`field rating-input${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="field__label">{label}</legend>
      <div className="rating-input__stars">
        {Array.from({ length: max }, (_, i) => {
          const n = i + 1;
          return (
            <label key={n} className={`rating-input__star${n <= value ? ' is-on' : ''}`}>
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={`${n} star${n === 1 ? '' : 's'}`}
              />
              <span aria-hidden="true">★</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={`${name}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
