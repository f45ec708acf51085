// The star widget as members use it: half stars by keyboard and by tapping a star's left half, the value read
// out (the checked radio's name) and shown; whole stars where the API takes only those (reviews).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingInput, RatingStars, ratingValues, steppedValue } from './rating-stars';

function Harness({ step, initial = 0 }: { step: 0.5 | 1; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RatingInput label="Overall" value={value} onChange={setValue} step={step} />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

const checked = () => screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked);

afterEach(cleanup);

describe('half-star rating input', () => {
  it('offers exactly what the API takes: 1 to 5 in halves, announced as "n stars"', () => {
    render(<Harness step={0.5} />);
    const group = screen.getByRole('group', { name: 'Overall' });
    const names = within(group).getAllByRole('radio').map((r) => r.getAttribute('aria-label'));
    expect(names).toEqual(['1 star', '1.5 stars', '2 stars', '2.5 stars', '3 stars', '3.5 stars', '4 stars', '4.5 stars', '5 stars']);
    expect(checked()).toEqual([]);
    expect(screen.getByTestId('rating-input-value')).toHaveTextContent('Not rated');
  });

  it('with nothing chosen, an arrow steps from the focused star', () => {
    render(<Harness step={0.5} />);
    const threeHalf = screen.getByRole('radio', { name: '3.5 stars' });
    threeHalf.focus();
    fireEvent.keyDown(threeHalf, { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
  });

  it('arrow keys step by half a star, Home and End go to the ends, focus follows the value', () => {
    render(<Harness step={0.5} initial={3} />);
    const three = screen.getByRole('radio', { name: '3 stars' });
    three.focus();
    fireEvent.keyDown(three, { key: 'ArrowRight' });
    const threeHalf = screen.getByRole('radio', { name: '3.5 stars' });
    expect(threeHalf).toBeChecked();
    expect(threeHalf).toHaveFocus();
    expect(checked()).toHaveLength(1);
    expect(screen.getByTestId('chosen')).toHaveTextContent('3.5');
    expect(screen.getByTestId('rating-input-value')).toHaveTextContent('3.5 / 5');

    fireEvent.keyDown(threeHalf, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('radio', { name: '3 stars' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('radio', { name: '2.5 stars' })).toBeChecked();
    fireEvent.keyDown(screen.getByRole('radio', { name: '2.5 stars' }), { key: 'End' });
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    fireEvent.keyDown(screen.getByRole('radio', { name: '5 stars' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked(); // no further than 5
    fireEvent.keyDown(screen.getByRole('radio', { name: '5 stars' }), { key: 'Home' });
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
  });

  it("tapping a star's left half gives the half star, its right half the whole one", () => {
    const { container } = render(<Harness step={0.5} />);
    const fourth = container.querySelectorAll('.rating-input__star')[3];
    fireEvent.click(fourth.querySelector('.rating-input__hit--left input')!);
    expect(screen.getByTestId('chosen')).toHaveTextContent('3.5');
    expect(fourth.querySelector('.rating-star')).toHaveStyle({ '--fill': '50%' });
    fireEvent.click(fourth.querySelector('.rating-input__hit--right input')!);
    expect(screen.getByTestId('chosen')).toHaveTextContent('4');
    expect(fourth.querySelector('.rating-star')).toHaveStyle({ '--fill': '100%' });
  });

  it('whole stars only where the API takes whole stars', () => {
    render(<Harness step={1} />);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    const first = screen.getByRole('radio', { name: '1 star' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' }); // nothing chosen yet: from the focused star, no lower than 1
    expect(first).toBeChecked();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    fireEvent.keyDown(screen.getByRole('radio', { name: '2 stars' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('the stepping rule', () => {
    const halves = ratingValues(0.5);
    expect(halves).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(steppedValue(halves, 1, 'ArrowLeft')).toBe(1);
    expect(steppedValue(halves, 3.5, 'ArrowRight')).toBe(4);
    expect(steppedValue(halves, 4.5, 'ArrowUp')).toBe(5);
    expect(steppedValue(halves, 1, 'ArrowDown')).toBe(1);
    expect(steppedValue(halves, 2, 'Tab')).toBeNull();
  });
});

describe('stars shown', () => {
  it('show half stars and say the value', () => {
    const { container } = render(<RatingStars value={3.5} />);
    expect(screen.getByRole('img', { name: '3.5 out of 5 stars' })).toBeInTheDocument();
    const fills = [...container.querySelectorAll<HTMLElement>('.rating-star')].map((s) => s.style.getPropertyValue('--fill'));
    expect(fills).toEqual(['100%', '100%', '100%', '50%', '0%']);
  });

  it('an average is read to one decimal and drawn to the nearest half', () => {
    const { container } = render(<RatingStars value={4.26} />);
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars' })).toBeInTheDocument();
    const fills = [...container.querySelectorAll<HTMLElement>('.rating-star')].map((s) => s.style.getPropertyValue('--fill'));
    expect(fills).toEqual(['100%', '100%', '100%', '100%', '50%']);
  });
});
