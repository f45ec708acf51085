// A text box with a suggestion list (WAI-ARIA combobox): arrows move, Enter picks the highlighted
// suggestion (or submits the typed text), Escape closes. The caller fetches the suggestions.
import { useId, useState, type KeyboardEvent } from 'react';

/** `detail`: shown muted beside the text (a product's brand). */
export type SuggestOption = { id: string; text: string; detail?: string | null };

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SuggestOption[];
  onPick: (option: SuggestOption) => void;
  /** Enter without a highlighted suggestion; omit to require a pick. */
  onSubmitText?: (text: string) => void;
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  name?: string;
};

export function SuggestInput({ label, value, onChange, options, onPick, onSubmitText, placeholder, hint, disabled, name }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const visible = open && value.trim().length > 0 && options.length > 0;

  const pick = (option: SuggestOption) => {
    onPick(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (visible && active >= 0 && options[active]) pick(options[active]);
      else if (onSubmitText && value.trim()) {
        onSubmitText(value.trim());
        setOpen(false);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="field suggest">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        role="combobox"
        aria-expanded={visible}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={visible && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {hint ? <p className="field__hint">{hint}</p> : null}
      <ul id={listId} role="listbox" className="suggest__list" hidden={!visible} aria-label={`${label} suggestions`}>
        {visible
          ? options.map((option, index) => (
              <li
                key={option.id}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                className={`suggest__option${index === active ? ' suggest__option--active' : ''}`}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                {option.text}
                {option.detail ? <span className="suggest__detail"> · {option.detail}</span> : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
