// The side-by-side table of /compare: a row per fact (price, tags, flags, shared and unique ingredients), a column
// per product, and the similarity matrix above it.
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '@/components/catalog/product-card';
import { memberRatingText, retailerRatingText } from '@/components/catalog/ratings';
import { paths } from '@/config/paths';
import { tagLabel } from '@/lib/tag-label';
import type { CompareResult } from '@/types';
import { FlagRowItem, flagRows } from './analysis-flags';
import { RecognitionBadge } from './analysis-parts';
import { tagUnknown, tagsDataNote } from './analysis-tags';

export function SimilarityMatrix({ result }: { result: CompareResult }) {
  const names = result.products.map((p) => p.product.name);
  return (
    <div className="cmp-scroll" role="region" aria-labelledby="cmp-matrix-caption" tabIndex={0}>
      <p className="muted cmp-caption" id="cmp-matrix-caption">
        Ingredient similarity ({result.metric === 'jaccard' ? 'share of all their ingredients that both have' : result.metric})
      </p>
      <table className="cmp-matrix" data-testid="similarity-matrix" aria-labelledby="cmp-matrix-caption">
        <thead>
          <tr>
            <th scope="col" />
            {names.map((n) => (
              <th key={n} scope="col">
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.similarity.map((row, i) => (
            <tr key={names[i]}>
              <th scope="row">{names[i]}</th>
              {row.map((v, j) => (
                <td key={j} className={i === j ? 'cmp-matrix__self' : ''} style={i === j ? undefined : { background: `rgb(176 65 122 / ${Math.round(v * 45)}%)` }}>
                  {i === j ? '—' : `${Math.round(v * 100)}%`}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type Column = CompareResult['products'][number];

/** One row of the table: its label (the sticky first column) and a cell per product. */
export function Row({ label, testId, cols, cell }: { label: ReactNode; testId: string; cols: Column[]; cell: (col: Column) => ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {cols.map((col) => (
        <td key={col.product.product_id} data-testid={testId}>
          {cell(col)}
        </td>
      ))}
    </tr>
  );
}

/** Every "what's inside" tag any of the products has, in the order the first one lists them. */
export const tagNames = (cols: Column[]) => [...new Set(cols.flatMap((c) => c.analysis.tags.map((t) => t.tag)))];

/** The lowest price per ml/g among the products (only when two or more say theirs). */
export function cheapestPerUnit(cols: Column[]): number | null {
  const known = cols.map((c) => c.product.price_per_unit_usd).filter((v): v is number => typeof v === 'number');
  return known.length >= 2 ? Math.min(...known) : null;
}

/**
 * The products side by side as a table: a row per attribute (price, price per ml/g, both ratings, what is only in
 * each, every "what's inside" tag, flags, the full list), a column per product. It scrolls sideways inside itself,
 * its first column (the row names) staying put, so the page never pans on a phone.
 */
export function CompareTable({ result }: { result: CompareResult }) {
  const shared = new Set(result.shared_ingredients);
  const cols = result.products;
  const uniqueOf = (id: number) => result.unique_ingredients.find((u) => u.product_id === id)?.ingredients ?? [];
  const cheapest = cheapestPerUnit(cols);
  return (
    <div className="cmp-scroll ia-card" role="region" aria-label="Comparison table: scroll sideways for more products" tabIndex={0}>
      <table className="cmp-table" data-testid="compare-table" style={{ minWidth: `${7 + cols.length * 12}rem` }}>
        <thead>
          <tr>
            <th scope="col" className="cmp-table__corner">
              <span className="visually-hidden">Attribute</span>
            </th>
            {cols.map(({ product }) => (
              <th key={product.product_id} scope="col" data-testid="compare-column">
                <span className="pcard__brand">{product.brand_name}</span>
                <Link className="cmp-table__name" to={paths.productDetail.getHref(product.product_id)}>
                  {product.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row label="Price" testId="compare-price" cols={cols} cell={({ product }) => [formatPrice(product.price, product.currency), product.size_text].filter(Boolean).join(' · ') || '—'} />
          <Row
            label="Price per ml/g"
            testId="compare-per-unit"
            cols={cols}
            cell={({ product }) =>
              product.price_per_unit_usd === null ? (
                <span className="muted">size unknown</span>
              ) : (
                <>
                  {formatPrice(product.price_per_unit_usd, 'USD')}
                  {product.price_per_unit_usd === cheapest ? <span className="badge badge--accent cmp-lowest">lowest</span> : null}
                </>
              )
            }
          />
          <Row
            label="Retailer’s rating"
            testId="compare-retailer-rating"
            cols={cols}
            cell={({ product }) => (product.retailer_rating ? retailerRatingText(product.retailer_rating) : <span className="muted">none</span>)}
          />
          <Row
            label="Glowdex members"
            testId="compare-member-rating"
            cols={cols}
            cell={({ product }) => (product.member_rating ? memberRatingText(product.member_rating) : <span className="muted">not rated yet</span>)}
          />
          <Row
            label="Ingredients read"
            testId="compare-recognised"
            cols={cols}
            cell={({ analysis }) => (
              <>
                <RecognitionBadge summary={analysis} />
                {tagsDataNote(analysis.tags) ? (
                  <p className="ia-tags__note" data-testid="compare-no-data">
                    Not enough ingredient data for free-from tags ({analysis.recognition_summary}).
                  </p>
                ) : null}
              </>
            )}
          />
          <Row
            label="Only in this one"
            testId="compare-unique"
            cols={cols}
            cell={({ product }) => {
              const unique = uniqueOf(product.product_id);
              return unique.length ? (
                <ul className="tag-list">
                  {unique.map((u) => (
                    <li key={u} className="tag cmp-unique">
                      {u}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="muted">Nothing the others lack.</span>
              );
            }}
          />
          {tagNames(cols).map((name) => (
            <tr key={name} className="cmp-table__tag">
              <th scope="row">{tagLabel(name)}</th>
              {cols.map(({ product, analysis }) => {
                const t = analysis.tags.find((x) => x.tag === name);
                const unknown = !t || tagUnknown(t);
                return (
                  <td
                    key={product.product_id}
                    className={unknown ? 'ia-tag--unknown' : t.applies ? 'ia-tag--yes' : 'ia-tag--no'}
                    title={unknown ? 'not enough ingredient data' : t.triggers.join(', ')}
                    data-testid={`compare-tag-${name}`}
                  >
                    {unknown ? '? no data' : t.applies ? '✓ yes' : `✕ ${t.triggers.join(', ')}`}
                  </td>
                );
              })}
            </tr>
          ))}
          <Row
            label="Flagged ingredients"
            testId="compare-flags"
            cols={cols}
            cell={({ analysis }) => {
              const rows = flagRows(analysis.flags);
              return rows.length ? (
                <>
                  <p className="muted">{rows.length} flagged</p>
                  <ul className="ia-flags ia-flags--compact">
                    {rows.map((row) => (
                      <FlagRowItem key={row.ingredient} row={row} />
                    ))}
                  </ul>
                </>
              ) : (
                <span className="muted">None.</span>
              );
            }}
          />
          <Row
            label="Full list"
            testId="compare-ingredients"
            cols={cols}
            cell={({ ingredients }) => (
              <ol className="cmp-ingredients">
                {ingredients.map((name, i) => (
                  <li key={`${i}-${name}`} className={shared.has(name) ? 'cmp-shared' : ''}>
                    {name}
                  </li>
                ))}
              </ol>
            )}
          />
        </tbody>
      </table>
    </div>
  );
}
