import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
};

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <input
        id={fieldId}
        className={`input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, id, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <textarea
        id={fieldId}
        className="input input--textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...textarea}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | null;
  options: { value: string; label: string }[];
  placeholder?: string;
};

export function SelectField({ label, error, options, placeholder, id, ...select }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error}>
      <select
        id={fieldId}
        className="input input--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: ReactNode;
};

export function CheckboxField({ label, hint, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="field field--checkbox">
      <input id={fieldId} type="checkbox" className="checkbox" aria-describedby={hint ? `${fieldId}-hint` : undefined} {...input} />
      <label htmlFor={fieldId} className="field__label field__label--inline">
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${fieldId}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type ChipOption = { value: string; label: string };

/** Multi-select as a group of checkbox chips (each chip is a labelled checkbox). */
export function ChipGroup({
  legend,
  options,
  value,
  onChange,
  error,
  name,
}: {
  legend: string;
  options: ChipOption[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | null;
  name: string;
}) {
  const groupId = useId();
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <fieldset className={`field chips${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="chips__list">
        {options.map((option) => {
          const checked = value.includes(option.value);
          const id = `${groupId}-${option.value}`;
          return (
            <span key={option.value} className={`chip${checked ? ' chip--on' : ''}`}>
              <input id={id} type="checkbox" name={name} value={option.value} checked={checked} onChange={() => toggle(option.value)} />
              <label htmlFor={id}>{option.label}</label>
            </span>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={`${groupId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
