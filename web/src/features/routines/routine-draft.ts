// The routine editor's draft (spec §3: the routine's products in order — editRoutineProducts), its
// reordering, the payload of /routine/add and /routine/edit, and its keeping across reloads.
import { createDraftStore, draftKey, type DraftStore } from '@/lib/draft-storage';
import type { Routine, RoutineInput, RoutineStepInput } from '@/types';

export type TimeOfDay = RoutineStepInput['time_of_day'];
export type Frequency = RoutineStepInput['frequency'];

export type DraftStep = {
  product_id: number;
  name: string;
  step_name: string;
  time_of_day: TimeOfDay;
  frequency: Frequency;
  note: string;
};

export type RoutineDraft = {
  routineId: number | null;
  title: string;
  description: string;
  isPrivate: boolean;
  /** editRoutineProducts: in the order they are applied. */
  products: DraftStep[];
};

export const MAX_ROUTINE_PRODUCTS = 30;

export function emptyRoutineDraft(): RoutineDraft {
  return { routineId: null, title: '', description: '', isPrivate: false, products: [] };
}

export function draftFromRoutine(routine: Routine): RoutineDraft {
  return {
    routineId: routine.routine_id,
    title: routine.title,
    description: routine.description,
    isPrivate: routine.is_private,
    products: [...routine.products]
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        product_id: p.product_id,
        name: `${p.brand_name} ${p.name}`.trim(),
        step_name: p.step_name,
        time_of_day: p.time_of_day,
        frequency: p.frequency as Frequency,
        note: p.note,
      })),
  };
}

export function addStep(draft: RoutineDraft, product: { product_id: number; name: string }): RoutineDraft {
  if (draft.products.length >= MAX_ROUTINE_PRODUCTS) return draft;
  return {
    ...draft,
    products: [...draft.products, { product_id: product.product_id, name: product.name, step_name: '', time_of_day: 'both', frequency: 'daily', note: '' }],
  };
}

/** Move the step at `index` by `delta` places (−1 up, +1 down); out of range changes nothing. */
export function moveStep(draft: RoutineDraft, index: number, delta: number): RoutineDraft {
  const to = index + delta;
  if (index < 0 || index >= draft.products.length || to < 0 || to >= draft.products.length) return draft;
  const products = [...draft.products];
  const [step] = products.splice(index, 1);
  products.splice(to, 0, step);
  return { ...draft, products };
}

export function removeStep(draft: RoutineDraft, index: number): RoutineDraft {
  return { ...draft, products: draft.products.filter((_, i) => i !== index) };
}

export function updateStep(draft: RoutineDraft, index: number, change: Partial<DraftStep>): RoutineDraft {
  return { ...draft, products: draft.products.map((step, i) => (i === index ? { ...step, ...change } : step)) };
}

export type RoutineDraftErrors = Partial<Record<'title' | 'products', string>>;

export function validateRoutineDraft(draft: RoutineDraft): RoutineDraftErrors {
  const errors: RoutineDraftErrors = {};
  if (!draft.title.trim()) errors.title = 'Give your routine a name.';
  if (!draft.products.length) errors.products = 'Add at least one product.';
  else {
    const slots = draft.products.map((p) => `${p.product_id}:${p.time_of_day}`);
    if (new Set(slots).size !== slots.length) errors.products = 'List a product once per time of day.';
  }
  return errors;
}

export function toRoutineInput(draft: RoutineDraft): RoutineInput & { routine_id?: number } {
  return {
    ...(draft.routineId ? { routine_id: draft.routineId } : {}),
    title: draft.title.trim(),
    description: draft.description.trim(),
    is_private: draft.isPrivate,
    products: draft.products.map(({ product_id, step_name, time_of_day, frequency, note }) => ({
      product_id,
      step_name: step_name.trim(),
      time_of_day,
      frequency,
      note: note.trim(),
    })),
  };
}

function isRoutineDraft(value: unknown): value is RoutineDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return typeof d.title === 'string' && typeof d.description === 'string' && typeof d.isPrivate === 'boolean' && Array.isArray(d.products);
}

export function routineDraftStore(userId: string, routineId: number | null, storage?: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): DraftStore<RoutineDraft> {
  return createDraftStore<RoutineDraft>(draftKey('routine', userId, routineId), { isValid: isRoutineDraft, storage });
}

export function isRoutineDirty(draft: RoutineDraft, start: RoutineDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(start);
}
