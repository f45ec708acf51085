import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { analysisFixture, noDataFixture, row } from '../testing/fixtures';
import { AnalysisView } from './analysis-view';

function renderView(result = analysisFixture) {
  return render(
    <MemoryRouter>
      <AnalysisView result={result} />
    </MemoryRouter>,
  );
}

describe('AnalysisView', () => {
  it('shows the recognition badge', () => {
    renderView();
    expect(screen.getByTestId('recognition-badge')).toHaveTextContent('5 of 6 recognised');
  });

  it('lists flagged ingredients most serious first, one row each with its reasons merged and sources as links', () => {
    renderView();
    const flags = screen.getAllByTestId('flag');
    expect(flags).toHaveLength(3); // ALCOHOL DENAT., LINALOOL (two reasons, one row), the corrected name
    expect(flags[0]).toHaveTextContent('Avoid');
    expect(flags[0]).toHaveTextContent('ALCOHOL DENAT.');
    expect(flags[0]).toHaveTextContent("irritancy 5 of 5 on CosDNA's 0-5 scale");
    expect(within(flags[0]).getByRole('link', { name: 'CosDNA ingredient ratings' })).toHaveAttribute('href', 'https://www.cosdna.com/eng/');
    expect(flags[1]).toHaveClass('ia-flag--caution');
    expect(flags[1]).toHaveTextContent('LINALOOL');
    expect(within(flags[1]).getAllByRole('listitem')).toHaveLength(2);
    expect(within(flags[1]).getAllByRole('link', { name: 'EU Cosmetics Regulation Annex III entry 84' })[0]).toHaveAttribute(
      'href',
      'https://ec.europa.eu/growth/tools-databases/cosing/reference/annexes/list/III',
    );
    expect(screen.queryByText(/data\/rules/)).toBeNull();
  });

  it('shows no green badge without enough ingredient data, and says so once', () => {
    renderView(noDataFixture);
    expect(screen.getAllByTestId('tags-no-data')).toHaveLength(1);
    expect(screen.getByTestId('tags-no-data')).toHaveTextContent('Not enough ingredient data: no ingredient list could be read');
    for (const tag of ['fragrance_free', 'silicone_free']) {
      expect(screen.getByTestId(`tag-${tag}`)).toHaveClass('ia-tag--unknown');
      expect(screen.getByTestId(`tag-${tag}`)).not.toHaveTextContent('✓');
      expect(screen.getByTestId(`tag-${tag}`)).toHaveTextContent('not enough ingredient data');
    }
    expect(document.querySelectorAll('.ia-tag--yes')).toHaveLength(0);
  });

  it('shows ratings on their 0–5 scale and explains "no data" once per list', () => {
    renderView();
    expect(screen.getAllByTestId('ratings-note')).toHaveLength(1);
    expect(screen.getByTestId('ratings-note')).toHaveTextContent('no rating means no data, not 0');
    expect(screen.queryByText(/no data$/)).toBeNull();
    const rows = screen.getAllByTestId('ingredient-row');
    expect(rows[2]).toHaveTextContent('Irritancy 5/5');
    expect(rows[0]).not.toHaveTextContent('Irritancy');
  });

  it('says what an ingredient and its functions do in plain words', () => {
    renderView();
    const rows = screen.getAllByTestId('ingredient-row');
    expect(within(rows[0]).getByTestId('ingredient-description')).toHaveTextContent('Water. The base that dissolves');
    expect(within(rows[0]).getByTitle('Dissolves other ingredients so they mix into the product.')).toHaveTextContent('solvent');
  });

  it('highlights what it could not read and declares corrections', () => {
    renderView();
    expect(within(screen.getByTestId('unrecognised')).getByText('Fooberry Extract').tagName).toBe('MARK');
    expect(within(screen.getByTestId('unrecognised-row')).getByText('not recognised')).toBeInTheDocument();
    expect(within(screen.getByTestId('unrecognised-row')).getByTestId('possible-inci')).toHaveTextContent(
      'The label does not say which part or form: one of FOOBERRY FRUIT EXTRACT, FOOBERRY LEAF EXTRACT',
    );
    expect(screen.getAllByTestId('possible-inci')).toHaveLength(1);
    expect(within(screen.getByTestId('corrections')).getByText("read 'Sodium Hyaluraonate' as 'SODIUM HYALURONATE'")).toBeInTheDocument();
  });

  it('says in plain words that a "part not stated" reading names the plant but not its part', () => {
    // LookFantastic prints 'hamamelis virginiana' without its part; the engine reads the plant (not one substance)
    const plant = row({
      name: 'hamamelis virginiana',
      inci: 'HAMAMELIS VIRGINIANA (PART NOT STATED)',
      position: 7,
      confidence: 0.7,
      correction: "read 'hamamelis virginiana' as the plant HAMAMELIS VIRGINIANA: the label does not say which part",
      possible_inci: ['HAMAMELIS VIRGINIANA WATER', 'HAMAMELIS VIRGINIANA EXTRACT', 'HAMAMELIS VIRGINIANA LEAF EXTRACT'],
    });
    renderView({ ...analysisFixture, ingredients: [...analysisFixture.ingredients, plant] });
    const readRow = screen.getAllByTestId('ingredient-row').find((r) => r.textContent?.includes('HAMAMELIS VIRGINIANA (PART NOT STATED)'));
    expect(readRow).toBeDefined();
    const said = within(readRow as HTMLElement).getByTestId('possible-inci');
    expect(said).toHaveTextContent(
      'The label names the plant but not which part of it (leaf, flower, root …) is used: it could be one of ' +
        'HAMAMELIS VIRGINIANA WATER, HAMAMELIS VIRGINIANA EXTRACT, HAMAMELIS VIRGINIANA LEAF EXTRACT',
    );
    expect(said).not.toHaveTextContent('The label does not say which part or form');
    expect(within(readRow as HTMLElement).queryByText('not recognised')).toBeNull();
    // the unrecognised row keeps its own wording
    expect(within(screen.getByTestId('unrecognised-row')).getByTestId('possible-inci')).toHaveTextContent(
      'The label does not say which part or form: one of FOOBERRY FRUIT EXTRACT',
    );
  });

  it('says when part of the label could not be read, naming what it found there', () => {
    renderView();
    expect(screen.queryByTestId('unread-note')).toBeNull();
    expect(screen.queryByText(/Ignored text that is not an ingredient/)).toBeNull();
    renderView({
      ...analysisFixture,
      label_partly_unread: true,
      unread_note: 'We could not read part of this label: 1 ingredient name found in it is counted as not recognised.',
      unread: [{ text: 'Salicylic Acid', could_be: 'SALICYLIC ACID', dropped_text: 'Contains Salicylic Acid.', how: 'exact' }],
    });
    const note = screen.getByTestId('unread-note');
    expect(note).toHaveTextContent('We could not read part of this label');
    expect(note).toHaveTextContent('“Salicylic Acid” could be SALICYLIC ACID, in “Contains Salicylic Acid.”');
  });

  it('draws the 1% line before the first ingredient at or below 1%', () => {
    renderView();
    const list = screen.getByTestId('ingredient-list');
    const items = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(within(items[3]).getByTestId('one-percent-line')).toBeInTheDocument();
    expect(items[3]).toHaveTextContent('SODIUM HYALURONATE');
    expect(screen.getAllByTestId('one-percent-line')).toHaveLength(1);
  });

  it('shows tags that apply and those that do not, with the reason', () => {
    renderView();
    expect(screen.getByTestId('tag-silicone_free')).toHaveTextContent('Silicone-free');
    expect(screen.getByTestId('tag-silicone_free')).toHaveClass('ia-tag--yes');
    expect(screen.getByTestId('tag-fragrance_free')).toHaveClass('ia-tag--no');
    expect(screen.getByTestId('tag-fragrance_free')).toHaveTextContent('PARFUM');
  });

  it('gives personal verdicts with reasons', () => {
    renderView();
    const fits = screen.getAllByTestId('fit');
    expect(fits[0]).toHaveTextContent('Good match');
    expect(fits[0]).toHaveTextContent('niacinamide regulates sebum');
    expect(fits[1]).toHaveTextContent('Be careful');
    expect(fits[1]).toHaveTextContent('fragrance can aggravate redness');
    expect(fits[1]).toHaveTextContent('Source: Glowdex skin-fit rules');
  });

  it('charts the functions', () => {
    renderView();
    const chart = screen.getByRole('img', { name: 'Ingredients per function' });
    expect(within(chart as unknown as HTMLElement).getByText('Skin conditioning')).toBeInTheDocument();
  });
});
