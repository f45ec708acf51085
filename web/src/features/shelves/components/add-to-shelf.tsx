// "Add to shelf" on the product page: the member's shelves (private ones included), each saying whether it
// already holds the product (with Remove) or not (with Add), and a new shelf made inline (name + type) that
// gets the product at once.
import '../shelves.css';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { formErrorsFrom } from '@/lib/api-errors';
import { flattenPages } from '@/lib/paging';
import { useResumeAction } from '@/lib/sign-in-prompt';
import type { ShelfType } from '@/types';
import { useCreateShelf } from '../api/create-shelf';
import { useShelves } from '../api/get-shelves';
import { useShelvesHolding } from '../api/get-shelves-holding';
import { useShelveProduct } from '../api/shelve-product';
import { SHELF_TYPES, shelfTypeLabel } from '../labels';

function MenuPanel({ userId, productId, onClose }: { userId: string; productId: number; onClose: () => void }) {
  const shelves = useShelves(userId, true);
  const items = useMemo(() => flattenPages((shelves.data?.pages ?? []).map((p) => p.items), (s) => s.shelf_id), [shelves.data]);
  const holding = useShelvesHolding(productId);
  const holds = new Set(holding.data?.shelf_ids ?? []);
  const shelve = useShelveProduct();
  const create = useCreateShelf();
  const [name, setName] = useState('');
  const [type, setType] = useState<ShelfType>('in_use');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const put = async (shelfId: number, shelfName: string, action: 0 | 1) => {
    setMessage(null);
    try {
      const state = await shelve.mutateAsync({ shelf_id: shelfId, product_id: productId, action });
      const text = action
        ? state.changed
          ? `Added to ${shelfName}.`
          : `Already on ${shelfName}.`
        : `Removed from ${shelfName}.`;
      setMessage({ tone: 'success', text });
    } catch (failure) {
      setMessage({ tone: 'error', text: formErrorsFrom(failure).form ?? (action ? 'It could not be added.' : 'It could not be removed.') });
    }
  };
  const addTo = (shelfId: number, shelfName: string) => put(shelfId, shelfName, 1);

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    const shelfName = name.trim();
    if (!shelfName) {
      setMessage({ tone: 'error', text: 'Name the new shelf.' });
      return;
    }
    try {
      const created = await create.mutateAsync({ name: shelfName, description: '', shelf_type: type, is_private: false });
      setName('');
      await addTo(created.shelf_id, shelfName);
    } catch (failure) {
      const { fields, form } = formErrorsFrom(failure);
      setMessage({ tone: 'error', text: form ?? (Object.values(fields).join(' ') || 'The shelf could not be made.') });
    }
  };

  return (
    <div className="shelf-menu__panel" role="dialog" aria-label="Add to shelf" data-testid="shelf-menu">
      <div className="shelf-menu__head">
        <strong>Your shelves</strong>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {shelves.isPending || holding.isPending ? (
        <Spinner label="Loading your shelves…" />
      ) : items.length ? (
        <ul className="shelf-menu__list" aria-label="Your shelves">
          {items.map((shelf) => {
            const on = holds.has(shelf.shelf_id);
            const busy = shelve.isPending && shelve.variables?.shelf_id === shelf.shelf_id;
            return (
              <li key={shelf.shelf_id} className="shelf-menu__row" data-testid="shelf-menu-row" data-on-shelf={on}>
                <span className="shelf-menu__name">
                  {on ? <span aria-label="holds this product">✓ </span> : null}
                  {shelf.name}{' '}
                  <span className="muted">
                    · {shelfTypeLabel(shelf.shelf_type)} · {shelf.product_count} {shelf.product_count === 1 ? 'product' : 'products'}
                  </span>
                </span>
                {on ? (
                  <Button variant="ghost" busy={busy} aria-label={`Remove from ${shelf.name}`} onClick={() => void put(shelf.shelf_id, shelf.name, 0)}>
                    Remove
                  </Button>
                ) : (
                  <Button variant="secondary" busy={busy} aria-label={`Add to ${shelf.name}`} onClick={() => void addTo(shelf.shelf_id, shelf.name)}>
                    Add
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">No shelf yet: make one below.</p>
      )}
      <form className="stack" onSubmit={(event) => void onCreate(event)} aria-label="New shelf">
        <TextField label="New shelf name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        <SelectField label="Shelf type" value={type} options={SHELF_TYPES} onChange={(event) => setType(event.target.value as ShelfType)} />
        <Button type="submit" variant="secondary" busy={create.isPending}>
          Make shelf and add
        </Button>
      </form>
      {message ? (
        <FormMessage tone={message.tone} testId="shelf-menu-message">
          {message.text}
        </FormMessage>
      ) : null}
    </div>
  );
}

/** The action a signed-out visitor's "Add to shelf" leaves for their return: the dialog opens. */
export const shelfResumeKey = (productId: number) => `shelf:${productId}`;

export function AddToShelf({ userId, productId }: { userId: string; productId: number }) {
  const [open, setOpen] = useState(false);
  useResumeAction(shelfResumeKey(productId), () => setOpen(true));
  return (
    <div className="shelf-menu">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="add-to-shelf">
        Add to shelf
      </Button>
      {open ? <MenuPanel userId={userId} productId={productId} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
