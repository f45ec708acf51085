// The kind toggles of /ntn/search (spec §4 selectedItems): All, or any of the groups, each with its count.
import { countLabel, GROUPS, groupTotal, type GroupKey } from '../groups';
import { toggleItem } from '../search-state';

type Props = {
  selectedItems: readonly GroupKey[];
  /** Every group's total (undefined while there is no search term). */
  counts: Record<string, number> | undefined;
  searchTerm: string;
  /** Show these kinds (an empty list: all). */
  onSelect: (selectedItems: GroupKey[]) => void;
};

export function KindToggles({ selectedItems, counts, searchTerm, onSelect }: Props) {
  return (
    <div className="kind-toggles" role="group" aria-label="Show kinds">
      <button
        type="button"
        className={`kind-toggle${selectedItems.length === 0 ? ' is-on' : ''}`}
        aria-pressed={selectedItems.length === 0}
        onClick={() => onSelect([])}
      >
        All
      </button>
      {GROUPS.map((group) => {
        const on = selectedItems.includes(group.key);
        const total = searchTerm ? groupTotal(group, counts) : undefined;
        if (total === 0 && !on) return null; // a kind with nothing found is no choice
        return (
          <button
            key={group.key}
            type="button"
            className={`kind-toggle${on ? ' is-on' : ''}`}
            aria-pressed={on}
            aria-label={total === undefined ? group.label : `${group.label}: ${countLabel(group, total)}`}
            onClick={() => onSelect(toggleItem(selectedItems, group.key as GroupKey))}
          >
            {group.label}
            {total === undefined ? null : <span className="kind-toggle__count">{total.toLocaleString('en-US')}</span>}
          </button>
        );
      })}
    </div>
  );
}
