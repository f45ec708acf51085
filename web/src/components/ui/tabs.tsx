// ARIA tabs (manual activation): ←/→/Home/End move between tabs, only the selected panel is mounted.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { id: string; label: string; panel: ReactNode };

export function Tabs({ label, items, initial, testId }: { label: string; items: TabItem[]; initial?: string; testId?: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(initial ?? items[0]?.id);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items.find((item) => item.id === selected) ?? items[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(items[next].id);
    refs.current[next]?.focus();
  };

  if (!current) return null;
  return (
    <div className="tabs" data-testid={testId}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => {
          const on = item.id === current.id;
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={on}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={on ? 0 : -1}
              className={`tabs__tab${on ? ' is-on' : ''}`}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current.id}`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        className="tabs__panel"
        tabIndex={0}
      >
        {current.panel}
      </div>
    </div>
  );
}
