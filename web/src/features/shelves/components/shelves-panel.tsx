// A member's shelves on their profile (private ones only to the owner), paged by spec §4; a shelf opens
// in place (its id in the URL: ?shelf=ID). The owner can make a shelf here and sees the breakout
// detective.
import '../shelves.css';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { formErrorsFrom } from '@/lib/api-errors';
import { flattenPages } from '@/lib/paging';
import type { Shelf, ShelfType } from '@/types';
import { useCreateShelf } from '../api/create-shelf';
import { useShelves } from '../api/get-shelves';
import { SHELF_TYPES, shelfTypeLabel } from '../labels';
import { BreakoutPanel } from './breakout-panel';
import { ShelfDetail } from './shelf-detail';

export const SHELF_PARAM = 'shelf';

function ShelfCard({ shelf, onOpen }: { shelf: Shelf; onOpen: () => void }) {
  return (
    <button type="button" className="shelf-card" onClick={onOpen} data-testid="shelf-card">
      <span className="shelf-card__preview" aria-hidden="true">
        {shelf.preview.slice(0, 4).map((url) => (
          <img key={url} src={url} alt="" loading="lazy" />
        ))}
      </span>
      <strong>{shelf.name}</strong>
      <span className="muted">
        {shelfTypeLabel(shelf.shelf_type)} · {shelf.product_count} product{shelf.product_count === 1 ? '' : 's'}
        {shelf.is_private ? ' · Private' : ''}
      </span>
    </button>
  );
}

function NewShelf() {
  const create = useCreateShelf();
  const [name, setName] = useState('');
  const [type, setType] = useState<ShelfType>('in_use');
  const [isPrivate, setIsPrivate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError('Name the new shelf.');
    create.mutate(
      { name: name.trim(), description: '', shelf_type: type, is_private: isPrivate },
      {
        onSuccess: () => setName(''),
        onError: (failure) => {
          const { fields, form } = formErrorsFrom(failure);
          setError(form ?? (Object.values(fields).join(' ') || null));
        },
      },
    );
  };
  return (
    <form className="inline-form" onSubmit={onSubmit} aria-label="Make a shelf">
      <TextField label="Shelf name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      <SelectField label="Type" value={type} options={SHELF_TYPES} onChange={(event) => setType(event.target.value as ShelfType)} />
      <label className="row row--middle" style={{ gap: '0.3rem' }}>
        <input type="checkbox" checked={isPrivate} onChange={(event) => setIsPrivate(event.target.checked)} /> Private
      </label>
      <Button type="submit" variant="secondary" busy={create.isPending}>
        Make shelf
      </Button>
      {error ? <FormMessage>{error}</FormMessage> : null}
    </form>
  );
}

export function ShelvesPanel({ userId, own }: { userId: string; own: boolean }) {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get(SHELF_PARAM)) || null;
  const query = useShelves(userId, own);
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), (s) => s.shelf_id), [query.data]);
  const show = (shelfId: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (shelfId === null) next.delete(SHELF_PARAM);
      else next.set(SHELF_PARAM, String(shelfId));
      return next;
    });

  if (open) return <ShelfDetail key={open} userId={userId} shelfId={open} onBack={() => show(null)} />;
  return (
    <div className="stack">
      {own ? <NewShelf /> : null}
      <LoadMoreList
        query={query}
        items={items}
        getKey={(s) => s.shelf_id}
        renderItem={(shelf) => <ShelfCard shelf={shelf} onOpen={() => show(shelf.shelf_id)} />}
        label={own ? 'My shelves' : 'Shelves'}
        testId="user-shelves"
        className="shelf-list"
        empty={own ? 'No shelf yet: make one above, or use "Add to shelf" on a product page.' : 'No shelves to show.'}
      />
      {own ? <BreakoutPanel /> : null}
    </div>
  );
}
