// "Suggest a dupe" (spec §3 Dupe edit draft: dupeId, originalProduct, dupeProduct, title, description,
// images): the original and the dupe (each picked with the product autocomplete), a title, why, photos,
// private or public. A new suggestion opens on /userDupeDetail/:id, where the engine's evidence for the
// pair shows (a very different formula is allowed, and said so there); an edit (`editing`) saves in place.
import '../dupes.css';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProductPicker, type PickedProduct } from '@/components/catalog/product-picker';
import { ImagePicker, type DraftImage } from '@/components/media/image-picker';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { formErrorsFrom } from '@/lib/api-errors';
import type { DupeSuggestion } from '@/types';
import { useSubmitDupe } from '../api/submit-dupe';

export const MAX_DUPE_IMAGES = 6;
const LIMITS = { title: 200, description: 5000 } as const;

type Errors = Partial<Record<'original' | 'dupe' | 'title' | 'description', string>>;
/** The API's field names → the form's. */
const SERVER_FIELDS: Record<string, keyof Errors> = {
  original_product_id: 'original',
  dupe_product_id: 'dupe',
  title: 'title',
  description: 'description',
};

function Picked({ label, product, onChange, testId }: { label: string; product: PickedProduct; onChange: () => void; testId: string }) {
  return (
    <div className="field">
      <span className="field__label">{label}</span>
      <p className="row row--middle" style={{ gap: '0.5rem' }}>
        <strong data-testid={testId}>{product.name}</strong>
        <Button variant="ghost" onClick={onChange}>
          Change
        </Button>
      </p>
    </div>
  );
}

const picked = (p: DupeSuggestion['original']): PickedProduct => ({ product_id: p.product_id, name: `${p.brand_name} ${p.name}`.trim() });

export function SuggestDupeForm({
  original: initialOriginal = null,
  editing = null,
  onCancel,
  onSaved,
}: {
  original?: PickedProduct | null;
  /** The member's suggestion to edit (same screen, saved with its dupe_id). */
  editing?: DupeSuggestion | null;
  onCancel?: () => void;
  onSaved?: () => void;
}) {
  const navigate = useNavigate();
  const submit = useSubmitDupe();
  const [original, setOriginal] = useState<PickedProduct | null>(editing ? picked(editing.original) : initialOriginal);
  const [dupe, setDupe] = useState<PickedProduct | null>(editing ? picked(editing.dupe) : null);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [images, setImages] = useState<DraftImage[]>(editing?.images.map(({ file_id, url }) => ({ file_id, url })) ?? []);
  const [isPrivate, setIsPrivate] = useState(editing?.is_private ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    if (!original) found.original = 'Choose the original product.';
    if (!dupe) found.dupe = 'Choose the product you suggest as its dupe.';
    else if (original && dupe.product_id === original.product_id) found.dupe = 'A product cannot be its own dupe.';
    if (!title.trim()) found.title = 'Give your suggestion a title.';
    setErrors(found);
    if (Object.keys(found).length || !original || !dupe) return;
    submit.mutate(
      {
        ...(editing ? { dupe_id: editing.dupe_id } : {}),
        original_product_id: original.product_id,
        dupe_product_id: dupe.product_id,
        title: title.trim(),
        description: description.trim(),
        images: images.map((i) => i.file_id),
        is_private: isPrivate,
      },
      {
        onSuccess: (result) => (editing && onSaved ? onSaved() : navigate(paths.userDupeDetail.getHref(result.dupe_id))),
        onError: (failure) => {
          const { fields, form } = formErrorsFrom(failure);
          const mapped: Errors = {};
          const rest: string[] = [];
          for (const [field, msg] of Object.entries(fields)) {
            const key = SERVER_FIELDS[field];
            if (key) mapped[key] = msg;
            else rest.push(msg);
          }
          setErrors(mapped);
          setFormError(form ?? (rest.length ? rest.join(' ') : null));
        },
      },
    );
  };

  return (
    <form className="form form--wide stack" onSubmit={onSubmit} noValidate data-testid="suggest-dupe-form">
      <h2>{editing ? 'Edit your dupe suggestion' : 'Suggest a dupe'}</h2>
      {original ? (
        <Picked label="Original" product={original} onChange={() => setOriginal(null)} testId="suggest-original" />
      ) : (
        <ProductPicker label="Original" onPick={setOriginal} exclude={dupe ? [dupe.product_id] : []} error={errors.original} />
      )}
      {dupe ? (
        <Picked label="Dupe" product={dupe} onChange={() => setDupe(null)} testId="suggest-dupe" />
      ) : (
        <ProductPicker label="Dupe" onPick={setDupe} exclude={original ? [original.product_id] : []} error={errors.dupe} hint="The cheaper (or easier to find) alternative" />
      )}
      {dupe && errors.dupe ? (
        <p className="field__error" role="alert">
          {errors.dupe}
        </p>
      ) : null}
      <TextField label="Title" value={title} maxLength={LIMITS.title} onChange={(event) => setTitle(event.target.value)} error={errors.title} placeholder="e.g. Same glow for a third of the price" />
      <TextAreaField
        label="Why it is a dupe"
        value={description}
        maxLength={LIMITS.description}
        rows={5}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
        placeholder="Texture, finish, how it compares on your skin…"
      />
      <ImagePicker images={images} max={MAX_DUPE_IMAGES} onChange={setImages} />
      <CheckboxField label="Private (only you can see it)" checked={isPrivate} onChange={(event) => setIsPrivate(event.target.checked)} />
      {formError ? <FormMessage testId="suggest-dupe-error">{formError}</FormMessage> : null}
      <div className="row" style={{ gap: '0.5rem' }}>
        <Button type="submit" busy={submit.isPending}>
          {editing ? 'Save changes' : 'Publish suggestion'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
