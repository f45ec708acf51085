// One shelf: its name, type, description and products (paged by spec §4); for the owner: rename,
// change type or description, private/public, delete the shelf, take a product off. Someone else's
// private shelf is a 404: "not found" in place.
import '../shelves.css';
import { useMemo, useState, type FormEvent } from 'react';
import { ProductCard } from '@/components/catalog/product-card';
import { ReportButton } from '@/components/moderation/report-button';
import { HeldNotice } from '@/components/ui/held-notice';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { OwnerActions } from '@/components/ui/owner-actions';
import { Spinner } from '@/components/ui/spinner';
import { formErrorsFrom } from '@/lib/api-errors';
import { flattenPages } from '@/lib/paging';
import type { Shelf, ShelfType } from '@/types';
import { useEditShelf } from '../api/edit-shelf';
import { useShelfDetail } from '../api/get-shelf-detail';
import { useRemoveShelf } from '../api/remove-shelf';
import { useSetShelfPrivate } from '../api/set-shelf-private';
import { useShelveProduct } from '../api/shelve-product';
import { SHELF_TYPES, shelfTypeLabel } from '../labels';

function EditShelf({ shelf, onDone }: { shelf: Shelf; onDone: () => void }) {
  const edit = useEditShelf();
  const [name, setName] = useState(shelf.name);
  const [type, setType] = useState<ShelfType>(shelf.shelf_type);
  const [description, setDescription] = useState(shelf.description);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('A shelf needs a name.');
    edit.mutate(
      { shelf_id: shelf.shelf_id, name: name.trim(), shelf_type: type, description: description.trim() },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const { fields, form } = formErrorsFrom(failure);
          setError(form ?? (Object.values(fields).join(' ') || null));
        },
      },
    );
  };
  return (
    <form className="inline-form" onSubmit={onSubmit} aria-label="Edit shelf">
      <TextField label="Name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      <SelectField label="Type" value={type} options={SHELF_TYPES} onChange={(event) => setType(event.target.value as ShelfType)} />
      <TextField label="Description" value={description} maxLength={500} onChange={(event) => setDescription(event.target.value)} />
      <Button type="submit" busy={edit.isPending}>
        Save
      </Button>
      <Button variant="ghost" onClick={onDone}>
        Cancel
      </Button>
      {error ? <FormMessage>{error}</FormMessage> : null}
    </form>
  );
}

function Owner({ shelf, onRemoved }: { shelf: Shelf; onRemoved: () => void }) {
  const privacy = useSetShelfPrivate(shelf.shelf_id);
  const remove = useRemoveShelf(shelf.shelf_id);
  const [editing, setEditing] = useState(false);
  if (editing) return <EditShelf shelf={shelf} onDone={() => setEditing(false)} />;
  return (
    <OwnerActions
      noun="shelf"
      isPrivate={shelf.is_private}
      onTogglePrivate={() => privacy.mutate(!shelf.is_private)}
      privacyBusy={privacy.isPending}
      onRemove={() => remove.mutate(undefined, { onSuccess: onRemoved })}
      removeBusy={remove.isPending}
    >
      <Button variant="secondary" onClick={() => setEditing(true)}>
        Edit shelf
      </Button>
    </OwnerActions>
  );
}

export function ShelfDetail({ userId, shelfId, onBack }: { userId: string; shelfId: number; onBack: () => void }) {
  const query = useShelfDetail(userId, shelfId);
  const shelve = useShelveProduct();
  const products = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.products.items), (p) => p.product_id), [query.data]);
  const back = (
    <Button variant="ghost" onClick={onBack}>
      ← All shelves
    </Button>
  );
  if (query.isPending) return <Spinner label="Loading the shelf…" />;
  if (query.isError || !query.data?.pages.length) {
    return (
      <div className="stack">
        {back}
        <p className="muted" data-testid="shelf-not-found">
          This shelf is not there (it may be private or removed).
        </p>
      </div>
    );
  }
  const shelf = query.data.pages[query.data.pages.length - 1].shelf;
  return (
    <div className="stack" data-testid="shelf-detail">
      {back}
      <header className="stack">
        <h3 className="row row--middle" style={{ gap: '0.5rem' }}>
          <span data-testid="shelf-name">{shelf.name}</span>
          <span className="badge">{shelfTypeLabel(shelf.shelf_type)}</span>
          {shelf.is_private ? (
            <span className="badge" data-testid="private-badge">
              Private
            </span>
          ) : null}
        </h3>
        {shelf.description ? <p>{shelf.description}</p> : null}
        <p className="muted">
          {shelf.product_count} product{shelf.product_count === 1 ? '' : 's'}
        </p>
        <HeldNotice status={shelf.moderation_status} reason={shelf.held_reason} noun="shelf" />
        {shelf.is_owner ? <Owner shelf={shelf} onRemoved={onBack} /> : <ReportButton kind="shelf" id={shelf.shelf_id} noun="shelf" />}
      </header>
      <LoadMoreList
        query={query}
        items={products}
        getKey={(p) => p.product_id}
        renderItem={(product) => (
          <div className="shelf-product">
            <ProductCard product={product}>{product.note ? <p className="muted">{product.note}</p> : null}</ProductCard>
            {shelf.is_owner ? (
              <Button
                variant="ghost"
                busy={shelve.isPending && shelve.variables?.product_id === product.product_id}
                onClick={() => shelve.mutate({ shelf_id: shelf.shelf_id, product_id: product.product_id, action: 0 })}
                aria-label={`Take ${product.name} off the shelf`}
              >
                Remove
              </Button>
            ) : null}
          </div>
        )}
        label="Products on the shelf"
        testId="shelf-products"
        className="shelf-products"
        empty={shelf.is_owner ? 'Nothing on this shelf yet: use "Add to shelf" on a product page.' : 'Nothing on this shelf yet.'}
      />
    </div>
  );
}
