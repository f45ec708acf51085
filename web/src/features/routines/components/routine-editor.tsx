// /nbn/draft/modifyRoutinePage(/:id) — add or edit a routine: name, description, its products in the
// order they are applied (added with the product autocomplete, moved up and down, each with a step
// name, AM/PM and frequency), private or public. The unsaved draft is kept across reloads; save leads to
// /routineSuccess.
import '../routines.css';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ProductPicker } from '@/components/catalog/product-picker';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formErrorsFrom } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Routine } from '@/types';
import { useRoutineDetail } from '../api/get-routine-detail';
import { useSaveRoutine } from '../api/save-routine';
import { FREQUENCY_LABELS, TIME_OF_DAY_LABELS } from '../labels';
import {
  MAX_ROUTINE_PRODUCTS,
  addStep,
  draftFromRoutine,
  emptyRoutineDraft,
  isRoutineDirty,
  moveStep,
  removeStep,
  routineDraftStore,
  toRoutineInput,
  updateStep,
  validateRoutineDraft,
  type Frequency,
  type RoutineDraft,
  type RoutineDraftErrors,
  type TimeOfDay,
} from '../routine-draft';

const TIME_OPTIONS = Object.entries(TIME_OF_DAY_LABELS).map(([value, label]) => ({ value, label }));
const FREQUENCY_OPTIONS = Object.entries(FREQUENCY_LABELS).map(([value, label]) => ({ value, label }));

type Props = { userId: string; routineId: number | null; initialProduct?: { product_id: number; name: string } | null };

export function RoutineEditor({ userId, routineId, initialProduct = null }: Props) {
  const detail = useRoutineDetail(routineId ?? 0, { enabled: routineId !== null });
  useDocumentTitle(routineId ? 'Edit routine' : 'New routine');
  if (routineId !== null) {
    if (detail.isPending) return <PageLoader />;
    if (detail.isError || !detail.data) return <p className="muted">This routine could not be loaded.</p>;
    if (!detail.data.is_owner) return <p className="muted">Only its author can edit this routine.</p>;
  }
  return <RoutineForm key={`${userId}:${routineId ?? 'new'}`} userId={userId} routineId={routineId} routine={detail.data ?? null} initialProduct={initialProduct} />;
}

function RoutineForm({ userId, routineId, routine, initialProduct }: Props & { routine: Routine | null }) {
  const navigate = useNavigate();
  const save = useSaveRoutine();
  const store = useMemo(() => routineDraftStore(userId, routineId), [userId, routineId]);
  const start = useMemo(
    () => (routine ? draftFromRoutine(routine) : initialProduct ? addStep(emptyRoutineDraft(), initialProduct) : emptyRoutineDraft()),
    [routine, initialProduct],
  );
  const [restored] = useState(() => store.load());
  const [draft, setDraft] = useState<RoutineDraft>(() => restored ?? start);
  const [errors, setErrors] = useState<RoutineDraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [showRestored, setShowRestored] = useState(Boolean(restored && isRoutineDirty(restored, start)));

  useEffect(() => {
    if (isRoutineDirty(draft, start)) store.save(draft);
    else store.clear();
  }, [draft, start, store]);

  const change = (next: (d: RoutineDraft) => RoutineDraft) => {
    setDraft(next);
    setErrors({});
  };

  const discard = () => {
    store.clear();
    setDraft(start);
    setShowRestored(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateRoutineDraft(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(toRoutineInput(draft), {
      onSuccess: (result) => {
        store.clear();
        const search = new URLSearchParams({ routine_id: String(result.routine_id) });
        if (!result.created) search.set('edited', '1');
        navigate({ pathname: paths.routineSuccess.getHref(), search: `?${search}` });
      },
      onError: (failure) => {
        const { fields, form } = formErrorsFrom(failure);
        setErrors({ title: fields.title, products: fields.products });
        const rest = Object.entries(fields).filter(([k]) => k !== 'title' && k !== 'products').map(([, v]) => v);
        setFormError(form ?? (rest.length ? rest.join(' ') : null));
      },
    });
  };

  return (
    <form className="form form--wide stack" onSubmit={onSubmit} noValidate data-testid="routine-form">
      <div className="page__header">
        <h1>{routineId ? 'Edit your routine' : 'New routine'}</h1>
      </div>
      {showRestored ? (
        <FormMessage tone="info" testId="draft-restored">
          <span className="row row--center" style={{ gap: '0.5rem', flexWrap: 'wrap' }}>
            Your unsaved draft is back.
            <Button variant="ghost" onClick={discard}>
              Discard draft
            </Button>
          </span>
        </FormMessage>
      ) : null}
      <TextField label="Name" value={draft.title} maxLength={200} error={errors.title} onChange={(e) => change((d) => ({ ...d, title: e.target.value }))} placeholder="e.g. My calm-skin evening routine" />
      <TextAreaField label="Description" value={draft.description} maxLength={5000} rows={3} onChange={(e) => change((d) => ({ ...d, description: e.target.value }))} />
      <fieldset className={`field${errors.products ? ' field--invalid' : ''}`} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="field__label">Products, in the order you apply them</legend>
        {draft.products.length ? (
          <ol className="routine-steps" aria-label="Routine products" data-testid="edit-steps">
            {draft.products.map((step, index) => (
              <li key={`${step.product_id}:${index}`} className="routine-edit-step" data-testid="edit-step">
                <div className="routine-edit-step__head">
                  <strong>
                    {index + 1}. {step.name}
                  </strong>
                  <span className="row" style={{ gap: '0.25rem' }}>
                    <button type="button" className="icon-btn" aria-label={`Move ${step.name} up`} disabled={index === 0} onClick={() => change((d) => moveStep(d, index, -1))}>
                      ↑
                    </button>
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={`Move ${step.name} down`}
                      disabled={index === draft.products.length - 1}
                      onClick={() => change((d) => moveStep(d, index, 1))}
                    >
                      ↓
                    </button>
                    <button type="button" className="icon-btn" aria-label={`Remove ${step.name}`} onClick={() => change((d) => removeStep(d, index))}>
                      ×
                    </button>
                  </span>
                </div>
                <div className="routine-edit-step__fields">
                  <TextField label="Step" value={step.step_name} maxLength={80} placeholder="Cleanse, Treat…" onChange={(e) => change((d) => updateStep(d, index, { step_name: e.target.value }))} />
                  <SelectField label="When" value={step.time_of_day} options={TIME_OPTIONS} onChange={(e) => change((d) => updateStep(d, index, { time_of_day: e.target.value as TimeOfDay }))} />
                  <SelectField label="How often" value={step.frequency} options={FREQUENCY_OPTIONS} onChange={(e) => change((d) => updateStep(d, index, { frequency: e.target.value as Frequency }))} />
                </div>
                <TextField label="Note" value={step.note} maxLength={500} onChange={(e) => change((d) => updateStep(d, index, { note: e.target.value }))} />
              </li>
            ))}
          </ol>
        ) : null}
        {draft.products.length < MAX_ROUTINE_PRODUCTS ? (
          <ProductPicker label="Add a product" onPick={(product) => change((d) => addStep(d, product))} />
        ) : (
          <p className="muted">A routine holds at most {MAX_ROUTINE_PRODUCTS} products.</p>
        )}
        {errors.products ? (
          <p className="field__error" role="alert">
            {errors.products}
          </p>
        ) : null}
      </fieldset>
      <CheckboxField label="Private (only you can see it)" checked={draft.isPrivate} onChange={(e) => change((d) => ({ ...d, isPrivate: e.target.checked }))} />
      {formError ? <FormMessage testId="routine-form-error">{formError}</FormMessage> : null}
      <div className="row" style={{ gap: '0.5rem' }}>
        <Button type="submit" busy={save.isPending}>
          {routineId ? 'Save changes' : 'Save routine'}
        </Button>
        <Link className="btn btn--ghost" to={routineId ? paths.routineDetail.getHref(routineId) : paths.home.getHref()}>
          Cancel
        </Link>
      </div>
      <p className="muted">Your draft is kept on this device until you save or discard it.</p>
    </form>
  );
}
