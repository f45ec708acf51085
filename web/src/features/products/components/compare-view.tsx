// /compare — pick 2–4 products (selectedCompareProducts, kept in ?ids= and session storage) and see
// them side by side in one table: price, price per ml/g, both ratings, unique ingredients, tags, flags, the lists.
import { type ReactNode, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatPrice } from '@/components/catalog/product-card';
import { ProductPicker } from '@/components/catalog/product-picker';
import { memberRatingText, retailerRatingText } from '@/components/catalog/ratings';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompareProducts } from '../api/compare-products';
import {
  COMPARE_MAX,
  addToSelection,
  canCompare,
  compareHref,
  loadSelection,
  parseCompareIds,
  removeFromSelection,
  saveSelection,
  selectionForIds,
  type CompareItem,
} from '../compare-selection';
import { tagLabel } from '@/lib/tag-label';
import type { CompareResult } from '@/types';
import { FlagRowItem, flagRows } from './analysis-flags';
import { RecognitionBadge } from './analysis-parts';
import { tagUnknown, tagsDataNote } from './analysis-tags';

function useCompareSelection() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // `?ids=1,2` with a readable comma (URLSearchParams would write %2C)
  const writeUrl = (items: CompareItem[]) => navigate(compareHref(items.map((i) => i.product_id)), { replace: true });
  const urlIds = parseCompareIds(searchParams);
  const [known, setKnown] = useState<CompareItem[]>(() => loadSelection());
  // The URL wins (a shared link); with no ids in it, the session's selection fills it.
  // (Keyed by the ids' text: the parsed list is a new array on every render.)
  const idsKey = urlIds.join(',');
  const hasIds = searchParams.has('ids');
  const selection = useMemo(
    () => (idsKey || hasIds ? selectionForIds(idsKey ? idsKey.split(',').map(Number) : [], known) : known),
    [idsKey, hasIds, known],
  );

  // On arrival only: a URL without ids shows the session's selection.
  const fillUrlFromSession = useEffectEvent(() => {
    if (!searchParams.has('ids') && known.length) writeUrl(known);
  });
  useEffect(() => fillUrlFromSession(), []);

  const update = (next: CompareItem[]) => {
    setKnown(next);
    saveSelection(next);
    writeUrl(next);
  };

  /** Names learnt from the compare answer (for ids that came from a link). */
  const learn = (result: CompareResult) => {
    const named = selection.map((s) => {
      const p = result.products.find((r) => r.product.product_id === s.product_id)?.product;
      return p ? { product_id: p.product_id, name: p.name, brand_name: p.brand_name } : s;
    });
    if (named.some((n, i) => n.name !== selection[i]?.name)) {
      setKnown(named);
      saveSelection(named);
    }
  };
  return { selection, update, learn };
}

function Picker({ selection, onAdd }: { selection: CompareItem[]; onAdd: (item: CompareItem) => void }) {
  return (
    <ProductPicker
      label="Add a product"
      onPick={onAdd}
      exclude={selection.map((p) => p.product_id)}
      hint={selection.length >= COMPARE_MAX ? `Up to ${COMPARE_MAX} products: adding one drops the first.` : undefined}
    />
  );
}

function SimilarityMatrix({ result }: { result: CompareResult }) {
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

type Column = CompareResult['products'][number];

/** One row of the table: its label (the sticky first column) and a cell per product. */
function Row({ label, testId, cols, cell }: { label: ReactNode; testId: string; cols: Column[]; cell: (col: Column) => ReactNode }) {
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
const tagNames = (cols: Column[]) => [...new Set(cols.flatMap((c) => c.analysis.tags.map((t) => t.tag)))];

/** The lowest price per ml/g among the products (only when two or more say theirs). */
function cheapestPerUnit(cols: Column[]): number | null {
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

export function CompareView() {
  useDocumentTitle('Compare products');
  const { selection, update, learn } = useCompareSelection();
  const ids = selection.map((s) => s.product_id);
  const query = useCompareProducts(ids);
  const result = canCompare(ids) ? query.data : undefined;
  const onCompared = useEffectEvent(learn);
  useEffect(() => {
    if (query.data) onCompared(query.data);
  }, [query.data]);

  return (
    <section className="page cmp-page">
      <h1>Compare products</h1>
      <div className="ia-card">
        <ul className="cmp-selection" aria-label="Products to compare" data-testid="compare-selection">
          {selection.map((s) => (
            <li key={s.product_id} className="cmp-chip">
              {s.name}
              <button type="button" aria-label={`Remove ${s.name}`} onClick={() => update(removeFromSelection(selection, s.product_id))}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <Picker selection={selection} onAdd={(item) => update(addToSelection(selection, item))} />
        {!canCompare(ids) ? <p className="muted">Pick {ids.length ? 'one more product' : 'two to four products'} to compare.</p> : null}
      </div>
      {canCompare(ids) && query.isPending ? <Spinner label="Comparing…" /> : null}
      {query.isError ? <p className="muted">These products could not be compared.</p> : null}
      {result ? (
        <>
          <section className="ia-card">
            <h2>
              {result.shared_ingredients.length} ingredient{result.shared_ingredients.length === 1 ? '' : 's'} in common
            </h2>
            <ul className="tag-list" data-testid="shared-ingredients">
              {result.shared_ingredients.map((s) => (
                <li key={s} className="tag cmp-shared">
                  {s}
                </li>
              ))}
            </ul>
            <SimilarityMatrix result={result} />
          </section>
          <CompareTable result={result} />
        </>
      ) : null}
    </section>
  );
}
