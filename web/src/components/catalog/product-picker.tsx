// Choose one catalogue product by typing (the one product autocomplete of lib/autocomplete).
// Used by the review and routine editors, compare and the dupe suggestion form; a suggestion shows its brand, and
// "Can't find it? Add it" leads to the "Add a product" form.
import { useState } from 'react';
import { AddProductLink } from '@/components/catalog/add-product-link';
import { SuggestInput } from '@/components/catalog/suggest-input';
import { SEARCH } from '@/config/constants';
import { useAutocomplete } from '@/lib/autocomplete';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { ProductListItem } from '@/types';

export type PickedProduct = Pick<ProductListItem, 'product_id' | 'name'> & Partial<Pick<ProductListItem, 'brand_name'>>;

export function ProductPicker({
  label = 'Product',
  onPick,
  exclude = [],
  placeholder = 'Type a product or brand name',
  hint,
  error,
}: {
  label?: string;
  onPick: (product: PickedProduct) => void;
  /** Products not to offer (already chosen). */
  exclude?: readonly number[];
  placeholder?: string;
  hint?: string;
  error?: string | null;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH.autocompleteDebounceMs);
  const suggestions = useAutocomplete(q, { kinds: ['product'], routeFailures: false });
  const options = (suggestions.data ?? [])
    .filter((s) => s.type === 'product' && !exclude.includes(Number(s.id)))
    .map((s) => ({ id: String(s.id), text: s.text, detail: s.context }));
  return (
    <div className={error ? 'field--invalid' : undefined}>
      <SuggestInput
        label={label}
        value={text}
        onChange={setText}
        options={options}
        onPick={(o) => {
          onPick({ product_id: Number(o.id), name: o.text, ...(o.detail ? { brand_name: o.detail } : {}) });
          setText('');
        }}
        placeholder={placeholder}
        hint={hint}
      />
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <AddProductLink name={text} />
    </div>
  );
}
