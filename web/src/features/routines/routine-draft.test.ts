import { describe, expect, it } from 'vitest';
import { addStep, emptyRoutineDraft, moveStep, removeStep, toRoutineInput, updateStep, validateRoutineDraft } from './routine-draft';

const three = () =>
  [1, 2, 3].reduce((d, id) => addStep(d, { product_id: id, name: `P${id}` }), { ...emptyRoutineDraft(), title: 'Evening' });

describe('routine draft', () => {
  it('reorders its products: up, down, never past either end', () => {
    const d = three();
    expect(moveStep(d, 2, -1).products.map((p) => p.product_id)).toEqual([1, 3, 2]);
    expect(moveStep(d, 0, 1).products.map((p) => p.product_id)).toEqual([2, 1, 3]);
    expect(moveStep(d, 0, -1)).toBe(d);
    expect(moveStep(d, 2, 1)).toBe(d);
    expect(removeStep(d, 1).products.map((p) => p.product_id)).toEqual([1, 3]);
  });

  it('sends the products in their order with step, AM/PM and frequency', () => {
    let d = moveStep(three(), 2, -2);
    d = updateStep(d, 0, { step_name: ' Treat ', time_of_day: 'pm', frequency: 'twice_weekly' });
    const input = toRoutineInput(d);
    expect(input).not.toHaveProperty('routine_id');
    expect(input.products.map((p) => p.product_id)).toEqual([3, 1, 2]);
    expect(input.products[0]).toEqual({ product_id: 3, step_name: 'Treat', time_of_day: 'pm', frequency: 'twice_weekly', note: '' });
    expect(toRoutineInput({ ...d, routineId: 9 }).routine_id).toBe(9);
  });

  it('needs a name and a product, each product once per time of day', () => {
    expect(validateRoutineDraft(emptyRoutineDraft())).toEqual({ title: expect.any(String), products: expect.any(String) });
    const twice = addStep(three(), { product_id: 1, name: 'P1' });
    expect(validateRoutineDraft(twice).products).toMatch(/once per time of day/);
    expect(validateRoutineDraft(updateStep(twice, 3, { time_of_day: 'am' }))).toEqual({});
  });
});
