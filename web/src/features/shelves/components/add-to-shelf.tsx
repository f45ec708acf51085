// "Add to shelf" on the product page: the member's shelves (private ones included) to add the product
// to, and a new shelf made inline (name + type) that gets the product at once.
import '../shelves.css';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { formErrorsFrom } from '@/lib/api-errors';
import { flattenPages } from '@/lib/paging';
import type { ShelfType } from '@/types';
import { useCreateShelf } from '../api/create-shelf';
import { useShelves } from '../api/get-shelves';
import { useShelveProduct } from '../api/shelve-product';
import { SHELF_TYPES, shelfTypeLabel } from '../labels';

function MenuPanel({ userId, productId }: { userId: string; productId: number }) {
  const shelves = useShelves(userId, true);
  const items = useMemo(() => flattenPages((shelves.data?.pages ?? []).map((p) => p.items), (s) => s.shelf_id), [shelves.data]);
  const shelve = useShelveProduct();
  const create = useCreateShelf();
  const [name, setName] = useState('');
  const [type, setType] = useState<ShelfType>('in_use');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const addTo = async (shelfId: number, shelfName: string) => {
    setMessage(null);
    try {
      await shelve.mutateAsync({ shelf_id: shelfId, product_id: productId, action: 1 });
      setMessage({ tone: 'success', text: `Added to ${shelfName}.` });
    } catch (failure) {
      setMessage({ tone: 'error', text: formErrorsFrom(failure).form ?? 'It could not be added.' });
    }
  };

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
      {shelves.isPending ? (
        <Spinner label="Loading your shelves…" />
      ) : items.length ? (
        <ul className="shelf-menu__list" aria-label="Your shelves">
          {items.map((shelf) => (
            <li key={shelf.shelf_id}>
              <Button variant="ghost" busy={shelve.isPending && shelve.variables?.shelf_id === shelf.shelf_id} onClick={() => void addTo(shelf.shelf_id, shelf.name)}>
                {shelf.name} <span className="muted">· {shelfTypeLabel(shelf.shelf_type)} · {shelf.product_count}</span>
              </Button>
            </li>
          ))}
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

export function AddToShelf({ userId, productId }: { userId: string; productId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="shelf-menu">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="add-to-shelf">
        Add to shelf
      </Button>
      {open ? <MenuPanel userId={userId} productId={productId} /> : null}
    </div>
  );
}
