// A 1–5 star rating: shown (read-only, with its value for assistive technology, to the half star) or chosen.
// Choosing is a group of radios, one per value the API takes (1, 1.5 … 5 for a product rating; whole stars for a
// review): each star is two tap targets (its left half is the half star), the arrow keys step through the values,
// Home/End go to either end, and a screen reader reads the chosen value ("3.5 stars").
import './rating-stars.css';
import { useId, useRef, type KeyboardEvent } from 'react';

const STARS = [1, 2, 3, 4, 5];

/** "1 star", "3.5 stars". */
export function starsLabel(value: number): string {
  return `${value} star${value === 1 ? '' : 's'}`;
}

/** How much of star `n` (1-based) a value fills: 0, 0.5 or 1 (the value taken to the nearest half). */
function fillOf(value: number, n: number): number {
  const halves = Math.round(value * 2) / 2;
  return Math.min(1, Math.max(0, halves - (n - 1)));
}

function Star({ fill }: { fill: number }) {
  return <span aria-hidden="true" className="rating-star" style={{ '--fill': `${fill * 100}%` } as React.CSSProperties} />;
}

export function RatingStars({ value, max = 5, testId }: { value: number | null; max?: number; testId?: string }) {
  if (value === null || value === undefined) return null;
  const spoken = Math.round(value * 10) / 10;
  return (
    <span className="rating-stars" role="img" aria-label={`${spoken} out of ${max} stars`} data-testid={testId}>
      {STARS.slice(0, max).map((n) => (
        <Star key={n} fill={fillOf(value, n)} />
      ))}
    </span>
  );
}

/** The values a member can give: whole stars, or half stars from 1 (the API takes 1 to 5 in steps of 0.5). */
export function ratingValues(step: 0.5 | 1, max = 5): number[] {
  const values: number[] = [];
  for (let v = 1; v <= max; v += step) values.push(v);
  return values;
}

/** The value an arrow, Home or End key moves to from `from` (the chosen value, else the focused star's), or null
 * for other keys. */
export function steppedValue(values: readonly number[], from: number, key: string): number | null {
  const at = Math.max(0, values.indexOf(from));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return values[Math.min(values.length - 1, at + 1)];
    case 'ArrowLeft':
    case 'ArrowDown':
      return values[Math.max(0, at - 1)];
    case 'Home':
      return values[0];
    case 'End':
      return values[values.length - 1];
    default:
      return null;
  }
}

export function RatingInput({
  value,
  onChange,
  label = 'Rating',
  error,
  max = 5,
  step = 1,
}: {
  /** 0: not rated yet. */
  value: number;
  onChange: (value: number) => void;
  label?: string;
  error?: string | null;
  max?: number;
  /** 0.5 lets members give half stars. */
  step?: 0.5 | 1;
}) {
  const name = useId();
  const values = ratingValues(step, max);
  const radios = useRef(new Map<number, HTMLInputElement>());

  // The browser's own arrow keys would also move through the group, but jsdom and some screen-reader modes do not;
  // one handler keeps every way the same.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = steppedValue(values, value > 0 ? value : Number(event.currentTarget.value), event.key);
    if (next === null) return;
    event.preventDefault();
    if (next !== value) onChange(next);
    radios.current.get(next)?.focus();
  };

  const radio = (v: number, part: 'whole' | 'left' | 'right') => (
    <label key={`${v}-${part}`} className={`rating-input__hit rating-input__hit--${part}`}>
      <input
        ref={(el) => {
          if (el) radios.current.set(v, el);
          else radios.current.delete(v);
        }}
        type="radio"
        className="visually-hidden"
        name={name}
        value={v}
        checked={value === v}
        onChange={() => onChange(v)}
        onKeyDown={onKeyDown}
        aria-label={starsLabel(v)}
      />
    </label>
  );

  return (
    <fieldset className={`field rating-input${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="field__label">{label}</legend>
      <div className="rating-input__row">
        <div className="rating-input__stars">
          {STARS.slice(0, max).map((n) => {
            const half = n - 0.5;
            const hasHalf = step === 0.5 && values.includes(half);
            return (
              <span key={n} className={`rating-input__star${fillOf(value, n) > 0 ? ' is-on' : ''}`}>
                <Star fill={fillOf(value, n)} />
                {hasHalf ? [radio(half, 'left'), radio(n, 'right')] : radio(n, 'whole')}
              </span>
            );
          })}
        </div>
        <span className="rating-input__value muted" aria-hidden="true" data-testid="rating-input-value">
          {value > 0 ? `${value} / ${max}` : 'Not rated'}
        </span>
      </div>
      {error ? (
        <p className="field__error" id={`${name}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
